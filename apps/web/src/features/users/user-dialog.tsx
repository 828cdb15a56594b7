import type { ReactNode } from 'react';
import { Button, Modal, Typography } from 'antd';
import type { UserRow } from '@jarvis/contracts/users';
import { FormDialog, type FormDialogProps } from '../../components/ui/form-dialog';

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
 * A per-user form ('Cambio de Sucursal', 'Cambio de Contraseña'): a FormDialog titled with the
 * user's name, asking before `unsaved` work is lost.
 */
export function UserFormDialog({
  title,
  user,
  ...dialog
}: UserDialogProps & Omit<FormDialogProps, 'title'> & { title: string }) {
  return <FormDialog {...dialog} title={<UserDialogTitle title={title} user={user} />} />;
}
