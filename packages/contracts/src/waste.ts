import { z } from 'zod';
import {
  idParam,
  pageOf,
  pageQuery,
  rowVersion,
  whenMissing,
  isoDateField,
  hasTwoDecimals,
} from './common';
import { DEPARTAMENTOS, ROLES } from './org';

/**
 * Inventory waste (spec 3 §2 Waste, §3 Waste, §4 Waste states, §5 Waste item form; issue #56): a
 * branch records what it threw away, with a reason; each line is valued at the article's supplier
 * price of that day. Its manager reviews it and accounting applies it. One state table, read by the
 * API (which enforces it) and by the web (which shows only what it allows).
 */

export const WASTE_STATES = [1, 2, 3] as const;
export type WasteState = (typeof WASTE_STATES)[number];

/** Spec 3 §4 names them by `nombreEstado` only; Jarvis's names say who holds the waste. */
export const WASTE_STATE_LABELS: Record<WasteState, string> = {
  1: 'Registrado',
  2: 'Revisado',
  3: 'Aplicado',
};

/** Spec 3 §4's label colours: primary, warning (light in the list), success. */
export const WASTE_STATE_COLORS: Record<WasteState, string> = {
  1: 'blue',
  2: 'gold',
  3: 'green',
};

/**
 * Who acts on a waste: the branch records it; a manager who oversees the branch (not its own
 * Restaurante staff) reviews it; accounting applies it (the cost goes to the books).
 */
export const WASTE_ACTORS = ['sucursal', 'gerente', 'contabilidad'] as const;
export type WasteActor = (typeof WASTE_ACTORS)[number];

export const WASTE_TRANSITIONS = {
  revisar: { de: [1], a: 2, quien: 'gerente', etiqueta: 'Revisar', marca: 'revisadoEn' },
  aplicar: { de: [2], a: 3, quien: 'contabilidad', etiqueta: 'Aplicar', marca: 'aplicadoEn' },
} as const satisfies Record<
  string,
  {
    de: readonly WasteState[];
    a: WasteState;
    quien: WasteActor;
    etiqueta: string;
    marca: 'revisadoEn' | 'aplicadoEn';
  }
>;
export type WasteAction = keyof typeof WASTE_TRANSITIONS;
export const WASTE_ACTIONS = Object.keys(WASTE_TRANSITIONS) as WasteAction[];

/**
 * The actors a user is for a waste of a branch: accounting by department; a manager when they
 * oversee the branch and are not its Restaurante staff; the branch's own staff otherwise.
 */
export function wasteActorsOf(user: {
  rol: string;
  departamento: string;
  oversees: boolean;
}): WasteActor[] {
  // Accounting applies what a manager reviewed: one person never does both.
  if (user.departamento === DEPARTAMENTOS.contabilidad) return ['contabilidad'];
  if (user.oversees && user.rol !== ROLES.restaurante) return ['gerente'];
  return [];
}

export const wasteActionsFor = (actors: readonly WasteActor[], estado: WasteState) =>
  WASTE_ACTIONS.filter((action) => {
    const move = WASTE_TRANSITIONS[action];
    return (move.de as readonly WasteState[]).includes(estado) && actors.includes(move.quien);
  });

/** Spec 3 §5, §8: every message of the screens and the API, in the spec's words. */
export const WASTE_MESSAGES = {
  required: 'Este campo es obligatorio',
  positive: 'Debe ser mayor a cero',
  twoDecimals: 'Use como máximo 2 decimales',
  futureDate: 'La fecha no puede ser posterior a hoy',
  repeatedArticle: 'El artículo ya existe en los detalles.',
  noLines: 'Agregue al menos un artículo',
  articleInvalid: 'El artículo no existe o no está activo',
  noBranch: 'Su usuario no pertenece a una sucursal que registre desechos',
  /** The spec's text says 'traslado'; this is a waste (issue #56). */
  confirmCreate: 'Por favor, presiona el botón de confirmar para procesar el desecho.',
  created: (id: number) => `Desecho #${id} registrado`,
  reviewed: 'Desecho revisado',
  applied: 'Desecho aplicado',
  confirmMove: (action: WasteAction, id: number) =>
    action === 'revisar'
      ? `¿Marcar el desecho #${id} como revisado?`
      : `¿Aplicar el desecho #${id}? Su costo queda registrado en contabilidad.`,
  notYourMove: 'Su usuario no puede hacer este paso en este desecho',
  stale: 'Otro usuario ya cambió este desecho; se muestra como está ahora',
  notFound: 'El desecho no existe',
  empty: 'Al parecer no tienes desechos de inventario.',
  noRecent: 'Aún no hay desechos registrados',
} as const;

/** Spec 3 §9: 'Desechos recientes' shows the last 3. */
export const RECENT_WASTES = 3;
/** Spec 3 §9: the list pages by 10, without a size selector. */
export const WASTE_PAGE_SIZE = 10;
/** A waste holds at most this many articles (Jarvis's bound; the spec gives none). */
export const WASTE_LINES_MAX = 100;
export const WASTE_REASON_MAX = 250;
const QUANTITY_MAX = 999_999;

const M = WASTE_MESSAGES;

const isoDate = isoDateField(M.required);

/** A wasted quantity, in sale units: more than zero, 2 decimals. */
export const WasteQuantitySchema = z
  .number({ error: whenMissing(M.required) })
  .positive(M.positive)
  .max(QUANTITY_MAX, M.positive)
  .refine(hasTwoDecimals, M.twoDecimals);

