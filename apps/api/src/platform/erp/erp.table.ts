import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * One row per document Jarvis registers in SAP (issue 6): its source (a purchase order or the
 * invoice of Jarvis order N), the payload sent, where it stands, and what SAP answered. `clave` is
 * the source's identity and is unique: a source has at most one SAP document, however often someone
 * presses the button.
 */
export const erpDocumentos = pgTable(
  'erp_documentos',
  {
    documentoId: serial('documento_id').primaryKey(),
    /** 'orden' (PurchaseOrders) or 'factura' (PurchaseInvoices). */
    tipo: varchar('tipo', { length: 10 }).notNull(),
    /** The owning module's kind of record, e.g. 'pedido'. */
    origen: varchar('origen', { length: 30 }).notNull(),
    origenId: integer('origen_id').notNull(),
    /** `${tipo}:${origen}:${origenId}`; also sent to SAP as U_BO_ID to find the document again. */
    clave: varchar('clave', { length: 80 }).notNull().unique(),
    cardCode: varchar('card_code', { length: 30 }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pendiente, enviando, registrado, error. */
    estado: varchar('estado', { length: 12 }).notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    /** SAP's last error text (or the network's), as SAP wrote it. */
    ultimoError: text('ultimo_error'),
    /** SAP holds the document but Jarvis could not record it yet: the next run repairs that. */
    guardadoEnSap: boolean('guardado_en_sap').notNull().default(false),
    docEntry: integer('doc_entry'),
    docNum: integer('doc_num'),
    creadoPor: integer('creado_por'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
    registradoEn: timestamp('registrado_en', { withTimezone: true }),
    /** When the sweeper tries again after a failure SAP may recover from. */
    proximoIntento: timestamp('proximo_intento', { withTimezone: true }),
  },
  (t) => [
    index('erp_documentos_estado_idx').on(t.estado, sql`${t.documentoId} desc`),
    index('erp_documentos_origen_idx').on(t.origen, t.origenId),
  ],
);

/**
 * How many documents stand in each state, kept by triggers in the writer's own transaction
 * (migration 0015), as the tickets' brand tabs are (peticiones_conteos): 'Integración SAP' reads its
 * state tabs and the count of 'Todos' here instead of counting up to a thousand index entries each.
 */
export const erpDocumentosConteos = pgTable(
  'erp_documentos_conteos',
  {
    estado: varchar('estado', { length: 12 }).primaryKey(),
    total: integer('total').notNull(),
  },
  (t) => [check('erp_documentos_conteos_total_chk', sql`${t.total} >= 0`)],
);
