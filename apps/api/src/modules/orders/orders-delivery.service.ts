import Decimal from 'decimal.js';
import { DEPARTAMENTOS } from '@jarvis/contracts/org';
import {
  canMoveOrder,
  ORDER_MESSAGES as M,
  ORDER_STATE_LABELS,
  ORDER_TRANSITIONS,
  orderActorOf,
  orderTotals,
  type OrderAction,
  type OrderState,
} from '@jarvis/contracts/orders';
import {
  DELIVERY_MESSAGES as D,
  isWithinTolerance,
  totalRange,
  type Delivery,
  type Inconsistencies,
  type InconsistencyTypes,
} from '@jarvis/contracts/orders-delivery';
import type { OrderChangeResult } from '@jarvis/contracts/orders-edits';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { businessDate } from '../../time';
import * as tickets from '../tickets/tickets.service';
import { checkManagerCode } from './manager-code.service';
import * as deliveryRepo from './orders-delivery.repository';
import { changesOf, stateChange, type OrderChange } from './orders-history';
import { orderInScope } from './orders.service';
import * as repo from './orders.repository';

/**
 * After approval (spec 2 §4, §5 Delivery confirmation; issue #53 points 1 and 2): the branch or
 * purchasing confirms the delivery with the invoice data (→ 4), accounting registers
 * inconsistencies (→ 6), marks them corrected, and raises a help-desk ticket for the supplier.
 * Each at the version the screen read, in one transaction with its history.
 */

const invalid = (message: string, field: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

/** The order, the user's part in it, and the move checked against contracts' table. */
async function movable(ctx: Ctx, pedidoId: number, action: OrderAction, version: number) {
  const row = await orderInScope(ctx, pedidoId);
  const estado = row.estado as OrderState;
  const actor = orderActorOf(ctx.actor.rol);
  if (!(ORDER_TRANSITIONS[action].quien as readonly string[]).includes(actor))
    throw new AppError('FORBIDDEN', M.notYourEdit);
  if (!canMoveOrder(action, actor, estado))
    throw new AppError(
      'CONFLICT',
      M.notInState(ORDER_TRANSITIONS[action].etiqueta.toLowerCase(), ORDER_STATE_LABELS[estado]),
    );
  if (row.sapSolicitadoEn !== null) throw new AppError('CONFLICT', D.sapBusy);
  if (row.version !== version) throw new AppError('CONFLICT', M.stale);
  return { row, estado, actor };
}

const stored = (n: number) => new Decimal(n).toFixed(4);

/**
 * 'Entregado' (2 or 3 → 4). The received quantities are the ones sent, else the ones the lines
 * hold, else the ordered ones. A branch whose received quantities differ from the ordered ones
 * needs its manager's code (manager-code.service). A supplier's CCF is unique within the invoice's
 * month: checked first for a clear message, and by a unique index for two confirmations at once.
 */
export async function deliver(
  ctx: Ctx,
  pedidoId: number,
  input: Delivery,
): Promise<OrderChangeResult> {
  const { row, estado, actor } = await movable(ctx, pedidoId, 'entregar', input.version);
  const today = businessDate(new Date(), ctx.platform.config.BUSINESS_TZ);
  if (input.fechaFactura > today) throw invalid(D.futureInvoice, 'fechaFactura');
  const lines = await repo.orderLines(ctx.db, pedidoId);
  const sent = new Map<number, number>();
  input.cantidades.forEach((c, i) => {
    if (!lines.some((l) => l.pedidoDetalleId === c.pedidoDetalleId))
      throw new AppError('CONFLICT', M.lineNotFound);
    if (actor === 'restaurante' && !Number.isInteger(c.cantidadRecibida))
      throw invalid(M.noDecimals, `cantidades.${i}.cantidadRecibida`);
    sent.set(c.pedidoDetalleId, c.cantidadRecibida);
  });
  const received = lines.map((l) => {
    const given = sent.get(l.pedidoDetalleId);
    return {
      line: l,
      cantidad: given === undefined ? (l.cantidadRecibida ?? l.cantidadPedida) : stored(given),
    };
  });
  const differs = received.some((r) => !new Decimal(r.cantidad).eq(r.line.cantidadPedida));
  if (actor === 'restaurante' && differs)
    await checkManagerCode(ctx, input.claveGerente, 'claveGerente');
  const ccf = input.ccf;
  const taken = await deliveryRepo.ccfHolder(ctx.db, {
    proveedorId: row.proveedorId,
    ccf,
    fechaFactura: input.fechaFactura,
    pedidoId,
  });
  if (taken !== undefined) throw invalid(D.ccfTaken, 'ccf');

  const invoice = {
    estado: 4,
    fechaEntrega: today,
    fechaFactura: input.fechaFactura,
    creditoFiscal: ccf,
    dte: input.dte,
    numUnico: input.numUnico,
    serieDoc: input.serieDoc,
    notaCredito: input.notaCredito ? 1 : 0,
    razon: input.notaCredito ? (input.razon ?? null) : null,
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      const next = await repo.claimOrder(tx, pedidoId, { version: input.version, estado }, invoice);
      if (next === undefined) throw new AppError('CONFLICT', M.stale);
      const cambios: OrderChange[] = [stateChange(estado, 4), { campo: 'ccf', de: null, a: ccf }];
      for (const { line, cantidad } of received) {
        if (line.cantidadRecibida !== null && new Decimal(line.cantidadRecibida).eq(cantidad))
          continue;
        await repo.updateLine(tx, line.pedidoDetalleId, { cantidadRecibida: cantidad });
        cambios.push({
          campo: 'cantidadRecibida',
          articuloId: line.articuloId,
          de: line.cantidadRecibida,
          a: cantidad,
        });
      }
      const totals = orderTotals(
        received.map((r) => ({ cantidad: r.cantidad, precio: r.line.precioPedido })),
      );
      await repo.setTotals(tx, pedidoId, totals);
      if (totals.totalFinal !== row.totalFinal)
        cambios.push({ campo: 'totalFinal', de: row.totalFinal, a: totals.totalFinal });
      await audit(
        ctx,
        {
          accion: 'pedido.entregar',
          entidad: 'pedido',
          entidadId: pedidoId,
          detalle: changesOf(cambios),
        },
        tx,
      );
      return { successful: D.delivered, version: next, ...totals };
    });
  } catch (error) {
    // Two confirmations at once with one CCF: the index refuses the second.
    if (isUniqueViolation(error)) throw invalid(D.ccfTaken, 'ccf');
    throw error;
  }
}

