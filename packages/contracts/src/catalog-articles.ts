import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  idParam,
  MAX_INT4,
  pageOf,
  requiredId,
  rowVersion,
  trimInvisible,
  whenMissing,
} from './common';
import {
  ARTICLE_LIMIT_MAX,
  ARTICLE_MESSAGES,
  LIMIT_DECIMALS,
  PRICE_DECIMALS,
  PRICE_MESSAGES,
  SAP_CODE_MESSAGE,
  SAP_CODE_PATTERN,
} from './catalog';

/**
 * Articles, categories and supplier prices (spec 2 §2 Article list and price list, §3 Article,
 * Supplier-article, Category, §4 Article and Supplier-article, §5 Article edit, Article creation,
 * New price). Amounts travel as decimal strings with their fixed decimals — prices 4, article
 * limits 6 — and are parsed with decimal.js, never binary floats.
 */

export const ARTICLE_PAGE_SIZE = 10;
export const PRICE_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;
/** The largest price numeric(14,4) holds. */
export const PRICE_MAX = '9999999999.9999';
export const ARTICLE_CODE_MAX = 50;
/** Suppliers one request assigns an article to (the create dialog and 'Asignar proveedores'). */
export const MAX_SUPPLIERS_PER_ARTICLE = 50;

/** What this file adds to ARTICLE_MESSAGES / PRICE_MESSAGES (the spec's are there). */
export const ARTICLE_EXTRA_MESSAGES = {
  limitDecimals: `Máximo ${LIMIT_DECIMALS} decimales`,
  codigoRequired: 'Ingrese el código del artículo',
  codigoMax: `El código tiene como máximo ${ARTICLE_CODE_MAX} caracteres`,
  ficticioMax: `El código ficticio tiene como máximo ${ARTICLE_CODE_MAX} caracteres`,
  ficticioSame: 'El código ficticio debe ser distinto del código SAP',
  categoriaInactive: 'La categoría seleccionada no está activa',
  categoriaNotFound: 'La categoría seleccionada no existe',
  supplierRepeated: 'Un proveedor no puede repetirse',
  tooManySuppliers: `Asigne como máximo ${MAX_SUPPLIERS_PER_ARTICLE} proveedores a la vez`,
  supplierNotFound: 'Uno de los proveedores seleccionados no existe',
  supplierNotYourBrand: 'Solo puede asignar proveedores de su marca',
  supplierInactive: 'Uno de los proveedores seleccionados está inactivo',
  noBrand: 'Su usuario no pertenece a una marca: puede consultar precios, no asignar proveedores',
  alreadyLinked: (proveedor: string) => `El artículo ya está asignado a ${proveedor}`,
  registeredCanLink:
    'El artículo ya está registrado: puede asignarlo a más proveedores de su marca',
  created: 'Artículo creado',
  linked: 'Proveedores asignados',
  updated: 'Artículo actualizado',
  changedMeanwhile: 'El artículo cambió mientras lo editaba; recargue e intente de nuevo',
  createdMeanwhile: 'Otro usuario acaba de registrar este artículo',
  activated: 'Artículo activado',
  deactivated: 'Artículo desactivado para todos sus proveedores',
  ppdOn: 'PPD activado',
  ppdOff: 'PPD desactivado',
  empty: 'No hay artículos',
} as const;

export const PRICE_EXTRA_MESSAGES = {
  required: 'Ingrese el precio',
  notNumber: 'Debe ser un número',
  zero: 'El precio debe ser mayor a cero',
  decimals: `Máximo ${PRICE_DECIMALS} decimales`,
  tooLarge: 'El precio es demasiado grande',
  same: 'El precio nuevo es igual al actual',
  notFound: 'El precio no existe',
  notYourBrand: 'Solo puede modificar precios de proveedores de su marca',
  changedMeanwhile: 'El precio cambió mientras lo editaba; recargue e intente de nuevo',
  linkOn: 'Artículo activado para el proveedor',
  linkOff: 'Artículo desactivado para el proveedor',
  empty: 'No hay precios',
} as const;

