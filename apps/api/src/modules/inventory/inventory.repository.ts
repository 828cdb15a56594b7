import { and, desc, eq, inArray, ne, sql, type SQLWrapper } from 'drizzle-orm';
import type { InventoryState } from '@jarvis/contracts/inventory';
import { rowsOf, type Db } from '../../db/client';
import { bounded, listPage, param } from '../../db/list-page';
import { inventarioDetalles, inventarios } from './inventory.table';

/** The inventory counts' reads and writes (issue #55); the rules are the service's. */

const columns = {
  inventarioId: inventarios.inventarioId,
  mask: inventarios.mask,
  tipo: inventarios.tipo,
  fecha: inventarios.fecha,
  sucursalId: inventarios.sucursalId,
  estado: inventarios.estado,
  costo: inventarios.costo,
  creadoPor: inventarios.creadoPor,
  gerente: inventarios.gerente,
  fechaAprobacion: inventarios.fechaAprobacion,
  fechaAnulacion: inventarios.fechaAnulacion,
  version: inventarios.version,
};
export type InventoryRow = {
  inventarioId: number;
  mask: string;
  tipo: number;
  fecha: string;
  sucursalId: number;
  estado: number;
  costo: string | null;
  creadoPor: number;
  gerente: number | null;
  fechaAprobacion: Date | null;
  fechaAnulacion: Date | null;
  version: number;
};

export type NewLine = {
  articuloId: string;
  categoriaId: number;
  unidad: string;
  unidadVenta: string;
  cantidadCompra: string;
  minIngresoInv: string;
  maxIngresoInv: string;
};

/**
 * The count and its lines, or undefined when the branch already has one for the date: the partial
 * unique index decides, so two creations at once end with one count.
 */
export async function insertInventory(
  db: Db,
  header: {
    mask: string;
    tipo: number;
    fecha: string;
    sucursalId: number;
    creadoPor: number;
    gerente: number | null;
  },
  lines: NewLine[],
): Promise<number | undefined> {
  const [row] = await db
    .insert(inventarios)
    .values({ ...header, estado: 1 })
    .onConflictDoNothing()
    .returning({ id: inventarios.inventarioId });
  if (!row) return undefined;
  // In slices: a statement's parameters are bounded (65,535), a brand may count a thousand articles.
  for (let i = 0; i < lines.length; i += 1_000)
    await db
      .insert(inventarioDetalles)
      .values(lines.slice(i, i + 1_000).map((l) => ({ ...l, inventarioId: row.id })));
  return row.id;
}

export async function findInventory(db: Db, inventarioId: number) {
  const [row] = await db
    .select(columns)
    .from(inventarios)
    .where(eq(inventarios.inventarioId, inventarioId));
  return row;
}

/** The branch's count of a date that is not annulled, if any. */
export async function countOn(db: Db, sucursalId: number, fecha: string) {
  const [row] = await db
    .select({ inventarioId: inventarios.inventarioId, mask: inventarios.mask })
    .from(inventarios)
    .where(
      and(
        eq(inventarios.sucursalId, sucursalId),
        eq(inventarios.fecha, fecha),
        ne(inventarios.estado, 4),
      ),
    );
  return row;
}

/** A weekly or monthly count of the branch still En Proceso or in Revisión (spec 3 §5). */
export async function openPeriodicCount(db: Db, sucursalId: number) {
  const [row] = await db
    .select({ mask: inventarios.mask, estado: inventarios.estado })
    .from(inventarios)
    .where(
      and(
        eq(inventarios.sucursalId, sucursalId),
        inArray(inventarios.tipo, [2, 3]),
        inArray(inventarios.estado, [1, 2]),
      ),
    )
    .orderBy(desc(inventarios.inventarioId))
    .limit(1);
  return row as { mask: string; estado: InventoryState } | undefined;
}

/** A branch's counts, newest first (/Inventario). */
export async function listInventories(
  db: Db,
  sucursalId: number,
  query: { page: number; size: number },
) {
  const where = eq(inventarios.sucursalId, param('sucursalId'));
  return listPage(db, {
    name: 'inventory:branch',
    query,
    values: { sucursalId },
    select: (d, carried) =>
      d
        .select({ ...columns, ...carried })
        .from(inventarios)
        .$dynamic(),
    where,
    orderBy: [desc(inventarios.inventarioId)],
    keys: { key: inventarios.inventarioId, from: inventarios, when: 'deep' },
    total: bounded(sql`${inventarios} where ${where}`),
  });
}

/** How many lines each count has, and how many have something typed. */
export async function progressOf(db: Db, inventarioIds: readonly number[]) {
  if (inventarioIds.length === 0) return new Map<number, { contados: number; lineas: number }>();
  const rows = await db
    .select({
      inventarioId: inventarioDetalles.inventarioId,
      lineas: sql<number>`count(*)`.mapWith(Number),
      contados: sql<number>`count(${inventarioDetalles.invTotal})`.mapWith(Number),
    })
    .from(inventarioDetalles)
    .where(inArray(inventarioDetalles.inventarioId, [...inventarioIds]))
    .groupBy(inventarioDetalles.inventarioId);
  return new Map(rows.map((r) => [r.inventarioId, { contados: r.contados, lineas: r.lineas }]));
}

