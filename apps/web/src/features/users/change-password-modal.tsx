import { Alert, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { AdminPasswordSchema, type AdminPassword } from '@jarvis/contracts/passwords';
import { FIRST_FIELD } from '../../components/ui/dialog-focus';
import { FormActions } from '../../components/ui/form-actions';
import { isApiError } from '../../lib/api-client';
import { showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { useSessionUser } from '../../lib/session-queries';
import { useGuardedForm, type DialogGuard } from '../../lib/use-dialog-guard';
import { UserFormDialog, type UserDialogProps } from './user-dialog';
import { toastUserAdminError, useChangePassword } from './users.api';

/**
 * 'Cambio de Contraseña': an administrator sets a new password for the user. Closing it with a
 * password typed asks first, as every form dialog does.
 */
export function ChangePasswordModal({ user, ...dialog }: UserDialogProps) {
  return (
    <UserFormDialog
      {...dialog}
      user={user}
      title="Cambio de Contraseña"
      width={460}
      unsaved="La contraseña nueva que escribió se perderá."
    >
      {(guard) => (
        <>
          <ForcedChangeNote username={user.username} userID={user.userID} />
          <ChangePasswordForm userID={user.userID} guard={guard} onDone={dialog.onClose} />
        </>
      )}
    </UserFormDialog>
  );
}

/** Someone else's password is only a way in: the user replaces it at the next sign-in. */
function ForcedChangeNote({ username, userID }: { username: string; userID: number }) {
  const me = useSessionUser();
  if (me.data?.userID === userID) return null;
  return (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 16 }}
      title={`Al iniciar sesión, @${username} deberá cambiarla por una propia.`}
      description="Mínimo 8 caracteres, con letras y números; no se aceptan contraseñas muy comunes."
    />
  );
}

type ChangePasswordFormProps = { userID: number; guard: DialogGuard; onDone: () => void };

function ChangePasswordForm({ userID, guard, onDone }: ChangePasswordFormProps) {
  const [form] = Form.useForm<AdminPassword>();
  useGuardedForm(guard, form);
  const change = useChangePassword(userID);

  const submit = (values: AdminPassword) =>
    change.mutate(AdminPasswordSchema.parse(values), {
      onSuccess: onDone,
      onError: (error) => {
        if (isApiError(error) && error.fields) showServerFieldErrors(form, error);
        else toastUserAdminError(error);
      },
    });

  return (
    <Form form={form} name="admin-password" layout="vertical" onFinish={submit}>
      <Form.Item
        label="Nueva contraseña"
        name="password"
        required
        rules={zodRules(AdminPasswordSchema, 'password')}
      >
        <Input.Password
          prefix={<LockOutlined aria-hidden />}
          autoComplete="new-password"
          {...FIRST_FIELD}
        />
      </Form.Item>
      <Form.Item
        label="Confirmar contraseña"
        name="changepassword"
        required
        dependencies={['password']}
        rules={zodRules(AdminPasswordSchema, 'changepassword')}
      >
        <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
      </Form.Item>
      <FormActions onCancel={guard.cancel} saving={change.isPending} />
    </Form>
  );
}
