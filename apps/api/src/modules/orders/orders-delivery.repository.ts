import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pedidoInconsistencias, pedidos, tiposInconsistencia } from './orders.table';

/** Reads and writes of an order's delivery, inconsistencies and SAP registration (issue #53). */

/** Another order of the supplier holding `ccf` in the invoice's month (yyyymm). */
export async function ccfHolder(
  db: Db,
  where: { proveedorId: number; ccf: string; fechaFactura: string; pedidoId: number },
) {
  const [row] = await db
    .select({ id: pedidos.pedidoId })
    .from(pedidos)
    .where(
      and(
        eq(pedidos.proveedorId, where.proveedorId),
        eq(pedidos.creditoFiscal, where.ccf),
        eq(
          pedidos.periodoFactura,
          sql`(extract(year from ${where.fechaFactura}::date) * 100 + extract(month from ${where.fechaFactura}::date))::int`,
        ),
        ne(pedidos.pedidoId, where.pedidoId),
      ),
    )
    .limit(1);
  return row?.id;
}

export function inconsistencyTypes(db: Db) {
  return db
    .select({ id: tiposInconsistencia.id, tipo: tiposInconsistencia.tipo })
    .from(tiposInconsistencia)
    .orderBy(asc(tiposInconsistencia.id));
}

export async function insertInconsistencies(
  db: Db,
  rows: (typeof pedidoInconsistencias.$inferInsert)[],
) {
  if (rows.length > 0) await db.insert(pedidoInconsistencias).values(rows);
}

/** An order's inconsistencies with their type's name, oldest first. */
export function inconsistenciesOf(db: Db, pedidoId: number) {
  return db
    .select({
      id: pedidoInconsistencias.id,
      tipo: tiposInconsistencia.tipo,
      comentario: pedidoInconsistencias.comentario,
      lineas: pedidoInconsistencias.lineas,
      peticionId: pedidoInconsistencias.peticionId,
      creadoPor: pedidoInconsistencias.creadoPor,
      creadoEn: pedidoInconsistencias.creadoEn,
    })
    .from(pedidoInconsistencias)
    .innerJoin(tiposInconsistencia, eq(tiposInconsistencia.id, pedidoInconsistencias.tipoId))
    .where(eq(pedidoInconsistencias.pedidoId, pedidoId))
    .orderBy(asc(pedidoInconsistencias.id));
}

/** Each order's inconsistency types (the inconsistent orders list). */
export async function typesOfOrders(db: Db, pedidoIds: number[]) {
  if (pedidoIds.length === 0) return new Map<number, string[]>();
  const rows = await db
    .select({ pedidoId: pedidoInconsistencias.pedidoId, tipo: tiposInconsistencia.tipo })
    .from(pedidoInconsistencias)
    .innerJoin(tiposInconsistencia, eq(tiposInconsistencia.id, pedidoInconsistencias.tipoId))
    .where(inArray(pedidoInconsistencias.pedidoId, pedidoIds))
    .orderBy(asc(pedidoInconsistencias.id));
  const types = new Map<number, string[]>();
  for (const r of rows) types.set(r.pedidoId, [...(types.get(r.pedidoId) ?? []), r.tipo]);
  return types;
}

/** Links the ticket to the inconsistency unless one was linked first; whether it was this one. */
export async function linkTicket(db: Db, inconsistenciaId: number, peticionId: number) {
  const rows = await db
    .update(pedidoInconsistencias)
    .set({ peticionId })
    .where(
      and(
        eq(pedidoInconsistencias.id, inconsistenciaId),
        sql`${pedidoInconsistencias.peticionId} is null`,
      ),
    )
    .returning({ id: pedidoInconsistencias.id });
  return rows.length === 1;
}

/** The order reaches 8 once SAP lists its invoice saved (from 4 or 6 only). */
export async function markInSap(db: Db, pedidoId: number) {
  const [row] = await db
    .update(pedidos)
    .set({
      estado: 8,
      fechaProcesamientoSap: sql`now()`,
      version: sql`${pedidos.version} + 1`,
      actualizadoEn: sql`now()`,
    })
    .where(and(eq(pedidos.pedidoId, pedidoId), inArray(pedidos.estado, [4, 6])))
    .returning({ estado: pedidos.estado });
  return row !== undefined;
}
