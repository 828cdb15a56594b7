import type { ReactNode } from 'react';
import { firstPage, renderRoute } from '../../lib/test-api';
import type { UserPage, UserRow } from '@jarvis/contracts/users';

/** Shared set-up of the users feature's tests (the fake API and browser live in lib/test-api). */
export {
  mockApi,
  stubScreen,
  stubSignedInBrowser as stubBrowser,
  type ApiAnswer,
  type ApiCall,
} from '../../lib/test-api';

/**
 * The providers the shell gives a page, under its route at `path` (a list keeps its state in the
 * address); toasts are spied on rather than drawn.
 */
export function renderWithApp(node: ReactNode, path = '/Usuarios') {
  return renderRoute(node, path);
}

export const route = { nombre: 'Usuarios' };

export function userRow(overrides: Partial<UserRow> = {}): UserRow {
  return {
    userID: 10,
    username: 'ana.lopez',
    nombre: 'Ana',
    apellido: 'López',
    posicion: 'Gerente de Restaurante',
    telefono: '7012-3456',
    rol: 'Restaurante',
    correo: 'ana.lopez@grupo-restaurantes.com',
    departamento: 'Operaciones',
    sucursalID: 4,
    sucursal: 'Metrocentro',
    marca: 'Subway',
    marcaID: null,
    codEmpleado: 'AL123456',
    vetado: 0,
    foto: null,
    posicionID: 17,
    departamentoID: 7,
    version: 'v1',
    canManage: true,
    ...overrides,
  };
}

export function userPage(items: UserRow[], overrides: Partial<UserPage> = {}): UserPage {
  return {
    ...firstPage(items),
    canManagePermissions: true,
    canBlock: false,
    canChangeBranch: false,
    ...overrides,
  };
}
