import { z } from 'zod';
import { idParam, pageOf } from './common';

export const MAIL_STATES = ['pendiente', 'enviado', 'error'] as const;

export const MAIL_MESSAGES = {
  notFound: 'El correo no existe',
  attachmentNotFound: 'El adjunto no existe',
  attachmentGone: 'El archivo adjunto ya no está disponible',
} as const;

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

export const MailIdParamsSchema = z.object({ correoId: idParam });

/** An attachment of a message: its size (null when the file is gone) and where to download it. */
export const MailAttachmentSchema = z.object({
  filename: z.string(),
  contentType: z.string(),
  tamano: z.number().int().nullable(),
  url: z.string(),
});
export type MailAttachment = z.infer<typeof MailAttachmentSchema>;

/** One message of 'Correos enviados', opened (issue 51). */
export const MailMessageSchema = OutboxItemSchema.extend({
  /**
   * The headers as the message left: read from its .eml file in the outbox folder; until then (or
   * over SMTP, which keeps no file) the ones it is sent with.
   */
  encabezados: z.object({
    de: z.string(),
    para: z.string(),
    asunto: z.string(),
    /** The Date header, ISO; null until sent. */
    fecha: z.string().nullable(),
  }),
  /** The plain-text body: what the web shows (an HTML body is never rendered as a page). */
  texto: z.string(),
  html: z.string().nullable(),
  adjuntos: z.array(MailAttachmentSchema),
});
export type MailMessage = z.infer<typeof MailMessageSchema>;
