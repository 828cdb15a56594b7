import Decimal from 'decimal.js';
import {
  canMoveOrder,
  ORDER_MESSAGES as M,
  ORDER_STATE_LABELS,
  orderActorOf,
  type OrderState,
} from '@jarvis/contracts/orders';
import {
  DELIVERY_MESSAGES as D,
  type SapRegistration,
  type SapRegistrationResult,
} from '@jarvis/contracts/orders-delivery';
import type { OrderSapDocument } from '@jarvis/contracts/orders';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx, PublicCtx } from '../../platform/context';
import { purchaseInvoiceHeader, purchaseOrderPayload } from '../../platform/erp/documents';
import { ERP_MESSAGES } from '../../platform/erp/erp-errors';
import type { RegisteredDocument } from '../../platform/erp/posting';
import { documentsOf } from '../../platform/erp/source-documents';
import * as articles from '../catalog/articles.service';
import * as suppliers from '../catalog/suppliers.service';
import * as users from '../users/users.service';
import { checkTotal } from './orders-delivery.service';
import * as deliveryRepo from './orders-delivery.repository';
import { changesOf, stateChange } from './orders-history';
import { orderInScope } from './orders.service';
import * as repo from './orders.repository';

/**
 * Registering an order in SAP (spec 2 §4, spec 3 §4 SAP-related order transitions; issue #53
 * point 3) through the platform's posting, so that nothing is lost or doubled: the purchase order
 * (series ERP_PO_SERIES, CardCode the supplier, NumAtCard the order's number, the received
 * quantities at their 4-decimal prices, into the branch's warehouse, USD) is queued with the
 * request; once SAP lists it saved, the invoice copied from it (BaseType 22) is queued with the
 * CCF, DTE, serie and número único; once SAP lists the invoice, the order reaches 8 with its
 * fecha_procesamiento_sap. A second request finds the documents already queued (one per source).
 */

export const SAP_ORIGIN = 'pedido';

type Source = { tipo: 'orden' | 'factura'; estado: string; documentoId: number };

/** The order's SAP documents as the detail shows them. */
export async function sapDocumentsOf(ctx: Pick<Ctx, 'db'>, pedidoId: number) {
  const docs = await documentsOf(ctx.db, SAP_ORIGIN, [pedidoId]);
  return docs
    .map((d): OrderSapDocument => ({
      documentoId: d.documentoId,
      tipo: d.tipo as OrderSapDocument['tipo'],
      estado: d.estado as OrderSapDocument['estado'],
      docNum: d.docNum,
      docEntry: d.docEntry,
      error: d.ultimoError,
    }))
    .sort((a, b) => (a.tipo === b.tipo ? 0 : a.tipo === 'orden' ? -1 : 1));
}

