import {
  corporateEmailProblem,
  USERS_MESSAGES as M,
  type UserEdit,
  type UserEditResult,
} from '@jarvis/contracts/users';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { audit } from '../../platform/audit/audit';
import type { Ctx } from '../../platform/context';
import { manageableUser } from './users-admin.service';
import { invalid } from './users-create.service';
import * as createRepo from './users-create.repository';
import * as repo from './users-edit.repository';
import { isUserAdministrator, mayAssignPosition, mayManageAccount } from './users.rules';

/**
 * 'Editar usuario' (issue 51): an administrator, or the user's boss, corrects the user's name,
 * e-mail, phone and position with the rules of 'Registro de Usuario'. Who may act is the users
 * admin scope (an Admin account only by an Admin); two saves over the same data: the first wins.
 */
export async function editUser(ctx: Ctx, userID: number, input: UserEdit): Promise<UserEditResult> {
  const user = await manageableUser(ctx, userID);
  const emailProblem = corporateEmailProblem(input.correo, ctx.platform.config.EMAIL_DOMAIN);
  if (emailProblem) throw invalid('correo', emailProblem);
  const current = await repo.findEditable(ctx.db, userID);
  if (!current) throw new AppError('NOT_FOUND', 'El usuario no existe');
  const changes: repo.UserChanges = {
    nombre: input.nombre,
    apellido: input.apellido,
    correo: input.correo,
    telefono: input.telefono ?? null,
    posicionId: input.posicionID,
  };
  const changed = (Object.keys(changes) as (keyof repo.UserChanges)[]).filter(
    (field) => changes[field] !== current[field],
  );
  // A save sent twice (a retried request) finds its own data there: the same answer, nothing more.
  if (current.version !== input.version && changed.length > 0)
    throw new AppError('CONFLICT', M.editConflict(user.username));
  // A position kept as it was is not judged again: only what the editor changes must be theirs
  // to give.
  if (input.posicionID !== current.posicionId)
    await requireAssignablePosition(ctx, input.posicionID, current.departamentoId);
  if (await repo.emailTakenByOther(ctx.db, input.correo, userID))
    throw invalid('correo', M.emailTaken);

  if (changed.length > 0)
    await save(ctx, {
      userID,
      username: user.username,
      version: input.version,
      changes,
      current,
      changed,
    });

  const row = await repo.findUserRow(ctx.db, userID);
  if (!row) throw new AppError('NOT_FOUND', 'El usuario no existe');
  return {
    successful: M.edited(user.username),
    data: { ...row, canManage: mayManageAccount(ctx.actor, user) },
  };
}

type Save = {
  userID: number;
  username: string;
  version: string;
  changes: repo.UserChanges;
  current: repo.EditableUser;
  changed: (keyof repo.UserChanges)[];
};

/** The conditional write and its bitácora entry (what changed, before and after), together. */
async function save(ctx: Ctx, { userID, username, version, changes, current, changed }: Save) {
  const pick = (values: repo.UserChanges) =>
    Object.fromEntries(changed.map((field) => [field, values[field]]));
  try {
    await ctx.db.transaction(async (tx) => {
      if (!(await repo.updateIfUnchanged(tx, userID, version, changes)))
        throw new AppError('CONFLICT', M.editConflict(username));
      await audit(
        ctx,
        {
          accion: 'usuario.editar',
          entidad: 'usuario',
          entidadId: userID,
          detalle: { antes: pick(current), despues: pick(changes) },
        },
        tx,
      );
    });
  } catch (error) {
    // Another user took the address between the check and the write.
    if (isUniqueViolation(error, 'usuarios_correo_lower_idx'))
      throw invalid('correo', M.emailTaken);
    throw error;
  }
}

/**
 * A new position for the user: one of its department's, that the editor may give (spec 1 §6); for
 * a boss, as when it creates users, one of its own department's.
 */
async function requireAssignablePosition(ctx: Ctx, posicionID: number, departamentoId: number) {
  const position = await createRepo.findPosition(ctx.db, posicionID);
  if (!position || !mayAssignPosition(ctx.actor, position.nombre))
    throw invalid('posicionID', M.positionNotAssignable);
  if (position.departamentoID !== null && position.departamentoID !== departamentoId)
    throw invalid('posicionID', M.positionOutsideDepartment);
  if (isUserAdministrator(ctx.actor)) return;
  const own = (await createRepo.listDepartments(ctx.db)).find(
    (d) => d.nombre === ctx.actor.departamento,
  );
  if (position.departamentoID === null || position.departamentoID !== own?.id)
    throw invalid('posicionID', M.positionNotAssignable);
}
