import { z } from 'zod';
import { idField, idParam, rowVersion, whenMissing } from './common';
import { ORDER_MESSAGES as M, MONEY_DECIMALS } from './orders';
import { isoDate } from './orders-lists';

/**
 * Changes to an order from its detail (spec 2 §2 Order detail, §5 Order detail edits, Manager
 * code; issue #52 points 4 and 5). Who may make which change in which state is contracts'
 * ORDER_EDIT_MATRIX, applied by the API; every change carries the version the screen was read at,
 * and a change made meanwhile by someone else answers 409.
 */

/** Up to 4 decimals, as money and quantities are kept. */
const FOUR_DECIMALS = /^\d+(\.\d{1,4})?$/;
const fitsFourDecimals = (n: number) => FOUR_DECIMALS.test(String(n));

/** A quantity on the detail: ≥ 0, a number; the API refuses decimals from a Restaurante user. */
export const detailQuantity = z
  .number({ error: M.positiveNumber })
  .min(0, M.positiveNumber)
  .max(999_999, M.positiveNumber)
  .refine(fitsFourDecimals, M.positiveNumber);

/** A price on the detail: ≥ 0.01 with up to 4 decimals ('Precio no valido'). */
export const detailPrice = z
  .number({ error: M.invalidPrice })
  .min(0.01, M.invalidPrice)
  .max(99_999_999, M.invalidPrice)
  .refine(fitsFourDecimals, M.invalidPrice);

export const OrderLineChangeSchema = z
  .object({
    pedidoDetalleId: idField,
    cantidadPedida: detailQuantity.optional(),
    cantidadRecibida: detailQuantity.optional(),
    precioPedido: detailPrice.optional(),
  })
  .refine(
    (c) =>
      c.cantidadPedida !== undefined ||
      c.cantidadRecibida !== undefined ||
      c.precioPedido !== undefined,
    { message: M.emptyFields },
  );
export type OrderLineChange = z.infer<typeof OrderLineChangeSchema>;

/** Cell edits: one change or several, applied together. */
export const OrderLinesUpdateSchema = z.object({
  version: rowVersion,
  cambios: z.array(OrderLineChangeSchema).min(1, M.emptyFields).max(200, M.emptyFields),
});
export type OrderLinesUpdate = z.infer<typeof OrderLinesUpdateSchema>;

/**
 * The manager code a Restaurante user types (spec 2 §5 Manager code): 4 to 12 characters. It is
 * asked before adding a product to an order past Revisión (and, from issue #53, before confirming a
 * delivery whose quantities differ from the order).
 */
export const MANAGER_CODE_MIN = 4;
export const MANAGER_CODE_MAX = 12;
export const MANAGER_CODE_MESSAGES = {
  required: 'Ingrese el código de gerente',
  wrong: 'El código de gerente no es válido',
  length: `El código debe tener entre ${MANAGER_CODE_MIN} y ${MANAGER_CODE_MAX} caracteres`,
  mismatch: 'Los códigos no coinciden',
  notSet: 'Su sucursal no tiene código de gerente; pida a su gerente que lo defina',
  saved: 'Código de gerente guardado',
  notAllowed: 'Solo el gerente de la sucursal o un administrador puede definir su código',
  valid: 'Código verificado',
  rateLimited: 'Demasiados intentos con un código incorrecto. Espere {espera} e intente de nuevo.',
} as const;

export const managerCode = z
  .string({ error: whenMissing(MANAGER_CODE_MESSAGES.required) })
  .min(1, MANAGER_CODE_MESSAGES.required)
  .max(100, MANAGER_CODE_MESSAGES.wrong);

/** Spec 2 §5 Add product modal. */
export const AddOrderLineSchema = z.object({
  version: rowVersion,
  articuloId: z
    .string({ error: whenMissing(M.chooseOption) })
    .trim()
    .min(1, M.chooseOption)
    .max(50, M.chooseOption),
  cantidad: z
    .number({ error: whenMissing(M.fieldRequired) })
    .positive(M.noNegatives)
    .max(999_999, M.noNegatives)
    .refine(fitsFourDecimals, M.noNegatives),
  /** Required from a Restaurante user once the order is past Revisión. */
  claveGerente: managerCode.optional(),
});
export type AddOrderLine = z.infer<typeof AddOrderLineSchema>;

export const DeleteOrderLinesSchema = z.object({
  version: rowVersion,
  pedidoDetalleIds: z.array(idField).min(1, M.noLinesSelected).max(200, M.noLinesSelected),
});
export type DeleteOrderLines = z.infer<typeof DeleteOrderLinesSchema>;

/**
 * Header data (central staff): the estimated delivery date and a comment; and the final total,
 * which accounting may set to the invoice's figure (spec 2 §7 final total edit). A later change of
 * a line computes it again from the lines.
 */
export const OrderHeaderUpdateSchema = z
  .object({
    version: rowVersion,
    fechaEstimada: isoDate(M.estimatedDateFormRequired).optional(),
    comentario: z.string().trim().max(500, M.commentTooLong).nullable().optional(),
    totalFinal: z
      .number({ error: M.invalidTotal })
      .positive(M.invalidTotal)
      .max(9_999_999_999, M.invalidTotal)
      .refine(fitsFourDecimals, M.invalidTotal)
      .optional(),
  })
  .refine(
    (h) =>
      h.fechaEstimada !== undefined || h.comentario !== undefined || h.totalFinal !== undefined,
    { message: M.emptyFields },
  );
export type OrderHeaderUpdate = z.infer<typeof OrderHeaderUpdateSchema>;

/** The answer to every detail change: what was done, and the order's new version and totals. */
export const OrderChangeResultSchema = z.object({
  successful: z.string(),
  version: z.number().int(),
  totalPedido: z.string(),
  totalFinal: z.string(),
});
export type OrderChangeResult = z.infer<typeof OrderChangeResultSchema>;

export const OrderLineParamsSchema = z.object({ pedidoId: idParam });

/** 'No entregado' (2 → 3) from the detail. */
export const OrderStateChangeSchema = z.object({ version: rowVersion });

// ── Manager code ─────────────────────────────────────────────────────────────────────────────────

/** The branches whose code the signed-in user may set, each saying whether it has one. */
export const ManagerCodeBranchesSchema = z.object({
  sucursales: z.array(
    z.object({
      sucursalId: z.number().int(),
      nombre: z.string(),
      bodega: z.string(),
      tieneCodigo: z.boolean(),
      actualizadoEn: z.string().nullable(),
    }),
  ),
});
export type ManagerCodeBranches = z.infer<typeof ManagerCodeBranchesSchema>;

export const SetManagerCodeSchema = z
  .object({
    sucursalId: idField,
    codigo: z
      .string({ error: whenMissing(MANAGER_CODE_MESSAGES.required) })
      .min(MANAGER_CODE_MIN, MANAGER_CODE_MESSAGES.length)
      .max(MANAGER_CODE_MAX, MANAGER_CODE_MESSAGES.length),
    confirmacion: z.string({ error: whenMissing(MANAGER_CODE_MESSAGES.mismatch) }),
  })
  .refine((v) => v.codigo === v.confirmacion, {
    path: ['confirmacion'],
    message: MANAGER_CODE_MESSAGES.mismatch,
  });
export type SetManagerCode = z.infer<typeof SetManagerCodeSchema>;

/** Checks the code of the user's own branch (bodega + key), counted like sign-in attempts. */
export const VerifyManagerCodeSchema = z.object({ codigo: managerCode });

export { MONEY_DECIMALS };
