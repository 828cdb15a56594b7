import { createHash } from 'node:crypto';
import Decimal from 'decimal.js';
import { MARCA_NINGUNA } from '@jarvis/contracts/org';
import { ORDER_MESSAGES, orderActorOf, orderTotals } from '@jarvis/contracts/orders';
import {
  PRICE_CHANGE_ARTICLE_LIST_MAX,
  PRICE_CHANGE_MESSAGES as M,
  PRICE_CHANGE_PAGE_SIZE,
  PRICE_CHANGE_STATES,
  type PriceChangeApply,
  type PriceChangeApplyResult,
  type PriceChangeArticles,
  type PriceChangeFilter,
  type PriceChangeItem,
  type PriceChangeOptions,
  type PriceChangeOrderPage,
  type PriceChangePreview,
  type PriceChangePreviewRequest,
} from '@jarvis/contracts/orders-price-change';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import * as articles from '../catalog/articles.service';
import * as suppliers from '../catalog/suppliers.service';
import * as users from '../users/users.service';
import * as repo from './orders-price-change.repository';

/**
 * The mass price change (spec 2 §2, §4, §5; issue #53 point 6). Central staff change the prices of
 * the open orders (PRICE_CHANGE_STATES) of their brand's branches but their own. The preview
 * writes nothing and answers a digest of the orders it read (`huella`); applying recomputes it
 * with the orders locked and applies only if it is the same: a change made meanwhile, or the same
 * change sent twice, applies nothing (409). Applying is one transaction of three set-based
 * statements, whatever the number of lines.
 */

