import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserPage } from '@jarvis/contracts/users';
import { BlockedUsersPage } from './blocked-users-page';
import { UsersPage } from './users-page';
import {
  mockApi,
  renderWithApp,
  route,
  stubBrowser,
  userPage,
  userRow,
  type ApiCall,
} from './users-test-support';

/** Both user lists keep their search, state and page in the address (issue #51). */

function serve(path: string, page: UserPage) {
  return mockApi(({ method, url }) =>
    method === 'GET' && url.pathname === path ? { body: page } : undefined,
  );
}

const asked = (calls: ApiCall[], path: string) =>
  calls.filter((call) => call.url.pathname === path).map((call) => call.url.searchParams);

/** Thirty users: the list has three pages of ten. */
const manyUsers = (overrides: Partial<UserPage> = {}) => ({
  ...userPage([userRow()]),
  total: 30,
  ...overrides,
});

beforeEach(() => stubBrowser());

describe('the users list in the address', () => {
  it('shows the search and page the address names, asked of the server', async () => {
    const calls = serve('/api/users', manyUsers());
    renderWithApp(<UsersPage route={route} />, '/Usuarios?buscar=ana&page=2');
    await screen.findByText('@ana.lopez');
    const [first] = asked(calls, '/api/users');
    expect(first?.get('buscar')).toBe('ana');
    expect(first?.get('page')).toBe('2');
    expect(screen.getByPlaceholderText<HTMLInputElement>('Buscar').value).toBe('ana');
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('2');
  });

  it('writes the page, then a search back on page 1, into the address', async () => {
    serve('/api/users', manyUsers());
    const { router } = renderWithApp(<UsersPage route={route} />);
    await screen.findByText('@ana.lopez');
    const where = () => `${router.state.location.pathname}${router.state.location.search}`;
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(where()).toBe('/Usuarios?page=3'));
    fireEvent.change(screen.getByPlaceholderText('Buscar'), { target: { value: 'beto' } });
    await waitFor(() => expect(where()).toBe('/Usuarios?buscar=beto'));
  });
});

describe('the blocked users list in the address', () => {
  const PATH = '/Usuarios/bloqueados';

  it('shows the state the address names', async () => {
    const calls = serve('/api/users/bloqueados', userPage([userRow({ vetado: 1 })]));
    renderWithApp(<BlockedUsersPage route={route} />, `${PATH}?estado=bloqueados`);
    await screen.findByText('Ana López');
    expect(asked(calls, '/api/users/bloqueados')[0]?.get('estado')).toBe('bloqueados');
    expect(screen.getByTitle('Bloqueados').closest('.ant-segmented-item-selected')).toBeTruthy();
  });

  it('writes the state chosen into the address, and leaves Todos out of it', async () => {
    serve('/api/users/bloqueados', userPage([userRow()]));
    const { router } = renderWithApp(<BlockedUsersPage route={route} />, `${PATH}?estado=activos`);
    await screen.findByText('Ana López');
    fireEvent.click(screen.getByText('Bloqueados'));
    await waitFor(() => expect(router.state.location.search).toBe('?estado=bloqueados'));
    fireEvent.click(screen.getByText('Todos'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});
