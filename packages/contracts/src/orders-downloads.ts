import { z } from 'zod';
import { formId } from './common';
import { isoDate } from './orders-lists';

/**
 * /Compras/descargas (spec 2 §2 Downloads, §5 Downloads; issue #53 point 5): what a supplier's
 * delivery run needs — the orders of one supplier, in one state, to be delivered on one date (of
 * one branch, or all of them) — as an Excel workbook and as an A3 PDF, both consolidated by
 * article first and then one part per branch.
 */

/** Spec 2 §2: the form offers these two states, under these names. */
export const DOWNLOAD_STATES = [2, 3] as const;
export type DownloadState = (typeof DOWNLOAD_STATES)[number];
export const DOWNLOAD_STATE_LABELS: Record<DownloadState, string> = {
  2: 'Abierto',
  3: 'Pendiente',
};

export const DOWNLOAD_FORMATS = ['excel', 'pdf'] as const;
export type DownloadFormat = (typeof DOWNLOAD_FORMATS)[number];

export const DOWNLOAD_MESSAGES = {
  /** Spec 2 §5 Downloads, as written. */
  emptyFields: 'No se permiten campos vacíos',
  chooseSupplier: 'Debe seleccionar un proveedor',
  chooseState: 'Debe seleccionar un estado',
  chooseDate: 'No ha seleccionado fecha',
  // Jarvis's own, where the spec is silent.
  supplierNotYours: 'El proveedor no es de su marca',
  branchInvalid: 'La sucursal no es de la marca del proveedor',
  nothingToDownload:
    'No hay pedidos de este proveedor con ese estado para la fecha de entrega seleccionada',
  failed: 'No se pudo completar la descarga; intente de nuevo',
} as const;
const M = DOWNLOAD_MESSAGES;

/** Empty text in a query string ('?fecha=') is a field left empty, as a missing one is. */
const blank = (value: unknown) => (value === '' || value === null ? undefined : value);

const stateField = z.preprocess(
  (value) => {
    const v = blank(value);
    return typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  },
  z
    .union(
      DOWNLOAD_STATES.map((s) => z.literal(s)),
      { error: M.chooseState },
    )
    .optional(),
);

const shape = {
  proveedorId: z.preprocess(blank, formId(M.chooseSupplier, M.chooseSupplier).optional()),
  /** Without it, every branch (a Restaurante user's is always their own). */
  sucursalId: z.preprocess(blank, formId(M.branchInvalid, M.branchInvalid).optional()),
  /** The delivery date (the orders' fechaEstimada), 'YYYY-MM-DD'. */
  fecha: z.preprocess(blank, isoDate(M.chooseDate).optional()),
  estado: stateField,
};

export type DownloadQuery = {
  proveedorId: number;
  sucursalId?: number | undefined;
  fecha: string;
  estado: DownloadState;
};

/**
 * The form's four fields, in a query string or as the form holds them. The required three are
 * checked together so that a form sent empty is told 'No se permiten campos vacíos' first (the
 * API's message), each field still named with its own message.
 */
export const DownloadQuerySchema = z
  .object(shape)
  .superRefine((q, ctx) => {
    const missing = (
      [
        ['proveedorId', M.chooseSupplier],
        ['fecha', M.chooseDate],
        ['estado', M.chooseState],
      ] as const
    ).filter(([field]) => q[field] === undefined);
    if (missing.length === 3) ctx.addIssue({ code: 'custom', message: M.emptyFields, path: [] });
    for (const [field, message] of missing)
      ctx.addIssue({ code: 'custom', message, path: [field] });
  })
  .transform((q): DownloadQuery => q as DownloadQuery);

const branchRef = z.object({
  sucursalId: z.number().int(),
  nombre: z.string(),
  bodega: z.string(),
});

/** The form's choices: the user's brand's suppliers and branches (a Restaurante user's own only). */
export const DownloadOptionsSchema = z.object({
  proveedores: z.array(
    z.object({ proveedorId: z.number().int(), nombre: z.string(), codigo: z.string() }),
  ),
  sucursales: z.array(branchRef),
  /** Restaurante: the user's branch, fixed; everyone else chooses (or leaves it for all). */
  sucursalPropia: branchRef.nullable(),
  /** Today in BUSINESS_TZ. */
  hoy: z.string(),
});
export type DownloadOptions = z.infer<typeof DownloadOptionsSchema>;

/** What the files will hold, shown before downloading them; all zero is nothing to download. */
export const DownloadSummarySchema = z.object({
  proveedor: z.object({ proveedorId: z.number().int(), nombre: z.string(), codigo: z.string() }),
  sucursal: branchRef.nullable(),
  fecha: z.string(),
  estado: z.number().int(),
  pedidos: z.number().int(),
  sucursales: z.number().int(),
  /** Order lines, and distinct articles across them. */
  lineas: z.number().int(),
  articulos: z.number().int(),
});
export type DownloadSummary = z.infer<typeof DownloadSummarySchema>;

/**
 * About how many bytes a file of the selection will be, as measured on runs of 1 to 200 branches
 * (within a third either way). A file is streamed while it is written, so its size is known to
 * no one until it ends: the page's progress bar reads the bytes received against this.
 */
export function estimatedDownloadBytes(
  formato: DownloadFormat,
  s: Pick<DownloadSummary, 'sucursales' | 'lineas' | 'articulos'>,
): number {
  return formato === 'excel'
    ? 7_000 + 1_150 * s.sucursales + 30 * s.lineas + 30 * s.articulos
    : 2_000 + 1_100 * s.sucursales + 65 * s.lineas;
}

/** 'entrega-PSW0002-2026-12-01.xlsx'; one branch's adds its bodega, Pendiente says so. */
export function downloadFilename(
  parts: { codigo: string; fecha: string; bodega?: string | undefined; estado: DownloadState },
  formato: DownloadFormat,
): string {
  const safe = (text: string) => text.replace(/[^\w.-]+/g, '_');
  const name = [
    'entrega',
    safe(parts.codigo),
    parts.fecha,
    ...(parts.bodega ? [safe(parts.bodega)] : []),
    ...(parts.estado === 3 ? ['pendiente'] : []),
  ].join('-');
  return `${name}.${formato === 'excel' ? 'xlsx' : 'pdf'}`;
}
