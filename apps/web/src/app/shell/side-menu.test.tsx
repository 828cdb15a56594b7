import { describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { PermissionEntry } from '@jarvis/contracts/menu';
import { SideMenu } from './side-menu';

const option = (nombre: string, ruta: string, mostrar = 1) => ({
  nombre,
  ruta,
  componente: 'X',
  mostrar,
  clave: ruta,
});

const entries: PermissionEntry[] = [
  {
    modulo: 'Tickets',
    icono: 'CustomerServiceOutlined',
    isSubMenu: 1,
    menuItemActive: 1,
    subMenu: [
      option('Menú de Tickets', 'Tickets/Menu'),
      option('Detalle de Ticket', 'Tickets/detalles', 0),
    ],
  },
  {
    modulo: 'Compras',
    icono: 'ShoppingCartOutlined',
    isSubMenu: 1,
    menuItemActive: 1,
    subMenu: [
      option('Nuevo Pedido', 'Compras/nuevo'),
      option('Pedidos Abiertos', 'Compras/abiertos'),
    ],
  },
  {
    modulo: 'ERP',
    icono: 'CloudSyncOutlined',
    isSubMenu: 0,
    menuItemActive: 1,
    subMenu: [option('Integración SAP', 'ERP/documentos')],
  },
];

function draw(props: Partial<Parameters<typeof SideMenu>[0]> = {}) {
  const onNavigate = vi.fn();
  render(
    <MemoryRouter>
      <SideMenu
        entries={entries}
        selectedPath="/Tickets/Menu"
        selectedModule="Tickets"
        onNavigate={onNavigate}
        {...props}
      />
    </MemoryRouter>,
  );
  return { nav: screen.getByRole('navigation', { name: 'Menú principal' }), onNavigate };
}

describe('side menu', () => {
  it('opens the current module, marks the current page and hides the options not to be shown', () => {
    const { nav } = draw();
    const tickets = within(nav).getByRole('button', { name: 'Tickets' });
    expect(tickets.getAttribute('aria-expanded')).toBe('true');
    const current = within(nav).getByRole('link', { name: 'Menú de Tickets' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(within(nav).queryByText('Detalle de Ticket')).toBeNull();
    expect(within(nav).getByRole('button', { name: 'Compras' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(within(nav).queryByRole('link', { name: 'Nuevo Pedido' })).toBeNull();
  });

  it('opens and closes a module in place, and a module without groups stands at the top', () => {
    const { nav, onNavigate } = draw();
    fireEvent.click(within(nav).getByRole('button', { name: 'Compras' }));
    expect(within(nav).getByRole('link', { name: 'Pedidos Abiertos' }).getAttribute('href')).toBe(
      '/Compras/abiertos',
    );
    // Tickets stays open: opening one module does not close the others.
    expect(within(nav).getByRole('link', { name: 'Menú de Tickets' })).toBeTruthy();
    fireEvent.click(within(nav).getByRole('button', { name: 'Compras' }));
    expect(within(nav).queryByRole('link', { name: 'Pedidos Abiertos' })).toBeNull();
    fireEvent.click(within(nav).getByRole('link', { name: 'Integración SAP' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
  });

  it('collapsed, shows a module’s options beside its icon and closes them with Escape', () => {
    const { nav, onNavigate } = draw({ collapsed: true });
    expect(within(nav).queryByRole('link', { name: 'Menú de Tickets' })).toBeNull();
    const compras = within(nav).getByRole('button', { name: 'Compras' });
    fireEvent.click(compras);
    expect(compras.getAttribute('aria-expanded')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Nuevo Pedido' })).toBeTruthy();
    within(nav).getByRole('link', { name: 'Nuevo Pedido' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(within(nav).queryByRole('link', { name: 'Nuevo Pedido' })).toBeNull();
    expect(document.activeElement).toBe(compras);
    // One flyout at a time; a click outside closes it; choosing an option closes it too.
    fireEvent.click(compras);
    fireEvent.click(within(nav).getByRole('button', { name: 'Tickets' }));
    expect(within(nav).queryByRole('link', { name: 'Nuevo Pedido' })).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(within(nav).queryByRole('link', { name: 'Menú de Tickets' })).toBeNull();
    fireEvent.click(compras);
    fireEvent.click(within(nav).getByRole('link', { name: 'Nuevo Pedido' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(within(nav).queryByRole('link', { name: 'Nuevo Pedido' })).toBeNull();
  });

  it('opens the module of a page reached another way, keeping the ones the user opened', () => {
    const { nav } = draw();
    fireEvent.click(within(nav).getByRole('button', { name: 'Tickets' }));
    expect(within(nav).getByRole('button', { name: 'Tickets' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    cleanup();
    const again = draw({ selectedPath: '/Compras/nuevo', selectedModule: 'Compras' });
    expect(within(again.nav).getByRole('link', { name: 'Nuevo Pedido' })).toBeTruthy();
  });
});
