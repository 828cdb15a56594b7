import { describe, expect, it } from 'vitest';
import { MENU, type PermissionEntry } from '@jarvis/contracts/menu';
import { buildPermittedRoutes, findRoute } from './permission-routes';
import { PAGE_REGISTRY, pageFor } from './page-registry';

const entry = (modulo: string, subMenu: PermissionEntry['subMenu']): PermissionEntry => ({
  modulo,
  icono: 'AppstoreOutlined',
  isSubMenu: 1,
  menuItemActive: 1,
  subMenu,
});
const option = (ruta: string, componente: string, mostrar = 1) => ({
  nombre: ruta,
  ruta,
  componente,
  mostrar,
  clave: ruta,
});

const fullMenu: PermissionEntry[] = MENU.map((m) =>
  entry(
    m.modulo,
    m.opciones.map((o) => ({ ...o })),
  ),
);

describe('buildPermittedRoutes', () => {
  it('gives every sub-entry a route, including the ones hidden from the side menu', () => {
    const paths = buildPermittedRoutes([
      entry('Tickets', [
        option('Tickets/Menu', 'TicketsMenu'),
        option('Tickets/mis-tickets', 'TicketsMine', 0),
      ]),
    ]).map((r) => r.path);
    expect(paths).toContain('/Tickets/Menu');
    expect(paths).toContain('/Tickets/mis-tickets');
  });

  it('adds the path parameters the pages take', () => {
    const paths = buildPermittedRoutes(fullMenu).map((r) => r.path);
    expect(paths).toContain('/Tickets/detalles/:id/:tipoMenu/:sucursal');
    expect(paths).not.toContain('/Tickets/detalles');
    expect(paths).toContain('/Compras/orden/:pedidoId');
    expect(paths).toContain('/Proveedor/crear/:id');
    expect(paths).toContain('/Compras/pedidos-nuevos');
    expect(paths).toContain('/Compras/pedidos-nuevos/:proveedorID');
  });

  it('always offers the inventory detail, even with no permissions', () => {
    const routes = buildPermittedRoutes([]);
    expect(routes.map((r) => r.path)).toEqual(['/Inventario/vista/:inventarioID']);
    expect(findRoute(routes, '/Inventario/vista/42')?.nombre).toBe('Detalle de Inventario');
  });

  it('keeps the module and the option name for the breadcrumb', () => {
    const routes = buildPermittedRoutes([
      entry('Compras', [option('Compras/orden', 'PurchaseOrder')]),
    ]);
    expect(findRoute(routes, '/Compras/orden/1001')).toMatchObject({
      modulo: 'Compras',
      nombre: 'Compras/orden',
      ruta: 'Compras/orden',
    });
  });

  it('does not reach paths outside the permissions', () => {
    const routes = buildPermittedRoutes([
      entry('Tickets', [option('Tickets/Menu', 'TicketsMenu')]),
    ]);
    expect(findRoute(routes, '/Usuarios/lista')).toBeUndefined();
    expect(findRoute(routes, '/Tickets/Menu/extra')).toBeUndefined();
  });

  it('lists a route once when two modules name the same ruta', () => {
    const routes = buildPermittedRoutes([
      entry('A', [option('Traslados', 'TransfersRequest')]),
      entry('B', [option('/Traslados/', 'TransfersRequest')]),
    ]);
    expect(routes.filter((r) => r.path === '/Traslados')).toHaveLength(1);
  });
});

describe('page registry', () => {
  it('registers a page for every componente of the catalogue', () => {
    const componentes = MENU.flatMap((m) => m.opciones.map((o) => o.componente));
    for (const componente of componentes) expect(PAGE_REGISTRY[componente]).toBeDefined();
  });

  it('serves every componente of the catalogue with a page of its own', () => {
    const pages = MENU.flatMap((m) => m.opciones.map((o) => pageFor(o.componente)));
    expect(new Set(pages).has(pageFor('SomethingNew'))).toBe(false);
  });
});
