import { z } from 'zod';
import {
  idField,
  idParam,
  pageOf,
  pageQuery,
  rowVersion,
  whenMissing,
  isoDateField,
  hasTwoDecimals,
} from './common';
import { ERP_DOCUMENT_STATES } from './erp';

/**
 * Stock transfers between branches (spec 3 §1, §3 Transfer, §4 Transfer states, §5; issue #54): a
 * branch (the destination, `destino`) asks another (the origin, `origen`) for articles; the origin
 * sends them, saying how many of each; the destination receives them, saying how many arrived. Each
 * line keeps the three quantities. One state table, read by the API (which enforces it) and by the
 * web (which shows only what it allows).
 */

/** Spec 3 §4 Transfer states. */
export const TRANSFER_STATES = [1, 2, 3, 4, 5] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/**
 * The spec names 3 only ('Aceptado'); the others are named by what they mean there. State 4, whose
 * meaning the spec does not show, is Jarvis's 'Aceptado con diferencias': received, with some line
 * whose received quantity differs from the sent one (a transit loss, or more than was sent).
 */
export const TRANSFER_STATE_LABELS: Record<TransferState, string> = {
  1: 'Pendiente',
  2: 'Enviado',
  3: 'Aceptado',
  4: 'Aceptado con diferencias',
  5: 'Anulado',
};

/** Spec 3 §4's label colours (primary, warning, info/success, secondary, danger) as antd Tags. */
export const TRANSFER_STATE_COLORS: Record<TransferState, string> = {
  1: 'blue',
  2: 'gold',
  3: 'green',
  4: 'default',
  5: 'red',
};

/** Which side of a transfer a user's branch is: the one asked to send, or the one that asked. */
export const TRANSFER_SIDES = ['origen', 'destino'] as const;
export type TransferSide = (typeof TRANSFER_SIDES)[number];

/**
 * The moves (spec 3 §4). `de` are the states a transfer may be in, `a` where it goes (receiving
 * goes to 3, or to 4 when a received quantity differs from the sent one), `quien` which side may do
 * it, `edita` the quantity the step carries for every line.
 */
export const TRANSFER_TRANSITIONS = {
  enviar: { de: [1], a: [2], quien: ['origen'], edita: 'cantidadEnviada', etiqueta: 'Enviar' },
  recibir: {
    de: [2],
    a: [3, 4],
    quien: ['destino'],
    edita: 'cantidadRecibida',
    etiqueta: 'Verificar',
  },
  anular: { de: [1, 2], a: [5], quien: ['origen', 'destino'], edita: null, etiqueta: 'Anular' },
} as const satisfies Record<
  string,
  {
    de: readonly TransferState[];
    a: readonly TransferState[];
    quien: readonly TransferSide[];
    edita: 'cantidadEnviada' | 'cantidadRecibida' | null;
    etiqueta: string;
  }
>;
export type TransferAction = keyof typeof TRANSFER_TRANSITIONS;
export const TRANSFER_ACTIONS = Object.keys(TRANSFER_TRANSITIONS) as TransferAction[];

/** Whether `side` may take `action` on a transfer in `estado`. */
export function canMoveTransfer(
  action: TransferAction,
  side: TransferSide,
  estado: TransferState,
): boolean {
  const move = TRANSFER_TRANSITIONS[action];
  return (
    (move.de as readonly TransferState[]).includes(estado) &&
    (move.quien as readonly TransferSide[]).includes(side)
  );
}

/** The actions `side` may take on a transfer in `estado`, in the table's order. */
export const transferActionsFor = (side: TransferSide, estado: TransferState): TransferAction[] =>
  TRANSFER_ACTIONS.filter((action) => canMoveTransfer(action, side, estado));

