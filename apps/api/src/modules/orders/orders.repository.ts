import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bitacora } from '../../platform/audit/audit.table';
import { pedidoDetalles, pedidos } from './orders.table';

/** Purchase orders' reads and writes (issue #52); the rules are the service's. */

export async function insertOrder(db: Db, row: typeof pedidos.$inferInsert): Promise<number> {
  const [created] = await db.insert(pedidos).values(row).returning({ id: pedidos.pedidoId });
  return created!.id;
}

export async function insertLines(db: Db, rows: (typeof pedidoDetalles.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(pedidoDetalles).values(rows);
}

export async function findOrder(db: Db, pedidoId: number) {
  const [row] = await db.select().from(pedidos).where(eq(pedidos.pedidoId, pedidoId));
  return row;
}

export async function orderLines(db: Db, pedidoId: number) {
  return db
    .select()
    .from(pedidoDetalles)
    .where(eq(pedidoDetalles.pedidoId, pedidoId))
    .orderBy(asc(pedidoDetalles.pedidoDetalleId));
}

/** The order's history: its bitácora entries, oldest first. */
export async function orderHistory(db: Db, pedidoId: number) {
  return db
    .select({
      fecha: bitacora.fecha,
      usuarioId: bitacora.usuarioId,
      accion: bitacora.accion,
      detalle: bitacora.detalle,
    })
    .from(bitacora)
    .where(and(eq(bitacora.entidad, 'pedido'), eq(bitacora.entidadId, String(pedidoId))))
    .orderBy(asc(bitacora.bitacoraId));
}
