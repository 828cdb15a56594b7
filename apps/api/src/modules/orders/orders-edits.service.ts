import Decimal from 'decimal.js';
import {
  canEditOrder,
  ORDER_MESSAGES as M,
  orderActorOf,
  orderTotals,
  type OrderActor,
  type OrderEdit,
  type OrderState,
} from '@jarvis/contracts/orders';
import { DELIVERY_MESSAGES as D } from '@jarvis/contracts/orders-delivery';
import type {
  AddOrderLine,
  DeleteOrderLines,
  OrderChangeResult,
  OrderHeaderUpdate,
  OrderLinesUpdate,
} from '@jarvis/contracts/orders-edits';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import * as prices from '../catalog/prices.service';
import * as suppliers from '../catalog/suppliers.service';
import { checkManagerCode } from './manager-code.service';
import { changesOf, type OrderChange } from './orders-history';
import { orderInScope } from './orders.service';
import * as repo from './orders.repository';

/**
 * Changes to an order from its detail (spec 2 §5 Order detail edits, §6; issue #52 point 4): each
 * checked against contracts' ORDER_EDIT_MATRIX for the user's role and the order's state, made at
 * the version the screen read (a change made meanwhile answers 409), the totals computed again from
 * the lines, and every changed value written to the order's history.
 */

