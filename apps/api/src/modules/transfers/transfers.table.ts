import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { TRANSFER_STATES } from '@jarvis/contracts/transfers';
import { articulos } from '../catalog/catalog.table';
import { sucursales, usuarios } from '../users/users.table';

/**
 * Stock transfers between branches (spec 3 §3 Transfer and Transfer detail; issue #54). The state
 * machine is contracts' TRANSFER_TRANSITIONS; every step is also a bitácora entry (entidad
 * 'traslado'). Each line keeps the three quantities: asked for, sent and received, in units of sale
 * with 2 decimals.
 */

const stamp = (name: string) => timestamp(name, { withTimezone: true });
const quantity = (name: string) => numeric(name, { precision: 12, scale: 2 });

export const traslados = pgTable(
  'traslados',
  {
    trasladoId: serial('traslado_id').primaryKey(),
    /** The request's business date (15 days back through today). */
    fecha: date('fecha', { mode: 'string' }).notNull(),
    /** The branch asked to send (spec: origen). */
    origenId: integer('origen_id')
      .notNull()
      .references(() => sucursales.sucursalId),
    /** The branch that asked, and receives (spec: destino). */
    destinoId: integer('destino_id')
      .notNull()
      .references(() => sucursales.sucursalId),
    estado: smallint('estado').notNull().default(1),
    solicitadoPor: integer('solicitado_por')
      .notNull()
      .references(() => usuarios.usuarioId),
    enviadoPor: integer('enviado_por').references(() => usuarios.usuarioId),
    recibidoPor: integer('recibido_por').references(() => usuarios.usuarioId),
    anuladoPor: integer('anulado_por').references(() => usuarios.usuarioId),
    /** Set when the origin sends (state 2). */
    fechaAprobacion: stamp('fecha_aprobacion'),
    /** Set when the destination receives (state 3 or 4). */
    fechaFinalizacion: stamp('fecha_finalizacion'),
    fechaAnulacion: stamp('fecha_anulacion'),
    /** Set when SAP lists the StockTransfer saved. */
    fechaProcesamientoSap: stamp('fecha_procesamiento_sap'),
    creadoEn: stamp('creado_en').notNull().defaultNow(),
    actualizadoEn: stamp('actualizado_en').notNull().defaultNow(),
    version: integer('version').notNull().default(0),
  },
  (t) => [
    // Each branch's lists, newest first: as the destination ('Mis traslados', recent), as the origin
    // ('Revisar', waiting to be sent).
    index('traslados_destino_idx').on(t.destinoId, sql`${t.trasladoId} desc`),
    index('traslados_origen_estado_idx').on(t.origenId, t.estado, sql`${t.trasladoId} desc`),
    // The differences report: the transfers received with differences, by date.
    index('traslados_diferencias_idx')
      .on(t.fecha)
      .where(sql`${t.estado} = 4`),
    check('traslados_estado_chk', sql.raw(`estado in (${TRANSFER_STATES.join(', ')})`)),
    check('traslados_sucursales_chk', sql`${t.origenId} <> ${t.destinoId}`),
  ],
);

export const trasladoDetalles = pgTable(
  'traslado_detalles',
  {
    trasladoDetalleId: serial('traslado_detalle_id').primaryKey(),
    trasladoId: integer('traslado_id')
      .notNull()
      .references(() => traslados.trasladoId),
    articuloId: varchar('articulo_id', { length: 50 })
      .notNull()
      .references(() => articulos.articuloId),
    /** Asked for. */
    cantidad: quantity('cantidad').notNull(),
    /** Sent by the origin (null before it sends). */
    cantidadEnviada: quantity('cantidad_enviada'),
    /** Received by the destination (null before it receives). */
    cantidadRecibida: quantity('cantidad_recibida'),
  },
  (t) => [
    uniqueIndex('traslado_detalles_traslado_articulo_idx').on(t.trasladoId, t.articuloId),
    check(
      'traslado_detalles_cantidades_chk',
      sql`${t.cantidad} > 0 and coalesce(${t.cantidadEnviada}, 0) >= 0 and coalesce(${t.cantidadRecibida}, 0) >= 0`,
    ),
  ],
);
