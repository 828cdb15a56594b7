import { Button, Form, Input, Spin } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useParams } from 'react-router';
import { AUTH_MESSAGES, LoginSchema, type Login } from '@jarvis/contracts/auth';
import { errorText, showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { isApiError } from '../../lib/api-client';
import { FormFailure } from './auth-feedback';
import { AuthHeading } from './auth-layout';
import { useLogin } from './auth.api';

export function LoginPage() {
  const { username } = useParams();
  const navigate = useNavigate();
  const login = useLogin();
  const [form] = Form.useForm<Login>();
  // /auth/login/:username is the hand-off from another system: it only shows who is being signed in.
  const isRedirecting = username !== undefined;

  const onFinish = (values: Login) => {
    login.mutate(LoginSchema.parse(values), {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) => showServerFieldErrors(form, error),
    });
  };

  const failure = login.error;
  const alertText =
    isApiError(failure) && failure.code === 'INVALID_CREDENTIALS'
      ? AUTH_MESSAGES.wrongCredentials
      : failure && errorText(failure);

  return (
    <>
      <AuthHeading title="Bienvenido">Ingrese con su usuario de Jarvis para continuar.</AuthHeading>
      <FormFailure message={alertText} />
      <Form
        form={form}
        name="login"
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={{ username }}
        onFinish={onFinish}
        onValuesChange={() => login.error && login.reset()}
        disabled={isRedirecting}
      >
        <Form.Item
          label="Usuario o correo"
          name="username"
          rules={zodRules(LoginSchema, 'username')}
        >
          <Input prefix={<UserOutlined />} autoComplete="username" autoFocus={!isRedirecting} />
        </Form.Item>
        <Form.Item
          label="Contraseña"
          name="password"
          rules={zodRules(LoginSchema, 'password')}
          style={{ marginBottom: 8 }}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
        <div style={{ textAlign: 'right', marginBottom: 24 }}>
          <Link to="/auth/forgot-password">¿Olvidó su contraseña?</Link>
        </div>
        {isRedirecting ? (
          <div className="auth__redirecting" role="status">
            <Spin size="small" /> <span>{AUTH_MESSAGES.redirecting}</span>
          </div>
        ) : (
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            Iniciar sesión
          </Button>
        )}
      </Form>
    </>
  );
}
