import { randomInt } from 'node:crypto';
import { isWithinWindow, PAGE_MESSAGES } from '@jarvis/contracts/common';
import type { Success } from '@jarvis/contracts/errors';
import {
  ADMIN_PERMISSION,
  BASIC_PERMISSIONS,
  USERS_MESSAGES as M,
  type AdminPassword,
  type BlockResult,
  type Employee,
  type MissingPermission,
  type NewUser,
  type NewUserResult,
  type UserFormOptions,
  type UserListQuery,
  type UserPage,
  type UserPermission,
} from '@jarvis/contracts/users';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import { hashPassword } from '../../platform/auth/crypto';
import type { Ctx } from '../../platform/context';
import * as repo from './users-admin.repository';
import { revokeUserSessions, setPasswordHash } from './users.repository';
import {
  branchRuleFor,
  canBlockUsers,
  defaultRoleId,
  employeeCode,
  generatePassword,
  isUserAdministrator,
  mayAssignPosition,
  profileFor,
  usernameCandidate,
} from './users.rules';

/** Users screen: administrators see everyone, others the users whose jefe they are (spec 1 §6). */
export async function listUsers(ctx: Ctx, query: UserListQuery): Promise<UserPage> {
  if (!isWithinWindow(query))
    throw new AppError('VALIDATION_ERROR', PAGE_MESSAGES.tooDeep, { page: PAGE_MESSAGES.tooDeep });
  const isAdmin = isUserAdministrator(ctx.actor);
  const page = await repo.listUsers(ctx.db, query, isAdmin ? null : ctx.actor.empleadoId);
  return { ...page, canManagePermissions: isAdmin, canBlock: canBlockUsers(ctx.actor) };
}

/** A user the actor may act on, or the reason why not. */
async function userInScope(ctx: Ctx, userID: number): Promise<repo.UserRef> {
  const user = await repo.findUserRef(ctx.db, userID);
  if (!user) throw new AppError('NOT_FOUND', 'El usuario no existe');
  if (!isUserAdministrator(ctx.actor) && user.jefe !== ctx.actor.empleadoId)
    throw new AppError('FORBIDDEN', M.notYourUser);
  return user;
}

function requireAdministrator(ctx: Ctx) {
  if (!isUserAdministrator(ctx.actor)) throw new AppError('FORBIDDEN', M.onlyAdmins);
}

export async function listPermissions(ctx: Ctx, userID: number): Promise<UserPermission[]> {
  requireAdministrator(ctx);
  await userInScope(ctx, userID);
  return repo.listPermissions(ctx.db, userID);
}

export async function listMissingPermissions(
  ctx: Ctx,
  userID: number,
): Promise<MissingPermission[]> {
  requireAdministrator(ctx);
  await userInScope(ctx, userID);
  return repo.listMissingPermissions(ctx.db, userID);
}

export async function setPermissionActive(
  ctx: Ctx,
  permisoID: number,
  isActive: 0 | 1,
): Promise<Success> {
  requireAdministrator(ctx);
  const permission = await repo.findPermission(ctx.db, permisoID);
  if (!permission) throw new AppError('NOT_FOUND', 'El permiso no existe');
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
  await userInScope(ctx, userID);
  const option = await repo.findOption(ctx.db, optionMenuID);
  if (!option) throw new AppError('NOT_FOUND', 'La opción de menú no existe');
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
  const user = await userInScope(ctx, userID);
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

/** A new password set by an administrator or the user's boss; the user's other sessions end. */
export async function changePassword(
  ctx: Ctx,
  userID: number,
  input: AdminPassword,
): Promise<Success> {
  await userInScope(ctx, userID);
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, userID, passwordHash);
    const keep = userID === ctx.actor.userId ? ctx.actor.sessionId : undefined;
    await revokeUserSessions(tx, userID, keep);
    await audit(ctx, { accion: 'password.cambio', entidad: 'usuario', entidadId: userID }, tx);
  });
  return { successful: M.passwordChanged };
}

/** 'Registro de Usuario': what this creator may choose, and what the server will derive. */
export async function formOptions(ctx: Ctx): Promise<UserFormOptions> {
  const isAdministrator = isUserAdministrator(ctx.actor);
  const [options, jefes] = await Promise.all([
    placementOptions(ctx),
    isAdministrator ? repo.listBosses(ctx.db) : Promise.resolve([]),
  ]);
  return { ...options, jefes };
}

/**
 * The form's options without the boss list: what creating a user checks against (a boss is checked
 * by existence, so creation need not read every manager of the group).
 */
