import { and, asc, desc, eq, gte, inArray, like, lte, sql, type SQL } from 'drizzle-orm';
import type { WasteListQuery, WasteState } from '@jarvis/contracts/waste';
import type { Db } from '../../db/client';
import { bounded, listPage, param } from '../../db/list-page';
import { desechoDetalles, desechos } from './waste.table';

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
  return row!.id;
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
 * The cost report's sums over business dates [desde, hasta] of `sucursalIds` (null: all): by
 * month, by branch, by category and by article (the article's quantity too).
 */
export async function costSums(
  db: Db,
  filter: { desde: string; hasta: string; sucursalIds: readonly number[] | null },
) {
  const where = and(
    gte(desechos.fecha, filter.desde),
    lte(desechos.fecha, filter.hasta),
    filter.sucursalIds === null ? undefined : inArray(desechos.sucursalId, [...filter.sucursalIds]),
  );
  const valor = sql<string>`sum(${desechoDetalles.valor})::text`;
  const mes = sql<string>`to_char(${desechos.fecha}, 'YYYY-MM')`;
  const [porMes, porSucursal, porCategoria, porArticulo, counted] = await Promise.all([
    db
      .select({ clave: mes, valor })
      .from(desechoDetalles)
      .innerJoin(desechos, eq(desechos.desechoId, desechoDetalles.desechoId))
      .where(where)
      .groupBy(mes)
      .orderBy(mes),
    db
      .select({ sucursalId: desechos.sucursalId, valor })
      .from(desechoDetalles)
      .innerJoin(desechos, eq(desechos.desechoId, desechoDetalles.desechoId))
      .where(where)
      .groupBy(desechos.sucursalId),
    db
      .select({ categoriaId: desechoDetalles.categoriaId, valor })
      .from(desechoDetalles)
      .innerJoin(desechos, eq(desechos.desechoId, desechoDetalles.desechoId))
      .where(where)
      .groupBy(desechoDetalles.categoriaId),
    db
      .select({
        articuloId: desechoDetalles.articuloId,
        unidad: sql<string>`max(${desechoDetalles.unidadVenta})`,
        cantidad: sql<string>`sum(${desechoDetalles.cantidad})::text`,
        valor,
      })
      .from(desechoDetalles)
      .innerJoin(desechos, eq(desechos.desechoId, desechoDetalles.desechoId))
      .where(where)
      .groupBy(desechoDetalles.articuloId)
      .orderBy(sql`sum(${desechoDetalles.valor}) desc`)
      .limit(20),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(desechos)
      .where(where),
  ]);
  return { porMes, porSucursal, porCategoria, porArticulo, desechos: counted[0]?.n ?? 0 };
}
