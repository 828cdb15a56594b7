import { sql, type SQL } from 'drizzle-orm';
import { IVA_FACTOR } from '@jarvis/contracts/orders';
import { rowsOf, type Db } from '../../db/client';
import { assertWithinWindow, counted } from '../../db/list-page';
import { bitacora } from '../../platform/audit/audit.table';
import { pedidoDetalles, pedidos } from './orders.table';

/**
 * The mass price change's reads and writes (issue #53 point 6). Applying is three set-based
 * statements whatever the number of lines — the history, the lines, the totals — so that a change
 * of ten thousand lines is one short transaction, not ten thousand round trips.
 */

/** Which orders a change may touch: the service has already held it to the user's rights. */
export type PriceChangeScope = {
  desde: string;
  hasta: string;
  estados: readonly number[];
  /** The branches allowed (the filter's one, or all of the user's brand but the user's own). */
  sucursalIds: readonly number[];
  proveedorId?: number | undefined;
  /** The orders chosen; undefined: every order of the filter. */
  pedidoIds?: readonly number[] | undefined;
};

/** The new prices, each to 4 decimals ('1.2300'). */
export type NewPrices = readonly { articuloId: string; precio: string }[];

const ints = (values: readonly number[]) => sql`${sql.param([...values])}::int[]`;

function scopeWhere(s: PriceChangeScope): SQL {
  const conditions: SQL[] = [
    sql`p.fecha_pedido between ${s.desde}::date and ${s.hasta}::date`,
    sql`p.estado = any(${ints(s.estados)})`,
    sql`p.sucursal_id = any(${ints(s.sucursalIds)})`,
  ];
  if (s.proveedorId !== undefined) conditions.push(sql`p.proveedor_id = ${s.proveedorId}`);
  if (s.pedidoIds !== undefined) conditions.push(sql`p.pedido_id = any(${ints(s.pedidoIds)})`);
  return sql.join(conditions, sql` and `);
}

/** The new prices as a relation `c(articulo_id, precio)`, to join the lines with. */
const newPrices = (prices: NewPrices) => sql`(
  select articulo_id, precio::numeric(16, 4) as precio
    from unnest(${sql.param(prices.map((p) => p.articuloId))}::text[],
                ${sql.param(prices.map((p) => p.precio))}::numeric[]) as n(articulo_id, precio)
)`;

/** A line changes when its article has a new price that differs from its own. */
const changes = sql`d.articulo_id = c.articulo_id and d.precio_pedido <> c.precio`;

/** Σ quantity × price of each order, the received quantity once there is one (as the detail). */
const quantity = sql`coalesce(d.cantidad_recibida, d.cantidad_pedida)`;

const ORDER = sql`p.fecha_pedido desc, p.pedido_id desc`;

export type ScopedOrderRow = {
  pedidoId: number;
  estado: number;
  fechaPedido: string;
  proveedorId: number;
  sucursalId: number;
  totalPedido: string;
  totalFinal: string;
};

const orderColumns = sql`p.pedido_id as "pedidoId", p.estado, p.fecha_pedido::text as "fechaPedido",
  p.proveedor_id as "proveedorId", p.sucursal_id as "sucursalId",
  p.total_pedido::text as "totalPedido", p.total_final::text as "totalFinal"`;

/** One page of the filter's orders, newest first, with the bounded total (the list window). */
export async function listOrders(
  db: Db,
  scope: PriceChangeScope,
  q: { page: number; size: number },
) {
  assertWithinWindow(q);
  const offset = (q.page - 1) * q.size;
  const [page, total] = await Promise.all([
    db.execute(sql`select ${orderColumns} from ${pedidos} p where ${scopeWhere(scope)}
      order by ${ORDER} limit ${q.size} offset ${offset}`),
    db.execute(sql`select count(*)::int as n from (
      select 1 from ${pedidos} p where ${scopeWhere(scope)} limit 1001) as bounded`),
  ]);
  return {
    rows: rowsOf<ScopedOrderRow>(page),
    counted: counted(rowsOf<{ n: number }>(total)[0]?.n),
  };
}

export type LineRow = {
  pedidoDetalleId: number;
  pedidoId: number;
  articuloId: string;
  cantidadPedida: string;
  cantidadRecibida: string | null;
  precioPedido: string;
};

/** Every line of the orders, in order. */
export async function linesOf(db: Db, pedidoIds: readonly number[]): Promise<LineRow[]> {
  if (pedidoIds.length === 0) return [];
  const result = await db.execute(sql`
    select d.pedido_detalle_id as "pedidoDetalleId", d.pedido_id as "pedidoId",
           d.articulo_id as "articuloId", d.cantidad_pedida::text as "cantidadPedida",
           d.cantidad_recibida::text as "cantidadRecibida", d.precio_pedido::text as "precioPedido"
      from ${pedidoDetalles} d
     where d.pedido_id = any(${ints(pedidoIds)})
     order by d.pedido_id, d.pedido_detalle_id`);
  return rowsOf<LineRow>(result);
}

/** The articles on the filter's orders (the first `limit` by code), with their price range. */
export async function articlesOf(db: Db, scope: PriceChangeScope, limit: number) {
  const result = await db.execute(sql`
    select d.articulo_id as "articuloId", count(*)::int as pedidos,
           min(d.precio_pedido)::text as "precioMinimo", max(d.precio_pedido)::text as "precioMaximo"
      from ${pedidos} p join ${pedidoDetalles} d on d.pedido_id = p.pedido_id
     where ${scopeWhere(scope)}
     group by d.articulo_id
     order by d.articulo_id
     limit ${limit}`);
  return rowsOf<{
    articuloId: string;
    pedidos: number;
    precioMinimo: string;
    precioMaximo: string;
  }>(result);
}