const A = ARTICLE_MESSAGES;
const AX = ARTICLE_EXTRA_MESSAGES;
const P = PRICE_MESSAGES;
const PX = PRICE_EXTRA_MESSAGES;

// ── Decimal inputs ─────────────────────────────────────────────────────────────────────────────

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * '1,500' or '12,000': fifteen hundred where a comma groups thousands (as in El Salvador), one and
 * a half where it marks decimals (as a Spanish keyboard types '1,5'). Refused, never guessed: read
 * as 1.5 it would have cut a price to a thousandth.
 */
const COMMA_GROUPS = /^[+-]?\d{1,3}(,\d{3})+$/;

export const DECIMAL_MESSAGES = {
  commaGroups: 'Escriba el número sin separador de miles: 1500, o 1.5 con decimales',
} as const;

/** Whether `value` is typed as '1,500': see COMMA_GROUPS. */
export const hasCommaGroups = (value: unknown) =>
  typeof value === 'string' && COMMA_GROUPS.test(value.trim());

/**
 * A number typed by a user ('12', '12.5', '12,5', 12.5), as a Decimal; null when it is not one or
 * cannot be read one way only ('1,500').
 */
export function parseDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string' || hasCommaGroups(value)) return null;
  const text = value.trim().replace(',', '.');
  return DECIMAL_TEXT.test(text) ? new Decimal(text) : null;
}

/** The fixed-decimals string the API sends and stores ('1.5' → '1.5000' for a price). */
export function fixed(value: Decimal.Value, decimals: number): string {
  return new Decimal(value).toFixed(decimals);
}

/** An article's minimum or maximum entry amount: numeric, ≥ 0, ≤ 999999999, 6 decimals. */
const limit = z.union([z.string(), z.number()], { error: A.notNumber }).transform((value, ctx) => {
  if (hasCommaGroups(value)) {
    ctx.addIssue({ code: 'custom', message: DECIMAL_MESSAGES.commaGroups });
    return z.NEVER;
  }
  const parsed = parseDecimal(value);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: A.notNumber });
    return z.NEVER;
  }
  if (parsed.isNegative()) ctx.addIssue({ code: 'custom', message: A.negative });
  else if (parsed.gt(ARTICLE_LIMIT_MAX)) ctx.addIssue({ code: 'custom', message: A.tooLarge });
  else if (parsed.decimalPlaces() > LIMIT_DECIMALS)
    ctx.addIssue({ code: 'custom', message: AX.limitDecimals });
  return parsed.toFixed(LIMIT_DECIMALS);
});

/** A supplier price: a positive number with at most 4 decimals ('No se permiten números negativos'). */
export const priceInput = z
  .union([z.string(), z.number()], { error: PX.required })
  .transform((value, ctx) => {
    if (typeof value === 'string' && value.trim() === '') {
      ctx.addIssue({ code: 'custom', message: PX.required });
      return z.NEVER;
    }
    if (hasCommaGroups(value)) {
      ctx.addIssue({ code: 'custom', message: DECIMAL_MESSAGES.commaGroups });
      return z.NEVER;
    }
    const parsed = parseDecimal(value);
    if (!parsed) {
      ctx.addIssue({ code: 'custom', message: PX.notNumber });
      return z.NEVER;
    }
    if (parsed.isNegative()) ctx.addIssue({ code: 'custom', message: P.negative });
    else if (parsed.isZero()) ctx.addIssue({ code: 'custom', message: PX.zero });
    else if (parsed.gt(PRICE_MAX)) ctx.addIssue({ code: 'custom', message: PX.tooLarge });
    else if (parsed.decimalPlaces() > PRICE_DECIMALS)
      ctx.addIssue({ code: 'custom', message: PX.decimals });
    return parsed.toFixed(PRICE_DECIMALS);
  });

