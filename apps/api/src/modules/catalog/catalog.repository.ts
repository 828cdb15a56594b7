import { and, asc, eq, like, sql, type SQL } from 'drizzle-orm';
import type { ScheduleRow, Supplier } from '@jarvis/contracts/catalog';
import type { Db } from '../../db/client';
import {
  boundedCount,
  carriedTabs,
  countColumn,
  pageWindow,
  tabCounts,
  tabsColumn,
} from '../../db/paging';
import { itself, placeholder, prepared, type ValueOf } from '../../db/prepared';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { proveedores, proveedorHorarios } from './catalog.table';

/** Suppliers and their order days (spec 2 §3 Supplier, Supplier schedule). */

/** Who a supplier is, as every supplier list names it. */
const supplierIdentity = {
  proveedorID: proveedores.proveedorId,
  codigo: proveedores.codigo,
  nombre: proveedores.nombre,
  nombre_abrv: proveedores.nombreAbrv,
  marca: proveedores.marca,
};

const supplierColumns = {
  ...supplierIdentity,
  telefono: proveedores.telefono,
  correo: proveedores.correo,
  direccion: proveedores.direccion,
  descripcion: proveedores.descripcion,
  max_productos: proveedores.maxProductos,
  estado: proveedores.estado,
  WTLiable: proveedores.wtLiable,
  version: proveedores.version,
};

const toSupplier = (row: Omit<Supplier, 'estado'> & { estado: number }): Supplier => ({
  ...row,
  estado: row.estado === 1 ? 1 : 0,
});

/**
 * The days of each supplier in the row, in order, as one array (empty when it has none). Spelled
 * out with the table names: Drizzle leaves columns unqualified in a one-table select, which would
 * turn the correlation into `proveedor_id = proveedor_id`.
 */
const diasOf = sql<
  number[]
>`array(select h.dia::int from ${proveedorHorarios} h where h.proveedor_id = ${proveedores}.proveedor_id order by 1)`;

export type BrandFilter = { marca: string; pattern?: string };

function brandWhere(filter: BrandFilter, value: ValueOf = itself): SQL {
  return and(
    eq(proveedores.marca, value('marca', filter.marca)),
    filter.pattern ? like(proveedores.busqueda, value('pattern', filter.pattern)) : undefined,
  ) as SQL;
}

/**
 * One page of a brand's suppliers by name, optionally matching 'Buscar', with the columns `select`
 * picks. Built once per shape and named, a search's too, so PostgreSQL may keep one plan: a group's
 * suppliers are a few hundred (120 at the bench's scale 1), which it reads whole whatever the term.
 * Planned for each term, as the longer lists' searches are (db/prepared unlessSearching), the page
 * took 0.18 ms to plan and 0.12 to run (docs/performance-log.md, 2026-11-27).
 */
function brandPage<T extends PgSelect>(
  db: Db,
  kind: string,
  filter: BrandFilter & { page: number; size: number },
  select: (db: Db) => T,
) {
  const window = pageWindow(filter);
  const name = `${kind}:${filter.pattern ? 'buscar' : '-'}:${window.key}`;
  const query = prepared(db, name, (d) =>
    select(d)
      .where(brandWhere(filter, placeholder))
      .orderBy(asc(proveedores.nombre), asc(proveedores.proveedorId))
      .limit(window.limit)
      .offset(window.offset)
      .prepare(name),
  );
  return query.execute({ marca: filter.marca, pattern: filter.pattern, ...window.values });
}

/**
 * One page of a brand's suppliers, optionally matching 'Buscar', carrying every brand tab's bounded
 * count (db/paging tabsColumn): the brands written into the statement, the term a placeholder. An
 * empty page carries none: they are counted apart, with a kept plan too (`brandPage`).
 */
