import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ORDER_STATES } from '@jarvis/contracts/orders';
import { INVOICE_ORDER_STATES } from '@jarvis/contracts/orders-invoices';
import { articulos, proveedores } from '../catalog/catalog.table';
import { sucursales, usuarios } from '../users/users.table';

/**
 * Purchase orders (spec 2 §3 Order and Order line). The state machine and who edits what are
 * contracts' ORDER_TRANSITIONS and ORDER_EDIT_MATRIX; the history of every state change and every
 * edit of a quantity, price or total is the bitácora (entidad 'pedido'), as a ticket's is. Money is
 * numeric with 4 decimals; the totals are the server's, computed from the lines.
 */

const createdAt = () => timestamp('creado_en', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 16, scale: 4 });
const amount = (name: string) => numeric(name, { precision: 14, scale: 4 });
const businessDate = (name: string) => date(name, { mode: 'string' });
const isFlag = (column: SQLWrapper) => sql`${column} in (0, 1)`;
/** What 'Buscar' reads on Factura-proveedor, carried by its indexes. */
const INVOICE_TEXTS = (t: {
  busqueda: SQLWrapper;
  creditoFiscal: SQLWrapper;
  dte: SQLWrapper;
  numUnico: SQLWrapper;
}) => [t.busqueda, t.creditoFiscal, t.dte, t.numUnico].map((c) => sql`${c}`);
/** The supplier invoices (orders-invoices.repository.ts writes the same into its statement). */
const INVOICES_WHERE = `estado in (${INVOICE_ORDER_STATES.join(', ')}) and credito_fiscal is not null`;

