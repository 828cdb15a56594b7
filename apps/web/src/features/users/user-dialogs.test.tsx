import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { PASSWORD_MESSAGES } from '@jarvis/contracts/passwords';
import type { MissingPermission, UserFormOptions } from '@jarvis/contracts/users';
import { discardWorkWhenAsked, keepWorkWhenAsked } from '../../lib/test-api';
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

const formOptions: UserFormOptions = {
  isAdministrator: true,
  choosesBranch: false,
  emailDomain: 'grupo-restaurantes.com',
  perfil: 'Oficina',
  roles: [],
  departamentos: [],
  posiciones: [],
  sucursales: [
    { id: 1, nombre: 'Oficina Central', marca: 'Ninguna', bodega: 'OF01', esOficina: true },
    { id: 4, nombre: 'Metrocentro', marca: 'Subway', bodega: 'SW04', esOficina: false },
  ],
  marcas: [
    { id: 2, nombre: 'Humo' },
    { id: 1, nombre: 'Subway' },
  ],
  jefes: [],
  defaults: { rolID: 2, departamentoID: 1, jefe: null, sucursalID: 1 },
};

async function choose(label: string, option: string) {
  // By label: role queries compute every accessible name, slow on antd's DOM.
  fireEvent.mouseDown(await screen.findByLabelText(label));
  fireEvent.click(await screen.findByTitle(option));
}

/** 'Cambio de Sucursal' opened on Ana's row (a restaurant user); the API's calls are returned. */
async function openBranchDialog() {
  const calls = mockApi(({ url }) => {
    if (url.pathname === '/api/users') return { body: userPage([ana], { canChangeBranch: true }) };
    if (url.pathname === '/api/users/form-options') return { body: formOptions };
    return undefined;
  });
  renderWithApp(<UsersPage route={route} />);
  fireEvent.click(await screen.findByLabelText('Cambio de Sucursal de @ana.lopez'));
  return calls;
}

beforeEach(() => {
  stubBrowser();
  missing = [
    {
      optionMenuID: 9,
      nombre: 'Usuarios Bloqueados',
      ruta: 'Usuarios/bloqueados',
      modulo: 'Usuarios',
      grantable: true,
    },
  ];
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

  it('changes a password after checking the policy and that both fields match', async () => {
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
    // One of the most used, refused in the form as the API would.
    fireEvent.change(within(dialog).getByLabelText('Nueva contraseña'), {
      target: { value: 'clave2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText(PASSWORD_MESSAGES.common)).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Nueva contraseña'), {
      target: { value: 'Faro2026norte' },
    });
    fireEvent.change(within(dialog).getByLabelText('Confirmar contraseña'), {
      target: { value: 'Faro2026sur' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByText('Las contraseñas no coinciden')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Confirmar contraseña'), {
      target: { value: 'Faro2026norte' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'Contraseña actualizada; las demás sesiones del usuario se cerraron',
      ),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      password: 'Faro2026norte',
      changepassword: 'Faro2026norte',
    });
  });

  it('offers Marca de compras only while the chosen branch is an office', async () => {
    await openBranchDialog();
    const dialog = await screen.findByRole('dialog');
    // A restaurant: its brand is the branch's, nothing to choose.
    expect(await within(dialog).findByText('Marca: Subway, la de la sucursal.')).toBeTruthy();
    expect(within(dialog).queryByLabelText('Marca de compras')).toBeNull();
    await choose('Sucursal', 'Oficina Central (OF01)');
    expect(await within(dialog).findByLabelText('Marca de compras')).toBeTruthy();
    expect(within(dialog).queryByText('Marca: Subway, la de la sucursal.')).toBeNull();
  });

  it('sets the brand an office user buys for', async () => {
    const success = vi.spyOn(toast, 'success');
    const office = userRow({ sucursalID: 1, sucursal: 'Oficina Central', marca: 'Ninguna' });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/users')
        return { body: userPage([office], { canChangeBranch: true }) };
      if (url.pathname === '/api/users/form-options') return { body: formOptions };
      if (method === 'PUT' && url.pathname === '/api/users/10/sucursal')
        return { body: { successful: 'Sucursal de @ana.lopez actualizada' } };
      return undefined;
    });
    renderWithApp(<UsersPage route={route} />);
    fireEvent.click(await screen.findByLabelText('Cambio de Sucursal de @ana.lopez'));
    const dialog = await screen.findByRole('dialog');
    await choose('Marca de compras', 'Humo');
    fireEvent.click(within(dialog).getByText('Guardar'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Sucursal de @ana.lopez actualizada'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      sucursalID: 1,
      marcaID: 2,
    });
  });

  it('shows the API’s refusal of a brand under the field', async () => {
    const buyer = userRow({
      sucursalID: 1,
      sucursal: 'Oficina Central',
      marca: 'Humo',
      marcaID: 2,
    });
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/users')
        return { body: userPage([buyer], { canChangeBranch: true }) };
      if (url.pathname === '/api/users/form-options') return { body: formOptions };
      if (method === 'PUT')
        return {
          status: 400,
          body: {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message: 'La marca seleccionada no existe',
            fields: { marcaID: 'La marca seleccionada no existe' },
          },
        };
      return undefined;
    });
    renderWithApp(<UsersPage route={route} />);
    fireEvent.click(await screen.findByLabelText('Cambio de Sucursal de @ana.lopez'));
    const dialog = await screen.findByRole('dialog');
    // An office user: its own brand is shown to change.
    expect(await within(dialog).findByTitle('Humo')).toBeTruthy();
    fireEvent.click(within(dialog).getByText('Guardar'));
    expect(await within(dialog).findByText('La marca seleccionada no existe')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      sucursalID: 1,
      marcaID: 2,
    });
  });

  it('asks before a typed password is lost, and closes at once when nothing was typed', async () => {
    const calls = mockApi(({ url }) =>
      url.pathname === '/api/users'
        ? { body: userPage([ana], { canManagePermissions: false }) }
        : undefined,
    );
    renderWithApp(<UsersPage route={route} />);
    const openDialog = async () => {
      fireEvent.click(
        await screen.findByRole('button', { name: 'Cambio de Contraseña de @ana.lopez' }),
      );
      return screen.findByRole('dialog');
    };
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByText('¿Cerrar sin guardar?')).toBeNull();

    dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText('Nueva contraseña'), {
      target: { value: 'clave2026' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await keepWorkWhenAsked('La contraseña nueva que escribió se perderá.');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Nueva contraseña').value).toBe(
      'clave2026',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await discardWorkWhenAsked();
    await waitFor(() => expect(screen.queryByLabelText('Nueva contraseña')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('asks before another branch chosen is lost', async () => {
    const calls = await openBranchDialog();
    const dialog = await screen.findByRole('dialog');
    await choose('Sucursal', 'Oficina Central (OF01)');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await keepWorkWhenAsked('La sucursal que eligió no se guardará.');
    expect(within(dialog).getByLabelText('Marca de compras')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await discardWorkWhenAsked();
    await waitFor(() => expect(screen.queryByLabelText('Sucursal')).toBeNull());
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });
});
