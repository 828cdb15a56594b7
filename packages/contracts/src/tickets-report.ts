import { z } from 'zod';
import { idParam } from './common';

/**
 * 'Tickets Realizados' (/Tickets/reporte). The spec does not show it; it answers what a help-desk lead
 * asks: how many tickets were completed and cancelled in a period, where they came from, who closed
 * them, and how long they took, with the time spent En Espera (waiting on someone else) apart.
 */

/** The breakdowns the report offers, in the order of its tabs. */
export const REPORT_DIMENSIONS = [
  'departamento',
  'categoria',
  'problema',
  'sucursal',
  'colaborador',
] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];

export const REPORT_DIMENSION_LABELS: Record<ReportDimension, string> = {
  departamento: 'Departamento',
  categoria: 'Categoría',
  problema: 'Problema',
  sucursal: 'Sucursal',
  colaborador: 'Colaborador',
};

export const REPORT_GRANULARITIES = ['dia', 'semana', 'mes'] as const;
export type ReportGranularity = (typeof REPORT_GRANULARITIES)[number];

export const REPORT_GRANULARITY_LABELS: Record<ReportGranularity, string> = {
  dia: 'Por día',
  semana: 'Por semana',
  mes: 'Por mes',
};

/** The longest period one report (and one export) covers. */
export const REPORT_MAX_DAYS = 366;

/** Shown where a ticket was closed by a collaborator of role Restaurante (realizado_por is null, spec 1 §4). */
export const REPORT_NO_COLLABORATOR = 'Sin registrar';

export const REPORT_MESSAGES = {
  dateInvalid: 'Ingrese una fecha válida',
  rangeInverted: 'La fecha inicial no puede ser posterior a la final',
  rangeTooLong: `El período no puede ser mayor a ${REPORT_MAX_DAYS} días`,
  otherDepartment: 'Solo puede ver el reporte de su departamento',
  notCollaborator: 'El reporte es para los departamentos de Informática, Compras y Mantenimiento',
  noData: 'No hay tickets completados ni cancelados en este período',
  exportFailed: 'No se pudo descargar el reporte. Intente de nuevo.',
} as const;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, REPORT_MESSAGES.dateInvalid)
  // A real calendar day: 2020-02-30 does not come back as itself. Years before 1900 are typing
  // slips (PostgreSQL has no year 0000 at all).
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return (
      !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && d.getUTCFullYear() >= 1900
    );
  }, REPORT_MESSAGES.dateInvalid);

/** Whole days from `desde` to `hasta`, both included. */
export function reportDays(desde: string, hasta: string): number {
  return (
    Math.round((Date.parse(`${hasta}T00:00:00Z`) - Date.parse(`${desde}T00:00:00Z`)) / 86_400_000) +
    1
  );
}

/** The bar width the chart uses when the user does not choose: days up to a month, weeks up to four months. */
export function defaultGranularity(desde: string, hasta: string): ReportGranularity {
  const days = reportDays(desde, hasta);
  if (days <= 31) return 'dia';
  if (days <= 124) return 'semana';
  return 'mes';
}

const ReportQueryFields = z.object({
  desde: isoDate,
  hasta: isoDate,
  departamentoId: idParam.optional(),
  granularidad: z.enum(REPORT_GRANULARITIES).optional(),
});

function checkRange(q: { desde: string; hasta: string }, ctx: z.RefinementCtx) {
  const days = reportDays(q.desde, q.hasta);
  if (days < 1)
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: REPORT_MESSAGES.rangeInverted });
  else if (days > REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: REPORT_MESSAGES.rangeTooLong });
}

/** Business dates, both included (BUSINESS_TZ); a ticket counts in the period it was closed. */
export const ReportQuerySchema = ReportQueryFields.superRefine(checkRange);
export type ReportQuery = z.infer<typeof ReportQuerySchema>;

export const REPORT_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ReportExportFormat = (typeof REPORT_EXPORT_FORMATS)[number];

export const ReportExportQuerySchema = ReportQueryFields.extend({
  formato: z.enum(REPORT_EXPORT_FORMATS),
}).superRefine(checkRange);
export type ReportExportQuery = z.infer<typeof ReportExportQuerySchema>;

/**
 * Durations are seconds. Times to completion cover the completed tickets: from creation to closing
 * (`total`), of which `espera` was spent En Espera; `activo` is the rest, the time the department had it.
 */
export const ReportMetricsSchema = z.object({
  completados: z.number().int(),
  cancelados: z.number().int(),
  totalMediana: z.number().nullable(),
  totalP90: z.number().nullable(),
  activoMediana: z.number().nullable(),
  activoP90: z.number().nullable(),
  /** Completed tickets that spent some time En Espera. */
  conEspera: z.number().int(),
  /** Median wait of those that waited. */
  esperaMediana: z.number().nullable(),
  esperaTotal: z.number(),
});
export type ReportMetrics = z.infer<typeof ReportMetricsSchema>;

export const ReportRowSchema = ReportMetricsSchema.extend({
  clave: z.string(),
  nombre: z.string(),
});
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportSchema = z.object({
  desde: z.string(),
  hasta: z.string(),
  granularidad: z.enum(REPORT_GRANULARITIES),
  /** The departments this user may report on; one (their own) unless they are an administrator. */
  departamentos: z.array(z.object({ departamentoID: z.number().int(), nombre: z.string() })),
  /** The department shown; null is all of them (administrators only). */
  departamentoId: z.number().int().nullable(),
  resumen: ReportMetricsSchema,
  /** Tickets still waiting on the department now, whatever the period. */
  pendientes: z.object({ abiertos: z.number().int(), enEspera: z.number().int() }),
  /** One bar per day, week or month of the period (start date), gaps included as zeros. */
  serie: z.array(
    z.object({
      periodo: z.string(),
      completados: z.number().int(),
      cancelados: z.number().int(),
    }),
  ),
  grupos: z.object({
    departamento: z.array(ReportRowSchema),
    categoria: z.array(ReportRowSchema),
    problema: z.array(ReportRowSchema),
    sucursal: z.array(ReportRowSchema),
    colaborador: z.array(ReportRowSchema),
  }),
});
export type Report = z.infer<typeof ReportSchema>;

/** The columns of the exported ticket list (Excel sheet 'Tickets' and the CSV file), in order. */
export const REPORT_EXPORT_COLUMNS = [
  'Código',
  'Estado',
  'Departamento',
  'Categoría',
  'Problema',
  'Sucursal',
  'Marca',
  'Solicitado por',
  'Realizado por',
  'Creado',
  'Cerrado',
  'Horas hasta el cierre',
  'Horas En Espera',
  'Horas activas',
  'Razón de espera',
  'Razón de cancelación',
] as const;
