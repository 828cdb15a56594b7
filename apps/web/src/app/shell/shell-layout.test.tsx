import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SessionUser } from '@jarvis/contracts/auth';
import type { PermissionEntry } from '@jarvis/contracts/menu';
import { createQueryClient } from '../../lib/query-client';
import { saveSession } from '../../lib/session';
import { AppProviders } from '../app-providers';
import { createRoutes } from '../router';

const user: SessionUser = {
  userID: 1,
  username: 'admin',
  nombre: 'Rodrigo',
  apellido: 'Hernández',
  correo: 'admin@grupo-restaurantes.com',
  telefono: '7012-3401',
  posicion: 'Jefe de Informática',
  rol: 'Admin',
  rolID: 1,
  departamento: 'Informática',
  sucursalID: 1,
  sucursal: 'Oficina Central',
  marca: 'Ninguna',
  bodega: 'OF01',
  empleadoID: 1001,
  codEmpleado: 'RH497397',
  jefe: null,
  vetado: 0,
  foto: null,
  perfil: 'Admin',
  debeCambiarClave: false,
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
      {
        nombre: 'Detalle de Ticket',
        ruta: 'Tickets/detalles',
        componente: 'TicketDetails',
        mostrar: 0,
        clave: 'tickets.details',
      },
    ],
  },
];

const answers: Record<string, unknown> = {
  '/api/users/me': user,
  '/api/menu': { data: menu },
  '/api/config': { businessTz: 'America/El_Salvador', utcOffsetMinutes: -360, version: '2.0' },
};

beforeEach(() => {
  saveSession({ id: 1, authToken: 'tok' });
  // A desktop-wide screen, so the side menu is shown rather than kept in a drawer.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('min-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
  }));
  // jsdom has no layout: antd's menu only needs the observer to exist.
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'fetch',
    async (url: string) => new Response(JSON.stringify(answers[url]), { status: 200 }),
  );
});

function open(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

describe('shell', () => {
  it('hides the splash 3 s after the signed-in screen was asked for, though the user and menu never answer', async () => {
    vi.stubGlobal('fetch', (url: string) =>
      url === '/api/config'
        ? Promise.resolve(new Response(JSON.stringify(answers[url]), { status: 200 }))
        : new Promise(() => undefined),
    );
    const started = performance.now();
    open('/Tickets/Menu');
    expect(await screen.findByText('Cargando Jarvis')).toBeTruthy();
    // The route's loader waits up to 3 s for them; the shell then counts from the same start.
    await waitFor(() => expect(screen.queryByText('Cargando Jarvis')).toBeNull(), {
      timeout: 6000,
    });
    const elapsed = performance.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(2900);
    expect(elapsed).toBeLessThan(5000); // counted from the shell's mount it would be 6 s
  });

  it('greets the user and lists only the options the side menu should show', async () => {
    open('/Tickets/Menu');
    expect(await screen.findByRole('heading', { name: 'Menú de Tickets' })).toBeTruthy();
    expect(screen.getByText('Hola,')).toBeTruthy();
    // The initials are drawn by CSS from data-initials, so the button is named by its greeting alone.
    const avatar = document.querySelector('.user-trigger .initials-avatar');
    expect(avatar?.getAttribute('data-initials')).toBe('RH');
    expect(avatar?.textContent).toBe('');
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Menú de Tickets' }).getAttribute('href')).toBe(
      '/Tickets/Menu',
    );
    expect(within(nav).queryByText('Detalle de Ticket')).toBeNull();
    expect(screen.getByText('Hoy')).toBeTruthy();
    expect(screen.getByText(/Jarvis \| ver2\.0/)).toBeTruthy();
  });

  it('opens a hidden option with its parameters and names it in the breadcrumb', async () => {
    open('/Tickets/detalles/15/u/OF01');
    expect(await screen.findByRole('heading', { name: 'Detalle de Ticket' })).toBeTruthy();
    expect(screen.getAllByText('Detalle de Ticket').length).toBeGreaterThan(1);
  });

  it('answers 404 inside the shell for a path outside the permissions', async () => {
    open('/Usuarios/lista');
    expect(await screen.findByRole('link', { name: /Volver al inicio/ })).toBeTruthy();
    // The page's own heading, beside the breadcrumb that names it too.
    expect(screen.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeTruthy();
  });

  it('always offers the inventory detail', async () => {
    open('/Inventario/vista/7');
    expect(await screen.findByRole('heading', { name: 'Detalle de Inventario' })).toBeTruthy();
  });

  it('opens the user menu with who the user is, and closes it with Escape or a click outside', async () => {
    open('/Tickets/Menu');
    const trigger = await screen.findByRole('button', { name: 'Menú de usuario: Hola, Rodrigo' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger);
    const options = screen.getByRole('menu', { name: 'Opciones de usuario' });
    expect(screen.getByText('Jefe de Informática')).toBeTruthy();
    expect(
      within(options)
        .getByRole('menuitem', { name: /Mi Perfil/ })
        .getAttribute('aria-disabled'),
    ).toBe('true');
    expect(within(options).getByText('No disponible')).toBeTruthy();
    expect(
      within(options)
        .getByRole('menuitem', { name: /Cerrar Sesión/ })
        .getAttribute('href'),
    ).toBe('/logout');
    within(options)
      .getByRole('menuitem', { name: /Cerrar Sesión/ })
      .focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(trigger);
    fireEvent.click(trigger);
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('collapses the side bar to icons on a desktop', async () => {
    open('/Tickets/Menu');
    const toggle = await screen.findByRole('button', { name: 'Contraer o expandir el menú' });
    const nav = screen.getByRole('navigation', { name: 'Menú principal' });
    expect(within(nav).getByRole('link', { name: 'Menú de Tickets' })).toBeTruthy();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Menú de Tickets' })).toBeNull();
    fireEvent.click(within(nav).getByRole('button', { name: 'Tickets' }));
    expect(within(nav).getByRole('link', { name: 'Menú de Tickets' })).toBeTruthy();
  });

  it('on a phone keeps the menu in a drawer that Escape closes, giving focus back', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    open('/Tickets/Menu');
    const opener = await screen.findByRole('button', { name: 'Abrir el menú' });
    expect(screen.queryByRole('navigation', { name: 'Menú principal' })).toBeNull();
    opener.focus();
    fireEvent.click(opener);
    const drawer = screen.getByRole('dialog', { name: 'Menú' });
    expect(document.activeElement).toBe(within(drawer).getByRole('button', { name: 'Cerrar' }));
    expect(within(drawer).getByRole('link', { name: 'Menú de Tickets' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // Choosing an option closes the drawer too.
    fireEvent.click(opener);
    fireEvent.click(
      within(screen.getByRole('dialog')).getByRole('link', { name: 'Menú de Tickets' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
