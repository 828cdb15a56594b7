import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AUTH_MESSAGES, STORAGE_KEYS, type SessionUser } from '@jarvis/contracts/auth';
import { createQueryClient } from '../../lib/query-client';
import { apiError, mockApi, type ApiAnswer, type ApiCall } from '../../lib/test-api';
import { LoginPage } from './login-page';

const me: SessionUser = {
  userID: 7,
  username: 'compras',
  nombre: 'Ana',
  apellido: 'López',
  correo: 'compras@grupo-restaurantes.com',
  telefono: '7012-3407',
  posicion: 'Compradora',
  rol: 'Oficina',
  rolID: 2,
  departamento: 'Compras',
  sucursalID: 1,
  sucursal: 'Oficina Central',
  marca: 'Ninguna',
  bodega: 'OF01',
  empleadoID: 1007,
  codEmpleado: 'AL100700',
  jefe: null,
  vetado: 0,
  foto: null,
  perfil: 'Oficina',
  debeCambiarClave: false,
};
const signedIn: ApiAnswer = { body: { usuario: { id: 7, authToken: 'tok-7' } } };

function serve(login: ApiAnswer | Promise<ApiAnswer>) {
  return mockApi(({ method, url }) => {
    if (method === 'POST' && url.pathname === '/api/auth/login') return login;
    if (method === 'GET' && url.pathname === '/api/users/me') return { body: me };
    if (method === 'POST' && url.pathname === '/api/auth/logout') return { status: 204, body: {} };
    return undefined;
  });
}

