import { describe, expect, it } from 'vitest';
import { MENU, PERMISSION_KEYS, visibleMenu, type PermissionEntry } from './menu';

const entry = (over: Partial<PermissionEntry>): PermissionEntry => ({
  modulo: 'Tickets',
  icono: 'x',
  isSubMenu: 1,
  menuItemActive: 1,
  subMenu: [],
  ...over,
});

describe('menu', () => {
  it('gives every option a unique permission key and a unique route', () => {
    const rutas = MENU.flatMap((m) => m.opciones.map((o) => o.ruta.toLowerCase()));
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
    expect(new Set(rutas).size).toBe(rutas.length);
  });

  it('hides sub-entries whose mostrar is not 1 and entries named Desactivado', () => {
    const menu = visibleMenu([
      entry({
        subMenu: [
          { nombre: 'Mis Tickets', ruta: 'a', componente: 'A', mostrar: 1, clave: 'a' },
          { nombre: 'Oculto', ruta: 'b', componente: 'B', mostrar: 0, clave: 'b' },
          { nombre: 'Desactivado', ruta: 'c', componente: 'C', mostrar: 1, clave: 'c' },
        ],
      }),
    ]);
    expect(menu[0]?.subMenu.map((s) => s.nombre)).toEqual(['Mis Tickets']);
  });

  it('drops a module left with nothing to show', () => {
    const menu = visibleMenu([
      entry({ subMenu: [{ nombre: 'x', ruta: 'x', componente: 'X', mostrar: 0, clave: 'x' }] }),
      entry({
        modulo: 'Desactivado',
        subMenu: [{ nombre: 'y', ruta: 'y', componente: 'Y', mostrar: 1, clave: 'y' }],
      }),
    ]);
    expect(menu).toEqual([]);
  });
});
