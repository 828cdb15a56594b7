import { desc, eq, sql } from 'drizzle-orm';
import {
  ERP_DOCUMENT_STATES,
  type ErpDocument,
  type ErpDocumentQuery,
} from '@jarvis/contracts/erp';
import type { Db } from '../../db/client';
import { listPage, param } from '../../db/list-page';
import { explainStoredError } from '../../platform/erp/erp-errors';
import { erpDocumentos, erpDocumentosConteos } from '../../platform/erp/erp.table';

/**
 * What the list shows of a document: everything but the payload sent to SAP (an order's lines, a
 * kilobyte or more), which a page of documents has no use for.
 */
const documentColumns = {
  documentoId: erpDocumentos.documentoId,
  tipo: erpDocumentos.tipo,
  origen: erpDocumentos.origen,
  origenId: erpDocumentos.origenId,
  cardCode: erpDocumentos.cardCode,
  estado: erpDocumentos.estado,
  intentos: erpDocumentos.intentos,
  ultimoError: erpDocumentos.ultimoError,
  guardadoEnSap: erpDocumentos.guardadoEnSap,
  docEntry: erpDocumentos.docEntry,
  docNum: erpDocumentos.docNum,
  creadoEn: erpDocumentos.creadoEn,
  actualizadoEn: erpDocumentos.actualizadoEn,
  registradoEn: erpDocumentos.registradoEn,
  proximoIntento: erpDocumentos.proximoIntento,
};

type Row = Omit<typeof erpDocumentos.$inferSelect, 'clave' | 'payload' | 'creadoPor'>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The table keeps the technical text; people read it in Spanish, IT behind it (issue #51). */
function explained(stored: string | null) {
  if (stored === null) return { ultimoError: null, ultimoErrorDetalle: null };
  const mensaje = explainStoredError(stored);
  return { ultimoError: mensaje, ultimoErrorDetalle: stored === mensaje ? null : stored };
}

function toDocument(row: Row): ErpDocument {
  return {
    ...row,
    ...explained(row.ultimoError),
    tipo: row.tipo as ErpDocument['tipo'],
    estado: row.estado as ErpDocument['estado'],
    creadoEn: row.creadoEn.toISOString(),
    actualizadoEn: row.actualizadoEn.toISOString(),
    registradoEn: iso(row.registradoEn),
    proximoIntento: iso(row.proximoIntento),
  };
}

const kept = erpDocumentosConteos;

/** A state's kept number of documents (migration 0015): 0 when no document was ever in it. */
const keptOf = (estado: unknown) =>
  sql<number>`coalesce((select ${kept.total} from ${kept} where ${kept.estado} = ${estado}), 0)`;

/**
 * One page of documents, all or of one state, newest first, with every state tab's number and the
 * number of all ('Todos'), read from the counts kept by triggers (a row a state, migration 0015).
 */
export async function listDocuments(db: Db, query: ErpDocumentQuery) {
  const { rows, counted, tabs } = await listPage(db, {
    name: `erp:${query.estado ? 'estado' : '-'}`,
    query,
    values: { estado: query.estado },
    select: (d, carried) =>
      d
        .select({ ...documentColumns, ...carried })
        .from(erpDocumentos)
        .$dynamic(),
    where: query.estado ? eq(erpDocumentos.estado, param('estado')) : undefined,
    orderBy: [desc(erpDocumentos.documentoId)],
    keys: { key: erpDocumentos.documentoId, from: erpDocumentos, when: 'deep' },
    // 'Todos' has no tab of its own to take its count from.
    total: query.estado
      ? keptOf(param('estado'))
      : sql`(select coalesce(sum(${kept.total}), 0) from ${kept})`,
    tabs: {
      keys: ERP_DOCUMENT_STATES,
      selected: query.estado ?? ERP_DOCUMENT_STATES[0],
      count: keptOf,
    },
  });
  return { items: rows.map(toDocument), counted, tabs: tabs.tabs };
}

export async function findDocument(db: Db, documentoId: number): Promise<ErpDocument | undefined> {
  const [row] = await db
    .select(documentColumns)
    .from(erpDocumentos)
    .where(eq(erpDocumentos.documentoId, documentoId));
  return row && toDocument(row);
}
