import {
  INITIAL_ORDER_STATE,
  ORDER_MESSAGES as M,
  orderActorOf,
  ORDER_STATE_LABELS,
  orderActionsFor,
  orderEditsFor,
  orderTotals,
  type NewOrder,
  type OrderDetail,
  type OrderState,
  type NewOrderResult,
} from '@jarvis/contracts/orders';
import type { OrderableArticles } from '@jarvis/contracts/orders-lists';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { idempotent } from '../../platform/idempotency/idempotency';
import { businessDate } from '../../time';
import * as articles from '../catalog/articles.service';
import * as prices from '../catalog/prices.service';
import * as suppliers from '../catalog/suppliers.service';
import * as users from '../users/users.service';
import { articlesIn, changesOf, historyInWords, stateChange } from './orders-history';
import { orderSearchText } from './orders-search';
import { inconsistenciesForDetail } from './orders-delivery.service';
import { sapDocumentsOf } from './orders-sap.service';
import * as repo from './orders.repository';

/**
 * Purchase orders (spec 2; issue #52). Creation: the supplier first (active, of the user's brand),
 * the branch (a Restaurante user's own; central staff's choice among the supplier's brand's active
 * branches), each line at the supplier's current price (never the client's), at most the supplier's
 * max_productos lines, totals by the server, the initial state by the creator's role, the creation
 * in the bitácora — once per idempotency key.
 */

