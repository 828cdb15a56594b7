import { MARCA_NINGUNA, POSICIONES, ROLES } from '@jarvis/contracts/org';
import {
  MANAGER_CODE_MESSAGES as M,
  type ManagerCodeBranches,
  type SetManagerCode,
} from '@jarvis/contracts/orders-edits';
import type { Success } from '@jarvis/contracts/errors';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import { hashPassword, verifyPassword } from '../../platform/auth/crypto';
import type { Ctx } from '../../platform/context';
import * as throttle from '../auth/auth-throttle.service';
import * as users from '../users/users.service';
import * as repo from './manager-code.repository';

/**
 * The manager code ('Código de gerente', spec 2 §5; issue #52 point 5). Each branch has one key,
 * stored hashed (argon2, as passwords). Who sets it: an administrator (any branch), a Gerente de
 * Operaciones or de Zona (their brand's branches; every brand's when their brand is 'Ninguna'), a
 * Gerente de Restaurante (their own branch). Who is asked for it: a Restaurante user, checked
 * against their own branch (bodega + key), before adding a product to an order past Revisión and
 * (issue #53) before confirming a delivery whose quantities differ from the order. Wrong codes are
 * counted like sign-in attempts, per branch and per user.
 */

const OVERSEERS: readonly string[] = [POSICIONES.gerenteOperaciones, POSICIONES.gerenteZona];

async function branchesUserSets(ctx: Ctx) {
  const { rol, posicion, marca, sucursalId } = ctx.actor;
  if (rol === ROLES.admin) return users.orderingBranches(ctx.db, null);
  if (OVERSEERS.includes(posicion))
    return users.orderingBranches(ctx.db, marca === MARCA_NINGUNA ? null : marca);
  if (posicion === POSICIONES.gerenteRestaurante)
    return [...(await users.branchesById(ctx.db, [sucursalId])).values()].filter(
      (b) => b.estado === 1 && !b.esOficina,
    );
  return [];
}

/** The branches whose code the user may set, each saying whether it has one. */
export async function managerCodeBranches(ctx: Ctx): Promise<ManagerCodeBranches> {
  const branches = await branchesUserSets(ctx);
  const keys = await repo.keysOf(
    ctx.db,
    branches.map((b) => b.sucursalId),
  );
  const setAt = new Map(keys.map((k) => [k.sucursalId, k.actualizadoEn.toISOString()]));
  return {
    sucursales: branches.map((b) => ({
      sucursalId: b.sucursalId,
      nombre: b.nombre,
      bodega: b.bodega,
      tieneCodigo: setAt.has(b.sucursalId),
      actualizadoEn: setAt.get(b.sucursalId) ?? null,
    })),
  };
}

export async function setManagerCode(ctx: Ctx, input: SetManagerCode): Promise<Success> {
  const branches = await branchesUserSets(ctx);
  if (!branches.some((b) => b.sucursalId === input.sucursalId))
    throw new AppError('FORBIDDEN', M.notAllowed);
  const hash = await hashPassword(input.codigo);
  await ctx.db.transaction(async (tx) => {
    await repo.saveKey(tx, input.sucursalId, hash, ctx.actor.userId);
    // The code itself is never written anywhere but its hash.
    await audit(
      ctx,
      { accion: 'sucursal.codigoGerente', entidad: 'sucursal', entidadId: input.sucursalId },
      tx,
    );
  });
  return { successful: M.saved };
}

/**
 * Checks a code against the user's own branch, counted like sign-in attempts. `field` names the
 * request's field a wrong code is reported on.
 */
export async function checkManagerCode(ctx: Ctx, codigo: string | undefined, field: string) {
  if (!codigo) throw new AppError('VALIDATION_ERROR', M.required, { [field]: M.required });
  const who = { sucursalId: ctx.actor.sucursalId, userId: ctx.actor.userId };
  await throttle.reserveManagerCode(ctx, who, M.rateLimited);
  const hash = await repo.keyOf(ctx.db, who.sucursalId);
  if (!hash) throw new AppError('VALIDATION_ERROR', M.notSet, { [field]: M.notSet });
  if (!(await verifyPassword(hash, codigo)))
    throw new AppError('VALIDATION_ERROR', M.wrong, { [field]: M.wrong });
  await throttle.managerCodeAccepted(ctx.db, who);
}

/** 'Verificar': the code of the user's own branch, before the form that needs it is sent. */
export async function verifyManagerCode(ctx: Ctx, codigo: string): Promise<Success> {
  await checkManagerCode(ctx, codigo, 'codigo');
  return { successful: M.valid };
}
