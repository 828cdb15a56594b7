import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { secretos } from './secrets.table';

/**
 * The secret `nombre` shared through the database: made once by whichever process asks first (two
 * at once meet on the primary key and both read the winner's).
 */
export async function sharedSecret(db: Db, nombre: string): Promise<string> {
  await db
    .insert(secretos)
    .values({ nombre, valor: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select({ valor: secretos.valor })
    .from(secretos)
    .where(eq(secretos.nombre, nombre));
  if (!row) throw new Error(`secreto ${nombre} no encontrado`);
  return row.valor;
}
