import { z } from 'zod';
import { idParam, pageOf, pageQuery, rowVersion, whenMissing } from './common';
import { ROLES } from './org';

/**
 * Inventory counts (spec 3 §2 Inventory, §3 Inventory and detail line, §4 Inventory states, §5
 * Inventory creation and counts, §6; issue #55): a branch counts its stock daily, weekly or monthly;
 * its Restaurante staff type each article's closed and open units while the count is En Proceso
 * and finish it; a daily count is then approved at once, a weekly or monthly one waits in Revisión
 * for central staff, who approve it, enable it again or annul it. One state table, read by the API
 * (which enforces it) and by the web (which shows only what it allows).
 */

export const INVENTORY_STATES = [1, 2, 3, 4] as const;
export type InventoryState = (typeof INVENTORY_STATES)[number];

/** Spec 3 §4: En Proceso, Revisión, Aprobado, Anulado ('Inconsistente', listed once, is not used). */
export const INVENTORY_STATE_LABELS: Record<InventoryState, string> = {
  1: 'En Proceso',
  2: 'Revisión',
  3: 'Aprobado',
  4: 'Anulado',
};

/** Spec 3 §4's label colours (warning, primary, success, danger) as antd Tags. */
export const INVENTORY_STATE_COLORS: Record<InventoryState, string> = {
  1: 'gold',
  2: 'blue',
  3: 'green',
  4: 'red',
};

/** Spec 3 §3: tipoInventario. */
export const INVENTORY_TYPES = [1, 2, 3] as const;
export type InventoryType = (typeof INVENTORY_TYPES)[number];

export const INVENTORY_TYPE_LABELS: Record<InventoryType, string> = {
  1: 'Diario',
  2: 'Semanal',
  3: 'Mensual',
};

/** The letter of each type in a count's mask ('SW01-D-20261128'). */
export const INVENTORY_TYPE_LETTERS: Record<InventoryType, string> = { 1: 'D', 2: 'S', 3: 'M' };

/** Who acts on a count (spec 3 §6): the branch's Restaurante staff count; everyone else reviews. */
export const INVENTORY_ACTORS = ['restaurante', 'central'] as const;
export type InventoryActor = (typeof INVENTORY_ACTORS)[number];

export const inventoryActorOf = (rol: string): InventoryActor =>
  rol === ROLES.restaurante ? 'restaurante' : 'central';

/**
 * The moves (spec 3 §4). `de`: the states a count may be in; `a`: where it goes (finishing goes to
 * Aprobado for a daily count, Revisión otherwise); `quien`: who may do it; `marca`: the date it sets.
 */
export const INVENTORY_TRANSITIONS = {
  finalizar: { de: [1], a: [3, 2], quien: ['restaurante'], etiqueta: 'Finalizar', marca: null },
  aprobar: {
    de: [2],
    a: [3],
    quien: ['central'],
    etiqueta: 'Aprobar',
    marca: 'fechaAprobacion',
  },
  habilitar: { de: [2], a: [1], quien: ['central'], etiqueta: 'Habilitar', marca: null },
  anular: { de: [2], a: [4], quien: ['central'], etiqueta: 'Anular', marca: 'fechaAnulacion' },
} as const satisfies Record<
  string,
  {
    de: readonly InventoryState[];
    a: readonly InventoryState[];
    quien: readonly InventoryActor[];
    etiqueta: string;
    marca: 'fechaAprobacion' | 'fechaAnulacion' | null;
  }
>;
export type InventoryAction = keyof typeof INVENTORY_TRANSITIONS;
export const INVENTORY_ACTIONS = Object.keys(INVENTORY_TRANSITIONS) as InventoryAction[];

export function canMoveInventory(
  action: InventoryAction,
  actor: InventoryActor,
  estado: InventoryState,
): boolean {
  const move = INVENTORY_TRANSITIONS[action];
  return (
    (move.de as readonly InventoryState[]).includes(estado) &&
    (move.quien as readonly InventoryActor[]).includes(actor)
  );
}

