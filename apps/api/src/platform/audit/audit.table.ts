import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Bitácora: who did what to which record, and when. Append-only. */
export const bitacora = pgTable(
  'bitacora',
  {
    bitacoraId: bigserial('bitacora_id', { mode: 'number' }).primaryKey(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    usuarioId: integer('usuario_id'),
    accion: varchar('accion', { length: 60 }).notNull(),
    entidad: varchar('entidad', { length: 60 }).notNull(),
    entidadId: varchar('entidad_id', { length: 60 }),
    detalle: jsonb('detalle').$type<Record<string, unknown>>(),
    ip: varchar('ip', { length: 64 }),
    requestId: varchar('request_id', { length: 64 }),
  },
  (t) => [
    index('bitacora_entidad_idx').on(t.entidad, t.entidadId),
    index('bitacora_fecha_idx').on(t.fecha),
    index('bitacora_usuario_idx').on(t.usuarioId),
  ],
);
