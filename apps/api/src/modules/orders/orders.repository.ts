import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  like,
  lt,
  lte,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bounded, listPage, param } from '../../db/list-page';
import { bitacora } from '../../platform/audit/audit.table';
import { pedidoDetalles, pedidos } from './orders.table';

/** Purchase orders' reads and writes (issue #52); the rules are the service's. */

/** The next order number, taken before the insert so that the search text can carry it. */
export async function nextOrderId(db: Db): Promise<number> {
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence('pedidos', 'pedido_id'))::int as id`,
  );
  return Number((result as { rows: { id: number }[] }).rows[0]!.id);
}

export async function insertOrder(db: Db, row: typeof pedidos.$inferInsert): Promise<number> {
  const [created] = await db.insert(pedidos).values(row).returning({ id: pedidos.pedidoId });
  return created!.id;
}

export async function insertLines(db: Db, rows: (typeof pedidoDetalles.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(pedidoDetalles).values(rows);
}

export async function findOrder(db: Db, pedidoId: number) {
  const [row] = await db.select().from(pedidos).where(eq(pedidos.pedidoId, pedidoId));
  return row;
}

export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

export async function orderLines(db: Db, pedidoId: number) {
  return db
    .select()
    .from(pedidoDetalles)
    .where(eq(pedidoDetalles.pedidoId, pedidoId))
    .orderBy(asc(pedidoDetalles.pedidoDetalleId));
}

export type OrderLineRow = Awaited<ReturnType<typeof orderLines>>[number];

/** Many orders' lines at once (the PDFs of an approval). */
export async function linesOfOrders(db: Db, pedidoIds: number[]) {
  if (pedidoIds.length === 0) return [];
  return db
    .select()
    .from(pedidoDetalles)
    .where(inArray(pedidoDetalles.pedidoId, pedidoIds))
    .orderBy(asc(pedidoDetalles.pedidoId), asc(pedidoDetalles.pedidoDetalleId));
}

export async function findOrders(db: Db, pedidoIds: number[]) {
  if (pedidoIds.length === 0) return [];
  return db
    .select()
    .from(pedidos)
    .where(inArray(pedidos.pedidoId, pedidoIds))
    .orderBy(asc(pedidos.pedidoId));
}

/** The order's history: its bitácora entries, oldest first. */
export async function orderHistory(db: Db, pedidoId: number) {
  return db
    .select({
      fecha: bitacora.fecha,
      usuarioId: bitacora.usuarioId,
      accion: bitacora.accion,
      detalle: bitacora.detalle,
    })
    .from(bitacora)
    .where(and(eq(bitacora.entidad, 'pedido'), eq(bitacora.entidadId, String(pedidoId))))
    .orderBy(asc(bitacora.bitacoraId));
}

// ── Lists ────────────────────────────────────────────────────────────────────────────────────────

export type OrderListFilter = {
  estados: readonly number[];
  /** A Restaurante user's branch, or the branch filter. */
  sucursalId?: number | undefined;
  proveedorId?: number | undefined;
  desde?: string | undefined;
  hasta?: string | undefined;
  /** A LIKE pattern on the folded search text. */
  pattern?: string | undefined;
  page: number;
  size: number;
};

/** The orders of `estados` matching the filter; which filters are present is the statement's shape. */
function listWhere(f: OrderListFilter): SQL {
  return and(
    // The states are one of the screens' fixed sets: written into the statement, not sent as a
    // value, so that a kept plan may use the closed orders' partial index (estado in (5, 8)).
    sql`${pedidos.estado} in (${sql.raw(f.estados.map((e) => Number(e)).join(', '))})`,
    f.sucursalId === undefined ? undefined : eq(pedidos.sucursalId, param('sucursalId')),
    f.proveedorId === undefined ? undefined : eq(pedidos.proveedorId, param('proveedorId')),
    f.desde === undefined ? undefined : gte(pedidos.fechaPedido, param('desde')),
    f.hasta === undefined ? undefined : lte(pedidos.fechaPedido, param('hasta')),
    f.pattern === undefined ? undefined : like(pedidos.busqueda, param('pattern')),
  ) as SQL;
}

const shapeOf = (f: OrderListFilter) =>
  [
    f.estados.join('-'),
    f.sucursalId === undefined ? '' : 's',
    f.proveedorId === undefined ? '' : 'p',
    f.desde === undefined ? '' : 'd',
    f.hasta === undefined ? '' : 'h',
    f.pattern === undefined ? '' : 'b',
  ].join('');

/**
 * The order's number of lines. Spelled out with the table names: Drizzle leaves columns unqualified
 * in a one-table select, which would turn the correlation into `pedido_id = pedido_id`.
 */
const lineCount = sql<number>`(select count(*)::int from ${pedidoDetalles} d where d.pedido_id = ${pedidos}.pedido_id)`;

/** One page of orders, newest first, with its bounded total. */
export async function listOrders(db: Db, f: OrderListFilter) {
  const { rows, counted } = await listPage(db, {
    name: `orders:${shapeOf(f)}`,
    searching: f.pattern !== undefined,
    query: f,
    values: {
      sucursalId: f.sucursalId,
      proveedorId: f.proveedorId,
      desde: f.desde,
      hasta: f.hasta,
      pattern: f.pattern,
    },
    select: (d, carried) =>
      d
        .select({
          pedidoId: pedidos.pedidoId,
          estado: pedidos.estado,
          proveedorId: pedidos.proveedorId,
          sucursalId: pedidos.sucursalId,
          usuarioId: pedidos.usuarioId,
          fechaPedido: pedidos.fechaPedido,
          fechaEstimada: pedidos.fechaEstimada,
          fechaEntrega: pedidos.fechaEntrega,
          totalPedido: pedidos.totalPedido,
          totalFinal: pedidos.totalFinal,
          creditoFiscal: pedidos.creditoFiscal,
          correccionRequerida: pedidos.correccionRequerida,
          lineas: lineCount,
          ...carried,
        })
        .from(pedidos)
        .$dynamic(),
    where: listWhere(f),
    orderBy: [desc(pedidos.creadoEn), desc(pedidos.pedidoId)],
    keys: { key: pedidos.pedidoId, from: pedidos, when: 'deep' },
    total: bounded(sql`${pedidos} where ${listWhere(f)}`),
  });
  return { rows, counted };
}

// ── Moves and edits ──────────────────────────────────────────────────────────────────────────────

/**
 * Moves the orders that are still in `de` to `set.estado`, in one conditional UPDATE: of two
 * approvers at once, the second finds none still in `de` and moves nothing. Returns the moved ids.
 */
export async function moveOrders(
  db: Db,
  pedidoIds: number[],
  de: readonly number[],
  set: Partial<typeof pedidos.$inferInsert>,
): Promise<{ pedidoId: number; estado: number }[]> {
  return db
    .update(pedidos)
    .set({
      ...set,
      version: sql`${pedidos.version} + 1`,
      actualizadoEn: sql`now()`,
    })
    .where(and(inArray(pedidos.pedidoId, pedidoIds), inArray(pedidos.estado, [...de])))
    .returning({ pedidoId: pedidos.pedidoId, estado: pedidos.estado });
}

/**
 * Claims the order at the version the screen read, in the state it was read in: one writer wins,
 * the other finds no row (409). Sets what `set` says and adds one to the version.
 */
export async function claimOrder(
  db: Db,
  pedidoId: number,
  at: { version: number; estado: number },
  set: Partial<typeof pedidos.$inferInsert> = {},
) {
  const [row] = await db
    .update(pedidos)
    .set({ ...set, version: sql`${pedidos.version} + 1`, actualizadoEn: sql`now()` })
    .where(
      and(
        eq(pedidos.pedidoId, pedidoId),
        eq(pedidos.version, at.version),
        eq(pedidos.estado, at.estado),
      ),
    )
    .returning({ version: pedidos.version });
  return row?.version;
}

export async function setTotals(
  db: Db,
  pedidoId: number,
  totals: { totalPedido: string; totalFinal: string },
) {
  await db.update(pedidos).set(totals).where(eq(pedidos.pedidoId, pedidoId));
}

export async function updateLine(
  db: Db,
  pedidoDetalleId: number,
  set: Partial<typeof pedidoDetalles.$inferInsert>,
) {
  await db
    .update(pedidoDetalles)
    .set(set)
    .where(eq(pedidoDetalles.pedidoDetalleId, pedidoDetalleId));
}

export async function deleteLines(db: Db, pedidoId: number, pedidoDetalleIds: number[]) {
  return db
    .delete(pedidoDetalles)
    .where(
      and(
        eq(pedidoDetalles.pedidoId, pedidoId),
        inArray(pedidoDetalles.pedidoDetalleId, pedidoDetalleIds),
      ),
    )
    .returning({ articuloId: pedidoDetalles.articuloId });
}

/** Records the order's PDF unless another worker recorded one first. */
export async function claimPdf(db: Db, pedidoId: number, pdfArchivo: string): Promise<boolean> {
  const rows = await db
    .update(pedidos)
    .set({ pdfArchivo })
    .where(and(eq(pedidos.pedidoId, pedidoId), isNull(pedidos.pdfArchivo)))
    .returning({ id: pedidos.pedidoId });
  return rows.length === 1;
}

/** Orders approved more than `minutes` ago whose PDF is still missing (at most 100 a sweep). */
export async function ordersMissingPdf(db: Db, minutes: number): Promise<number[]> {
  const rows = await db
    .select({ id: pedidos.pedidoId })
    .from(pedidos)
    .where(
      and(
        isNotNull(pedidos.aprobadoEn),
        isNull(pedidos.pdfArchivo),
        lt(pedidos.aprobadoEn, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
    .orderBy(asc(pedidos.aprobadoEn))
    .limit(100);
  return rows.map((r) => r.id);
}