export const inventoryActionsFor = (actor: InventoryActor, estado: InventoryState) =>
  INVENTORY_ACTIONS.filter((action) => canMoveInventory(action, actor, estado));

/** Where finishing takes a count: a daily one is approved at once (spec 3 §4). */
export const finishedState = (tipo: InventoryType): InventoryState => (tipo === 1 ? 3 : 2);

/** Spec 3 §4, §6: count cells are typed by Restaurante staff, and only while En Proceso. */
export const canCount = (actor: InventoryActor, estado: InventoryState) =>
  actor === 'restaurante' && estado === 1;

/** Spec 3 §5, §8: every message of the screens and the API, in the spec's words. */
export const INVENTORY_MESSAGES = {
  typeRequired: 'Debe seleccionar el tipo de inventario a crear',
  dateRequired: 'Debe seleccionar la fecha del inventario',
  dateWindow: 'La fecha debe estar entre los últimos 15 días y hoy',
  dateExists: 'Existe un inventario con esta fecha',
  cannotCreate: 'No puedes crear el inventario',
  pendingWork: 'No puedes crear el inventario, tienes pedidos y traslados abiertos o pendientes',
  pendingCheckFailed:
    'No se puede crear inventario, es posible que tengas pedidos y traslados abiertos o pendientes',
  typeBusy: (mask: string, estado: InventoryState) =>
    `No puedes seleccionar esta opción ya que el inventario ${mask} esta ${
      estado === 2 ? 'en revisión' : 'en proceso'
    }`,
  onlyNumbers: 'Solo se permiten números',
  notNegative: 'El número debe ser positivo',
  outOfRange: 'Cantidad fuera de rangos.',
  confirmFinish: (id: number) => `Estás seguro de terminar el inventario #${id}?`,
  confirmAction: (action: 'aprobar' | 'habilitar' | 'anular') =>
    `Estás a punto de ${
      action === 'aprobar'
        ? 'aprobar'
        : action === 'habilitar'
          ? 'habilitar nuevamente'
          : 'cancelar'
    } el inventario. ¿Estás seguro de que quieres continuar con esta acción?`,
  empty: 'No hay inventarios por mostrar',
  noProducts: 'No hay productos por mostrar',
  noData: 'No hay información que mostrar',
  noDetail: 'No existe información de este inventario, favor de comunicarte con el equipo de IT',
  noBranch: 'Su usuario no pertenece a una sucursal que haga inventarios',
  notFound: 'El inventario no existe',
  stale: 'Otro usuario ya cambió este inventario; se muestra como está ahora',
  cellStale: 'Alguien más cambió esta cantidad; revise el valor actual antes de escribir encima',
  notYourMove: 'Su usuario no puede hacer este paso en este inventario',
  notCounting:
    'Solo el personal de la sucursal cuenta, y solo mientras el inventario está En Proceso',
  created: (mask: string) => `Inventario ${mask} creado`,
  finished: 'Inventario terminado',
  approved: 'Inventario aprobado',
  enabled: 'Inventario habilitado nuevamente',
  annulled: 'Inventario anulado',
} as const;

/** Spec 3 §9: the date of a count, 15 days back through today (BUSINESS_TZ). */
export const INVENTORY_DATE_WINDOW_DAYS = 15;
/** Spec 3 §9: the detail pages by 10, or everything. */
export const INVENTORY_DETAIL_PAGE_SIZES = [10, 'Todos'] as const;
/** Spec 3 §2: the review screen names the last 4 missing branches, then 'Todos'. */
export const MISSING_BRANCHES_SHOWN = 4;
/** Spec 3 §2: the review's pending orders, 3 a page. */
export const REVIEW_ORDERS_PAGE_SIZE = 3;
export const INVENTORY_PAGE_SIZE = 10;
/** The most units a cell takes (Jarvis's bound; the spec gives none). */
export const COUNT_MAX = 9_999_999;
/** Counts are typed to 2 decimals (an open bottle, half a box). */
export const COUNT_DECIMALS = 2;

