import { randomBytes } from 'node:crypto';
import { MARCA_NINGUNA } from '@jarvis/contracts/org';
import {
  BASIC_PERMISSIONS,
  corporateEmailProblem,
  USERS_MESSAGES as M,
  type Employee,
  type NewUser,
  type NewUserResult,
  type UserFormOptions,
} from '@jarvis/contracts/users';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import { hashPassword } from '../../platform/auth/crypto';
import type { Ctx } from '../../platform/context';
import { idempotent, type IdempotentTransaction } from '../../platform/idempotency/idempotency';
import * as auth from '../auth/auth.service';
import * as adminRepo from './users-admin.repository';
import * as repo from './users-create.repository';
import {
  brandForBranch,
  branchRuleFor,
  defaultRoleId,
  employeeCode,
  isUserAdministrator,
  mayAssignPosition,
  mayAssignRole,
  profileFor,
  usernameCandidate,
} from './users.rules';

/*
 * 'Registro de Usuario' (spec 1 §2, §5, §6): what a creator may choose, and the creation of a user
 * with its credentials. Where a user may be placed (branch and brand) is checked here for both the
 * creation and 'Cambio de Sucursal'.
 */

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
  const [roles, departamentos, posiciones, branches, marcas] = await Promise.all([
    repo.listRoles(ctx.db),
    repo.listDepartments(ctx.db),
    repo.listPositions(ctx.db),
    adminRepo.listBranches(ctx.db),
    repo.listBrands(ctx.db),
  ]);
  const ownDepartment = departamentos.find((d) => d.nombre === actor.departamento);
  const branchRule = branchRuleFor(actor);
  const sucursales = (
    isAdministrator
      ? branches
      : branchRule.kind === 'own-brand'
        ? branches.filter((b) => b.marca === branchRule.marca && !b.esOficina)
        : branches.filter((b) => b.id === branchRule.sucursalId)
  ).map(({ id, nombre, bodega, marca, esOficina }) => ({ id, nombre, bodega, marca, esOficina }));
  return {
    isAdministrator,
    choosesBranch: !isAdministrator && branchRule.kind === 'own-brand',
    emailDomain: ctx.platform.config.EMAIL_DOMAIN,
    perfil: profileFor(actor),
    roles: isAdministrator ? roles.filter((r) => mayAssignRole(actor, r.id)) : [],
    departamentos: isAdministrator ? departamentos : ownDepartment ? [ownDepartment] : [],
    posiciones: posiciones.filter(
      (p) =>
        mayAssignPosition(actor, p.nombre) &&
        (isAdministrator || p.departamentoID === ownDepartment?.id),
    ),
    sucursales,
    marcas: marcas.filter((m) => m.nombre !== MARCA_NINGUNA),
    defaults: {
      rolID: defaultRoleId(actor),
      departamentoID: ownDepartment?.id ?? 0,
      jefe: actor.empleadoId,
      sucursalID: branchRule.kind === 'fixed' ? branchRule.sucursalId : null,
    },
  };
}

/**
 * The employee record a user is created from. Administrators reach every record; anyone else only
 * the records of their own reports (jefe = their employee id), as with users (spec 1 §6): another
 * department's record answers as one that does not exist, its name and e-mail unread.
 */
async function employeeWithoutUser(ctx: Ctx, codEmpleado: string) {
  const found = await repo.findEmployee(ctx.db, codEmpleado);
  const reachable =
    found && (isUserAdministrator(ctx.actor) || found.jefe === ctx.actor.empleadoId);
  if (!reachable) throw new AppError('NOT_FOUND', M.employeeNotFound);
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
  marcaId: number | null;
  posicionId: number;
};

export const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

/**
 * Applies spec 1 §6 to the submitted form: administrators' choices are checked to exist; for anyone
 * else role, department and boss are derived and the branch must be one the creator may assign. A
 * crafted value the form would not offer is refused, never silently replaced.
 */
async function resolvePlacement(ctx: Ctx, input: NewUser): Promise<Resolved> {
  const options = await placementOptions(ctx);
  const placement = await resolveBranch(ctx, input, options);
  const branch = options.sucursales.find((s) => s.id === placement.sucursalId);
  if (!branch) throw invalid('sucursalID', M.branchNotAllowed);
  return { ...placement, marcaId: await brandAt(ctx, branch, input.marcaID) };
}

/**
 * The brand a user placed at `branch` keeps: checked to exist, and refused with the field when it
 * contradicts a restaurant's brand (docs/decisions/0004-user-brand.md).
 */
