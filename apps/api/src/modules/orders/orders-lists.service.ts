import { MARCA_NINGUNA } from '@jarvis/contracts/org';
import { APPROVAL_DEFAULT_DAYS, ORDER_MESSAGES as M, orderActorOf } from '@jarvis/contracts/orders';
import {
  ORDER_VIEWS,
  type ApprovalPage,
  type ApprovalQuery,
  type NewOrderOptions,
  type OrderableArticles,
  type OrderFilterOptions,
  type OrderListQuery,
  type OrderPage,
  type OrderView,
} from '@jarvis/contracts/orders-lists';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import { businessDate } from '../../time';
import * as prices from '../catalog/prices.service';
import * as schedules from '../catalog/schedules.service';
import * as suppliers from '../catalog/suppliers.service';
import * as users from '../users/users.service';
import { inconsistencyTypesOfOrders } from './orders-delivery.service';
import * as repo from './orders.repository';

/**
 * What the orders screens list and choose from (issue #52 points 2, 3 and 6): the seven lists, the
 * approval screen's, their filters' choices, and a new order's suppliers, branches and articles. A
 * Restaurante user sees only their branch's orders, whatever the query asks.
 */

const today = (ctx: Ctx) => businessDate(new Date(), ctx.platform.config.BUSINESS_TZ);

const daysBefore = (fecha: string, days: number) => {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
};

/** The user's brand for purchasing, or null for office users (brand 'Ninguna'): every brand. */
const brandOf = (ctx: Ctx) => (ctx.actor.marca === MARCA_NINGUNA ? null : ctx.actor.marca);

const isBranchStaff = (ctx: Ctx) => orderActorOf(ctx.actor.rol) === 'restaurante';

/** The branch a list is held to: a Restaurante user's own, else the filter's (if any). */
const branchScope = (ctx: Ctx, sucursalId: number | undefined) =>
  isBranchStaff(ctx) ? ctx.actor.sucursalId : sucursalId;

type Filter = Omit<repo.OrderListFilter, 'page' | 'size'> & { page: number; size: number };

async function pageOf(ctx: Ctx, filter: Filter) {
  const { rows, counted } = await repo.listOrders(ctx.db, filter);
  const inconsistent = rows.filter((r) => r.estado === 6).map((r) => r.pedidoId);
  const [supplierOf, branchOf, names, typesOf] = await Promise.all([
    suppliers.supplierContacts(
      ctx,
      rows.map((r) => r.proveedorId),
    ),
    users.branchesById(
      ctx.db,
      rows.map((r) => r.sucursalId),
    ),
    users.userNames(ctx.db, [...new Set(rows.map((r) => r.usuarioId))]),
    inconsistencyTypesOfOrders(ctx, inconsistent),
  ]);
  const items = rows.map((r) => {
    const supplier = supplierOf.get(r.proveedorId);
    const branch = branchOf.get(r.sucursalId);
    return {
      pedidoId: r.pedidoId,
      estado: r.estado,
      fechaPedido: r.fechaPedido,
      fechaEstimada: r.fechaEstimada,
      fechaEntrega: r.fechaEntrega,
      proveedor: {
        proveedorId: r.proveedorId,
        nombre: supplier?.nombre ?? '—',
        codigo: supplier?.codigo ?? '—',
      },
      sucursal: {
        sucursalId: r.sucursalId,
        nombre: branch?.nombre ?? '—',
        bodega: branch?.bodega ?? '—',
      },
      creadoPor: names.get(r.usuarioId)?.nombre ?? '—',
      lineas: Number(r.lineas),
      totalPedido: r.totalPedido,
      totalFinal: r.totalFinal,
      creditoFiscal: r.creditoFiscal,
      ...(r.estado === 6
        ? {
            inconsistencias: typesOf.get(r.pedidoId) ?? [],
            correccionRequerida: r.correccionRequerida,
          }
        : {}),
    };
  });
  return { items, ...counted, page: filter.page, size: filter.size };
}

/** One of the seven lists (ORDER_VIEWS), filtered and searched by the server. */
export function listView(ctx: Ctx, vista: OrderView, query: OrderListQuery): Promise<OrderPage> {
  return pageOf(ctx, {
    estados: ORDER_VIEWS[vista].estados,
    sucursalId: branchScope(ctx, query.sucursalId),
    proveedorId: query.proveedorId,
    desde: query.desde,
    hasta: query.hasta,
    pattern: query.buscar ? containsPattern(query.buscar) : undefined,
    page: query.page,
    size: query.size,
  });
}

/** /Compras/aprobar-pedidos: one state's orders of a date range (and supplier); state 1 selectable. */
export async function approvalList(ctx: Ctx, query: ApprovalQuery): Promise<ApprovalPage> {
  const page = await pageOf(ctx, {
    estados: [query.estado],
    sucursalId: branchScope(ctx, undefined),
    proveedorId: query.proveedorId,
    desde: query.desde,
    hasta: query.hasta,
    page: query.page,
    size: query.size,
  });
  return { ...page, items: page.items.map((o) => ({ ...o, seleccionable: o.estado === 1 })) };
}

/** The lists' and the approval screen's filter choices. */
export async function filterOptions(ctx: Ctx): Promise<OrderFilterOptions> {
  const marca = brandOf(ctx);
  const [proveedores, sucursales] = await Promise.all([
    suppliers.suppliersForFilter(ctx, marca),
    isBranchStaff(ctx)
      ? users.branchesById(ctx.db, [ctx.actor.sucursalId]).then((m) => [...m.values()])
      : users.orderingBranches(ctx.db, marca),
  ]);
  const hoy = today(ctx);
  return {
    proveedores,
    sucursales: sucursales.map(({ sucursalId, nombre, bodega }) => ({
      sucursalId,
      nombre,
      bodega,
    })),
    hoy,
    desdePorDefecto: daysBefore(hoy, APPROVAL_DEFAULT_DAYS),
  };
}

/** A new order's choices: the brand's suppliers (today's first) and the branches to order for. */
export async function newOrderOptions(ctx: Ctx): Promise<NewOrderOptions> {
  const marca = brandOf(ctx);
  if (marca === null) throw new AppError('FORBIDDEN', M.noBrand);
  const hoy = today(ctx);
  const own = isBranchStaff(ctx);
  const [proveedores, sucursales] = await Promise.all([
    schedules.suppliersForNewOrder(ctx, marca, hoy),
    own
      ? users.branchesById(ctx.db, [ctx.actor.sucursalId]).then((m) => [...m.values()])
      : users.orderingBranches(ctx.db, marca),
  ]);
  const choices = sucursales.map(({ sucursalId, nombre, bodega }) => ({
    sucursalId,
    nombre,
    bodega,
  }));
  return {
    hoy,
    marca,
    sucursalPropia: own ? (choices[0] ?? null) : null,
    sucursales: choices,
    proveedores,
  };
}

/** The articles a new order may hold of a supplier of the user's brand. */
export async function orderableArticles(ctx: Ctx, proveedorId: number): Promise<OrderableArticles> {
  const supplier = await suppliers.orderableSupplier(ctx, proveedorId);
  if (!supplier) throw new AppError('NOT_FOUND', M.supplierNotYours);
  return { proveedorId, articulos: await prices.orderableArticles(ctx, proveedorId) };
}
