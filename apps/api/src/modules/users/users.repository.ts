import { and, asc, eq, gt, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { SessionUser } from '@jarvis/contracts/auth';
import type { PermissionEntry, PermissionKey } from '@jarvis/contracts/menu';
import { rowsOf, type Db } from '../../db/client';
import type { Actor } from '../../platform/context';
import { prepared } from '../../db/prepared';
import {
  departamentos,
  marcas,
  modulos,
  opcionesMenu,
  permisos,
  posiciones,
  roles,
  sesiones,
  sucursales,
  usuarios,
} from './users.table';

/** The brand an office user buys for (`usuarios.marca_id`), joined beside its branch's. */
export const marcaPropia = alias(marcas, 'marca_propia');

/**
 * The user's brand (spec 1 §3 `marca`): its own when it has one, otherwise its branch's. Read with
 * `marcas` joined on the branch and `marcaPropia` left-joined on the user. Only office staff have
 * one (the service keeps it so); the CASE makes a restaurant's user read its branch's brand whatever
 * the row says.
 */
export const userMarca = sql<string>`case when ${sucursales.esOficina}
  then coalesce(${marcaPropia.nombre}, ${marcas.nombre}) else ${marcas.nombre} end`;

/** userMarca for a query that joins `marcas` on the branch but reads the own brand as a lookup. */
export const userMarcaByLookup = sql<string>`case when ${sucursales.esOficina}
  then coalesce((select ${marcaPropia.nombre} from ${marcas} as ${sql.identifier('marca_propia')}
    where ${marcaPropia.marcaId} = ${usuarios.marcaId}), ${marcas.nombre})
  else ${marcas.nombre} end`;

/**
 * The user's organisation joined beside it: role, department, position, branch, the branch's brand
 * and the brand of its own (what `userMarca` reads).
 */
function withOrganisation<T extends PgSelect>(query: T) {
  return query
    .innerJoin(roles, eq(roles.rolId, usuarios.rolId))
    .innerJoin(departamentos, eq(departamentos.departamentoId, usuarios.departamentoId))
    .innerJoin(posiciones, eq(posiciones.posicionId, usuarios.posicionId))
    .innerJoin(sucursales, eq(sucursales.sucursalId, usuarios.sucursalId))
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
    .leftJoin(marcaPropia, eq(marcaPropia.marcaId, usuarios.marcaId));
}

const actorColumns = {
  sessionId: sesiones.sesionId,
  userId: usuarios.usuarioId,
  username: usuarios.username,
  nombre: usuarios.nombre,
  apellido: usuarios.apellido,
  rolId: usuarios.rolId,
  rol: roles.rol,
  departamento: departamentos.nombre,
  posicion: posiciones.nombre,
  sucursalId: usuarios.sucursalId,
  bodega: sucursales.bodega,
  marca: userMarca,
  empleadoId: usuarios.empleadoId,
  jefe: usuarios.jefe,
};

export type SessionLookup = Actor & {
  creadaEn: Date;
  ultimoUso: Date;
  vetado: number;
  debeCambiarClave: boolean;
  permitted: boolean;
};

/**
 * Whether the user (a column, or an id) holds the menu option `clave` (a value, or a placeholder),
 * enabled: the one test of a permission, in the session's lookup and wherever else it is asked.
 */
function holdsOption(userId: SQLWrapper | number, clave: SQLWrapper | string) {
  return sql<boolean>`exists (select 1 from ${permisos} join ${opcionesMenu} on ${opcionesMenu.optionMenuId} = ${permisos.optionMenuId}
        where ${permisos.usuarioId} = ${userId} and ${permisos.isActive} = 1 and ${opcionesMenu.clave} = ${clave})`;
}

function actorQuery(db: Db, withPermission: boolean) {
  const permitted = withPermission
    ? holdsOption(usuarios.usuarioId, sql.placeholder('permission'))
    : sql<boolean>`true`;
  const query = db
    .select({
      ...actorColumns,
      creadaEn: sesiones.creadaEn,
      ultimoUso: sesiones.ultimoUso,
      vetado: usuarios.vetado,
      debeCambiarClave: usuarios.debeCambiarClave,
      permitted,
    })
    .from(sesiones)
    .innerJoin(usuarios, eq(usuarios.usuarioId, sesiones.usuarioId))
    .$dynamic();
  return withOrganisation(query)
    .where(and(eq(sesiones.tokenHash, sql.placeholder('tokenHash')), isNull(sesiones.revocadaEn)))
    .prepare(withPermission ? 'actor_by_session_permission' : 'actor_by_session');
}

/** One round trip per request: the live session, its user's facts and whether it holds `permission`. */
export async function findActorBySession(
  db: Db,
  tokenHash: string,
  permission: string | undefined,
): Promise<SessionLookup | undefined> {
  const withPermission = permission !== undefined;
  const query = prepared(db, `actor:${withPermission}`, (d) => actorQuery(d, withPermission));
  const [row] = await query.execute({ tokenHash, permission });
  return row;
}

export async function touchSession(db: Db, sessionId: number) {
  await db.update(sesiones).set({ ultimoUso: new Date() }).where(eq(sesiones.sesionId, sessionId));
}

export async function revokeSession(db: Db, sessionId: number) {
  await db
    .update(sesiones)
    .set({ revocadaEn: new Date() })
    .where(and(eq(sesiones.sesionId, sessionId), isNull(sesiones.revocadaEn)));
}

export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: number) {
  await db
    .update(sesiones)
    .set({ revocadaEn: new Date() })
    .where(
      and(
        eq(sesiones.usuarioId, userId),
        isNull(sesiones.revocadaEn),
        exceptSessionId === undefined ? undefined : sql`${sesiones.sesionId} <> ${exceptSessionId}`,
      ),
    );
}

