import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '@jarvis/contracts/auth';
import type { PermissionEntry } from '@jarvis/contracts/menu';
import { PASSWORD_MESSAGES } from '@jarvis/contracts/passwords';
import { createQueryClient } from '../lib/query-client';
import { PASSWORD_CHANGE_PATH } from '../lib/session';
import { stubSignedInBrowser } from '../lib/test-api';
import { AppProviders } from './app-providers';
import { createRoutes } from './router';

const user: SessionUser = {
  userID: 8,
  username: 'gerente.zona',
  nombre: 'Julio',
  apellido: 'Mejía',
  correo: 'gerente.zona@grupo-restaurantes.com',
  telefono: '7012-3408',
  posicion: 'Gerente de Zona',
  rol: 'Restaurante',
  rolID: 3,
  departamento: 'Operaciones',
  sucursalID: 1,
  sucursal: 'Oficina Central',
  marca: 'Subway',
  bodega: 'OF01',
  empleadoID: 1008,
  codEmpleado: 'JM123456',
  jefe: null,
  vetado: 0,
  foto: null,
  perfil: 'Gerente de Zona',
  debeCambiarClave: true,
};

const menu: PermissionEntry[] = [
  {
    modulo: 'Tickets',
    icono: 'CustomerServiceOutlined',
    isSubMenu: 1,
    menuItemActive: 1,
    subMenu: [
      {
        nombre: 'Menú de Tickets',
        ruta: 'Tickets/Menu',
        componente: 'TicketsMenu',
        mostrar: 1,
        clave: 'tickets.menu',
      },
    ],
  },
];

let mustChange: boolean;
let puts: unknown[];

beforeEach(() => {
  stubSignedInBrowser();
  mustChange = true;
  puts = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
    if (url === '/api/users/me') return json(200, { ...user, debeCambiarClave: mustChange });
    if (url === '/api/menu') return json(200, { data: menu });
    if (url === '/api/config')
      return json(200, { businessTz: 'America/El_Salvador', utcOffsetMinutes: -360, version: '2' });
    if (url === '/api/users/me/password' && init?.method === 'PUT') {
      const body = JSON.parse(init.body as string) as { actual: string };
      puts.push(body);
      if (body.actual !== 'Temporal2026x')
        return json(400, {
          statusCode: 400,
          code: 'VALIDATION_ERROR',
          message: PASSWORD_MESSAGES.currentWrong,
          fields: { actual: PASSWORD_MESSAGES.currentWrong },
        });
      mustChange = false;
      return json(200, { successful: 'Contraseña actualizada; sus demás sesiones se cerraron' });
    }
    return json(403, {
      statusCode: 403,
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: 'Debe cambiar su contraseña antes de continuar.',
    });
  });
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

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('a password someone else set', () => {
  it('keeps the user on Cambiar contraseña until it has chosen its own, then opens the app', async () => {
    const router = open('/Tickets/Menu');
    expect(
      await screen.findByRole('heading', { name: 'Cambiar contraseña' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe(PASSWORD_CHANGE_PATH);
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();

    // The policy is checked in the form as the API would: a common one, one with the username.
    type('Contraseña actual', 'Temporal2026x');
    type('Contraseña nueva', 'password1');
    type('Confirmar contraseña nueva', 'password1');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.common)).toBeTruthy();
    type('Contraseña nueva', 'gerente.zona2026');
    expect(await screen.findByText(PASSWORD_MESSAGES.personal)).toBeTruthy();

    // A wrong current password is said under its field.
    type('Contraseña actual', 'otra-cosa-99');
    type('Contraseña nueva', 'Cumbre2026azul');
    type('Confirmar contraseña nueva', 'Cumbre2026azul');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(await screen.findByText(PASSWORD_MESSAGES.currentWrong)).toBeTruthy();

    type('Contraseña actual', 'Temporal2026x');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
    expect(
      await screen.findByRole('heading', { name: 'Menú de Tickets' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(puts.at(-1)).toEqual({
      actual: 'Temporal2026x',
      password: 'Cumbre2026azul',
      changepassword: 'Cumbre2026azul',
    });
  }, 20_000);

  it('sends the user back there from any address typed', async () => {
    const router = open('/Usuarios/lista');
    await waitFor(() => expect(router.state.location.pathname).toBe(PASSWORD_CHANGE_PATH), {
      timeout: 5000,
    });
    const signOut = await screen.findByRole('link', { name: 'Cerrar sesión' }, { timeout: 5000 });
    expect(signOut.getAttribute('href')).toBe('/logout');
  });
});
