import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pedidoDetalles, pedidos } from './orders.table';

/**
 * The reads of /Compras/descargas (issue #53 point 5). Quantities are summed by PostgreSQL per
 * branch and article, so what leaves the database is bounded by branches × the supplier's
 * articles, however many orders and lines the selection holds.
 */

/** A supplier's orders in one state for one delivery date; the service has scoped the branch. */
export type DeliveryFilter = {
  proveedorId: number;
  estado: number;
  /** The orders' fechaEstimada. */
  fecha: string;
  sucursalId?: number | undefined;
};

const selectionWhere = (f: DeliveryFilter): SQL =>
  and(
    eq(pedidos.proveedorId, f.proveedorId),
    eq(pedidos.estado, f.estado),
    eq(pedidos.fechaEstimada, f.fecha),
    f.sucursalId === undefined ? undefined : eq(pedidos.sucursalId, f.sucursalId),
  ) as SQL;

/** How many orders, branches, lines and distinct articles the selection holds. */
export async function deliveryCounts(db: Db, f: DeliveryFilter) {
  const [row] = await db
    .select({
      pedidos: sql<number>`count(distinct ${pedidos.pedidoId})::int`,
      sucursales: sql<number>`count(distinct ${pedidos.sucursalId})::int`,
      lineas: sql<number>`count(${pedidoDetalles.pedidoDetalleId})::int`,
      articulos: sql<number>`count(distinct ${pedidoDetalles.articuloId})::int`,
    })
    .from(pedidos)
    .leftJoin(pedidoDetalles, eq(pedidoDetalles.pedidoId, pedidos.pedidoId))
    .where(selectionWhere(f));
  return {
    pedidos: Number(row?.pedidos ?? 0),
    sucursales: Number(row?.sucursales ?? 0),
    lineas: Number(row?.lineas ?? 0),
    articulos: Number(row?.articulos ?? 0),
  };
}

/** Each branch of the selection with its orders' numbers, in order. */
export async function deliveryOrders(db: Db, f: DeliveryFilter) {
  const rows = await db
    .select({
      sucursalId: pedidos.sucursalId,
      pedidoIds: sql<number[]>`array_agg(${pedidos.pedidoId} order by ${pedidos.pedidoId})::int[]`,
    })
    .from(pedidos)
    .where(selectionWhere(f))
    .groupBy(pedidos.sucursalId);
  return rows.map((r) => ({ sucursalId: r.sucursalId, pedidoIds: r.pedidoIds.map(Number) }));
}

/** The quantity ordered (cantidadPedida) of each article by each branch of the selection. */
export async function deliveryQuantities(db: Db, f: DeliveryFilter) {
  return db
    .select({
      sucursalId: pedidos.sucursalId,
      articuloId: pedidoDetalles.articuloId,
      cantidad: sql<string>`sum(${pedidoDetalles.cantidadPedida})::text`,
    })
    .from(pedidoDetalles)
    .innerJoin(pedidos, eq(pedidos.pedidoId, pedidoDetalles.pedidoId))
    .where(selectionWhere(f))
    .groupBy(pedidos.sucursalId, pedidoDetalles.articuloId);
}