export async function inconsistencyTypes(ctx: Ctx): Promise<InconsistencyTypes> {
  return { tipos: await deliveryRepo.inconsistencyTypes(ctx.db) };
}

/** 'Registrar inconsistencias' (4 → 6): each type with its comment and the lines concerned. */
export async function registerInconsistencies(
  ctx: Ctx,
  pedidoId: number,
  input: Inconsistencies,
): Promise<OrderChangeResult> {
  const { row, estado } = await movable(ctx, pedidoId, 'inconsistencias', input.version);
  const [types, lines] = await Promise.all([
    deliveryRepo.inconsistencyTypes(ctx.db),
    repo.orderLines(ctx.db, pedidoId),
  ]);
  const typeName = new Map(types.map((t) => [t.id, t.tipo]));
  const lineIds = new Set(lines.map((l) => l.pedidoDetalleId));
  input.inconsistencias.forEach((i, n) => {
    if (!typeName.has(i.tipoId))
      throw invalid(D.chooseInconsistency, `inconsistencias.${n}.tipoId`);
    if (i.pedidoDetalleIds.some((id) => !lineIds.has(id)))
      throw new AppError('CONFLICT', M.lineNotFound);
  });
  return ctx.db.transaction(async (tx) => {
    const next = await repo.claimOrder(
      tx,
      pedidoId,
      { version: input.version, estado },
      { estado: 6, correccionRequerida: 0 },
    );
    if (next === undefined) throw new AppError('CONFLICT', M.stale);
    await deliveryRepo.insertInconsistencies(
      tx,
      input.inconsistencias.map((i) => ({
        pedidoId,
        tipoId: i.tipoId,
        comentario: i.comentario || null,
        lineas: [...new Set(i.pedidoDetalleIds)],
        creadoPor: ctx.actor.userId,
      })),
    );
    await audit(
      ctx,
      {
        accion: 'pedido.inconsistencias',
        entidad: 'pedido',
        entidadId: pedidoId,
        detalle: changesOf([
          stateChange(estado, 6),
          ...input.inconsistencias.map((i) => ({
            campo: 'inconsistencia',
            de: null,
            a: typeName.get(i.tipoId) ?? null,
          })),
        ]),
      },
      tx,
    );
    return {
      successful: D.inconsistenciesSaved,
      version: next,
      totalPedido: row.totalPedido,
      totalFinal: row.totalFinal,
    };
  });
}

