import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { IDEMPOTENT_REPLAY_HEADER } from '@jarvis/contracts/idempotency';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import type { Ctx, PublicCtx } from '../context';
import { idempotencia } from './idempotency.table';

/**
 * Idempotent creates (ARCHITECTURE "Creates are idempotent"). A create runs through `idempotent`,
 * in one line: its name, the client's key, the validated request, and the create itself, which
 * opens its transaction with the `transaction` it is handed instead of `ctx.db.transaction`:
 *
 *   idempotent(ctx, { operacion: 'ticket.crear', clave, solicitud }, (transaction) => …)
 *
 * That transaction first claims the key (insert … on conflict do nothing) and, before it commits,
 * keeps the create's answer in the same row; a repeat finds the row and answers what it holds,
 * creating nothing and queuing nothing. Two at once meet on the row's primary key: PostgreSQL
 * holds the second insert until the first transaction ends (PGlite runs them one after the
 * other), and the second, rolled back, answers the first's result. What a create did outside the
 * database before its transaction (files saved) it undoes when the transaction throws, as on any
 * failure. Only a created answer is kept: a refused request may be corrected and sent again.
 */

/** How long a key answers its repeats; older rows are purged (`purgeExpiredKeys`). */
export const IDEMPOTENCY_KEEP_HOURS = 24;

export type IdempotentRequest = {
  /** The create, named as its audit action ('ticket.crear'): one key serves one operation. */
  operacion: string;
  /** The client's Idempotency-Key. */
  clave: string;
  /** The request as validated (and a form's files by `contentDigest`): its fingerprint. */
  solicitud: unknown;
  /** The status a created answer carries: 201 unless the create says otherwise. */
  estado?: number;
};

export type IdempotentAnswer<T> = { estado: number; body: T; replayed: boolean };

/**
 * The create's transaction: `work` returns its `answer` (the response body) and whatever the
 * create needs after commit (mails to dispatch).
 */
export type IdempotentTransaction<T> = <R extends { answer: T }>(
  work: (tx: Db) => Promise<R>,
) => Promise<R>;

type Kept = typeof idempotencia.$inferSelect;

/** Thrown inside the transaction when the key turns out taken: rolls the create back. */
class KeyTaken extends Error {
  constructor(readonly kept: Kept) {
    super('idempotency key already used');
  }
}

export const contentDigest = (content: Buffer | string) =>
  createHash('sha256').update(content).digest('hex');

/** Objects with their keys sorted and undefined members left out, so equal requests hash alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
}

export const fingerprint = (solicitud: unknown) =>
  contentDigest(JSON.stringify(canonical(solicitud) ?? null));

/** Whose key it is: a user's, or a public form's sender by address. */
const scopeOf = (ctx: PublicCtx | Ctx) =>
  'actor' in ctx ? `u:${ctx.actor.userId}` : `ip:${ctx.ip}`;

const find = async (db: Db, ambito: string, clave: string): Promise<Kept | undefined> =>
  (
    await db
      .select()
      .from(idempotencia)
      .where(and(eq(idempotencia.ambito, ambito), eq(idempotencia.clave, clave)))
  )[0];

/** The first result again, or 409 when the key came with another request. */
function replay<T>(kept: Kept, operacion: string, huella: string): IdempotentAnswer<T> {
  if (kept.operacion !== operacion || kept.huella !== huella)
    throw new AppError('IDEMPOTENCY_KEY_REUSED');
  return { estado: kept.estado, body: kept.respuesta as T, replayed: true };
}

export async function idempotent<T extends object>(
  ctx: PublicCtx | Ctx,
  request: IdempotentRequest,
  create: (transaction: IdempotentTransaction<T>) => Promise<unknown>,
): Promise<IdempotentAnswer<T>> {
  const { operacion, clave } = request;
  const ambito = scopeOf(ctx);
  const huella = fingerprint(request.solicitud);
  const estado = request.estado ?? 201;
  // A repeat after the first has committed (a retry, a second click once the answer came) is
  // answered before the create checks or saves anything.
  const earlier = await find(ctx.db, ambito, clave);
  if (earlier) return replay(earlier, operacion, huella);

  let answered: { answer: T } | undefined;
  const transaction: IdempotentTransaction<T> = async (work) => {
    const result = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(idempotencia)
        .values({
          ambito,
          clave,
          operacion,
          huella,
          estado,
          respuesta: {},
          usuarioId: 'actor' in ctx ? ctx.actor.userId : null,
        })
        .onConflictDoNothing()
        .returning({ clave: idempotencia.clave });
      if (claimed.length === 0) {
        const kept = await find(tx, ambito, clave);
        // Taken and gone in between (purged): nothing to answer with, the request may be sent again.
        throw kept ? new KeyTaken(kept) : new AppError('CONFLICT');
      }
      const done = await work(tx);
      await tx
        .update(idempotencia)
        .set({ respuesta: done.answer })
        .where(and(eq(idempotencia.ambito, ambito), eq(idempotencia.clave, clave)));
      return done;
    });
    answered = result;
    return result;
  };

  try {
    await create(transaction);
  } catch (error) {
    if (error instanceof KeyTaken) return replay(error.kept, operacion, huella);
    // Created, then failed after commit: a fault to report; the same key sent again answers it.
    if (answered) throw error;
    // The twin may have committed while this one checked the request, and this one was refused
    // for what the twin created (an e-mail now taken): the twin's result is the answer.
    const meanwhile = await find(ctx.db, ambito, clave).catch(() => undefined);
    if (meanwhile) return replay(meanwhile, operacion, huella);
    throw error;
  }
  if (!answered) throw new Error(`${operacion}: the create did not use its idempotent transaction`);
  return { estado, body: answered.answer, replayed: false };
}

/** Sends a create's answer with its status, marking a repeat. */
export function sendIdempotent<T>(reply: FastifyReply, answer: IdempotentAnswer<T>) {
  if (answer.replayed) void reply.header(IDEMPOTENT_REPLAY_HEADER, 'true');
  return reply.code(answer.estado).send(answer.body);
}

/** Keys older than `IDEMPOTENCY_KEEP_HOURS` (the maintenance job, hourly). */
export async function purgeExpiredKeys(ctx: PublicCtx, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - IDEMPOTENCY_KEEP_HOURS * 3_600_000);
  const purged = await ctx.db
    .delete(idempotencia)
    .where(lt(idempotencia.creadoEn, before))
    .returning({ clave: idempotencia.clave });
  if (purged.length > 0)
    ctx.platform.log.info({ purged: purged.length }, 'idempotency keys purged');
  return purged.length;
}
