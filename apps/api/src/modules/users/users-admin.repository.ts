import { and, asc, eq, inArray, like, notExists, sql } from 'drizzle-orm';
import type { Page } from '@jarvis/contracts/common';
import type {
  MissingPermission,
  UserListQuery,
  UserPermission,
  UserRow,
} from '@jarvis/contracts/users';
import type { Db } from '../../db/client';
import { lookup } from '../../db/lookup';
import { bounded, listPage, param } from '../../db/list-page';
import { containsPattern } from '../../db/search';
import {
  departamentos,
  marcas,
  modulos,
  opcionesMenu,
  permisos,
  posiciones,
  roles,
  sucursales,
  usuarios,
} from './users.table';
import { userMarcaByLookup } from './users.repository';

const bit = (n: number): 0 | 1 => (n === 1 ? 1 : 0);

/**
 * What 'Editar usuario' changes, as one token: the dialog sends back the one it read, and a save
 * over a newer change is refused (no version column on usuarios; other actions do not conflict).
 */
export const editVersion = sql<string>`md5(row(${usuarios.nombre}, ${usuarios.apellido},
  ${usuarios.correo}, ${usuarios.telefono}, ${usuarios.posicionId})::text)`;

/**
 * A users-list row as the list and 'Editar usuario' answer it, over `usuarios` joined to its branch
 * (`sucursales`) and the branch's brand (`marcas`).
 */
export const userRowColumns = {
  userID: usuarios.usuarioId,
  username: usuarios.username,
  nombre: usuarios.nombre,
  apellido: usuarios.apellido,
  posicion: lookup(posiciones.nombre, posiciones, posiciones.posicionId, usuarios.posicionId),
  telefono: usuarios.telefono,
  rol: lookup(roles.rol, roles, roles.rolId, usuarios.rolId),
  correo: usuarios.correo,
  departamento: lookup(
    departamentos.nombre,
    departamentos,
    departamentos.departamentoId,
    usuarios.departamentoId,
  ),
  sucursalID: usuarios.sucursalId,
  sucursal: sucursales.nombre,
  marca: userMarcaByLookup,
  marcaID: usuarios.marcaId,
  codEmpleado: usuarios.codEmpleado,
  vetado: usuarios.vetado,
  foto: usuarios.foto,
  posicionID: usuarios.posicionId,
  departamentoID: usuarios.departamentoId,
  version: editVersion,
};

/**
 * One page of users by username. `jefe` narrows the list to the subordinates of that employee id
 * (null: every user). The search folds accents and case the way the `busqueda` column does, and a
 * trigram index (pg_trgm) answers it. Position, role, department and own brand are lookups, not
 * joins: planning the seven-table join cost more than running it (decision 0011).
 */
export async function listUsers(
  db: Db,
  query: UserListQuery,
  jefe: number | null,
): Promise<Page<Omit<UserRow, 'canManage'>>> {
  const { page, size, buscar, estado } = query;
  const pattern = buscar ? containsPattern(buscar) : undefined;
  const where = and(
    jefe === null ? undefined : eq(usuarios.jefe, param('jefe')),
    pattern ? like(usuarios.busqueda, param('pattern')) : undefined,
    estado === 'bloqueados' ? eq(usuarios.vetado, 1) : undefined,
    estado === 'activos' ? eq(usuarios.vetado, 0) : undefined,
  );
  const { rows, counted } = await listPage(db, {
    name: `users:${jefe === null ? 'todos' : 'jefe'}:${pattern ? 'buscar' : '-'}:${estado}`,
    searching: Boolean(pattern),
    query,
    values: { jefe, pattern },
    select: (d, carried) =>
      d
        .select({ ...userRowColumns, ...carried })
        .from(usuarios)
        .innerJoin(sucursales, eq(sucursales.sucursalId, usuarios.sucursalId))
        .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
        .$dynamic(),
    where,
    // The unique index on lower(username) serves this order: a page never sorts the table.
    orderBy: [sql`lower(${usuarios.username})`],
    keys: { key: usuarios.usuarioId, from: usuarios, when: 'deep' },
    total: bounded(sql`${usuarios}${where ? sql` where ${where}` : sql``}`),
  });
  return {
    items: rows.map((r) => ({ ...r, vetado: bit(r.vetado) })),
    ...counted,
    page,
    size,
  };
}

export type UserRef = {
  userID: number;
  username: string;
  /** The role's name: an Admin account is protected from non-Admins. */
  rol: string;
  nombre: string;
  correo: string;
  jefe: number | null;
  vetado: number;
  sucursalId: number;
  marcaId: number | null;
};

export async function findUserRef(db: Db, userID: number): Promise<UserRef | undefined> {
  const [row] = await db
    .select({
      userID: usuarios.usuarioId,
      username: usuarios.username,
      rol: roles.rol,
      nombre: usuarios.nombre,
      correo: usuarios.correo,
      jefe: usuarios.jefe,
      vetado: usuarios.vetado,
      sucursalId: usuarios.sucursalId,
      marcaId: usuarios.marcaId,
    })
    .from(usuarios)
    .innerJoin(roles, eq(roles.rolId, usuarios.rolId))
    .where(eq(usuarios.usuarioId, userID));
  return row;
}

/**
 * Whether `grantorId` holds the option of the row being read, enabled: what it may give. The
 * grantor's rows are read under their own name, apart from the user's rows the query lists.
 */
const grantableBy = (grantorId: number) =>
  sql<boolean>`exists (select 1 from ${permisos} as held where held.usuario_id = ${grantorId}
    and held.is_active = 1 and held.option_menu_id = ${opcionesMenu.optionMenuId})`;

