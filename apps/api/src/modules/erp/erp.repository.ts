import { desc, eq, sql } from 'drizzle-orm';
import {
  ERP_DOCUMENT_STATES,
  type ErpDocument,
  type ErpDocumentQuery,
} from '@jarvis/contracts/erp';
import type { Db } from '../../db/client';
import {
  keptTotal,
  keysFirst,
  pageWindow,
  tabsColumn,
  tabsOf,
  type PageWindow,
} from '../../db/paging';
import { prepared } from '../../db/prepared';
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

function toDocument(row: Row): ErpDocument {
  return {
    ...row,
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
const keptOf = (estado: string) =>
  sql<number>`coalesce((select ${kept.total} from ${kept} where ${kept.estado} = ${estado}), 0)`;

/**
 * A page of documents, all or of one state: built once per shape and named (db/prepared). It
 * carries every state tab's number and the number of all ('Todos'), read from the counts kept by
 * triggers (a row a state; SAP's four states written in: db/paging tabsColumn). A deep page takes
 * its ids first (db/paging keysFirst).
 */
function documentsPage(db: Db, byState: boolean, window: PageWindow) {
  const name = `erp_page:${byState ? 'estado' : '-'}:${window.key}`;
  const where = byState ? eq(erpDocumentos.estado, sql.placeholder('estado')) : undefined;
  const newest = desc(erpDocumentos.documentoId);
  return prepared(db, name, (d) =>
    d
      .select({
        ...documentColumns,
        tabs: tabsColumn(ERP_DOCUMENT_STATES, keptOf),
        n: sql<number | string>`(select coalesce(sum(${kept.total}), 0) from ${kept})`,
      })
      .from(erpDocumentos)
      .where(
        keysFirst(d, window, {
          key: erpDocumentos.documentoId,
          from: erpDocumentos,
          where,
          orderBy: [newest],
        }),
      )
      .orderBy(newest)
      .limit(window.limit)
      .prepare(name),
  );
}

/** The kept counts alone, for a page with no row to carry them: each state's and all. */
async function keptCounts(db: Db) {
  const rows = await prepared(db, 'erp_kept_counts', (d) =>
    d.select({ estado: kept.estado, total: kept.total }).from(kept).prepare('erp_kept_counts'),
  ).execute();
  const byState = new Map(rows.map((r) => [r.estado, r.total]));
  return {
    tabs: ERP_DOCUMENT_STATES.map((estado) => byState.get(estado) ?? 0),
    n: rows.reduce((sum, r) => sum + r.total, 0),
  };
}

/** One page of documents, newest first, with every state tab's number and the number of all. */
export async function listDocuments(db: Db, query: ErpDocumentQuery) {
  const window = pageWindow(query);
  const rows = await documentsPage(db, Boolean(query.estado), window).execute({
    estado: query.estado,
    ...window.values,
  });
  const counts = rows[0] ?? (await keptCounts(db));
  const tabs = tabsOf(
    ERP_DOCUMENT_STATES,
    query.estado ?? ERP_DOCUMENT_STATES[0],
    (_estado, i) => counts.tabs[i],
  );
  return {
    items: rows.map(({ tabs: _tabs, n: _n, ...row }) => toDocument(row)),
    // 'Todos' has no tab of its own to take its count from.
    counted: query.estado ? tabs.selected : keptTotal(counts.n),
    tabs: tabs.tabs,
  };
}

export async function findDocument(db: Db, documentoId: number): Promise<ErpDocument | undefined> {
  const [row] = await db
    .select(documentColumns)
    .from(erpDocumentos)
    .where(eq(erpDocumentos.documentoId, documentoId));
  return row && toDocument(row);
}
