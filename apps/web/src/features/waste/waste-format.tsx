import { Tag } from 'antd';
import Decimal from 'decimal.js';
import {
  WASTE_MESSAGES as M,
  WASTE_STATE_COLORS,
  WASTE_STATE_LABELS,
  WasteQuantitySchema,
  type WasteState,
} from '@jarvis/contracts/waste';

/** A waste's state: the contracts' label and colour (antd's tags are the light labels of spec 3 §4). */
export function WasteStateTag({ estado, nombre }: { estado: number; nombre?: string }) {
  const state = estado as WasteState;
  return (
    <Tag color={WASTE_STATE_COLORS[state]} className="waste-state">
      {nombre ?? WASTE_STATE_LABELS[state] ?? String(estado)}
    </Tag>
  );
}

/** 'DD/MM/YYYY' of a business date 'YYYY-MM-DD'. */
export const formatDate = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const formatQuantity = (value: string | number) => new Decimal(value).toFixed(2);

export function formatMoney(value: string): string {
  return `$${Number(value).toLocaleString('es-SV', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

/** An article's name as the spec shows it in the 'Artículos' modal: capitalised. */
export const capitalised = (name: string) =>
  name
    .toLowerCase()
    .replace(/(^|\s)(\p{L})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

const NUMBER = /^-?\d+(\.\d*)?$|^-?\.\d+$/;

/** What is wrong with a typed quantity, in the spec's words; undefined when it is right. */
export function quantityError(text: string): string | undefined {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return M.required;
  if (!NUMBER.test(typed)) return M.positive;
  const result = WasteQuantitySchema.safeParse(Number(typed));
  return result.success ? undefined : result.error.issues[0]?.message;
}

export const quantityValue = (text: string) => Number(text.trim().replace(',', '.'));