const lineColumns = {
  inventarioDetalleId: inventarioDetalles.inventarioDetalleId,
  articuloId: inventarioDetalles.articuloId,
  categoriaId: inventarioDetalles.categoriaId,
  unidad: inventarioDetalles.unidad,
  unidadVenta: inventarioDetalles.unidadVenta,
  cantidadCompra: inventarioDetalles.cantidadCompra,
  minIngresoInv: inventarioDetalles.minIngresoInv,
  maxIngresoInv: inventarioDetalles.maxIngresoInv,
  invCerrado: inventarioDetalles.invCerrado,
  invAbierto: inventarioDetalles.invAbierto,
  invTotal: inventarioDetalles.invTotal,
  version: inventarioDetalles.version,
};
export type InventoryLineRow = {
  inventarioDetalleId: number;
  articuloId: string;
  categoriaId: number;
  unidad: string;
  unidadVenta: string;
  cantidadCompra: string;
  minIngresoInv: string;
  maxIngresoInv: string;
  invCerrado: string | null;
  invAbierto: string | null;
  invTotal: string | null;
  version: number;
};

/**
 * The lines as the count's screen shows them, written by the database: quantities as text to 2
 * decimals, the article's figures without trailing zeros, whether the total is out of range (a
 * limit of 0 to 0 is none). A 200-line count is then only copied, not computed, per request.
 */
export async function linesForScreen(db: Db, inventarioId: number) {
  const d = inventarioDetalles;
  const trimmed = (c: SQLWrapper) => sql<string>`trim_scale(${c})::text`;
  const units = (c: SQLWrapper) => sql<string | null>`round(${c}, 2)::text`;
  return db
    .select({
      inventarioDetalleId: d.inventarioDetalleId,
      articuloId: d.articuloId,
      categoriaId: d.categoriaId,
      unidad: d.unidad,
      unidadVenta: d.unidadVenta,
      cantidadCompra: trimmed(d.cantidadCompra),
      minIngresoInv: trimmed(d.minIngresoInv),
      maxIngresoInv: trimmed(d.maxIngresoInv),
      invCerrado: units(d.invCerrado),
      invAbierto: units(d.invAbierto),
      invTotal: units(d.invTotal),
      fueraDeRango: sql<boolean>`coalesce(${d.invTotal} is not null
        and not (${d.minIngresoInv} = 0 and ${d.maxIngresoInv} = 0)
        and (${d.invTotal} < ${d.minIngresoInv} or ${d.invTotal} > ${d.maxIngresoInv}), false)`,
      version: d.version,
    })
    .from(d)
    .where(eq(d.inventarioId, inventarioId))
    .orderBy(d.inventarioDetalleId);
}

export async function linesOf(db: Db, inventarioId: number): Promise<InventoryLineRow[]> {
  return db
    .select(lineColumns)
    .from(inventarioDetalles)
    .where(eq(inventarioDetalles.inventarioId, inventarioId))
    .orderBy(inventarioDetalles.inventarioDetalleId);
}

/**
 * One cell, as typed: only if the line is still at `version` and its count En Proceso (both in the
 * statement, so a Finalizar or another phone's save in between wins cleanly). The total is worked
 * out by the database from the row as it is then. The line as saved, or undefined.
 */
export async function saveCount(
  db: Db,
  target: { inventarioId: number; inventarioDetalleId: number; version: number },
  campo: 'invCerrado' | 'invAbierto',
  valor: string | null,
  usuarioId: number,
): Promise<InventoryLineRow | undefined> {
  const d = inventarioDetalles;
  const cerrado = campo === 'invCerrado' ? sql`${valor}::numeric` : sql`${d.invCerrado}`;
  const abierto = campo === 'invAbierto' ? sql`${valor}::numeric` : sql`${d.invAbierto}`;
  const [row] = await db
    .update(d)
    .set({
      [campo]: valor,
      // Nothing typed in either cell: no total. Otherwise an empty cell counts as 0.
      invTotal: sql`case when ${cerrado} is null and ${abierto} is null then null
        else coalesce(${cerrado}, 0) * ${d.cantidadCompra} + coalesce(${abierto}, 0) end`,
      version: sql`${d.version} + 1`,
      actualizadoPor: usuarioId,
      actualizadoEn: sql`now()`,
    })
    .where(
      and(
        eq(d.inventarioDetalleId, target.inventarioDetalleId),
        eq(d.inventarioId, target.inventarioId),
        eq(d.version, target.version),
        sql`exists (select 1 from ${inventarios} where ${inventarios.inventarioId} = ${d.inventarioId}
          and ${inventarios.estado} = 1)`,
      ),
    )
    .returning(lineColumns);
  return row;
}

/**
 * The count's state, its row held (FOR SHARE) until the caller's transaction ends: a cell's save
 * and a move of the count then happen one after the other, never interleaved — a Finalizar waits
 * for the cell being saved, and a cell saved after it sees the count finished.
 */
