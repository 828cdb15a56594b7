import { z } from 'zod';
import { COMMON_MESSAGES } from './errors';
import { idParam, pageOf, pageQuery, rowVersion, trimInvisible, whenMissing } from './common';
import { PHONE_PATTERN, USERS_MESSAGES } from './users';
import { SAP_CODE_MESSAGE, SAP_CODE_PATTERN } from './catalog';

/**
 * Suppliers of the purchasing catalogue (spec 2 §2 Proveedor area, §3, §5, §8, §9). Texts are the
 * spec's, typos included; where the spec only describes a message (the supplier verification), the
 * wording is ours.
 */

/** Supplier list page size (spec 2 §9). */
export const SUPPLIER_PAGE_SIZE = 8;
/** The longest SAP CardCode. */
export const SUPPLIER_CODE_MAX = 15;
export const MAX_PRODUCTOS_MAX = 999;

export const SUPPLIER_MESSAGES = {
  required: COMMON_MESSAGES.required,
  telefonoFormat: USERS_MESSAGES.telefonoFormat,
  correoInvalid: 'Ingrese un correo válido',
  correoMax: 'Máximo 150 caracteres',
  maxProductosPositive: 'Debe ser mayor a cero',
  noDecimals: 'No se permiten decimales',
  maxProductosMax: `El máximo es ${MAX_PRODUCTOS_MAX} artículos por pedido`,
  descripcionMax: 'Máximo 500 caracteres',
  direccionMax: 'Máximo 250 caracteres',
  codigoRequired: 'Ingrese el código del proveedor',
  codigoMax: `El código tiene como máximo ${SUPPLIER_CODE_MAX} caracteres`,
  // Verification against SAP and Jarvis (spec 2 §5 Supplier: described, not worded).
  notInSap: 'El código ingresado no existe como proveedor en SAP',
  inactiveInSap: 'El proveedor está inactivo en SAP; no se puede agregar',
  alreadyActive: (marca: string) => `El proveedor ya está registrado y activo para ${marca}`,
  alreadyInactive: (marca: string) =>
    `El proveedor ya está registrado para ${marca}, pero inactivo; actívelo desde la lista`,
  canAdd: (marca: string) => `El proveedor existe en SAP y puede agregarse a ${marca}`,
  otherBrand: (marcaSap: string, marca: string) =>
    `En SAP el proveedor es de la marca ${marcaSap}; no puede agregarse a ${marca}`,
  noBrand: 'Su usuario no pertenece a una marca: puede consultar proveedores, no agregarlos',
  createdMeanwhile: (marca: string) =>
    `Otro usuario acaba de registrar este proveedor para ${marca}`,
  created: 'Proveedor creado',
  updated: 'Proveedor Actualizado',
  updateFailed: 'Error al actualizar proveedor',
  notFound: 'El proveedor no existe',
  notYourBrand: 'Solo puede modificar proveedores de su marca',
  changedMeanwhile: 'El proveedor cambió mientras lo editaba; recargue e intente de nuevo',
  empty: 'No hay proveedores',
} as const;

/** /error/create-supplier-error: where /Proveedor/crear/{id} goes when SAP has no such code. */
export const CREATE_SUPPLIER_ERROR_PAGE = {
  ruta: '/error/create-supplier-error',
  titulo: 'Al parecer hubo un error',
  texto: 'Por favor, intente ingresar nuevamente la información requerida.',
  boton: 'Regresar',
  regresarA: '/Proveedor/crear-proveedor',
} as const;

// ── Shared fields ──────────────────────────────────────────────────────────────────────────────

const M = SUPPLIER_MESSAGES;
const flag = z.union([z.literal(0), z.literal(1)]);

const telefono = z
  .string({ error: whenMissing(M.required) })
  .overwrite(trimInvisible)
  .min(1, M.required)
  .regex(PHONE_PATTERN, M.telefonoFormat);
const correo = z
  .string({ error: whenMissing(M.required) })
  .overwrite(trimInvisible)
  .min(1, M.required)
  .max(150, M.correoMax)
  .pipe(z.email(M.correoInvalid));
/** Spec 2 §5: a positive integer, 'Debe ser mayor a cero' / 'No se permiten decimales'. */
const maxProductos = z
  .number({ error: whenMissing(M.required) })
  .int(M.noDecimals)
  .positive(M.maxProductosPositive)
  .max(MAX_PRODUCTOS_MAX, M.maxProductosMax);
const descripcion = z
  .string({ error: whenMissing(M.required) })
  .trim()
  .max(500, M.descripcionMax);
const codigo = z
  .string({ error: whenMissing(M.codigoRequired) })
  .overwrite(trimInvisible)
  .min(1, M.codigoRequired)
  .max(SUPPLIER_CODE_MAX, M.codigoMax)
  .regex(SAP_CODE_PATTERN, SAP_CODE_MESSAGE);

