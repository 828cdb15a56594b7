import {
  ERP_PAGE_MESSAGES as M,
  type ErpDocument,
  type ErpDocumentPage,
  type ErpDocumentQuery,
  type ErpHealth,
} from '@jarvis/contracts/erp';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import * as repo from './erp.repository';

/** 'Integración SAP': what Jarvis registered in SAP, what failed and why, and SAP's health. */

export async function documents(ctx: Ctx, query: ErpDocumentQuery): Promise<ErpDocumentPage> {
  const { items, counted, tabs } = await repo.listDocuments(ctx.db, query);
  return {
    items,
    ...counted,
    page: query.page,
    size: query.size,
    estados: tabs.map(({ key, total, totalIsCapped }) => ({ estado: key, total, totalIsCapped })),
  };
}

async function find(ctx: Ctx, documentoId: number): Promise<ErpDocument> {
  const found = await repo.findDocument(ctx.db, documentoId);
  if (!found) throw new AppError('NOT_FOUND', M.notFound);
  return found;
}

/** 'Reintentar': one more run now, looking the document up in SAP first as every run does. */
export async function retry(ctx: Ctx, documentoId: number) {
  const before = await find(ctx, documentoId);
  if (before.estado === 'registrado' || before.estado === 'enviando')
    throw new AppError('CONFLICT', M.busy);
  let result;
  try {
    ({ result } = await ctx.platform.erp.posting.register(documentoId, { force: true }));
  } catch (error) {
    // SAP saved it and Jarvis could not record it: the row says so and the sweep repairs it; the
    // person who retried is told in the spec's words (spec 3 §4), not with a fault.
    const after = await find(ctx, documentoId);
    if (after.ultimoError !== M.savedNotRecorded) throw error;
    return { error: M.savedNotRecorded, documento: after };
  }
  const after = await find(ctx, documentoId);
  if (result === 'ocupado') throw new AppError('CONFLICT', M.busy);
  return result === 'registrado'
    ? { successful: M.retried, documento: after }
    : { error: after.ultimoError ?? M.retryFailed, documento: after };
}

export async function health(ctx: Ctx): Promise<ErpHealth> {
  const { erp, config } = ctx.platform;
  // Someone is looking at the page: a slow SAP is reported after the short look-up deadline.
  const probe = await erp.health(config.ERP_LOOKUP_TIMEOUT_SECONDS * 1000);
  return {
    tipo: erp.kind,
    url: erp.sl.url,
    ok: probe.ok,
    mensaje: probe.message,
    detalle: probe.detail,
    ms: probe.ms,
    serieOrdenes: config.ERP_PO_SERIES,
    serieFacturas: config.ERP_INVOICE_SERIES,
  };
}
