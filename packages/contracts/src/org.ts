/** Organisation vocabulary: the names the spec uses for roles, departments, brands and positions. */

export const ROLES = { admin: 'Admin', oficina: 'Oficina', restaurante: 'Restaurante' } as const;
export const ROLE_IDS = { admin: 1, oficina: 2, restaurante: 3 } as const;

export const DEPARTAMENTOS = {
  informatica: 'Informática',
  compras: 'Compras',
  mantenimiento: 'Mantenimiento',
  contabilidad: 'Contabilidad',
  gerencia: 'Gerencia',
  recursosHumanos: 'Recursos Humanos',
  operaciones: 'Operaciones',
} as const;

export const MARCAS = { subway: 'Subway', humo: 'Humo', vivaExpresso: 'Viva Expresso' } as const;
/** The brand label of office branches; the ticket detail omits it. */
export const MARCA_NINGUNA = 'Ninguna';

export const POSICIONES = {
  gerenteOperaciones: 'Gerente de Operaciones',
  gerenteZona: 'Gerente de Zona',
  gerenteRestaurante: 'Gerente de Restaurante',
  gerenteContabilidad: 'Gerente de Contabilidad',
  supervisorContable: 'Supervisor Contable',
  gerenteAdministrativoFinanciero: 'Gerente Administrativo y Financiero',
  coordinadorCompras: 'Coordinador de Compras',
  artista: 'Artista',
} as const;

/** Initials for the avatar: first letter of the first name and of the last name. */
export function initials(nombre: string, apellido: string): string {
  const first = (s: string) => s.trim().charAt(0).toLocaleUpperCase('es');
  return `${first(nombre)}${first(apellido)}`;
}