/**
 * The type suggested for a date (spec 3 §5): monthly on the month's last day, weekly on Tuesdays,
 * daily otherwise. `fecha` is a business date 'YYYY-MM-DD'.
 */
export function suggestedType(fecha: string): InventoryType {
  const date = new Date(`${fecha}T00:00:00Z`);
  const tomorrow = new Date(date.getTime() + 86_400_000);
  if (tomorrow.getUTCDate() === 1) return 3;
  return date.getUTCDay() === 2 ? 2 : 1;
}

const M = INVENTORY_MESSAGES;

export const NewInventorySchema = z.object({
  tipo: z
    .number({ error: whenMissing(M.typeRequired) })
    .int(M.typeRequired)
    .min(1, M.typeRequired)
    .max(3, M.typeRequired),
  fecha: z
    .string({ error: whenMissing(M.dateRequired) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateRequired)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), M.dateRequired),
});
export type NewInventory = z.infer<typeof NewInventorySchema>;

/** One count as typed: a number of 0 or more, to 2 decimals ('Solo se permiten números'). */
export const CountSchema = z
  .number({ error: M.onlyNumbers })
  .min(0, M.notNegative)
  .max(COUNT_MAX, M.onlyNumbers)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9, M.onlyNumbers);

/**
 * One cell saved as it is typed: the field, its value (null clears it), and the line's version the
 * value was typed over, so that a value changed meanwhile by someone else is not overwritten.
 */
export const CountEditSchema = z.object({
  campo: z.enum(['invCerrado', 'invAbierto']),
  valor: CountSchema.nullable(),
  version: rowVersion,
});
export type CountEdit = z.infer<typeof CountEditSchema>;

export const InventoryParamsSchema = z.object({ inventarioId: idParam });
export const InventoryLineParamsSchema = z.object({
  inventarioId: idParam,
  inventarioDetalleId: idParam,
});

export const InventoryListQuerySchema = pageQuery(INVENTORY_PAGE_SIZE);
export type InventoryListQuery = z.infer<typeof InventoryListQuerySchema>;

export const InventoryMoveSchema = z.object({ version: rowVersion });
export type InventoryMove = z.infer<typeof InventoryMoveSchema>;

const branchRef = z.object({
  sucursalId: z.number().int(),
  nombre: z.string(),
  bodega: z.string(),
});

export const InventoryLineSchema = z.object({
  inventarioDetalleId: z.number().int(),
  articuloId: z.string(),
  nombre: z.string(),
  categoriaId: z.number().int(),
  categoria: z.string(),
  /** Purchase unit (closed), sale unit (open) and sale units in a purchase unit. */
  unidad: z.string(),
  unidadVenta: z.string(),
  cantidadCompra: z.string(),
  minIngresoInv: z.string(),
  maxIngresoInv: z.string(),
  invCerrado: z.string().nullable(),
  invAbierto: z.string().nullable(),
  /** invCerrado × cantidadCompra + invAbierto, in sale units; null until something is typed. */
  invTotal: z.string().nullable(),
  fueraDeRango: z.boolean(),
  version: z.number().int(),
});
export type InventoryLine = z.infer<typeof InventoryLineSchema>;

export const InventorySummarySchema = z.object({
  inventarioId: z.number().int(),
  mask: z.string(),
  tipo: z.number().int(),
  fecha: z.string(),
  sucursal: branchRef,
  estado: z.number().int(),
  costo: z.string().nullable(),
  creadoPor: z.string(),
  gerente: z.string().nullable(),
  fechaAprobacion: z.string().nullable(),
  fechaAnulacion: z.string().nullable(),
  /** Lines counted (something typed) of all. */
  contados: z.number().int(),
  lineas: z.number().int(),
  version: z.number().int(),
});
export type InventorySummary = z.infer<typeof InventorySummarySchema>;

export const InventoryPageSchema = pageOf(InventorySummarySchema);
export type InventoryPage = z.infer<typeof InventoryPageSchema>;

