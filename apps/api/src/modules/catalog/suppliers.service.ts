import {
  SUPPLIER_MESSAGES as M,
  SupplierContactSchema,
  type EditSupplier,
  type NewSupplier,
  type NewSupplierResult,
  type SapSupplier,
  type Supplier,
  type SupplierListQuery,
  type SupplierPage,
  type SupplierVerification,
} from '@jarvis/contracts/suppliers';
import type { Success } from '@jarvis/contracts/errors';
import { isUniqueViolation } from '../../db/errors';
import type { Tabs } from '../../db/list-page';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { ErpError } from '../../platform/erp/erp-errors';
import * as reads from '../../platform/erp/reads';
import * as users from '../users/users.service';
import * as repo from './suppliers.repository';

/**
 * Suppliers (spec 2 §2 Proveedor area, §5 Supplier): list, verification against SAP, creation and
 * edit. A supplier belongs to a brand; a user adds and edits only its own brand's (spec 2 §6),
 * checked here on every call.
 */

/** The user's brand, or null for office users (brand 'Ninguna'): they consult, never change. */
export function ownBrand(ctx: Ctx, marcas: string[]): string | null {
  return marcas.includes(ctx.actor.marca) ? ctx.actor.marca : null;
}

export function tabOf(requested: string | undefined, marcas: string[], own: string | null): string {
  if (requested && marcas.includes(requested)) return requested;
  return own ?? marcas[0] ?? '';
}

/**
 * One brand tab's page as the suppliers and the price list answer it: each row says whether the
 * user may change it (its brand is the user's), and every tab carries its bounded count.
 */
export function brandTabPage<Row extends { marca: string }>(
  rows: Row[],
  counted: Tabs<string>,
  tab: { marca: string; own: string | null; page: number; size: number },
) {
  return {
    items: rows.map((r) => ({ ...r, puedeEditar: r.marca === tab.own })),
    ...counted.selected,
    page: tab.page,
    size: tab.size,
    marca: tab.marca,
    marcas: counted.tabs.map(({ key, total }) => ({ marca: key, total })),
    marcaUsuario: tab.own,
  };
}

/** /Proveedor/crear-proveedor: one brand tab of suppliers, the tabs with their counts. */
export async function suppliers(ctx: Ctx, query: SupplierListQuery): Promise<SupplierPage> {
  const marcas = (await users.orgDirectory(ctx.db)).marcas();
  const own = ownBrand(ctx, marcas);
  const marca = tabOf(query.marca, marcas, own);
  const pattern = query.buscar ? containsPattern(query.buscar) : undefined;
  const page = { marca, page: query.page, size: query.size };
  // The page carries every tab's count, a search's too (repository).
  const { rows, tabs: counted } = await repo.listSuppliers(ctx.db, { ...page, pattern }, marcas);
  return {
    ...brandTabPage(rows, counted, { marca, own, page: query.page, size: query.size }),
    puedeCrear: own !== null,
  };
}

/**
 * When SAP has no short name (AliasName): the name without its legal suffix, which is noise in lists
 * and on orders ('La Espiga, S.A. de C.V.' → 'La Espiga').
 */
export function abbreviate(nombre: string): string {
  const short = nombre
    .replace(
      /,?\s+(S\.?\s?A\.?(\s+de\s+C\.?\s?V\.?)?|S\.?\s?de\s+R\.?\s?L\.?(\s+de\s+C\.?\s?V\.?)?)\s*$/i,
      '',
    )
    .trim();
  return (short || nombre).slice(0, 50);
}

/** SAP's record of a supplier code; SAP down or failing answers 503 with its Spanish message. */
async function sapSupplier(ctx: Ctx, codigo: string): Promise<SapSupplier | undefined> {
  try {
    const found = await reads.supplierByCode(ctx.platform.erp.sl, codigo);
    return (
      found && {
        codigo: found.codigo,
        nombre: found.nombre,
        nombre_abrv: found.alias ?? abbreviate(found.nombre),
        telefono: found.telefono,
        correo: found.correo,
        direccion: found.direccion,
        marcaSap: found.marca,
        activo: found.activo,
        WTLiable: found.wtLiable,
      }
    );
  } catch (error) {
    if (!(error instanceof ErpError)) throw error;
    ctx.platform.log.warn({ err: error, sap: error.sapMessage }, 'SAP: consulta de proveedor');
    throw new AppError('SERVICE_UNAVAILABLE', error.message);
  }
}

/** Brand names compared as people write them: 'VIVA EXPRESSO' in SAP is Jarvis's 'Viva Expresso'. */
const sameBrand = (a: string, b: string) =>
  a.trim().localeCompare(b.trim(), 'es', { sensitivity: 'base' }) === 0;

/**
 * The 'Nuevo' dialog: does the code exist in SAP as a supplier, is it active there, is it the
 * user's brand's in SAP (U_Marca; none set: any brand's), and is it already registered for the
 * user's brand? Reads only; the creation checks all of it again.
 */
export async function verify(ctx: Ctx, codigo: string): Promise<SupplierVerification> {
  const marca = ownBrand(ctx, (await users.orgDirectory(ctx.db)).marcas());
  if (!marca) return { resultado: 'sin-marca', puedeCrear: false, mensaje: M.noBrand, marca };
  const proveedor = await sapSupplier(ctx, codigo);
  if (!proveedor)
    return { resultado: 'no-encontrado', puedeCrear: false, mensaje: M.notInSap, marca };
  if (!proveedor.activo)
    return { resultado: 'inactivo', puedeCrear: false, mensaje: M.inactiveInSap, marca, proveedor };
  // Issue #51: SAP's brand decides; a Humo supplier is not for Subway to register.
  if (proveedor.marcaSap && !sameBrand(proveedor.marcaSap, marca))
    return {
      resultado: 'otra-marca',
      puedeCrear: false,
      mensaje: M.otherBrand(proveedor.marcaSap, marca),
      marca,
      proveedor,
    };
  const registered = await repo.findRegistration(ctx.db, proveedor.codigo, marca);
  if (registered)
    return {
      resultado: 'registrado',
      puedeCrear: false,
      mensaje: registered.estado === 1 ? M.alreadyActive(marca) : M.alreadyInactive(marca),
      marca,
      proveedor,
    };
  return { resultado: 'disponible', puedeCrear: true, mensaje: M.canAdd(marca), marca, proveedor };
}