async function placementOptions(ctx: Ctx): Promise<Omit<UserFormOptions, 'jefes'>> {
  const { actor } = ctx;
  const isAdministrator = isUserAdministrator(actor);
  const [roles, departamentos, posiciones, branches] = await Promise.all([
    repo.listRoles(ctx.db),
    repo.listDepartments(ctx.db),
    repo.listPositions(ctx.db),
    repo.listBranches(ctx.db),
  ]);
  const ownDepartment = departamentos.find((d) => d.nombre === actor.departamento);
  const branchRule = branchRuleFor(actor);
  const sucursales = (
    isAdministrator
      ? branches
      : branchRule.kind === 'own-brand'
        ? branches.filter((b) => b.marca === branchRule.marca && !b.esOficina)
        : branches.filter((b) => b.id === branchRule.sucursalId)
  ).map(({ id, nombre, bodega, marca }) => ({ id, nombre, bodega, marca }));
  return {
    isAdministrator,
    choosesBranch: !isAdministrator && branchRule.kind === 'own-brand',
    emailDomain: ctx.platform.config.EMAIL_DOMAIN,
    perfil: profileFor(actor),
    roles: isAdministrator ? roles : [],
    departamentos: isAdministrator ? departamentos : ownDepartment ? [ownDepartment] : [],
    posiciones: posiciones.filter(
      (p) =>
        mayAssignPosition(actor, p.nombre) &&
        (isAdministrator || p.departamentoID === ownDepartment?.id),
    ),
    sucursales,
    defaults: {
      rolID: defaultRoleId(actor),
      departamentoID: ownDepartment?.id ?? 0,
      jefe: actor.empleadoId,
      sucursalID: branchRule.kind === 'fixed' ? branchRule.sucursalId : null,
    },
  };
}

async function employeeWithoutUser(ctx: Ctx, codEmpleado: string) {
  const found = await repo.findEmployee(ctx.db, codEmpleado);
  if (!found) throw new AppError('NOT_FOUND', M.employeeNotFound);
  if (found.username) throw new AppError('CONFLICT', M.employeeHasUser(found.username));
  return found;
}

/** An employee record without a user yet, to create the user from it. */
export async function findEmployee(ctx: Ctx, codEmpleado: string): Promise<Employee> {
  const {
    empleadoId: _id,
    username: _none,
    ...employee
  } = await employeeWithoutUser(ctx, codEmpleado);
  return employee;
}

type Resolved = {
  rolId: number;
  departamentoId: number;
  jefe: number | null;
  sucursalId: number;
  posicionId: number;
};

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

/**
 * Applies spec 1 §6 to the submitted form: administrators' choices are checked to exist; for anyone
 * else role, department and boss are derived and the branch must be one the creator may assign. A
 * crafted value the form would not offer is refused, never silently replaced.
 */
async function resolvePlacement(ctx: Ctx, input: NewUser): Promise<Resolved> {
  const { actor, db } = ctx;
  const options = await placementOptions(ctx);
  const position = await repo.findPosition(db, input.posicionID);
  if (!position || !mayAssignPosition(actor, position.nombre))
    throw invalid('posicionID', M.positionNotAllowed);

  if (options.isAdministrator) {
    const departamentoId =
      input.departamentoID ?? position.departamentoID ?? options.defaults.departamentoID;
    if (input.departamentoID !== undefined && !(await repo.departmentExists(db, departamentoId)))
      throw invalid('departamentoID', 'El departamento no existe');
    if (position.departamentoID !== null && position.departamentoID !== departamentoId)
      throw invalid('posicionID', M.departmentMismatch);
    if (input.rolID !== undefined && !(await repo.roleExists(db, input.rolID)))
      throw invalid('rolID', 'El rol no existe');
    if (input.jefe !== undefined && !(await repo.bossExists(db, input.jefe)))
      throw invalid('jefe', M.jefeUnknown);
    const sucursalId = input.sucursalID ?? options.defaults.sucursalID ?? 1;
    if (!options.sucursales.some((s) => s.id === sucursalId))
      throw invalid('sucursalID', M.branchNotAllowed);
    return {
      rolId: input.rolID ?? options.defaults.rolID,
      departamentoId,
      jefe: input.jefe ?? actor.empleadoId,
      sucursalId,
      posicionId: position.id,
    };
  }

  if (!options.posiciones.some((p) => p.id === position.id))
    throw invalid('posicionID', M.positionNotAllowed);
  if (input.rolID !== undefined && input.rolID !== options.defaults.rolID)
    throw new AppError('FORBIDDEN', 'Solo la administración elige el rol del nuevo usuario');
  if (
    input.departamentoID !== undefined &&
    input.departamentoID !== options.defaults.departamentoID
  )
    throw new AppError('FORBIDDEN', 'El nuevo usuario pertenece a su mismo departamento');
  if (input.jefe !== undefined && input.jefe !== actor.empleadoId)
    throw new AppError('FORBIDDEN', 'Usted es el jefe de los usuarios que crea');
  const sucursalId = options.choosesBranch ? input.sucursalID : options.defaults.sucursalID;
  if (sucursalId === undefined || sucursalId === null)
    throw invalid('sucursalID', M.sucursalRequired);
  if (
    (input.sucursalID !== undefined && input.sucursalID !== sucursalId) ||
    !options.sucursales.some((s) => s.id === sucursalId)
  )
    throw invalid('sucursalID', M.branchNotAllowed);
  return {
    rolId: options.defaults.rolID,
    departamentoId: options.defaults.departamentoID,
    jefe: actor.empleadoId,
    sucursalId,
    posicionId: position.id,
  };
}

