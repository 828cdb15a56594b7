import { z } from 'zod';
import { idParam, pageOf, pageQuery } from './common';
import { brandListFilters } from './suppliers';

/** Suppliers' order days (spec 2 §2 Nuevo horario, §3, §5) and the delivery date they give. */

const flag = z.union([z.literal(0), z.literal(1)]);

export const SCHEDULE_MESSAGES = {
  diaInvalid: 'Día no válido',
  diasRepeated: 'Los días no pueden repetirse',
  diasRequired: 'Seleccione al menos un día',
  saved: 'Horario guardado',
} as const;

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

// ── Schedules (/Proveedor/Nuevo-horario) ───────────────────────────────────────────────────────

export const ScheduleParamsSchema = z.object({ proveedorId: idParam });

/** Schedules show more rows per page than the supplier list: a buyer goes through all of them. */
export const SCHEDULE_PAGE_SIZE = 20;

export const ScheduleQuerySchema = pageQuery(SCHEDULE_PAGE_SIZE).extend(brandListFilters());
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
