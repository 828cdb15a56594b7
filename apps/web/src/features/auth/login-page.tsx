import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate, useNavigation, useParams } from 'react-router';
import { AUTH_MESSAGES, LoginSchema, type Login } from '@jarvis/contracts/auth';
import { errorText, fieldError } from '../../lib/form-rules';
import { isApiError } from '../../lib/api-client';
import { AuthAlert, AuthField, AuthSubmit } from './auth-form';
import { AuthHeading } from './auth-layout';
import { useLogin } from './auth.api';

type Field = keyof Login;
type FieldErrors = Partial<Record<Field, string>>;

const FIELDS: readonly Field[] = ['username', 'password'];

/** Each field's contract message for `values`, as the API would answer it. */
const validate = (values: Login): FieldErrors =>
  Object.fromEntries(FIELDS.map((field) => [field, fieldError(LoginSchema, values, field)]));

/** The API's own per-field messages (a 400 with `fields`), for the fields this form has. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.fields) return {};
  const { fields } = error;
  return Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]]));
}

type LoginPageProps = { onSignInStart?: () => void };

/**
 * /auth/login, and /auth/login/:username, the hand-off from another system that names who signs in:
 * that user is filled in and only the password is asked. A name no account can have (empty, too
 * long) is no hand-off: the plain sign-in.
 */
export function LoginPage(props: LoginPageProps) {
  const { username } = useParams();
  if (username === undefined) return <LoginForm {...props} />;
  const named = LoginSchema.shape.username.safeParse(username);
  if (!named.success) return <Navigate to="/auth/login" replace />;
  return <LoginForm {...props} key={named.data} username={named.data} />;
}

/**
 * Plain React and CSS, no Ant Design: it is the first page most visitors load, on phones too. It
 * checks each field with the contract's schema as it changes and all of them on submit.
 */
function LoginForm({ onSignInStart, username }: LoginPageProps & { username?: string }) {
  const navigate = useNavigate();
  const login = useLogin();
  // After the sign-in the first screen loads its user, menu and page before it shows: the button
  // stays busy through that, rather than the form looking idle again.
  const navigation = useNavigation();
  const isOpening = login.isSuccess && navigation.state !== 'idle';
  const [values, setValues] = useState<Login>({ username: username ?? '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const hasStarted = useRef(false);
  const start = () => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    onSignInStart?.();
  };

  const change = (field: Field, value: string) => {
    start();
    const next = { ...values, [field]: value };
    setValues(next);
    setErrors((current) => ({ ...current, [field]: fieldError(LoginSchema, next, field) }));
    if (login.error) login.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isPending) return;
    start();
    const found = validate(values);
    setErrors(found);
    if (FIELDS.some((field) => found[field])) return;
    login.mutate(LoginSchema.parse(values), {
      onSuccess: () => void navigate('/', { replace: true }),
      onError: (error) => setErrors((current) => ({ ...current, ...serverFieldErrors(error) })),
    });
  };

  const failure = login.error;
  const alertText =
    isApiError(failure) && failure.code === 'INVALID_CREDENTIALS'
      ? AUTH_MESSAGES.wrongCredentials
      : failure && errorText(failure);

  return (
    <div className="auth-form">
      <AuthHeading title="Bienvenido">Ingrese con su usuario de Jarvis para continuar.</AuthHeading>
      <AuthAlert message={alertText} />
      <form id="login" noValidate onSubmit={submit}>
        <AuthField
          id="login_username"
          label="Usuario o correo"
          icon="user"
          autoComplete="username"
          autoFocus={username === undefined}
          value={values.username}
          error={errors.username}
          onChange={(event) => change('username', event.target.value)}
        />
        <AuthField
          id="login_password"
          label="Contraseña"
          icon="lock"
          isSecret
          className="auth-field--tight"
          autoComplete="current-password"
          autoFocus={username !== undefined}
          value={values.password}
          error={errors.password}
          onChange={(event) => change('password', event.target.value)}
        />
        <div className="auth-form__forgot">
          <Link to="/auth/forgot-password">¿Olvidó su contraseña?</Link>
        </div>
        <AuthSubmit isBusy={login.isPending || isOpening}>Iniciar sesión</AuthSubmit>
      </form>
    </div>
  );
}
