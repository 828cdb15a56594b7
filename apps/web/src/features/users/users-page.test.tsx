import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { USERS_MESSAGES, type UserPage, type UserPermission } from '@jarvis/contracts/users';
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
  type ApiCall,
} from './users-test-support';

const ana = userRow();
const blocked = userRow({
  userID: 11,
  username: 'beto',
  nombre: 'Beto',
  apellido: 'Ruiz',
  vetado: 1,
});
const permissions: UserPermission[] = [
  {
    permisoID: 5,
    nombre: 'Crear Ticket',
    modulo: 'Tickets',
    ruta: 'Tickets/crear-ticket',
    isActive: 1,
    grantable: true,
  },
  {
    permisoID: 6,
    nombre: 'Nuevo Pedido',
    modulo: 'Compras',
    ruta: 'Compras/pedidos-nuevos',
    isActive: 0,
    grantable: true,
  },
];

function serve(page: UserPage) {
  return mockApi(({ method, url }) => {
    if (method === 'GET' && url.pathname === '/api/users') return { body: page };
    if (method === 'GET' && url.pathname === '/api/users/10/permisos')
      return { body: { data: permissions } };
    if (method === 'PUT' && url.pathname === '/api/users/permisos/5')
      return { body: { successful: 'Permiso deshabilitado' } };
    return undefined;
  });
}

const listCalls = (calls: ApiCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.url.pathname === '/api/users');

beforeEach(() => stubBrowser());