export async function registerInSap(
  ctx: Ctx,
  pedidoId: number,
  input: SapRegistration,
): Promise<SapRegistrationResult> {
  const row = await orderInScope(ctx, pedidoId);
  const estado = row.estado as OrderState;
  if (estado === 8) return { successful: M.alreadyInSap, yaRegistrado: true, version: row.version };
  const actor = orderActorOf(ctx.actor.rol);
  if (actor !== 'central') throw new AppError('FORBIDDEN', M.notYourEdit);
  if (!canMoveOrder('registrarSap', actor, estado))
    throw new AppError('CONFLICT', M.notInState('registrar en SAP', ORDER_STATE_LABELS[estado]));
  const { posting } = ctx.platform.erp;
  if (row.sapSolicitadoEn !== null) {
    const docs = (await sapDocumentsOf(ctx, pedidoId)) as (OrderSapDocument & Source)[];
    const failed = docs.find((d) => d.estado === 'error');
    // A refused document is sent again now ('Reintentar' from the detail); one in flight waits.
    if (!failed) throw new AppError('CONFLICT', D.sapBusy);
    const { result } = await posting.register(failed.documentoId, { force: true });
    if (result === 'error') throw new AppError('SERVICE_UNAVAILABLE', ERP_MESSAGES.saveFailed);
    return { successful: D.sapQueued, yaRegistrado: false, version: row.version };
  }
  if (row.version !== input.version) throw new AppError('CONFLICT', M.stale);
  checkTotal(row.totalFinal, input.docTotal);

  const [lines, supplier, branch] = await Promise.all([
    repo.orderLines(ctx.db, pedidoId),
    suppliers.supplierFacts(ctx, row.proveedorId),
    users.branchForOrders(ctx.db, row.sucursalId),
  ]);
  const facts = await articles.articleFacts(
    ctx,
    lines.map((l) => l.articuloId),
  );
  const payload = purchaseOrderPayload(
    {
      pedidoId,
      proveedorId: supplier?.codigo ?? '',
      bodega: branch?.bodega ?? '',
      fecha: row.fechaPedido,
      fechaEntrega: row.fechaEntrega ?? row.fechaEstimada,
      comentario: `Pedido Jarvis ${pedidoId}${row.comentario ? ` — ${row.comentario}` : ''}`,
      lineas: lines
        .map((l) => ({
          // SAP knows the article by its ficticio code where it has one.
          articuloId: facts.get(l.articuloId)?.articuloIdFicticio ?? l.articuloId,
          cantidad: l.cantidadRecibida ?? l.cantidadPedida,
          precio: l.precioPedido,
        }))
        .filter((l) => new Decimal(l.cantidad).gt(0)),
    },
    ctx.platform.config.ERP_PO_SERIES,
  );
  const documentoId = await ctx.db.transaction(async (tx) => {
    const next = await repo.claimOrder(
      tx,
      pedidoId,
      { version: input.version, estado },
      { sapSolicitadoEn: new Date(), docTotal: new Decimal(input.docTotal).toFixed(4) },
    );
    if (next === undefined) throw new AppError('CONFLICT', M.stale);
    const id = await posting.queue(tx, {
      tipo: 'orden',
      origen: SAP_ORIGIN,
      origenId: pedidoId,
      cardCode: supplier?.codigo ?? '',
      payload,
      creadoPor: ctx.actor.userId,
    });
    await audit(
      ctx,
      {
        accion: 'pedido.sap',
        entidad: 'pedido',
        entidadId: pedidoId,
        detalle: changesOf([
          { campo: 'docTotal', de: row.docTotal, a: new Decimal(input.docTotal).toFixed(4) },
        ]),
      },
      tx,
    );
    return id;
  });
  await posting.dispatch(documentoId);
  return { successful: D.sapQueued, yaRegistrado: false, version: row.version + 1 };
}

/**
 * What the orders module does when SAP lists one of its documents (posting.onRegistered): after
 * the purchase order, it queues the invoice copied from it (dispatched once this commits); after
 * the invoice, the order reaches 8.
 */
export function onSapRegistered(ctx: PublicCtx) {
  return async (tx: Db, document: RegisteredDocument): Promise<number[]> => {
    const row = await repo.findOrder(tx, document.origenId);
    if (!row) return [];
    if (document.tipo === 'orden') {
      const supplier = await suppliers.supplierFacts({ ...ctx, db: tx } as Ctx, row.proveedorId);
      const header = purchaseInvoiceHeader(
        {
          pedidoId: row.pedidoId,
          proveedorId: supplier?.codigo ?? '',
          fechaFactura: row.fechaFactura ?? row.fechaPedido,
          numeroDocumento: row.creditoFiscal ?? String(row.pedidoId),
          ...(row.dte ? { codigoGeneracion: row.dte } : {}),
          comentario: [
            `CCF ${row.creditoFiscal ?? '—'}`,
            `serie ${row.serieDoc ?? '—'}`,
            `número único ${row.numUnico ?? '—'}`,
            `pedido Jarvis ${row.pedidoId}`,
          ].join(' / '),
        },
        ctx.platform.config.ERP_INVOICE_SERIES,
      );
      const id = await ctx.platform.erp.posting.queue(tx, {
        tipo: 'factura',
        origen: SAP_ORIGIN,
        origenId: row.pedidoId,
        cardCode: supplier?.codigo ?? '',
        payload: header,
      });
      return [id];
    }
    const moved = await deliveryRepo.markInSap(tx, row.pedidoId);
    if (moved)
      await audit(
        ctx,
        {
          accion: 'pedido.enSap',
          entidad: 'pedido',
          entidadId: row.pedidoId,
          detalle: changesOf([
            stateChange(row.estado, 8),
            { campo: 'docNum', de: null, a: document.docNum },
          ]),
        },
        tx,
      );
    return [];
  };
}
