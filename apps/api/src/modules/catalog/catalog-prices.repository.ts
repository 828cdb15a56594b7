import { and, asc, desc, eq, like, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PriceListQuery, SupplierPrice } from '@jarvis/contracts/catalog-articles';
import { priceVariation } from '@jarvis/contracts/catalog-articles';
import type { Db } from '../../db/client';
import { pageWindow, type PageWindow } from '../../db/paging';
import { itself, placeholder, prepared, unlessSearching, type ValueOf } from '../../db/prepared';
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

/** What narrows a tab's links besides its brand and supplier: category, 'Buscar', estado. */
function narrowing(filter: PriceFilter, value: ValueOf) {
  return [
    filter.categoriaId
      ? eq(articulos.categoriaId, value('categoriaId', filter.categoriaId))
      : undefined,
    filter.pattern ? like(articulos.busqueda, value('pattern', filter.pattern)) : undefined,
    linkEstadoIs(proveedorArticulos.estado, filter.estado),
  ];
}

function priceWhere(filter: PriceFilter, value: ValueOf = itself, unseenSupplier = false): SQL {
  const supplier = filter.proveedorId && value('proveedorId', filter.proveedorId);
  return and(
    eq(proveedores.marca, value('marca', filter.marca)),
    supplier
      ? eq(
          proveedorArticulos.proveedorId,
          unseenSupplier ? sql`(select ${supplier}::int)` : supplier,
        )
      : undefined,
    ...narrowing(filter, value),
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

const fromPrices = (db: Db) =>
  db
    .select({
      ...priceColumns,
      cambios: sql<number>`(select count(*)::int from ${precioHistorial} h
        where h.proveedor_articulo_id = ${proveedorArticulos}.id)`,
    })
    .from(proveedorArticulos)
    .innerJoin(proveedores, eq(proveedores.proveedorId, proveedorArticulos.proveedorId))
    .innerJoin(articulos, eq(articulos.articuloId, proveedorArticulos.articuloId))
    .innerJoin(categorias, eq(categorias.categoriaId, articulos.categoriaId));

/** The filters a price list request carries (not their values): one built statement each. */
export const shapeKey = (f: PriceFilter) =>
  [
    f.proveedorId ? 'proveedor' : '-',
    f.categoriaId ? 'categoria' : '-',
    f.pattern ? 'buscar' : '-',
    f.estado ?? '-',
  ].join(':');

const priceOrder = [asc(articulos.nombre), asc(proveedores.nombreAbrv), asc(proveedorArticulos.id)];

/**
 * One supplier's page without a category: its links by their copy of the article's name (the same
 * order), the first entries of the supplier's range of their index (migration 0020), for a supplier
 * of ten links or of ten thousand. The supplier is a scalar subquery's value, read when the statement
 * runs, so PostgreSQL costs the plan for any supplier and keeps it per connection. Seen, the busiest
 * supplier's plan was cheaper by its estimate than the kept one, and its page was planned on every
 * request (0.7–1.6 ms of planning to run in 0.3 on the bench machine).
 */
const oneSupplier = (f: PriceFilter) => Boolean(f.proveedorId && !f.categoriaId);
const supplierOrder = [
  asc(proveedorArticulos.articuloNombre),
  asc(proveedores.nombreAbrv),
  asc(proveedorArticulos.id),
];

/**
 * A search's page: its links chosen first, by the keys of the order alone, then read whole. For a
 * common word PostgreSQL walks the names in order until ten of the brand's links match; chosen
 * apart, that walk reads only the name index, whose entries carry the search text (migration 0017),
 * and the links' and suppliers' keys. Read whole, it read every article it passed only to drop it:
 * 'jalapeño' passes 4,060 of 20,000 at scale 1 (4,182 buffers → 280; 3.5 → 1.5 ms). Unnamed, as
 * every search: a rare word reads the trigram index instead.
 */
function searchPage(db: Db, filter: PriceFilter, window: PageWindow, name: string) {
  const chosen = db
    .select({
      // Names of their own: Drizzle writes a subquery's fields unqualified.
      id: sql<number>`${proveedorArticulos.id}`.as('elegido_id'),
      nombre: sql<string>`${articulos.nombre}`.as('elegido_articulo'),
      proveedor: sql<string>`${proveedores.nombreAbrv}`.as('elegido_proveedor'),
    })
    .from(proveedorArticulos)
    .innerJoin(proveedores, eq(proveedores.proveedorId, proveedorArticulos.proveedorId))
    .innerJoin(articulos, eq(articulos.articuloId, proveedorArticulos.articuloId))
    .where(priceWhere(filter, placeholder))
    .orderBy(...priceOrder)
    .limit(window.limit)
    .offset(window.offset)
    .as('elegidos');
  return fromPrices(db)
    .innerJoin(chosen, eq(chosen.id, proveedorArticulos.id))
    .orderBy(asc(chosen.nombre), asc(chosen.proveedor), asc(chosen.id))
    .prepare(unlessSearching(name, filter.pattern));
}

/** One page of a brand's supplier prices, by article name and then supplier. */
export async function listPrices(
  db: Db,
  filter: PriceFilter & { page: number; size: number },
): Promise<Omit<SupplierPrice, 'puedeEditar'>[]> {
  const window = pageWindow(filter);
  const name = `prices_page:${shapeKey(filter)}:${window.key}`;
  const single = oneSupplier(filter);
  const query = prepared(db, name, (d) =>
    filter.pattern
      ? searchPage(d, filter, window, name)
      : fromPrices(d)
          .where(priceWhere(filter, placeholder, single))
          .orderBy(...(single ? supplierOrder : priceOrder))
          .limit(window.limit)
          .offset(window.offset)
          .prepare(name),
  );
  const rows = await query.execute({
    marca: filter.marca,
    proveedorId: filter.proveedorId,
    categoriaId: filter.categoriaId,
    pattern: filter.pattern,
    ...window.values,
  });
  return rows.map((r) => ({ ...toPrice(r), cambios: Number(r.cambios) }));
}

/**
 * The links of one brand tab, for its bounded count (db/paging tabCounts): 20,000 articles × 5 suppliers is 100,000 links. The articles
 * are joined only when a filter reads them (category, 'Buscar'): every link has its article, and
 * without them PostgreSQL counts a brand from the (proveedor, articulo) index of its suppliers
 * (0.4 ms) instead of walking the links by article and dropping other brands' (1.5–2 ms a tab).
 */
export function pricesTab(filter: PriceFilter, value: ValueOf = itself): SQL {
  const byArticle = Boolean(filter.categoriaId || filter.pattern);
  return sql`${proveedorArticulos}
      join ${proveedores} on ${proveedores.proveedorId} = ${proveedorArticulos.proveedorId}${
        byArticle
          ? sql` join ${articulos} on ${articulos.articuloId} = ${proveedorArticulos.articuloId}`
          : sql``
      }
      where ${priceWhere(filter, value)}`;
}

/**
 * The brand tabs' supplier filter: it narrows only the shown brand (placeholder `marca`), and the
 * other tabs count every supplier of theirs.
 */
const ofShownSupplier = (supplier: SQLWrapper, proveedorId: number | undefined) =>
  proveedorId
    ? or(
        ne(proveedores.marca, sql.placeholder('marca')),
        eq(supplier, sql.placeholder('proveedorId')),
      )
    : undefined;

/**
 * Every brand's number of links matching a search, in one pass: the matching articles' links,
 * counted per brand. Counted a tab at a time up to the list's bound, each tab read the matches
 * and their links again, and a brand with fewer than the bound read all of them: three passes where
 * one does ('jalapeño' 3.0 → 1.2 ms, 'pollo' 14.8 → 3.8 at scale 1). A term of one or two
 * letters has no trigram to find its articles by and matches most of them; it is counted a tab at a
 * time (pricesTab), where each tab stops at the bound. Unnamed: PostgreSQL plans it for its term.
 */
export async function searchBrandTotals(
  db: Db,
  filter: PriceFilter & { pattern: string },
): Promise<Map<string, number>> {
  const name = `prices_tabs_search:${shapeKey(filter)}`;
  const query = prepared(db, name, (d) =>
    d
      .select({ marca: proveedores.marca, total: sql<number>`count(*)::int` })
      .from(proveedorArticulos)
      .innerJoin(proveedores, eq(proveedores.proveedorId, proveedorArticulos.proveedorId))
      .innerJoin(articulos, eq(articulos.articuloId, proveedorArticulos.articuloId))
      .where(
        and(
          ...narrowing(filter, placeholder),
          ofShownSupplier(proveedorArticulos.proveedorId, filter.proveedorId),
        ),
      )
      .groupBy(proveedores.marca)
      .prepare(unlessSearching(name, filter.pattern)),
  );
  const rows = await query.execute({
    pattern: filter.pattern,
    categoriaId: filter.categoriaId,
    marca: filter.marca,
    proveedorId: filter.proveedorId,
  });
  return new Map(rows.map((r) => [r.marca, Number(r.total)]));
}

/**
 * Every brand's number of links from the kept counts (migration 0013: a row per supplier and estado),
 * for the brand tabs when no category or 'Buscar' narrows them: 0.23 ms at scale 1 where counting
 * three brands' links to the list's bound took 0.9–1.4. The supplier filter narrows only the shown
 * brand, as in pricesTab. Built once per shape and named: no value changes its plan.
 */
export async function keptBrandTotals(
  db: Db,
  filter: Pick<PriceFilter, 'marca' | 'proveedorId' | 'estado'>,
): Promise<Map<string, number>> {
  const name = `prices_tabs_kept:${filter.proveedorId ? 'proveedor' : '-'}:${filter.estado ?? '-'}`;
  const c = proveedorArticulosConteos;
  const query = prepared(db, name, (d) =>
    d
      .select({ marca: proveedores.marca, total: sql<number>`sum(${c.total})::int` })
      .from(c)
      .innerJoin(proveedores, eq(proveedores.proveedorId, c.proveedorId))
      .where(
        and(
          linkEstadoIs(c.estado, filter.estado),
          ofShownSupplier(c.proveedorId, filter.proveedorId),
        ),
      )
      .groupBy(proveedores.marca)
      .prepare(name),
  );
  const rows = await query.execute({ marca: filter.marca, proveedorId: filter.proveedorId });
  return new Map(rows.map((r) => [r.marca, Number(r.total)]));
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
