import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TransferState } from '@jarvis/contracts/transfers';
import type { Db } from '../../db/client';
import { bounded, listPage, param } from '../../db/list-page';
import { trasladoDetalles, traslados } from './transfers.table';

/** The transfers' reads and writes (issue #54); the rules are the service's. */

const columns = {
  trasladoId: traslados.trasladoId,
  fecha: traslados.fecha,
  origenId: traslados.origenId,
  destinoId: traslados.destinoId,
  estado: traslados.estado,
  solicitadoPor: traslados.solicitadoPor,
  enviadoPor: traslados.enviadoPor,
  recibidoPor: traslados.recibidoPor,
  anuladoPor: traslados.anuladoPor,
  fechaAprobacion: traslados.fechaAprobacion,
  fechaFinalizacion: traslados.fechaFinalizacion,
  fechaAnulacion: traslados.fechaAnulacion,
  fechaProcesamientoSap: traslados.fechaProcesamientoSap,
  version: traslados.version,
};
export type TransferRow = {
  trasladoId: number;
  fecha: string;
  origenId: number;
  destinoId: number;
  estado: number;
  solicitadoPor: number;
  enviadoPor: number | null;
  recibidoPor: number | null;
  anuladoPor: number | null;
  fechaAprobacion: Date | null;
  fechaFinalizacion: Date | null;
  fechaAnulacion: Date | null;
  fechaProcesamientoSap: Date | null;
  version: number;
};

export async function insertTransfer(
  db: Db,
  header: { fecha: string; origenId: number; destinoId: number; solicitadoPor: number },
  lines: { articuloId: string; cantidad: string }[],
): Promise<number> {
  const [row] = await db
    .insert(traslados)
    .values({ ...header, estado: 1 })
    .returning({ id: traslados.trasladoId });
  if (!row) throw new Error('insert traslados returned nothing');
  await db.insert(trasladoDetalles).values(lines.map((l) => ({ ...l, trasladoId: row.id })));
  return row.id;
}

export async function findTransfer(db: Db, trasladoId: number): Promise<TransferRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(traslados)
    .where(eq(traslados.trasladoId, trasladoId));
  return row;
}

export async function linesOf(db: Db, trasladoIds: readonly number[]) {
  if (trasladoIds.length === 0) return [];
  return db
    .select({
      trasladoDetalleId: trasladoDetalles.trasladoDetalleId,
      trasladoId: trasladoDetalles.trasladoId,
      articuloId: trasladoDetalles.articuloId,
      cantidad: trasladoDetalles.cantidad,
      cantidadEnviada: trasladoDetalles.cantidadEnviada,
      cantidadRecibida: trasladoDetalles.cantidadRecibida,
    })
    .from(trasladoDetalles)
    .where(inArray(trasladoDetalles.trasladoId, [...trasladoIds]))
    .orderBy(trasladoDetalles.trasladoDetalleId);
}
export type TransferLineRow = Awaited<ReturnType<typeof linesOf>>[number];

/**
 * A branch's lists, newest first (spec 3 §2): as the destination, every transfer it asked for
 * ('Mis traslados', and the last three on the home); as the origin, those waiting for it to send
 * ('Revisar', 'Aprobar traslados').
 */
export type TransferListFilter =
  { vista: 'mios'; sucursalId: number } | { vista: 'porEnviar'; sucursalId: number };

export async function listTransfers(
  db: Db,
  filter: TransferListFilter,
  query: { page: number; size: number },
) {
  const where: SQL =
    filter.vista === 'mios'
      ? eq(traslados.destinoId, param('sucursalId'))
      : (and(eq(traslados.origenId, param('sucursalId')), eq(traslados.estado, 1)) as SQL);
  return listPage(db, {
    name: `transfers:${filter.vista}`,
    query,
    values: { sucursalId: filter.sucursalId },
    select: (d, carried) =>
      d
        .select({ ...columns, ...carried })
        .from(traslados)
        .$dynamic(),
    where,
    orderBy: [desc(traslados.trasladoId)],
    keys: { key: traslados.trasladoId, from: traslados, when: 'deep' },
    // The total takes the page's values: the same filter, counted up to the bound.
    total: bounded(sql`${traslados} where ${where}`),
  });
}

/**
 * A step, all or nothing: the state moves only if the transfer is still in `de` at `version`
 * (the conditional UPDATE two clicks or two people race on), then each line's quantity is set.
 * The new version, or undefined when someone else moved it first.
 */