const flag = z.union([z.literal(0), z.literal(1)]);
const flagParam = z.coerce
  .number()
  .int()
  .min(0, 'Debe ser 0 o 1')
  .max(1, 'Debe ser 0 o 1')
  .transform((n): 0 | 1 => (n === 1 ? 1 : 0));
const articleCode = z
  .string({ error: whenMissing(AX.codigoRequired) })
  .overwrite(trimInvisible)
  .min(1, AX.codigoRequired)
  .max(ARTICLE_CODE_MAX, AX.codigoMax)
  .regex(SAP_CODE_PATTERN, SAP_CODE_MESSAGE);
const pageSize = (initial: number) => z.coerce.number().int().min(1).max(100).default(initial);

// ── Categories ─────────────────────────────────────────────────────────────────────────────────

export const CategorySchema = z.object({
  categoriaID: z.number().int(),
  nombre: z.string(),
  /** An @ant-design/icons name from CATEGORY_ICONS. */
  icono: z.string(),
  estado: flag,
  ppd: flag,
});
export type Category = z.infer<typeof CategorySchema>;

/** A category chip: the category with how many articles of the current search it holds. */
export const CategoryChipSchema = CategorySchema.extend({ total: z.number().int() });
export type CategoryChip = z.infer<typeof CategoryChipSchema>;

// ── Articles (/Proveedor/articulos, /Proveedor/ppd/) ───────────────────────────────────────────

export const ARTICLE_STATES = ['todos', 'activos', 'inactivos'] as const;
export const PPD_FILTERS = ['todos', 'con', 'sin'] as const;

