import Decimal from 'decimal.js';
import {
  CountedQuantitySchema,
  RequestedQuantitySchema,
  TRANSFER_MESSAGES as M,
} from '@jarvis/contracts/transfers';

/** A quantity as the transfers show it: 2 decimals (spec 3 §9), '—' when not given yet. */
export function formatQuantity(value: string | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return new Decimal(value).toFixed(2);
}

/** 'DD/MM/YYYY' of a business date 'YYYY-MM-DD'. */
export const formatDate = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const NUMBER = /^-?\d+(\.\d*)?$|^-?\.\d+$/;

/**
 * What is wrong with a typed quantity, in the contract's words: a request's must be more than zero,
 * a sent or received one zero or more. undefined when it is right.
 */
export function quantityError(text: string, kind: 'requested' | 'counted'): string | undefined {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return M.required;
  if (!NUMBER.test(typed)) return kind === 'requested' ? M.positive : M.noNegatives;
  const schema = kind === 'requested' ? RequestedQuantitySchema : CountedQuantitySchema;
  const result = schema.safeParse(Number(typed));
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The number a checked quantity stands for. */
export const quantityValue = (text: string) => Number(text.trim().replace(',', '.'));
