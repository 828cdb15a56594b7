import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { SEARCH_FOLD_FROM, SEARCH_FOLD_TO } from '@jarvis/contracts/search';
import {
  bigserial,
  boolean,
  check,
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
import { marcas, usuarios } from '../users/users.table';

/**
 * The purchasing catalogue (spec 2 §3): categories, suppliers and their order days, articles, the
 * price each supplier charges for an article, and the history of those prices. Codes are SAP's:
 * a supplier's `codigo` is its CardCode, an article's id its ItemCode.
 */

const createdAt = () => timestamp('creado_en', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('actualizado_en', { withTimezone: true }).notNull().defaultNow();
/** Optimistic lock: every change adds one; a stale version answers 409. */
const version = () => integer('version').notNull().default(0);
const flag = (name: string, initial: 0 | 1) => smallint(name).notNull().default(initial);
const isFlag = (column: SQLWrapper) => sql`${column} in (0, 1)`;

/** What 'Buscar' matches: lower case, accents folded (contracts/search), kept by PostgreSQL. */
const folded = (text: SQL): SQL =>
  sql`translate(lower(${text}), ${sql.raw(`'${SEARCH_FOLD_FROM}'`)}, ${sql.raw(`'${SEARCH_FOLD_TO}'`)})`;

export const categorias = pgTable(
  'categorias',
  {
    categoriaId: serial('categoria_id').primaryKey(),
    nombre: varchar('nombre', { length: 60 }).notNull().unique(),
    estado: flag('estado', 1),
    /** An @ant-design/icons name (contracts/catalog CATEGORY_ICONS). */
    icono: varchar('icono', { length: 60 }).notNull(),
    ppd: flag('ppd', 0),
  },
  (t) => [
    check('categorias_estado_chk', isFlag(t.estado)),
    check('categorias_ppd_chk', isFlag(t.ppd)),
  ],
);

/**
 * A SAP supplier registered for one brand (its `almacen`): the same CardCode may serve several
 * brands, each with its own row, limits and days.
 */
export const proveedores = pgTable(
  'proveedores',
  {
    proveedorId: serial('proveedor_id').primaryKey(),
    codigo: varchar('codigo', { length: 15 }).notNull(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    nombreAbrv: varchar('nombre_abrv', { length: 50 }).notNull(),
    /** The brand by its (unique) name, as the actor and the other modules carry it. */
    marca: varchar('marca', { length: 50 })
      .notNull()
      .references(() => marcas.nombre, { onUpdate: 'cascade' }),
    telefono: varchar('telefono', { length: 9 }).notNull(),
    correo: varchar('correo', { length: 150 }).notNull(),
    direccion: varchar('direccion', { length: 250 }),
    descripcion: varchar('descripcion', { length: 500 }).notNull().default(''),
    /** Lines an order to this supplier may have (the creation payload's max_items). */
    maxProductos: integer('max_productos').notNull(),
    estado: flag('estado', 1),
    /** Subject to withholding tax in SAP (WTLiable): copied onto its orders. */
    wtLiable: boolean('wt_liable').notNull().default(false),
    creadoPor: integer('creado_por').references(() => usuarios.usuarioId),
    creadoEn: createdAt(),
    actualizadoEn: updatedAt(),
    version: version(),
    busqueda: text('busqueda')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        folded(
          sql`${proveedores.codigo} || ' ' || ${proveedores.nombre} || ' ' || ${proveedores.nombreAbrv} || ' ' || ${proveedores.telefono} || ' ' || ${proveedores.correo}`,
        ),
      ),
  },
  (t) => [
    // One registration per brand; two people creating the same one at once: one wins.
    uniqueIndex('proveedores_marca_codigo_idx').on(t.marca, t.codigo),
    // The list of a brand tab, by name.
    index('proveedores_marca_nombre_idx').on(t.marca, t.nombre, t.proveedorId),
    index('proveedores_busqueda_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
    check('proveedores_estado_chk', isFlag(t.estado)),
    check('proveedores_max_productos_chk', sql`${t.maxProductos} > 0`),
  ],
);

/** The days a supplier takes orders: 1 lunes … 7 domingo. */
export const proveedorHorarios = pgTable(
  'proveedor_horarios',
  {
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.proveedorId),
    dia: smallint('dia').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.proveedorId, t.dia] }),
    check('proveedor_horarios_dia_chk', sql`${t.dia} between 1 and 7`),
  ],
);

