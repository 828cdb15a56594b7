import { desc, eq, sql, type SQL } from 'drizzle-orm';
import {
  ERP_DOCUMENT_STATES,
  ERP_PAGE_MESSAGES as M,
  type ErpDocument,
  type ErpDocumentPage,
  type ErpDocumentQuery,
  type ErpHealth,
} from '@jarvis/contracts/erp';
import { boundedCount, tabCounts } from '../../db/paging';
import { AppError } from '../../errors';
import { erpDocumentos } from '../../platform/erp/erp.table';
import type { Ctx } from '../../platform/context';

/** 'Integración SAP': what Jarvis registered in SAP, what failed and why, and SAP's health. */

type Row = typeof erpDocumentos.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toDocument(row: Row): ErpDocument {
  return {
    documentoId: row.documentoId,
    tipo: row.tipo as ErpDocument['tipo'],
    origen: row.origen,
    origenId: row.origenId,
    cardCode: row.cardCode,
    estado: row.estado as ErpDocument['estado'],
    intentos: row.intentos,
    ultimoError: row.ultimoError,
    guardadoEnSap: row.guardadoEnSap,
    docEntry: row.docEntry,
    docNum: row.docNum,
    creadoEn: row.creadoEn.toISOString(),
    actualizadoEn: row.actualizadoEn.toISOString(),
    registradoEn: iso(row.registradoEn),
    proximoIntento: iso(row.proximoIntento),
  };
}

export async function documents(ctx: Ctx, query: ErpDocumentQuery): Promise<ErpDocumentPage> {
  const where: SQL | undefined = query.estado ? eq(erpDocumentos.estado, query.estado) : undefined;
  const byState = (estado: string) =>
    sql`${erpDocumentos} where ${erpDocumentos.estado} = ${estado}`;
  const [rows, tabs, all] = await Promise.all([
    ctx.db
      .select()
      .from(erpDocumentos)
      .where(where)
      .orderBy(desc(erpDocumentos.documentoId))
      .limit(query.size)
      .offset((query.page - 1) * query.size),
    tabCounts(ctx.db, ERP_DOCUMENT_STATES, query.estado ?? ERP_DOCUMENT_STATES[0], byState),
    // 'Todos' has no tab of its own to take its count from.
    query.estado ? undefined : boundedCount(ctx.db, sql`${erpDocumentos}`),
  ]);
  return {
    items: rows.map(toDocument),
    ...(all ?? tabs.selected),
    page: query.page,
    size: query.size,
    estados: tabs.tabs.map(({ key, total, totalIsCapped }) => ({
      estado: key,
      total,
      totalIsCapped,
    })),
  };
}

async function find(ctx: Ctx, documentoId: number) {
  const [row] = await ctx.db
    .select()
    .from(erpDocumentos)
    .where(eq(erpDocumentos.documentoId, documentoId));
  if (!row) throw new AppError('NOT_FOUND', M.notFound);
  return row;
}

/** 'Reintentar': one more run now, looking the document up in SAP first as every run does. */
export async function retry(ctx: Ctx, documentoId: number) {
  const before = await find(ctx, documentoId);
  if (before.estado === 'registrado' || before.estado === 'enviando')
    throw new AppError('CONFLICT', M.busy);
  const { result } = await ctx.platform.erp.posting.register(documentoId, { force: true });
  const after = toDocument(await find(ctx, documentoId));
  if (result === 'ocupado') throw new AppError('CONFLICT', M.busy);
  return result === 'registrado'
    ? { successful: M.retried, documento: after }
    : { error: after.ultimoError ?? M.retryFailed, documento: after };
}

export async function health(ctx: Ctx): Promise<ErpHealth> {
  const { erp, config } = ctx.platform;
  const probe = await erp.health();
  return {
    tipo: erp.kind,
    url: erp.sl.url,
    ok: probe.ok,
    detalle: probe.detail,
    ms: probe.ms,
    serieOrdenes: config.ERP_PO_SERIES,
    serieFacturas: config.ERP_INVOICE_SERIES,
  };
}
