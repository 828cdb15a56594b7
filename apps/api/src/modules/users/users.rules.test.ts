import { describe, expect, it } from 'vitest';
import { POSICIONES as P } from '@jarvis/contracts/org';
import { USERS_MESSAGES } from '@jarvis/contracts/users';
import {
  brandForBranch,
  branchRuleFor,
  defaultRoleId,
  employeeCode,
  mayAssignPosition,
  mayAssignRole,
  mayManageAccount,
  profileFor,
  usernameCandidate,
} from './users.rules';

const creator = (posicion: string, departamento = 'Operaciones', rol = 'Oficina') => ({
  posicion,
  departamento,
  rol,
  sucursalId: 7,
  marca: 'Subway',
});

describe('positions a creator may not assign (spec 1 §6)', () => {
  const allowed = (posicion: string, departamento?: string) =>
    [
      P.gerenteOperaciones,
      P.gerenteZona,
      P.gerenteRestaurante,
      P.gerenteContabilidad,
      P.supervisorContable,
      P.gerenteAdministrativoFinanciero,
      P.coordinadorCompras,
      P.artista,
      'Auxiliar Contable',
    ].filter((p) => mayAssignPosition(creator(posicion, departamento), p));

  it('Gerente de Operaciones: only Gerente de Zona', () => {
    expect(allowed(P.gerenteOperaciones)).toEqual([P.gerenteZona]);
  });
  it('Gerente de Zona: all but Gerente de Zona and Gerente de Operaciones', () => {
    const list = allowed(P.gerenteZona);
    expect(list).not.toContain(P.gerenteZona);
    expect(list).not.toContain(P.gerenteOperaciones);
    expect(list).toContain(P.gerenteRestaurante);
  });
  it('Gerente de Restaurante: no manager positions', () => {
    expect(allowed(P.gerenteRestaurante)).toEqual([
      P.supervisorContable,
      P.coordinadorCompras,
      P.artista,
      'Auxiliar Contable',
    ]);
  });
  it('Gerente de Contabilidad and Supervisor Contable', () => {
    const gc = allowed(P.gerenteContabilidad, 'Contabilidad');
    for (const p of [
      P.gerenteAdministrativoFinanciero,
      P.gerenteContabilidad,
      P.coordinadorCompras,
    ])
      expect(gc).not.toContain(p);
    expect(gc).toContain(P.supervisorContable);
    const sc = allowed(P.supervisorContable, 'Contabilidad');
    expect(sc).not.toContain(P.supervisorContable);
    expect(sc).toContain('Auxiliar Contable');
  });
  it('administrators (role Admin or Informática) assign any position', () => {
    expect(allowed('Jefe de Informática', 'Informática')).toHaveLength(9);
    expect(allowed('Gerente General', 'Gerencia')).toHaveLength(9);
    expect(mayAssignPosition(creator(P.gerenteZona, 'Operaciones', 'Admin'), P.gerenteZona)).toBe(
      true,
    );
  });
});

describe('what the creator position decides', () => {
  it('profile', () => {
    expect(profileFor(creator(P.gerenteRestaurante))).toBe('Artista');
    expect(profileFor(creator(P.gerenteZona))).toBe('Gerente de Restaurante');
    expect(profileFor(creator(P.gerenteOperaciones))).toBe('Gerente de Zona');
    expect(profileFor(creator('Jefe de Informática', 'Informática'))).toBe('Oficina');
  });
  it('default role and branch', () => {
    expect(defaultRoleId(creator('Auxiliar Contable', 'Contabilidad'))).toBe(2);
    expect(defaultRoleId(creator(P.gerenteOperaciones))).toBe(2);
    expect(defaultRoleId(creator(P.gerenteZona))).toBe(3);
    expect(defaultRoleId(creator(P.gerenteRestaurante))).toBe(3);
    expect(branchRuleFor(creator('Técnico de Mantenimiento', 'Mantenimiento'))).toEqual({
      kind: 'fixed',
      sucursalId: 1,
    });
    expect(branchRuleFor(creator(P.gerenteRestaurante))).toEqual({ kind: 'fixed', sucursalId: 7 });
    expect(branchRuleFor(creator(P.gerenteZona))).toEqual({ kind: 'own-brand', marca: 'Subway' });
  });
});

describe('Admin accounts (issue 49)', () => {
  const informatica = creator('Analista de Informática', 'Informática');
  const admin = creator('Jefe de Informática', 'Informática', 'Admin');

  it('are acted on only by an Admin; every other account by any administrator', () => {
    expect(mayManageAccount(informatica, { rol: 'Admin' })).toBe(false);
    expect(mayManageAccount(admin, { rol: 'Admin' })).toBe(true);
    expect(mayManageAccount(informatica, { rol: 'Oficina' })).toBe(true);
    expect(mayManageAccount(informatica, { rol: 'Restaurante' })).toBe(true);
  });

  it('are created only by an Admin', () => {
    expect(mayAssignRole(informatica, 1)).toBe(false);
    expect(mayAssignRole(admin, 1)).toBe(true);
    expect(mayAssignRole(informatica, 2)).toBe(true);
  });
});

describe('generated identifiers', () => {
  it('employee code: initials without accents and a number from 100000 to 999999', () => {
    expect(employeeCode('Ángel', 'Ñúñez', () => 0)).toBe('AN100000');
    expect(employeeCode('josé', 'pérez', () => 0.999999999)).toBe('JP999999');
  });
  it('username: first name and first surname, plain, numbered when taken', () => {
    expect(usernameCandidate('José Ángel', 'Ramírez Peña')).toBe('jose.ramirez');
    expect(usernameCandidate('María', "O'Neill", 3)).toBe('maria.oneill3');
    expect(usernameCandidate('x'.repeat(60), 'y', 12)).toHaveLength(50);
  });
});

describe('the brand a user keeps at a branch', () => {
  const office = { nombre: 'Oficina Central', marca: 'Ninguna', esOficina: true };
  const restaurant = { nombre: 'Humo Zona Rosa', marca: 'Humo', esOficina: false };
  const subway = { id: 1, nombre: 'Subway' };

  it('keeps an office user’s brand; none or Ninguna keep nothing', () => {
    expect(brandForBranch(office, subway)).toEqual({ marcaId: 1 });
    expect(brandForBranch(office, undefined)).toEqual({ marcaId: null });
    expect(brandForBranch(office, { id: 4, nombre: 'Ninguna' })).toEqual({ marcaId: null });
  });

  it('keeps nothing for a restaurant’s user and refuses another brand than the branch’s', () => {
    expect(brandForBranch(restaurant, undefined)).toEqual({ marcaId: null });
    expect(brandForBranch(restaurant, { id: 2, nombre: 'Humo' })).toEqual({ marcaId: null });
    expect(brandForBranch(restaurant, subway)).toEqual({
      refused: USERS_MESSAGES.marcaOnlyForOffice('Humo Zona Rosa', 'Humo'),
    });
  });
});