/** Accounting fixed the prices or quantities of an inconsistent order (correccionRequerida = 1). */
export async function markCorrected(
  ctx: Ctx,
  pedidoId: number,
  version: number,
): Promise<OrderChangeResult> {
  const row = await orderInScope(ctx, pedidoId);
  if (orderActorOf(ctx.actor.rol) !== 'central') throw new AppError('FORBIDDEN', M.notYourEdit);
  if (row.estado !== 6)
    throw new AppError(
      'CONFLICT',
      M.notInState('marcar como corregido', ORDER_STATE_LABELS[row.estado as OrderState]),
    );
  if (row.version !== version) throw new AppError('CONFLICT', M.stale);
  return ctx.db.transaction(async (tx) => {
    const next = await repo.claimOrder(
      tx,
      pedidoId,
      { version, estado: 6 },
      { correccionRequerida: 1 },
    );
    if (next === undefined) throw new AppError('CONFLICT', M.stale);
    await audit(
      ctx,
      {
        accion: 'pedido.correccion',
        entidad: 'pedido',
        entidadId: pedidoId,
        detalle: changesOf([{ campo: 'correccionRequerida', de: 'No', a: 'Sí' }]),
      },
      tx,
    );
    return {
      successful: D.corrected,
      version: next,
      totalPedido: row.totalPedido,
      totalFinal: row.totalFinal,
    };
  });
}

/**
 * 'Crear ticket al proveedor': a help-desk ticket to Compras (category Pedidos, the problem named
 * like the inconsistency, else the category's first) for the order's branch, linked both ways:
 * the inconsistency keeps the ticket, the ticket its order.
 */
export async function raiseTicket(ctx: Ctx, pedidoId: number, inconsistenciaId: number) {
  const row = await orderInScope(ctx, pedidoId);
  if (orderActorOf(ctx.actor.rol) !== 'central') throw new AppError('FORBIDDEN', M.notYourEdit);
  const found = (await deliveryRepo.inconsistenciesOf(ctx.db, pedidoId)).find(
    (i) => i.id === inconsistenciaId,
  );
  if (!found) throw new AppError('NOT_FOUND', M.notFound);
  if (found.peticionId !== null) throw new AppError('CONFLICT', D.ticketExists);
  const { ticket, correoIds } = await ctx.db.transaction(async (tx) => {
    const recorded = await tickets.recordLinkedTicket(ctx, tx, {
      departamento: DEPARTAMENTOS.compras,
      categoria: 'Pedidos',
      problema: found.tipo,
      descripcion: [
        `Inconsistencia del pedido #${pedidoId}: ${found.tipo}.`,
        found.comentario ?? '',
      ]
        .filter(Boolean)
        .join(' '),
      sucursalId: row.sucursalId,
      pedidoId,
    });
    if (!(await deliveryRepo.linkTicket(tx, inconsistenciaId, recorded.peticionId)))
      throw new AppError('CONFLICT', D.ticketExists);
    await audit(
      ctx,
      {
        accion: 'pedido.ticket',
        entidad: 'pedido',
        entidadId: pedidoId,
        detalle: changesOf([{ campo: 'ticket', de: null, a: recorded.mascara }]),
      },
      tx,
    );
    return { ticket: recorded, correoIds: recorded.correoIds };
  });
  await ctx.platform.mailer.dispatchAll(correoIds);
  return {
    successful: D.ticketRaised(ticket.mascara),
    peticionId: ticket.peticionId,
    codigo: ticket.mascara,
  };
}

/** The detail's inconsistencies, with their lines' names, who, and their tickets. */
export async function inconsistenciesForDetail(
  ctx: Ctx,
  pedidoId: number,
  lineName: (pedidoDetalleId: number) => string,
  personName: (usuarioId: number) => string,
) {
  const rows = await deliveryRepo.inconsistenciesOf(ctx.db, pedidoId);
  const ticketOf = await tickets.ticketSummaries(
    ctx,
    rows.flatMap((r) => (r.peticionId === null ? [] : [r.peticionId])),
  );
  return rows.map((r) => {
    const ticket = r.peticionId === null ? undefined : ticketOf.get(r.peticionId);
    return {
      id: r.id,
      tipo: r.tipo,
      comentario: r.comentario,
      lineas: r.lineas.map((id) => ({ pedidoDetalleId: id, nombre: lineName(id) })),
      creadoPor: personName(r.creadoPor),
      fecha: r.creadoEn.toISOString(),
      ticket: ticket
        ? { peticionId: ticket.peticionId, codigo: ticket.codigo, estado: ticket.estado }
        : null,
    };
  });
}

export const inconsistencyTypesOfOrders = (ctx: Ctx, pedidoIds: number[]) =>
  deliveryRepo.typesOfOrders(ctx.db, pedidoIds);

/** Spec 2 §5 Total check, before SAP: not 0, and within 0.10 of the invoice's total. */
export function checkTotal(totalFinal: string, docTotal: number) {
  if (new Decimal(totalFinal).isZero()) throw invalid(D.totalZero, 'docTotal');
  if (!isWithinTolerance(totalFinal, docTotal)) {
    const { min, max } = totalRange(docTotal);
    throw invalid(D.totalRange(min, max), 'docTotal');
  }
}
