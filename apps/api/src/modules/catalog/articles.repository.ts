import { and, asc, eq, inArray, like, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Article, ArticleListQuery } from '@jarvis/contracts/articles';
import type { Category } from '@jarvis/contracts/catalog';
import type { Db } from '../../db/client';
import { listPageOf, param, windowed } from '../../db/list-page';
import { prepared } from '../../db/prepared';
import {
  articulos,
  articulosConteos,
  categorias,
  proveedorArticulos,
  proveedores,
} from './catalog.table';

/** Articles and categories (spec 2 §3 Article, Category; §4 Article). */

const asFlag = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

const categoryColumns = {
  categoriaID: categorias.categoriaId,
  nombre: categorias.nombre,
  icono: categorias.icono,
  estado: categorias.estado,
  ppd: categorias.ppd,
};

const toCategory = <R extends { estado: number; ppd: number }>(r: R) => ({
  ...r,
  estado: asFlag(r.estado),
  ppd: asFlag(r.ppd),
});

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.select(categoryColumns).from(categorias).orderBy(asc(categorias.nombre));
  return rows.map(toCategory);
}

export async function findCategory(db: Db, categoriaId: number) {
  const [row] = await db
    .select({ estado: categorias.estado })
    .from(categorias)
    .where(eq(categorias.categoriaId, categoriaId));
  return row;
}

export type ArticleFilter = Pick<ArticleListQuery, 'estado' | 'ppd'> & {
  categoriaId?: number | undefined;
  pattern?: string | undefined;
};

/**
 * The shape of a list request: which filters it carries, not their values. Each shape's statements
 * are built once (Drizzle's `.prepare('')`: building a query again on every request was a tenth of
 * the API's CPU on the lists) and take the values as placeholders. Unnamed, so PostgreSQL still
 * plans each request for its own values: a 'Buscar' term or a large category wants its own plan.
 */
type Shape = Pick<ArticleFilter, 'estado' | 'ppd'> & { searching: boolean; category: boolean };

const shapeOf = (filter: ArticleFilter): Shape => ({
  estado: filter.estado,
  ppd: filter.ppd,
  searching: Boolean(filter.pattern),
  category: Boolean(filter.categoriaId),
});

const shapeKey = (s: Shape) =>
  `${s.estado ?? '-'}:${s.ppd ?? '-'}:${s.searching ? 'buscar' : '-'}:${s.category ? 'categoria' : '-'}`;

/** The estado and PPD filters on a table holding both flags: the articles or their kept counts. */
function flagsWhere(
  shape: Pick<ArticleFilter, 'estado' | 'ppd'>,
  columns: { estado: SQLWrapper; ppd: SQLWrapper },
): SQL | undefined {
  return and(
    shape.estado === 'activos' ? eq(columns.estado, 1) : undefined,
    shape.estado === 'inactivos' ? eq(columns.estado, 0) : undefined,
    shape.ppd === 'con' ? eq(columns.ppd, 1) : undefined,
    shape.ppd === 'sin' ? eq(columns.ppd, 0) : undefined,
  );
}

/** Everything but the category: the chips count over it. */
function filterWhere(shape: Shape): SQL | undefined {
  return and(
    shape.searching ? like(articulos.busqueda, param('pattern')) : undefined,
    flagsWhere(shape, articulos),
  );
}

const articleColumns = {
  articuloID: articulos.articuloId,
  articuloID_ficticio: articulos.articuloIdFicticio,
  nombre: articulos.nombre,
  unidad: articulos.unidad,
  unidad_venta: articulos.unidadVenta,
  cantidadCompra: articulos.cantidadCompra,
  cantidadVenta: articulos.cantidadVenta,
  minIngresoInv: articulos.minIngresoInv,
  maxIngresoInv: articulos.maxIngresoInv,
  estado: articulos.estado,
  ppd: articulos.ppd,
  generico: articulos.generico,
  isActive: articulos.isActive,
  categoriaID: articulos.categoriaId,
  // Named apart from the article's own nombre: the articles are chosen in a subquery (withLinks).
  categoria: sql<string>`${categorias.nombre}`.as('categoria'),
  icono: categorias.icono,
  version: articulos.version,
};