const MAX_ATTEMPTS = 5;

/**
 * Creates the user with its basic permissions, a generated employee code, username and password,
 * and queues the e-mail with the credentials; all in one transaction, the mail sent after commit.
 */
export async function createUser(ctx: Ctx, input: NewUser): Promise<NewUserResult> {
  const domain = ctx.platform.config.EMAIL_DOMAIN.toLowerCase();
  if (!input.correo.toLowerCase().endsWith(`@${domain}`))
    throw invalid('correo', M.corporateEmailHint);
  const placement = await resolvePlacement(ctx, input);
  const employee = input.codEmpleado
    ? await employeeWithoutUser(ctx, input.codEmpleado)
    : undefined;
  if (await repo.emailTaken(ctx.db, input.correo)) throw invalid('correo', M.emailTaken);

  const password = generatePassword(randomInt);
  const passwordHash = await hashPassword(password);
  const perfil = profileFor(ctx.actor);

  for (let attempt = 1; ; attempt++) {
    try {
      // The mail is queued in the same transaction: a user never exists without its credentials
      // on the way, and a crash after commit leaves the mail to the outbox sweeper.
      const { created, correoId } = await ctx.db.transaction(async (tx) => {
        const user = await insertNewUser(ctx, tx, {
          input,
          placement,
          perfil,
          passwordHash,
          employee,
        });
        return { created: user, correoId: await queueCredentials(ctx, tx, user, input, password) };
      });
      await ctx.platform.mailer.dispatch(correoId);
      return {
        successful: M.created(created.username),
        data: { userID: created.userID, username: created.username, codEmpleado: created.code },
      };
    } catch (error) {
      if (isUniqueViolation(error, 'usuarios_correo_lower_idx'))
        throw invalid('correo', M.emailTaken);
      // Two creators picked the same username, code or employee id: pick again.
      if (isUniqueViolation(error) && attempt < MAX_ATTEMPTS) continue;
      throw error;
    }
  }
}

type Created = { userID: number; username: string; code: string };

async function insertNewUser(
  ctx: Ctx,
  tx: Db,
  args: {
    input: NewUser;
    placement: Resolved;
    perfil: string;
    passwordHash: string;
    employee: { empleadoId: number; codEmpleado: string } | undefined;
  },
): Promise<Created> {
  const { input, placement, employee } = args;
  const taken = await repo.usernamesLike(tx, usernameCandidate(input.nombre, input.apellido));
  let n = 1;
  while (taken.has(usernameCandidate(input.nombre, input.apellido, n))) n++;
  const username = usernameCandidate(input.nombre, input.apellido, n);

  let code = employee?.codEmpleado;
  while (!code) {
    const candidate = employeeCode(input.nombre, input.apellido, Math.random);
    if (!(await repo.codeTaken(tx, candidate))) code = candidate;
  }
  const empleadoId = employee?.empleadoId ?? (await repo.nextEmployeeId(tx));

  const userID = await repo.insertUser(tx, {
    username,
    nombre: input.nombre,
    apellido: input.apellido,
    correo: input.correo,
    telefono: input.telefono ?? null,
    posicionId: placement.posicionId,
    rolId: placement.rolId,
    departamentoId: placement.departamentoId,
    sucursalId: placement.sucursalId,
    empleadoId,
    codEmpleado: code,
    jefe: placement.jefe,
    perfil: args.perfil,
    passwordHash: args.passwordHash,
  });
  if (employee && !(await repo.linkEmployee(tx, employee.empleadoId, userID)))
    throw new AppError('CONFLICT', M.employeeHasUser(username));
  await repo.grantByKeys(tx, userID, BASIC_PERMISSIONS);
  await audit(
    ctx,
    {
      accion: 'usuario.crear',
      entidad: 'usuario',
      entidadId: userID,
      detalle: { username, codEmpleado: code, ...placement },
    },
    tx,
  );
  return { userID, username, code };
}

async function queueCredentials(
  ctx: Ctx,
  tx: Db,
  created: Created,
  input: NewUser,
  password: string,
): Promise<number> {
  const { config, mailer } = ctx.platform;
  return mailer.queue(tx, {
    to: input.correo,
    subject: 'Bienvenido a Jarvis: sus credenciales de acceso',
    createdBy: ctx.actor.userId,
    text: [
      `Hola ${input.nombre},`,
      '',
      `${ctx.actor.nombre} ${ctx.actor.apellido} le creó un usuario en Jarvis, el back-office del grupo.`,
      '',
      `Usuario: ${created.username}`,
      `Contraseña: ${password}`,
      `Código de empleado: ${created.code}`,
      '',
      `Ingrese en ${config.publicUrl}/auth/login y cambie su contraseña desde "¿Olvidó su contraseña?" si lo desea.`,
      'No comparta estas credenciales con nadie.',
    ].join('\n'),
  });
}
