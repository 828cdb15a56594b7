import { and, count, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginIntentos, restablecimientos } from './auth.table';

export async function countRecentFailures(db: Db, keys: string[], windowMinutes: number) {
  const rows = await db
    .select({ clave: loginIntentos.clave, n: count() })
    .from(loginIntentos)
    .where(
      and(
        inArray(loginIntentos.clave, keys),
        gt(loginIntentos.fecha, sql`now() - make_interval(mins => ${windowMinutes})`),
      ),
    )
    .groupBy(loginIntentos.clave);
  return new Map(rows.map((r) => [r.clave, Number(r.n)]));
}

export async function recordFailures(db: Db, keys: string[]) {
  await db.insert(loginIntentos).values(keys.map((clave) => ({ clave })));
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginIntentos).where(eq(loginIntentos.clave, key));
}

export async function deleteFailuresBefore(db: Db, windowMinutes: number) {
  await db
    .delete(loginIntentos)
    .where(lt(loginIntentos.fecha, sql`now() - make_interval(mins => ${windowMinutes})`));
}

export async function createReset(
  db: Db,
  input: { userId: number; tokenHash: string; minutes: number },
) {
  await db.insert(restablecimientos).values({
    usuarioId: input.userId,
    tokenHash: input.tokenHash,
    expiraEn: sql`now() + make_interval(mins => ${input.minutes})`,
  });
}

/** Marks a live reset token used and returns its user; undefined when unknown, used or expired. */
export async function consumeReset(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(restablecimientos)
    .set({ usadoEn: new Date() })
    .where(
      and(
        eq(restablecimientos.tokenHash, tokenHash),
        isNull(restablecimientos.usadoEn),
        gt(restablecimientos.expiraEn, sql`now()`),
      ),
    )
    .returning({ userId: restablecimientos.usuarioId });
  return row?.userId;
}
