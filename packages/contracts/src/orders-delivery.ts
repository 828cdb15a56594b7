import Decimal from 'decimal.js';
import { z } from 'zod';
import { idField, rowVersion, whenMissing } from './common';
import {
  MONEY_DECIMALS,
  OrderInconsistencySchema,
  OrderSapDocumentSchema,
  SAP_DOCUMENT_LABELS,
  type OrderInconsistency,
  type OrderSapDocument,
} from './orders';
import { managerCode } from './orders-edits';
import { isoDate } from './orders-lists';

/**
 * An order's life after approval (spec 2 §4, §5 Delivery confirmation, Total check; issue #53
 * points 1–3): the branch (or purchasing) confirms the delivery with the invoice data, accounting
 * registers inconsistencies and corrects them, and the order is registered in SAP.
 */

export const DELIVERY_MESSAGES = {
  required: 'Este campo es obligatorio',
  ccfTaken: 'CCF ya existe en este mes',
  futureInvoice: 'La fecha de factura no puede ser posterior a hoy',
  reasonRequired: 'Seleccione la razón de la nota de crédito',
  tooLong: (n: number) => `Admite hasta ${n} caracteres`,
  delivered: 'Entrega confirmada',
  chooseInconsistency: 'Seleccione al menos una inconsistencia',
  inconsistenciesSaved: 'Inconsistencias registradas',
  corrected: 'Pedido marcado como corregido',
  ticketRaised: (codigo: string) => `Ticket ${codigo} creado para el proveedor`,
  ticketExists: 'Esta inconsistencia ya tiene un ticket',
  totalZero: 'El total no puede ser 0',
  totalRange: (min: string, max: string) => `El rango del total debe variar entre ${min} a ${max}`,
  sapQueued: 'Pedido enviado a SAP; se registrará en unos segundos',
  sapBusy: 'El pedido se está registrando en SAP; espere a que termine',
} as const;

/**
 * Spec 2 §5: the reasons a credit note may have, which are also the inconsistency types (spec 2
 * §3 Inconsistency type; seeded in the `tipos_inconsistencia` table with these ids).
 */
export const INCONSISTENCY_REASONS = [
  'Pedido Incompleto',
  'No Vino el Producto Solicitado',
  'Precio no Coincide',
  'Pedido o Producto Devuelto',
] as const;
export type InconsistencyReason = (typeof INCONSISTENCY_REASONS)[number];

/** Spec 2 §9: the total may differ from the invoice's (docTotal) by this much. */
export const TOTAL_TOLERANCE = '0.10';

const text = (max: number) =>
  z
    .string({ error: whenMissing(DELIVERY_MESSAGES.required) })
    .trim()
    .min(1, DELIVERY_MESSAGES.required)
    .max(max, DELIVERY_MESSAGES.tooLong(max));

/** Quantities as the detail edits them: ≥ 0, up to 4 decimals (whole units for a branch: API). */
const received = z
  .number({ error: DELIVERY_MESSAGES.required })
  .min(0, 'El número debe ser positivo')
  .max(999_999, 'El número debe ser positivo');

/**
 * 'Entregado' (2 or 3 → 4): the invoice data, all required (spec 2 §5 Delivery confirmation), the
 * received quantity of the lines that differ from what they hold now, and the manager's code when a
 * branch's received quantities differ from the ordered ones.
 */
export const DeliverySchema = z
  .object({
    version: rowVersion,
    ccf: text(40),
    dte: text(100),
    numUnico: text(100),
    serieDoc: text(40),
    fechaFactura: isoDate(DELIVERY_MESSAGES.required),
    notaCredito: z.boolean().default(false),
    razon: z.enum(INCONSISTENCY_REASONS).optional(),
    cantidades: z
      .array(z.object({ pedidoDetalleId: idField, cantidadRecibida: received }))
      .max(500)
      .default([]),
    claveGerente: managerCode.optional(),
  })
  .superRefine((d, ctx) => {
    if (d.notaCredito && !d.razon)
      ctx.addIssue({ code: 'custom', path: ['razon'], message: DELIVERY_MESSAGES.reasonRequired });
  });
export type Delivery = z.infer<typeof DeliverySchema>;

export const InconsistencyTypeSchema = z.object({ id: z.number().int(), tipo: z.string() });
export const InconsistencyTypesSchema = z.object({ tipos: z.array(InconsistencyTypeSchema) });
export type InconsistencyTypes = z.infer<typeof InconsistencyTypesSchema>;

/** 'Registrar inconsistencias' (4 → 6): one or more types, each with a comment and its lines. */
export const InconsistenciesSchema = z.object({
  version: rowVersion,
  inconsistencias: z
    .array(
      z.object({
        tipoId: idField,
        comentario: z.string().trim().max(500, DELIVERY_MESSAGES.tooLong(500)).optional(),
        pedidoDetalleIds: z.array(idField).max(200).default([]),
      }),
      { error: DELIVERY_MESSAGES.chooseInconsistency },
    )
    .min(1, DELIVERY_MESSAGES.chooseInconsistency)
    .max(INCONSISTENCY_REASONS.length, DELIVERY_MESSAGES.chooseInconsistency)
    .refine(
      (list) => new Set(list.map((i) => i.tipoId)).size === list.length,
      DELIVERY_MESSAGES.chooseInconsistency,
    ),
});
export type Inconsistencies = z.infer<typeof InconsistenciesSchema>;

export const RaisedTicketSchema = z.object({
  successful: z.string(),
  peticionId: z.number().int(),
  codigo: z.string(),
});

export const InconsistencyParamsSchema = z.object({
  pedidoId: z.string().regex(/^\d+$/).transform(Number).pipe(idField),
  inconsistenciaId: z.string().regex(/^\d+$/).transform(Number).pipe(idField),
});

/** 'Registrar en SAP' (4 or 6 → 8 once SAP has it): the invoice's total, checked against ours. */
export const SapRegistrationSchema = z.object({
  version: rowVersion,
  docTotal: z
    .number({ error: DELIVERY_MESSAGES.required })
    .min(0, DELIVERY_MESSAGES.totalZero)
    .max(9_999_999_999, DELIVERY_MESSAGES.required),
});
export type SapRegistration = z.infer<typeof SapRegistrationSchema>;

/** The answer of registering: queued now, or already registered ('info' in the web). */
export const SapRegistrationResultSchema = z.object({
  successful: z.string(),
  yaRegistrado: z.boolean(),
  version: z.number().int(),
});
export type SapRegistrationResult = z.infer<typeof SapRegistrationResultSchema>;

/** |totalFinal − docTotal| within the tolerance; the bounds the message names, 2 decimals. */
export function totalRange(docTotal: string | number): { min: string; max: string } {
  const doc = new Decimal(docTotal);
  return { min: doc.minus(TOTAL_TOLERANCE).toFixed(2), max: doc.plus(TOTAL_TOLERANCE).toFixed(2) };
}

/** Whether the order's total is within the tolerance of the invoice's. */
export const isWithinTolerance = (total: string | number, docTotal: string | number) =>
  new Decimal(total).minus(docTotal).abs().lte(TOTAL_TOLERANCE);

export { MONEY_DECIMALS, OrderInconsistencySchema, OrderSapDocumentSchema, SAP_DOCUMENT_LABELS };
export type { OrderInconsistency, OrderSapDocument };
