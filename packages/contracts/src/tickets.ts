import { DEPARTAMENTOS } from './org';

/** Help desk (spec 1 §2 Tickets screens, §6). */

/** Departments that work tickets: they see 'Tickets Colaboradores' and 'Tickets Realizados'. */
export const COLLABORATOR_DEPARTMENTS: readonly string[] = [
  DEPARTAMENTOS.informatica,
  DEPARTAMENTOS.compras,
  DEPARTAMENTOS.mantenimiento,
];

/** The cards of /Tickets/Menu: the two everyone sees, then the collaborators' two. */
export const TICKETS_MENU_CARDS = [
  { titulo: 'Crear Ticket', ruta: 'Tickets/crear-ticket', colaborador: false },
  { titulo: 'Mis Tickets', ruta: 'Tickets/mis-tickets', colaborador: false },
  { titulo: 'Tickets Colaboradores', ruta: 'Tickets/colaboradores', colaborador: true },
  { titulo: 'Tickets Realizados', ruta: 'Tickets/reporte', colaborador: true },
] as const;
