import { z } from 'zod';
import { idField, idParam, pageOf, pageQuery, PAGE_SIZE_MAX, whenMissing } from './common';
import { ORDER_EDIT_MATRIX, ORDER_MESSAGES as M, type OrderState } from './orders';
import { isoDate, ORDER_LIST_MESSAGES } from './orders-lists';

/**
 * /Proveedor/cambio-precio, the mass price change (spec 2 §2 Mass price change, §4, §5, §8; issue
 * #53 point 6): the open orders of a date range (and supplier, branch, state) are listed; the user
 * chooses orders, enters a new price per article, sees each line's and each order's figures before
 * and after, and applies them all at once. A price is applied to every chosen order's line of its
 * article.
 */

/**
 * The states whose prices may be changed: those contracts' matrix lets central staff price in
 * (2, 4, 6). A voided order or one already in SAP never is, whatever the matrix says later.
 */
export const PRICE_CHANGE_STATES = ORDER_EDIT_MATRIX.central.precio.filter(
  (estado) => estado !== 5 && estado !== 8,
) as readonly OrderState[];

/** Spec 2 §9: 5, 10 or 'Todos' a page ('Todos' is the largest page the API serves). */
export const PRICE_CHANGE_PAGE_SIZES = [5, 10, PAGE_SIZE_MAX] as const;
export const PRICE_CHANGE_PAGE_SIZE = 10;
/** At most this many articles get a new price in one change. */
export const PRICE_CHANGE_ARTICLES_MAX = 200;
/** At most this many orders are chosen one by one (without them, every order of the filter). */
export const PRICE_CHANGE_ORDERS_MAX = 20_000;
/** The articles the price table offers for one filter. */
export const PRICE_CHANGE_ARTICLE_LIST_MAX = 500;
/** Spec 2 §4: after a change the page starts again, this long after the toast. */
export const PRICE_CHANGE_REDIRECT_MS = 2_500;
/** Spec 2 §9: a failed mass update's toast stays 2 s. */
export const PRICE_CHANGE_ERROR_SECONDS = 2;

export const PRICE_CHANGE_MESSAGES = {
  chooseDateRange: M.chooseDateRange,
  noNegatives: M.noNegatives,
  invalidPrice: M.invalidPrice,
  /** Spec 2 §8. */
  completed: 'Modificación completada',
  failed: 'Error al actualizar precios',
  previewFailed: 'Ocurrio un error',
  priceSet: 'Precio Modificado',
  // Jarvis's own, where the spec is silent.
  invalidState: 'Solo se pueden cambiar precios de pedidos abiertos, entregados o inconsistentes',
  branchNotYours: 'La sucursal no es de su marca',
  ownBranch: 'No puede cambiar precios de los pedidos de su propia sucursal',
  supplierNotYours: 'El proveedor no es de su marca',
  noPrices: 'Ingrese el precio nuevo de al menos un producto',
  tooManyPrices: `Puede cambiar hasta ${PRICE_CHANGE_ARTICLES_MAX} productos a la vez`,
  repeatedArticle: M.repeatedProduct,
  noneSelected: M.noneSelected,
  tooManyOrders: M.tooManySelected(PRICE_CHANGE_ORDERS_MAX),
  repeatedOrders: M.repeatedOrders,
  nothingToChange: 'Ningún producto de los pedidos seleccionados cambia de precio',
  changedMeanwhile:
    'Otro usuario modificó alguno de estos pedidos después de la vista previa; revise la vista previa de nuevo',
  chooseFirst: 'Seleccione un rango de fechas y presione Buscar para ver los pedidos.',
  moreArticles:
    'Los pedidos del filtro tienen más productos de los que se muestran; acote el filtro para ver el resto.',
} as const;

const FOUR_DECIMALS = /^\d+(\.\d{1,4})?$/;
const PRICE_MAX = 99_999_999;

/** Spec 2 §5 New price: a positive number ('No se permiten números negativos'), 4 decimals. */
export const newPrice = z.number({ error: whenMissing(M.fieldRequired) }).superRefine((n, ctx) => {
  const message =
    n < 0
      ? M.noNegatives
      : n === 0 || n > PRICE_MAX || !FOUR_DECIMALS.test(String(n))
        ? M.invalidPrice
        : undefined;
  if (message) ctx.addIssue({ code: 'custom', message });
});

