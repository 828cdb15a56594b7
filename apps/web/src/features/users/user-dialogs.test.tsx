import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MissingPermission } from '@jarvis/contracts/users';
import { toast } from '../../lib/toast';
import { UsersPage } from './users-page';
import {
  mockApi,
  renderWithApp,
  route,
  stubBrowser,
  userPage,
  userRow,
} from './users-test-support';

const ana = userRow();
let missing: MissingPermission[] = [];

beforeEach(() => {
  stubBrowser();
  missing = [
    {
      optionMenuID: 9,
      nombre: 'Usuarios Bloqueados',
      ruta: 'Usuarios/bloqueados',
      modulo: 'Usuarios',
    },
  ];
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('user row dialogs', () => {
  it('adds a missing permission and then says the user has them all', async () => {
    const calls = mockApi(({ method, url, body }) => {
      if (url.pathname === '/api/users') return { body: userPage([ana]) };
      if (url.pathname === '/api/users/10/permisos-faltantes') return { body: { data: missing } };
      if (method === 'POST' && url.pathname === '/api/users/10/permisos') {
        missing = missing.filter(
          (m) => m.optionMenuID !== (body as { optionMenuID: number }).optionMenuID,
        );
        return { body: { successful: 'Permiso añadido' } };
      }
      if (url.pathname === '/api/users/10/permisos') return { body: { data: [] } };
      return undefined;
    });
    renderWithApp(<UsersPage route={route} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir Permisos de @ana.lopez' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(
      await within(dialog).findByRole('button', { name: 'Añadir Usuarios Bloqueados' }),
    );

    expect(await within(dialog).findByText('El usuario ya tiene todos los permisos')).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ optionMenuID: 9 });
  });

  it('changes a password after checking both fields match', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/users')
        return { body: userPage([ana], { canManagePermissions: false }) };
      if (method === 'PUT' && url.pathname === '/api/users/10/password')
        return {
          body: {
            successful: 'Contraseña actualizada; las demás sesiones del usuario se cerraron',
          },
        };
      return undefined;
    });
    renderWithApp(<UsersPage route={route} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Cambio de Contraseña de @ana.lopez' }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Nueva contraseña'), {
      target: { value: 'clave2026' },
    });
    fireEvent.change(within(dialog).getByLabelText('Confirmar contraseña'), {
      target: { value: 'clave2027' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Las contraseñas no coinciden')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Confirmar contraseña'), {
      target: { value: 'clave2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Contraseña actualizada; las demás sesiones del usuario se cerraron',
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      password: 'clave2026',
      changepassword: 'clave2026',
    });
  });
});