function invalid(issues: { path: PropertyKey[]; message: string }[]): AppError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[String(issue.path[0])] ??= issue.message;
  return new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);
}

/**
 * /Proveedor/crear/{id}: verified again against SAP here (the client's word is never taken), saved
 * with SAP's name, address and WTLiable for the user's brand. Two people adding the same code at
 * once: the unique index lets one in, the other gets 409.
 */
export async function create(ctx: Ctx, input: NewSupplier): Promise<NewSupplierResult> {
  const checked = await verify(ctx, input.codigo);
  const marca = checked.marca;
  if (!marca) throw new AppError('FORBIDDEN', checked.mensaje);
  const sap = checked.proveedor;
  if (!sap) throw new AppError('NOT_FOUND', checked.mensaje);
  if (!checked.puedeCrear) throw new AppError('CONFLICT', checked.mensaje);
  const contact = SupplierContactSchema.safeParse({
    telefono: input.telefono ?? sap.telefono ?? '',
    correo: input.correo ?? sap.correo ?? '',
  });
  if (!contact.success) throw invalid(contact.error.issues);

  try {
    const proveedorID = await ctx.db.transaction(async (tx) => {
      const id = await repo.insertSupplier(tx, {
        codigo: sap.codigo,
        nombre: sap.nombre,
        nombreAbrv: sap.nombre_abrv,
        marca,
        telefono: contact.data.telefono,
        correo: contact.data.correo,
        direccion: sap.direccion?.slice(0, 250) ?? null,
        descripcion: input.descripcion,
        maxProductos: input.max_productos,
        wtLiable: sap.WTLiable,
        creadoPor: ctx.actor.userId,
      });
      await audit(
        ctx,
        {
          accion: 'proveedor.crear',
          entidad: 'proveedor',
          entidadId: id,
          detalle: { codigo: sap.codigo, marca },
        },
        tx,
      );
      return id;
    });
    return { successful: M.created, data: { proveedorID, codigo: sap.codigo, marca } };
  } catch (error) {
    if (isUniqueViolation(error, 'proveedores_marca_codigo_idx'))
      throw new AppError('CONFLICT', M.createdMeanwhile(marca));
    throw error;
  }
}

/** A supplier the user may change: it exists and is of the user's brand (spec 2 §6). */
export async function ownSupplier(ctx: Ctx, proveedorId: number): Promise<Supplier> {
  const found = await repo.findSupplier(ctx.db, proveedorId);
  if (!found) throw new AppError('NOT_FOUND', M.notFound);
  if (found.marca !== ctx.actor.marca) throw new AppError('FORBIDDEN', M.notYourBrand);
  return found;
}

const EDITED = [
  'telefono',
  'correo',
  'direccion',
  'descripcion',
  'max_productos',
  'estado',
] as const;

/** Edit and estado 1/0 of a supplier of the user's brand, on the version the user saw. */
export async function update(ctx: Ctx, proveedorId: number, input: EditSupplier): Promise<Success> {
  const before = await ownSupplier(ctx, proveedorId);
  if (before.version !== input.version) throw new AppError('CONFLICT', M.changedMeanwhile);
  const after = { ...input, direccion: input.direccion || null };
  await ctx.db.transaction(async (tx) => {
    const changed = await repo.updateSupplier(tx, proveedorId, input.version, {
      telefono: after.telefono,
      correo: after.correo,
      direccion: after.direccion,
      descripcion: after.descripcion,
      maxProductos: after.max_productos,
      estado: after.estado,
    });
    if (!changed) throw new AppError('CONFLICT', M.changedMeanwhile);
    const cambios = Object.fromEntries(
      EDITED.filter((k) => before[k] !== after[k]).map((k) => [k, { de: before[k], a: after[k] }]),
    );
    await audit(
      ctx,
      {
        accion: 'proveedor.editar',
        entidad: 'proveedor',
        entidadId: proveedorId,
        detalle: cambios,
      },
      tx,
    );
  });
  return { successful: M.updated };
}

/**
 * The supplier an order of the user's is for (issue #52): active and of the user's brand, else
 * undefined; the orders module says why.
 */
export async function orderableSupplier(ctx: Ctx, proveedorId: number) {
  const supplier = await repo.supplierForOrders(ctx.db, proveedorId);
  return supplier?.estado === 1 && supplier.marca === ctx.actor.marca ? supplier : undefined;
}

/** A supplier as an order shows it (issue #52), whatever its brand or state now. */
export const supplierFacts = (ctx: Ctx, proveedorId: number) =>
  repo.findSupplier(ctx.db, proveedorId);

/** Each supplier's name, code and contact, by id (issue #52: lists, PDFs, mails). */
export async function supplierContacts(ctx: Pick<Ctx, 'db'>, proveedorIds: readonly number[]) {
  const rows = await repo.supplierContacts(ctx.db, [...new Set(proveedorIds)]);
  return new Map(rows.map((r) => [r.proveedorId, r]));
}

/** The suppliers the order filters offer: the user's brand's, or all for office users. */
export function suppliersForFilter(ctx: Ctx, marca: string | null) {
  return repo.suppliersForFilter(ctx.db, marca);
}
