import { describe, expect, it } from 'vitest';
import type { UserFormOptions } from '@jarvis/contracts/users';
import { isOfficeBranch, staleChoices, visibleFields } from './new-user-values';

const options: UserFormOptions = {
  isAdministrator: true,
  choosesBranch: false,
  emailDomain: 'grupo-restaurantes.com',
  perfil: 'Oficina',
  roles: [],
  departamentos: [
    { id: 1, nombre: 'Informática' },
    { id: 7, nombre: 'Operaciones' },
  ],
  posiciones: [
    { id: 30, nombre: 'Técnico de Soporte', departamentoID: 1 },
    { id: 20, nombre: 'Artista', departamentoID: 7 },
  ],
  sucursales: [
    { id: 1, nombre: 'Oficina Central', marca: 'Ninguna', bodega: 'OF01', esOficina: true },
    { id: 4, nombre: 'Metrocentro', marca: 'Subway', bodega: 'SW04', esOficina: false },
  ],
  marcas: [{ id: 2, nombre: 'Humo' }],
  jefes: [],
  defaults: { rolID: 2, departamentoID: 1, jefe: null, sucursalID: 1 },
};

describe('Marca de compras in Registro de Usuario', () => {
  it('belongs to an office branch, chosen or the one the server assigns', () => {
    expect(isOfficeBranch(options, 1)).toBe(true);
    expect(isOfficeBranch(options, undefined)).toBe(true);
    expect(isOfficeBranch(options, 4)).toBe(false);
    const restaurant = { ...options, defaults: { ...options.defaults, sucursalID: 4 } };
    expect(isOfficeBranch(restaurant, undefined)).toBe(false);
    expect(visibleFields(options)).toContain('marcaID');
    expect(visibleFields({ ...options, sucursales: options.sucursales.slice(1) })).not.toContain(
      'marcaID',
    );
  });

  it('is dropped when the branch leaves the office, kept while it stays there', () => {
    expect(staleChoices(options, { sucursalID: 4 }, undefined)).toEqual(['marcaID']);
    expect(staleChoices(options, { sucursalID: 1 }, undefined)).toEqual([]);
    // Cleared, the branch is the default: the office.
    expect(staleChoices(options, { sucursalID: undefined }, undefined)).toEqual([]);
  });

  it('leaves the position alone unless the department no longer has it', () => {
    expect(staleChoices(options, { departamentoID: 7 }, 30)).toEqual(['posicionID']);
    expect(staleChoices(options, { departamentoID: 1 }, 30)).toEqual([]);
    expect(staleChoices(options, { nombre: 'Irene' }, 30)).toEqual([]);
  });
});
