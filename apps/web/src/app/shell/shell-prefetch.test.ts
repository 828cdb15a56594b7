import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { PAGE_REGISTRY } from '../page-registry';
import { prefetchShell } from './shell-prefetch';

const menu = {
  data: [
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
  ],
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('prefetchShell', () => {
  it('asks for the user, the menu and the config at once, then fetches the page the menu names', async () => {
    saveSession({ id: 1, authToken: 'tok' });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      const body = url === '/api/menu' ? menu : {};
      return new Response(JSON.stringify(body), { status: 200 });
    });
    const menuPage = vi.spyOn(PAGE_REGISTRY.TicketsMenu.page, 'preload').mockResolvedValue(null);
    const other = vi.spyOn(PAGE_REGISTRY.SentMail.page, 'preload').mockResolvedValue(null);

    prefetchShell(createQueryClient(), '/Tickets/Menu');

    expect(asked.sort()).toEqual(['/api/config', '/api/menu', '/api/users/me']);
    await waitFor(() => expect(menuPage).toHaveBeenCalledTimes(1));
    expect(other).not.toHaveBeenCalled();
  });

  it('fetches no page for a path the menu does not hold', async () => {
    saveSession({ id: 1, authToken: 'tok' });
    vi.stubGlobal(
      'fetch',
      async (url: string) =>
        new Response(JSON.stringify(url === '/api/menu' ? menu : {}), { status: 200 }),
    );
    const menuPage = vi.spyOn(PAGE_REGISTRY.TicketsMenu.page, 'preload').mockResolvedValue(null);
    const client = createQueryClient();
    prefetchShell(client, '/Usuarios/lista');
    await waitFor(() => expect(client.getQueryData(['session', 'menu'])).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 20)); // past the menu's own .then
    expect(menuPage).not.toHaveBeenCalled();
  });
});
