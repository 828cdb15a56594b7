import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { pedidos } from '../orders/orders.table';
import { departamentos, sucursales, usuarios } from '../users/users.table';

/** Help-desk catalogue: categories of a department, problem types of a category (spec 1 §3). */
export const ticketCategorias = pgTable(
  'ticket_categorias',
  {
    categoriaId: serial('categoria_id').primaryKey(),
    nombre: varchar('nombre', { length: 80 }).notNull(),
    departamentoId: integer('departamento_id')
      .notNull()
      .references(() => departamentos.departamentoId),
  },
  (t) => [index('ticket_categorias_departamento_idx').on(t.departamentoId)],
);

export const ticketProblemas = pgTable(
  'ticket_problemas',
  {
    tipoProblemaId: serial('tipo_problema_id').primaryKey(),
    nombre: varchar('nombre', { length: 120 }).notNull(),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => ticketCategorias.categoriaId),
  },
  (t) => [index('ticket_problemas_categoria_idx').on(t.categoriaId)],
);

/** Mask types: the prefix of the display code and its next number, one row per department. */
export const ticketMascaras = pgTable('ticket_mascaras', {
  departamentoId: integer('departamento_id')
    .primaryKey()
    .references(() => departamentos.departamentoId),
  prefijo: varchar('prefijo', { length: 6 }).notNull().unique(),
  siguiente: integer('siguiente').notNull().default(1),
});

export const peticiones = pgTable(
  'peticiones',
  {
    peticionId: serial('peticion_id').primaryKey(),
    mascara: varchar('mascara', { length: 20 }).notNull().unique(),
    tipoProblemaId: integer('tipo_problema_id')
      .notNull()
      .references(() => ticketProblemas.tipoProblemaId),
    /** Copied from the problem's category: the lists filter and group by them. */
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => ticketCategorias.categoriaId),
    departamentoId: integer('departamento_id')
      .notNull()
      .references(() => departamentos.departamentoId),
    descripcion: text('descripcion').notNull(),
    estado: varchar('estado', { length: 20 }).notNull().default('Abierto'),
    solicitadoPor: integer('solicitado_por')
      .notNull()
      .references(() => usuarios.usuarioId),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.sucursalId),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    actualizadoEn: timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow(),
    /** The last Completado, Cancelado or reopening. */
    cierreEn: timestamp('cierre_en', { withTimezone: true }),
    comEnEspera: text('com_en_espera'),
    comCancelado: text('com_cancelado'),
    /** 1 while the requester may still edit the description (until a collaborator acts). */
    editComment: smallint('edit_comment').notNull().default(1),
    realizadoPor: integer('realizado_por').references(() => usuarios.usuarioId),
    /** Seconds spent En Espera before the current stretch, for the report's times. */
    esperaSegundos: integer('espera_segundos').notNull().default(0),
    /** When the current stretch En Espera began; null while the ticket is not waiting. */
    esperaDesde: timestamp('espera_desde', { withTimezone: true }),
    /** Optimistic lock: every change adds one; a stale version answers 409. */
    version: integer('version').notNull().default(0),
    /**
     * What the collaborator lists' 'Buscar' matches, folded like contracts/search (category, code,
     * department, date, state, branch and brand); written by the service on every change.
     */
    busqueda: text('busqueda').notNull().default(''),
    /** The purchase order this ticket was raised for (an inconsistency with its supplier). */
    pedidoId: integer('pedido_id').references(() => pedidos.pedidoId),
    /** Brand of the branch, for the collaborator tabs (copied at creation: branches keep their brand). */
    marca: varchar('marca', { length: 50 }).notNull().default(''),
  },
  (t) => [
    index('peticiones_busqueda_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
    // A brand tab newest first. The search text rides along so that 'Buscar' with a common word reads
    // this index alone (the LIKE checked on the entry) and stops at the page or the bounded count,
    // however large the table; a rare word reads the trigram index instead: PostgreSQL plans each term.
    index('peticiones_departamento_marca_idx').on(
      t.departamentoId,
      t.marca,
      sql`${t.peticionId} desc`,
      t.busqueda,
    ),
    // 'Mis Tickets': a branch's tickets by date and time, newest first (the id breaks a tie), and
    // filtered by state or by department those of that state (or department): the page and its
    // bounded count from one index, not the branch's whole history. By date, not by id: a ticket
    // brought from elsewhere (the demo's, a migration's) has an id that says nothing of its date.
    index('peticiones_sucursal_creado_idx').on(
      t.sucursalId,
      sql`${t.creadoEn} desc`,
      sql`${t.peticionId} desc`,
    ),
    index('peticiones_sucursal_estado_creado_idx').on(
      t.sucursalId,
      t.estado,
      sql`${t.creadoEn} desc`,
      sql`${t.peticionId} desc`,
    ),
    index('peticiones_sucursal_departamento_creado_idx').on(
      t.sucursalId,
      t.departamentoId,
      sql`${t.creadoEn} desc`,
      sql`${t.peticionId} desc`,
    ),
    index('peticiones_departamento_idx').on(t.departamentoId, sql`${t.peticionId} desc`),
    // 'Tickets Realizados': a department's tickets closed in a period.
    index('peticiones_cierre_idx').on(t.departamentoId, t.cierreEn),
    // What still waits on a department: the collaborators' pending tabs count it per brand from the
    // index alone, and the report counts it whatever its period.
    index('peticiones_pendientes_idx')
      .on(t.departamentoId, t.marca, t.estado)
      .where(sql`${t.estado} in ('Abierto', 'En Curso', 'En Espera')`),
  ],
);

/**
 * How many tickets each department holds per brand and state: the collaborators' brand tabs count
 * from here when nothing is searched, reading a dozen rows a department whatever the table's size
 * (counted to the list's bound on every request, the tabs grew with the table). Kept by the triggers of migration 0014 on every
 * insert, delete and change of department, brand or state, in the same transaction, so it is never
 * stale; only they write it.
 */
export const peticionesConteos = pgTable(
  'peticiones_conteos',
  {
    departamentoId: integer('departamento_id')
      .notNull()
      .references(() => departamentos.departamentoId),
    marca: varchar('marca', { length: 50 }).notNull(),
    estado: varchar('estado', { length: 20 }).notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.departamentoId, t.marca, t.estado] }),
    check('peticiones_conteos_total_chk', sql`${t.total} >= 0`),
  ],
);

export const peticionArchivos = pgTable(
  'peticion_archivos',
  {
    archivoId: serial('archivo_id').primaryKey(),
    peticionId: integer('peticion_id')
      .notNull()
      .references(() => peticiones.peticionId),
    clave: varchar('clave', { length: 200 }).notNull(),
    tipo: varchar('tipo', { length: 40 }).notNull(),
    bytes: integer('bytes').notNull(),
    orden: smallint('orden').notNull(),
  },
  (t) => [index('peticion_archivos_peticion_idx').on(t.peticionId)],
);
