import type { Success } from '@jarvis/contracts/errors';
import type { AdminPassword } from '@jarvis/contracts/passwords';
import {
  ADMIN_PERMISSION,
  USERS_MESSAGES as M,
  type BlockResult,
  type MissingPermission,
  type UserBranch,
  type UserListQuery,
  type UserPage,
  type UserPermission,
} from '@jarvis/contracts/users';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import * as auth from '../auth/auth.service';
import * as repo from './users-admin.repository';
import { brandAt, invalid } from './users-create.service';
import { revokeUserSessions } from './users.repository';
import { setPassword } from './users.service';
import { canBlockUsers, isUserAdministrator, mayManageAccount } from './users.rules';

/** Users screen: administrators see everyone, others the users whose jefe they are (spec 1 §6). */
export async function listUsers(ctx: Ctx, query: UserListQuery): Promise<UserPage> {
  const isAdmin = isUserAdministrator(ctx.actor);
  const page = await repo.listUsers(ctx.db, query, isAdmin ? null : ctx.actor.empleadoId);
  return {
    ...page,
    items: page.items.map((user) => ({ ...user, canManage: mayManageAccount(ctx.actor, user) })),
    canManagePermissions: isAdmin,
    canBlock: canBlockUsers(ctx.actor),
    canChangeBranch: isAdmin,
  };
}

/** A user the actor may act on, or the reason why not. */
async function userInScope(ctx: Ctx, userID: number): Promise<repo.UserRef> {
  const user = await repo.findUserRef(ctx.db, userID);
  if (!user) throw new AppError('NOT_FOUND', 'El usuario no existe');
  if (!isUserAdministrator(ctx.actor) && user.jefe !== ctx.actor.empleadoId)
    throw new AppError('FORBIDDEN', M.notYourUser);
  return user;
}

/** A user in scope whose account the actor may change: an Admin's only by an Admin. */
export async function manageableUser(ctx: Ctx, userID: number): Promise<repo.UserRef> {
  const user = await userInScope(ctx, userID);
  if (!mayManageAccount(ctx.actor, user))
    throw new AppError('FORBIDDEN', M.adminAccountOnlyByAdmin);
  return user;
}

/** Nobody hands out an option they do not hold: Informática cannot give what it lacks. */
async function requireHeldOption(ctx: Ctx, option: { optionMenuID: number; nombre: string }) {
  if (!(await repo.holdsOption(ctx.db, ctx.actor.userId, option.optionMenuID)))
    throw new AppError('FORBIDDEN', M.grantNotHeld(option.nombre));
}

function requireAdministrator(ctx: Ctx) {
  if (!isUserAdministrator(ctx.actor)) throw new AppError('FORBIDDEN', M.onlyAdmins);
}

export async function listPermissions(ctx: Ctx, userID: number): Promise<UserPermission[]> {
  requireAdministrator(ctx);
  await manageableUser(ctx, userID);
  return repo.listPermissions(ctx.db, userID, ctx.actor.userId);
}

export async function listMissingPermissions(
  ctx: Ctx,
  userID: number,
): Promise<MissingPermission[]> {
  requireAdministrator(ctx);
  await manageableUser(ctx, userID);
  return repo.listMissingPermissions(ctx.db, userID, ctx.actor.userId);
}

export async function setPermissionActive(
  ctx: Ctx,
  permisoID: number,
  isActive: 0 | 1,
): Promise<Success> {
  requireAdministrator(ctx);
  const permission = await repo.findPermission(ctx.db, permisoID);
  if (!permission) throw new AppError('NOT_FOUND', 'El permiso no existe');
  await manageableUser(ctx, permission.userID);
  if (isActive === 1) await requireHeldOption(ctx, permission);
  if (
    isActive === 0 &&
    permission.userID === ctx.actor.userId &&
    permission.clave === ADMIN_PERMISSION
  )
    throw new AppError('CONFLICT', M.ownAdminPermission);
  await ctx.db.transaction(async (tx) => {
    await repo.setPermissionActive(tx, permisoID, isActive);
    await audit(
      ctx,
      {
        accion: isActive === 1 ? 'permiso.habilitar' : 'permiso.deshabilitar',
        entidad: 'usuario',
        entidadId: permission.userID,
        detalle: { permisoID, opcion: permission.clave, antes: permission.isActive },
      },
      tx,
    );
  });
  return { successful: isActive === 1 ? M.permissionEnabled : M.permissionDisabled };
}

