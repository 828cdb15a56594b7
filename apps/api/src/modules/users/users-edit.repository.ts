import { and, eq, ne, sql } from 'drizzle-orm';
import type { UserRow } from '@jarvis/contracts/users';
import type { Db } from '../../db/client';
import { editVersion, userRowColumns } from './users-admin.repository';
import { marcas, sucursales, usuarios } from './users.table';

/** What 'Editar usuario' reads and writes (issue 51). */

export type EditableUser = {
  nombre: string;
  apellido: string;
  correo: string;
  telefono: string | null;
  posicionId: number;
  departamentoId: number;
  version: string;
};

export type UserChanges = Omit<EditableUser, 'departamentoId' | 'version'>;

export async function findEditable(db: Db, userID: number): Promise<EditableUser | undefined> {
  const [row] = await db
    .select({
      nombre: usuarios.nombre,
      apellido: usuarios.apellido,
      correo: usuarios.correo,
      telefono: usuarios.telefono,
      posicionId: usuarios.posicionId,
      departamentoId: usuarios.departamentoId,
      version: editVersion,
    })
    .from(usuarios)
    .where(eq(usuarios.usuarioId, userID));
  return row;
}

/** The user as a row of the users list. */
export async function findUserRow(
  db: Db,
  userID: number,
): Promise<Omit<UserRow, 'canManage'> | undefined> {
  const [row] = await db
    .select(userRowColumns)
    .from(usuarios)
    .innerJoin(sucursales, eq(sucursales.sucursalId, usuarios.sucursalId))
    .innerJoin(marcas, eq(marcas.marcaId, sucursales.marcaId))
    .where(eq(usuarios.usuarioId, userID));
  return row && { ...row, vetado: row.vetado === 1 ? 1 : 0 };
}

/** Whether another user has this address (case-insensitive, as the unique index). */
export async function emailTakenByOther(db: Db, correo: string, userID: number): Promise<boolean> {
  const [row] = await db
    .select({ id: usuarios.usuarioId })
    .from(usuarios)
    .where(
      and(sql`lower(${usuarios.correo}) = ${correo.toLowerCase()}`, ne(usuarios.usuarioId, userID)),
    );
  return row !== undefined;
}

/**
 * Writes the edit only while the user's data is still at `version`: two people saving at once, the
 * second finds it changed and writes nothing (false).
 */
export async function updateIfUnchanged(
  db: Db,
  userID: number,
  version: string,
  changes: UserChanges,
): Promise<boolean> {
  const rows = await db
    .update(usuarios)
    .set({ ...changes, actualizadoEn: new Date() })
    .where(and(eq(usuarios.usuarioId, userID), sql`${editVersion} = ${version}`))
    .returning({ id: usuarios.usuarioId });
  return rows.length > 0;
}
