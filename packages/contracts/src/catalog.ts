import { z } from 'zod';
import { COMMON_MESSAGES } from './errors';
import { idParam, pageOf, rowVersion, trimInvisible, whenMissing } from './common';
import { PHONE_PATTERN, USERS_MESSAGES } from './users';

/**
 * The purchasing catalogue (spec 2 §2 Proveedor area, §3, §4, §5, §8, §9): suppliers, their order
 * days, articles, categories and supplier prices. Texts are the spec's, typos included; where the
 * spec only describes a message (the supplier verification), the wording is ours.
 */

/** Supplier list page size (spec 2 §9). */
export const SUPPLIER_PAGE_SIZE = 8;
/** The largest minimum or maximum entry amount of an article (spec 2 §5). */
export const ARTICLE_LIMIT_MAX = 999_999_999;
/** Decimals shown: prices 4, article limits 6 (spec 2 §9). */
export const PRICE_DECIMALS = 4;
export const LIMIT_DECIMALS = 6;
/** How far the category chips scroll per click (spec 2 §2). */
export const CATEGORY_CHIP_SCROLL_PX = 200;
/** The longest SAP CardCode. */
export const SUPPLIER_CODE_MAX = 15;
export const MAX_PRODUCTOS_MAX = 999;
/**
 * What a SAP code (CardCode, ItemCode) may hold here: letters, digits, '.', '-', '_'. Anything else
 * could never be looked up safely in the Service Layer's key syntax.
 */
export const SAP_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const SAP_CODE_MESSAGE = 'El código solo admite letras, números, puntos y guiones';

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

export const SCHEDULE_MESSAGES = {
  diaInvalid: 'Día no válido',
  diasRepeated: 'Los días no pueden repetirse',
  diasRequired: 'Seleccione al menos un día',
  saved: 'Horario guardado',
} as const;

export const ARTICLE_MESSAGES = {
  nombreRequired: 'El nombre es obligatorio',
  nombreLength: 'El nombre debe tener entre 3 y 150 caracteres',
  unidadRequired: 'La unidad es obligatoria',
  unidadLength: 'La unidad debe tener entre 2 y 50 caracteres',
  notNumber: 'Debe ser un número',
  negative: 'No se permiten números negativos',
  tooLarge: `El valor máximo es ${ARTICLE_LIMIT_MAX}`,
  minOverMax: 'El mínimo no puede ser mayor que el máximo',
  codeExists: 'Existe el código ingresado',
  codeNotInSap: 'El código ingresado no existe en SAP',
  unavailable: 'Este artículo no esta disponible',
  alreadyInJarvis: 'El artículo ya está registrado',
  categoriaRequired: 'Seleccione una categoría',
  ficticioRequired: 'Ingrese el código ficticio',
  suppliersRequired: 'El artículo debe asignarse a 1 o más proveedores',
  blocked: 'Producto Bloqueado',
  enabled: 'Producto Habilitado',
  updateFailed: 'Ocurrio un problema al actualizar el artículo',
  updateError: 'Error al actualizar',
  notFound: 'El artículo no existe',
} as const;

export const PRICE_MESSAGES = {
  negative: 'No se permiten números negativos',
  changed: 'Precio modificado',
  changedOnOrders: 'Precio Modificado',
  updateFailed: 'Error al actualizar precio',
  pricesUpdateFailed: 'Error al actualizar precios',
  /** The link of an inactive article cannot be switched on (spec 2 §4). */
  articleInactive: 'No disponible',
} as const;