export const pedidos = pgTable(
  'pedidos',
  {
    pedidoId: serial('pedido_id').primaryKey(),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.proveedorId),
    /** The branch ordering (its bodega is the warehouse SAP receives into). */
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.sucursalId),
    /** Who created it (userId). */
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.usuarioId),
    estado: smallint('estado').notNull(),
    /** Business dates (BUSINESS_TZ). */
    fechaPedido: businessDate('fecha_pedido').notNull(),
    fechaEstimada: businessDate('fecha_estimada').notNull(),
    fechaEntrega: businessDate('fecha_entrega'),
    fechaFactura: businessDate('fecha_factura'),
    creditoFiscal: varchar('credito_fiscal', { length: 40 }),
    dte: varchar('dte', { length: 100 }),
    serieDoc: varchar('serie_doc', { length: 40 }),
    numUnico: varchar('num_unico', { length: 100 }),
    notaCredito: smallint('nota_credito').notNull().default(0),
    razon: varchar('razon', { length: 60 }),
    /** 1 once accounting has corrected prices or quantities after an inconsistency. */
    correccionRequerida: smallint('correccion_requerida').notNull().default(0),
    /** Central staff who created or approved it (spec: verificadoPor, the user's name). */
    verificadoPor: integer('verificado_por').references(() => usuarios.usuarioId),
    aprobadoEn: timestamp('aprobado_en', { withTimezone: true }),
    anuladoPor: integer('anulado_por').references(() => usuarios.usuarioId),
    anuladoEn: timestamp('anulado_en', { withTimezone: true }),
    totalPedido: money('total_pedido').notNull().default('0'),
    totalFinal: money('total_final').notNull().default('0'),
    /** SAP's DocTotal once the purchase order is registered (issue #53's total check). */
    docTotal: money('doc_total'),
    /** Taken from the supplier at creation (SAP's WTLiable). */
    wtLiable: boolean('wt_liable').notNull().default(false),
    comentario: text('comentario'),
    /** When SAP registration was asked (the documents are then in flight until state 8). */
    sapSolicitadoEn: timestamp('sap_solicitado_en', { withTimezone: true }),
    /** When SAP listed the invoice saved and the order reached state 8 (spec 3 §4). */
    fechaProcesamientoSap: timestamp('fecha_procesamiento_sap', { withTimezone: true }),
    /**
     * The invoice's month (yyyymm), kept by PostgreSQL: a supplier's CCF is unique within a month
     * (spec 2 §5 'CCF ya existe en este mes'), enforced by the unique index below.
     */
    periodoFactura: integer('periodo_factura').generatedAlwaysAs(
      sql`(extract(year from fecha_factura) * 100 + extract(month from fecha_factura))::int`,
    ),
    /** The approved order's PDF (files adapter key), written by the approval job. */
    pdfArchivo: varchar('pdf_archivo', { length: 200 }),
    /**
     * What 'Buscar' matches, folded like contracts/search: the order's number, the supplier's name
     * and code, the branch's name and bodega (orders-search.ts; written at creation).
     */
    busqueda: text('busqueda').notNull().default(''),
    creadoEn: createdAt(),
    actualizadoEn: updatedAt(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    // Each list is a state (or two), of one branch for Restaurante, newest first. The search text
    // rides along so that 'Buscar' with a common word reads the index alone and stops at the page
    // (as the tickets' lists do); a rare word reads the trigram index instead.
    index('pedidos_estado_creado_idx').on(
      t.estado,
      sql`${t.creadoEn} desc`,
      sql`${t.pedidoId} desc`,
      t.busqueda,
    ),
    index('pedidos_sucursal_estado_creado_idx').on(
      t.sucursalId,
      t.estado,
      sql`${t.creadoEn} desc`,
      sql`${t.pedidoId} desc`,
      t.busqueda,
    ),
    index('pedidos_busqueda_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
    // 'Pedidos cerrados' lists two states newest first: an index per list of states cannot give
    // an IN of two in order, so the closed orders have their own (most orders end closed).
    index('pedidos_cerrados_creado_idx')
      .on(sql`${t.creadoEn} desc`, sql`${t.pedidoId} desc`, t.busqueda)
      .where(sql.raw('estado in (5, 8)')),
    index('pedidos_sucursal_cerrados_idx')
      .on(t.sucursalId, sql`${t.creadoEn} desc`, sql`${t.pedidoId} desc`, t.busqueda)
      .where(sql.raw('estado in (5, 8)')),
    index('pedidos_proveedor_estado_fecha_idx').on(t.proveedorId, t.estado, t.fechaPedido),
    // The inventory review's pending orders: open or not delivered, the longest overdue first; the
    // read stops at its limit instead of sorting every branch's open orders.
    index('pedidos_por_entregar_idx')
      .on(t.fechaEstimada, t.pedidoId)
      .where(sql.raw('estado in (2, 3)')),
    // Two confirmations at once with one CCF: the second fails here, not only at a look-up.
    uniqueIndex('pedidos_ccf_mes_idx')
      .on(t.proveedorId, t.creditoFiscal, t.periodoFactura)
      .where(sql`${t.creditoFiscal} is not null`),
    // Factura-proveedor: the invoices (INVOICE_ORDER_STATES with a CCF) newest invoice first, all,
    // of a branch or of a supplier; and 'Buscar' by the start of the CCF, DTE or número único. The
    // searched texts ride along (after the unique pedido_id, so the order is the same): the page
    // chooses its keys from the index alone, and a term whose matches are all old walks index
    // entries, not a million table rows (13.8 s → see docs/performance.md).
    index('pedidos_facturas_idx')
      .on(sql`${t.fechaFactura} desc nulls last`, sql`${t.pedidoId} desc`, ...INVOICE_TEXTS(t))
      .where(sql.raw(INVOICES_WHERE)),
    index('pedidos_sucursal_facturas_idx')
      .on(
        t.sucursalId,
        sql`${t.fechaFactura} desc nulls last`,
        sql`${t.pedidoId} desc`,
        ...INVOICE_TEXTS(t),
      )
      .where(sql.raw(INVOICES_WHERE)),
    index('pedidos_proveedor_facturas_idx')
      .on(t.proveedorId, sql`${t.fechaFactura} desc nulls last`, sql`${t.pedidoId} desc`)
      .where(sql.raw(INVOICES_WHERE)),
    ...(['credito_fiscal', 'dte', 'num_unico'] as const).map((column) =>
      index(`pedidos_${column}_prefijo_idx`)
        .on(sql.raw(`lower(${column}) text_pattern_ops`))
        .where(sql.raw(INVOICES_WHERE)),
    ),
    check('pedidos_estado_chk', sql.raw(`estado in (${ORDER_STATES.join(', ')})`)),
    check('pedidos_nota_credito_chk', isFlag(t.notaCredito)),
    check('pedidos_correccion_chk', isFlag(t.correccionRequerida)),
    check('pedidos_totales_chk', sql`${t.totalPedido} >= 0 and ${t.totalFinal} >= 0`),
  ],
);