/** Spec 3 §5, §8, §9 and Jarvis's own where the spec is silent. */
export const TRANSFER_MESSAGES = {
  required: 'Este campo es obligatorio',
  positive: 'Debe ser mayor a cero',
  noNegatives: 'No se permiten números negativos',
  twoDecimals: 'Use a lo sumo 2 decimales',
  repeatedArticle: 'El artículo ya existe en los detalles',
  dateWindow: 'La fecha debe estar entre los últimos 15 días y hoy',
  noLines: 'Parece que no tienes productos.',
  emptyMine: 'Parace que no tienes traslados',
  emptyPending: 'Al parecer no tienes traslados pendientes.',
  listFailed: 'Ocurrio un error, comuníquese con el equipo de IT',
  originInvalid: 'La sucursal de origen no es válida',
  articleInvalid: 'El artículo no existe o no está activo',
  noBranch: 'Su usuario no pertenece a una sucursal que pueda pedir traslados',
  branchNotOverseen: 'No puede ver los traslados de esa sucursal',
  differencesCut: (max: number) =>
    `Se muestran las ${max.toLocaleString('en-US')} filas más recientes; acorte los meses o elija una sucursal para ver el resto.`,
  created: (id: number) => `Traslado #${id} solicitado`,
  sent: 'Traslado enviado',
  received: 'Traslado verificado',
  annulled: 'Traslado anulado',
  notYourMove: 'Su sucursal no puede hacer este paso en este traslado',
  stale: 'Otro usuario ya cambió este traslado; se muestra como está ahora',
  linesMismatch: 'Las cantidades deben ser de las líneas de este traslado, una por línea',
  confirmCreate: 'Por favor, presiona el botón de confirmar para procesar el traslado.',
  confirmAnnul: (id: number) => `¿Está seguro de anular el traslado #${id}?`,
} as const;

/** Spec 3 §9: the date of a request, 15 days back through today (BUSINESS_TZ). */
export const TRANSFER_DATE_WINDOW_DAYS = 15;
/** Spec 3 §2: 'Traslados recientes' shows the last 3. */
export const RECENT_TRANSFERS = 3;
export const TRANSFER_PAGE_SIZE = 10;
/** A request holds at most this many articles (Jarvis's bound; the spec gives none). */
export const TRANSFER_LINES_MAX = 100;
const QUANTITY_MAX = 999_999;

const M = TRANSFER_MESSAGES;

/** 'YYYY-MM-DD', a business date. */
const isoDate = isoDateField(M.required);

/** Quantities are in units of sale, to 2 decimals (spec 3 §9). */
export const QUANTITY_DECIMALS = 2;

/** A requested quantity: more than zero ('Debe ser mayor a cero'). */
const requested = z
  .number({ error: whenMissing(M.required) })
  .positive(M.positive)
  .max(QUANTITY_MAX, M.positive)
  .refine(hasTwoDecimals, M.twoDecimals);

/** A sent or received quantity: zero or more ('No se permiten números negativos'). */
const counted = z
  .number({ error: whenMissing(M.required) })
  .min(0, M.noNegatives)
  .max(QUANTITY_MAX, M.noNegatives)
  .refine(hasTwoDecimals, M.twoDecimals);

/** The two kinds of quantity, for the screens' own checks of what is typed. */
export const RequestedQuantitySchema = requested;
export const CountedQuantitySchema = counted;

export const NewTransferLineSchema = z.object({
  articuloId: z
    .string({ error: whenMissing(M.required) })
    .trim()
    .min(1, M.required)
    .max(50, M.articleInvalid),
  cantidad: requested,
});

