import { Tag } from 'antd';
import Decimal from 'decimal.js';
import {
  CountSchema,
  INVENTORY_MESSAGES as M,
  INVENTORY_STATE_COLORS,
  INVENTORY_STATE_LABELS,
  INVENTORY_TYPE_LABELS,
  type InventoryState,
  type InventoryType,
} from '@jarvis/contracts/inventory';

/** A count's state as every inventory screen shows it: the contracts' label and colour. */
export function InventoryStateTag({ estado }: { estado: number }) {
  const state = estado as InventoryState;
  return (
    <Tag color={INVENTORY_STATE_COLORS[state]} className="inventory-state">
      {INVENTORY_STATE_LABELS[state] ?? String(estado)}
    </Tag>
  );
}

export const typeLabel = (tipo: number) => INVENTORY_TYPE_LABELS[tipo as InventoryType] ?? '—';

/** 'DD/MM/YYYY' of a business date 'YYYY-MM-DD'. */
export const formatDate = (iso: string) =>
  `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

/** Money as the reports show it: 2 decimals (spec 3 §9), '—' when there is none yet. */
export function formatMoney(value: string | null): string {
  if (value === null) return '—';
  return `$${new Decimal(value).toDecimalPlaces(2).toNumber().toLocaleString('es-SV', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

/** A unit count: up to 2 decimals, no trailing zeros ('12', '1.5'). */
export const formatUnits = (value: string | null) =>
  value === null ? '' : new Decimal(value).toDecimalPlaces(2).toString();

const NUMBER = /^\d+(\.\d*)?$|^\.\d+$/;

/**
 * A typed cell: empty (cleared), a number, or what is wrong with it in the spec's words ('Solo se
 * permiten números', 'El número debe ser positivo').
 */
export function parseCount(text: string): { value: number | null } | { error: string } {
  const typed = text.trim().replace(',', '.');
  if (typed === '') return { value: null };
  if (/^-/.test(typed)) return { error: M.notNegative };
  if (!NUMBER.test(typed)) return { error: M.onlyNumbers };
  const result = CountSchema.safeParse(Number(typed));
  return result.success
    ? { value: result.data }
    : { error: result.error.issues[0]?.message ?? M.onlyNumbers };
}

/** Lines counted of all, as the lists show it. */
export const progressText = (contados: number, lineas: number) =>
  `${String(contados)} de ${String(lineas)} contados`;

/** An order's page (the orders module's route), from the review's and the wizard's lists. */
export const orderPath = (pedidoId: number) => `/Compras/orden/${String(pedidoId)}`;