type ArticleRow = Omit<
  Article,
  'estado' | 'ppd' | 'generico' | 'isActive' | 'proveedores' | 'proveedoresActivos'
> & { estado: number; ppd: number; generico: number; isActive: number };

type ArticleWithLinks = ArticleRow & { proveedores: number; proveedoresActivos: number };

function toArticle(row: ArticleWithLinks): Article {
  return {
    ...row,
    estado: asFlag(row.estado),
    ppd: asFlag(row.ppd),
    generico: asFlag(row.generico),
    isActive: asFlag(row.isActive),
  };
}

const articlesFrom = (db: Db) =>
  db
    .select(articleColumns)
    .from(articulos)
    .innerJoin(categorias, eq(categorias.categoriaId, articulos.categoriaId));

/**
 * Articles with how many suppliers sell each and how many of those links are on, in one statement:
 * the articles (a page, or one) are chosen first, in a subquery, and only their links are counted
 * (a count in the page's own select list would run for every row an OFFSET skips). The counts come
 * in the page's own round trip: as a second statement they cost Jarvis and PostgreSQL a parse, a
 * bind and an answer more on every page.
 */
function withLinks(db: Db, chosen: ReturnType<ReturnType<typeof articlesFrom>['as']>) {
  const enlaces = db
    .select({
      total: sql<number>`count(*)::int`.as('total'),
      activos: sql<number>`(count(*) filter (where ${proveedorArticulos.estado} = 1))::int`.as(
        'activos',
      ),
    })
    .from(proveedorArticulos)
    .where(eq(proveedorArticulos.articuloId, chosen.articuloID))
    .as('enlaces');
  // The subquery's own fields (`chosen.nombre`: "elegidos"."nombre"), not the tables' it selected.
  const columns = Object.fromEntries(
    Object.keys(articleColumns).map((key) => [key, chosen[key as keyof typeof articleColumns]]),
  ) as { [K in keyof typeof articleColumns]: (typeof chosen)[K] };
  return db
    .select({ ...columns, proveedores: enlaces.total, proveedoresActivos: enlaces.activos })
    .from(chosen)
    .leftJoinLateral(enlaces, sql`true`)
    .orderBy(asc(chosen.nombre), asc(chosen.articuloID));
}

/**
 * One page of articles by name: all, or one category chip (both served by an index on name and
 * key); a deep page takes its ids from that index alone before it reads its rows.
 *
 * A search takes its page's ids from its matches first. Names start with the product ('Queso
 * mozzarella…'), so the matches of a word sit together in name order: walking the name index until
 * ten match, as PostgreSQL would for a LIMIT, reads every article before them. The matches, found
 * by the trigram index and held apart (MATERIALIZED), are sorted instead (decision 0010).
 */
export async function listArticles(
  db: Db,
  filter: ArticleFilter & { page: number; size: number },
): Promise<Article[]> {
  const shape = shapeOf(filter);
  const where = and(
    filterWhere(shape),
    shape.category ? eq(articulos.categoriaId, param('categoriaId')) : undefined,
  );
  const orderBy = [asc(articulos.nombre), asc(articulos.articuloId)];
  const { rows } = await listPageOf(db, {
    name: `articles:${shapeKey(shape)}`,
    searching: shape.searching,
    query: filter,
    values: { pattern: filter.pattern, categoriaId: filter.categoriaId },
    page: (d, window) => {
      const page = shape.searching
        ? articlesFrom(d).where(
            sql`${articulos.articuloId} in (with coincidencias as materialized (${d
              .select({ articuloId: articulos.articuloId, nombre: articulos.nombre })
              .from(articulos)
              .where(where)}) select articulo_id from coincidencias
              order by nombre, articulo_id${window.clause})`,
          )
        : windowed(d, window, {
            select: articlesFrom(d).$dynamic(),
            where,
            orderBy,
            keys: { key: articulos.articuloId, from: articulos, when: 'deep' },
          });
      return withLinks(d, page.as('elegidos'));
    },
  });
  return rows.map(toArticle);
}

