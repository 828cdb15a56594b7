import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { INVENTORY_STATES, INVENTORY_TYPES } from '@jarvis/contracts/inventory';
import { articulos, categorias } from '../catalog/catalog.table';
import { sucursales, usuarios } from '../users/users.table';

/**
 * Inventory counts (spec 3 §3 Inventory and Inventory detail line; issue #55). The state machine is
 * contracts' INVENTORY_TRANSITIONS; every move is also a bitácora entry (entidad 'inventario'). A
 * count's lines are the articles it holds, copied when it is created with what counting needs
 * (units, cantidad_compra, min/max, category), so that a later change to the catalogue does not
 * change a count already made.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const units = (name: string) => numeric(name, { precision: 14, scale: 2 });

export const inventarios = pgTable(
  'inventarios',
  {
    inventarioId: serial('inventario_id').primaryKey(),
    /** The count's readable name: bodega, type letter and date ('SW01-D-20261128'). */
    mask: varchar('mask', { length: 40 }).notNull(),
    /** 1 diario, 2 semanal, 3 mensual. */
    tipo: smallint('tipo').notNull(),
    /** The business date counted (15 days back through today). */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    sucursalId: integer('sucursal_id')
      .notNull()
      .references(() => sucursales.sucursalId),
    estado: smallint('estado').notNull().default(1),
    /** Set when the count is finished: Σ inv_total × a sale unit's supplier price then. */
    costo: numeric('costo', { precision: 14, scale: 4 }),
    creadoPor: integer('creado_por')
      .notNull()
      .references(() => usuarios.usuarioId),
    /** The manager who reviews it: the creator's boss when it was made. */
    gerente: integer('gerente').references(() => usuarios.usuarioId),
    finalizadoPor: integer('finalizado_por').references(() => usuarios.usuarioId),
    fechaFinalizacion: stamp('fecha_finalizacion'),
    aprobadoPor: integer('aprobado_por').references(() => usuarios.usuarioId),
    fechaAprobacion: stamp('fecha_aprobacion'),
    anuladoPor: integer('anulado_por').references(() => usuarios.usuarioId),
    fechaAnulacion: stamp('fecha_anulacion'),
    creadoEn: stamp('creado_en').notNull().defaultNow(),
    actualizadoEn: stamp('actualizado_en').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    // Spec 3 §5 'Existe un inventario con esta fecha': one count a branch a date; an annulled one
    // may be made again. Two creations at once end with one.
    uniqueIndex('inventarios_sucursal_fecha_uq')
      .on(t.sucursalId, t.fecha)
      .where(sql`${t.estado} <> 4`),
    // The branch's list, newest first.
    index('inventarios_sucursal_idx').on(t.sucursalId, sql`${t.inventarioId} desc`),
    // The review screen: a date's counts, and what waits in Revisión.
    index('inventarios_fecha_idx').on(t.fecha, t.sucursalId),
    index('inventarios_revision_idx')
      .on(t.sucursalId, t.tipo)
      .where(sql`${t.estado} in (1, 2)`),
    check('inventarios_estado_chk', sql.raw(`estado in (${INVENTORY_STATES.join(', ')})`)),
    check('inventarios_tipo_chk', sql.raw(`tipo in (${INVENTORY_TYPES.join(', ')})`)),
  ],
);

export const inventarioDetalles = pgTable(
  'inventario_detalles',
  {
    inventarioDetalleId: serial('inventario_detalle_id').primaryKey(),
    inventarioId: integer('inventario_id')
      .notNull()
      .references(() => inventarios.inventarioId),
    articuloId: varchar('articulo_id', { length: 50 })
      .notNull()
      .references(() => articulos.articuloId),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorias.categoriaId),
    unidad: varchar('unidad', { length: 50 }).notNull(),
    unidadVenta: varchar('unidad_venta', { length: 50 }).notNull(),
    cantidadCompra: numeric('cantidad_compra', { precision: 14, scale: 4 }).notNull(),
    minIngresoInv: numeric('min_ingreso_inv', { precision: 15, scale: 6 }).notNull(),
    maxIngresoInv: numeric('max_ingreso_inv', { precision: 15, scale: 6 }).notNull(),
    /** Closed purchase units and open sale units, as typed; null until typed. */
    invCerrado: units('inv_cerrado'),
    invAbierto: units('inv_abierto'),
    /** inv_cerrado × cantidad_compra + inv_abierto, in sale units. */
    invTotal: numeric('inv_total', { precision: 18, scale: 4 }),
    /** Each cell's save is conditional on it: a value changed meanwhile is not overwritten. */
    version: integer('version').notNull().default(0),
    actualizadoPor: integer('actualizado_por').references(() => usuarios.usuarioId),
    actualizadoEn: stamp('actualizado_en'),
  },
  (t) => [
    uniqueIndex('inventario_detalles_articulo_uq').on(t.inventarioId, t.articuloId),
    check('inventario_detalles_conteo_chk', sql`${t.invCerrado} >= 0 and ${t.invAbierto} >= 0`),
  ],
);