export async function createSession(
  db: Db,
  input: { userId: number; tokenHash: string; ip: string; agente: string },
) {
  await db.insert(sesiones).values({
    usuarioId: input.userId,
    tokenHash: input.tokenHash,
    ip: input.ip.slice(0, 64),
    agente: input.agente.slice(0, 300),
  });
}

/** Username or e-mail, compared case-insensitively. */
export async function findLoginCandidate(db: Db, login: string) {
  const value = login.toLowerCase();
  const [row] = await db
    .select({
      userId: usuarios.usuarioId,
      passwordHash: usuarios.passwordHash,
      vetado: usuarios.vetado,
      nombre: usuarios.nombre,
      correo: usuarios.correo,
    })
    .from(usuarios)
    .where(
      or(sql`lower(${usuarios.username}) = ${value}`, sql`lower(${usuarios.correo}) = ${value}`),
    )
    .limit(1);
  return row;
}

export async function findByEmail(db: Db, email: string) {
  const [row] = await db
    .select({
      userId: usuarios.usuarioId,
      nombre: usuarios.nombre,
      correo: usuarios.correo,
      vetado: usuarios.vetado,
    })
    .from(usuarios)
    .where(sql`lower(${usuarios.correo}) = ${email.toLowerCase()}`);
  return row;
}

/**
 * A new password; `mustChange` when someone other than the user chose it. Stamping the change ends
 * every reset link issued before it (auth compares the link's date with claveCambiadaEn).
 */
export async function setPasswordHash(
  db: Db,
  userId: number,
  passwordHash: string,
  mustChange = false,
) {
  await db
    .update(usuarios)
    .set({
      passwordHash,
      debeCambiarClave: mustChange,
      claveCambiadaEn: sql`now()`,
      actualizadoEn: new Date(),
    })
    .where(eq(usuarios.usuarioId, userId));
}

/** What checking a new password needs: the current hash, and the names it must not contain. */
export async function findPasswordOwner(db: Db, userId: number) {
  const [row] = await db
    .select({
      username: usuarios.username,
      correo: usuarios.correo,
      passwordHash: usuarios.passwordHash,
    })
    .from(usuarios)
    .where(eq(usuarios.usuarioId, userId));
  return row;
}

export async function passwordChangedAt(db: Db, userId: number): Promise<Date | undefined> {
  const [row] = await db
    .select({ at: usuarios.claveCambiadaEn })
    .from(usuarios)
    .where(eq(usuarios.usuarioId, userId));
  return row?.at;
}