/**
 * The categories, and how many articles each holds under the list's filters (the chips' counts; summed,
 * the 'Todas' chip), in one statement. Without a search the counts come from the kept counts
 * (articulos_conteos: a few dozen rows whatever the catalogue's size); a search counts its matches,
 * which the trigram index finds. A category without articles has no count.
 */
function categoriesQuery(db: Db, shape: Shape, name: string) {
  const counted = shape.searching
    ? db
        .select({
          categoriaId: articulos.categoriaId,
          total: sql<number>`count(*)::int`.as('total'),
        })
        .from(articulos)
        .where(filterWhere(shape))
        .groupBy(articulos.categoriaId)
        .as('conteo')
    : db
        .select({
          categoriaId: articulosConteos.categoriaId,
          total: sql<number>`sum(${articulosConteos.total})::int`.as('total'),
        })
        .from(articulosConteos)
        .where(flagsWhere(shape, articulosConteos))
        .groupBy(articulosConteos.categoriaId)
        .having(sql`sum(${articulosConteos.total}) > 0`)
        .as('conteo');
  return db
    .select({ ...categoryColumns, total: counted.total })
    .from(categorias)
    .leftJoin(counted, eq(counted.categoriaId, categorias.categoriaId))
    .orderBy(asc(categorias.nombre))
    .prepare(shape.searching ? '' : name);
}

export async function categoriesWithCounts(db: Db, filter: ArticleFilter) {
  // The chips count over every filter but the category.
  const shape = { ...shapeOf(filter), category: false };
  const name = `articles_chips:${shapeKey(shape)}`;
  const query = prepared(db, name, (d) => categoriesQuery(d, shape, name));
  const rows = await query.execute({ pattern: filter.pattern });
  const counts = new Map<number, number>();
  for (const r of rows) if (r.total !== null) counts.set(r.categoriaID, Number(r.total));
  return { categories: rows.map(({ total: _total, ...r }) => toCategory(r)), counts };
}

export async function findArticle(db: Db, articuloId: string): Promise<Article | undefined> {
  const [row] = await withLinks(
    db,
    articlesFrom(db).where(eq(articulos.articuloId, articuloId)).as('elegidos'),
  );
  return row && toArticle(row);
}

/** The registered article whose code matches, ignoring case (codes are SAP's ItemCodes). */
export async function findArticleCode(db: Db, codigo: string) {
  const [row] = await db
    .select({ articuloID: articulos.articuloId, estado: articulos.estado })
    .from(articulos)
    .where(sql`lower(${articulos.articuloId}) = lower(${codigo})`)
    .limit(1);
  return row;
}

/** The article whose ficticio code, or whose SAP code, is `ficticio`, ignoring case. */
export async function ficticioHolder(db: Db, ficticio: string): Promise<string | undefined> {
  const [row] = await db
    .select({ articuloID: articulos.articuloId })
    .from(articulos)
    .where(
      sql`(upper(${articulos.articuloIdFicticio}) = upper(${ficticio}) and ${articulos.articuloIdFicticio} is not null)
        or lower(${articulos.articuloId}) = lower(${ficticio})`,
    )
    .limit(1);
  return row?.articuloID;
}

/**
 * Takes the article's row lock (share) for the rest of the transaction: switching a link on waits
 * for a concurrent switch-off of the article and then sees it, so no link stays on for an
 * inactive article.
 */
export async function lockArticleShared(db: Db, articuloId: string) {
  const [row] = await db
    .select({ estado: articulos.estado })
    .from(articulos)
    .where(eq(articulos.articuloId, articuloId))
    .for('share');
  return row;
}