export async function addPermission(
  ctx: Ctx,
  userID: number,
  optionMenuID: number,
): Promise<Success> {
  requireAdministrator(ctx);
  await manageableUser(ctx, userID);
  const option = await repo.findOption(ctx.db, optionMenuID);
  if (!option) throw new AppError('NOT_FOUND', 'La opción de menú no existe');
  await requireHeldOption(ctx, option);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.grantPermission(tx, userID, optionMenuID)))
      throw new AppError('CONFLICT', M.permissionExists);
    await audit(
      ctx,
      {
        accion: 'permiso.agregar',
        entidad: 'usuario',
        entidadId: userID,
        detalle: { optionMenuID },
      },
      tx,
    );
  });
  return { successful: M.permissionAdded };
}

/** Blocking ends every session of the user at once; only Informática may do it (spec 1 §6). */
export async function setBlocked(ctx: Ctx, userID: number, vetado: 0 | 1): Promise<BlockResult> {
  if (!canBlockUsers(ctx.actor)) throw new AppError('FORBIDDEN', M.onlyInformatica);
  if (userID === ctx.actor.userId) throw new AppError('CONFLICT', M.blockSelf);
  const user = await manageableUser(ctx, userID);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.setBlocked(tx, userID, vetado)))
      throw new AppError(
        'CONFLICT',
        vetado === 1 ? M.alreadyBlocked(user.username) : M.alreadyUnblocked(user.username),
      );
    if (vetado === 1) await revokeUserSessions(tx, userID);
    await audit(
      ctx,
      {
        accion: vetado === 1 ? 'usuario.bloquear' : 'usuario.desbloquear',
        entidad: 'usuario',
        entidadId: userID,
      },
      tx,
    );
  });
  return vetado === 1
    ? { bloqueado: M.blocked(user.username) }
    : { desbloqueado: M.unblocked(user.username) };
}

/**
 * A new password set by an administrator or the user's boss: the user's sessions end and, as
 * someone else knows it, the user must replace it at the next sign-in (unless it is the actor's own).
 */
export async function changePassword(
  ctx: Ctx,
  userID: number,
  input: AdminPassword,
): Promise<Success> {
  await manageableUser(ctx, userID);
  const isOwn = userID === ctx.actor.userId;
  await ctx.db.transaction(async (tx) => {
    await setPassword(tx, userID, input.password, {
      mustChange: !isOwn,
      keepSessionId: isOwn ? ctx.actor.sessionId : undefined,
    });
    await audit(ctx, { accion: 'password.cambio', entidad: 'usuario', entidadId: userID }, tx);
  });
  return { successful: isOwn ? M.ownPasswordChanged : M.passwordChanged };
}

/**
 * 'Restablecer inicio de sesión': the user's sign-in waits end at once, from every address (the
 * owner locked out by someone guessing, or by its own typing, calls IT).
 */
export async function clearSignInThrottle(ctx: Ctx, userID: number): Promise<Success> {
  const user = await manageableUser(ctx, userID);
  await ctx.db.transaction(async (tx) => {
    await auth.clearSignInThrottle(tx, userID);
    await audit(
      ctx,
      { accion: 'usuario.acceso.restablecer', entidad: 'usuario', entidadId: userID },
      tx,
    );
  });
  return { successful: M.signInCleared(user.username) };
}

/**
 * 'Cambio de Sucursal': an administrator moves a user to an open branch; an office user may keep a
 * brand of its own, a restaurant's user takes its branch's (its own brand is cleared).
 */
export async function changeBranch(ctx: Ctx, userID: number, input: UserBranch): Promise<Success> {
  if (!isUserAdministrator(ctx.actor)) throw new AppError('FORBIDDEN', M.onlyAdminsMove);
  const user = await manageableUser(ctx, userID);
  const branch = (await repo.listBranches(ctx.db)).find((b) => b.id === input.sucursalID);
  if (!branch) throw invalid('sucursalID', M.branchNotAllowed);
  const marcaId = await brandAt(ctx, branch, input.marcaID);
  await ctx.db.transaction(async (tx) => {
    await repo.setBranch(tx, userID, { sucursalId: branch.id, marcaId });
    await audit(
      ctx,
      {
        accion: 'usuario.sucursal',
        entidad: 'usuario',
        entidadId: userID,
        detalle: {
          antes: { sucursalId: user.sucursalId, marcaId: user.marcaId },
          despues: { sucursalId: branch.id, marcaId },
        },
      },
      tx,
    );
  });
  return { successful: M.branchChanged(user.username) };
}
