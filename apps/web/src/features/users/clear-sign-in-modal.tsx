import { Modal, Typography } from 'antd';
import { UserDialogTitle, type UserDialogProps } from './user-dialog';
import { useClearSignIn } from './users.api';

/**
 * 'Restablecer inicio de sesión': after wrong passwords the sign-in makes the account wait, longer
 * each time; IT ends the wait for a user who calls, once it knows the call is the user's.
 */
export function ClearSignInModal({ user, open, onClose, afterClose }: UserDialogProps) {
  const clear = useClearSignIn(user.userID);
  return (
    <Modal
      title={<UserDialogTitle title="Restablecer inicio de sesión" user={user} />}
      open={open}
      onCancel={onClose}
      afterClose={afterClose}
      okText="Restablecer"
      cancelText="Cancelar"
      confirmLoading={clear.isPending}
      onOk={() => clear.mutate(undefined, { onSuccess: onClose })}
      width={460}
      destroyOnHidden
    >
      <Typography.Paragraph>
        Tras varias contraseñas incorrectas, Jarvis hace esperar cada vez más antes de otro intento.
        Al restablecer, @{user.username} podrá iniciar sesión de inmediato desde cualquier lugar.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Hágalo solo si confirmó que es el propio usuario quien lo pide. Si alguien más intentó
        adivinar su contraseña, conviene también cambiarla.
      </Typography.Paragraph>
    </Modal>
  );
}
