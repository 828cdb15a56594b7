import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { SessionUser } from '@jarvis/contracts/auth';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { PAGE_REGISTRY } from '../page-registry';
import { isShellCold, prefetchShell } from './shell-prefetch';

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

const user: SessionUser = {
  userID: 1,
  username: 'restaurante',
  nombre: 'Ana',
  apellido: 'Peña',
  correo: 'restaurante@grupo-restaurantes.com',
  telefono: '7012-3401',
  posicion: 'Gerente de Restaurante',
  rol: 'Restaurante',
  rolID: 5,
  departamento: 'Operaciones',
  sucursalID: 2,
  sucursal: 'Subway Escalón',
  marca: 'Subway',
  bodega: 'SW01',
  empleadoID: 1002,
  codEmpleado: 'AP100200',
  jefe: null,
  vetado: 0,
  foto: null,
  perfil: 'Restaurante',
  debeCambiarClave: false,
};

/** The API's answers: the menu and the user; the config's shape does not matter here. */
const answer = async (url: string) =>
  new Response(JSON.stringify(url === '/api/menu' ? menu : url === '/api/users/me' ? user : {}), {
    status: 200,
  });

describe('prefetchShell', () => {
  it('asks for the user, the menu and the config at once, then fetches the page the menu names', async () => {
    saveSession({ id: 1, authToken: 'tok' });
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return answer(url);
    });
    const menuPage = vi.spyOn(PAGE_REGISTRY.TicketsMenu.page, 'preload').mockResolvedValue(null);
    const other = vi.spyOn(PAGE_REGISTRY.SentMail.page, 'preload').mockResolvedValue(null);

    const ready = prefetchShell(createQueryClient(), '/Tickets/Menu');

    expect(asked.sort()).toEqual(['/api/config', '/api/menu', '/api/users/me']);
    await ready;
    expect(menuPage).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('is ready only once the page named by the menu has its chunks', async () => {
    saveSession({ id: 1, authToken: 'tok' });
    vi.stubGlobal('fetch', answer);
    let chunksHere: (value: unknown) => void = () => undefined;
    vi.spyOn(PAGE_REGISTRY.TicketsMenu.page, 'preload').mockReturnValue(
      new Promise((resolve) => (chunksHere = resolve)),
    );
    let isReady = false;
    const client = createQueryClient();
    void prefetchShell(client, '/Tickets/Menu').then(() => (isReady = true));

    await waitFor(() => expect(client.getQueryData(['session', 'menu'])).toBeTruthy());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isReady).toBe(false);
    chunksHere(null);
    await waitFor(() => expect(isReady).toBe(true));
  });

  it('is ready, not failed, when the menu or the page cannot be had', async () => {
    saveSession({ id: 1, authToken: 'tok' });
    vi.stubGlobal('fetch', async () => new Response('{}', { status: 404 }));
    const client = createQueryClient();
    await expect(prefetchShell(client, '/Tickets/Menu')).resolves.toBeUndefined();
    expect(isShellCold(client)).toBe(true);
  });

  it('fetches no page for a path the menu does not hold', async () => {
    saveSession({ id: 1, authToken: 'tok' });
    vi.stubGlobal('fetch', answer);
    const menuPage = vi.spyOn(PAGE_REGISTRY.TicketsMenu.page, 'preload').mockResolvedValue(null);
    const client = createQueryClient();
    expect(isShellCold(client)).toBe(true);
    await prefetchShell(client, '/Usuarios/lista');
    expect(isShellCold(client)).toBe(false);
    expect(menuPage).not.toHaveBeenCalled();
  });
});