describe('users page', () => {
  it('lists the users and hides the permission actions from who may not manage them', async () => {
    serve(userPage([ana, blocked], { canManagePermissions: false }));
    renderWithApp(<UsersPage route={route} />);

    const row = (await screen.findByText('@ana.lopez')).closest('tr');
    expect(row).toBeTruthy();
    const cells = within(row as HTMLElement);
    expect(cells.getByText('Ana López')).toBeTruthy();
    expect(cells.getByText('Gerente de Restaurante')).toBeTruthy();
    expect(cells.getByText('7012-3456')).toBeTruthy();
    expect(cells.getByText('Restaurante')).toBeTruthy();
    expect(cells.getByText('ana.lopez@grupo-restaurantes.com')).toBeTruthy();
    expect(cells.getByRole('button', { name: 'Cambio de Contraseña de @ana.lopez' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Permisos de/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Añadir Permisos de/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Cambio de Sucursal de/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Usuarios' })).toBeTruthy();
    expect(screen.getByText('2 registros')).toBeTruthy();
    const beto = (screen.getByText('@beto').closest('tr') as HTMLElement) ?? document.body;
    expect(within(beto).getByText('Bloqueado')).toBeTruthy();
  });

  it('offers every action to who manages permissions and branches', async () => {
    serve(userPage([ana], { canChangeBranch: true }));
    renderWithApp(<UsersPage route={route} />);
    expect(await screen.findByRole('button', { name: 'Permisos de @ana.lopez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Añadir Permisos de @ana.lopez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambio de Sucursal de @ana.lopez' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambio de Contraseña de @ana.lopez' })).toBeTruthy();
  });

  it('keeps an Admin account’s actions disabled, with the reason, for who may not act on it', async () => {
    const admin = userRow({ userID: 1, username: 'admin', rol: 'Admin', canManage: false });
    serve(userPage([admin, ana], { canChangeBranch: true }));
    renderWithApp(<UsersPage route={route} />);
    const password = await screen.findByRole('button', { name: 'Cambio de Contraseña de @admin' });
    expect(password.hasAttribute('disabled')).toBe(true);
    for (const label of ['Permisos', 'Añadir Permisos', 'Cambio de Sucursal'])
      expect(
        screen.getByRole('button', { name: `${label} de @admin` }).hasAttribute('disabled'),
      ).toBe(true);
    expect(
      screen
        .getByRole('button', { name: 'Restablecer inicio de sesión de @admin' })
        .hasAttribute('disabled'),
    ).toBe(true);
    expect(
      screen
        .getByRole('button', { name: 'Cambio de Contraseña de @ana.lopez' })
        .hasAttribute('disabled'),
    ).toBe(false);
    fireEvent.mouseEnter(password);
    fireEvent.pointerEnter(password);
    expect(
      await screen.findByText(new RegExp(USERS_MESSAGES.adminAccountOnlyByAdmin)),
    ).toBeTruthy();
  });

  it('says in words on a phone card why an Admin account has no actions', async () => {
    stubScreen('phone');
    const admin = userRow({ userID: 1, username: 'admin', rol: 'Admin', canManage: false });
    serve(userPage([admin, ana]));
    renderWithApp(<UsersPage route={route} />);
    expect(await screen.findByText(USERS_MESSAGES.adminAccountOnlyByAdmin)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /de @admin$/ })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cambio de Contraseña de @ana.lopez' })).toBeTruthy();
  });

  it('clears a user’s sign-in waits after asking', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = mockApi(({ method, url }) => {
      if (url.pathname === '/api/users') return { body: userPage([ana]) };
      if (method === 'POST' && url.pathname === '/api/users/10/acceso')
        return { body: { successful: USERS_MESSAGES.signInCleared('ana.lopez') } };
      return undefined;
    });
    renderWithApp(<UsersPage route={route} />);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Restablecer inicio de sesión de @ana.lopez' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/podrá iniciar sesión de inmediato/)).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Restablecer' }));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(USERS_MESSAGES.signInCleared('ana.lopez')),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('tags each user with its brand, and office staff without one with none', async () => {
    const buyer = userRow({
      userID: 12,
      username: 'andres',
      rol: 'Oficina',
      sucursal: 'Oficina Central',
      marca: 'Humo',
      marcaID: 2,
    });
    const office = userRow({ userID: 13, username: 'sofia', rol: 'Oficina', marca: 'Ninguna' });
    serve(userPage([ana, buyer, office]));
    renderWithApp(<UsersPage route={route} />);
    const row = async (username: string) =>
      within((await screen.findByText(`@${username}`)).closest('tr') as HTMLElement);
    expect((await row('andres')).getByTitle('Marca: Humo')).toBeTruthy();
    expect((await row('ana.lopez')).getByTitle('Marca: Subway')).toBeTruthy();
    expect((await row('sofia')).queryByTitle(/^Marca/)).toBeNull();
    expect((await row('sofia')).queryByText('Ninguna')).toBeNull();
  });

  it('searches on the server with buscar and goes back to the first page', async () => {
    const calls = serve(userPage([ana], { total: 25 }));
    renderWithApp(<UsersPage route={route} />);
    await screen.findByText('@ana.lopez');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.url.searchParams.get('page')).toBe('2'));

    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: '  López ' } });
    await waitFor(() => {
      const params = listCalls(calls).at(-1)?.url.searchParams;
      expect(params?.get('buscar')).toBe('López');
      expect(params?.get('page')).toBe('1');
      expect(params?.get('size')).toBe('10');
    });
  });

  it('says when the list stopped counting', async () => {
    serve(userPage([ana], { total: 1000, totalIsCapped: true }));
    renderWithApp(<UsersPage route={route} />);
    expect(await screen.findByText(/^Más de 1.?000 registros$/)).toBeTruthy();
  });

  it('switches a permission off and reloads the permissions and the list', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(userPage([ana]));
    renderWithApp(<UsersPage route={route} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Permisos de @ana.lopez' }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('@ana.lopez')).toBeTruthy();
    expect(await within(dialog).findByRole('region', { name: 'Tickets' })).toBeTruthy();
    expect(within(dialog).getByText('/Compras/pedidos-nuevos')).toBeTruthy();
    const listsBefore = listCalls(calls).length;
    const permisosBefore = calls.filter((c) => c.url.pathname.endsWith('/permisos')).length;
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Crear Ticket' }));

    await waitFor(() => expect(success).toHaveBeenCalledWith('Permiso deshabilitado'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ isActive: 0 });
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
    expect(calls.filter((c) => c.url.pathname.endsWith('/permisos')).length).toBeGreaterThan(
      permisosBefore,
    );
  });

  it('shows a refused permission change for five seconds', async () => {
    const error = vi.spyOn(toast, 'error');
    mockApi(({ method, url }) => {
      if (url.pathname === '/api/users') return { body: userPage([ana]) };
      if (url.pathname === '/api/users/10/permisos') return { body: { data: permissions } };
      if (method === 'PUT')
        return {
          status: 409,
          body: {
            statusCode: 409,
            code: 'CONFLICT',
            message: 'No puede quitarse su propio permiso de administración de usuarios',
          },
        };
      return undefined;
    });
    renderWithApp(<UsersPage route={route} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Permisos de @ana.lopez' }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Crear Ticket' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'No puede quitarse su propio permiso de administración de usuarios',
        5,
      ),
    );
  });

  it('shows the users as cards with labelled actions on a phone', async () => {
    stubScreen('phone');
    serve(userPage([ana]));
    renderWithApp(<UsersPage route={route} />);
    await screen.findByText('@ana.lopez');
    expect(document.querySelector('table')).toBeNull();
    // Shown by its label, named with whose it is: every card has the same buttons.
    const add = screen.getByRole('button', { name: 'Añadir Permisos de @ana.lopez' });
    expect(add.textContent).toBe('Añadir Permisos');
    expect(screen.getByText('ana.lopez@grupo-restaurantes.com')).toBeTruthy();
  });
});