export const InventorySchema = InventorySummarySchema.extend({
  acciones: z.array(z.enum(INVENTORY_ACTIONS as [InventoryAction, ...InventoryAction[]])),
  /** Whether the signed-in user may type counts now. */
  puedeContar: z.boolean(),
  detalle: z.array(InventoryLineSchema),
});
export type Inventory = z.infer<typeof InventorySchema>;

/**
 * The create wizard's facts for a date (spec 3 §2, §5): the suggested type, whether a count of that
 * date exists, what the branch still has open or pending, and which types may be chosen and why not.
 */
export const InventoryOptionsQuerySchema = z.object({
  fecha: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, M.dateRequired)
    .optional(),
});
export const InventoryOptionsSchema = z.object({
  sucursal: branchRef,
  hoy: z.string(),
  desde: z.string(),
  fecha: z.string(),
  sugerido: z.number().int(),
  /** The mask of the count the branch already has for the date. */
  existente: z.string().nullable(),
  pendientes: z.object({
    pedidos: z.array(z.number().int()),
    traslados: z.boolean(),
  }),
  tipos: z.array(
    z.object({ tipo: z.number().int(), disponible: z.boolean(), motivo: z.string().nullable() }),
  ),
});
export type InventoryOptions = z.infer<typeof InventoryOptionsSchema>;

export const NewInventoryResultSchema = z.object({
  successful: z.string(),
  inventarioId: z.number().int(),
  mask: z.string(),
});

export const InventoryChangeResultSchema = z.object({
  successful: z.string(),
  estado: z.number().int(),
  version: z.number().int(),
});

const businessDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, M.dateRequired);

/**
 * /Inventario/listado (issue #55): the counts of the branches a manager oversees, filtered by
 * branch and state, newest first.
 */
export const InventoryOverseenQuerySchema = pageQuery(INVENTORY_PAGE_SIZE).extend({
  sucursalId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  estado: z.coerce.number().int().min(1).max(4).optional(),
});
export type InventoryOverseenQuery = z.infer<typeof InventoryOverseenQuerySchema>;

export const InventoryOverseenPageSchema = pageOf(InventorySummarySchema).extend({
  /** The branches the user oversees, to filter by. */
  sucursales: z.array(branchRef),
});
export type InventoryOverseenPage = z.infer<typeof InventoryOverseenPageSchema>;

/** /Inventario/revision for a date (today by default, BUSINESS_TZ). */
export const InventoryReviewQuerySchema = z.object({ fecha: businessDay.optional() });
export type InventoryReviewQuery = z.infer<typeof InventoryReviewQuerySchema>;

export const MissingBranchSchema = branchRef.extend({
  /** The date of the branch's last count (not annulled) up to the date asked, if any. */
  ultimo: z.string().nullable(),
});
export type MissingBranch = z.infer<typeof MissingBranchSchema>;

export const ReviewOrderSchema = z.object({
  pedidoId: z.number().int(),
  sucursal: branchRef,
  proveedor: z.string(),
  estado: z.number().int(),
  fechaEstimada: z.string(),
  total: z.string(),
});
export type ReviewOrder = z.infer<typeof ReviewOrderSchema>;

/**
 * The review screen (spec 3 §2): of the branches the manager oversees, those that entered a count
 * for the date (any state but Anulado) and those missing (the longest without a count first); the
 * counts waiting in Revisión; the orders still open or not delivered that were due by today.
 */
export const InventoryReviewSchema = z.object({
  fecha: z.string(),
  hoy: z.string(),
  sucursales: z.number().int(),
  ingresados: z.array(InventorySummarySchema),
  faltantes: z.array(MissingBranchSchema),
  enRevision: z.array(InventorySummarySchema),
  pedidosPendientes: z.array(ReviewOrderSchema),
});
export type InventoryReview = z.infer<typeof InventoryReviewSchema>;

/** The review's Excel sheet names and the donut's two parts. */
export const REVIEW_PARTS = { entered: 'Ingresados', missing: 'Faltantes' } as const;
