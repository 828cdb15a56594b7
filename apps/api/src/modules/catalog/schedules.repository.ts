import { and, asc, eq, sql } from 'drizzle-orm';
import type { ScheduleRow } from '@jarvis/contracts/schedules';
import type { Db } from '../../db/client';
import { bounded, listPage, type Counted } from '../../db/list-page';
import { proveedores, proveedorHorarios } from './catalog.table';
import { brandWhere, byName, supplierIdentity, type BrandFilter } from './suppliers.repository';

/** The days each supplier takes orders (spec 2 §3 Supplier schedule). */

/**
 * The days of each supplier in the row, in order, as one array (empty when it has none). Spelled
 * out with the table names: Drizzle leaves columns unqualified in a one-table select, which would
 * turn the correlation into `proveedor_id = proveedor_id`.
 */
const diasOf = sql<
  number[]
>`array(select h.dia::int from ${proveedorHorarios} h where h.proveedor_id = ${proveedores}.proveedor_id order by 1)`;

/** One page of a brand's suppliers with their days, and the bounded count of its filter. */
export async function listSchedules(
  db: Db,
  filter: BrandFilter & { page: number; size: number },
): Promise<{ rows: Omit<ScheduleRow, 'puedeEditar'>[]; counted: Counted }> {
  const where = brandWhere(filter);
  const { rows, counted } = await listPage(db, {
    name: `schedules:${filter.pattern ? 'buscar' : '-'}`,
    query: filter,
    values: { marca: filter.marca, pattern: filter.pattern },
    select: (d, carried) =>
      d
        .select({ ...supplierIdentity, estado: proveedores.estado, dias: diasOf, ...carried })
        .from(proveedores)
        .$dynamic(),
    where,
    orderBy: byName,
    total: bounded(sql`${proveedores} where ${where}`),
  });
  return {
    rows: rows.map((r) => ({ ...r, estado: r.estado === 1 ? 1 : 0, dias: r.dias.map(Number) })),
    counted,
  };
}

/**
 * Takes the supplier's row lock for the rest of the transaction, so two replacements of its days
 * run one after the other instead of colliding on the primary key.
 */
export async function lockSupplier(db: Db, proveedorId: number) {
  const [row] = await db
    .select({ id: proveedores.proveedorId })
    .from(proveedores)
    .where(eq(proveedores.proveedorId, proveedorId))
    .for('update');
  return row !== undefined;
}

export async function replaceDays(db: Db, proveedorId: number, dias: readonly number[]) {
  await db.delete(proveedorHorarios).where(eq(proveedorHorarios.proveedorId, proveedorId));
  if (dias.length > 0)
    await db.insert(proveedorHorarios).values(dias.map((dia) => ({ proveedorId, dia })));
}

export async function daysOf(db: Db, proveedorId: number): Promise<number[]> {
  const rows = await db
    .select({ dia: proveedorHorarios.dia })
    .from(proveedorHorarios)
    .where(eq(proveedorHorarios.proveedorId, proveedorId))
    .orderBy(asc(proveedorHorarios.dia));
  return rows.map((r) => r.dia);
}

/** A brand's active suppliers that take orders on weekday `dia`, with all their days. */
export async function activeSuppliersOnDay(db: Db, marca: string, dia: number) {
  const rows = await db
    .select({
      ...supplierIdentity,
      max_productos: proveedores.maxProductos,
      WTLiable: proveedores.wtLiable,
      dias: diasOf,
    })
    .from(proveedores)
    .innerJoin(
      proveedorHorarios,
      and(
        eq(proveedorHorarios.proveedorId, proveedores.proveedorId),
        eq(proveedorHorarios.dia, dia),
      ),
    )
    .where(and(eq(proveedores.marca, marca), eq(proveedores.estado, 1)))
    .orderBy(asc(proveedores.nombre), asc(proveedores.proveedorId));
  return rows.map((r) => ({ ...r, dias: r.dias.map(Number) }));
}

/** A brand's active suppliers with their days and line limit, by name: a new order's choices. */
export async function activeSuppliersWithDays(db: Db, marca: string) {
  const rows = await db
    .select({
      proveedorId: proveedores.proveedorId,
      nombre: proveedores.nombre,
      codigo: proveedores.codigo,
      maxProductos: proveedores.maxProductos,
      dias: diasOf,
    })
    .from(proveedores)
    .where(and(eq(proveedores.marca, marca), eq(proveedores.estado, 1)))
    .orderBy(asc(proveedores.nombre), asc(proveedores.proveedorId));
  return rows.map((r) => ({ ...r, dias: r.dias.map(Number) }));
}