export async function brandAt(
  ctx: Ctx,
  branch: { nombre: string; marca: string; esOficina: boolean },
  marcaID: number | null | undefined,
): Promise<number | null> {
  let chosen: { id: number; nombre: string } | undefined;
  if (marcaID !== undefined && marcaID !== null) {
    chosen = (await repo.listBrands(ctx.db)).find((m) => m.id === marcaID);
    if (!chosen) throw invalid('marcaID', M.marcaUnknown);
  }
  const choice = brandForBranch(branch, chosen);
  if ('refused' in choice) throw invalid('marcaID', choice.refused);
  return choice.marcaId;
}

async function resolveBranch(
  ctx: Ctx,
  input: NewUser,
  options: Omit<UserFormOptions, 'jefes'>,
): Promise<Omit<Resolved, 'marcaId'>> {
  const { actor, db } = ctx;
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
    if (input.rolID !== undefined && !mayAssignRole(actor, input.rolID))
      throw new AppError('FORBIDDEN', M.adminRoleOnlyByAdmin);
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

/** What a caller does in the creation's transaction once the user exists (an access request). */
export type AlongWithUser = (tx: Db, user: { userID: number; username: string }) => Promise<void>;

/**
 * 'Registro de Usuario' (POST /api/users), once per idempotency key: a repeat of the request answers
 * the user it created, and neither creates another nor mails again.
 */
export const createUserOnce = (ctx: Ctx, input: NewUser, clave: string, from?: CreatedFrom) =>
  idempotent<NewUserResult>(
    ctx,
    {
      operacion: from?.operacion ?? 'usuario.crear',
      clave,
      solicitud: from ? { ...from.solicitud, usuario: input } : input,
    },
    async (transaction) => {
      await from?.check();
      return register(ctx, input, { transaction, ...(from ? { along: from.along } : {}) });
    },
  );

/**
 * A creation on behalf of another record (an access request approved): its own operation name and
 * request for the key, a check before anything is written (after a repeat has been answered), and
 * its work in the user's transaction.
 */
export type CreatedFrom = {
  operacion: string;
  solicitud: Record<string, unknown>;
  check: () => Promise<unknown>;
  along: AlongWithUser;
};

/**
 * Creates the user with its basic permissions, a generated employee code and username, and queues
 * the welcome e-mail with a link to choose its password; all in one transaction, the mail sent
 * after commit. No password travels by mail and nobody, the creator included, ever knows one.
 * `along` runs in that transaction: what it throws undoes the user.
 */
export const createUser = (ctx: Ctx, input: NewUser, along?: AlongWithUser) =>
  register(ctx, input, {
    ...(along ? { along } : {}),
    transaction: (work) => ctx.db.transaction(work),
  });

type Registration = {
  along?: AlongWithUser;
  /** The creation's transaction: plain, or the idempotent one that keeps its answer. */
  transaction: IdempotentTransaction<NewUserResult>;
};

async function register(
  ctx: Ctx,
  input: NewUser,
  { along, transaction }: Registration,
): Promise<NewUserResult> {
  const emailProblem = corporateEmailProblem(input.correo, ctx.platform.config.EMAIL_DOMAIN);
  if (emailProblem) throw invalid('correo', emailProblem);
  const placement = await resolvePlacement(ctx, input);
  const employee = input.codEmpleado
    ? await employeeWithoutUser(ctx, input.codEmpleado)
    : undefined;
  if (await repo.emailTaken(ctx.db, input.correo)) throw invalid('correo', M.emailTaken);

  // A secret thrown away at once: the account cannot be signed in to until its link is used.
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  const perfil = profileFor(ctx.actor);

  for (let attempt = 1; ; attempt++) {
    try {
      // The mail is queued in the same transaction: a user never exists without its link on the
      // way, and a crash after commit leaves the mail to the outbox sweeper.
      const { answer, correoId } = await transaction(async (tx) => {
        const user = await insertNewUser(ctx, tx, {
          input,
          placement,
          perfil,
          passwordHash,
          employee,
        });
        await along?.(tx, user);
        const correoId = await auth.issuePasswordLink(
          ctx,
          tx,
          {
            userId: user.userID,
            nombre: input.nombre,
            correo: input.correo,
            username: user.username,
          },
          'welcome',
        );
        const answer = {
          successful: M.created(user.username),
          data: { userID: user.userID, username: user.username, codEmpleado: user.code },
        };
        return { answer, correoId };
      });
      await ctx.platform.mailer.dispatch(correoId);
      return answer;
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
    marcaId: placement.marcaId,
    empleadoId,
    codEmpleado: code,
    jefe: placement.jefe,
    perfil: args.perfil,
    passwordHash: args.passwordHash,
  });
  if (employee && !(await repo.linkEmployee(tx, employee.empleadoId, userID)))
    throw new AppError('CONFLICT', M.employeeHasUser(username));
  await adminRepo.grantByKeys(tx, userID, BASIC_PERMISSIONS);
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
