import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * A file a message carries: one kept by the files adapter (`key`, a generated order PDF), or a
 * file on this machine's disk (`path`).
 */
export type MailAttachment = { filename: string; contentType: string } & (
  { key: string; path?: undefined } | { path: string; key?: undefined }
);

/**
 * The mail outbox: a message is a row first (in the caller's transaction), then a job delivers it.
 * A message whose job was lost is picked up again by the sweeper, so nothing is dropped.
 */
export const correos = pgTable(
  'correos',
  {
    correoId: bigserial('correo_id', { mode: 'number' }).primaryKey(),
    para: varchar('para', { length: 300 }).notNull(),
    asunto: varchar('asunto', { length: 300 }).notNull(),
    texto: text('texto').notNull(),
    html: text('html'),
    adjuntos: jsonb('adjuntos').$type<MailAttachment[]>().notNull().default([]),
    estado: varchar('estado', { length: 20 }).notNull().default('pendiente'),
    intentos: smallint('intentos').notNull().default(0),
    error: text('error'),
    archivo: text('archivo'),
    creadoPor: integer('creado_por'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    enviadoEn: timestamp('enviado_en', { withTimezone: true }),
  },
  (t) => [index('correos_estado_idx').on(t.estado, t.creadoEn)],
);
