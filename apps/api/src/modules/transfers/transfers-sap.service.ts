import Decimal from 'decimal.js';
import type { Transfer } from '@jarvis/contracts/transfers';
import type { Db } from '../../db/client';
import { audit } from '../../platform/audit/audit';
import type { Ctx, PublicCtx } from '../../platform/context';
import { stockTransferPayload } from '../../platform/erp/documents';
import type { RegisteredDocument } from '../../platform/erp/posting';
import { documentsOf } from '../../platform/erp/source-documents';
import { businessDate } from '../../time';
import * as articles from '../catalog/articles.service';
import * as repo from './transfers.repository';

/**
 * A received transfer in SAP (issue #54 point 5): a StockTransfer from the origin's warehouse to
 * the destination's with the quantities received, queued in the receipt's own transaction through
 * the platform's posting (one per transfer, looked up by U_BO_ID before every POST, retried after an
 * outage) and dispatched once it commits. When SAP lists it, the transfer gets its
 * fecha_procesamiento_sap. A transfer received entirely at 0 moved nothing: nothing is sent.
 */

export const SAP_ORIGIN = 'traslado';

type Branch = { bodega: string; nombre: string };

/** Queues the transfer's StockTransfer inside `tx`; its document id, or undefined when empty. */
export async function queueStockTransfer(
  ctx: Ctx,
  tx: Db,
  transfer: {
    trasladoId: number;
    origen: Branch;
    destino: Branch;
    lineas: { articuloId: string; cantidad: string }[];
  },
): Promise<number | undefined> {
  const received = transfer.lineas.filter((l) => new Decimal(l.cantidad).gt(0));
  if (received.length === 0) return undefined;
  const facts = await articles.stockArticles(
    { db: tx },
    received.map((l) => l.articuloId),
  );
  const payload = stockTransferPayload({
    trasladoId: transfer.trasladoId,
    fecha: businessDate(new Date(), ctx.platform.config.BUSINESS_TZ),
    desde: transfer.origen.bodega,
    hacia: transfer.destino.bodega,
    comentario: `Traslado Jarvis ${transfer.trasladoId}: ${transfer.origen.nombre} → ${transfer.destino.nombre}`,
    lineas: received.map((l) => ({
      // SAP knows the article by its ficticio code where it has one, as for orders.
      articuloId: facts.get(l.articuloId)?.articuloIdFicticio ?? l.articuloId,
      cantidad: l.cantidad,
    })),
  });
  return ctx.platform.erp.posting.queue(tx, {
    tipo: 'traslado',
    origen: SAP_ORIGIN,
    origenId: transfer.trasladoId,
    // 'Integración SAP' shows the two warehouses where a purchase shows its supplier.
    cardCode: `${transfer.origen.bodega} → ${transfer.destino.bodega}`,
    payload,
    creadoPor: ctx.actor.userId,
  });
}

/** The StockTransfer of each transfer, as the screens show it. */
export async function sapDocuments(ctx: Pick<Ctx, 'db'>, trasladoIds: readonly number[]) {
  const docs = await documentsOf(ctx.db, SAP_ORIGIN, trasladoIds);
  return new Map(
    docs.map((d): [number, NonNullable<Transfer['sap']>] => [
      d.origenId,
      {
        estado: d.estado as NonNullable<Transfer['sap']>['estado'],
        docNum: d.docNum,
        error: d.ultimoError,
      },
    ]),
  );
}

/** posting.onRegistered: SAP lists the StockTransfer, so the transfer is processed in SAP. */
export function onSapRegistered(ctx: PublicCtx) {
  return async (tx: Db, document: RegisteredDocument): Promise<number[]> => {
    const marked = await repo.markInSap(tx, document.origenId);
    if (marked)
      await audit(
        ctx,
        {
          accion: 'traslado.enSap',
          entidad: 'traslado',
          entidadId: document.origenId,
          detalle: { cambios: [{ campo: 'docNum', de: null, a: document.docNum }] },
        },
        tx,
      );
    return [];
  };
}
