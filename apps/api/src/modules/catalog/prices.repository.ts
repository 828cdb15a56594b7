import { and, asc, desc, eq, inArray, like, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { type PriceListQuery, type SupplierPrice, priceVariation } from '@jarvis/contracts/prices';
import type { Db } from '../../db/client';
import { bounded, listPage, param } from '../../db/list-page';
import { prepared } from '../../db/prepared';
import {
  articulos,
  categorias,
  precioHistorial,
  proveedorArticulos,
  proveedorArticulosConteos,
  proveedores,
} from './catalog.table';

/** Supplier prices and their history (spec 2 §3 Supplier-article, §4, §5 New price). */

const asFlag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

export type PriceFilter = Pick<PriceListQuery, 'estado'> & {
  marca: string;
  proveedorId?: number | undefined;
  categoriaId?: number | undefined;
  pattern?: string | undefined;
};

/** What the 'Activos'/'Inactivos' filter keeps, on the links or on their kept counts. */
function linkEstadoIs(column: SQLWrapper, estado: PriceFilter['estado']): SQL | undefined {
  if (estado === 'activos') return eq(column, 1);
  if (estado === 'inactivos') return eq(column, 0);
  return undefined;
}

/**
 * A brand's links (its value, or the page's `marca`) under the list's filters. The supplier filter
 * belongs to the shown brand only: the other tabs count without it. `unseenSupplier` hides the
 * supplier's value from the planner (a scalar subquery's, read when the statement runs), so one
 * plan serves a supplier of ten links or of ten thousand and is kept per connection.
 */
function priceWhere(
  filter: PriceFilter,
  marca: string | SQLWrapper = param('marca'),
  unseenSupplier = false,
): SQL {
  const supplier = param('proveedorId');
  return and(
    eq(proveedores.marca, marca),
    filter.proveedorId
      ? eq(
          proveedorArticulos.proveedorId,
          unseenSupplier ? sql`(select ${supplier}::int)` : supplier,
        )
      : undefined,
    filter.categoriaId ? eq(articulos.categoriaId, param('categoriaId')) : undefined,
    filter.pattern ? like(articulos.busqueda, param('pattern')) : undefined,
    linkEstadoIs(proveedorArticulos.estado, filter.estado),
  ) as SQL;
}

const priceColumns = {
  id: proveedorArticulos.id,
  articuloID: articulos.articuloId,
  articulo: articulos.nombre,
  unidad: articulos.unidad,
  cantidadCompra: articulos.cantidadCompra,
  categoria: categorias.nombre,
  articuloEstado: articulos.estado,
  proveedorID: proveedores.proveedorId,
  proveedor: proveedores.nombreAbrv,
  codigoProveedor: proveedores.codigo,
  marca: proveedores.marca,
  precio: proveedorArticulos.precio,
  estado: proveedorArticulos.estado,
  actualizadoEn: proveedorArticulos.actualizadoEn,
  version: proveedorArticulos.version,
};

type PriceRow = Omit<
  SupplierPrice,
  'puedeEditar' | 'cambios' | 'estado' | 'articuloEstado' | 'actualizadoEn'
> & {
  estado: number;
  articuloEstado: number;
  actualizadoEn: Date | string;
};

const toPrice = (row: PriceRow) => ({
  ...row,
  estado: asFlag(row.estado),
  articuloEstado: asFlag(row.articuloEstado),
  actualizadoEn: new Date(row.actualizadoEn).toISOString(),
});

/** The links with their supplier, article and number of changes; `extra`: what a list carries. */
const fromPrices = <E extends Record<string, SQL>>(db: Db, extra: E = {} as E) =>
  db
    .select({
      ...priceColumns,
      cambios: sql<number>`(select count(*)::int from ${precioHistorial} h
        where h.proveedor_articulo_id = ${proveedorArticulos}.id)`,
      ...extra,
    })
    .from(proveedorArticulos)
    .innerJoin(proveedores, eq(proveedores.proveedorId, proveedorArticulos.proveedorId))
    .innerJoin(articulos, eq(articulos.articuloId, proveedorArticulos.articuloId))
    .innerJoin(categorias, eq(categorias.categoriaId, articulos.categoriaId))
    .$dynamic();

/** The filters a price list request carries (not their values): one built statement each. */
const shapeKey = (f: PriceFilter) =>
  [
    f.proveedorId ? `proveedor` : '-',
    f.categoriaId ? 'categoria' : '-',
    f.pattern ? 'buscar' : '-',
    f.estado ?? '-',
  ].join(':');

const priceOrder = [asc(articulos.nombre), asc(proveedores.nombreAbrv), asc(proveedorArticulos.id)];

/**
 * One supplier's page without a category reads its links by their copy of the article's name (the
 * same order): the first entries of the supplier's range of their index (migration 0020).
 */
const oneSupplier = (f: PriceFilter) => Boolean(f.proveedorId && !f.categoriaId);
const supplierOrder = [
  asc(proveedorArticulos.articuloNombre),
  asc(proveedores.nombreAbrv),
  asc(proveedorArticulos.id),
];

/**
 * A search's page chooses its links by the keys of the order alone, then reads them whole: a common
 * word walks the names in order, and chosen apart that walk reads only the name index, whose
 * entries carry the search text (migration 0017), not every article it passes.
 */
const searchKeys = {
  key: proveedorArticulos.id,
  from: proveedorArticulos,
  when: 'always',
  select: (d: Db) =>
    d
      .select({ id: proveedorArticulos.id })
      .from(proveedorArticulos)
      .innerJoin(proveedores, eq(proveedores.proveedorId, proveedorArticulos.proveedorId))
      .innerJoin(articulos, eq(articulos.articuloId, proveedorArticulos.articuloId))
      .$dynamic(),
} as const;

/**
 * A brand tab's number. Without a category or 'Buscar', from the kept counts (migration 0013: a row
 * per supplier and estado), reading no link. Otherwise its links up to the bound, the articles
 * joined only when a filter reads them: without them PostgreSQL counts a brand from the
 * (proveedor, articulo) index of its suppliers.
 */
function brandTab(filter: PriceFilter, marca: string): SQL {
  const shown = marca === filter.marca ? filter : { ...filter, proveedorId: undefined };
  if (filter.categoriaId || filter.pattern)
    return bounded(
      sql`${proveedorArticulos}
        join ${proveedores} on ${proveedores.proveedorId} = ${proveedorArticulos.proveedorId}
        join ${articulos} on ${articulos.articuloId} = ${proveedorArticulos.articuloId}
        where ${priceWhere(shown, marca)}`,
    );
  const c = proveedorArticulosConteos;
  return sql`(select coalesce(sum(${c.total}), 0) from ${c}
    join ${proveedores} on ${proveedores.proveedorId} = ${c.proveedorId}
    where ${and(
      eq(proveedores.marca, marca),
      linkEstadoIs(c.estado, filter.estado),
      shown.proveedorId ? eq(c.proveedorId, param('proveedorId')) : undefined,
    )})`;
}

/**
 * One page of a brand's supplier prices, by article name and then supplier, with every brand tab's
 * number. The shown tab's supplier is part of its statement: its name carries the shown brand then.
 */
export async function listPrices(
  db: Db,
  filter: PriceFilter & { page: number; size: number },
  marcas: readonly string[],
) {
  const single = oneSupplier(filter);
  const { rows, tabs } = await listPage(db, {
    name: `prices:${shapeKey(filter)}:${filter.proveedorId ? filter.marca : ''}`,
    searching: Boolean(filter.pattern),
    query: filter,
    values: {
      marca: filter.marca,
      proveedorId: filter.proveedorId,
      categoriaId: filter.categoriaId,
      pattern: filter.pattern,
    },
    select: (d, carried) => fromPrices(d, carried),
    where: priceWhere(filter, param('marca'), single),
    orderBy: single ? supplierOrder : priceOrder,
    ...(filter.pattern ? { keys: searchKeys } : {}),
    tabs: { keys: marcas, selected: filter.marca, count: (marca) => brandTab(filter, marca) },
  });
  return { rows: rows.map((r) => ({ ...toPrice(r), cambios: Number(r.cambios) })), tabs };
}

/** A brand's suppliers for the price list's supplier filter, sent with every page: built once. */
export async function brandSuppliers(db: Db, marca: string) {
  const query = prepared(db, 'prices_suppliers', (d) =>
    d
      .select({
        proveedorID: proveedores.proveedorId,
        nombre: proveedores.nombreAbrv,
        codigo: proveedores.codigo,
      })
      .from(proveedores)
      .where(eq(proveedores.marca, sql.placeholder('marca')))
      .orderBy(asc(proveedores.nombreAbrv), asc(proveedores.proveedorId))
      .prepare('prices_suppliers'),
  );
  return query.execute({ marca });
}

/** A brand's active suppliers, by name: what an article may be assigned to. */
export async function activeBrandSuppliers(db: Db, marca: string) {
  return db
    .select({
      proveedorID: proveedores.proveedorId,
      nombre: proveedores.nombre,
      codigo: proveedores.codigo,
    })
    .from(proveedores)
    .where(and(eq(proveedores.marca, marca), eq(proveedores.estado, 1)))
    .orderBy(asc(proveedores.nombre), asc(proveedores.proveedorId));
}

/** One link with its supplier, article and number of changes; built once and named, as a ticket's. */
export async function findPrice(db: Db, id: number) {
  const [row] = await prepared(db, 'price_by_id', (d) =>
    fromPrices(d)
      .where(eq(proveedorArticulos.id, sql.placeholder('id')))
      .prepare('price_by_id'),
  ).execute({ id });
  return row && { ...toPrice(row), cambios: Number(row.cambios) };
}

/** The new price, only on the version the user saw; the old price, or undefined when stale. */
export async function updatePrice(
  db: Db,
  id: number,
  version: number,
  precio: string,
): Promise<string | undefined> {
  const [before] = await db
    .select({ precio: proveedorArticulos.precio })
    .from(proveedorArticulos)
    .where(and(eq(proveedorArticulos.id, id), eq(proveedorArticulos.version, version)))
    .for('update');
  if (!before) return undefined;
  await db
    .update(proveedorArticulos)
    .set({ precio, actualizadoEn: new Date(), version: sql`${proveedorArticulos.version} + 1` })
    .where(eq(proveedorArticulos.id, id));
  return before.precio;
}

export async function setLinkState(db: Db, id: number, estado: 0 | 1) {
  await db
    .update(proveedorArticulos)
    .set({
      estado,
      actualizadoEn: new Date(),
      version: sql`${proveedorArticulos.version} + 1`,
    })
    .where(and(eq(proveedorArticulos.id, id), sql`${proveedorArticulos.estado} <> ${estado}`));
}

export async function insertHistory(db: Db, row: typeof precioHistorial.$inferInsert) {
  await db.insert(precioHistorial).values(row);
}

/** A link's price changes, newest first, with the id of who made each. */
export async function history(db: Db, id: number) {
  const rows = await prepared(db, 'price_history', (d) =>
    d
      .select({
        historialId: precioHistorial.historialId,
        fecha: precioHistorial.fecha,
        usuarioId: precioHistorial.usuarioId,
        precioAnterior: precioHistorial.precioAnterior,
        precioNuevo: precioHistorial.precioNuevo,
      })
      .from(precioHistorial)
      .where(eq(precioHistorial.proveedorArticuloId, sql.placeholder('id')))
      .orderBy(desc(precioHistorial.fecha), desc(precioHistorial.historialId))
      .prepare('price_history'),
  ).execute({ id });
  return rows.map((r) => ({
    ...r,
    historialId: Number(r.historialId),
    fecha: new Date(r.fecha).toISOString(),
    variacion: priceVariation(r.precioAnterior, r.precioNuevo),
  }));
}

/**
 * A supplier's current price of each article it may be ordered (spec 2 §2 New order): the link
 * and the article active, the price above 0. Articles left out cannot be ordered from it.
 */
export async function orderablePrices(db: Db, proveedorId: number, articuloIds: string[]) {
  if (articuloIds.length === 0) return [];
  return db
    .select({ articuloId: proveedorArticulos.articuloId, precio: proveedorArticulos.precio })
    .from(proveedorArticulos)
    .innerJoin(articulos, eq(articulos.articuloId, proveedorArticulos.articuloId))
    .where(
      and(
        eq(proveedorArticulos.proveedorId, proveedorId),
        inArray(proveedorArticulos.articuloId, articuloIds),
        eq(proveedorArticulos.estado, 1),
        eq(articulos.estado, 1),
        sql`${proveedorArticulos.precio} > 0`,
      ),
    );
}

/** A supplier's orderable articles with their price, category and unit, by name (issue #52). */
export async function orderableArticles(db: Db, proveedorId: number) {
  return db
    .select({
      articuloId: articulos.articuloId,
      nombre: articulos.nombre,
      unidad: articulos.unidad,
      categoria: categorias.nombre,
      precio: proveedorArticulos.precio,
    })
    .from(proveedorArticulos)
    .innerJoin(articulos, eq(articulos.articuloId, proveedorArticulos.articuloId))
    .innerJoin(categorias, eq(categorias.categoriaId, articulos.categoriaId))
    .where(
      and(
        eq(proveedorArticulos.proveedorId, proveedorId),
        eq(proveedorArticulos.estado, 1),
        eq(articulos.estado, 1),
        sql`${proveedorArticulos.precio} > 0`,
      ),
    )
    .orderBy(asc(articulos.nombre), asc(articulos.articuloId));
}
