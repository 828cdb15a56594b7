import type { UserRow } from '@jarvis/contracts/users';
import { AddPermissionsModal } from './add-permissions-modal';
import { ChangeBranchModal } from './change-branch-modal';
import { ChangePasswordModal } from './change-password-modal';
import { ClearSignInModal } from './clear-sign-in-modal';
import { PermissionsModal } from './permissions-modal';
import type { UserAction } from './user-actions';
import { EditUserModal } from './users-edit-modal';

/** The row action being shown; kept while its modal closes so the closing animation has content. */
export type UserDialogState = { action: UserAction; user: UserRow; open: boolean };

const MODALS = {
  editar: EditUserModal,
  permisos: PermissionsModal,
  anadirPermisos: AddPermissionsModal,
  sucursal: ChangeBranchModal,
  contrasena: ChangePasswordModal,
  acceso: ClearSignInModal,
} satisfies Record<UserAction, unknown>;

type UserDialogsProps = {
  dialog: UserDialogState | null;
  onClose: () => void;
  afterClose: () => void;
};

export function UserDialogs({ dialog, onClose, afterClose }: UserDialogsProps) {
  if (!dialog) return null;
  const Dialog = MODALS[dialog.action];
  return <Dialog user={dialog.user} open={dialog.open} onClose={onClose} afterClose={afterClose} />;
}