/** The @ant-design/icons a category may show; the web maps each name to its component. */
export const CATEGORY_ICONS = [
  'ShopOutlined',
  'AppleOutlined',
  'GoldOutlined',
  'FireOutlined',
  'CompassOutlined',
  'ShoppingOutlined',
  'ExperimentOutlined',
  'CoffeeOutlined',
  'ThunderboltOutlined',
  'InboxOutlined',
  'ClearOutlined',
  'AppstoreOutlined',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

// ── Days ───────────────────────────────────────────────────────────────────────────────────────

/** Order days, 1 lunes … 7 domingo (ISO weekday numbers). */
export const DIAS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
export const DIA_MIN = 1;
export const DIA_MAX = 7;

export function diaNombre(dia: number): string {
  return DIAS[dia - 1] ?? '';
}

/** ISO weekday (1 lunes … 7 domingo) of a calendar date YYYY-MM-DD. */
export function dayOfWeek(fecha: string): number {
  const day = new Date(`${fecha}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

function addDays(fecha: string, days: number): string {
  const d = new Date(`${fecha}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * When an order placed on `fecha` arrives: on the supplier's next order day after it (a supplier
 * that comes once a week delivers a week later). Null for a supplier without days.
 */
export function nextDeliveryDate(dias: readonly number[], fecha: string): string | null {
  if (dias.length === 0) return null;
  const today = dayOfWeek(fecha);
  const ahead = Math.min(...dias.map((d) => ((d - today + 6) % 7) + 1));
  return addDays(fecha, ahead);
}

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

// ── Suppliers ──────────────────────────────────────────────────────────────────────────────────

export const SupplierIdParamsSchema = z.object({ id: idParam });
export const SupplierCodeParamsSchema = z.object({ codigo });

/** /Proveedor/crear-proveedor: one brand tab, 'Buscar' on the server (code, name, phone, e-mail). */
export const SupplierListQuerySchema = z.object({
  marca: z.string().trim().max(50).optional(),
  buscar: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(SUPPLIER_PAGE_SIZE),
});
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
  /** Brand in SAP (UDF U_Marca), when set. */
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

// ── Schedules (/Proveedor/Nuevo-horario) ───────────────────────────────────────────────────────

export const ScheduleParamsSchema = z.object({ proveedorId: idParam });

export const ScheduleQuerySchema = SupplierListQuerySchema.extend({
  size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ScheduleQuery = z.infer<typeof ScheduleQuerySchema>;

export const ScheduleRowSchema = z.object({
  proveedorID: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  nombre_abrv: z.string(),
  marca: z.string(),
  estado: flag,
  /** 1 lunes … 7 domingo, in order. */
  dias: z.array(z.number().int()),
  puedeEditar: z.boolean(),
});
export type ScheduleRow = z.infer<typeof ScheduleRowSchema>;

export const SchedulePageSchema = pageOf(ScheduleRowSchema).extend({
  marca: z.string(),
  marcas: z.array(z.string()),
});
export type SchedulePage = z.infer<typeof SchedulePageSchema>;

const dia = z
  .number({ error: SCHEDULE_MESSAGES.diaInvalid })
  .int(SCHEDULE_MESSAGES.diaInvalid)
  .min(DIA_MIN, SCHEDULE_MESSAGES.diaInvalid)
  .max(DIA_MAX, SCHEDULE_MESSAGES.diaInvalid);

export const ScheduleUpdateSchema = z.object({
  dias: z
    .array(dia, { error: SCHEDULE_MESSAGES.diasRequired })
    .min(1, SCHEDULE_MESSAGES.diasRequired)
    .max(DIA_MAX, SCHEDULE_MESSAGES.diasRepeated)
    .refine((dias) => new Set(dias).size === dias.length, SCHEDULE_MESSAGES.diasRepeated),
});
export type ScheduleUpdate = z.infer<typeof ScheduleUpdateSchema>;

/** A supplier that takes orders on a given date, with the delivery date a new order would get. */
export const SupplierOnDaySchema = z.object({
  proveedorID: z.number().int(),
  codigo: z.string(),
  nombre: z.string(),
  nombre_abrv: z.string(),
  marca: z.string(),
  max_productos: z.number().int(),
  WTLiable: z.boolean(),
  dias: z.array(z.number().int()),
  fechaEntrega: z.string(),
});
export type SupplierOnDay = z.infer<typeof SupplierOnDaySchema>;
