import { and, eq, gt, inArray, isNull, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { limites, restablecimientos } from './auth.table';

/**
 * A throttle: `free` attempts within a quiet spell, then each further one waits `baseSeconds`,
 * doubling, at most `capSeconds`. The count starts again after `quietMinutes` without attempts
 * once the last wait has ended.
 */
export type LimitRule = {
  free: number;
  baseSeconds: number;
  capSeconds: number;
  quietMinutes: number;
};

export type Reservation =
  { ok: true; counts: Map<string, number> } | { ok: false; waitSeconds: number };

class Waiting extends Error {
  constructor(readonly waitSeconds: number) {
    super('waiting');
  }
}

/**
 * Counts one attempt on every key, all or none, before the guarded work runs: two requests at once
 * cannot both pass the last free attempt (the upsert locks the row and re-reads it). When any key is
 * still waiting nothing is counted, and the longest wait is returned.
 */
export async function reserve(
  db: Db,
  keys: { clave: string; rule: LimitRule }[],
): Promise<Reservation> {
  // One order for every request, so two transactions never wait on each other's rows.
  const sorted = [...keys].sort((a, b) => a.clave.localeCompare(b.clave));
  try {
    const counts = await db.transaction(async (tx) => {
      const found = new Map<string, number>();
      for (const { clave, rule } of sorted) found.set(clave, await reserveOne(tx, clave, rule));
      return found;
    });
    return { ok: true, counts };
  } catch (error) {
    if (error instanceof Waiting) return { ok: false, waitSeconds: error.waitSeconds };
    throw error;
  }
}

async function reserveOne(tx: Db, clave: string, rule: LimitRule): Promise<number> {
  const restarted = sql`coalesce(${limites.esperaHasta}, ${limites.ultimo}) < now() - make_interval(mins => ${rule.quietMinutes})`;
  const next = sql`(case when ${restarted} then 1 else ${limites.intentos} + 1 end)`;
  const waitFor = (n: SQL) =>
    sql`case when ${n} >= ${rule.free} then now() + make_interval(secs => least(${rule.capSeconds}::float8, ${rule.baseSeconds}::float8 * power(2, ${n} - ${rule.free}))) end`;
  const [row] = await tx
    .insert(limites)
    .values({ clave, intentos: 1, esperaHasta: waitFor(sql`1`) })
    .onConflictDoUpdate({
      target: limites.clave,
      set: { intentos: next, ultimo: sql`now()`, esperaHasta: waitFor(next) },
      setWhere: or(isNull(limites.esperaHasta), lt(limites.esperaHasta, sql`now()`)),
    })
    .returning({ intentos: limites.intentos });
  if (row) return row.intentos;
  const [waiting] = await tx
    .select({
      seconds: sql<number>`greatest(1, ceil(extract(epoch from ${limites.esperaHasta} - now())))::int`,
    })
    .from(limites)
    .where(eq(limites.clave, clave));
  throw new Waiting(Number(waiting?.seconds ?? 1));
}

/**
 * Takes back one reserved attempt (the guarded work succeeded and was not a failure). A wait that
 * the reservation itself started goes with it: a success must not slow the next caller down.
 */
export async function release(db: Db, clave: string, rule: LimitRule) {
  await db
    .update(limites)
    .set({
      intentos: sql`greatest(${limites.intentos} - 1, 0)`,
      esperaHasta: sql`case when ${limites.intentos} - 1 < ${rule.free} then null else ${limites.esperaHasta} end`,
    })
    .where(eq(limites.clave, clave));
}

export async function clearLimits(db: Db, claves: string[]) {
  if (claves.length === 0) return;
  await db.delete(limites).where(inArray(limites.clave, claves));
}

/** Every sign-in counter of one account, from any address. */
export async function clearAccountLimits(db: Db, accountKey: string) {
  await db
    .delete(limites)
    .where(or(eq(limites.clave, accountKey), like(limites.clave, `${accountKey}@%`)));
}

/** Counters quiet for longer than any rule keeps them. */
export async function deleteLimitsBefore(db: Db, minutes: number) {
  await db
    .delete(limites)
    .where(
      lt(
        sql`coalesce(${limites.esperaHasta}, ${limites.ultimo})`,
        sql`now() - make_interval(mins => ${minutes})`,
      ),
    );
}

/** A new link for the user; every earlier link of theirs that is still live ends with it. */
export async function createReset(
  db: Db,
  input: { userId: number; tokenHash: string; minutes: number },
) {
  await db
    .update(restablecimientos)
    .set({ usadoEn: sql`now()` })
    .where(and(eq(restablecimientos.usuarioId, input.userId), isNull(restablecimientos.usadoEn)));
  await db.insert(restablecimientos).values({
    usuarioId: input.userId,
    tokenHash: input.tokenHash,
    expiraEn: sql`now() + make_interval(mins => ${input.minutes})`,
  });
}

/** Marks a live reset token used and returns its user and issue time; undefined when not live. */
export async function consumeReset(
  db: Db,
  tokenHash: string,
): Promise<{ userId: number; creadoEn: Date } | undefined> {
  const [row] = await db
    .update(restablecimientos)
    .set({ usadoEn: sql`now()` })
    .where(
      and(
        eq(restablecimientos.tokenHash, tokenHash),
        isNull(restablecimientos.usadoEn),
        gt(restablecimientos.expiraEn, sql`now()`),
      ),
    )
    .returning({ userId: restablecimientos.usuarioId, creadoEn: restablecimientos.creadoEn });
  return row;
}