export type ArticleChanges = Pick<
  typeof articulos.$inferInsert,
  'nombre' | 'unidad' | 'unidadVenta' | 'minIngresoInv' | 'maxIngresoInv' | 'categoriaId'
>;

/** Applies the edit only to the version the user saw; false when someone changed it meanwhile. */
export async function updateArticle(
  db: Db,
  articuloId: string,
  version: number,
  changes: ArticleChanges,
): Promise<boolean> {
  const rows = await db
    .update(articulos)
    .set({ ...changes, actualizadoEn: new Date(), version: sql`${articulos.version} + 1` })
    .where(and(eq(articulos.articuloId, articuloId), eq(articulos.version, version)))
    .returning({ id: articulos.articuloId });
  return rows.length > 0;
}

/** Sets one flag of an article; the previous value, or undefined when there is no such article. */
export async function setArticleFlag(
  db: Db,
  articuloId: string,
  flag: 'estado' | 'ppd' | 'isActive',
  value: 0 | 1,
): Promise<number | undefined> {
  const column = articulos[flag];
  const [before] = await db
    .select({ value: column })
    .from(articulos)
    .where(eq(articulos.articuloId, articuloId))
    .for('update');
  if (!before) return undefined;
  if (before.value !== value)
    await db
      .update(articulos)
      .set({ [flag]: value, actualizadoEn: new Date(), version: sql`${articulos.version} + 1` })
      .where(eq(articulos.articuloId, articuloId));
  return before.value;
}

/** Switches off every supplier link of an article (spec 2 §4); how many were on. */
export async function deactivateLinks(db: Db, articuloId: string): Promise<number> {
  const rows = await db
    .update(proveedorArticulos)
    .set({
      estado: 0,
      actualizadoEn: new Date(),
      version: sql`${proveedorArticulos.version} + 1`,
    })
    .where(and(eq(proveedorArticulos.articuloId, articuloId), eq(proveedorArticulos.estado, 1)))
    .returning({ id: proveedorArticulos.id });
  return rows.length;
}

export async function insertArticle(db: Db, row: typeof articulos.$inferInsert) {
  await db.insert(articulos).values(row);
}

export async function insertLinks(
  db: Db,
  articuloId: string,
  links: readonly { proveedorID: number; precio: string }[],
): Promise<number[]> {
  const rows = await db
    .insert(proveedorArticulos)
    .values(links.map((l) => ({ articuloId, proveedorId: l.proveedorID, precio: l.precio })))
    .returning({ id: proveedorArticulos.id });
  return rows.map((r) => r.id);
}

/** The suppliers of the list, with their brand and estado, and their current links to an article. */
export async function suppliersFor(db: Db, ids: readonly number[], articuloId?: string) {
  if (ids.length === 0) return [];
  return db
    .select({
      proveedorID: proveedores.proveedorId,
      nombre: proveedores.nombreAbrv,
      marca: proveedores.marca,
      estado: proveedores.estado,
      vinculo: articuloId
        ? sql<number | null>`(select pa.id from ${proveedorArticulos} pa
            where pa.proveedor_id = ${proveedores}.proveedor_id and pa.articulo_id = ${articuloId})`
        : sql<null>`null`,
    })
    .from(proveedores)
    .where(inArray(proveedores.proveedorId, [...ids]));
}

export async function linkedSupplierIds(db: Db, articuloId: string): Promise<number[]> {
  const rows = await db
    .select({ id: proveedorArticulos.proveedorId })
    .from(proveedorArticulos)
    .where(eq(proveedorArticulos.articuloId, articuloId))
    .orderBy(asc(proveedorArticulos.proveedorId));
  return rows.map((r) => r.id);
}

