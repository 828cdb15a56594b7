import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clavesGerente } from './orders.table';

/** Branches' manager keys (stored hashed). */

export async function keyOf(db: Db, sucursalId: number) {
  const [row] = await db
    .select({ claveHash: clavesGerente.claveHash })
    .from(clavesGerente)
    .where(eq(clavesGerente.sucursalId, sucursalId));
  return row?.claveHash;
}

export async function keysOf(db: Db, sucursalIds: number[]) {
  if (sucursalIds.length === 0) return [];
  return db
    .select({ sucursalId: clavesGerente.sucursalId, actualizadoEn: clavesGerente.actualizadoEn })
    .from(clavesGerente)
    .where(inArray(clavesGerente.sucursalId, sucursalIds));
}

export async function saveKey(db: Db, sucursalId: number, claveHash: string, userId: number) {
  await db
    .insert(clavesGerente)
    .values({ sucursalId, claveHash, actualizadoPor: userId })
    .onConflictDoUpdate({
      target: clavesGerente.sucursalId,
      set: { claveHash, actualizadoPor: userId, actualizadoEn: new Date() },
    });
}