export const NewWasteLineSchema = z.object({
  articuloId: z
    .string({ error: whenMissing(M.required) })
    .trim()
    .min(1, M.required)
    .max(50, M.articleInvalid),
  cantidad: WasteQuantitySchema,
});

/** 'Listo' → Aceptar: the date, the reason and the articles (spec 3 §5 Waste item form). */
export const NewWasteSchema = z.object({
  fecha: isoDate,
  comentario: z
    .string({ error: whenMissing(M.required) })
    .trim()
    .min(1, M.required)
    .max(WASTE_REASON_MAX, M.required),
  lineas: z
    .array(NewWasteLineSchema, { error: M.noLines })
    .min(1, M.noLines)
    .max(WASTE_LINES_MAX, M.noLines)
    .superRefine((lineas, ctx) => {
      const seen = new Set<string>();
      lineas.forEach((line, i) => {
        const key = line.articuloId.toUpperCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', message: M.repeatedArticle, path: [i, 'articuloId'] });
        seen.add(key);
      });
    }),
});
export type NewWaste = z.infer<typeof NewWasteSchema>;

/** The list's sortable columns (spec 3 §2: código, fecha, comentario, usuario, estado). */
export const WASTE_SORTS = ['fecha', 'desechoId', 'comentario', 'usuario', 'estado'] as const;
export type WasteSort = (typeof WASTE_SORTS)[number];

export const WasteListQuerySchema = pageQuery(WASTE_PAGE_SIZE).extend({
  buscar: z.string().trim().max(100).optional(),
  orden: z.enum(WASTE_SORTS).default('fecha'),
  dir: z.enum(['asc', 'desc']).default('desc'),
});
export type WasteListQuery = z.infer<typeof WasteListQuerySchema>;

export const WasteParamsSchema = z.object({ desechoId: idParam });
export const WasteMoveSchema = z.object({ version: rowVersion });
export type WasteMove = z.infer<typeof WasteMoveSchema>;

const branchRef = z.object({
  sucursalId: z.number().int(),
  nombre: z.string(),
  bodega: z.string(),
});

export const WasteLineSchema = z.object({
  articuloId: z.string(),
  nombre: z.string(),
  unidadVenta: z.string(),
  cantidad: z.string(),
  /** A sale unit's supplier price on the day of the waste; null when the article had none. */
  precio: z.string().nullable(),
  valor: z.string(),
});
export type WasteLine = z.infer<typeof WasteLineSchema>;

export const WasteSchema = z.object({
  desechoId: z.number().int(),
  fecha: z.string(),
  comentario: z.string(),
  usuario: z.string(),
  sucursal: branchRef,
  estado: z.number().int(),
  nombreEstado: z.string(),
  costo: z.string(),
  revisadoPor: z.string().nullable(),
  aplicadoPor: z.string().nullable(),
  lineas: z.array(WasteLineSchema),
  acciones: z.array(z.enum(WASTE_ACTIONS as [WasteAction, ...WasteAction[]])),
  version: z.number().int(),
});
export type Waste = z.infer<typeof WasteSchema>;

export const WastePageSchema = pageOf(WasteSchema);
export type WastePage = z.infer<typeof WastePageSchema>;

export const NewWasteResultSchema = z.object({
  successful: z.string(),
  desechoId: z.number().int(),
});

export const WasteChangeResultSchema = z.object({
  successful: z.string(),
  estado: z.number().int(),
  version: z.number().int(),
});

export const WasteArticleOptionsSchema = z.object({
  articulos: z.array(z.object({ articuloId: z.string(), nombre: z.string(), unidad: z.string() })),
});

/** The waste form's facts: the user's branch and today (the date's maximum). */
export const WasteOptionsSchema = z.object({ sucursal: branchRef, hoy: z.string() });
export type WasteOptions = z.infer<typeof WasteOptionsSchema>;

const month = z.string().regex(/^\d{4}-\d{2}$/, 'Mes inválido');

/** The cost report (issue #56 point 4): months, and a branch or a brand if asked. */
export const WasteCostQuerySchema = z.object({
  desde: month.optional(),
  hasta: month.optional(),
  sucursalId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  marca: z.string().trim().max(60).optional(),
});
export type WasteCostQuery = z.infer<typeof WasteCostQuerySchema>;

const costRow = z.object({ clave: z.string(), nombre: z.string(), valor: z.string() });
export type WasteCostRow = z.infer<typeof costRow>;

export const WasteCostReportSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  total: z.string(),
  desechos: z.number().int(),
  porMes: z.array(costRow),
  porSucursal: z.array(costRow.extend({ marca: z.string() })),
  porMarca: z.array(costRow),
  porCategoria: z.array(costRow),
  /** The costliest articles, at most WASTE_REPORT_ARTICLES. */
  porArticulo: z.array(costRow.extend({ cantidad: z.string(), unidad: z.string() })),
  /** What the filters offer: the branches the user oversees and their brands. */
  sucursales: z.array(branchRef.extend({ marca: z.string() })),
  marcas: z.array(z.string()),
});
export type WasteCostReport = z.infer<typeof WasteCostReportSchema>;

export const WASTE_REPORT_ARTICLES = 20;
/** The report's default span: this month and the eleven before it. */
export const WASTE_REPORT_MONTHS = 12;
