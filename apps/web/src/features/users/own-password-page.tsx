import { Alert, Button, Form, Input, Spin, type FormRule } from 'antd';
import { KeyOutlined, LockOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import type { SessionUser } from '@jarvis/contracts/auth';
import {
  OwnPasswordSchema,
  personalPasswordProblem,
  type OwnPassword,
} from '@jarvis/contracts/passwords';
import { CenteredFrame } from '../../components/ui/centered-frame';
import { isApiError } from '../../lib/api-client';
import { errorText, showServerFieldErrors, zodRules } from '../../lib/form-rules';
import { sessionUserQuery } from '../../lib/session-queries';
import { useChangeOwnPassword } from './own-password.api';
import './own-password.css';

/**
 * 'Cambiar contraseña', outside the shell. A user whose password someone else set (an
 * administrator, the boss) lands here after signing in and cannot go anywhere else until it is
 * changed: the shell sends it back, and the API answers nothing else. Anyone may also come by choice.
 */
export function OwnPasswordPage() {
  // Read again on arrival: whether the change is obliged is the server's to say, not the cache's.
  const user = useQuery({ ...sessionUserQuery, staleTime: 0 });
  return (
    <CenteredFrame>
      <div className="own-password">
        {user.data ? (
          <OwnPasswordForm user={user.data} />
        ) : (
          <Spin size="large" style={{ display: 'block', margin: '48px auto' }} />
        )}
      </div>
    </CenteredFrame>
  );
}

function OwnPasswordForm({ user }: { user: SessionUser }) {
  const navigate = useNavigate();
  const change = useChangeOwnPassword();
  const [form] = Form.useForm<OwnPassword>();
  const isForced = user.debeCambiarClave;

  // The one rule the schema cannot apply alone: the new password must not hold the user's names.
  const notPersonal: FormRule = {
    validator: async (_rule, value: unknown) => {
      const problem = typeof value === 'string' ? personalPasswordProblem(value, user) : undefined;
      if (problem) throw new Error(problem);
    },
  };

  const submit = (values: OwnPassword) =>
    change.mutate(OwnPasswordSchema.parse(values), {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) => showServerFieldErrors(form, error),
    });

  const failure = change.error && !(isApiError(change.error) && change.error.fields);

  return (
    <>
      <header className="own-password__head">
        <span className="own-password__icon">
          <KeyOutlined aria-hidden />
        </span>
        <h1 className="own-password__title">Cambiar contraseña</h1>
        <p className="own-password__lead">
          {isForced
            ? `Hola ${user.nombre}: su contraseña actual la asignó otra persona. Elija una propia para continuar.`
            : 'Elija una contraseña nueva. Sus demás sesiones se cerrarán.'}
        </p>
      </header>
      {failure && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={errorText(change.error)}
          style={{ marginBottom: 20 }}
        />
      )}
      <ul className="own-password__rules" aria-label="Requisitos de la contraseña">
        <li>De 8 a 50 caracteres, con letras y números.</li>
        <li>Que no contenga su usuario ni su correo.</li>
        <li>Que no sea una de las contraseñas más usadas.</li>
      </ul>
      <Form
        form={form}
        name="own-password"
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={submit}
      >
        {/* Lets a password manager file the new password under the right account. */}
        <input
          type="text"
          name="username"
          autoComplete="username"
          value={user.username}
          hidden
          readOnly
        />
        <Form.Item
          label="Contraseña actual"
          name="actual"
          rules={zodRules(OwnPasswordSchema, 'actual')}
        >
          <Input.Password
            prefix={<LockOutlined aria-hidden />}
            autoComplete="current-password"
            autoFocus
          />
        </Form.Item>
        <Form.Item
          label="Contraseña nueva"
          name="password"
          dependencies={['actual']}
          rules={[...zodRules(OwnPasswordSchema, 'password'), notPersonal]}
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirmar contraseña nueva"
          name="changepassword"
          dependencies={['password']}
          rules={zodRules(OwnPasswordSchema, 'changepassword')}
        >
          <Input.Password prefix={<LockOutlined aria-hidden />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={change.isPending}>
          Guardar contraseña
        </Button>
      </Form>
      <div className="own-password__foot">
        {isForced ? <Link to="/logout">Cerrar sesión</Link> : <Link to="/">Volver al inicio</Link>}
      </div>
    </>
  );
}
