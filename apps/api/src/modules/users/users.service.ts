import type { SessionUser } from '@jarvis/contracts/auth';
import { MARCA_NINGUNA } from '@jarvis/contracts/org';
import type { PermissionEntry } from '@jarvis/contracts/menu';
import { NewPasswordSchema, personalPasswordProblem } from '@jarvis/contracts/passwords';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { hashPassword, hashToken } from '../../platform/auth/crypto';
import type { Actor, Ctx } from '../../platform/context';
import * as repo from './users.repository';

// Writing the last-use time on every request would cost a write per read; a minute's grain is enough.
const TOUCH_AFTER_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * Resolves a bearer token to its actor and checks `permission` (a menu option key). Expired, revoked
 * and unknown tokens, and the tokens of blocked users, end here. A session ends after `idleHours`
 * unused and, however active, `maxDays` after sign-in. While the user must replace a password
 * someone else set, only the routes open `duringPasswordChange` answer.
 */
export async function authenticate(
  db: Db,
  input: {
    token: string;
    permission: string | undefined;
    idleHours: number;
    /** Left out (a test resolving an actor), only the idle limit applies. */
    maxDays?: number;
    duringPasswordChange?: boolean;
  },
): Promise<Actor> {
  const found = await repo.findActorBySession(db, hashToken(input.token), input.permission);
  if (!found) throw new AppError('UNAUTHENTICATED');
  const { creadaEn, ultimoUso, vetado, debeCambiarClave, permitted, ...actor } = found;
  if (vetado === 1) {
    await repo.revokeUserSessions(db, actor.userId);
    throw new AppError('SESSION_EXPIRED');
  }
  const now = Date.now();
  const idleFor = now - ultimoUso.getTime();
  const age = now - creadaEn.getTime();
  if (idleFor > input.idleHours * 3_600_000 || age > (input.maxDays ?? Infinity) * DAY_MS) {
    await repo.revokeSession(db, actor.sessionId);
    throw new AppError('SESSION_EXPIRED');
  }
  if (idleFor > TOUCH_AFTER_MS) await repo.touchSession(db, actor.sessionId);
  if (debeCambiarClave && input.duringPasswordChange !== true)
    throw new AppError('PASSWORD_CHANGE_REQUIRED');
  if (!permitted) throw new AppError('FORBIDDEN');
  return actor;
}

export async function getSessionUser(ctx: Ctx): Promise<SessionUser> {
  const user = await repo.findSessionUser(ctx.db, ctx.actor.userId);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return user;
}

export function getMenu(ctx: Ctx): Promise<PermissionEntry[]> {
  return repo.findMenu(ctx.db, ctx.actor.userId);
}

export const findLoginCandidate = repo.findLoginCandidate;
export const findByEmail = repo.findByEmail;
export const createSession = repo.createSession;
export const revokeSession = repo.revokeSession;
export const passwordChangedAt = repo.passwordChangedAt;
export const hasSignedInFrom = repo.hasSignedInFrom;

const invalidPassword = (field: string, message: string) =>
  new AppError('VALIDATION_ERROR', message, { [field]: message });

/**
 * Every password set anywhere passes here: the policy (the routes' schemas apply it too; the names
 * it must not contain are known only here), the hash, and the end of the user's other sessions.
 * `mustChange` when someone other than the user chose it: the user replaces it at sign-in.
 */
export async function setPassword(
  db: Db,
  userId: number,
  password: string,
  options: { mustChange: boolean; keepSessionId?: number | undefined },
) {
  const policy = NewPasswordSchema.safeParse(password);
  if (!policy.success) throw invalidPassword('password', policy.error.issues[0]?.message ?? '');
  const owner = await repo.findPasswordOwner(db, userId);
  if (!owner) throw new AppError('NOT_FOUND', 'El usuario no existe');
  const personal = personalPasswordProblem(password, owner);
  if (personal) throw invalidPassword('password', personal);
  await repo.setPasswordHash(db, userId, await hashPassword(password), options.mustChange);
  await repo.revokeUserSessions(db, userId, options.keepSessionId);
}

/** The user's own choice (a reset link): nothing to change at the next sign-in. */
export function changePassword(db: Db, userId: number, password: string, keepSessionId?: number) {
  return setPassword(db, userId, password, { mustChange: false, keepSessionId });
}

export type OrgDirectory = {
  departamento(id: number): string;
  departamentoId(nombre: string): number | undefined;
  sucursal(id: number): { nombre: string; bodega: string; marca: string };
  /** The group's brands (not the offices' 'Ninguna'), in name order. */
  marcas(): string[];
};

/**
 * Names of departments and branches, for modules that store their ids. Read on every request that
 * needs them, one prepared statement over three small tables: several API processes serve one
 * database, and a branch moved to another brand must show at once in every one of them
 * (docs/decisions/0014-no-in-process-caches.md).
 */
export async function orgDirectory(db: Db): Promise<OrgDirectory> {
  const { departamentos, sucursales } = await repo.orgDirectory(db);
  const depts = new Map(departamentos.map((d) => [d.id, d.nombre]));
  const branches = new Map(sucursales.map((s) => [s.id, s]));
  const brands = [...new Set(sucursales.map((s) => s.marca))]
    .filter((m) => m !== MARCA_NINGUNA)
    .sort((a, b) => a.localeCompare(b, 'es'));
  return {
    departamento: (id) => depts.get(id) ?? '—',
    departamentoId: (nombre) => departamentos.find((d) => d.nombre === nombre)?.id,
    sucursal: (id) => branches.get(id) ?? { nombre: '—', bodega: '—', marca: '—' },
    marcas: () => [...brands],
  };
}

export async function userNames(db: Db, userIds: number[]) {
  const rows = await repo.namesOf(db, userIds);
  return new Map(rows.map((r) => [r.id, r]));
}

/** Role Admin or department Informática: who administers users (spec 1 §6). */
export { isUserAdministrator } from './users.rules';

/** Who in a department holds a menu option (e.g. the collaborators who work its tickets). */
export const holdersInDepartment = repo.holdersInDepartment;
/** Who in a branch holds a menu option. */
export const holdersInBranch = repo.holdersInBranch;
export const holdsPermission = repo.holdsPermission;
/** A branch as an order needs it: brand, bodega, active, office or not. */
export const branchForOrders = repo.branchForOrders;
export const orderingBranches = repo.orderingBranches;
/** Each branch as orders show it, by id. */
export async function branchesById(db: Db, sucursalIds: readonly number[]) {
  const rows = await repo.branchesById(db, [...new Set(sucursalIds)]);
  return new Map(rows.map((r) => [r.sucursalId, r]));
}

/**
 * The restaurants a manager oversees (issue #55): office staff (administrators, operations, the
 * central departments) oversee every active restaurant; someone filed under a restaurant — a zone
 * manager — oversees their own and those of everyone who reports to them, down the line. Kept by
 * the users' own administration: a branch or a boss changed there changes the zone.
 */
export async function overseenBranches(db: Db, actor: Actor) {
  const own = await repo.branchForOrders(db, actor.sucursalId);
  if (!own || own.esOficina) return repo.orderingBranches(db, null);
  return repo.branchesBelow(db, actor.empleadoId, actor.sucursalId);
}

/** A user's boss as a user (its `jefe` is the boss's employee id), or null when none. */
export async function bossOf(db: Db, jefe: number | null): Promise<number | null> {
  if (jefe === null) return null;
  return (await repo.userIdOfEmployee(db, jefe)) ?? null;
}
