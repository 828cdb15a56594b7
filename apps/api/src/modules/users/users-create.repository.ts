import { and, asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Employee } from '@jarvis/contracts/users';
import type { Db } from '../../db/client';
import { departamentos, empleados, marcas, posiciones, roles, usuarios } from './users.table';

/** What registering a user reads and writes: the form's choices, the checks, the new rows. */

export function listRoles(db: Db) {
  return db.select({ id: roles.rolId, nombre: roles.rol }).from(roles).orderBy(asc(roles.rolId));
}

export function listDepartments(db: Db) {
  return db
    .select({ id: departamentos.departamentoId, nombre: departamentos.nombre })
    .from(departamentos)
    .orderBy(asc(departamentos.nombre));
}

const positionColumns = {
  id: posiciones.posicionId,
  nombre: posiciones.nombre,
  departamentoID: posiciones.departamentoId,
};

export function listPositions(db: Db) {
  return db.select(positionColumns).from(posiciones).orderBy(asc(posiciones.nombre));
}

export async function findPosition(db: Db, posicionID: number) {
  const [row] = await db
    .select(positionColumns)
    .from(posiciones)
    .where(eq(posiciones.posicionId, posicionID));
  return row;
}

/** The group's brands, 'Ninguna' included. */
export function listBrands(db: Db) {
  return db
    .select({ id: marcas.marcaId, nombre: marcas.nombre })
    .from(marcas)
    .orderBy(asc(marcas.nombre));
}

/** Active users in a leadership position, the candidates for 'Jefe'; id is their employee id. */
export function listBosses(db: Db) {
  return db
    .select({
      id: usuarios.empleadoId,
      nombre: sql<string>`${usuarios.nombre} || ' ' || ${usuarios.apellido}`,
      posicion: posiciones.nombre,
    })
    .from(usuarios)
    .innerJoin(posiciones, eq(posiciones.posicionId, usuarios.posicionId))
    .where(
      and(
        eq(usuarios.vetado, 0),
        sql`${posiciones.nombre} ~ '^(Gerente|Jefe|Coordinador|Supervisor)'`,
      ),
    )
    .orderBy(asc(usuarios.nombre), asc(usuarios.apellido));
}

export async function bossExists(db: Db, empleadoId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: usuarios.usuarioId })
    .from(usuarios)
    .where(eq(usuarios.empleadoId, empleadoId));
  return row !== undefined;
}

export async function roleExists(db: Db, rolID: number): Promise<boolean> {
  const [row] = await db.select({ id: roles.rolId }).from(roles).where(eq(roles.rolId, rolID));
  return row !== undefined;
}

export async function departmentExists(db: Db, departamentoID: number): Promise<boolean> {
  const [row] = await db
    .select({ id: departamentos.departamentoId })
    .from(departamentos)
    .where(eq(departamentos.departamentoId, departamentoID));
  return row !== undefined;
}

export async function findEmployee(
  db: Db,
  codEmpleado: string,
): Promise<(Employee & { empleadoId: number; username: string | null }) | undefined> {
  const [row] = await db
    .select({
      empleadoId: empleados.empleadoId,
      codEmpleado: empleados.codEmpleado,
      nombre: empleados.nombre,
      apellido: empleados.apellido,
      correo: empleados.correo,
      telefono: empleados.telefono,
      posicionID: empleados.posicionId,
      departamentoID: empleados.departamentoId,
      sucursalID: empleados.sucursalId,
      jefe: empleados.jefe,
      username: usuarios.username,
    })
    .from(empleados)
    .leftJoin(usuarios, eq(usuarios.usuarioId, empleados.usuarioId))
    .where(sql`upper(${empleados.codEmpleado}) = ${codEmpleado.toUpperCase()}`);
  return row;
}

export async function emailTaken(db: Db, correo: string): Promise<boolean> {
  const [row] = await db
    .select({ id: usuarios.usuarioId })
    .from(usuarios)
    .where(sql`lower(${usuarios.correo}) = ${correo.toLowerCase()}`);
  return row !== undefined;
}

/** Usernames starting with `base`, to pick the first free 'base', 'base2', 'base3'… */
export async function usernamesLike(db: Db, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ username: usuarios.username })
    .from(usuarios)
    .where(like(sql`lower(${usuarios.username})`, `${base.replace(/[\\%_]/g, '\\$&')}%`));
  return new Set(rows.map((r) => r.username.toLowerCase()));
}

export async function codeTaken(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(usuarios)
    .where(eq(usuarios.codEmpleado, code))
    .union(
      db
        .select({ n: sql<number>`1` })
        .from(empleados)
        .where(eq(empleados.codEmpleado, code)),
    );
  return row !== undefined;
}

/** The next free employee id across users and the employee file. */
export async function nextEmployeeId(db: Db): Promise<number> {
  const result: unknown = await db.execute(
    sql`select greatest(
          (select coalesce(max(empleado_id), 1000) from ${usuarios}),
          (select coalesce(max(empleado_id), 1000) from ${empleados})) + 1 as id`,
  );
  // Both drivers answer { rows }.
  const { rows } = result as { rows: { id: number | string }[] };
  return Number(rows[0]?.id);
}

export type NewUserRow = typeof usuarios.$inferInsert;

export async function insertUser(db: Db, row: NewUserRow): Promise<number> {
  const [inserted] = await db.insert(usuarios).values(row).returning({ id: usuarios.usuarioId });
  if (!inserted) throw new Error('insert usuarios returned nothing');
  return inserted.id;
}

/** Links an employee record to its new user; false when another user took it meanwhile. */
export async function linkEmployee(db: Db, empleadoId: number, userID: number): Promise<boolean> {
  const rows = await db
    .update(empleados)
    .set({ usuarioId: userID })
    .where(and(eq(empleados.empleadoId, empleadoId), isNull(empleados.usuarioId)))
    .returning({ id: empleados.empleadoId });
  return rows.length > 0;
}
