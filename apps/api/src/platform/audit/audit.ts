import type { Db } from '../../db/client';
import type { Ctx, PublicCtx } from '../context';
import { bitacora } from './audit.table';

export type AuditEntry = {
  accion: string;
  entidad: string;
  entidadId?: string | number;
  detalle?: Record<string, unknown>;
  /** Who acted, when not the signed-in actor (e.g. a failed or first sign-in). */
  usuarioId?: number;
};

/** Appends to the bitácora, in the caller's transaction when `db` is one. */
export async function audit(ctx: PublicCtx | Ctx, entry: AuditEntry, db: Db = ctx.db) {
  const actorId = 'actor' in ctx ? ctx.actor.userId : undefined;
  await db.insert(bitacora).values({
    usuarioId: entry.usuarioId ?? actorId ?? null,
    accion: entry.accion,
    entidad: entry.entidad,
    entidadId: entry.entidadId === undefined ? null : String(entry.entidadId),
    detalle: entry.detalle ?? null,
    ip: ctx.ip,
    requestId: ctx.requestId,
  });
}