const invalid = (message: string, field: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

/** Office users of brand 'Ninguna' buy for every brand. */
const brandOf = (ctx: Ctx) => (ctx.actor.marca === MARCA_NINGUNA ? null : ctx.actor.marca);

async function branchesFor(ctx: Ctx) {
  const all = await users.orderingBranches(ctx.db, brandOf(ctx));
  return all.filter((b) => b.sucursalId !== ctx.actor.sucursalId);
}

/**
 * The orders a filter may reach for this user, or a refusal: branch staff change no price (the
 * matrix); a branch must be of the user's brand and not the user's own; a supplier of the brand.
 * `prefix` names the fields as the request does ('filtro.' in a body).
 */
async function scopeOf(
  ctx: Ctx,
  filtro: PriceChangeFilter,
  prefix: string,
  pedidoIds?: readonly number[],
): Promise<repo.PriceChangeScope> {
  if (orderActorOf(ctx.actor.rol) !== 'central')
    throw new AppError('FORBIDDEN', ORDER_MESSAGES.notYourEdit);
  const branches = await branchesFor(ctx);
  const { sucursalId, proveedorId } = filtro;
  if (sucursalId !== undefined) {
    if (sucursalId === ctx.actor.sucursalId) throw invalid(M.ownBranch, `${prefix}sucursalId`);
    if (!branches.some((b) => b.sucursalId === sucursalId))
      throw invalid(M.branchNotYours, `${prefix}sucursalId`);
  }
  if (proveedorId !== undefined) {
    const offered = await suppliers.suppliersForFilter(ctx, brandOf(ctx));
    if (!offered.some((s) => s.proveedorId === proveedorId))
      throw invalid(M.supplierNotYours, `${prefix}proveedorId`);
  }
  return {
    desde: filtro.desde,
    hasta: filtro.hasta,
    estados: filtro.estado === undefined ? PRICE_CHANGE_STATES : [filtro.estado],
    sucursalIds: sucursalId === undefined ? branches.map((b) => b.sucursalId) : [sucursalId],
    proveedorId,
    pedidoIds,
  };
}

/** The new prices as the database keeps them, 4 decimals. */
const pricesOf = (cambios: PriceChangeItem[]): repo.NewPrices =>
  cambios.map((c) => ({ articuloId: c.articuloId, precio: new Decimal(c.precio).toFixed(4) }));

/**
 * What the preview showed, as a digest: the new prices and each order's number and version. The
 * same change applied twice, or an order edited, added to or gone from the filter since, differs.
 */
function digestOf(prices: repo.NewPrices, orders: { pedidoId: number; version: number }[]) {
  const byArticle = [...prices].sort((a, b) => a.articuloId.localeCompare(b.articuloId));
  const byOrder = orders.map((o) => [o.pedidoId, o.version]).sort((a, b) => a[0]! - b[0]!);
  return createHash('sha256')
    .update(JSON.stringify([byArticle.map((p) => [p.articuloId, p.precio]), byOrder]))
    .digest('hex');
}

/** Names of the suppliers, branches and articles shown. */
async function namesFor(
  ctx: Ctx,
  rows: { proveedorId: number; sucursalId: number }[],
  articuloIds: string[],
) {
  const [supplierOf, branchOf, facts] = await Promise.all([
    suppliers.supplierContacts(
      ctx,
      rows.map((r) => r.proveedorId),
    ),
    users.branchesById(
      ctx.db,
      rows.map((r) => r.sucursalId),
    ),
    articles.articleFacts(ctx, [...new Set(articuloIds)]),
  ]);
  return {
    proveedor: (proveedorId: number) => ({
      proveedorId,
      nombre: supplierOf.get(proveedorId)?.nombre ?? '—',
    }),
    sucursal: (sucursalId: number) => {
      const branch = branchOf.get(sucursalId);
      return { sucursalId, nombre: branch?.nombre ?? '—', bodega: branch?.bodega ?? '—' };
    },
    articulo: (articuloId: string) => {
      const fact = facts.get(articuloId);
      return { nombre: fact?.nombre ?? articuloId, unidad: fact?.unidad ?? '' };
    },
  };
}

const quantityOf = (l: repo.LineRow) => l.cantidadRecibida ?? l.cantidadPedida;

/** The filter's choices. */
export async function options(ctx: Ctx): Promise<PriceChangeOptions> {
  if (orderActorOf(ctx.actor.rol) !== 'central')
    throw new AppError('FORBIDDEN', ORDER_MESSAGES.notYourEdit);
  const [proveedores, sucursales] = await Promise.all([
    suppliers.suppliersForFilter(ctx, brandOf(ctx)),
    branchesFor(ctx),
  ]);
  return {
    proveedores,
    sucursales: sucursales.map(({ sucursalId, nombre, bodega }) => ({
      sucursalId,
      nombre,
      bodega,
    })),
    estados: [...PRICE_CHANGE_STATES],
  };
}

/** The filter's orders, a page, each with its lines. */
export async function listOrders(
  ctx: Ctx,
  query: PriceChangeFilter & { page: number; size: number },
): Promise<PriceChangeOrderPage> {
  const scope = await scopeOf(ctx, query, '');
  const { rows, counted } = await repo.listOrders(ctx.db, scope, query);
  const lines = await repo.linesOf(
    ctx.db,
    rows.map((r) => r.pedidoId),
  );
  const names = await namesFor(
    ctx,
    rows,
    lines.map((l) => l.articuloId),
  );
  return {
    items: rows.map((r) => ({
      pedidoId: r.pedidoId,
      estado: r.estado,
      fechaPedido: r.fechaPedido,
      proveedor: names.proveedor(r.proveedorId),
      sucursal: names.sucursal(r.sucursalId),
      totalPedido: r.totalPedido,
      totalFinal: r.totalFinal,
      lineas: lines
        .filter((l) => l.pedidoId === r.pedidoId)
        .map((l) => ({
          pedidoDetalleId: l.pedidoDetalleId,
          articuloId: l.articuloId,
          ...names.articulo(l.articuloId),
          cantidad: quantityOf(l),
          precioPedido: l.precioPedido,
        })),
    })),
    ...counted,
    page: query.page,
    size: query.size,
  };
}

/** The articles on the filter's orders, by name, to enter their new prices. */
export async function articlesOnOrders(
  ctx: Ctx,
  query: PriceChangeFilter,
): Promise<PriceChangeArticles> {
  const scope = await scopeOf(ctx, query, '');
  const rows = await repo.articlesOf(ctx.db, scope, PRICE_CHANGE_ARTICLE_LIST_MAX + 1);
  const shown = rows.slice(0, PRICE_CHANGE_ARTICLE_LIST_MAX);
  const names = await namesFor(
    ctx,
    [],
    shown.map((r) => r.articuloId),
  );
  return {
    articulos: shown
      .map((r) => ({ ...r, ...names.articulo(r.articuloId) }))
      .sort((a, b) => a.nombre.localeCompare(b.nombre, 'es')),
    hayMas: rows.length > PRICE_CHANGE_ARTICLE_LIST_MAX,
  };
}

/** 'Vista previa': each changed line and each order's totals, before → after. Writes nothing. */
export async function preview(
  ctx: Ctx,
  input: PriceChangePreviewRequest,
): Promise<PriceChangePreview> {
  const scope = await scopeOf(ctx, input.filtro, 'filtro.', input.pedidoIds);
  const prices = pricesOf(input.cambios);
  const affected = await repo.affectedOrders(ctx.db, scope, prices);
  const page = input.page ?? 1;
  const size = input.size ?? PRICE_CHANGE_PAGE_SIZE;
  const shown = affected.slice((page - 1) * size, page * size);
  const lines = await repo.linesOf(
    ctx.db,
    shown.map((o) => o.pedidoId),
  );
  const names = await namesFor(
    ctx,
    shown,
    lines.map((l) => l.articuloId),
  );
  const priceOf = new Map(prices.map((p) => [p.articuloId, p.precio]));
  const newPriceOf = (l: repo.LineRow) => priceOf.get(l.articuloId) ?? l.precioPedido;
  const sum = (values: string[]) =>
    values.reduce((total, v) => total.plus(v), new Decimal(0)).toFixed(4);

  return {
    items: shown.map((o) => {
      const own = lines.filter((l) => l.pedidoId === o.pedidoId);
      const after = orderTotals(
        own.map((l) => ({ cantidad: quantityOf(l), precio: newPriceOf(l) })),
      );
      return {
        pedidoId: o.pedidoId,
        estado: o.estado,
        fechaPedido: o.fechaPedido,
        proveedor: names.proveedor(o.proveedorId),
        sucursal: names.sucursal(o.sucursalId),
        // Before: as stored (accounting may have set the final total by hand); after: from lines.
        totalPedidoAntes: o.totalPedido,
        totalPedidoNuevo: after.totalPedido,
        totalFinalAntes: o.totalFinal,
        totalFinalNuevo: after.totalFinal,
        lineas: own
          .filter((l) => !new Decimal(newPriceOf(l)).eq(l.precioPedido))
          .map((l) => ({
            pedidoDetalleId: l.pedidoDetalleId,
            articuloId: l.articuloId,
            ...names.articulo(l.articuloId),
            cantidad: quantityOf(l),
            precioAntes: l.precioPedido,
            precioNuevo: newPriceOf(l),
          })),
      };
    }),
    total: affected.length,
    totalIsCapped: false,
    page,
    size,
    huella: digestOf(prices, affected),
    resumen: {
      pedidos: affected.length,
      lineas: affected.reduce((n, o) => n + o.lineas, 0),
      totalFinalAntes: sum(affected.map((o) => o.totalFinal)),
      totalFinalNuevo: sum(affected.map((o) => o.totalFinalNuevo)),
    },
  };
}

/**
 * 'Aplicar': in one transaction, the orders locked, the digest checked against the preview's, then
 * the history, the lines and the totals, each one statement. Answers once it is all committed.
 */
export async function apply(ctx: Ctx, input: PriceChangeApply): Promise<PriceChangeApplyResult> {
  const scope = await scopeOf(ctx, input.filtro, 'filtro.', input.pedidoIds);
  const prices = pricesOf(input.cambios);
  return ctx.db.transaction(async (tx) => {
    const locked = await repo.lockAffected(tx, scope, prices);
    // Nothing is half-applied: the refusal rolls the transaction back with its locks.
    if (digestOf(prices, locked) !== input.huella)
      throw new AppError('CONFLICT', M.changedMeanwhile);
    if (locked.length === 0) throw invalid(M.nothingToChange, 'cambios');
    const ids = locked.map((o) => o.pedidoId);
    await repo.recordPriceChanges(tx, ids, prices, {
      usuarioId: ctx.actor.userId,
      ip: ctx.ip,
      requestId: ctx.requestId,
    });
    const lineas = await repo.setPrices(tx, ids, prices);
    await repo.recomputeTotals(tx, ids);
    return { successful: M.completed, pedidos: ids.length, lineas };
  });
}
