import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { erpDocumentos } from './erp.table';

/**
 * The SAP documents of a module's records (an order's purchase order and invoice), for the screens
 * that show where each stands: a module reads them here, never the platform's table itself.
 */
export async function documentsOf(db: Db, origen: string, origenIds: readonly number[]) {
  if (origenIds.length === 0) return [];
  return db
    .select({
      documentoId: erpDocumentos.documentoId,
      origenId: erpDocumentos.origenId,
      tipo: erpDocumentos.tipo,
      estado: erpDocumentos.estado,
      docNum: erpDocumentos.docNum,
      docEntry: erpDocumentos.docEntry,
      ultimoError: erpDocumentos.ultimoError,
    })
    .from(erpDocumentos)
    .where(and(eq(erpDocumentos.origen, origen), inArray(erpDocumentos.origenId, [...origenIds])))
    .orderBy(asc(erpDocumentos.documentoId));
}

/** erp_documentos.estado. */
export type DocumentState = 'pendiente' | 'enviando' | 'registrado' | 'error';

/**
 * Written into the statement, not sent as a value: a list keeps one plan per shape of its filter,
 * and a plan costed for the actual state is the point. Only plain lowercase words get there.
 */
function literal(word: string): SQL {
  if (!/^[a-z_]+$/.test(word)) throw new Error(`Not a plain word: ${word}`);
  return sql.raw(`'${word}'`);
}

/**
 * A condition on a module's rows for its lists: the record's `tipo` document stands in one of
 * `estados`, or, with 'ninguno', has not been queued at all. Served by erp_documentos_origen_idx.
 */
export function documentStateIs(spec: {
  origen: string;
  tipo: 'orden' | 'factura';
  /** The module's column holding the record's id (origen_id). */
  id: AnyPgColumn;
  estados: readonly DocumentState[] | 'ninguno';
}): SQL {
  const d = erpDocumentos;
  const theDocument = sql`select 1 from ${d} where ${d.origen} = ${literal(spec.origen)}
    and ${d.tipo} = ${literal(spec.tipo)} and ${d.origenId} = ${spec.id}`;
  if (spec.estados === 'ninguno') return sql`not exists (${theDocument})`;
  const estados = sql.join(spec.estados.map(literal), sql`, `);
  return sql`exists (${theDocument} and ${d.estado} in (${estados}))`;
}
