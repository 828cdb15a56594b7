import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { HOME_PATH } from '@jarvis/contracts/shell';
import { createQueryClient } from '../lib/query-client';
import { saveSession } from '../lib/session';
import { AppProviders } from './app-providers';
import { createRoutes } from './router';

beforeEach(() => {
  // antd's responsive helpers need matchMedia, which jsdom lacks.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
  // The shell's calls stay pending: these tests are about where the router lands, not the data.
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

function open(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const landsOn = async (router: ReturnType<typeof open>, path: string) =>
  waitFor(() => expect(router.state.location.pathname).toBe(path));

describe('routing', () => {
  it('sends a visitor without a session to the login', async () => {
    const router = open('/Tickets/Menu');
    await landsOn(router, '/auth/login');
    expect(await screen.findByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(screen.getByText('¿Olvidó su contraseña?')).toBeTruthy();
  });

  it.each(['/auth', '/auth/no-existe'])('sends %s to the login', async (path) => {
    await landsOn(open(path), '/auth/login');
  });

  it('fills in the user of /auth/login/:username and asks its password', async () => {
    const router = open('/auth/login/admin');
    const password = await screen.findByLabelText<HTMLInputElement>('Contraseña');
    expect(screen.getByLabelText<HTMLInputElement>('Usuario o correo').value).toBe('admin');
    expect(password.disabled).toBe(false);
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth/login/admin');
  });

  it('sends /auth/login/ with a name no account can have to the login', async () => {
    await landsOn(open(`/auth/login/${'x'.repeat(51)}`), '/auth/login');
  });

  it('sends a signed-in user away from the sign-in screens to the home page', async () => {
    saveSession({ id: 1, authToken: 'tok' });
    // The API never answers here: the first signed-in screen waits for it behind the splash for
    // the splash's 3 s at most, then goes on.
    await landsOn(open('/auth/login'), HOME_PATH);
  });

  it('opens the session-expired page for /error', async () => {
    const router = open('/error');
    await landsOn(router, '/error/error-v1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Su sesión ha expirado' }),
    ).toBeTruthy();
  });

  it('shows the supplier error page with its way back', async () => {
    open('/error/create-supplier-error');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Al parecer hubo un error' }),
    ).toBeTruthy();
    expect(
      screen.getByText('Por favor, intente ingresar nuevamente la información requerida.'),
    ).toBeTruthy();
    const back = screen.getByRole('link', { name: /Regresar/ });
    expect(back.getAttribute('href')).toBe('/Proveedor/crear-proveedor');
  });

  it('keeps the Auto Login placeholder public', async () => {
    open('/common/authorize');
    expect(await screen.findByRole('heading', { level: 1, name: 'Auto Login' })).toBeTruthy();
  });
});
