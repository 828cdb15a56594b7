import { bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from '../users/users.table';

/**
 * Attempt counters behind the throttles (sign-in per account and per address, password-reset and
 * registration requests): one row a key, reserved atomically before the guarded work runs. Past a
 * rule's free attempts each further one sets a growing wait (esperaHasta); a quiet window resets it.
 */
export const limites = pgTable('limites', {
  clave: varchar('clave', { length: 200 }).primaryKey(),
  intentos: integer('intentos').notNull(),
  ultimo: timestamp('ultimo', { withTimezone: true }).notNull().defaultNow(),
  esperaHasta: timestamp('espera_hasta', { withTimezone: true }),
});

export const restablecimientos = pgTable(
  'restablecimientos',
  {
    restablecimientoId: bigserial('restablecimiento_id', { mode: 'number' }).primaryKey(),
    usuarioId: integer('usuario_id')
      .notNull()
      .references(() => usuarios.usuarioId),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    expiraEn: timestamp('expira_en', { withTimezone: true }).notNull(),
    usadoEn: timestamp('usado_en', { withTimezone: true }),
  },
  (t) => [index('restablecimientos_usuario_idx').on(t.usuarioId)],
);
