import {
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Idempotent creates (ARCHITECTURE "Creates are idempotent"): one row a key the client sent, written
 * in the creating transaction. A repeat finds it and answers the stored result; two at once meet on
 * the primary key, and the second waits for the first to commit. `ambito` scopes a key to whoever
 * sent it ('u:{usuarioId}', or 'ip:{address}' for a public form); `huella` is the request's
 * fingerprint, so one key sent with another body is refused instead of answering a stranger's result.
 */
export const idempotencia = pgTable(
  'idempotencia',
  {
    ambito: varchar('ambito', { length: 80 }).notNull(),
    clave: varchar('clave', { length: 100 }).notNull(),
    operacion: varchar('operacion', { length: 60 }).notNull(),
    huella: varchar('huella', { length: 64 }).notNull(),
    estado: smallint('estado').notNull(),
    respuesta: jsonb('respuesta').notNull(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: integer('usuario_id'),
  },
  (t) => [primaryKey({ columns: [t.ambito, t.clave] })],
);
