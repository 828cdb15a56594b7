// The screens people wait for, one entry each: the request Jarvis serves and who asks (a demo account
// with the job's permissions). The floor needs nothing: it replays the statements this very request
// sent (bench/floor.ts). A 'list' is held to the list targets and measured at both scales (growth);
// `smoke` puts a scenario in a `--quick` run. `path` may be built from the generated facts: `counts`
// (rows of every table, so a deep page stays deep at every scale) and what a generator reports.
import { LIST_WINDOW } from '@jarvis/contracts/common';

export type Facts = {
  counts: Record<string, number>;
  catalog: { proveedorOcupado: { id: number }; categoriaMayor: { id: number } };
  tickets: { detalle: { id: number } };
};
export type Scenario = {
  name: string;
  title: string;
  kind: 'list' | 'read' | 'auth';
  smoke?: boolean;
  /** The account whose token is sent; null for a public route. */
  as: string | null;
  path(facts: Facts): string;
  /** Sent as JSON, with POST. */
  body?(facts: Facts): object;
};

const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
/** The deepest page a list serves: its last one inside the list window. */
const deepest = (rows = 0, size = 10) => Math.max(1, Math.ceil(Math.min(rows, LIST_WINDOW) / size));
/** A Subway buyer (bench/generate/catalog.ts): every catalog.* permission. */
const BUYER = 'compras.subway';

type Screen = { title: string; path: string | Scenario['path']; smoke?: boolean };
/** A GET of `path` (fixed, or built from the facts) as the account `as`. */
const screen =
  (kind: Scenario['kind']) =>
  (name: string, as: string, { path, ...rest }: Screen): Scenario => ({
    name,
    kind,
    as,
    ...rest,
    path: typeof path === 'string' ? () => path : path,
  });
const list = screen('list');
const read = screen('read');

export const SCENARIOS: Scenario[] = [
  {
    name: 'login',
    title: 'Inicio de sesión (argon2id)',
    kind: 'auth',
    as: null,
    path: () => '/api/auth/login',
    body: () => ({ username: 'restaurante', password: 'jarvis123' }),
  },
  read('menu', 'restaurante', { title: 'Menú del usuario', path: '/api/menu', smoke: true }),
  read('me', 'restaurante', { title: 'Usuario de la sesión', path: '/api/users/me' }),
  list('outbox-first', 'informatica', {
    title: 'Correos enviados, página 1',
    path: '/api/mail/outbox?page=1&size=10',
    smoke: true,
  }),
  list('outbox-deep', 'informatica', {
    title: 'Correos enviados, página más profunda',
    path: ({ counts }) => `/api/mail/outbox?page=${deepest(counts.correos)}&size=10`,
  }),
  list('access-requests-pending', 'informatica', {
    title: 'Solicitudes de acceso: pendientes',
    path: '/api/users/solicitudes?page=1&size=10',
  }),
  list('access-requests-deep', 'informatica', {
    title: 'Solicitudes de acceso: aprobadas, página más profunda',
    // About four in five are approved (bench/generate/auth.ts).
    path: ({ counts }) =>
      `/api/users/solicitudes?estado=aprobada&page=${deepest((counts.solicitudes_acceso ?? 0) * 0.75)}&size=10`,
  }),
  list('users-first', 'informatica', {
    title: 'Usuarios, página 1',
    path: '/api/users?page=1&size=10',
  }),
  list('users-search', 'informatica', {
    title: "Usuarios: 'Buscar' hernández",
    path: '/api/users?buscar=hern%C3%A1ndez&page=1&size=10',
    smoke: true,
  }),
  list('tickets-queue', 'mantenimiento', {
    title: 'Tickets Colaboradores: pendientes de Subway',
    path: '/api/tickets/colaboradores?alcance=pendientes&marca=Subway&page=1&size=10',
    smoke: true,
  }),
  list('tickets-search', 'mantenimiento', {
    title: "Tickets Colaboradores: 'Buscar' refrigeración",
    path: '/api/tickets/colaboradores?alcance=todas&marca=Subway&buscar=refrigeraci%C3%B3n&page=1&size=10',
  }),
  list('tickets-mine', 'restaurante', {
    title: 'Mis Tickets: la sucursal más activa',
    path: '/api/tickets/mios?page=1&size=24',
  }),
  list('tickets-mine-open', 'restaurante', {
    title: "Mis Tickets: 'Abierto'",
    path: '/api/tickets/mios?estado=Abierto&page=1&size=24',
    smoke: true,
  }),
  read('ticket-detail', 'mantenimiento', {
    title: 'Detalle de Ticket: uno En Espera, con fotos e historial',
    path: ({ tickets }) => `/api/tickets/${tickets.detalle.id}?tipoMenu=c`,
  }),
  read('tickets-report', 'mantenimiento', {
    title: 'Tickets Realizados: últimos 30 días',
    path: () => `/api/tickets/reporte?desde=${day(29)}&hasta=${day(0)}`,
  }),
  list('articles-first', BUYER, {
    title: 'Artículos, página 1',
    path: '/api/catalogo/articulos?page=1&size=10',
  }),
  list('articles-chip', BUYER, {
    title: 'Artículos: la categoría más grande (chip)',
    path: ({ catalog }) =>
      `/api/catalogo/articulos?categoriaId=${catalog.categoriaMayor.id}&page=1&size=10`,
  }),
  list('articles-search', BUYER, {
    title: "Artículos: 'Buscar' queso",
    path: '/api/catalogo/articulos?buscar=queso&page=1&size=10',
    smoke: true,
  }),
  list('articles-deep', BUYER, {
    title: 'Artículos, última página de la ventana',
    path: ({ counts }) => `/api/catalogo/articulos?page=${deepest(counts.articulos)}&size=10`,
  }),
  list('prices-first', BUYER, {
    title: 'Lista de precios: Subway, página 1',
    path: '/api/catalogo/precios?marca=Subway&page=1&size=10',
    smoke: true,
  }),
  list('prices-supplier', BUYER, {
    title: 'Lista de precios: Subway, su proveedor más activo',
    path: ({ catalog }) =>
      `/api/catalogo/precios?marca=Subway&proveedorId=${catalog.proveedorOcupado.id}&page=1&size=10`,
  }),
  list('prices-search', BUYER, {
    title: "Lista de precios: 'Buscar' jalapeño",
    path: '/api/catalogo/precios?marca=Subway&buscar=jalape%C3%B1o&page=1&size=10',
  }),
  list('suppliers-first', BUYER, {
    title: 'Proveedores: Subway, página 1',
    path: '/api/catalogo/proveedores?page=1&size=8',
  }),
  // A term that fills the page at both scales (29 and 11 of Subway's suppliers).
  list('suppliers-search', BUYER, {
    title: "Proveedores: 'Buscar' S.A.",
    path: '/api/catalogo/proveedores?buscar=s.a.&page=1&size=8',
    smoke: true,
  }),
  list('schedules-first', BUYER, {
    title: 'Horario de Proveedores: Subway, página 1',
    path: '/api/catalogo/horarios?page=1&size=20',
    smoke: true,
  }),
  list('erp-first', 'informatica', {
    title: 'Integración SAP: todos los documentos, página 1',
    path: '/api/erp/documentos?page=1&size=10',
  }),
  list('erp-errors', 'informatica', {
    title: "Integración SAP: pestaña 'Error'",
    path: '/api/erp/documentos?estado=error&page=1&size=10',
    smoke: true,
  }),
];
