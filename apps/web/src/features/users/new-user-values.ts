import {
  NewUserSchema,
  type Employee,
  type NewUser,
  type UserFormOptions,
} from '@jarvis/contracts/users';

/** The 'Registro de Usuario' form as antd holds it: every field may still be empty. */
export type NewUserValues = {
  codEmpleado?: string;
  nombre?: string;
  apellido?: string;
  correo?: string;
  telefono?: string;
  posicionID?: number;
  rolID?: number;
  departamentoID?: number;
  jefe?: number;
  sucursalID?: number;
  /** 'Marca de compras': only for a user of an office branch; empty means 'Ninguna'. */
  marcaID?: number;
};
type NewUserField = keyof NewUserValues;

type Option = { id: number; nombre: string };

export const nameOf = (options: readonly Option[], id: number | null | undefined) =>
  options.find((option) => option.id === id)?.nombre;

const offered = (options: readonly Option[], id: number | null) =>
  id !== null && options.some((option) => option.id === id) ? id : undefined;

/** The fields this creator sees: role, department, boss and branch are the administrator's. */
export function visibleFields(options: UserFormOptions): NewUserField[] {
  const fields: NewUserField[] = [
    'codEmpleado',
    'nombre',
    'apellido',
    'correo',
    'telefono',
    'posicionID',
  ];
  if (options.isAdministrator) fields.push('rolID', 'departamentoID', 'jefe', 'sucursalID');
  else if (options.choosesBranch) fields.push('sucursalID');
  if (options.sucursales.some((sucursal) => sucursal.esOficina)) fields.push('marcaID');
  return fields;
}

/**
 * Whether the new user's branch (the one chosen, or the one the server will assign) is an office:
 * only office staff may have a brand of their own.
 */
export function isOfficeBranch(options: UserFormOptions, sucursalID: number | undefined): boolean {
  const id = sucursalID ?? options.defaults.sucursalID;
  return options.sucursales.some((sucursal) => sucursal.id === id && sucursal.esOficina);
}

/**
 * The choices a change of the form leaves stale, to empty: a position outside the department chosen,
 * and the brand once the branch is no office (a restaurant's user has its branch's brand).
 */
export function staleChoices(
  options: UserFormOptions,
  changed: Partial<NewUserValues>,
  posicionID: number | undefined,
): NewUserField[] {
  const stale: NewUserField[] = [];
  if ('sucursalID' in changed && !isOfficeBranch(options, changed.sucursalID))
    stale.push('marcaID');
  if (
    'departamentoID' in changed &&
    posicionID !== undefined &&
    !positionsFor(options, changed.departamentoID).some((p) => p.id === posicionID)
  )
    stale.push('posicionID');
  return stale;
}

/** Administrators see the positions of the chosen department (and those of none). */
export function positionsFor(options: UserFormOptions, departamentoID: number | undefined) {
  if (!options.isAdministrator || departamentoID === undefined) return options.posiciones;
  return options.posiciones.filter(
    (posicion) => posicion.departamentoID === departamentoID || posicion.departamentoID === null,
  );
}

/**
 * The employee's data for the fields this creator may fill; choices the form does not offer are left
 * out rather than sent and refused.
 */
export function prefillFrom(employee: Employee, options: UserFormOptions): NewUserValues {
  const values: NewUserValues = {
    codEmpleado: employee.codEmpleado,
    nombre: employee.nombre,
    apellido: employee.apellido,
    correo: employee.correo ?? undefined,
    telefono: employee.telefono ?? undefined,
    posicionID: offered(options.posiciones, employee.posicionID),
  };
  if (options.isAdministrator) {
    values.departamentoID = offered(options.departamentos, employee.departamentoID);
    values.jefe = offered(options.jefes, employee.jefe);
  }
  if (options.isAdministrator || options.choosesBranch)
    values.sucursalID = offered(options.sucursales, employee.sucursalID);
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/** The request body: empty fields are left for the server to derive. */
export function toNewUser(values: NewUserValues): NewUser {
  const filled = Object.entries(values).filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  return NewUserSchema.parse(Object.fromEntries(filled));
}