export const pedidoDetalles = pgTable(
  'pedido_detalles',
  {
    pedidoDetalleId: serial('pedido_detalle_id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.pedidoId),
    articuloId: varchar('articulo_id', { length: 50 })
      .notNull()
      .references(() => articulos.articuloId),
    /** What was ordered; whole units for a branch, central staff may correct it with decimals. */
    cantidadPedida: amount('cantidad_pedida').notNull(),
    /** What arrived, set from delivery on (null before). */
    cantidadRecibida: amount('cantidad_recibida'),
    /** The order's price, which central staff may edit in states 2, 4, 6. */
    precioPedido: money('precio_pedido').notNull(),
    /** The supplier's price when the line was added, kept for reference. */
    precioProveedor: money('precio_proveedor').notNull(),
    /** What was sent to SAP (issue #53). */
    cantidadSap: amount('cantidad_sap'),
    precioSap: money('precio_sap'),
    creadoEn: createdAt(),
  },
  (t) => [
    uniqueIndex('pedido_detalles_pedido_articulo_idx').on(t.pedidoId, t.articuloId),
    check(
      'pedido_detalles_cantidades_chk',
      sql`${t.cantidadPedida} >= 0 and coalesce(${t.cantidadRecibida}, 0) >= 0`,
    ),
    check('pedido_detalles_precio_chk', sql`${t.precioPedido} >= 0`),
  ],
);

/**
 * Each branch's manager key ('Código de gerente', spec 2 §5): set by its gerente or an
 * administrator, stored hashed (argon2, as passwords are), checked with bodega + key.
 */
export const clavesGerente = pgTable('claves_gerente', {
  sucursalId: integer('sucursal_id')
    .primaryKey()
    .references(() => sucursales.sucursalId),
  claveHash: varchar('clave_hash', { length: 200 }).notNull(),
  actualizadoPor: integer('actualizado_por').references(() => usuarios.usuarioId),
  actualizadoEn: updatedAt(),
});

/** Spec 2 §3 Inconsistency type (seeded by the migration with contracts' INCONSISTENCY_REASONS). */
export const tiposInconsistencia = pgTable('tipos_inconsistencia', {
  id: serial('id').primaryKey(),
  tipo: varchar('tipo', { length: 80 }).notNull().unique(),
});

/**
 * The inconsistencies registered on an order (4 → 6): a type, a comment, the lines concerned, and
 * the help-desk ticket raised for the supplier, if any (the ticket points back with its pedido_id).
 */
export const pedidoInconsistencias = pgTable(
  'pedido_inconsistencias',
  {
    id: serial('id').primaryKey(),
    pedidoId: integer('pedido_id')
      .notNull()
      .references(() => pedidos.pedidoId),
    tipoId: integer('tipo_id')
      .notNull()
      .references(() => tiposInconsistencia.id),
    comentario: text('comentario'),
    /** pedido_detalle ids. */
    lineas: integer('lineas')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    peticionId: integer('peticion_id'),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuarios.usuarioId),
    creadoEn: createdAt(),
  },
  (t) => [index('pedido_inconsistencias_pedido_idx').on(t.pedidoId)],
);
