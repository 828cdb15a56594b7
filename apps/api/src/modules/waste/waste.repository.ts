import { and, asc, desc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { WasteListQuery, WasteState } from '@jarvis/contracts/waste';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { bounded, listPage, param } from '../../db/list-page';
import {
  desechoDetalles,
  desechos,
  desechoSumasArticulo,
  desechoSumasCategoria,
} from './waste.table';

/** The waste log's reads and writes (issue #56); the rules are the service's. */

const columns = {
  desechoId: desechos.desechoId,
  fecha: desechos.fecha,
  comentario: desechos.comentario,
  sucursalId: desechos.sucursalId,
  usuarioId: desechos.usuarioId,
  usuario: desechos.usuario,
  estado: desechos.estado,
  costo: desechos.costo,
  revisadoPor: desechos.revisadoPor,
  aplicadoPor: desechos.aplicadoPor,
  version: desechos.version,
};
export type WasteRow = {
  desechoId: number;
  fecha: string;
  comentario: string;
  sucursalId: number;
  usuarioId: number;
  usuario: string;
  estado: number;
  costo: string;
  revisadoPor: number | null;
  aplicadoPor: number | null;
  version: number;
};

export type NewWasteLine = {
  articuloId: string;
  categoriaId: number;
  unidadVenta: string;
  cantidad: string;
  precio: string | null;
  valor: string;
};

/** The waste and its lines; its cost is the lines' sum. */
export async function insertWaste(
  db: Db,
  header: {
    fecha: string;
    comentario: string;
    sucursalId: number;
    usuarioId: number;
    usuario: string;
    costo: string;
    busqueda: string;
  },
  lines: NewWasteLine[],
): Promise<number> {
  const [row] = await db
    .insert(desechos)
    .values({ ...header, estado: 1 })
    .returning({ id: desechos.desechoId });
  await db.insert(desechoDetalles).values(lines.map((l) => ({ ...l, desechoId: row!.id })));
  await addToSums(db, sql`w.desecho_id = ${row!.id}`);
  return row!.id;
}

/**
 * Adds the lines of the wastes `where` picks to the monthly sums (in the caller's transaction: the
 * waste and its sums land together). Two wastes of one month add one after the other on the row.
 */
async function addToSums(db: Db, where: SQL) {
  const c = desechoSumasCategoria;
  const a = desechoSumasArticulo;
  await db.execute(sql`
    insert into ${c} (mes, sucursal_id, categoria_id, valor)
    select date_trunc('month', w.fecha)::date, w.sucursal_id, l.categoria_id, sum(l.valor)
      from ${desechoDetalles} l join ${desechos} w on w.desecho_id = l.desecho_id
     where ${where}
     group by 1, 2, 3
    on conflict (mes, sucursal_id, categoria_id)
    do update set valor = ${c}.valor + excluded.valor`);
  await db.execute(sql`
    insert into ${a} (mes, sucursal_id, articulo_id, unidad_venta, cantidad, valor)
    select date_trunc('month', w.fecha)::date, w.sucursal_id, l.articulo_id, max(l.unidad_venta),
           sum(l.cantidad), sum(l.valor)
      from ${desechoDetalles} l join ${desechos} w on w.desecho_id = l.desecho_id
     where ${where}
     group by 1, 2, 3
    on conflict (mes, sucursal_id, articulo_id)
    do update set cantidad = ${a}.cantidad + excluded.cantidad, valor = ${a}.valor + excluded.valor`);
}

/** The monthly sums made again from every waste's lines (after the demo or the benchmark). */
export async function rebuildWasteSums(db: Db) {
  await db.delete(desechoSumasCategoria);
  await db.delete(desechoSumasArticulo);
  await addToSums(db, sql`true`);
}

/** The '#id' a waste's 'Buscar' also matches, once its number is known. */
export async function setSearch(db: Db, desechoId: number, busqueda: string) {
  await db.update(desechos).set({ busqueda }).where(eq(desechos.desechoId, desechoId));
}

export async function findWaste(db: Db, desechoId: number): Promise<WasteRow | undefined> {
  const [row] = await db.select(columns).from(desechos).where(eq(desechos.desechoId, desechoId));
  return row;
}

export async function linesOf(db: Db, desechoIds: readonly number[]) {
  if (desechoIds.length === 0) return [];
  return db
    .select({
      desechoId: desechoDetalles.desechoId,
      articuloId: desechoDetalles.articuloId,
      unidadVenta: desechoDetalles.unidadVenta,
      cantidad: desechoDetalles.cantidad,
      precio: desechoDetalles.precio,
      valor: desechoDetalles.valor,
    })
    .from(desechoDetalles)
    .where(inArray(desechoDetalles.desechoId, [...desechoIds]))
    .orderBy(desechoDetalles.desechoDetalleId);
}

const SORT_COLUMNS = {
  fecha: desechos.fecha,
  desechoId: desechos.desechoId,
  comentario: desechos.comentario,
  usuario: desechos.usuario,
  estado: desechos.estado,
} as const;

/**
 * /Desechos/lista: the wastes of `sucursalIds` (null: every branch), matching a folded pattern,
 * sorted by a column (ties newest first). Each branch is a value of the statement.
 */
export async function listWastes(
  db: Db,
  filter: { sucursalIds: readonly number[] | null; pattern?: string | undefined },
  query: Pick<WasteListQuery, 'page' | 'size' | 'orden' | 'dir'>,
) {
  const ids = filter.sucursalIds ?? [];
  const where = and(
    filter.sucursalIds === null
      ? undefined
      : inArray(
          desechos.sucursalId,
          ids.map((_, i) => param(`s${i}`)),
        ),
    filter.pattern === undefined ? undefined : like(desechos.busqueda, param('pattern')),
  );
  const column = SORT_COLUMNS[query.orden];
  const direction = query.dir === 'asc' ? asc : desc;
  const orderBy: SQL[] = [direction(column)];
  if (query.orden !== 'desechoId') orderBy.push(desc(desechos.desechoId));
  return listPage(db, {
    name: `waste:${filter.sucursalIds === null ? 'all' : ids.length}:${query.orden}:${query.dir}:${filter.pattern === undefined ? '' : 'buscar'}`,
    searching: filter.pattern !== undefined,
    query,
    values: {
      ...Object.fromEntries(ids.map((id, i) => [`s${i}`, id])),
      ...(filter.pattern === undefined ? {} : { pattern: filter.pattern }),
    },
    select: (d, carried) =>
      d
        .select({ ...columns, ...carried })
        .from(desechos)
        .$dynamic(),
    where,
    orderBy,
    keys: { key: desechos.desechoId, from: desechos, when: 'deep' },
    total: bounded(where ? sql`${desechos} where ${where}` : sql`${desechos}`),
  });
}

/** The branch's last `n` wastes, newest first ('Desechos recientes'). */
export async function recentWastes(db: Db, sucursalId: number, n: number) {
  return db
    .select(columns)
    .from(desechos)
    .where(eq(desechos.sucursalId, sucursalId))
    .orderBy(desc(desechos.fecha), desc(desechos.desechoId))
    .limit(n);
}

/** A move, conditional on the state and the version: the new version, or undefined. */
export async function moveWaste(
  db: Db,
  desechoId: number,
  from: { version: number; estados: readonly WasteState[] },
  set: Partial<typeof desechos.$inferInsert>,
): Promise<number | undefined> {
  const [row] = await db
    .update(desechos)
    .set({ ...set, version: sql`${desechos.version} + 1` })
    .where(
      and(
        eq(desechos.desechoId, desechoId),
        eq(desechos.version, from.version),
        inArray(desechos.estado, [...from.estados]),
      ),
    )
    .returning({ version: desechos.version });
  return row?.version;
}

/**
 * The cost report's sums over the months [desde, hasta] ('YYYY-MM-01') of `sucursalIds` (null: all):
 * by month, by branch, by category (the monthly sums by category) and the costliest articles (the
 * monthly sums by article); the number of wastes from the wastes themselves.
 */
export async function costSums(
  db: Db,
  filter: { desde: string; hasta: string; sucursalIds: readonly number[] | null },
) {
  const c = desechoSumasCategoria;
  const a = desechoSumasArticulo;
  const inBranches = (column: PgColumn) =>
    filter.sucursalIds === null ? undefined : inArray(column, [...filter.sucursalIds]);
  const byCategoryRows = and(
    gte(c.mes, filter.desde),
    lte(c.mes, filter.hasta),
    inBranches(c.sucursalId),
  );
  const byArticleRows = and(
    gte(a.mes, filter.desde),
    lte(a.mes, filter.hasta),
    inBranches(a.sucursalId),
  );
  const valor = sql<string>`sum(${c.valor})::text`;
  const mes = sql<string>`to_char(${c.mes}, 'YYYY-MM')`;
  const [porMes, porSucursal, porCategoria, porArticulo, counted] = await Promise.all([
    db.select({ clave: mes, valor }).from(c).where(byCategoryRows).groupBy(mes).orderBy(mes),
    db
      .select({ sucursalId: c.sucursalId, valor })
      .from(c)
      .where(byCategoryRows)
      .groupBy(c.sucursalId),
    db
      .select({ categoriaId: c.categoriaId, valor })
      .from(c)
      .where(byCategoryRows)
      .groupBy(c.categoriaId),
    db
      .select({
        articuloId: a.articuloId,
        unidad: sql<string>`max(${a.unidadVenta})`,
        cantidad: sql<string>`sum(${a.cantidad})::text`,
        valor: sql<string>`sum(${a.valor})::text`,
      })
      .from(a)
      .where(byArticleRows)
      .groupBy(a.articuloId)
      .orderBy(sql`sum(${a.valor}) desc`)
      .limit(20),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(desechos)
      .where(
        and(
          gte(desechos.fecha, filter.desde),
          sql`${desechos.fecha} < (${filter.hasta}::date + interval '1 month')`,
          inBranches(desechos.sucursalId),
        ),
      ),
  ]);
  return { porMes, porSucursal, porCategoria, porArticulo, desechos: counted[0]?.n ?? 0 };
}
