import { bigserial, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { usuarios } from '../users/users.table';

/** Failed sign-ins, keyed 'u:{username}' or 'ip:{address}', counted over a sliding window. */
export const loginIntentos = pgTable(
  'login_intentos',
  {
    intentoId: bigserial('intento_id', { mode: 'number' }).primaryKey(),
    clave: varchar('clave', { length: 160 }).notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_intentos_clave_fecha_idx').on(t.clave, t.fecha)],
);

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
