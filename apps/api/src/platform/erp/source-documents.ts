import { and, asc, eq, inArray } from 'drizzle-orm';
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