export async function moveTransfer(
  db: Db,
  trasladoId: number,
  from: { version: number; estados: readonly TransferState[] },
  set: Partial<typeof traslados.$inferInsert>,
): Promise<number | undefined> {
  const [row] = await db
    .update(traslados)
    .set({ ...set, version: sql`${traslados.version} + 1`, actualizadoEn: sql`now()` })
    .where(
      and(
        eq(traslados.trasladoId, trasladoId),
        eq(traslados.version, from.version),
        inArray(traslados.estado, [...from.estados]),
      ),
    )
    .returning({ version: traslados.version });
  return row?.version;
}

/**
 * SAP lists the transfer's StockTransfer: its processing date, once. Not a person's change, so the
 * version stays (a screen open on the transfer is not made stale by it).
 */
export async function markInSap(db: Db, trasladoId: number): Promise<boolean> {
  const rows = await db
    .update(traslados)
    .set({ fechaProcesamientoSap: sql`now()` })
    .where(
      and(eq(traslados.trasladoId, trasladoId), sql`${traslados.fechaProcesamientoSap} is null`),
    )
    .returning({ id: traslados.trasladoId });
  return rows.length > 0;
}

/** Each line's sent or received quantity, in one statement. */
export async function setQuantities(
  db: Db,
  trasladoId: number,
  field: 'cantidadEnviada' | 'cantidadRecibida',
  lines: { trasladoDetalleId: number; cantidad: string }[],
) {
  const column = field === 'cantidadEnviada' ? 'cantidad_enviada' : 'cantidad_recibida';
  const values = sql.join(
    lines.map((l) => sql`(${l.trasladoDetalleId}::int, ${l.cantidad}::numeric)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${trasladoDetalles} as d set ${sql.raw(column)} = v.cantidad
    from (values ${values}) as v(id, cantidad)
    where d.traslado_detalle_id = v.id and d.traslado_id = ${trasladoId}`);
}

/**
 * Spec 3 §5 Inventory creation: does the branch have transfers still open (asked, not sent) or
 * pending (sent, not received) on either side, dated on or before `fecha`?
 */
export async function openTransfersAt(db: Db, sucursalId: number, fecha: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(traslados)
    .where(
      and(
        or(eq(traslados.origenId, sucursalId), eq(traslados.destinoId, sucursalId)),
        inArray(traslados.estado, [1, 2]),
        sql`${traslados.fecha} <= ${fecha}`,
      ),
    );
  return row?.n ?? 0;
}

/**
 * Transit loss (issue #54 point 6): per month of the transfer's date, branch pair and article, the
 * sent and received quantities of the accepted transfers' lines where they differ; of `sucursalId`
 * on either side, or of every branch. Largest loss first, at most `limit`.
 */
export async function differences(
  db: Db,
  f: { sucursalIds?: number[] | undefined; desde?: string | undefined; hasta?: string | undefined },
  limit: number,
) {
  const mes = sql<string>`to_char(${traslados.fecha}, 'YYYY-MM')`;
  const enviada = sql<string>`sum(coalesce(${trasladoDetalles.cantidadEnviada}, 0))::text`;
  const recibida = sql<string>`sum(coalesce(${trasladoDetalles.cantidadRecibida}, 0))::text`;
  return db
    .select({
      mes,
      origenId: traslados.origenId,
      destinoId: traslados.destinoId,
      articuloId: trasladoDetalles.articuloId,
      enviada,
      recibida,
    })
    .from(traslados)
    .innerJoin(trasladoDetalles, eq(trasladoDetalles.trasladoId, traslados.trasladoId))
    .where(
      and(
        // A transfer reaches 4 exactly when a received quantity differs from the sent one (the
        // service's step): only those are read, on their own index (migration 0031).
        eq(traslados.estado, 4),
        sql`${trasladoDetalles.cantidadRecibida} is distinct from ${trasladoDetalles.cantidadEnviada}`,
        f.sucursalIds === undefined
          ? undefined
          : or(
              inArray(traslados.origenId, f.sucursalIds),
              inArray(traslados.destinoId, f.sucursalIds),
            ),
        f.desde === undefined ? undefined : sql`${traslados.fecha} >= ${`${f.desde}-01`}::date`,
        f.hasta === undefined
          ? undefined
          : sql`${traslados.fecha} < (${`${f.hasta}-01`}::date + interval '1 month')`,
      ),
    )
    .groupBy(mes, traslados.origenId, traslados.destinoId, trasladoDetalles.articuloId)
    .orderBy(
      sql`${mes} desc`,
      sql`sum(coalesce(${trasladoDetalles.cantidadRecibida}, 0) - coalesce(${trasladoDetalles.cantidadEnviada}, 0))`,
      trasladoDetalles.articuloId,
    )
    .limit(limit);
}