export async function listSuppliersWithTabs(
  db: Db,
  filter: BrandFilter & { page: number; size: number },
  marcas: readonly string[],
) {
  const { pattern } = filter;
  // In the tabs, the brand is written in and the term is the page's own placeholder.
  const termOnly: ValueOf = (key, value) => (key === 'pattern' ? placeholder(key, value) : value);
  const rows = await brandPage(db, `suppliers_page:${marcas.join('|')}`, filter, (d) =>
    d
      .select({
        ...supplierColumns,
        tabs: tabsColumn(marcas, (marca) =>
          countColumn(suppliersTab({ marca, pattern }, termOnly)),
        ),
      })
      .from(proveedores)
      .$dynamic(),
  );
  const tabs = await carriedTabs(marcas, filter.marca, rows[0]?.tabs, () =>
    tabCounts(
      db,
      marcas,
      filter.marca,
      (marca, value) => suppliersTab({ marca, pattern }, value),
      suppliersPlan(pattern),
    ),
  );
  return { rows: rows.map(({ tabs: _tabs, ...row }) => toSupplier(row)), tabs };
}

/**
 * How the suppliers' counts are planned: kept, a search's too, as their pages are (`brandPage`);
 * built once with the term and once without.
 */
const suppliersPlan = (pattern: string | undefined) =>
  ({ plan: 'kept', shape: `suppliers:${pattern ? 'buscar' : '-'}` }) as const;

/** The suppliers of one brand tab, for its bounded count (db/paging tabCounts). */
export function suppliersTab(filter: BrandFilter, value: ValueOf = itself): SQL {
  return sql`${proveedores} where ${brandWhere(filter, value)}`;
}

/** The bounded count of one brand tab. */
export function countSuppliers(db: Db, filter: BrandFilter) {
  return boundedCount(db, (value) => suppliersTab(filter, value), suppliersPlan(filter.pattern));
}

export async function findSupplier(db: Db, proveedorId: number): Promise<Supplier | undefined> {
  const [row] = await db
    .select(supplierColumns)
    .from(proveedores)
    .where(eq(proveedores.proveedorId, proveedorId));
  return row && toSupplier(row);
}

/** A brand's registration of a SAP code, if any. */
export async function findRegistration(db: Db, codigo: string, marca: string) {
  const [row] = await db
    .select({ proveedorID: proveedores.proveedorId, estado: proveedores.estado })
    .from(proveedores)
    .where(and(eq(proveedores.marca, marca), eq(proveedores.codigo, codigo)));
  return row;
}

export async function insertSupplier(db: Db, row: typeof proveedores.$inferInsert) {
  const [inserted] = await db
    .insert(proveedores)
    .values(row)
    .returning({ id: proveedores.proveedorId });
  if (!inserted) throw new Error('insert proveedores returned nothing');
  return inserted.id;
}

export type SupplierChanges = Pick<
  typeof proveedores.$inferInsert,
  'telefono' | 'correo' | 'direccion' | 'descripcion' | 'maxProductos' | 'estado'
>;

/** Applies the edit only to the version the user saw; false when someone changed it meanwhile. */
export async function updateSupplier(
  db: Db,
  proveedorId: number,
  version: number,
  changes: SupplierChanges,
): Promise<boolean> {
  const rows = await db
    .update(proveedores)
    .set({ ...changes, actualizadoEn: new Date(), version: sql`${proveedores.version} + 1` })
    .where(and(eq(proveedores.proveedorId, proveedorId), eq(proveedores.version, version)))
    .returning({ id: proveedores.proveedorId });
  return rows.length > 0;
}

/**
 * One page of a brand's suppliers with their days, carrying the bounded count of the brand's
 * suppliers matching its filter (db/paging countColumn; `n`).
 */
export async function listSchedules(
  db: Db,
  filter: BrandFilter & { page: number; size: number },
): Promise<{ rows: Omit<ScheduleRow, 'puedeEditar'>[]; n: number | string | undefined }> {
  const rows = await brandPage(db, 'schedules_page', filter, (d) =>
    d
      .select({
        ...supplierIdentity,
        estado: proveedores.estado,
        dias: diasOf,
        n: countColumn(suppliersTab(filter, placeholder)),
      })
      .from(proveedores)
      .$dynamic(),
  );
  return {
    rows: rows.map(({ n: _n, ...r }) => ({
      ...r,
      estado: r.estado === 1 ? 1 : 0,
      dias: r.dias.map(Number),
    })),
    n: rows[0]?.n,
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
