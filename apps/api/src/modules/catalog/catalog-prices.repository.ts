import { and, asc, desc, eq, like, ne, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PriceListQuery, SupplierPrice } from '@jarvis/contracts/catalog-articles';
import { priceVariation } from '@jarvis/contracts/catalog-articles';
import type { Db } from '../../db/client';
import { pageWindow } from '../../db/paging';
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

function priceWhere(filter: PriceFilter, value: ValueOf = itself): SQL {
  return and(
    eq(proveedores.marca, value('marca', filter.marca)),
    filter.proveedorId
      ? eq(proveedorArticulos.proveedorId, value('proveedorId', filter.proveedorId))
      : undefined,
    filter.categoriaId
      ? eq(articulos.categoriaId, value('categoriaId', filter.categoriaId))
      : undefined,
    filter.pattern ? like(articulos.busqueda, value('pattern', filter.pattern)) : undefined,
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

/** One page of a brand's supplier prices, by article name and then supplier. */
export async function listPrices(
  db: Db,
  filter: PriceFilter & { page: number; size: number },
): Promise<Omit<SupplierPrice, 'puedeEditar'>[]> {
  const window = pageWindow(filter);
  const name = `prices_page:${shapeKey(filter)}:${window.key}`;
  const query = prepared(db, name, (d) =>
    fromPrices(d)
      .where(priceWhere(filter, placeholder))
      .orderBy(asc(articulos.nombre), asc(proveedores.nombreAbrv), asc(proveedorArticulos.id))
      .limit(window.limit)
      .offset(window.offset)
      .prepare(unlessSearching(name, filter.pattern)),
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
          filter.proveedorId
            ? or(
                ne(proveedores.marca, sql.placeholder('marca')),
                eq(c.proveedorId, sql.placeholder('proveedorId')),
              )
            : undefined,
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

export async function findPrice(db: Db, id: number) {
  const [row] = await fromPrices(db).where(eq(proveedorArticulos.id, id));
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
  const rows = await db
    .select({
      historialId: precioHistorial.historialId,
      fecha: precioHistorial.fecha,
      usuarioId: precioHistorial.usuarioId,
      precioAnterior: precioHistorial.precioAnterior,
      precioNuevo: precioHistorial.precioNuevo,
    })
    .from(precioHistorial)
    .where(eq(precioHistorial.proveedorArticuloId, id))
    .orderBy(desc(precioHistorial.fecha), desc(precioHistorial.historialId));
  return rows.map((r) => ({
    ...r,
    historialId: Number(r.historialId),
    fecha: new Date(r.fecha).toISOString(),
    variacion: priceVariation(r.precioAnterior, r.precioNuevo),
  }));
}
