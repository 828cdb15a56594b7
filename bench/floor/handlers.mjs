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

const MARCA_NINGUNA = 'Ninguna';
const TICKET_PENDING_STATES = ['Abierto', 'En Curso', 'En Espera'];
/** The department the ticket scenarios sign in from (the demo account mantenimiento). */
const TICKETS_DEPARTMENT = 'Mantenimiento';

/** users.service orgDirectory: both name lists at once. */
async function orgDirectory(db) {
  const [departments, branches] = await Promise.all([
    db.query(SQL.departments),
    db.query(SQL.branches),
  ]);
  const departamentoId = departments.find((d) => d.nombre === TICKETS_DEPARTMENT)?.departamento_id;
  // node-postgres keeps the last of two same-named columns: marcas.nombre.
  const marcas = [...new Set(branches.map((b) => b.nombre))]
    .filter((m) => m !== MARCA_NINGUNA)
    .sort((a, b) => a.localeCompare(b, 'es'));
  return { departamentoId, marcas };
}

/** 'Tickets Colaboradores': one brand tab's page, and the bounded count of every brand tab. */
export async function ticketsQueue(db, req) {
  const size = Number(req.query.size ?? 10);
  const marca = req.query.marca;
  const buscar = req.query.buscar;
  await actor(db, req, 'tickets.collaborators');
  const { departamentoId, marcas } = await orgDirectory(db);
  const pattern = buscar ? `%${foldForSearch(buscar)}%` : undefined;
  const where = pattern
    ? [departamentoId, marca, pattern]
    : [departamentoId, marca, ...TICKET_PENDING_STATES];
  const [items, ...counts] = await Promise.all([
    db.query(pattern ? SQL.ticketsSearchPage : SQL.ticketsPendingPage, [...where, size]),
    ...marcas.map((m) =>
      db.query(pattern ? SQL.ticketsSearchCount : SQL.ticketsPendingCount, [
        where[0],
        m,
        ...where.slice(2),
        LIST_WINDOW + 1,
      ]),
    ),
  ]);
  const tabs = marcas.map((m, i) => ({
    marca: m,
    total: Math.min(Number(counts[i][0].n), LIST_WINDOW),
  }));
  return {
    items,
    total: tabs.find((t) => t.marca === marca)?.total ?? 0,
    page: 1,
    size,
    marcas: tabs,
  };
}

/** 'Tickets Realizados' of one department: names, catalogue, then the three figures at once. */
export async function ticketsReport(db, req) {
  const { desde, hasta } = req.query;
  const timeZone = 'America/El_Salvador';
  await actor(db, req, 'tickets.report');
  const [{ departamentoId }] = await Promise.all([
    orgDirectory(db),
    db.query(SQL.ticketCategories),
    db.query(SQL.ticketProblems),
  ]);
  const [grouped, serie, [pendientes]] = await Promise.all([
    db.query(SQL.reportGrouped, [desde, timeZone, hasta, timeZone, departamentoId]),
    db.query(SQL.reportSeries, ['day', timeZone, desde, timeZone, hasta, timeZone, departamentoId]),
    db.query(SQL.reportPending, [departamentoId]),
  ]);
  const ids = grouped
    .filter((r) => r.dimension === 'colaborador' && r.clave > 0)
    .map((r) => r.clave);
  const names = ids.length > 0 ? await db.query(SQL.userNames, [`{${ids.join(',')}}`]) : [];
  return { grouped, serie, pendientes, names };
}
