import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USERS_MESSAGES as M, type UserFormOptions } from '@jarvis/contracts/users';
import { apiError } from '../../lib/test-api';
import { toast } from '../../lib/toast';
import { UsersPage } from './users-page';
import {
  mockApi,
  renderWithApp,
  route,
  stubBrowser,
  stubScreen,
  userPage,
  userRow,
  type ApiAnswer,
  type ApiCall,
} from './users-test-support';

/* Issue 51, point 7: 'Editar usuario' on each row, and row actions named in words. */

const ana = userRow();

const options: UserFormOptions = {
  isAdministrator: true,
  choosesBranch: false,
  emailDomain: 'grupo-restaurantes.com',
  perfil: 'Oficina',
  roles: [],
  departamentos: [],
  posiciones: [
    { id: 30, nombre: 'Técnico de Soporte', departamentoID: 1 },
    { id: 17, nombre: 'Gerente de Restaurante', departamentoID: 7 },
    { id: 21, nombre: 'Cajero', departamentoID: 7 },
  ],
  sucursales: [],
  marcas: [],
  jefes: [],
  defaults: { rolID: 2, departamentoID: 1, jefe: null, sucursalID: 1 },
};

const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/users');

/** The Users screen with Ana's row; `saved` answers the edit. */
function serve(saved: (body: unknown) => ApiAnswer) {
  return mockApi(({ method, url, body }) => {
    if (url.pathname === '/api/users') return { body: userPage([ana], { canChangeBranch: true }) };
    if (url.pathname === '/api/users/form-options') return { body: options };
    if (method === 'PUT' && url.pathname === '/api/users/10') return saved(body);
    return undefined;
  });
}

async function openEdit() {
  renderWithApp(<UsersPage route={route} />);
  fireEvent.click(await screen.findByLabelText('Editar de @ana.lopez'));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByLabelText('Nombre');
  return dialog;
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText<HTMLInputElement>(label);

beforeEach(() => stubBrowser());

describe('Editar usuario', () => {
  it('opens prefilled from the row, offers the positions of its department and saves', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(() => ({
      body: { successful: M.edited('ana.lopez'), data: { ...ana, nombre: 'Ana María' } },
    }));
    const dialog = await openEdit();
    expect(within(dialog).getByText('Editar usuario')).toBeTruthy();
    expect(field(dialog, 'Nombre').value).toBe('Ana');
    expect(field(dialog, 'Apellido').value).toBe('López');
    expect(field(dialog, 'Correo').value).toBe('ana.lopez@grupo-restaurantes.com');
    expect(field(dialog, 'Teléfono').value).toBe('7012-3456');
    expect(within(dialog).getByTitle('Gerente de Restaurante')).toBeTruthy();

    fireEvent.mouseDown(field(dialog, 'Posición'));
    expect(await screen.findByTitle('Cajero')).toBeTruthy();
    expect(screen.queryByTitle('Técnico de Soporte')).toBeNull();
    fireEvent.click(screen.getByTitle('Cajero'));

    fireEvent.change(field(dialog, 'Nombre'), { target: { value: 'Ana María' } });
    fireEvent.change(field(dialog, 'Teléfono'), { target: { value: '70990011' } });
    const before = listCalls(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith(M.edited('ana.lopez')));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      nombre: 'Ana María',
      apellido: 'López',
      correo: 'ana.lopez@grupo-restaurantes.com',
      telefono: '7099-0011',
      posicionID: 21,
      version: 'v1',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });

  it('checks the fields as Registro de Usuario does before sending anything', async () => {
    const calls = serve(() => ({ body: {} }));
    const dialog = await openEdit();
    fireEvent.change(field(dialog, 'Nombre'), { target: { value: ' ' } });
    fireEvent.change(field(dialog, 'Correo'), { target: { value: 'ana@gmail.com' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(M.nombreRequired)).toBeTruthy();
    expect(
      await within(dialog).findByText(M.corporateEmailOnly('grupo-restaurantes.com')),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server field errors on their fields and stays open', async () => {
    serve(() => ({
      status: 400,
      body: {
        statusCode: 400,
        code: 'VALIDATION_ERROR',
        message: M.emailTaken,
        fields: { correo: M.emailTaken },
      },
    }));
    const dialog = await openEdit();
    fireEvent.change(field(dialog, 'Correo'), {
      target: { value: 'karla.mendez@grupo-restaurantes.com' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(M.emailTaken)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBe(dialog);
  });

  it('says someone else saved first, closes and reloads the list', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = serve(() => apiError(409, 'CONFLICT', M.editConflict('ana.lopez')));
    const dialog = await openEdit();
    fireEvent.change(field(dialog, 'Apellido'), { target: { value: 'López Vega' } });
    const before = listCalls(calls).length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(M.editConflict('ana.lopez'), expect.any(Number)),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
  });
});

describe('row actions', () => {
  const names = [
    'Editar',
    'Permisos',
    'Añadir Permisos',
    'Cambio de Sucursal',
    'Cambio de Contraseña',
    'Restablecer inicio de sesión',
  ];

  it('are buttons with words on a table row, each named for its user', async () => {
    serve(() => ({ body: {} }));
    renderWithApp(<UsersPage route={route} />);
    const row = (await screen.findByText('@ana.lopez')).closest('tr') as HTMLElement;
    for (const name of names)
      expect(within(row).getByRole('button', { name: `${name} de @ana.lopez` })).toBeTruthy();
    // The row shows short words, each part of the button's name.
    for (const text of ['Editar', 'Permisos', 'Añadir', 'Sucursal', 'Contraseña', 'Restablecer'])
      expect(within(row).getByText(text)).toBeTruthy();
  });

  it('show their full names on a phone card', async () => {
    stubScreen('phone');
    serve(() => ({ body: {} }));
    renderWithApp(<UsersPage route={route} />);
    await screen.findByText('@ana.lopez');
    for (const name of names) {
      const button = screen.getByRole('button', { name: `${name} de @ana.lopez` });
      expect(button.textContent).toBe(name);
    }
  });
});
