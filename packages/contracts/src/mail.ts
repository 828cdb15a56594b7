import { z } from 'zod';
import { pageOf } from './common';

export const MAIL_STATES = ['pendiente', 'enviado', 'error'] as const;

export const OutboxItemSchema = z.object({
  correoId: z.number().int(),
  para: z.string(),
  asunto: z.string(),
  estado: z.enum(MAIL_STATES),
  intentos: z.number().int(),
  error: z.string().nullable(),
  adjuntos: z.array(z.object({ filename: z.string(), contentType: z.string() })),
  creadoEn: z.string(),
  enviadoEn: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof OutboxItemSchema>;

export const OutboxPageSchema = pageOf(OutboxItemSchema);