const refuse = (message: string, field: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

async function orderBranch(ctx: Ctx, input: NewOrder, marca: string) {
  const isBranchStaff = orderActorOf(ctx.actor.rol) === 'restaurante';
  // A branch orders for its own warehouse, whatever was sent.
  const sucursalId = isBranchStaff ? ctx.actor.sucursalId : input.sucursalId;
  if (sucursalId === undefined) throw refuse(M.branchRequired, 'sucursalId');
  const branch = await users.branchForOrders(ctx.db, sucursalId);
  if (!branch || branch.estado !== 1 || branch.esOficina || branch.marca !== marca)
    throw refuse(M.branchInvalid, 'sucursalId');
  return branch;
}

export function createOrder(ctx: Ctx, input: NewOrder, clave: string) {
  return idempotent<NewOrderResult>(
    ctx,
    { operacion: 'pedido.crear', clave, solicitud: input },
    async (transaction) => {
      const supplier = await suppliers.orderableSupplier(ctx, input.proveedorId);
      if (!supplier) throw refuse(M.supplierNotYours, 'proveedorId');
      if (input.lineas.length > supplier.maxProductos)
        throw refuse(M.maxProducts(supplier.maxProductos), 'lineas');
      const branch = await orderBranch(ctx, input, supplier.marca);
      const today = businessDate(new Date(), ctx.platform.config.BUSINESS_TZ);
      if (input.fechaEstimada < today) throw refuse(M.pastDeliveryDate, 'fechaEstimada');

      const priceOf = await prices.orderablePrices(
        ctx,
        supplier.proveedorId,
        input.lineas.map((l) => l.articuloId),
      );
      const lineas = input.lineas.map((line, i) => {
        const precio = priceOf.get(line.articuloId);
        if (!precio) throw refuse(M.notOrderable(line.articuloId), `lineas.${i}.articuloId`);
        return { ...line, precio };
      });
      const totals = orderTotals(lineas);
      const actor = orderActorOf(ctx.actor.rol);
      const estado = INITIAL_ORDER_STATE[actor];

      return transaction(async (tx) => {
        const pedidoId = await repo.nextOrderId(tx);
        await repo.insertOrder(tx, {
          pedidoId,
          busqueda: orderSearchText({ pedidoId, proveedor: supplier, sucursal: branch }),
          proveedorId: supplier.proveedorId,
          sucursalId: branch.sucursalId,
          usuarioId: ctx.actor.userId,
          estado,
          fechaPedido: today,
          fechaEstimada: input.fechaEstimada,
          verificadoPor: actor === 'central' ? ctx.actor.userId : null,
          wtLiable: supplier.wtLiable,
          ...totals,
        });
        await repo.insertLines(
          tx,
          lineas.map((l) => ({
            pedidoId,
            articuloId: l.articuloId,
            cantidadPedida: String(l.cantidad),
            precioPedido: l.precio,
            precioProveedor: l.precio,
          })),
        );
        await audit(
          ctx,
          {
            accion: 'pedido.crear',
            entidad: 'pedido',
            entidadId: pedidoId,
            detalle: changesOf([
              stateChange(null, estado),
              { campo: 'totalFinal', de: null, a: totals.totalFinal },
            ]),
          },
          tx,
        );
        return {
          answer: { successful: M.created(pedidoId), data: { pedidoId, estado, ...totals } },
        };
      });
    },
  );
}

/**
 * The order, if the user may see it: a Restaurante user only their branch's; another branch's
 * answers 404, as one that does not exist.
 */
export async function orderInScope(ctx: Ctx, pedidoId: number, db = ctx.db) {
  const row = await repo.findOrder(db, pedidoId);
  if (
    !row ||
    (orderActorOf(ctx.actor.rol) === 'restaurante' && row.sucursalId !== ctx.actor.sucursalId)
  )
    throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/**
 * An order as /Compras/orden/{pedidoId} shows it. A Restaurante user sees only their branch's
 * orders: another branch's answers 404, as one that does not exist.
 */
export async function order(ctx: Ctx, pedidoId: number): Promise<OrderDetail> {
  const actor = orderActorOf(ctx.actor.rol);
  const row = await orderInScope(ctx, pedidoId);
  const [lines, history, supplier, branch, approves] = await Promise.all([
    repo.orderLines(ctx.db, pedidoId),
    repo.orderHistory(ctx.db, pedidoId),
    suppliers.supplierFacts(ctx, row.proveedorId),
    users.branchForOrders(ctx.db, row.sucursalId),
    users.holdsPermission(ctx.db, ctx.actor.userId, 'purchasing.approve'),
  ]);
  const people = [row.usuarioId, row.verificadoPor, ...history.map((h) => h.usuarioId)];
  const [facts, names] = await Promise.all([
    articles.articleFacts(ctx, [
      ...new Set([...lines.map((l) => l.articuloId), ...articlesIn(history)]),
    ]),
    users.userNames(
      ctx.db,
      [...new Set(people)].filter((id): id is number => id !== null),
    ),
  ]);
  const nameOf = (id: number | null) => (id === null ? null : (names.get(id)?.nombre ?? '—'));
  const lineName = (pedidoDetalleId: number) => {
    const line = lines.find((l) => l.pedidoDetalleId === pedidoDetalleId);
    return line ? (facts.get(line.articuloId)?.nombre ?? line.articuloId) : '—';
  };
  const [inconsistencias, sap] = await Promise.all([
    inconsistenciesForDetail(ctx, pedidoId, lineName, (id) => nameOf(id) ?? '—'),
    sapDocumentsOf(ctx, pedidoId),
  ]);
  const estado = row.estado as OrderState;
  return {
    pedidoId: row.pedidoId,
    estado,
    nombreEstado: ORDER_STATE_LABELS[estado],
    proveedor: {
      proveedorId: row.proveedorId,
      nombre: supplier?.nombre ?? '—',
      codigo: supplier?.codigo ?? '—',
      telefono: supplier?.telefono ?? '',
      correo: supplier?.correo ?? '',
      maxProductos: supplier?.max_productos ?? 0,
    },
    sucursal: {
      sucursalId: row.sucursalId,
      nombre: branch?.nombre ?? '—',
      bodega: branch?.bodega ?? '—',
      marca: branch?.marca ?? '—',
      direccion: branch?.direccion ?? null,
      telefono: branch?.telefono ?? null,
      correo: branch?.correo ?? null,
    },
    fechaPedido: row.fechaPedido,
    fechaEstimada: row.fechaEstimada,
    fechaEntrega: row.fechaEntrega,
    fechaFactura: row.fechaFactura,
    creditoFiscal: row.creditoFiscal,
    dte: row.dte,
    serieDoc: row.serieDoc,
    numUnico: row.numUnico,
    notaCredito: row.notaCredito,
    razon: row.razon,
    correccionRequerida: row.correccionRequerida,
    comentario: row.comentario,
    creadoPor: nameOf(row.usuarioId) ?? '—',
    verificadoPor: nameOf(row.verificadoPor),
    totalPedido: row.totalPedido,
    totalFinal: row.totalFinal,
    docTotal: row.docTotal,
    wtLiable: row.wtLiable,
    version: row.version,
    lineas: lines.map((l) => {
      const fact = facts.get(l.articuloId);
      const cantidad = l.cantidadRecibida ?? l.cantidadPedida;
      return {
        pedidoDetalleId: l.pedidoDetalleId,
        articuloId: l.articuloId,
        articuloIdFicticio: fact?.articuloIdFicticio ?? null,
        nombre: fact?.nombre ?? l.articuloId,
        unidad: fact?.unidad ?? '',
        cantidadPedida: l.cantidadPedida,
        cantidadRecibida: l.cantidadRecibida,
        precioPedido: l.precioPedido,
        precioProveedor: l.precioProveedor,
        total: orderTotals([{ cantidad, precio: l.precioPedido }]).totalPedido,
      };
    }),
    inconsistencias,
    sap,
    fechaProcesamientoSap: row.fechaProcesamientoSap?.toISOString() ?? null,
    historial: historyInWords(
      history.map((h) => ({ ...h, usuario: nameOf(h.usuarioId) ?? 'Sistema' })),
      (articuloId) => facts.get(articuloId)?.nombre ?? articuloId,
    ),
    // Approving and voiding are the approval screen's: offered to those who may open it.
    acciones: orderActionsFor(actor, estado).filter(
      (a) => approves || (a !== 'aprobar' && a !== 'anular'),
    ),
    ediciones: orderEditsFor(actor, estado),
  };
}

/** The add-product dialog's choices: the supplier's orderable articles not on the order yet. */
export async function availableArticles(ctx: Ctx, pedidoId: number): Promise<OrderableArticles> {
  const row = await orderInScope(ctx, pedidoId);
  const [lines, offered] = await Promise.all([
    repo.orderLines(ctx.db, pedidoId),
    prices.orderableArticles(ctx, row.proveedorId),
  ]);
  const onOrder = new Set(lines.map((l) => l.articuloId.toUpperCase()));
  return {
    proveedorId: row.proveedorId,
    articulos: offered.filter((a) => !onOrder.has(a.articuloId.toUpperCase())),
  };
}
