import { Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { RESET_MESSAGES } from '@jarvis/contracts/auth';
import { ResetPasswordSchema, type ResetPassword } from '@jarvis/contracts/passwords';
import { isApiError } from '../../lib/api-client';
import { errorText, fieldError, showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { AuthDone, FormFailure } from './auth-feedback';
import { AuthHeading } from './auth-layout';
import { useResetPassword } from './auth.api';

export function ResetPasswordPage() {
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const [form] = Form.useForm<ResetPassword>();
  const isLinkMalformed = fieldError(ResetPasswordSchema, { token }, 'token') !== undefined;

  if (reset.isSuccess) {
    return (
      <AuthDone
        title="Contraseña actualizada"
        message={reset.data.successful}
        action="Ir a iniciar sesión"
      />
    );
  }

  // A password the API refused (it holds the username) is said under its field; the alert is for
  // the link itself.
  const isFieldError = isApiError(reset.error) && reset.error.fields !== undefined;
  const failure = isLinkMalformed
    ? RESET_MESSAGES.invalidLink
    : reset.error && !isFieldError
      ? errorText(reset.error)
      : undefined;

  return (
    <>
      {/* The same page serves a reset and a new account's welcome link: the title fits both. */}
      <AuthHeading title="Elija su contraseña">
        De 8 a 50 caracteres, con letras y números. Que no sea una de las más usadas ni contenga su
        usuario o su correo.
      </AuthHeading>
      <FormFailure message={failure}>
        <Link to="/auth/forgot-password">Solicitar un enlace nuevo</Link>
      </FormFailure>
      <Form
        form={form}
        name="reset-password"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ token }}
        disabled={isLinkMalformed}
        onFinish={(values) =>
          reset.mutate(ResetPasswordSchema.parse(values), {
            onError: (error) => showServerFieldErrors(form, error),
          })
        }
      >
        <Form.Item name="token" hidden>
          <Input />
        </Form.Item>
        <Form.Item
          label="Contraseña nueva"
          name="password"
          rules={zodRules(ResetPasswordSchema, 'password')}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            autoComplete="new-password"
            autoFocus
          />
        </Form.Item>
        <Form.Item
          label="Confirmar contraseña"
          name="changepassword"
          dependencies={['password']}
          rules={zodRules(ResetPasswordSchema, 'changepassword')}
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={reset.isPending}>
          Guardar contraseña
        </Button>
      </Form>
      <div className="auth__links" style={{ marginTop: 20 }}>
        <Link to="/auth/login">Volver a iniciar sesión</Link>
      </div>
    </>
  );
}
