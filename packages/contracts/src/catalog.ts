import Decimal from 'decimal.js';
import { z } from 'zod';

/**
 * What the purchasing catalogue's subjects share (spec 2 §2, §3): categories and their icons, the
 * SAP code syntax, the list filters of articles and prices, and typed decimals. Each subject has
 * its own file with the same stem as its API and web code: suppliers.ts, schedules.ts, articles.ts,
 * prices.ts.
 */

/** How far the category chips scroll per click (spec 2 §2). */
export const CATEGORY_CHIP_SCROLL_PX = 200;
/**
 * What a SAP code (CardCode, ItemCode) may hold here: letters, digits, '.', '-', '_'. Anything else
 * could never be looked up safely in the Service Layer's key syntax.
 */
export const SAP_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
export const SAP_CODE_MESSAGE = 'El código solo admite letras, números, puntos y guiones';
/** The page sizes the article and price lists offer. */
export const PAGE_SIZE_OPTIONS = [10, 20, 50] as const;
/** The estado filter of the article and price lists. */
export const ARTICLE_STATES = ['todos', 'activos', 'inactivos'] as const;

/** The @ant-design/icons a category may show; the web maps each name to its component. */
export const CATEGORY_ICONS = [
  'ShopOutlined',
  'AppleOutlined',
  'GoldOutlined',
  'FireOutlined',
  'CompassOutlined',
  'ShoppingOutlined',
  'ExperimentOutlined',
  'CoffeeOutlined',
  'ThunderboltOutlined',
  'InboxOutlined',
  'ClearOutlined',
  'AppstoreOutlined',
] as const;
export type CategoryIcon = (typeof CATEGORY_ICONS)[number];

const flag = z.union([z.literal(0), z.literal(1)]);
/** A 0/1 path segment ('/estado/1'). */
export const flagParam = z.coerce
  .number()
  .int()
  .min(0, 'Debe ser 0 o 1')
  .max(1, 'Debe ser 0 o 1')
  .transform((n): 0 | 1 => (n === 1 ? 1 : 0));

// ── Decimal inputs ─────────────────────────────────────────────────────────────────────────────

const DECIMAL_TEXT = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * '1,500' or '12,000': fifteen hundred where a comma groups thousands (as in El Salvador), one and
 * a half where it marks decimals (as a Spanish keyboard types '1,5'). Refused, never guessed: read
 * as 1.5 it would have cut a price to a thousandth.
 */
const COMMA_GROUPS = /^[+-]?\d{1,3}(,\d{3})+$/;

export const DECIMAL_MESSAGES = {
  commaGroups: 'Escriba el número sin separador de miles: 1500, o 1.5 con decimales',
} as const;

/** Whether `value` is typed as '1,500': see COMMA_GROUPS. */
export const hasCommaGroups = (value: unknown) =>
  typeof value === 'string' && COMMA_GROUPS.test(value.trim());

/**
 * A number typed by a user ('12', '12.5', '12,5', 12.5), as a Decimal; null when it is not one or
 * cannot be read one way only ('1,500').
 */
export function parseDecimal(value: unknown): Decimal | null {
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  if (typeof value !== 'string' || hasCommaGroups(value)) return null;
  const text = value.trim().replace(',', '.');
  return DECIMAL_TEXT.test(text) ? new Decimal(text) : null;
}

/** The fixed-decimals string the API sends and stores ('1.5' → '1.5000' for a price). */
export function fixed(value: Decimal.Value, decimals: number): string {
  return new Decimal(value).toFixed(decimals);
}

// ── Categories ─────────────────────────────────────────────────────────────────────────────────

export const CategorySchema = z.object({
  categoriaID: z.number().int(),
  nombre: z.string(),
  /** An @ant-design/icons name from CATEGORY_ICONS. */
  icono: z.string(),
  estado: flag,
  ppd: flag,
});
export type Category = z.infer<typeof CategorySchema>;

/** A category chip: the category with how many articles of the current search it holds. */
export const CategoryChipSchema = CategorySchema.extend({ total: z.number().int() });
export type CategoryChip = z.infer<typeof CategoryChipSchema>;
