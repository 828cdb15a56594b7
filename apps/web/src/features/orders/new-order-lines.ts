import Decimal from 'decimal.js';
import { NewOrderLineSchema, ORDER_MESSAGES, orderTotals } from '@jarvis/contracts/orders';
import { diaNombre } from '@jarvis/contracts/schedules';

/** A line of the order being written: the article as the supplier sells it, the quantity as typed. */
export type DraftLine = {
  articuloId: string;
  nombre: string;
  unidad: string;
  precio: string;
  cantidad: string;
};

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;

/** The number typed, reading a decimal comma as a point; NaN for anything that is not a number. */
function typedNumber(text: string): number {
  const trimmed = text.trim();
  return NUMBER.test(trimmed) ? Number(trimmed.replace(',', '.')) : Number.NaN;
}

/** The contract's own check of a quantity (integer, above 0, within its maximum). */
const contractQuantityError = (n: number) =>
  NewOrderLineSchema.shape.cantidad.safeParse(n).error?.issues[0]?.message;

const sameArticle = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Why 'Agregar' cannot add this article and quantity (spec 2 §5 New order), or undefined. */
export function newLineError(
  articuloId: string | undefined,
  cantidad: string,
  lines: readonly DraftLine[],
): string | undefined {
  if (!articuloId || cantidad.trim() === '') return ORDER_MESSAGES.emptyFields;
  if (lines.some((line) => sameArticle(line.articuloId, articuloId)))
    return ORDER_MESSAGES.repeatedProduct;
  const n = typedNumber(cantidad);
  if (Number.isNaN(n)) return ORDER_MESSAGES.quantityInteger;
  return contractQuantityError(n);
}

/** What is wrong with a quantity edited in its cell (spec 2 §5 Cell edit), or undefined. */
export function cellQuantityError(cantidad: string): string | undefined {
  const n = typedNumber(cantidad);
  if (Number.isNaN(n) || n <= 0) return ORDER_MESSAGES.cellQuantityPositive;
  if (!Number.isInteger(n)) return ORDER_MESSAGES.noDecimals;
  return contractQuantityError(n);
}

/** The quantity to send: a valid cell's integer. */
export const quantityOf = (line: DraftLine): number => typedNumber(line.cantidad);

/** A line that cannot be sent yet counts as nothing in the totals shown while typing. */
const countedQuantity = (line: DraftLine) =>
  cellQuantityError(line.cantidad) ? 0 : quantityOf(line);

export const lineTotal = (line: DraftLine): string =>
  new Decimal(countedQuantity(line)).times(line.precio).toFixed(4);

/** Subtotal, IVA and total final as the server will compute them (contracts' orderTotals). */
export function draftTotals(lines: readonly DraftLine[]) {
  const { totalPedido, totalFinal } = orderTotals(
    lines.map((line) => ({ cantidad: countedQuantity(line), precio: line.precio })),
  );
  return { totalPedido, iva: new Decimal(totalFinal).minus(totalPedido).toFixed(4), totalFinal };
}

/** 'lunes, miércoles y viernes': a supplier's order days in week order. */
export function daysText(dias: readonly number[]): string {
  const names = [...dias].sort((a, b) => a - b).map(diaNombre);
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} y ${names[names.length - 1] ?? ''}`
    : (names[0] ?? '');
}

/** The line index a server field names ('lineas.2.articuloId' → 2), or undefined. */
export function lineIndexOf(field: string): number | undefined {
  const match = /^lineas\.(\d+)(\.|$)/.exec(field);
  return match ? Number(match[1]) : undefined;
}
