import Decimal from 'decimal.js';
import { z } from 'zod';
import {
  idParam,
  MAX_INT4,
  pageOf,
  pageQuery,
  requiredId,
  rowVersion,
  trimInvisible,
  whenMissing,
} from './common';
import {
  ARTICLE_STATES,
  CategoryChipSchema,
  DECIMAL_MESSAGES,
  flagParam,
  hasCommaGroups,
  parseDecimal,
  SAP_CODE_MESSAGE,
  SAP_CODE_PATTERN,
} from './catalog';
import { priceInput } from './prices';

/**
 * Articles (spec 2 §2 Article list, §3 Article and Supplier-article, §4 Article, §5 Article edit and
 * Article creation, §9). Entry limits travel as decimal strings with 6 decimals, parsed with
 * decimal.js, never binary floats.
 */

export const ARTICLE_PAGE_SIZE = 10;
/** The largest minimum or maximum entry amount of an article (spec 2 §5). */
export const ARTICLE_LIMIT_MAX = 999_999_999;
/** Decimals shown of article limits (spec 2 §9). */
export const LIMIT_DECIMALS = 6;
export const ARTICLE_CODE_MAX = 50;
/** Suppliers one request assigns an article to (the create dialog and 'Asignar proveedores'). */
export const MAX_SUPPLIERS_PER_ARTICLE = 50;

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

/** What this file adds to ARTICLE_MESSAGES (the spec's are there). */
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
  ficticioTaken: (ficticio: string, articulo?: string) =>
    articulo
      ? `El código ficticio ${ficticio} ya lo usa el artículo ${articulo}: elija otro`
      : `El código ficticio ${ficticio} ya lo usa otro artículo: elija otro`,
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

const A = ARTICLE_MESSAGES;
const AX = ARTICLE_EXTRA_MESSAGES;

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

const flag = z.union([z.literal(0), z.literal(1)]);
const articleCode = z
  .string({ error: whenMissing(AX.codigoRequired) })
  .overwrite(trimInvisible)
  .min(1, AX.codigoRequired)
  .max(ARTICLE_CODE_MAX, AX.codigoMax)
  .regex(SAP_CODE_PATTERN, SAP_CODE_MESSAGE);

// ── Articles (/Proveedor/articulos, /Proveedor/ppd/) ───────────────────────────────────────────

export const PPD_FILTERS = ['todos', 'con', 'sin'] as const;

export const ArticleListQuerySchema = pageQuery(ARTICLE_PAGE_SIZE).extend({
  categoriaId: idParam.optional(),
  buscar: z.string().trim().max(100).optional(),
  estado: z.enum(ARTICLE_STATES).default('todos'),
  /** /Proveedor/ppd/: only flagged ('con') or unflagged ('sin') articles. */
  ppd: z.enum(PPD_FILTERS).default('todos'),
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
