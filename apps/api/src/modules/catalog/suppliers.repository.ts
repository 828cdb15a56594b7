import { and, asc, eq, inArray, like, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Supplier } from '@jarvis/contracts/suppliers';
import type { Db } from '../../db/client';
import { bounded, listPage, param } from '../../db/list-page';
import { proveedores } from './catalog.table';

/** Suppliers (spec 2 §3 Supplier). */

/** Who a supplier is, as every supplier list names it. */
export const supplierIdentity = {
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

export type BrandFilter = { marca: string; pattern?: string };

/** A brand's suppliers (its value, or the page's `marca`), matching 'Buscar' if any. */
export function brandWhere(
  filter: { pattern?: string | undefined },
  marca: string | SQLWrapper = param('marca'),
) {
  return and(
    eq(proveedores.marca, marca),
    filter.pattern ? like(proveedores.busqueda, param('pattern')) : undefined,
  ) as SQL;
}

export const byName = [asc(proveedores.nombre), asc(proveedores.proveedorId)];

/**
 * One page of a brand's suppliers by name, optionally matching 'Buscar', with every brand tab's
 * bounded count. Named, a search's too, so PostgreSQL may keep one plan: a group's suppliers are a
 * few hundred, which it reads whole whatever the term (decision 0010).
 */
export async function listSuppliers(
  db: Db,
  filter: BrandFilter & { page: number; size: number },
  marcas: readonly string[],
) {
  const { rows, tabs } = await listPage(db, {
    name: `suppliers:${filter.pattern ? 'buscar' : '-'}`,
    query: filter,
    values: { marca: filter.marca, pattern: filter.pattern },
    select: (d, carried) =>
      d
        .select({ ...supplierColumns, ...carried })
        .from(proveedores)
        .$dynamic(),
    where: brandWhere(filter),
    orderBy: byName,
    tabs: {
      keys: marcas,
      selected: filter.marca,
      count: (marca) => bounded(sql`${proveedores} where ${brandWhere(filter, marca)}`),
    },
  });
  return { rows: rows.map(toSupplier), tabs };
}

export async function findSupplier(db: Db, proveedorId: number): Promise<Supplier | undefined> {
  const [row] = await db
    .select(supplierColumns)
    .from(proveedores)
    .where(eq(proveedores.proveedorId, proveedorId));
  return row && toSupplier(row);
}

/** What an order needs of its supplier (issue #52): brand, state, line limit, withholding. */
export async function supplierForOrders(db: Db, proveedorId: number) {
  const [row] = await db
    .select({
      proveedorId: proveedores.proveedorId,
      nombre: proveedores.nombre,
      codigo: proveedores.codigo,
      marca: proveedores.marca,
      estado: proveedores.estado,
      maxProductos: proveedores.maxProductos,
      wtLiable: proveedores.wtLiable,
    })
    .from(proveedores)
    .where(eq(proveedores.proveedorId, proveedorId));
  return row;
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

/** Name, code and contact of each supplier, as order lists, PDFs and mails name them. */
export async function supplierContacts(db: Db, proveedorIds: readonly number[]) {
  if (proveedorIds.length === 0) return [];
  return db
    .select({
      proveedorId: proveedores.proveedorId,
      nombre: proveedores.nombre,
      codigo: proveedores.codigo,
      correo: proveedores.correo,
      telefono: proveedores.telefono,
    })
    .from(proveedores)
    .where(inArray(proveedores.proveedorId, [...proveedorIds]));
}

/** The suppliers an order filter offers: one brand's, or every brand's (null), by name. */
export async function suppliersForFilter(db: Db, marca: string | null) {
  return db
    .select({
      proveedorId: proveedores.proveedorId,
      nombre: proveedores.nombre,
      codigo: proveedores.codigo,
    })
    .from(proveedores)
    .where(marca === null ? undefined : eq(proveedores.marca, marca))
    .orderBy(asc(proveedores.nombre), asc(proveedores.proveedorId));
}