const stateField = z.coerce
  .number({ error: PRICE_CHANGE_MESSAGES.invalidState })
  .int(PRICE_CHANGE_MESSAGES.invalidState)
  .min(1, PRICE_CHANGE_MESSAGES.invalidState)
  .max(8, PRICE_CHANGE_MESSAGES.invalidState)
  .refine(
    (n): n is OrderState => (PRICE_CHANGE_STATES as readonly number[]).includes(n),
    PRICE_CHANGE_MESSAGES.invalidState,
  );

const rangeInOrder = (q: { desde: string; hasta: string }, ctx: z.RefinementCtx) => {
  if (q.desde > q.hasta)
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: ORDER_LIST_MESSAGES.rangeInverted });
};

/** Spec 2 §2, §5: the date range (of fechaPedido, both ends included) is required. */
const filterShape = <I extends z.ZodType>(id: I) => ({
  desde: isoDate(M.chooseDateRange),
  hasta: isoDate(M.chooseDateRange),
  proveedorId: id.optional(),
  /** One of the user's brand's branches, never the user's own; without it, all of them. */
  sucursalId: id.optional(),
  /** One of PRICE_CHANGE_STATES; without it, all of them. */
  estado: stateField.optional(),
});

/** The filter as a request body carries it. */
export const PriceChangeFilterSchema = z.object(filterShape(idField)).superRefine(rangeInOrder);
export type PriceChangeFilter = z.infer<typeof PriceChangeFilterSchema>;

/** The filter in the address and the list's query. */
export const PriceChangeQuerySchema = pageQuery(PRICE_CHANGE_PAGE_SIZE)
  .extend(filterShape(idParam))
  .superRefine(rangeInOrder);
export type PriceChangeQuery = z.infer<typeof PriceChangeQuerySchema>;

/** The articles' query: the same filter, no page. */
export const PriceChangeArticlesQuerySchema = z
  .object(filterShape(idParam))
  .superRefine(rangeInOrder);

const articuloId = z
  .string({ error: whenMissing(M.chooseOption) })
  .trim()
  .min(1, M.chooseOption)
  .max(50, M.chooseOption);

export const PriceChangeItemSchema = z.object({ articuloId, precio: newPrice });
export type PriceChangeItem = z.infer<typeof PriceChangeItemSchema>;

/**
 * What a change is: the filter, the new price of each article, and the orders chosen (without
 * them, every order of the filter). Each price is applied to every chosen order's line of its
 * article whose price differs.
 */
const changeShape = {
  filtro: PriceChangeFilterSchema,
  cambios: z
    .array(PriceChangeItemSchema, { error: PRICE_CHANGE_MESSAGES.noPrices })
    .min(1, PRICE_CHANGE_MESSAGES.noPrices)
    .max(PRICE_CHANGE_ARTICLES_MAX, PRICE_CHANGE_MESSAGES.tooManyPrices)
    .superRefine((cambios, ctx) => {
      const seen = new Set<string>();
      cambios.forEach((c, i) => {
        if (seen.has(c.articuloId))
          ctx.addIssue({
            code: 'custom',
            message: PRICE_CHANGE_MESSAGES.repeatedArticle,
            path: [i, 'articuloId'],
          });
        seen.add(c.articuloId);
      });
    }),
  pedidoIds: z
    .array(idField)
    .min(1, PRICE_CHANGE_MESSAGES.noneSelected)
    .max(PRICE_CHANGE_ORDERS_MAX, PRICE_CHANGE_MESSAGES.tooManyOrders)
    .refine((ids) => new Set(ids).size === ids.length, PRICE_CHANGE_MESSAGES.repeatedOrders)
    .optional(),
};

/** 'Vista previa': nothing is written; `page` and `size` page the orders shown (default 1, 10). */
export const PriceChangePreviewRequestSchema = z.object({
  ...changeShape,
  page: z.number().int().min(1).max(100_000).optional(),
  size: z.number().int().min(1).max(PAGE_SIZE_MAX).optional(),
});
export type PriceChangePreviewRequest = z.infer<typeof PriceChangePreviewRequestSchema>;

/**
 * 'Aplicar': the change as previewed, with the preview's `huella` — a digest of each order's
 * number and version as the preview read them. If any order changed since (another user's edit,
 * this same change applied twice, an order that joined or left the filter), nothing is applied
 * and the answer is 409.
 */