/** 'Solicitar traslado': the origin branch asked, the date, and the articles (spec 3 §5). */
export const NewTransferSchema = z.object({
  origenId: z.number({ error: whenMissing(M.required) }).pipe(idField),
  fecha: isoDate,
  lineas: z
    .array(NewTransferLineSchema, { error: M.noLines })
    .min(1, M.noLines)
    .max(TRANSFER_LINES_MAX, M.noLines)
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
export type NewTransfer = z.infer<typeof NewTransferSchema>;

/** A step's quantities: one per line of the transfer, by its id. */
const StepLineSchema = z.object({ trasladoDetalleId: idField, cantidad: counted });

/** 'Enviar' (the origin, 1 → 2) or 'Verificar' (the destination, 2 → 3 or 4). */
export const TransferStepSchema = z.object({
  version: rowVersion,
  lineas: z
    .array(StepLineSchema)
    .min(1, M.linesMismatch)
    .max(TRANSFER_LINES_MAX, M.linesMismatch)
    .refine(
      (lineas) => new Set(lineas.map((l) => l.trasladoDetalleId)).size === lineas.length,
      M.linesMismatch,
    ),
});
export type TransferStep = z.infer<typeof TransferStepSchema>;

export const TransferAnnulSchema = z.object({ version: rowVersion });
export type TransferAnnul = z.infer<typeof TransferAnnulSchema>;

export const TransferParamsSchema = z.object({ trasladoId: idParam });

/** Which of the branch's transfers a list shows. */
export const TRANSFER_VIEWS = ['mios', 'revisar', 'recientes'] as const;
export type TransferView = (typeof TRANSFER_VIEWS)[number];

export const TransferListQuerySchema = pageQuery(TRANSFER_PAGE_SIZE);
export type TransferListQuery = z.infer<typeof TransferListQuerySchema>;

const branchRef = z.object({
  sucursalId: z.number().int(),
  nombre: z.string(),
  bodega: z.string(),
});

export const TransferLineSchema = z.object({
  trasladoDetalleId: z.number().int(),
  articuloId: z.string(),
  nombre: z.string(),
  unidad: z.string(),
  cantidad: z.string(),
  cantidadEnviada: z.string().nullable(),
  cantidadRecibida: z.string().nullable(),
});
export type TransferLine = z.infer<typeof TransferLineSchema>;

export const TransferSchema = z.object({
  trasladoId: z.number().int(),
  fecha: z.string(),
  estado: z.number().int(),
  origen: branchRef,
  destino: branchRef,
  solicitadoPor: z.string(),
  enviadoPor: z.string().nullable(),
  recibidoPor: z.string().nullable(),
  anuladoPor: z.string().nullable(),
  fechaAprobacion: z.string().nullable(),
  fechaFinalizacion: z.string().nullable(),
  fechaAnulacion: z.string().nullable(),
  fechaProcesamientoSap: z.string().nullable(),
  /** The StockTransfer of a received transfer in SAP, once queued (issue #54 point 5). */
  sap: z
    .object({
      estado: z.enum(ERP_DOCUMENT_STATES),
      docNum: z.number().int().nullable(),
      error: z.string().nullable(),
    })
    .nullable(),
  /** Which side the signed-in user's branch is, and what it may do now. */
  lado: z.enum(TRANSFER_SIDES),
  acciones: z.array(z.enum(TRANSFER_ACTIONS as [TransferAction, ...TransferAction[]])),
  lineas: z.array(TransferLineSchema),
  version: z.number().int(),
});
export type Transfer = z.infer<typeof TransferSchema>;

export const TransferPageSchema = pageOf(TransferSchema);
export type TransferPage = z.infer<typeof TransferPageSchema>;

/** The request form's choices: the branches that may be asked, and the user's own. */
export const TransferOptionsSchema = z.object({
  propia: branchRef,
  origenes: z.array(branchRef),
  hoy: z.string(),
  desde: z.string(),
});
export type TransferOptions = z.infer<typeof TransferOptionsSchema>;

export const TransferChangeResultSchema = z.object({
  successful: z.string(),
  estado: z.number().int(),
  version: z.number().int(),
});
export type TransferChangeResult = z.infer<typeof TransferChangeResultSchema>;

export const NewTransferResultSchema = z.object({
  successful: z.string(),
  trasladoId: z.number().int(),
});

// ── Differences: transit loss (issue #54 point 6) ───────────────────────────────────────────────

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mes no válido (AAAA-MM)')
  .optional();

/** The months (both included) and, for office staff, one branch on either side. */
export const TransferDifferencesQuerySchema = z.object({
  desde: month,
  hasta: month,
  sucursalId: idParam.optional(),
});
export type TransferDifferencesQuery = z.infer<typeof TransferDifferencesQuerySchema>;

export const TransferDifferenceSchema = z.object({
  mes: z.string(),
  origen: branchRef,
  destino: branchRef,
  articuloId: z.string(),
  nombre: z.string(),
  unidad: z.string(),
  enviada: z.string(),
  recibida: z.string(),
  /** Received minus sent: negative is a loss. */
  diferencia: z.string(),
  /** A sale unit's cost today (lowest active supplier price), null when the article has none. */
  precio: z.string().nullable(),
  valor: z.string().nullable(),
});
export type TransferDifference = z.infer<typeof TransferDifferenceSchema>;

export const TransferDifferencesSchema = z.object({
  items: z.array(TransferDifferenceSchema),
  /** The total of the rows shown. */
  valorTotal: z.string(),
  /** More rows than TRANSFER_DIFFERENCES_MAX matched: the newest are shown. */
  truncado: z.boolean(),
  /** The branches the report may be narrowed to: a branch user's own only (and fixed). */
  sucursales: z.array(branchRef),
  sucursalFija: z.boolean(),
  /** This month in BUSINESS_TZ (YYYY-MM), the filter's default end. */
  mesActual: z.string(),
});
export type TransferDifferences = z.infer<typeof TransferDifferencesSchema>;

/** The report reads at most this many rows (branch pair × article × month). */
export const TRANSFER_DIFFERENCES_MAX = 5_000;

/** The request form's article picker: the active catalogue by code or name. */
export const TransferArticleQuerySchema = z.object({ buscar: z.string().trim().min(1).max(100) });
export const TransferArticleOptionsSchema = z.object({
  articulos: z.array(z.object({ articuloId: z.string(), nombre: z.string(), unidad: z.string() })),
});
export type TransferArticleOptions = z.infer<typeof TransferArticleOptionsSchema>;
