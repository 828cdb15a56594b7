import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Secrets every API process on one database must share and nobody configured: the first process
 * to start writes a random one, the others read it (the signing key of files' URLs when
 * FILES_URL_SECRET is unset, so a URL made by one process is served by another).
 */
export const secretos = pgTable('secretos', {
  nombre: varchar('nombre', { length: 60 }).primaryKey(),
  valor: varchar('valor', { length: 200 }).notNull(),
  creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
});
