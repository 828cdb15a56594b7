import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { WASTE_STATES } from '@jarvis/contracts/waste';
import { articulos } from '../catalog/catalog.table';
import { sucursales, usuarios } from '../users/users.table';

/**
 * Inventory waste (spec 3 §3 Waste; issue #56): what a branch threw away, when and why, each line
 * valued at a sale unit's supplier price of that day (kept: a later price change does not rewrite
 * what a waste cost). The moves are contracts' WASTE_TRANSITIONS, each a bitácora entry.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true });

export const desechos = pgTable(
  'desechos',
  {
    desechoId: serial('desecho_id').primaryKey(),
    /** The business date of the waste (not after today). */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** The reason (spec: comentario). */
    comentario: varchar('comentario', { length: 250 }).notNull(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.sucursalId),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.usuarioId),
    /** Who recorded it, as the list shows and sorts it (spec: username), kept as it was then. */
    usuario: varchar('usuario', { length: 120 }).notNull(),
    estado: smallint('estado').notNull().default(1),
    /** Σ the lines' valor, in USD to 4 decimals. */
    costo: numeric('costo', { precision: 14, scale: 4 }).notNull().default('0'),
    revisadoPor: integer('revisado_por').references(() => usuarios.usuarioId),
    revisadoEn: stamp('revisado_en'),
    aplicadoPor: integer('aplicado_por').references(() => usuarios.usuarioId),
    aplicadoEn: stamp('aplicado_en'),
    /** What 'Buscar' matches: '#id', the reason and the user, folded (foldForSearch). */
    busqueda: text('busqueda').notNull().default(''),
    creadoEn: stamp('creado_en').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    // A branch's list and its recent ones, newest first.
    index('desechos_sucursal_fecha_idx').on(
      t.sucursalId,
      sql`${t.fecha} desc`,
      sql`${t.desechoId} desc`,
    ),
    // The cost report over months, every branch.
    index('desechos_fecha_idx').on(t.fecha),
    index('desechos_busqueda_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
    check('desechos_estado_chk', sql.raw(`estado in (${WASTE_STATES.join(', ')})`)),
  ],
);

export const desechoDetalles = pgTable(
  'desecho_detalles',
  {
    desechoDetalleId: serial('desecho_detalle_id').primaryKey(),
    desechoId: integer('desecho_id')
      .notNull()
      .references(() => desechos.desechoId),
    articuloId: varchar('articulo_id', { length: 50 })
      .notNull()
      .references(() => articulos.articuloId),
    /** The article's category and sale unit when it was thrown away (the report groups by them). */
    categoriaId: integer('categoria_id').notNull(),
    unidadVenta: varchar('unidad_venta', { length: 40 }).notNull(),
    cantidad: numeric('cantidad', { precision: 12, scale: 2 }).notNull(),
    /** A sale unit's lowest active supplier price that day; null when it had none. */
    precio: numeric('precio', { precision: 14, scale: 4 }),
    valor: numeric('valor', { precision: 14, scale: 4 }).notNull(),
  },
  (t) => [
    uniqueIndex('desecho_detalles_desecho_articulo_idx').on(t.desechoId, t.articuloId),
    check('desecho_detalles_cantidad_chk', sql`${t.cantidad} > 0`),
  ],
);

/**
 * What the cost report reads (issue #56 point 4): each month's waste value by branch and category,
 * kept with every waste in its own transaction. A waste never changes once recorded, so the sums
 * only grow; a year is some thousands of rows instead of half a million lines joined to their
 * wastes. `rebuildWasteSums` makes them again from the lines (the demo, the benchmark).
 */
export const desechoSumasCategoria = pgTable(
  'desecho_sumas_categoria',
  {
    mes: date('mes', { mode: 'string' }).notNull(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.sucursalId),
    categoriaId: integer('categoria_id').notNull(),
    valor: numeric('valor', { precision: 16, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.mes, t.sucursalId, t.categoriaId] })],
);

/** The same by article, with the quantity thrown away (the report's costliest articles). */
export const desechoSumasArticulo = pgTable(
  'desecho_sumas_articulo',
  {
    mes: date('mes', { mode: 'string' }).notNull(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.sucursalId),
    articuloId: varchar('articulo_id', { length: 50 })
      .notNull()
      .references(() => articulos.articuloId),
    unidadVenta: varchar('unidad_venta', { length: 40 }).notNull(),
    cantidad: numeric('cantidad', { precision: 14, scale: 2 }).notNull(),
    valor: numeric('valor', { precision: 16, scale: 4 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.mes, t.sucursalId, t.articuloId] })],
);