function open(
  path = '/auth/login',
  onSignInStart?: () => void,
  homeLoader: () => unknown = () => null,
) {
  const router = createMemoryRouter(
    [
      { path: '/auth/login/:username?', element: <LoginPage onSignInStart={onSignInStart} /> },
      { path: '/', loader: homeLoader, element: <h1>Inicio</h1> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const username = () => screen.getByLabelText<HTMLInputElement>('Usuario o correo');
const password = () => screen.getByLabelText<HTMLInputElement>('Contraseña');
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
const type = (input: HTMLInputElement, value: string) =>
  fireEvent.change(input, { target: { value } });
const loginCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.url.pathname === '/api/auth/login');

describe('login page', () => {
  it('shows the welcome, both labelled fields, the way to recover the password and the button', () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Bienvenido' })).toBeTruthy();
    expect(document.activeElement).toBe(username());
    expect(password().type).toBe('password');
    expect(password().autocomplete).toBe('current-password');
    const forgot = screen.getByRole('link', { name: '¿Olvidó su contraseña?' });
    expect(forgot.getAttribute('href')).toBe('/auth/forgot-password');
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
  });

  it('checks both fields with the contract messages and sends nothing while they are wrong', () => {
    const calls = serve(signedIn);
    open();
    submit();
    expect(screen.getAllByText(AUTH_MESSAGES.required)).toHaveLength(2);
    expect(username().getAttribute('aria-invalid')).toBe('true');
    expect(username().getAttribute('aria-describedby')).toBe('login_username_help');

    type(username(), 'ab');
    expect(screen.getByText(AUTH_MESSAGES.min3)).toBeTruthy();
    type(password(), 'x'.repeat(51));
    expect(screen.getByText(AUTH_MESSAGES.max50)).toBeTruthy();
    type(username(), 'compras');
    expect(screen.queryByText(AUTH_MESSAGES.min3)).toBeNull();
    expect(username().hasAttribute('aria-invalid')).toBe(false);
    submit();
    expect(loginCalls(calls)).toHaveLength(0);
  });

  it('signs in with the trimmed username, keeps the session and goes home', async () => {
    const calls = serve(signedIn);
    open();
    type(username(), '  compras ');
    type(password(), 'jarvis123');
    submit();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(loginCalls(calls)[0]?.body).toEqual({ username: 'compras', password: 'jarvis123' });
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-7');
    expect(localStorage.getItem(STORAGE_KEYS.userId)).toBe('7');
  });

  it('shows the spec message for wrong credentials until a field is edited', async () => {
    serve(apiError(401, 'INVALID_CREDENTIALS', 'Usuario o contraseña incorrectos'));
    open();
    type(username(), 'compras');
    type(password(), 'no-es-la-clave');
    submit();
    const alert = await screen.findByText(AUTH_MESSAGES.wrongCredentials);
    expect(alert.closest('[role="alert"]')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    type(password(), 'otra-clave');
    expect(screen.queryByText(AUTH_MESSAGES.wrongCredentials)).toBeNull();
  });

  it("shows any other refusal in the server's words", async () => {
    serve(apiError(403, 'USER_BLOCKED', AUTH_MESSAGES.blocked));
    open();
    type(username(), 'vetado');
    type(password(), 'jarvis123');
    submit();
    expect(await screen.findByText(AUTH_MESSAGES.blocked)).toBeTruthy();
  });

  it("puts the server's field messages under the fields they name", async () => {
    serve({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: 'Los datos enviados no son válidos.',
        fields: { username: 'Usuario desconocido' },
      },
    });
    open();
    type(username(), 'nadie');
    type(password(), 'jarvis123');
    submit();
    expect(await screen.findByText('Usuario desconocido')).toBeTruthy();
    expect(username().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the button as busy and sends once while the sign-in runs', async () => {
    let answer: (reply: ApiAnswer) => void = () => undefined;
    const calls = serve(new Promise<ApiAnswer>((resolve) => (answer = resolve)));
    open();
    type(username(), 'compras');
    type(password(), 'jarvis123');
    submit();
    const button = screen.getByRole('button', { name: 'Iniciar sesión' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    submit();
    await waitFor(() => expect(loginCalls(calls)).toHaveLength(1), { timeout: 3000 });
    answer(signedIn);
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(loginCalls(calls)).toHaveLength(1);
  });

  it('keeps the button busy while the first screen loads after the sign-in', async () => {
    serve(signedIn);
    let homeReady: (value: null) => void = () => undefined;
    open('/auth/login', undefined, () => new Promise((resolve) => (homeReady = resolve)));
    type(username(), 'compras');
    type(password(), 'jarvis123');
    submit();
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEYS.token)).toBe('tok-7'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    const button = screen.getByRole('button', { name: 'Iniciar sesión' });
    expect(button.getAttribute('aria-disabled')).toBe('true');
    homeReady(null);
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeTruthy();
  });

  it('shows and hides the password with the eye', () => {
    open();
    const eye = screen.getByRole('button', { name: 'Mostrar' });
    expect(eye.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(eye);
    expect(password().type).toBe('text');
    expect(eye.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(eye);
    expect(password().type).toBe('password');
  });

  it('fills in the user of /auth/login/:username and asks only the password', async () => {
    const calls = serve(signedIn);
    open('/auth/login/restaurante');
    expect(username().value).toBe('restaurante');
    expect(username().disabled).toBe(false);
    expect(password().disabled).toBe(false);
    expect(document.activeElement).toBe(password());
    expect(screen.queryByRole('status')).toBeNull();
    type(password(), 'jarvis123');
    submit();
    expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeTruthy();
    expect(loginCalls(calls)[0]?.body).toEqual({ username: 'restaurante', password: 'jarvis123' });
  });

  it('takes an e-mail as the user of /auth/login/:username', () => {
    open('/auth/login/compras%40grupo-restaurantes.com');
    expect(username().value).toBe('compras@grupo-restaurantes.com');
  });

  it('sends a user no account can have to the plain sign-in', async () => {
    for (const path of ['/auth/login/ab', `/auth/login/${'x'.repeat(51)}`]) {
      const router = open(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
      expect(username().value).toBe('');
      expect(document.activeElement).toBe(username());
      cleanup();
    }
  });

  it('announces the start of a sign-in once, when the visitor starts typing', () => {
    const onSignInStart = vi.fn();
    open('/auth/login', onSignInStart);
    expect(onSignInStart).not.toHaveBeenCalled();
    type(username(), 'c');
    type(username(), 'co');
    submit();
    expect(onSignInStart).toHaveBeenCalledTimes(1);
  });
});
