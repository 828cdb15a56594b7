import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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

/**
 * Access requests from the public registration page ('Solicitudes de acceso'): IT reads them in the
 * users area and turns one into a user (through the 'Registro de Usuario' rules) or declines it with
 * a reason mailed back. estado: 1 pendiente, 2 aprobada, 3 rechazada. One pending request an address.
 */
export const solicitudesAcceso = pgTable(
  'solicitudes_acceso',
  {
    solicitudId: serial('solicitud_id').primaryKey(),
    nombreCompleto: varchar('nombre_completo', { length: 100 }).notNull(),
    correo: varchar('correo', { length: 150 }).notNull(),
    username: varchar('username', { length: 50 }).notNull(),
    comentario: text('comentario'),
    estado: smallint('estado').notNull().default(1),
    motivo: text('motivo'),
    creadoEn: timestamp('creado_en', { withTimezone: true }).notNull().defaultNow(),
    resueltoPor: integer('resuelto_por').references(() => usuarios.usuarioId),
    resueltoEn: timestamp('resuelto_en', { withTimezone: true }),
    usuarioId: integer('usuario_id').references(() => usuarios.usuarioId),
  },
  (t) => [
    index('solicitudes_acceso_estado_idx').on(t.estado, t.creadoEn),
    uniqueIndex('solicitudes_acceso_pendiente_uq')
      .on(sql`lower(${t.correo})`)
      .where(sql`${t.estado} = 1`),
  ],
);