/** The contact a supplier is saved with: SAP's, or the user's correction of it. */
export const SupplierContactSchema = z.object({ telefono, correo });

/** A brand tab of a supplier list, and its search. */
export const brandListFilters = () => ({
  marca: z.string().trim().max(50).optional(),
  buscar: z.string().trim().max(100).optional(),
});

// ── Suppliers ──────────────────────────────────────────────────────────────────────────────────

export const SupplierIdParamsSchema = z.object({ id: idParam });
export const SupplierCodeParamsSchema = z.object({ codigo });

/** /Proveedor/crear-proveedor: one brand tab, 'Buscar' on the server (code, name, phone, e-mail). */
export const SupplierListQuerySchema = pageQuery(SUPPLIER_PAGE_SIZE).extend(brandListFilters());
export type SupplierListQuery = z.infer<typeof SupplierListQuerySchema>;

export const SupplierSchema = z.object({
  proveedorID: z.number().int(),
  /** SAP's CardCode. */
  codigo: z.string(),
  nombre: z.string(),
  nombre_abrv: z.string(),
  /** The brand (almacen) it is registered for. */
  marca: z.string(),
  telefono: z.string(),
  correo: z.string(),
  direccion: z.string().nullable(),
  descripcion: z.string(),
  max_productos: z.number().int(),
  estado: flag,
  WTLiable: z.boolean(),
  version: z.number().int(),
});
export type Supplier = z.infer<typeof SupplierSchema>;

export const SupplierRowSchema = SupplierSchema.extend({
  /** Only suppliers of the user's own brand (spec 2 §2, §6); the API enforces it too. */
  puedeEditar: z.boolean(),
});
export type SupplierRow = z.infer<typeof SupplierRowSchema>;

export const SupplierPageSchema = pageOf(SupplierRowSchema).extend({
  /** The tab shown. */
  marca: z.string(),
  /** One tab per brand with its (bounded) count for the current search. */
  marcas: z.array(z.object({ marca: z.string(), total: z.number().int() })),
  /** The user's brand; null for office users, who consult but do not add or edit. */
  marcaUsuario: z.string().nullable(),
  puedeCrear: z.boolean(),
});
export type SupplierPage = z.infer<typeof SupplierPageSchema>;

/** What the web does with a verification: only 'disponible' goes on to /Proveedor/crear/{id}. */
export const VERIFICATION_RESULTS = [
  'disponible',
  'no-encontrado',
  'inactivo',
  /** SAP gives it (U_Marca) to another brand than the user's (issue #51). */
  'otra-marca',
  'registrado',
  'sin-marca',
] as const;
export type VerificationResult = (typeof VERIFICATION_RESULTS)[number];

/** The supplier as SAP has it: what the creation form shows and the server saves. */
export const SapSupplierSchema = z.object({
  codigo: z.string(),
  nombre: z.string(),
  nombre_abrv: z.string(),
  telefono: z.string().nullable(),
  correo: z.string().nullable(),
  direccion: z.string().nullable(),
  /**
   * Brand in SAP (UDF U_Marca) as SAP writes it; null when SAP gives none, and then any brand may
   * register it. Set to another brand, the user's brand may not.
   */
  marcaSap: z.string().nullable(),
  activo: z.boolean(),
  WTLiable: z.boolean(),
});
export type SapSupplier = z.infer<typeof SapSupplierSchema>;

export const SupplierVerificationSchema = z.object({
  resultado: z.enum(VERIFICATION_RESULTS),
  puedeCrear: z.boolean(),
  mensaje: z.string(),
  /** The brand it would be created for. */
  marca: z.string().nullable(),
  proveedor: SapSupplierSchema.optional(),
});
export type SupplierVerification = z.infer<typeof SupplierVerificationSchema>;

/** /Proveedor/crear/{id}: name, address and WTLiable come from SAP; phone and e-mail may be corrected. */
export const NewSupplierSchema = z.object({
  codigo,
  max_productos: maxProductos,
  descripcion,
  telefono: telefono.optional(),
  correo: correo.optional(),
});
export type NewSupplier = z.infer<typeof NewSupplierSchema>;

export const NewSupplierResultSchema = z.object({
  successful: z.string(),
  data: z.object({ proveedorID: z.number().int(), codigo: z.string(), marca: z.string() }),
});
export type NewSupplierResult = z.infer<typeof NewSupplierResultSchema>;

export const EditSupplierSchema = z.object({
  telefono,
  correo,
  direccion: z
    .string({ error: whenMissing(M.required) })
    .trim()
    .max(250, M.direccionMax),
  descripcion,
  max_productos: maxProductos,
  estado: flag,
  /** The version the user saw: a supplier changed meanwhile answers 409. */
  version: rowVersion,
});
export type EditSupplier = z.infer<typeof EditSupplierSchema>;
