import { describe, expect, it } from 'vitest';
import {
  DISABLED_ENTRY,
  isPermissionKey,
  MENU,
  MenuResponseSchema,
  PERMISSION_KEYS,
  visibleMenu,
  type PermissionEntry,
} from './menu';
import { HOME_PATH } from './shell';
import { TICKETS_MENU_CARDS } from './tickets';

const entry = (over: Partial<PermissionEntry>): PermissionEntry => ({
  modulo: 'Tickets',
  icono: 'x',
  isSubMenu: 1,
  menuItemActive: 1,
  subMenu: [],
  ...over,
});

type Option = (typeof MENU)[number]['opciones'][number];
const options: Option[] = MENU.flatMap((m): readonly Option[] => m.opciones);
const routes = new Set(options.map((o) => o.ruta));

/** The whole catalogue as the API answers a user who holds every option. */
const everything = (): PermissionEntry[] =>
  MENU.map((m) => ({
    modulo: m.modulo,
    icono: m.icono,
    isSubMenu: 1,
    menuItemActive: 1,
    subMenu: m.opciones.map((o) => ({ ...o })),
  }));

describe('the menu catalogue', () => {
  it('gives every option a unique permission key and a unique route', () => {
    const rutas = options.map((o) => o.ruta.toLowerCase());
    expect(new Set(PERMISSION_KEYS).size).toBe(PERMISSION_KEYS.length);
    expect(new Set(rutas).size).toBe(rutas.length);
  });

  it('names every permission module.action, in the catalogue’s order', () => {
    for (const key of PERMISSION_KEYS) expect(key).toMatch(/^[a-z]+\.[a-z][A-Za-z]*$/);
    expect(PERMISSION_KEYS).toEqual(options.map((o) => o.clave));
  });

  it('maps every option to a page of its own, so the page registry finds one component each', () => {
    const componentes = options.map((o) => o.componente);
    expect(new Set(componentes).size).toBe(componentes.length);
    for (const componente of componentes) expect(componente).toMatch(/^[A-Z][A-Za-z]+$/);
  });

  it('writes every route relative to the site root, without spaces or a trailing slash', () => {
    for (const { ruta } of options) expect(ruta).toMatch(/^[A-Za-z][\w-]*(\/[\w-]+)*$/);
  });

  it('shows or hides each option with 1 or 0, and every module has one shown', () => {
    for (const { mostrar } of options) expect([0, 1]).toContain(mostrar);
    for (const m of MENU) expect(m.opciones.some((o) => o.mostrar === 1)).toBe(true);
  });

  it('uses the hidden label for no module and no option', () => {
    const modulos = MENU.map((m) => m.modulo);
    expect(new Set(modulos).size).toBe(modulos.length);
    expect(modulos).not.toContain(DISABLED_ENTRY);
    expect(options.map((o) => o.nombre)).not.toContain(DISABLED_ENTRY);
  });

  it('answers in the shape the web parses, and a user with every option sees every shown one', () => {
    const menu = MenuResponseSchema.parse({ data: everything() }).data;
    const shown = visibleMenu(menu).flatMap((m) => m.subMenu.map((s) => s.clave));
    expect(shown).toEqual(options.filter((o) => o.mostrar === 1).map((o) => o.clave));
  });

  it('leads home and from the tickets menu’s cards only to routes of the catalogue', () => {
    expect(routes).toContain(HOME_PATH.replace(/^\//, ''));
    for (const card of TICKETS_MENU_CARDS) expect(routes).toContain(card.ruta);
  });
});

describe('isPermissionKey', () => {
  it('accepts every key of the catalogue and nothing that merely looks like one', () => {
    for (const key of PERMISSION_KEYS) expect(isPermissionKey(key)).toBe(true);
    for (const near of ['', 'tickets', 'tickets.Menu', 'TICKETS.MENU', 'tickets.menu ', 'x.y'])
      expect(isPermissionKey(near)).toBe(false);
  });
});

describe('visibleMenu', () => {
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

  it('keeps the order it was given and leaves the entries it was given untouched', () => {
    const given = everything();
    const before = structuredClone(given);
    const menu = visibleMenu(given);
    expect(menu.map((m) => m.modulo)).toEqual(MENU.map((m) => m.modulo));
    expect(given).toEqual(before);
  });
});
