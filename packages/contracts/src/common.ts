import { z } from 'zod';
import { COMMON_MESSAGES } from './errors';

/**
 * Lists count and page through at most this many rows: beyond it a count or an OFFSET would cost in
 * proportion to the table. Past the limit the user narrows the search with the list's filters.
 */
export const LIST_WINDOW = 1_000;

/**
 * The largest value of PostgreSQL's `integer`, which every id and version column is: a larger
 * number in a request is refused here with a message, never sent to the database to fail there.
 */
export const MAX_INT4 = 2_147_483_647;

/** How an id is written in text (a path, a query, a form): digits, nothing else. */
const DIGITS = /^\d+$/;

/** A row's id in a JSON body. */
export const idField = z.number().int().positive().max(MAX_INT4);

/**
 * A row's id in a path or query string: digits only, then read as `idField`. A number written any
 * other way ('0x5A', '1e1', ' 5', '5.0') is refused, not read as another row's id (90, 10, 5). The
 * API's document describes it as the integer it is, with its bounds.
 */
export const idParam = z
  .string()
  .regex(DIGITS, COMMON_MESSAGES.invalidId)
  .transform(Number)
  .pipe(idField)
  .meta({ type: 'integer', minimum: 1, maximum: MAX_INT4 });

/**
 * A field's own message when the field is missing (`z.string({ error: whenMissing(M.required) })`).
 * A value of another type falls through to zod's Spanish ('Entrada inválida: se esperaba texto,
 * recibido número'): a crafted `"nombre": 5` is told what is wrong, not that the name is missing.
 */
export const whenMissing =
  (message: string) =>
  (issue: { input?: unknown }): string | undefined =>
    issue.input === undefined || issue.input === null ? message : undefined;

/** 'YYYY-MM-DD', a real calendar date; `message` when it is missing or is not one. */
export const isoDateField = (message: string) =>
  z
    .string({ error: whenMissing(message) })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

/** At most two decimals (quantities in sale units), allowing for binary floating point. */
export const hasTwoDecimals = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-9;

/**
 * A choice a form requires (a category, a position, a branch), by its id in a JSON body: the
 * field's `required` message when it is missing or 0, `unknown` past any row there can be.
 */
export const requiredId = (required: string, unknown: string) =>
  z
    .number({ error: whenMissing(required) })
    .int()
    .positive(required)
    .max(MAX_INT4, unknown);

/**
 * A form's choice sent as multipart text ('17') or held by the form as a number: `requiredId`, with
 * the text read only when written in digits, as `idParam`, so '0x5A' or '1e1' is refused, not read
 * as row 90 or 10. Empty text is missing.
 */
export const formId = (required: string, unknown: string) =>
  z.preprocess(
    (value, ctx) => {
      if (typeof value !== 'string') return value;
      if (value === '') return undefined;
      if (DIGITS.test(value)) return Number(value);
      ctx.addIssue({ code: 'custom', message: COMMON_MESSAGES.invalidId, input: value });
      return z.NEVER;
    },
    requiredId(required, unknown),
  );

/**
 * `.trim()` for text a person must write (names, codes, descriptions): also the invisible format
 * characters a paste brings at either end (zero-width space and joiners, the byte-order mark), so
 * that a name of nothing but those is empty and gets the field's "required" message. Inside the
 * text they stay (a joiner inside an emoji). Used as `.overwrite(trimInvisible)`.
 */
export const trimInvisible = (text: string): string =>
  text.replace(/^[\s\p{Cf}]+|[\s\p{Cf}]+$/gu, '');

/** The version a form was read at, sent back to detect a change made meanwhile. */
export const rowVersion = z.number().int().min(0).max(MAX_INT4);

/** The largest page any list serves: one bound for every list, each with its own default size. */
export const PAGE_SIZE_MAX = 100;

export const PAGE_MESSAGES = {
  page: 'El número de página no es válido',
  tooDeep: `Solo se pueden recorrer los primeros ${LIST_WINDOW.toLocaleString('es')} registros; use los filtros para acotar la búsqueda.`,
  size: `El tamaño de página debe estar entre 1 y ${PAGE_SIZE_MAX}`,
} as const;

/**
 * Server-side pagination: 1-based page, size up to PAGE_SIZE_MAX. Every list's query extends it,
 * giving only its own default size (`pageQuery(24).extend({ … })`); how deep a page may go is the
 * list window's (LIST_WINDOW), checked by the API.
 */
export function pageQuery(defaultSize: number) {
  return z.object({
    page: z.coerce
      .number({ error: PAGE_MESSAGES.page })
      .int(PAGE_MESSAGES.page)
      .min(1, PAGE_MESSAGES.page)
      .max(100_000, PAGE_MESSAGES.page)
      .default(1),
    size: z.coerce
      .number({ error: PAGE_MESSAGES.size })
      .int(PAGE_MESSAGES.size)
      .min(1, PAGE_MESSAGES.size)
      .max(PAGE_SIZE_MAX, PAGE_MESSAGES.size)
      .default(defaultSize),
  });
}

export const PageQuerySchema = pageQuery(10);
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** True when there are more rows than LIST_WINDOW: `total` is then that bound. */
    totalIsCapped: z.boolean(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
export type Page<T> = {
  items: T[];
  total: number;
  totalIsCapped: boolean;
  page: number;
  size: number;
};

/** A page request that stays inside the list window. */
export function isWithinWindow({ page, size }: PageQuery): boolean {
  return (page - 1) * size < LIST_WINDOW;
}