export async function stateForCounting(db: Db, inventarioId: number) {
  const result = await db.execute(
    sql`select ${inventarios.estado} as estado from ${inventarios}
      where ${inventarios.inventarioId} = ${inventarioId} for share`,
  );
  return rowsOf<{ estado: number }>(result)[0]?.estado;
}

export async function findLine(db: Db, inventarioId: number, inventarioDetalleId: number) {
  const [row] = await db
    .select(lineColumns)
    .from(inventarioDetalles)
    .where(
      and(
        eq(inventarioDetalles.inventarioId, inventarioId),
        eq(inventarioDetalles.inventarioDetalleId, inventarioDetalleId),
      ),
    );
  return row;
}

/**
 * A move, conditional on the state and the version (the UPDATE two people race on). The new
 * version, or undefined when someone else moved it first. Taking the count's row also waits for a
 * cell being saved, and a cell saved after it sees the new state and is refused.
 */
export async function moveInventory(
  db: Db,
  inventarioId: number,
  from: { version: number; estados: readonly InventoryState[] },
  set: Partial<typeof inventarios.$inferInsert>,
): Promise<number | undefined> {
  const [row] = await db
    .update(inventarios)
    .set({ ...set, version: sql`${inventarios.version} + 1`, actualizadoEn: sql`now()` })
    .where(
      and(
        eq(inventarios.inventarioId, inventarioId),
        eq(inventarios.version, from.version),
        inArray(inventarios.estado, [...from.estados]),
      ),
    )
    .returning({ version: inventarios.version });
  return row?.version;
}

export async function setCost(db: Db, inventarioId: number, costo: string) {
  await db.update(inventarios).set({ costo }).where(eq(inventarios.inventarioId, inventarioId));
}

/**
 * The counts of many branches (/Inventario/listado), newest first: of `sucursalIds` (null: every
 * branch), in one state if asked. Each branch is a value of the statement, so a zone's statement is
 * planned once for its number of branches.
 */
export async function listOverseen(
  db: Db,
  filter: { sucursalIds: readonly number[] | null; estado?: number | undefined },
  query: { page: number; size: number },
) {
  const ids = filter.sucursalIds ?? [];
  const where = and(
    filter.sucursalIds === null
      ? undefined
      : inArray(
          inventarios.sucursalId,
          ids.map((_, i) => param(`s${i}`)),
        ),
    filter.estado === undefined ? undefined : eq(inventarios.estado, param('estado')),
  );
  return listPage(db, {
    name: `inventory:overseen:${filter.sucursalIds === null ? 'all' : ids.length}:${filter.estado === undefined ? '' : 'estado'}`,
    query,
    values: {
      ...Object.fromEntries(ids.map((id, i) => [`s${i}`, id])),
      ...(filter.estado === undefined ? {} : { estado: filter.estado }),
    },
    select: (d, carried) =>
      d
        .select({ ...columns, ...carried })
        .from(inventarios)
        .$dynamic(),
    where,
    orderBy: [desc(inventarios.inventarioId)],
    keys: { key: inventarios.inventarioId, from: inventarios, when: 'deep' },
    total: bounded(where ? sql`${inventarios} where ${where}` : sql`${inventarios}`),
  });
}

/** The counts (not annulled) the branches have for a date: the review's 'ingresados'. */
export async function countsOn(db: Db, sucursalIds: readonly number[], fecha: string) {
  if (sucursalIds.length === 0) return [];
  return db
    .select(columns)
    .from(inventarios)
    .where(
      and(
        eq(inventarios.fecha, fecha),
        inArray(inventarios.sucursalId, [...sucursalIds]),
        ne(inventarios.estado, 4),
      ),
    )
    .orderBy(inventarios.sucursalId);
}

/** Each branch's last count (not annulled) up to a date, read on the (branch, date) index. */
export async function lastCountDates(db: Db, sucursalIds: readonly number[], fecha: string) {
  if (sucursalIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({
      sucursalId: inventarios.sucursalId,
      ultimo: sql<string>`max(${inventarios.fecha})`,
    })
    .from(inventarios)
    .where(
      and(
        inArray(inventarios.sucursalId, [...sucursalIds]),
        sql`${inventarios.fecha} <= ${fecha}`,
        ne(inventarios.estado, 4),
      ),
    )
    .groupBy(inventarios.sucursalId);
  return new Map(rows.map((r) => [r.sucursalId, String(r.ultimo).slice(0, 10)]));
}

/** The branches' counts waiting in Revisión, oldest first; at most `limit`. */
export async function inReview(db: Db, sucursalIds: readonly number[], limit = 200) {
  if (sucursalIds.length === 0) return [];
  return db
    .select(columns)
    .from(inventarios)
    .where(and(inArray(inventarios.sucursalId, [...sucursalIds]), eq(inventarios.estado, 2)))
    .orderBy(inventarios.fecha, inventarios.inventarioId)
    .limit(limit);
}