export const ArticleListQuerySchema = z.object({
  categoriaId: idParam.optional(),
  buscar: z.string().trim().max(100).optional(),
  estado: z.enum(ARTICLE_STATES).default('todos'),
  /** /Proveedor/ppd/: only flagged ('con') or unflagged ('sin') articles. */
  ppd: z.enum(PPD_FILTERS).default('todos'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: pageSize(ARTICLE_PAGE_SIZE),
});
export type ArticleListQuery = z.infer<typeof ArticleListQuerySchema>;

export const ArticleSchema = z.object({
  /** SAP's ItemCode. */
  articuloID: z.string(),
  articuloID_ficticio: z.string().nullable(),
  nombre: z.string(),
  /** Purchase unit (unidad_compra in the edit form). */
  unidad: z.string(),
  unidad_venta: z.string(),
  /** Sale units per purchase unit, 4 decimals. */
  cantidadCompra: z.string(),
  cantidadVenta: z.string(),
  /** Entry limits with 6 decimals (spec 2 §9). */
  minIngresoInv: z.string(),
  maxIngresoInv: z.string(),
  estado: flag,
  ppd: flag,
  generico: flag,
  /** 0 'Producto Bloqueado', 1 'Producto Habilitado'. */
  isActive: flag,
  categoriaID: z.number().int(),
  categoria: z.string(),
  icono: z.string(),
  /** Suppliers it is assigned to, and how many of those links are active. */
  proveedores: z.number().int(),
  proveedoresActivos: z.number().int(),
  version: z.number().int(),
});
export type Article = z.infer<typeof ArticleSchema>;

export const ArticlePageSchema = pageOf(ArticleSchema).extend({
  /** Every active category, with its count for the current search and filters. */
  categorias: z.array(CategoryChipSchema),
  /** Articles matching the search and filters in every category (the 'Todas' chip). */
  totalTodas: z.number().int(),
});
export type ArticlePage = z.infer<typeof ArticlePageSchema>;

export const ArticleParamsSchema = z.object({ articuloId: articleCode });
export const ArticleEstadoParamsSchema = ArticleParamsSchema.extend({ estado: flagParam });

/** Spec 2 §5 Article edit. */
export const EditArticleSchema = z
  .object({
    nombre: z
      .string({ error: whenMissing(A.nombreRequired) })
      .overwrite(trimInvisible)
      .min(1, A.nombreRequired)
      .min(3, A.nombreLength)
      .max(150, A.nombreLength),
    unidad_compra: z
      .string({ error: whenMissing(A.unidadRequired) })
      .overwrite(trimInvisible)
      .min(1, A.unidadRequired)
      .min(2, A.unidadLength)
      .max(50, A.unidadLength),
    unidad_venta: z
      .string({ error: whenMissing(A.unidadRequired) })
      .overwrite(trimInvisible)
      .min(1, A.unidadRequired)
      .min(2, A.unidadLength)
      .max(50, A.unidadLength),
    minIngresoInv: limit,
    maxIngresoInv: limit,
    categoriaID: requiredId(A.categoriaRequired, AX.categoriaNotFound),
    /** The version the user saw: an article changed meanwhile answers 409. */
    version: rowVersion,
  })
  .refine((a) => new Decimal(a.minIngresoInv).lte(a.maxIngresoInv), {
    message: A.minOverMax,
    path: ['minIngresoInv'],
  });
export type EditArticle = z.input<typeof EditArticleSchema>;

export const ArticlePpdSchema = z.object({ ppd: flag });
export const ArticleBlockSchema = z.object({ isActive: flag });

// ── Creating an article from a SAP code ────────────────────────────────────────────────────────

export const ARTICLE_VERIFICATION_RESULTS = [
  'disponible',
  'no-encontrado',
  'inactivo',
  'registrado',
] as const;

/** The item as SAP has it: what the creation dialog shows and the server saves. */
export const SapItemSchema = z.object({
  articuloID: z.string(),
  nombre: z.string(),
  unidad: z.string(),
  unidad_venta: z.string(),
  cantidadCompra: z.string(),
  activo: z.boolean(),
  marcaSap: z.string().nullable(),
});
export type SapItem = z.infer<typeof SapItemSchema>;

export const ArticleVerificationSchema = z.object({
  resultado: z.enum(ARTICLE_VERIFICATION_RESULTS),
  mensaje: z.string(),
  articulo: SapItemSchema.optional(),
  /** When already registered: the suppliers it has (the dialog offers only the others). */
  proveedoresAsignados: z.array(z.number().int()).optional(),
});
export type ArticleVerification = z.infer<typeof ArticleVerificationSchema>;

const supplierPrice = z.object({
  proveedorID: z.number().int().positive().max(MAX_INT4, AX.supplierNotFound),
  precio: priceInput,
});

const supplierPrices = z
  .array(supplierPrice, { error: A.suppliersRequired })
  .min(1, A.suppliersRequired)
  .max(MAX_SUPPLIERS_PER_ARTICLE, AX.tooManySuppliers)
  .refine(
    (list) => new Set(list.map((p) => p.proveedorID)).size === list.length,
    AX.supplierRepeated,
  );

/** The create-article dialog (spec 2 §5 Article creation). */
export const NewArticleSchema = z
  .object({
    articuloID: articleCode,
    categoriaID: requiredId(A.categoriaRequired, AX.categoriaNotFound),
    asignarFicticio: z.boolean().default(false),
    articuloID_ficticio: z.string().trim().max(ARTICLE_CODE_MAX, AX.ficticioMax).optional(),
    generico: flag.default(0),
    ppd: flag.default(0),
    proveedores: supplierPrices,
  })
  .superRefine((a, ctx) => {
    if (!a.asignarFicticio) return;
    if (!a.articuloID_ficticio)
      ctx.addIssue({ code: 'custom', message: A.ficticioRequired, path: ['articuloID_ficticio'] });
    else if (a.articuloID_ficticio.toLowerCase() === a.articuloID.toLowerCase())
      ctx.addIssue({ code: 'custom', message: AX.ficticioSame, path: ['articuloID_ficticio'] });
  });
export type NewArticle = z.input<typeof NewArticleSchema>;

/** Assigning a registered article to more suppliers of the user's brand. */
export const LinkSuppliersSchema = z.object({ proveedores: supplierPrices });
export type LinkSuppliers = z.input<typeof LinkSuppliersSchema>;

/** The suppliers the create-article dialog may assign: the user's brand's active ones. */
export const AssignableSuppliersSchema = z.object({
  /** The user's brand; null for office users without one (they assign none). */
  marca: z.string().nullable(),
  proveedores: z.array(
    z.object({ proveedorID: z.number().int(), nombre: z.string(), codigo: z.string() }),
  ),
});
export type AssignableSuppliers = z.infer<typeof AssignableSuppliersSchema>;

export const NewArticleResultSchema = z.object({
  successful: z.string(),
  data: z.object({ articuloID: z.string(), vinculos: z.array(z.number().int()) }),
});
export type NewArticleResult = z.infer<typeof NewArticleResultSchema>;

// ── Supplier prices (/Proveedor/lista-precios) ─────────────────────────────────────────────────

export const PriceListQuerySchema = z.object({
  /** Brand tab; default the user's. */
  marca: z.string().trim().max(50).optional(),
  proveedorId: idParam.optional(),
  categoriaId: idParam.optional(),
  buscar: z.string().trim().max(100).optional(),
  estado: z.enum(ARTICLE_STATES).default('todos'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: pageSize(PRICE_PAGE_SIZE),
});
export type PriceListQuery = z.infer<typeof PriceListQuerySchema>;

export const SupplierPriceSchema = z.object({
  id: z.number().int(),
  articuloID: z.string(),
  articulo: z.string(),
  unidad: z.string(),
  cantidadCompra: z.string(),
  categoria: z.string(),
  /** The article's own estado: a link of an inactive article cannot be switched on. */
  articuloEstado: flag,
  proveedorID: z.number().int(),
  proveedor: z.string(),
  codigoProveedor: z.string(),
  marca: z.string(),
  /** 4 decimals. */
  precio: z.string(),
  estado: flag,
  actualizadoEn: z.string(),
  /** Price changes recorded for this link. */
  cambios: z.number().int(),
  puedeEditar: z.boolean(),
  version: z.number().int(),
});
export type SupplierPrice = z.infer<typeof SupplierPriceSchema>;

export const PricePageSchema = pageOf(SupplierPriceSchema).extend({
  marca: z.string(),
  marcas: z.array(z.object({ marca: z.string(), total: z.number().int() })),
  marcaUsuario: z.string().nullable(),
  /** The tab's suppliers, for the supplier filter. */
  proveedores: z.array(
    z.object({ proveedorID: z.number().int(), nombre: z.string(), codigo: z.string() }),
  ),
});
export type PricePage = z.infer<typeof PricePageSchema>;

export const PriceParamsSchema = z.object({ id: idParam });
export const PriceEstadoParamsSchema = PriceParamsSchema.extend({ estado: flagParam });

export const PriceChangeSchema = z.object({
  precio: priceInput,
  /** The version the user saw: a price changed meanwhile answers 409. */
  version: rowVersion,
});
export type PriceChange = z.input<typeof PriceChangeSchema>;

export const PriceHistoryEntrySchema = z.object({
  historialId: z.number().int(),
  fecha: z.string(),
  usuario: z.string().nullable(),
  precioAnterior: z.string(),
  precioNuevo: z.string(),
  /** (new − old) ÷ old × 100, 2 decimals; purchasing flags jumps with it. */
  variacion: z.string(),
});
export type PriceHistoryEntry = z.infer<typeof PriceHistoryEntrySchema>;

export const PriceHistorySchema = z.object({
  id: z.number().int(),
  articuloID: z.string(),
  articulo: z.string(),
  proveedor: z.string(),
  precio: z.string(),
  cambios: z.array(PriceHistoryEntrySchema),
});
export type PriceHistory = z.infer<typeof PriceHistorySchema>;

/** Percentage change from `before` to `after`, 2 decimals ('0.00' when before is zero). */
export function priceVariation(before: Decimal.Value, after: Decimal.Value): string {
  const old = new Decimal(before);
  if (old.isZero()) return '0.00';
  return new Decimal(after).minus(old).div(old).times(100).toFixed(2);
}