export type AffectedRow = ScopedOrderRow & {
  version: number;
  /** Its lines whose price changes. */
  lineas: number;
  totalFinalNuevo: string;
};

/**
 * The orders of the scope with at least one line whose price changes, newest first, each with its
 * version and its final total after the change (computed here as the apply computes it).
 */
export async function affectedOrders(
  db: Db,
  scope: PriceChangeScope,
  prices: NewPrices,
): Promise<AffectedRow[]> {
  const result = await db.execute(sql`
    with c as ${newPrices(prices)}
    select ${orderColumns}, p.version, ch.n as lineas,
           round((select sum(${quantity} * coalesce(c.precio, d.precio_pedido))
                    from ${pedidoDetalles} d left join c on c.articulo_id = d.articulo_id
                   where d.pedido_id = p.pedido_id) * ${IVA_FACTOR}::numeric, 4)::text
             as "totalFinalNuevo"
      from ${pedidos} p
     cross join lateral (select count(*)::int as n from ${pedidoDetalles} d join c on ${changes}
                          where d.pedido_id = p.pedido_id) as ch
     where ${scopeWhere(scope)} and ch.n > 0
     order by ${ORDER}`);
  return rowsOf<AffectedRow>(result);
}

/**
 * The same orders, locked until the transaction ends: a concurrent edit waits, and one committed
 * meanwhile shows here as its new version.
 */
export async function lockAffected(
  tx: Db,
  scope: PriceChangeScope,
  prices: NewPrices,
): Promise<{ pedidoId: number; version: number }[]> {
  const result = await tx.execute(sql`
    with c as ${newPrices(prices)}
    select p.pedido_id as "pedidoId", p.version
      from ${pedidos} p
     where ${scopeWhere(scope)}
       and exists (select 1 from ${pedidoDetalles} d join c on ${changes}
                    where d.pedido_id = p.pedido_id)
     order by p.pedido_id
       for update of p`);
  return rowsOf<{ pedidoId: number; version: number }>(result);
}

/** How the history names who and where: the bitácora's own columns (platform/audit). */
export type Auditor = { usuarioId: number; ip: string; requestId: string };

/**
 * One history entry per order, in one INSERT … SELECT, before the lines change: each changed
 * line's price and the totals, from → to, in orders-history's shape (`changesOf`). Written here
 * rather than through platform/audit, which inserts one row per call.
 */
export async function recordPriceChanges(
  tx: Db,
  pedidoIds: readonly number[],
  prices: NewPrices,
  who: Auditor,
): Promise<void> {
  const total = (campo: string, before: SQL, after: SQL) => sql`
    case when ${after} <> ${before}
         then jsonb_build_array(jsonb_build_object('campo', ${campo}::text,
                'de', ${before}::text, 'a', ${after}::text))
         else '[]'::jsonb end`;
  const totalPedido = sql`round(nt.bruto, 4)`;
  const totalFinal = sql`round(nt.bruto * ${IVA_FACTOR}::numeric, 4)`;
  await tx.execute(sql`
    with c as ${newPrices(prices)},
    lineas as (
      select d.pedido_id,
             jsonb_agg(jsonb_build_object('campo', 'precioPedido', 'articuloId', d.articulo_id,
                         'de', d.precio_pedido::text, 'a', c.precio::text)
                       order by d.articulo_id) as cambios
        from ${pedidoDetalles} d join c on ${changes}
       where d.pedido_id = any(${ints(pedidoIds)})
       group by d.pedido_id
    ),
    nt as (
      select d.pedido_id, sum(${quantity} * coalesce(c.precio, d.precio_pedido)) as bruto
        from ${pedidoDetalles} d left join c on c.articulo_id = d.articulo_id
       where d.pedido_id = any(${ints(pedidoIds)})
       group by d.pedido_id
    )
    insert into ${bitacora} (usuario_id, accion, entidad, entidad_id, detalle, ip, request_id)
    select ${who.usuarioId}::int, 'pedido.lineas', 'pedido', p.pedido_id::text,
           jsonb_build_object('cambios', lineas.cambios
             || ${total('totalPedido', sql`p.total_pedido`, totalPedido)}
             || ${total('totalFinal', sql`p.total_final`, totalFinal)}),
           ${who.ip}, ${who.requestId}
      from ${pedidos} p
      join lineas on lineas.pedido_id = p.pedido_id
      join nt on nt.pedido_id = p.pedido_id
     order by p.pedido_id`);
}

/** The new prices on every line of the orders whose price differs: one UPDATE. Returns how many. */
export async function setPrices(
  tx: Db,
  pedidoIds: readonly number[],
  prices: NewPrices,
): Promise<number> {
  const result = await tx.execute(sql`
    with c as ${newPrices(prices)},
    changed as (
      update ${pedidoDetalles} d set precio_pedido = c.precio
        from c
       where d.pedido_id = any(${ints(pedidoIds)}) and ${changes}
      returning 1
    )
    select count(*)::int as n from changed`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Each order's totals computed again from its lines, and its version bumped: one UPDATE. */
export async function recomputeTotals(tx: Db, pedidoIds: readonly number[]): Promise<void> {
  await tx.execute(sql`
    update ${pedidos} p
       set total_pedido = round(t.bruto, 4),
           total_final = round(t.bruto * ${IVA_FACTOR}::numeric, 4),
           version = p.version + 1,
           actualizado_en = now()
      from (select d.pedido_id, sum(${quantity} * d.precio_pedido) as bruto
              from ${pedidoDetalles} d
             where d.pedido_id = any(${ints(pedidoIds)})
             group by d.pedido_id) as t
     where p.pedido_id = t.pedido_id`);
}