export const articulos = pgTable(
  'articulos',
  {
    /** SAP's ItemCode. */
    articuloId: varchar('articulo_id', { length: 50 }).primaryKey(),
    articuloIdFicticio: varchar('articulo_id_ficticio', { length: 50 }),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    /** Purchase unit (unidad_compra in the edit form). */
    unidad: varchar('unidad', { length: 50 }).notNull(),
    unidadVenta: varchar('unidad_venta', { length: 50 }).notNull(),
    /** Sale units in one purchase unit (SAP PurchaseItemsPerUnit). */
    cantidadCompra: numeric('cantidad_compra', { precision: 14, scale: 4 }).notNull(),
    cantidadVenta: numeric('cantidad_venta', { precision: 14, scale: 4 }).notNull().default('1'),
    minIngresoInv: numeric('min_ingreso_inv', { precision: 15, scale: 6 }).notNull().default('0'),
    maxIngresoInv: numeric('max_ingreso_inv', { precision: 15, scale: 6 }).notNull().default('0'),
    estado: flag('estado', 1),
    ppd: flag('ppd', 0),
    generico: flag('generico', 0),
    /** 0 'Producto Bloqueado', 1 'Producto Habilitado'. */
    isActive: flag('is_active', 1),
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorias.categoriaId),
    creadoPor: integer('creado_por').references(() => usuarios.usuarioId),
    creadoEn: createdAt(),
    actualizadoEn: updatedAt(),
    version: version(),
    busqueda: text('busqueda')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        folded(
          sql`${articulos.articuloId} || ' ' || coalesce(${articulos.articuloIdFicticio}, '') || ' ' || ${articulos.nombre}`,
        ),
      ),
  },
  (t) => [
    // The article list: all of it or one category chip, by name; keyset-friendly. The search text
    // rides along, so that the price list's 'Buscar' walks the names reading this index alone (the
    // LIKE checked on the entry, no article read to drop it) until its page is found.
    index('articulos_nombre_idx').on(t.nombre, t.articuloId, t.busqueda),
    index('articulos_categoria_nombre_idx').on(t.categoriaId, t.nombre, t.articuloId),
    index('articulos_busqueda_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
    // PPD screen: the flagged ones.
    index('articulos_ppd_idx')
      .on(t.nombre)
      .where(sql`${t.ppd} = 1`),
    // A ficticio code names one article, whatever its case (#51).
    uniqueIndex('articulos_ficticio_uq')
      .on(sql`upper(${t.articuloIdFicticio})`)
      .where(sql`${t.articuloIdFicticio} is not null`),
    check('articulos_estado_chk', isFlag(t.estado)),
    check('articulos_ppd_chk', isFlag(t.ppd)),
    check('articulos_generico_chk', isFlag(t.generico)),
    check('articulos_is_active_chk', isFlag(t.isActive)),
    check(
      'articulos_limites_chk',
      sql`${t.minIngresoInv} >= 0 and ${t.maxIngresoInv} <= 999999999 and ${t.minIngresoInv} <= ${t.maxIngresoInv}`,
    ),
  ],
);

/**
 * How many articles each category holds, per estado and PPD flag: the category chips of the article
 * lists count from here when nothing is searched, reading a few dozen rows whatever the catalogue's
 * size. Kept by the triggers of migration 0010 on every insert, delete and change of those three
 * columns, in the same transaction, so it is never stale; only they write it.
 */
