import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserPage } from '@jarvis/contracts/users';
import { toast } from '../../lib/toast';
import { BlockedUsersPage } from './blocked-users-page';
import {
  mockApi,
  renderWithApp,
  stubBrowser,
  userPage,
  userRow,
  type ApiAnswer,
  type ApiCall,
} from './users-test-support';

const route = { nombre: 'Usuarios Bloqueados' };
const ana = userRow();
const beto = userRow({
  userID: 11,
  username: 'beto.ruiz',
  nombre: 'Beto',
  apellido: 'Ruiz',
  posicion: 'Cajero',
  rol: 'Oficina',
  vetado: 1,
});

function serve(page: UserPage, extra: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  return mockApi((call) =>
    call.method === 'GET' && call.url.pathname === '/api/users/bloqueados'
      ? { body: page }
      : extra(call),
  );
}

const cardOf = async (name: string) =>
  (await screen.findByText(name)).closest('.blocked-card') as HTMLElement;

beforeEach(() => stubBrowser());

describe('blocked users page', () => {
  it('shows each user as a card, without block buttons or search for who may not use them', async () => {
    serve(userPage([ana, beto], { canBlock: false, canManagePermissions: false }));
    renderWithApp(<BlockedUsersPage route={route} />);

    const card = within(await cardOf('Ana López'));
    expect(card.getByText('Gerente de Restaurante')).toBeTruthy();
    expect(card.getByText('@ana.lopez')).toBeTruthy();
    expect(card.getByText('7012-3456')).toBeTruthy();
    expect(card.getByText('ana.lopez@grupo-restaurantes.com')).toBeTruthy();
    expect(card.getByText('Restaurante')).toBeTruthy();
    expect(card.getByText('Activo')).toBeTruthy();
    expect(within(await cardOf('Beto Ruiz')).getByText('Bloqueado')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Bloquear|Desbloquear/ })).toBeNull();
    expect(screen.queryByPlaceholderText('Buscar')).toBeNull();
  });

  it('filters by state on the server and offers the search to administrators', async () => {
    const calls = serve(userPage([ana], { canManagePermissions: true }));
    renderWithApp(<BlockedUsersPage route={route} />);
    await cardOf('Ana López');
    fireEvent.click(screen.getByText('Bloqueados'));
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('estado')).toBe('bloqueados'));
    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: 'beto' } });
    await waitFor(() => expect(calls.at(-1)?.url.searchParams.get('buscar')).toBe('beto'));
    expect(calls.at(-1)?.url.searchParams.get('estado')).toBe('bloqueados');
  });

  it('blocks after a confirmation and shows the answer as an error toast', async () => {
    const error = vi.spyOn(toast, 'error');
    const calls = serve(userPage([ana], { canBlock: true }), ({ method, url }) =>
      method === 'PUT' && url.pathname === '/api/users/10/vetado'
        ? { body: { bloqueado: 'El usuario @ana.lopez ha sido bloqueado' } }
        : undefined,
    );
    renderWithApp(<BlockedUsersPage route={route} />);
    fireEvent.click(within(await cardOf('Ana López')).getByRole('button', { name: /Bloquear/ }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('¿Bloquear a @ana.lopez?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Bloquear' }));

    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('El usuario @ana.lopez ha sido bloqueado', 5),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ vetado: 1 });
  });

  it('unblocks at once and shows the answer as a success toast', async () => {
    const success = vi.spyOn(toast, 'success');
    const calls = serve(userPage([beto], { canBlock: true }), ({ method, url }) =>
      method === 'PUT' && url.pathname === '/api/users/11/vetado'
        ? { body: { desbloqueado: 'El usuario @beto.ruiz ha sido desbloqueado' } }
        : undefined,
    );
    renderWithApp(<BlockedUsersPage route={route} />);
    const card = await cardOf('Beto Ruiz');
    const loads = () => calls.filter((call) => call.url.pathname === '/api/users/bloqueados');
    const loadsBefore = loads().length;
    fireEvent.click(within(card).getByRole('button', { name: /Desbloquear/ }));

    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('El usuario @beto.ruiz ha sido desbloqueado'),
    );
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ vetado: 0 });
    await waitFor(() => expect(loads().length).toBeGreaterThan(loadsBefore));
  });

  it('shows a refused block for five seconds', async () => {
    const error = vi.spyOn(toast, 'error');
    serve(userPage([beto], { canBlock: true }), ({ method }) =>
      method === 'PUT'
        ? {
            status: 403,
            body: {
              statusCode: 403,
              code: 'FORBIDDEN',
              message: 'Solo el departamento de Informática puede bloquear o desbloquear usuarios',
            },
          }
        : undefined,
    );
    renderWithApp(<BlockedUsersPage route={route} />);
    fireEvent.click(within(await cardOf('Beto Ruiz')).getByRole('button', { name: /Desbloquear/ }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Solo el departamento de Informática puede bloquear o desbloquear usuarios',
        5,
      ),
    );
  });
});
