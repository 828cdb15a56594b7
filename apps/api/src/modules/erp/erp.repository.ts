import { desc, eq, sql } from 'drizzle-orm';
import {
  ERP_DOCUMENT_STATES,
  type ErpDocument,
  type ErpDocumentQuery,
} from '@jarvis/contracts/erp';
import type { Db } from '../../db/client';
import {
  boundedCount,
  carriedCount,
  carriedTabs,
  countColumn,
  pageWindow,
  tabCounts,
  tabsColumn,
  type PageWindow,
} from '../../db/paging';
import { itself, prepared, type ValueOf } from '../../db/prepared';
import { erpDocumentos } from '../../platform/erp/erp.table';

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

/** The documents of one state, for its tab's bounded count. */
const byStateRows = (estado: string, value: ValueOf = itself) =>
  sql`${erpDocumentos} where ${erpDocumentos.estado} = ${value('estado', estado)}`;

/**
 * A page of documents, all or of one state: built once per shape and named (db/prepared). It
 * carries every state tab's bounded count, SAP's four states written into it, and on 'Todos' the
 * count of all (db/paging tabsColumn, countColumn).
 */
function documentsPage(db: Db, byState: boolean, window: PageWindow) {
  const name = `erp_page:${byState ? 'estado' : '-'}:${window.key}`;
  return prepared(db, name, (d) =>
    d
      .select({
        ...documentColumns,
        tabs: tabsColumn(ERP_DOCUMENT_STATES, (estado) => countColumn(byStateRows(estado))),
        // 'Todos' has no tab of its own to take its count from.
        n: byState ? sql<null>`null` : countColumn(sql`${erpDocumentos}`),
      })
      .from(erpDocumentos)
      .where(byState ? eq(erpDocumentos.estado, sql.placeholder('estado')) : undefined)
      .orderBy(desc(erpDocumentos.documentoId))
      .limit(window.limit)
      .offset(window.offset)
      .prepare(name),
  );
}

/** One page of documents, newest first, with every state tab's bounded count. */
export async function listDocuments(db: Db, query: ErpDocumentQuery) {
  const window = pageWindow(query);
  const rows = await documentsPage(db, Boolean(query.estado), window).execute({
    estado: query.estado,
    ...window.values,
  });
  const [first] = rows;
  const [tabs, all] = await Promise.all([
    carriedTabs(ERP_DOCUMENT_STATES, query.estado ?? ERP_DOCUMENT_STATES[0], first?.tabs, () =>
      tabCounts(db, ERP_DOCUMENT_STATES, query.estado ?? ERP_DOCUMENT_STATES[0], byStateRows, {
        plan: 'written',
        shape: 'erp_states',
      }),
    ),
    // 'Todos' has no tab of its own to take its count from ('n' is null on a state's page).
    query.estado
      ? undefined
      : carriedCount(first?.n ?? undefined, query.page, () =>
          boundedCount(db, () => sql`${erpDocumentos}`, { plan: 'kept', shape: 'erp_documents' }),
        ),
  ]);
  return {
    items: rows.map(({ tabs: _tabs, n: _n, ...row }) => toDocument(row)),
    counted: all ?? tabs.selected,
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
