import { z } from 'zod';

export const PAGE_MESSAGES = {
  page: 'El número de página no es válido',
  size: 'El tamaño de página debe estar entre 1 y 100',
} as const;

/** Server-side pagination: 1-based page, bounded size. */
export const PageQuerySchema = z.object({
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
    .max(100, PAGE_MESSAGES.size)
    .default(10),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    size: z.number().int(),
  });
}
export type Page<T> = { items: T[]; total: number; page: number; size: number };
