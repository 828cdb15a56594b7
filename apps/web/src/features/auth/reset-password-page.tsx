import { Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { Link, useParams } from 'react-router';
import { RESET_MESSAGES, ResetPasswordSchema, type ResetPassword } from '@jarvis/contracts/auth';
import { errorText, fieldError, zodRules } from '../../lib/form-rules';
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

  const failure = isLinkMalformed
    ? RESET_MESSAGES.invalidLink
    : reset.error && errorText(reset.error);

  return (
    <>
      <AuthHeading title="Restablecer contraseña">
        Elija una contraseña nueva de al menos 8 caracteres.
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
        onFinish={(values) => reset.mutate(ResetPasswordSchema.parse(values))}
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
