import { and, eq, gt, sql } from 'drizzle-orm';
import { orderTotals, type OrderState } from '@jarvis/contracts/orders';
import { orderSearchText } from '../../modules/orders/orders-search';
import { changesOf, stateChange } from '../../modules/orders/orders-history';
import { bitacora } from '../../platform/audit/audit.table';
import { addDays, businessDate, utcOffsetMinutes } from '../../time';
import type { Db } from '../client';
import {
  articulos,
  marcas,
  pedidoDetalles,
  pedidoInconsistencias,
  pedidos,
  proveedorArticulos,
  proveedores,
  sucursales,
  tiposInconsistencia,
  usuarios,
} from '../schema';
import { seededRandom } from './demo-tickets';

/**
 * The demo's purchase orders (issue #52 point 8): a few hundred over the last two months, across
 * every restaurant, supplier and state, so that each list and the approval screen show something on
 * a fresh start. Recent orders are still in Revisión, open or pending; older ones were delivered,
 * registered in SAP or voided. They were approved before Jarvis kept PDFs (no `aprobadoEn`), so
 * the approval job does not mail two hundred suppliers at the first start.
 */
export const DEMO_ORDER_COUNT = 360;
const DAYS_BACK = 60;

/** The state of an order placed `age` days ago (0 today), by a draw in [0, 1). */
function stateFor(age: number, draw: number): OrderState {
  const pick = (table: [OrderState, number][]) => {
    let acc = 0;
    for (const [state, weight] of table) {
      acc += weight;
      if (draw < acc) return state;
    }
    return table.at(-1)![0];
  };
  if (age <= 4)
    return pick([
      [1, 0.4],
      [2, 0.45],
      [3, 0.15],
    ]);
  if (age <= 12)
    return pick([
      [2, 0.2],
      [3, 0.1],
      [4, 0.35],
      [6, 0.1],
      [8, 0.15],
      [5, 0.1],
    ]);
  return pick([
    [4, 0.12],
    [6, 0.05],
    [8, 0.68],
    [5, 0.15],
  ]);
}

