import { DEPARTAMENTOS, MARCA_NINGUNA, POSICIONES, ROLE_IDS, ROLES } from '@jarvis/contracts/org';
import { USERS_MESSAGES } from '@jarvis/contracts/users';
import type { Actor } from '../../platform/context';

/**
 * Who may do what in user administration (spec 1 §6). Pure functions of the acting user, so the
 * form's options and the API's checks come from the same place.
 */

type Creator = Pick<Actor, 'rol' | 'departamento' | 'posicion'>;

/** Role Admin or department Informática: sees every user and manages permissions. */
export function isUserAdministrator(actor: Creator): boolean {
  return actor.rol === ROLES.admin || actor.departamento === DEPARTAMENTOS.informatica;
}

/**
 * An Admin account is acted on only by an Admin: Informática administers everyone else, but its
 * analysts must not be able to take over, block or strip the accounts above them (issue 49).
 */
export function mayManageAccount(actor: Pick<Actor, 'rol'>, target: { rol: string }): boolean {
  return target.rol !== ROLES.admin || actor.rol === ROLES.admin;
}

/** Only an Admin creates an Admin. */
export function mayAssignRole(actor: Pick<Actor, 'rol'>, rolId: number): boolean {
  return rolId !== ROLE_IDS.admin || actor.rol === ROLES.admin;
}

/** Only Informática blocks and unblocks users. */
export function canBlockUsers(actor: Pick<Actor, 'departamento'>): boolean {
  return actor.departamento === DEPARTAMENTOS.informatica;
}

const MANAGER_POSITION = /^Gerente\b/i;

/**
 * Whether `creator` may give a new user the position `posicion`. Administrators assign any; the
 * spec's limits apply to the rest.
 */
export function mayAssignPosition(creator: Creator, posicion: string): boolean {
  if (isUserAdministrator(creator)) return true;
  const p = POSICIONES;
  switch (creator.posicion) {
    case p.gerenteOperaciones:
      return posicion === p.gerenteZona;
    case p.gerenteZona:
      return posicion !== p.gerenteZona && posicion !== p.gerenteOperaciones;
    case p.gerenteRestaurante:
      return !MANAGER_POSITION.test(posicion);
    case p.gerenteContabilidad:
      return ![p.gerenteAdministrativoFinanciero, p.gerenteContabilidad, p.coordinadorCompras].some(
        (x) => x === posicion,
      );
    case p.supervisorContable:
      return ![
        p.gerenteAdministrativoFinanciero,
        p.gerenteContabilidad,
        p.coordinadorCompras,
        p.supervisorContable,
      ].some((x) => x === posicion);
    default:
      return true;
  }
}

/** The new user's profile, from the creator's position. */
export function profileFor(creator: Creator): string {
  switch (creator.posicion) {
    case POSICIONES.gerenteRestaurante:
      return 'Artista';
    case POSICIONES.gerenteZona:
      return POSICIONES.gerenteRestaurante;
    case POSICIONES.gerenteOperaciones:
      return POSICIONES.gerenteZona;
    default:
      return 'Oficina';
  }
}

const isBranchManager = (creator: Creator) =>
  creator.posicion === POSICIONES.gerenteZona || creator.posicion === POSICIONES.gerenteRestaurante;

/** Role when none is chosen: Oficina (2) for office creators, Restaurante (3) for branch managers. */
export function defaultRoleId(creator: Creator): number {
  return isBranchManager(creator) ? ROLE_IDS.restaurante : ROLE_IDS.oficina;
}

/** The office branch: the default for office creators. */
export const OFFICE_BRANCH_ID = 1;

export type BranchRule =
  /** The new user goes to this branch. */
  | { kind: 'fixed'; sucursalId: number }
  /** The creator chooses among the branches of its own brand, offices excluded (Gerente de Zona). */
  | { kind: 'own-brand'; marca: string };

export function branchRuleFor(creator: Creator & Pick<Actor, 'sucursalId' | 'marca'>): BranchRule {
  if (creator.posicion === POSICIONES.gerenteZona)
    return { kind: 'own-brand', marca: creator.marca };
  if (creator.posicion === POSICIONES.gerenteRestaurante)
    return { kind: 'fixed', sucursalId: creator.sucursalId };
  // The office departments and Gerente de Operaciones (spec), and anyone else, create office staff.
  return { kind: 'fixed', sucursalId: OFFICE_BRANCH_ID };
}

export type BrandChoice = { marcaId: number | null } | { refused: string };

/**
 * The brand kept on a user placed at `branch` when `chosen` was picked as its 'Marca de compras'
 * (undefined: none). Office staff keep the brand they buy for ('Ninguna' is none); a restaurant's
 * user has its branch's brand, so nothing is kept and another brand is refused, never ignored.
 */
export function brandForBranch(
  branch: { nombre: string; marca: string; esOficina: boolean },
  chosen: { id: number; nombre: string } | undefined,
): BrandChoice {
  if (!chosen || chosen.nombre === MARCA_NINGUNA) return { marcaId: null };
  if (branch.esOficina) return { marcaId: chosen.id };
  if (chosen.nombre === branch.marca) return { marcaId: null };
  return { refused: USERS_MESSAGES.marcaOnlyForOffice(branch.nombre, branch.marca) };
}

/**
 * Employee code: first letter of the first name, first letter of the last name, then a random number
 * from 100000 to 999999 (spec 1 §6). Letters are folded to plain upper case (Á → A, Ñ → N).
 */
export function employeeCode(nombre: string, apellido: string, random: () => number): string {
  const letter = (s: string) =>
    s
      .trim()
      .charAt(0)
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase() || 'X';
  const number = 100_000 + Math.floor(random() * 900_000);
  return `${letter(nombre)}${letter(apellido)}${number}`;
}

/**
 * Username: first given name and first surname, lower case, without accents or symbols, joined by a
 * dot ('José Ángel', 'Ramírez Peña' → 'jose.ramirez'); `n` > 1 appends a number for the n-th holder.
 */
export function usernameCandidate(nombre: string, apellido: string, n = 1): string {
  const word = (s: string) =>
    (s.trim().split(/\s+/)[0] ?? '')
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
  const base = [word(nombre), word(apellido)].filter(Boolean).join('.') || 'usuario';
  const suffix = n > 1 ? String(n) : '';
  return `${base.slice(0, 50 - suffix.length)}${suffix}`;
}
