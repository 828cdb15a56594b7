// The screens people wait for, one entry each. A module adds its cases here as it lands: the request
// Jarvis serves, who asks (a demo account with the job's permissions), and the floor handler that runs
// the same SQL with no Jarvis code (bench/floor/handlers.mjs, statements in bench/floor/sql.mjs).
//
//   name     id in the report and the floor's URL (/floor/<name>)
//   kind     'list' scenarios are held to the list targets and measured at both scales (growth)
//   as       the account whose token is sent; null for a public route
//   path     a function of the generated row counts, so a deep page stays deep at every scale
import * as floor from './floor/handlers.mjs';
import { LIST_WINDOW } from './lib/contracts.mjs';

/** The last 30 days, as the report's period: business dates, both included. */
function lastMonth() {
  const today = new Date();
  const from = new Date(today.getTime() - 29 * 86_400_000);
  const day = (d) => d.toISOString().slice(0, 10);
  return `desde=${day(from)}&hasta=${day(today)}`;
}

/** The deepest page a list serves: its last one, or the last inside the list window. */
const deepestPage = (rows, size) => Math.max(1, Math.ceil(Math.min(rows, LIST_WINDOW) / size));

export const SCENARIOS = [
  {
    name: 'login',
    title: 'Inicio de sesión (argon2id)',
    kind: 'auth',
    as: null,
    method: 'POST',
    path: () => '/api/auth/login',
    body: () => ({ username: 'restaurante', password: 'jarvis123' }),
    floor: floor.signIn,
  },
  {
    name: 'menu',
    title: 'Menú del usuario',
    kind: 'read',
    as: 'restaurante',
    method: 'GET',
    path: () => '/api/menu',
    floor: floor.menu,
  },
  {
    name: 'me',
    title: 'Usuario de la sesión',
    kind: 'read',
    as: 'restaurante',
    method: 'GET',
    path: () => '/api/users/me',
    floor: floor.sessionUser,
  },
  {
    name: 'outbox-first',
    title: 'Correos enviados, página 1',
    kind: 'list',
    as: 'informatica',
    method: 'GET',
    path: () => '/api/mail/outbox?page=1&size=10',
    floor: floor.outbox,
  },
  {
    name: 'outbox-deep',
    title: 'Correos enviados, página más profunda',
    kind: 'list',
    as: 'informatica',
    method: 'GET',
    path: ({ counts }) => `/api/mail/outbox?page=${deepestPage(counts.correos, 10)}&size=10`,
    floor: floor.outbox,
  },
  {
    name: 'users-first',
    title: 'Usuarios, página 1',
    kind: 'list',
    as: 'informatica',
    method: 'GET',
    path: () => '/api/users?page=1&size=10',
    floor: floor.users,
  },
  {
    name: 'users-search',
    title: "Usuarios: 'Buscar' hernández",
    kind: 'list',
    as: 'informatica',
    method: 'GET',
    path: () => '/api/users?buscar=hern%C3%A1ndez&page=1&size=10',
    floor: floor.users,
  },
  {
    name: 'tickets-queue',
    title: 'Tickets Colaboradores: pendientes de Subway',
    kind: 'list',
    as: 'mantenimiento',
    method: 'GET',
    path: () => '/api/tickets/colaboradores?alcance=pendientes&marca=Subway&page=1&size=10',
    floor: floor.ticketsQueue,
  },
  {
    name: 'tickets-search',
    title: "Tickets Colaboradores: 'Buscar' refrigeración",
    kind: 'list',
    as: 'mantenimiento',
    method: 'GET',
    path: () =>
      '/api/tickets/colaboradores?alcance=todas&marca=Subway&buscar=refrigeraci%C3%B3n&page=1&size=10',
    floor: floor.ticketsQueue,
  },
  {
    name: 'tickets-report',
    title: 'Tickets Realizados: últimos 30 días',
    kind: 'read',
    as: 'mantenimiento',
    method: 'GET',
    path: () => `/api/tickets/reporte?${lastMonth()}`,
    floor: floor.ticketsReport,
  },
];