export const articulosConteos = pgTable(
  'articulos_conteos',
  {
    categoriaId: integer('categoria_id')
      .notNull()
      .references(() => categorias.categoriaId),
    estado: smallint('estado').notNull(),
    ppd: smallint('ppd').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.categoriaId, t.estado, t.ppd] }),
    check('articulos_conteos_total_chk', sql`${t.total} >= 0`),
  ],
);

/** What a supplier charges for an article, per purchase unit, before IVA. */
export const proveedorArticulos = pgTable(
  'proveedor_articulos',
  {
    id: serial('id').primaryKey(),
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.proveedorId),
    articuloId: varchar('articulo_id', { length: 50 })
      .notNull()
      .references(() => articulos.articuloId),
    precio: numeric('precio', { precision: 14, scale: 4 }).notNull(),
    estado: flag('estado', 1),
    actualizadoEn: updatedAt(),
    version: version(),
    /**
     * The article's name, copied by the database (migration 0020): a trigger sets it on every link
     * written and follows the article's renames, whatever the writer sends. It orders one supplier's
     * links by name on the index below.
     */
    articuloNombre: varchar('articulo_nombre', { length: 150 }).notNull().default(''),
  },
  (t) => [
    // The pair's uniqueness, and a supplier's links for its counts and its articles.
    uniqueIndex('proveedor_articulos_proveedor_articulo_idx').on(t.proveedorId, t.articuloId),
    // One supplier's price list by article name: its page is the first entries of its range, for a
    // supplier of ten links or of ten thousand, so one kept plan serves every supplier.
    index('proveedor_articulos_proveedor_nombre_idx').on(t.proveedorId, t.articuloNombre, t.id),
    // Who sells an article: the price list by article, switching an article off for every supplier.
    // With the supplier in the key, a price search joins its matching articles' links and their
    // suppliers on the index alone, instead of hashing every link of the brand (migration 0011).
    index('proveedor_articulos_articulo_idx').on(t.articuloId, t.proveedorId),
    check('proveedor_articulos_estado_chk', isFlag(t.estado)),
    check('proveedor_articulos_precio_chk', sql`${t.precio} >= 0`),
  ],
);

/**
 * How many articles each supplier links, per link estado: the price list's brand tabs count from
 * here when no category or 'Buscar' narrows them, reading a row or two per supplier whatever the
 * catalogue's size (three brands' links were counted to the list's bound, 1,001 each, on every
 * request). Kept by the triggers of migration 0013 on every insert, delete and change of supplier or
 * estado of a link, in the same transaction, so it is never stale; only they write it.
 */
export const proveedorArticulosConteos = pgTable(
  'proveedor_articulos_conteos',
  {
    proveedorId: integer('proveedor_id')
      .notNull()
      .references(() => proveedores.proveedorId),
    estado: smallint('estado').notNull(),
    total: integer('total').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.proveedorId, t.estado] }),
    check('proveedor_articulos_conteos_total_chk', sql`${t.total} >= 0`),
  ],
);

/** Every price change of a supplier-article: who, when, from what, to what. Append-only. */
export const precioHistorial = pgTable(
  'precio_historial',
  {
    historialId: bigserial('historial_id', { mode: 'number' }).primaryKey(),
    proveedorArticuloId: integer('proveedor_articulo_id')
      .notNull()
      .references(() => proveedorArticulos.id),
    precioAnterior: numeric('precio_anterior', { precision: 14, scale: 4 }).notNull(),
    precioNuevo: numeric('precio_nuevo', { precision: 14, scale: 4 }).notNull(),
    usuarioId: integer('usuario_id').references(() => usuarios.usuarioId),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('precio_historial_proveedor_articulo_idx').on(
      t.proveedorArticuloId,
      sql`${t.fecha} desc`,
    ),
  ],
);