/** Name, purchase unit and ficticio code of each article, as an order's lines show them. */
export async function articleFacts(db: Db, articuloIds: string[]) {
  if (articuloIds.length === 0) return [];
  return db
    .select({
      articuloId: articulos.articuloId,
      nombre: articulos.nombre,
      unidad: articulos.unidad,
      articuloIdFicticio: articulos.articuloIdFicticio,
    })
    .from(articulos)
    .where(inArray(articulos.articuloId, articuloIds));
}

const stockColumns = {
  articuloId: articulos.articuloId,
  /** SAP's code for the article where it differs from Jarvis's (a stock move sent to SAP). */
  articuloIdFicticio: articulos.articuloIdFicticio,
  nombre: articulos.nombre,
  unidadVenta: articulos.unidadVenta,
  estado: articulos.estado,
  categoriaId: articulos.categoriaId,
};

/** Articles as a stock move needs them (a transfer's lines, issue #54): name, sale unit, state. */
export async function stockArticles(db: Db, articuloIds: readonly string[]) {
  if (articuloIds.length === 0) return [];
  return db
    .select(stockColumns)
    .from(articulos)
    .where(inArray(articulos.articuloId, [...articuloIds]));
}

/** The active catalogue's articles matching a folded pattern, by name, at most `limit`. */
export async function activeArticlesLike(db: Db, pattern: string, limit: number) {
  return db
    .select(stockColumns)
    .from(articulos)
    .where(and(eq(articulos.estado, 1), like(articulos.busqueda, pattern)))
    .orderBy(asc(articulos.nombre), asc(articulos.articuloId))
    .limit(limit);
}

/**
 * What one sale unit of each article costs today: its lowest active supplier price (per purchase
 * unit) over the sale units in a purchase unit (cantidad_compra), to 4 decimals. Articles with no
 * active price are left out.
 */
export async function saleUnitPrices(db: Db, articuloIds: readonly string[]) {
  if (articuloIds.length === 0) return [];
  return db
    .select({
      articuloId: articulos.articuloId,
      precio: sql<string>`round(min(${proveedorArticulos.precio}) / nullif(${articulos.cantidadCompra}, 0), 4)::text`,
    })
    .from(articulos)
    .innerJoin(proveedorArticulos, eq(proveedorArticulos.articuloId, articulos.articuloId))
    .where(
      and(
        inArray(articulos.articuloId, [...articuloIds]),
        eq(proveedorArticulos.estado, 1),
        sql`${proveedorArticulos.precio} > 0`,
      ),
    )
    .groupBy(articulos.articuloId, articulos.cantidadCompra);
}

/**
 * What a brand's branches count (an inventory's lines, issue #55): the active articles an active
 * supplier of the brand sells, with their units, cantidad_compra, limits and category, by category
 * and name.
 */
export async function countableArticles(db: Db, marca: string) {
  const sold = db
    .selectDistinct({ articuloId: proveedorArticulos.articuloId })
    .from(proveedorArticulos)
    .innerJoin(proveedores, eq(proveedores.proveedorId, proveedorArticulos.proveedorId))
    .where(
      and(
        eq(proveedores.marca, marca),
        eq(proveedores.estado, 1),
        eq(proveedorArticulos.estado, 1),
      ),
    )
    .as('vendidos');
  return db
    .select({
      articuloId: articulos.articuloId,
      nombre: articulos.nombre,
      categoriaId: articulos.categoriaId,
      categoria: categorias.nombre,
      unidad: articulos.unidad,
      unidadVenta: articulos.unidadVenta,
      cantidadCompra: articulos.cantidadCompra,
      minIngresoInv: articulos.minIngresoInv,
      maxIngresoInv: articulos.maxIngresoInv,
    })
    .from(articulos)
    .innerJoin(sold, eq(sold.articuloId, articulos.articuloId))
    .innerJoin(categorias, eq(categorias.categoriaId, articulos.categoriaId))
    .where(eq(articulos.estado, 1))
    .orderBy(asc(categorias.nombre), asc(articulos.nombre), asc(articulos.articuloId));
}
