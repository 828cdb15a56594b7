// What each scenario costs with no Jarvis code: the same statements, in the same order and with the
// same parallelism, straight through node-postgres (or PGlite), rows returned as they come.
import { createHash, randomBytes } from 'node:crypto';
import argon2 from 'argon2';
import { foldForSearch, LIST_WINDOW } from '../lib/contracts.mjs';
import { SQL } from './sql.mjs';

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

function fail(statusCode) {
  return Object.assign(new Error(`HTTP ${statusCode}`), { statusCode });
}

/** The auth hook's one query; the token is hashed as any implementation must. */
async function actor(db, req, permission) {
  const token = (req.headers.authorization ?? '').slice('Bearer '.length);
  const [row] = permission
    ? await db.query(SQL.actorWithPermission, [permission, sha256(token)])
    : await db.query(SQL.actor, [sha256(token)]);
  if (!row) throw fail(401);
  if (row.exists === false) throw fail(403);
  return row;
}

export async function signIn(db, req) {
  const { username, password } = req.body;
  const login = username.toLowerCase();
  await db.query(SQL.loginFailures, [`u:${login}`, `ip:${req.ip}`, 15]);
  const [user] = await db.query(SQL.loginCandidate, [login, login, 1]);
  if (!user || !(await argon2.verify(user.password_hash, password))) throw fail(401);
  const token = randomBytes(32).toString('base64url');
  await db.transaction(async (tx) => {
    await tx.query(SQL.insertSession, [user.usuario_id, sha256(token), req.ip, 'floor']);
    await tx.query(SQL.clearFailures, [`u:${login}`]);
    await tx.query(SQL.insertAudit, [
      user.usuario_id,
      'login',
      'usuario',
      String(user.usuario_id),
      null,
      req.ip,
      req.id,
    ]);
  });
  return { usuario: { id: user.usuario_id, authToken: token } };
}

export async function menu(db, req) {
  const { usuario_id } = await actor(db, req);
  return { data: await db.query(SQL.menu, [usuario_id, 1]) };
}

export async function sessionUser(db, req) {
  const { usuario_id } = await actor(db, req);
  const [user] = await db.query(SQL.sessionUser, [usuario_id]);
  return user;
}

export async function outbox(db, req) {
  const page = Number(req.query.page ?? 1);
  const size = Number(req.query.size ?? 10);
  await actor(db, req, 'mail.outbox');
  if ((page - 1) * size >= LIST_WINDOW) throw fail(400);
  const [items, [count]] = await Promise.all([
    page === 1
      ? db.query(SQL.outboxFirstPage, [size])
      : db.query(SQL.outboxPage, [size, (page - 1) * size]),
    db.query(SQL.boundedOutboxCount, [LIST_WINDOW + 1]),
  ]);
  const total = Math.min(Number(count.n), LIST_WINDOW);
  return { items, total, totalIsCapped: Number(count.n) > LIST_WINDOW, page, size };
}

/** 'Usuarios' page 1 for an administrator, optionally with 'Buscar' (accents and case folded). */
export async function users(db, req) {
  const size = Number(req.query.size ?? 10);
  const buscar = req.query.buscar;
  await actor(db, req, 'users.admin');
  const pattern = buscar ? `%${foldForSearch(buscar)}%` : undefined;
  const [items, [count]] = await Promise.all([
    pattern
      ? db.query(SQL.usersSearchFirstPage, [pattern, size, 0])
      : db.query(SQL.usersFirstPage, [size, 0]),
    pattern
      ? db.query(SQL.boundedUsersSearchCount, [pattern, LIST_WINDOW + 1])
      : db.query(SQL.boundedUsersCount, [LIST_WINDOW + 1]),
  ]);
  const total = Math.min(Number(count.n), LIST_WINDOW);
  return { items, total, totalIsCapped: Number(count.n) > LIST_WINDOW, page: 1, size };
}