/** Whether the user holds the option, enabled. */
export async function holdsOption(db: Db, userID: number, optionMenuID: number) {
  const [row] = await db
    .select({ id: permisos.permisoId })
    .from(permisos)
    .where(
      and(
        eq(permisos.usuarioId, userID),
        eq(permisos.optionMenuId, optionMenuID),
        eq(permisos.isActive, 1),
      ),
    );
  return row !== undefined;
}

/** The user's permissions, active or not, in menu order; `grantable` by `grantorId`. */
export async function listPermissions(
  db: Db,
  userID: number,
  grantorId: number,
): Promise<UserPermission[]> {
  const rows = await db
    .select({
      permisoID: permisos.permisoId,
      nombre: opcionesMenu.nombre,
      modulo: modulos.modulo,
      ruta: opcionesMenu.ruta,
      isActive: permisos.isActive,
      grantable: grantableBy(grantorId),
    })
    .from(permisos)
    .innerJoin(opcionesMenu, eq(opcionesMenu.optionMenuId, permisos.optionMenuId))
    .innerJoin(modulos, eq(modulos.moduloId, opcionesMenu.moduloId))
    .where(eq(permisos.usuarioId, userID))
    .orderBy(asc(modulos.orden), asc(opcionesMenu.orden));
  return rows.map((r) => ({ ...r, isActive: bit(r.isActive) }));
}

/** Menu options the user holds no permission row for; `grantable` by `grantorId`. */
export async function listMissingPermissions(
  db: Db,
  userID: number,
  grantorId: number,
): Promise<MissingPermission[]> {
  return db
    .select({
      optionMenuID: opcionesMenu.optionMenuId,
      nombre: opcionesMenu.nombre,
      ruta: opcionesMenu.ruta,
      modulo: modulos.modulo,
      grantable: grantableBy(grantorId),
    })
    .from(opcionesMenu)
    .innerJoin(modulos, eq(modulos.moduloId, opcionesMenu.moduloId))
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(permisos)
          .where(
            and(
              eq(permisos.usuarioId, userID),
              eq(permisos.optionMenuId, opcionesMenu.optionMenuId),
            ),
          ),
      ),
    )
    .orderBy(asc(modulos.orden), asc(opcionesMenu.orden));
}

export async function findPermission(db: Db, permisoID: number) {
  const [row] = await db
    .select({
      permisoID: permisos.permisoId,
      userID: permisos.usuarioId,
      optionMenuID: permisos.optionMenuId,
      clave: opcionesMenu.clave,
      nombre: opcionesMenu.nombre,
      isActive: permisos.isActive,
    })
    .from(permisos)
    .innerJoin(opcionesMenu, eq(opcionesMenu.optionMenuId, permisos.optionMenuId))
    .where(eq(permisos.permisoId, permisoID));
  return row;
}

export async function setPermissionActive(db: Db, permisoID: number, isActive: 0 | 1) {
  await db.update(permisos).set({ isActive }).where(eq(permisos.permisoId, permisoID));
}

export async function findOption(db: Db, optionMenuID: number) {
  const [row] = await db
    .select({ optionMenuID: opcionesMenu.optionMenuId, nombre: opcionesMenu.nombre })
    .from(opcionesMenu)
    .where(eq(opcionesMenu.optionMenuId, optionMenuID));
  return row;
}

/**
 * Grants an option: a new row, or the old row switched back on. Answers false when the user already
 * held it active (two administrators adding the same option: one wins, the other is told).
 */
export async function grantPermission(
  db: Db,
  userID: number,
  optionMenuID: number,
): Promise<boolean> {
  const rows = await db
    .insert(permisos)
    .values({ usuarioId: userID, optionMenuId: optionMenuID, isActive: 1 })
    .onConflictDoUpdate({
      target: [permisos.usuarioId, permisos.optionMenuId],
      set: { isActive: 1 },
      setWhere: eq(permisos.isActive, 0),
    })
    .returning({ id: permisos.permisoId });
  return rows.length > 0;
}

export async function grantByKeys(db: Db, userID: number, claves: readonly string[]) {
  const options = await db
    .select({ id: opcionesMenu.optionMenuId })
    .from(opcionesMenu)
    .where(inArray(opcionesMenu.clave, [...claves]));
  if (options.length === 0) return;
  await db
    .insert(permisos)
    .values(options.map((o) => ({ usuarioId: userID, optionMenuId: o.id, isActive: 1 })))
    .onConflictDoNothing();
}

/** Sets vetado; answers false when it already had that value (nothing changed). */
export async function setBlocked(db: Db, userID: number, vetado: 0 | 1): Promise<boolean> {
  const rows = await db
    .update(usuarios)
    .set({ vetado, actualizadoEn: new Date() })
    .where(and(eq(usuarios.usuarioId, userID), sql`${usuarios.vetado} <> ${vetado}`))
    .returning({ id: usuarios.usuarioId });
  return rows.length > 0;
}

/** Open branches with their brand. */
export function listBranches(db: Db) {
  return db
    .select({
      id: sucursales.sucursalId,
      nombre: sucursales.nombre,
      bodega: sucursales.bodega,
      marca: marcas.nombre,
      esOficina: sucursales.esOficina,
    })
    .from(sucursales)
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
    .where(eq(sucursales.estado, 1))
    .orderBy(asc(sucursales.nombre));
}

/** Moves a user to a branch with the brand it keeps there (null: the branch's). */
export async function setBranch(
  db: Db,
  userID: number,
  placement: { sucursalId: number; marcaId: number | null },
) {
  await db
    .update(usuarios)
    .set({ ...placement, actualizadoEn: new Date() })
    .where(eq(usuarios.usuarioId, userID));
}