const invalid = (message: string, field: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

const stale = () => new AppError('CONFLICT', M.stale);

function assertMay(actor: OrderActor, edit: OrderEdit, estado: OrderState) {
  if (!canEditOrder(actor, edit, estado)) throw new AppError('FORBIDDEN', M.notYourEdit);
}

/** Branch staff count whole units (spec 2 §5: decimals are refused for role Restaurante). */
function assertWhole(actor: OrderActor, value: number | undefined, field: string) {
  if (actor === 'restaurante' && value !== undefined && !Number.isInteger(value))
    throw invalid(M.noDecimals, field);
}

type Claimed = { row: repo.OrderRow; actor: OrderActor; estado: OrderState };

/**
 * Runs `change` on the order in one transaction: the order is read in the user's scope, `check`
 * decides from its state, the order is claimed at the version the screen read (one of two writers
 * wins), then the totals are computed again from the lines.
 */
async function changeOrder(
  ctx: Ctx,
  pedidoId: number,
  version: number,
  check: (order: Claimed) => Promise<void> | void,
  change: (tx: Db, order: Claimed) => Promise<{ accion: string; cambios: OrderChange[] }>,
  successful: (order: Claimed) => string,
): Promise<OrderChangeResult> {
  const actor = orderActorOf(ctx.actor.rol);
  const row = await orderInScope(ctx, pedidoId);
  const order = { row, actor, estado: row.estado as OrderState };
  // What SAP is being sent is what it gets: no change while its documents are in flight.
  if (row.sapSolicitadoEn !== null && row.estado !== 8) throw new AppError('CONFLICT', D.sapBusy);
  if (row.version !== version) throw stale();
  await check(order);
  return ctx.db.transaction(async (tx) => {
    const next = await repo.claimOrder(tx, pedidoId, { version, estado: row.estado });
    if (next === undefined) throw stale();
    const { accion, cambios } = await change(tx, order);
    const lines = await repo.orderLines(tx, pedidoId);
    const totals = orderTotals(
      lines.map((l) => ({
        cantidad: l.cantidadRecibida ?? l.cantidadPedida,
        precio: l.precioPedido,
      })),
    );
    await repo.setTotals(tx, pedidoId, totals);
    if (totals.totalPedido !== row.totalPedido)
      cambios.push({ campo: 'totalPedido', de: row.totalPedido, a: totals.totalPedido });
    if (totals.totalFinal !== row.totalFinal)
      cambios.push({ campo: 'totalFinal', de: row.totalFinal, a: totals.totalFinal });
    await audit(
      ctx,
      { accion, entidad: 'pedido', entidadId: pedidoId, detalle: changesOf(cambios) },
      tx,
    );
    return { successful: successful(order), version: next, ...totals };
  });
}

const FIELD_EDIT = {
  cantidadPedida: 'cantidadPedida',
  cantidadRecibida: 'cantidadRecibida',
  precioPedido: 'precio',
} as const satisfies Record<string, OrderEdit>;

const asStored = (n: number) => new Decimal(n).toFixed(4);

/** Cell edits: quantities and prices of lines, per the matrix. */
export function updateLines(ctx: Ctx, pedidoId: number, input: OrderLinesUpdate) {
  return changeOrder(
    ctx,
    pedidoId,
    input.version,
    ({ actor, estado }) =>
      input.cambios.forEach((c, i) => {
        for (const field of Object.keys(FIELD_EDIT) as (keyof typeof FIELD_EDIT)[]) {
          if (c[field] === undefined) continue;
          assertMay(actor, FIELD_EDIT[field], estado);
          if (field !== 'precioPedido') assertWhole(actor, c[field], `cambios.${i}.${field}`);
        }
      }),
    async (tx) => {
      const lines = new Map(
        (await repo.orderLines(tx, pedidoId)).map((l) => [l.pedidoDetalleId, l]),
      );
      const cambios: OrderChange[] = [];
      for (const c of input.cambios) {
        const line = lines.get(c.pedidoDetalleId);
        if (!line) throw new AppError('CONFLICT', M.lineNotFound);
        const set: Partial<Record<keyof typeof FIELD_EDIT, string>> = {};
        for (const field of Object.keys(FIELD_EDIT) as (keyof typeof FIELD_EDIT)[]) {
          const value = c[field];
          if (value === undefined) continue;
          const before = line[field];
          const after = asStored(value);
          if (before !== null && new Decimal(before).eq(after)) continue;
          set[field] = after;
          cambios.push({ campo: field, articuloId: line.articuloId, de: before, a: after });
        }
        if (Object.keys(set).length > 0) await repo.updateLine(tx, line.pedidoDetalleId, set);
      }
      return { accion: 'pedido.lineas', cambios };
    },
    () => M.linesUpdated,
  );
}

/** 'Agregar producto': one of the supplier's orderable articles not on the order yet. */
export function addLine(ctx: Ctx, pedidoId: number, input: AddOrderLine) {
  let precio = '0';
  return changeOrder(
    ctx,
    pedidoId,
    input.version,
    async ({ row, actor, estado }) => {
      assertMay(actor, 'agregarProducto', estado);
      assertWhole(actor, input.cantidad, 'cantidad');
      const [lines, supplier, priceOf] = await Promise.all([
        repo.orderLines(ctx.db, pedidoId),
        suppliers.supplierFacts(ctx, row.proveedorId),
        prices.orderablePrices(ctx, row.proveedorId, [input.articuloId]),
      ]);
      if (lines.some((l) => l.articuloId.toUpperCase() === input.articuloId.toUpperCase()))
        throw invalid(M.repeatedProduct, 'articuloId');
      const max = supplier?.max_productos ?? 0;
      if (lines.length >= max) throw invalid(M.maxProducts(max), 'articuloId');
      const found = priceOf.get(input.articuloId);
      if (!found) throw invalid(M.notOrderable(input.articuloId), 'articuloId');
      precio = found;
      // Past Revisión a branch needs its manager's code to add to an order (manager-code.service).
      if (actor === 'restaurante' && estado >= 2)
        await checkManagerCode(ctx, input.claveGerente, 'claveGerente');
    },
    async (tx) => {
      try {
        await repo.insertLines(tx, [
          {
            pedidoId,
            articuloId: input.articuloId,
            cantidadPedida: asStored(input.cantidad),
            precioPedido: precio,
            precioProveedor: precio,
          },
        ]);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', M.repeatedProduct);
        throw error;
      }
      return {
        accion: 'pedido.agregar',
        cambios: [
          {
            campo: 'producto',
            articuloId: input.articuloId,
            de: null,
            a: asStored(input.cantidad),
          },
        ],
      };
    },
    () => M.lineAdded,
  );
}

/** 'Eliminar seleccionados' (central staff): the order keeps at least one line. */
export function deleteLines(ctx: Ctx, pedidoId: number, input: DeleteOrderLines) {
  return changeOrder(
    ctx,
    pedidoId,
    input.version,
    ({ actor, estado }) => assertMay(actor, 'eliminarLineas', estado),
    async (tx) => {
      const lines = await repo.orderLines(tx, pedidoId);
      const ids = new Set(lines.map((l) => l.pedidoDetalleId));
      if (input.pedidoDetalleIds.some((id) => !ids.has(id)))
        throw new AppError('CONFLICT', M.lineNotFound);
      if (new Set(input.pedidoDetalleIds).size >= lines.length)
        throw invalid(M.lastLine, 'pedidoDetalleIds');
      const gone = await repo.deleteLines(tx, pedidoId, input.pedidoDetalleIds);
      return {
        accion: 'pedido.eliminar',
        cambios: gone.map((g) => ({
          campo: 'producto',
          articuloId: g.articuloId,
          de: 'en el pedido',
          a: null,
        })),
      };
    },
    () => M.linesDeleted(input.pedidoDetalleIds.length),
  );
}

/**
 * Header data (estimated date, comment) and the final total (central staff). The final total set
 * here stands until a line changes, which computes it again from the lines.
 */
export async function updateHeader(
  ctx: Ctx,
  pedidoId: number,
  input: OrderHeaderUpdate,
): Promise<OrderChangeResult> {
  const actor = orderActorOf(ctx.actor.rol);
  const row = await orderInScope(ctx, pedidoId);
  const estado = row.estado as OrderState;
  if (input.fechaEstimada !== undefined || input.comentario !== undefined)
    assertMay(actor, 'encabezado', estado);
  if (input.totalFinal !== undefined) assertMay(actor, 'totalFinal', estado);
  if (row.sapSolicitadoEn !== null && estado !== 8) throw new AppError('CONFLICT', D.sapBusy);
  if (input.fechaEstimada !== undefined && input.fechaEstimada < row.fechaPedido)
    throw invalid(M.estimatedBeforeOrder, 'fechaEstimada');
  if (row.version !== input.version) throw stale();

  const set: { fechaEstimada?: string; comentario?: string | null; totalFinal?: string } = {};
  const cambios: OrderChange[] = [];
  if (input.fechaEstimada !== undefined && input.fechaEstimada !== row.fechaEstimada) {
    set.fechaEstimada = input.fechaEstimada;
    cambios.push({ campo: 'fechaEstimada', de: row.fechaEstimada, a: input.fechaEstimada });
  }
  const comentario = input.comentario === '' ? null : input.comentario;
  if (comentario !== undefined && comentario !== row.comentario) {
    set.comentario = comentario;
    cambios.push({ campo: 'comentario', de: row.comentario, a: comentario });
  }
  if (input.totalFinal !== undefined && !new Decimal(row.totalFinal).eq(input.totalFinal)) {
    set.totalFinal = asStored(input.totalFinal);
    cambios.push({ campo: 'totalFinal', de: row.totalFinal, a: set.totalFinal });
  }
  return ctx.db.transaction(async (tx) => {
    const next = await repo.claimOrder(tx, pedidoId, { version: input.version, estado }, set);
    if (next === undefined) throw stale();
    if (cambios.length > 0)
      await audit(
        ctx,
        {
          accion: 'pedido.encabezado',
          entidad: 'pedido',
          entidadId: pedidoId,
          detalle: changesOf(cambios),
        },
        tx,
      );
    return {
      successful: M.headerUpdated,
      version: next,
      totalPedido: row.totalPedido,
      totalFinal: set.totalFinal ?? row.totalFinal,
    };
  });
}
