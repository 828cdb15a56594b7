// The screens people wait for, one entry each. A module adds its cases here as it lands: the request
// Jarvis serves, who asks (a demo account with the job's permissions), and the floor handler that runs
// the same SQL with no Jarvis code (bench/floor/handlers.mjs, statements in bench/floor/sql.mjs).
//
//   name     id in the report and the floor's URL (/floor/<name>)
//   kind     'list' scenarios are held to the list targets and measured at both scales (growth)
//   smoke    one of the few `--quick` runs: a screen of each family, so a smoke run stays short
//   as       the account whose token is sent; null for a public route
//   path     a function of the generated facts — the row count of every table (`counts`) and what a
//            generator reports (`catalog`: the busiest supplier, the largest category) — so a deep
//            page stays deep and a busy supplier busy at every scale
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

/** A Subway buyer (bench/generate/catalog.ts): every catalog.* permission, Subway by its branch. */
const BUYER = 'compras.subway';

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
    smoke: true,
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
    smoke: true,
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
    smoke: true,
    title: "Usuarios: 'Buscar' hernández",
    kind: 'list',
    as: 'informatica',
    method: 'GET',
    path: () => '/api/users?buscar=hern%C3%A1ndez&page=1&size=10',
    floor: floor.users,
  },
  {
    name: 'tickets-queue',
    smoke: true,
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
    name: 'tickets-mine',
    title: 'Mis Tickets: la sucursal más activa',
    kind: 'list',
    as: 'restaurante',
    method: 'GET',
    path: () => '/api/tickets/mios?page=1&size=24',
    floor: floor.ticketsMine,
  },
  {
    name: 'tickets-mine-open',
    smoke: true,
    title: "Mis Tickets: 'Abierto'",
    kind: 'list',
    as: 'restaurante',
    method: 'GET',
    path: () => '/api/tickets/mios?estado=Abierto&page=1&size=24',
    floor: floor.ticketsMine,
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
  {
    name: 'articles-first',
    title: 'Artículos, página 1',
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: () => '/api/catalogo/articulos?page=1&size=10',
    floor: floor.catalogArticles,
  },
  {
    name: 'articles-chip',
    title: 'Artículos: la categoría más grande (chip)',
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: ({ catalog }) =>
      `/api/catalogo/articulos?categoriaId=${catalog.categoriaMayor.id}&page=1&size=10`,
    floor: floor.catalogArticles,
  },
  {
    name: 'articles-search',
    smoke: true,
    title: "Artículos: 'Buscar' queso",
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: () => '/api/catalogo/articulos?buscar=queso&page=1&size=10',
    floor: floor.catalogArticles,
  },
  {
    // The article list counts exactly and has no window: its pager reaches the last page.
    name: 'articles-deep',
    title: 'Artículos, última página de la ventana',
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: ({ counts }) =>
      `/api/catalogo/articulos?page=${deepestPage(counts.articulos, 10)}&size=10`,
    floor: floor.catalogArticles,
  },
  {
    name: 'prices-first',
    smoke: true,
    title: 'Lista de precios: Subway, página 1',
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: () => '/api/catalogo/precios?marca=Subway&page=1&size=10',
    floor: floor.catalogPrices,
  },
  {
    name: 'prices-supplier',
    title: 'Lista de precios: Subway, su proveedor más activo',
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: ({ catalog }) =>
      `/api/catalogo/precios?marca=Subway&proveedorId=${catalog.proveedorOcupado.id}&page=1&size=10`,
    floor: floor.catalogPrices,
  },
  {
    name: 'prices-search',
    title: "Lista de precios: 'Buscar' jalapeño",
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: () => '/api/catalogo/precios?marca=Subway&buscar=jalape%C3%B1o&page=1&size=10',
    floor: floor.catalogPrices,
  },
  {
    name: 'suppliers-first',
    title: 'Proveedores: Subway, página 1',
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: () => '/api/catalogo/proveedores?page=1&size=8',
    floor: floor.catalogSuppliers,
  },
  {
    name: 'suppliers-search',
    smoke: true,
    title: "Proveedores: 'Buscar' S.A.",
    kind: 'list',
    as: BUYER,
    method: 'GET',
    // A term that fills the page at both scales (29 and 11 of Subway's 40 and 11 suppliers): 'agro'
    // found 2 at scale 1 and none at 0.1, so its growth compared a page of rows with an empty one
    // (1.42–1.67, the API's CPU a request 1.35 against 0.92 ms).
    path: () => '/api/catalogo/proveedores?buscar=s.a.&page=1&size=8',
    floor: floor.catalogSuppliers,
  },
  {
    name: 'schedules-first',
    smoke: true,
    title: 'Horario de Proveedores: Subway, página 1',
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: () => '/api/catalogo/horarios?page=1&size=20',
    floor: floor.catalogSchedules,
  },
  {
    name: 'erp-first',
    title: 'Integración SAP: todos los documentos, página 1',
    kind: 'list',
    as: 'informatica',
    method: 'GET',
    path: () => '/api/erp/documentos?page=1&size=10',
    floor: floor.erpDocuments,
  },
  {
    name: 'erp-errors',
    smoke: true,
    title: "Integración SAP: pestaña 'Error'",
    kind: 'list',
    as: 'informatica',
    method: 'GET',
    path: () => '/api/erp/documentos?estado=error&page=1&size=10',
    floor: floor.erpDocuments,
  },
];
