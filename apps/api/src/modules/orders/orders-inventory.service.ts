import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pedidos } from './orders.table';

/**
 * What the inventory module asks of orders (spec 3 §5 Inventory creation; issue #53 point 7): does
 * a branch have orders still open (2) or not delivered (3) that were due on or before a date? A
 * count taken then would miss goods on their way, so the branch must settle them first.
 */
export type PendingOrders = { abiertos: number[]; pendientes: number[] };

/** `checkOrdersForEnableInventory`: the branch's orders in 2 or 3 due by `fecha` (YYYY-MM-DD). */
export async function checkOrdersForEnableInventory(
  db: Db,
  sucursalId: number,
  fecha: string,
): Promise<PendingOrders> {
  const rows = await db
    .select({ pedidoId: pedidos.pedidoId, estado: pedidos.estado })
    .from(pedidos)
    .where(
      and(
        eq(pedidos.sucursalId, sucursalId),
        inArray(pedidos.estado, [2, 3]),
        lte(pedidos.fechaEstimada, fecha),
      ),
    )
    .orderBy(asc(pedidos.pedidoId));
  return {
    abiertos: rows.filter((r) => r.estado === 2).map((r) => r.pedidoId),
    pendientes: rows.filter((r) => r.estado === 3).map((r) => r.pedidoId),
  };
}

/**
 * The inventory review's pending orders (spec 3 §2, issue #55): the overseen branches' orders still
 * open (2) or not delivered (3) that were due by `fecha`, the longest overdue first. At most `limit`.
 */
export async function pendingOrdersDue(
  db: Db,
  sucursalIds: readonly number[],
  fecha: string,
  limit = 200,
) {
  if (sucursalIds.length === 0) return [];
  return db
    .select({
      pedidoId: pedidos.pedidoId,
      sucursalId: pedidos.sucursalId,
      proveedorId: pedidos.proveedorId,
      estado: pedidos.estado,
      fechaEstimada: pedidos.fechaEstimada,
      total: pedidos.totalPedido,
    })
    .from(pedidos)
    .where(
      and(
        inArray(pedidos.sucursalId, [...sucursalIds]),
        // Written in the text, as the partial index's predicate is, so that it is used.
        sql.raw('estado in (2, 3)'),
        lte(pedidos.fechaEstimada, fecha),
      ),
    )
    .orderBy(asc(pedidos.fechaEstimada), asc(pedidos.pedidoId))
    .limit(limit);
}