export const PriceChangeApplySchema = z.object({
  ...changeShape,
  huella: z.string().regex(/^[0-9a-f]{64}$/, PRICE_CHANGE_MESSAGES.changedMeanwhile),
});
export type PriceChangeApply = z.infer<typeof PriceChangeApplySchema>;

export const PriceChangeApplyResultSchema = z.object({
  successful: z.string(),
  pedidos: z.number().int(),
  lineas: z.number().int(),
});
export type PriceChangeApplyResult = z.infer<typeof PriceChangeApplyResultSchema>;

// ── What the screen shows ────────────────────────────────────────────────────────────────────────

const supplierRef = z.object({ proveedorId: z.number().int(), nombre: z.string() });
const branchRef = z.object({
  sucursalId: z.number().int(),
  nombre: z.string(),
  bodega: z.string(),
});

/** The filter's choices: the user's brand's suppliers and branches (not the user's own). */
export const PriceChangeOptionsSchema = z.object({
  proveedores: z.array(supplierRef.extend({ codigo: z.string() })),
  sucursales: z.array(branchRef),
  estados: z.array(z.number().int()),
});
export type PriceChangeOptions = z.infer<typeof PriceChangeOptionsSchema>;

/** A line as the list shows it: its quantity is the received one once there is one. */
export const PriceChangeLineSchema = z.object({
  pedidoDetalleId: z.number().int(),
  articuloId: z.string(),
  nombre: z.string(),
  unidad: z.string(),
  cantidad: z.string(),
  precioPedido: z.string(),
});
export type PriceChangeLine = z.infer<typeof PriceChangeLineSchema>;

export const PriceChangeOrderSchema = z.object({
  pedidoId: z.number().int(),
  estado: z.number().int(),
  fechaPedido: z.string(),
  proveedor: supplierRef,
  sucursal: branchRef,
  totalPedido: z.string(),
  totalFinal: z.string(),
  lineas: z.array(PriceChangeLineSchema),
});
export type PriceChangeOrder = z.infer<typeof PriceChangeOrderSchema>;

export const PriceChangeOrderPageSchema = pageOf(PriceChangeOrderSchema);
export type PriceChangeOrderPage = z.infer<typeof PriceChangeOrderPageSchema>;

/** The articles on the filter's orders, each with its current prices, to enter new ones. */
export const PriceChangeArticlesSchema = z.object({
  articulos: z.array(
    z.object({
      articuloId: z.string(),
      nombre: z.string(),
      unidad: z.string(),
      /** How many of the filter's orders hold it. */
      pedidos: z.number().int(),
      precioMinimo: z.string(),
      precioMaximo: z.string(),
    }),
  ),
  /** More articles than PRICE_CHANGE_ARTICLE_LIST_MAX: narrow the filter. */
  hayMas: z.boolean(),
});
export type PriceChangeArticles = z.infer<typeof PriceChangeArticlesSchema>;

/** One order of the preview: each changed line's price, and the order's totals, before → after. */
export const PriceChangePreviewOrderSchema = z.object({
  pedidoId: z.number().int(),
  estado: z.number().int(),
  fechaPedido: z.string(),
  proveedor: supplierRef,
  sucursal: branchRef,
  totalPedidoAntes: z.string(),
  totalPedidoNuevo: z.string(),
  totalFinalAntes: z.string(),
  totalFinalNuevo: z.string(),
  lineas: z.array(
    z.object({
      pedidoDetalleId: z.number().int(),
      articuloId: z.string(),
      nombre: z.string(),
      unidad: z.string(),
      cantidad: z.string(),
      precioAntes: z.string(),
      precioNuevo: z.string(),
    }),
  ),
});
export type PriceChangePreviewOrder = z.infer<typeof PriceChangePreviewOrderSchema>;

export const PriceChangePreviewSchema = pageOf(PriceChangePreviewOrderSchema).extend({
  huella: z.string(),
  resumen: z.object({
    pedidos: z.number().int(),
    lineas: z.number().int(),
    totalFinalAntes: z.string(),
    totalFinalNuevo: z.string(),
  }),
});
export type PriceChangePreview = z.infer<typeof PriceChangePreviewSchema>;