/** Whether the user opened a session from this address within the last `days` days. */
export async function hasSignedInFrom(db: Db, userId: number, ip: string, days: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(sesiones)
    .where(
      and(
        eq(sesiones.usuarioId, userId),
        eq(sesiones.ip, ip),
        gt(sesiones.creadaEn, sql`now() - make_interval(days => ${days})`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

function sessionUserQuery(db: Db) {
  const query = db
    .select({
      userID: usuarios.usuarioId,
      username: usuarios.username,
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      correo: usuarios.correo,
      telefono: usuarios.telefono,
      posicion: posiciones.nombre,
      rol: roles.rol,
      rolID: usuarios.rolId,
      departamento: departamentos.nombre,
      sucursalID: usuarios.sucursalId,
      sucursal: sucursales.nombre,
      marca: userMarca,
      bodega: sucursales.bodega,
      empleadoID: usuarios.empleadoId,
      codEmpleado: usuarios.codEmpleado,
      jefe: usuarios.jefe,
      vetado: usuarios.vetado,
      foto: usuarios.foto,
      perfil: usuarios.perfil,
      debeCambiarClave: usuarios.debeCambiarClave,
    })
    .from(usuarios)
    .$dynamic();
  return withOrganisation(query)
    .where(eq(usuarios.usuarioId, sql.placeholder('userId')))
    .prepare('session_user');
}

export async function findSessionUser(db: Db, userId: number): Promise<SessionUser | undefined> {
  const [row] = await prepared(db, 'session_user', sessionUserQuery).execute({ userId });
  return row ? { ...row, vetado: row.vetado === 1 ? 1 : 0 } : undefined;
}

function menuQuery(db: Db) {
  return db
    .select({
      modulo: modulos.modulo,
      icono: modulos.icono,
      isSubMenu: modulos.isSubMenu,
      menuItemActive: modulos.menuItemActive,
      nombre: opcionesMenu.nombre,
      ruta: opcionesMenu.ruta,
      componente: opcionesMenu.componente,
      mostrar: opcionesMenu.mostrar,
      clave: opcionesMenu.clave,
    })
    .from(permisos)
    .innerJoin(opcionesMenu, eq(opcionesMenu.optionMenuId, permisos.optionMenuId))
    .innerJoin(modulos, eq(modulos.moduloId, opcionesMenu.moduloId))
    .where(and(eq(permisos.usuarioId, sql.placeholder('userId')), eq(permisos.isActive, 1)))
    .orderBy(asc(modulos.orden), asc(opcionesMenu.orden))
    .prepare('menu_of_user');
}

/** The user's active permissions as the spec's permission entries, grouped by module in menu order. */
export async function findMenu(db: Db, userId: number): Promise<PermissionEntry[]> {
  const rows = await prepared(db, 'menu_of_user', menuQuery).execute({ userId });
  const byModule = new Map<string, PermissionEntry>();
  for (const { nombre, ruta, componente, mostrar, clave, ...module } of rows) {
    const entry = byModule.get(module.modulo) ?? { ...module, subMenu: [] };
    entry.subMenu.push({ nombre, ruta, componente, mostrar, clave });
    byModule.set(module.modulo, entry);
  }
  return [...byModule.values()];
}

/**
 * Departments and branches (open or closed) with their brand, in one prepared statement: every
 * list with brand tabs and every ticket screen names things by them, so it is one round trip, planned
 * once per connection. A department's row has no bodega or marca.
 */
function orgDirectoryQuery(db: Db) {
  return db
    .select({
      id: departamentos.departamentoId,
      nombre: departamentos.nombre,
      bodega: sql<string | null>`null`.as('bodega'),
      marca: sql<string | null>`null`.as('marca'),
    })
    .from(departamentos)
    .unionAll(
      db
        .select({
          id: sucursales.sucursalId,
          nombre: sucursales.nombre,
          bodega: sucursales.bodega,
          marca: marcas.nombre,
        })
        .from(sucursales)
        .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId)),
    )
    .prepare('org_directory');
}

export async function orgDirectory(db: Db) {
  const rows = await prepared(db, 'org_directory', orgDirectoryQuery).execute();
  const branch = (r: (typeof rows)[number]): r is typeof r & { bodega: string; marca: string } =>
    r.marca !== null;
  return {
    departamentos: rows.filter((r) => !branch(r)).map(({ id, nombre }) => ({ id, nombre })),
    sucursales: rows.filter(branch),
  };
}

function namesQuery(db: Db) {
  return (
    db
      .select({
        id: usuarios.usuarioId,
        nombre: sql<string>`${usuarios.nombre} || ' ' || ${usuarios.apellido}`,
        /** The given name alone: how a mail greets them. */
        nombrePila: usuarios.nombre,
        username: usuarios.username,
        correo: usuarios.correo,
      })
      .from(usuarios)
      // One statement text whatever the number of ids (an IN list would be a new text per count),
      // built once and named: every screen that shows who did something reads it.
      .where(sql`${usuarios.usuarioId} = any(${sql.placeholder('ids')}::int[])`)
      .prepare('user_names')
  );
}

/** Full name (and given name), username and e-mail of the given users. */
export function namesOf(db: Db, userIds: number[]) {
  if (userIds.length === 0) return Promise.resolve([]);
  return prepared(db, 'user_names', namesQuery).execute({
    ids: `{${[...new Set(userIds)].join(',')}}`,
  });
}

/** Whether the user holds the menu option `clave`, enabled. */
export async function holdsPermission(
  db: Db,
  userId: number,
  clave: PermissionKey,
): Promise<boolean> {
  const result = await db.execute(sql`select ${holdsOption(userId, clave)} as held`);
  return rowsOf<{ held: boolean }>(result)[0]?.held === true;
}

/** Active users of a department holding a menu option: who to tell when work arrives for them. */
export const holdersInDepartment = (db: Db, departamentoId: number, clave: string) =>
  holders(db, eq(usuarios.departamentoId, departamentoId), clave);

/** Who in a branch holds a menu option (the staff who send a branch's transfers, issue #54). */
export const holdersInBranch = (db: Db, sucursalId: number, clave: string) =>
  holders(db, eq(usuarios.sucursalId, sucursalId), clave);

function holders(db: Db, where: SQL, clave: string) {
  return db
    .select({ id: usuarios.usuarioId, nombre: usuarios.nombre, correo: usuarios.correo })
    .from(usuarios)
    .innerJoin(permisos, eq(permisos.usuarioId, usuarios.usuarioId))
    .innerJoin(opcionesMenu, eq(opcionesMenu.optionMenuId, permisos.optionMenuId))
    .where(
      and(where, eq(usuarios.vetado, 0), eq(permisos.isActive, 1), eq(opcionesMenu.clave, clave)),
    );
}

/** A branch as an order needs it (issue #52): its brand, bodega, whether it is active or an office. */
const orderBranchColumns = {
  sucursalId: sucursales.sucursalId,
  nombre: sucursales.nombre,
  bodega: sucursales.bodega,
  marca: marcas.nombre,
  estado: sucursales.estado,
  esOficina: sucursales.esOficina,
  direccion: sucursales.direccion,
  telefono: sucursales.telefono,
  correo: sucursales.correo,
};

/** Many branches as orders show them (lists, PDFs, mails). */
export async function branchesById(db: Db, sucursalIds: readonly number[]) {
  if (sucursalIds.length === 0) return [];
  return db
    .select(orderBranchColumns)
    .from(sucursales)
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
    .where(inArray(sucursales.sucursalId, [...sucursalIds]));
}

/** The active restaurants (not offices) of a brand, or of every brand (null), by name. */
export async function orderingBranches(db: Db, marca: string | null) {
  return db
    .select(orderBranchColumns)
    .from(sucursales)
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
    .where(
      and(
        eq(sucursales.estado, 1),
        eq(sucursales.esOficina, false),
        marca === null ? undefined : eq(marcas.nombre, marca),
      ),
    )
    .orderBy(asc(sucursales.nombre), asc(sucursales.sucursalId));
}

export async function branchForOrders(db: Db, sucursalId: number) {
  const [row] = await db
    .select({
      sucursalId: sucursales.sucursalId,
      nombre: sucursales.nombre,
      bodega: sucursales.bodega,
      marca: marcas.nombre,
      estado: sucursales.estado,
      esOficina: sucursales.esOficina,
      direccion: sucursales.direccion,
      telefono: sucursales.telefono,
      correo: sucursales.correo,
    })
    .from(sucursales)
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
    .where(eq(sucursales.sucursalId, sucursalId));
  return row;
}

/** The user whose employee id is `empleadoId` (a user's `jefe`), if any. */
export async function userIdOfEmployee(db: Db, empleadoId: number) {
  const [row] = await db
    .select({ usuarioId: usuarios.usuarioId })
    .from(usuarios)
    .where(eq(usuarios.empleadoId, empleadoId));
  return row?.usuarioId;
}

/**
 * The branches of everyone who reports to the employee, directly or down the line (`jefe` holds the
 * boss's employee id), with the employee's own: the restaurants a zone manager oversees (issue #55).
 * Only active restaurants, by name.
 */
export async function branchesBelow(db: Db, empleadoId: number, sucursalId: number) {
  const result = await db.execute(sql`
    with recursive equipo(empleado_id, sucursal_id, nivel) as (
      select ${empleadoId}::integer, ${sucursalId}::integer, 0
      union
      select u.empleado_id, u.sucursal_id, e.nivel + 1
        from ${usuarios} u join equipo e on u.jefe = e.empleado_id
        where e.nivel < 10
    )
    select distinct e.sucursal_id as "sucursalId" from equipo e`);
  const ids = rowsOf<{ sucursalId: number }>(result).map((r) => Number(r.sucursalId));
  if (ids.length === 0) return [];
  return db
    .select(orderBranchColumns)
    .from(sucursales)
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
    .where(
      and(
        inArray(sucursales.sucursalId, ids),
        eq(sucursales.estado, 1),
        eq(sucursales.esOficina, false),
      ),
    )
    .orderBy(asc(sucursales.nombre), asc(sucursales.sucursalId));
}
