import type { ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import type { UserRow } from '@jarvis/contracts/users';
import { useDialogGuard, type DialogGuard } from '../../lib/use-dialog-guard';

/** What every per-user modal of the Users screen receives. */
export type UserDialogProps = {
  user: UserRow;
  open: boolean;
  onClose: () => void;
  /** After the closing animation: the page forgets the user. */
  afterClose: () => void;
};

export function UserDialogTitle({ title, user }: { title: string; user: UserRow }) {
  return (
    <span>
      {title}{' '}
      <Typography.Text type="secondary" style={{ fontWeight: 400 }}>
        @{user.username}
      </Typography.Text>
    </span>
  );
}

/** A per-user list in a modal, closed with 'Cerrar': 'Permisos' and 'Añadir Permisos'. */
export function UserListDialog({
  title,
  user,
  open,
  onClose,
  afterClose,
  children,
}: UserDialogProps & { title: string; children: ReactNode }) {
  return (
    <Modal
      title={<UserDialogTitle title={title} user={user} />}
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      footer={<Button onClick={onClose}>Cerrar</Button>}
      width={640}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}

/**
 * A per-user form in a modal with no footer of its own ('Cambio de Sucursal', 'Cambio de
 * Contraseña'). Its X and Escape ask before `unsaved` work is lost: the form registers with the
 * guard it is handed.
 */
export function UserFormDialog({
  title,
  user,
  open,
  onClose,
  afterClose,
  width,
  unsaved,
  children,
}: UserDialogProps & {
  title: string;
  width: number;
  /** What is lost, in the question asked before closing ('La sucursal que eligió no se guardará.'). */
  unsaved: string;
  children: (guard: DialogGuard) => ReactNode;
}) {
  const guard = useDialogGuard(onClose, unsaved, open);
  return (
    <Modal
      title={<UserDialogTitle title={title} user={user} />}
      open={open}
      onCancel={guard.cancel}
      afterClose={afterClose}
      footer={null}
      width={width}
      destroyOnHidden
    >
      {children(guard)}
    </Modal>
  );
}