export async function seedDemoOrders(tx: Db, timeZone: string) {
  const random = seededRandom(20_261_128);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const branches = await tx
    .select({
      sucursalId: sucursales.sucursalId,
      nombre: sucursales.nombre,
      bodega: sucursales.bodega,
      marca: marcas.nombre,
    })
    .from(sucursales)
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
    .where(and(eq(sucursales.estado, 1), eq(sucursales.esOficina, false)));
  const supplierRows = await tx
    .select({
      proveedorId: proveedores.proveedorId,
      nombre: proveedores.nombre,
      codigo: proveedores.codigo,
      marca: proveedores.marca,
      maxProductos: proveedores.maxProductos,
    })
    .from(proveedores)
    .where(eq(proveedores.estado, 1));
  const priceRows = await tx
    .select({
      proveedorId: proveedorArticulos.proveedorId,
      articuloId: proveedorArticulos.articuloId,
      precio: proveedorArticulos.precio,
    })
    .from(proveedorArticulos)
    .innerJoin(articulos, eq(articulos.articuloId, proveedorArticulos.articuloId))
    .where(
      and(
        eq(proveedorArticulos.estado, 1),
        eq(articulos.estado, 1),
        gt(proveedorArticulos.precio, '0'),
      ),
    );
  const users = new Map(
    (await tx.select({ id: usuarios.usuarioId, username: usuarios.username }).from(usuarios)).map(
      (u) => [u.username, u.id],
    ),
  );
  const staff = (username: string) => users.get(username)!;
  const branchUser = new Map([
    ['SW01', staff('restaurante')],
    ['SW02', staff('restaurante2')],
  ]);
  const central = [staff('compras'), staff('gerente.zona')];

  const pricesOf = new Map<number, { articuloId: string; precio: string }[]>();
  for (const p of priceRows) {
    const list = pricesOf.get(p.proveedorId) ?? [];
    list.push(p);
    pricesOf.set(p.proveedorId, list);
  }
  const suppliersOf = (marca: string) =>
    supplierRows.filter((s) => s.marca === marca && (pricesOf.get(s.proveedorId)?.length ?? 0) > 0);
  // The demo's busy restaurants order far more often, as real ones do.
  const weighted = branches.flatMap((b) =>
    b.bodega === 'SW01' || b.bodega === 'SW02' ? [b, b, b, b] : [b],
  );

  const now = new Date();
  const today = businessDate(now, timeZone);
  const offset = utcOffsetMinutes(new Date(), timeZone);
  const instant = (fecha: string, minutes: number) =>
    new Date(Date.parse(`${fecha}T00:00:00Z`) + (minutes - offset) * 60_000);

  const orders: (typeof pedidos.$inferInsert)[] = [];
  const lines: (typeof pedidoDetalles.$inferInsert)[] = [];
  const history: (typeof bitacora.$inferInsert)[] = [];
  /** The state-6 orders: who registered their inconsistencies, and when. */
  const inconsistent: { pedidoId: number; by: number; at: Date }[] = [];
  let ccf = 41_000;
  for (let pedidoId = 1; pedidoId <= DEMO_ORDER_COUNT; pedidoId++) {
    const branch = pick(weighted);
    const options = suppliersOf(branch.marca);
    if (options.length === 0) continue;
    const supplier = pick(options);
    const age = Math.floor(random() ** 1.6 * DAYS_BACK);
    const fechaPedido = addDays(today, -age);
    const estado = stateFor(age, random());
    const byBranch = branchUser.get(branch.bodega);
    const fromBranch = byBranch !== undefined && (estado === 1 || random() < 0.6);
    const creator = fromBranch ? byBranch : pick(central);
    const approver = pick(central);
    // Today's orders were placed earlier today, never later than now.
    const placed = instant(fechaPedido, 7 * 60 + Math.floor(random() * 9 * 60));
    const creadoEn =
      placed > now ? new Date(now.getTime() - Math.floor(random() * 3_600_000)) : placed;
    const fechaEstimada = addDays(fechaPedido, 1 + Math.floor(random() * 4));

    const offered = [...pricesOf.get(supplier.proveedorId)!];
    const count = Math.min(supplier.maxProductos, offered.length, 2 + Math.floor(random() * 9));
    const chosen = Array.from(
      { length: count },
      () => offered.splice(Math.floor(random() * offered.length), 1)[0]!,
    );
    const delivered = estado === 4 || estado === 6 || estado === 8;
    const orderLines = chosen.map((p) => {
      const cantidad = 1 + Math.floor(random() * 24);
      const short =
        delivered && random() < 0.12
          ? Math.max(0, cantidad - 1 - Math.floor(random() * 3))
          : cantidad;
      return {
        pedidoId,
        articuloId: p.articuloId,
        cantidadPedida: String(cantidad),
        cantidadRecibida: delivered ? String(short) : null,
        precioPedido: p.precio,
        precioProveedor: p.precio,
        creadoEn,
      };
    });
    lines.push(...orderLines);
    const totals = orderTotals(
      orderLines.map((l) => ({
        cantidad: l.cantidadRecibida ?? l.cantidadPedida,
        precio: l.precioPedido,
      })),
    );
    const invoice = delivered
      ? {
          fechaEntrega: fechaEstimada,
          fechaFactura: fechaEstimada,
          creditoFiscal: String(ccf++),
          dte: `DTE-03-${String(pedidoId).padStart(8, '0')}`,
          serieDoc: '22SD000F',
          numUnico: `${supplier.codigo}-${ccf}`,
        }
      : {};
    orders.push({
      pedidoId,
      proveedorId: supplier.proveedorId,
      sucursalId: branch.sucursalId,
      usuarioId: creator,
      estado,
      fechaPedido,
      fechaEstimada,
      ...invoice,
      verificadoPor:
        estado === 1 || (estado === 5 && fromBranch) ? null : fromBranch ? approver : creator,
      anuladoPor: estado === 5 ? approver : null,
      anuladoEn: estado === 5 ? new Date(creadoEn.getTime() + 3 * 3_600_000) : null,
      ...totals,
      docTotal: estado === 8 ? totals.totalFinal : null,
      busqueda: orderSearchText({ pedidoId, proveedor: supplier, sucursal: branch }),
      creadoEn,
      actualizadoEn: creadoEn,
    });
    history.push({
      usuarioId: creator,
      accion: 'pedido.crear',
      entidad: 'pedido',
      entidadId: String(pedidoId),
      detalle: changesOf([
        stateChange(null, fromBranch ? 1 : 2),
        { campo: 'totalFinal', de: null, a: totals.totalFinal },
      ]),
      fecha: creadoEn,
    });
    if (estado === 6)
      inconsistent.push({
        pedidoId,
        by: staff('contabilidad'),
        at: instant(addDays(fechaEstimada, 1), 10 * 60 + Math.floor(random() * 5 * 60)),
      });
    if (fromBranch && estado !== 1)
      history.push({
        usuarioId: approver,
        accion: estado === 5 ? 'pedido.anular' : 'pedido.aprobar',
        entidad: 'pedido',
        entidadId: String(pedidoId),
        detalle: changesOf([stateChange(1, estado === 5 ? 5 : 2)]),
        fecha: new Date(creadoEn.getTime() + 2 * 3_600_000),
      });
  }
  for (let i = 0; i < orders.length; i += 200)
    await tx.insert(pedidos).values(orders.slice(i, i + 200));
  for (let i = 0; i < lines.length; i += 500)
    await tx.insert(pedidoDetalles).values(lines.slice(i, i + 500));
  await seedInconsistencies(tx, inconsistent, random, history);
  for (let i = 0; i < history.length; i += 500)
    await tx.insert(bitacora).values(history.slice(i, i + 500));
  // The demo wrote its own numbers: the next order takes the one after them.
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('pedidos', 'pedido_id'), (select coalesce(max(pedido_id), 1) from ${pedidos}))`,
  );
}

const COMMENTS = [
  'Faltaron cajas en la entrega',
  'La factura trae otro precio',
  'Producto en mal estado, se devolvió',
  null,
];

/**
 * What accounting registered on the inconsistent orders: one or two types each, a comment on most,
 * the entry in each order's history; the later ones not yet corrected.
 */
async function seedInconsistencies(
  tx: Db,
  orders: { pedidoId: number; by: number; at: Date }[],
  random: () => number,
  history: (typeof bitacora.$inferInsert)[],
) {
  const types = await tx.select().from(tiposInconsistencia).orderBy(tiposInconsistencia.id);
  if (types.length === 0 || orders.length === 0) return;
  const rows: (typeof pedidoInconsistencias.$inferInsert)[] = [];
  for (const o of orders) {
    const first = Math.floor(random() * types.length);
    const chosen = random() < 0.3 ? [first, (first + 1) % types.length] : [first];
    for (const t of chosen)
      rows.push({
        pedidoId: o.pedidoId,
        tipoId: types[t]!.id,
        comentario: COMMENTS[Math.floor(random() * COMMENTS.length)] ?? null,
        creadoPor: o.by,
        creadoEn: o.at,
      });
    history.push({
      usuarioId: o.by,
      accion: 'pedido.inconsistencias',
      entidad: 'pedido',
      entidadId: String(o.pedidoId),
      detalle: changesOf([
        stateChange(4, 6),
        ...chosen.map((t) => ({ campo: 'inconsistencia', de: null, a: types[t]!.tipo })),
      ]),
      fecha: o.at,
    });
  }
  await tx.insert(pedidoInconsistencias).values(rows);
}
