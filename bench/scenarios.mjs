// The screens people wait for, one entry each. A module adds its cases here as it lands: the request
// Jarvis serves, who asks (a demo account with the job's permissions), and the floor handler that runs
// the same SQL with no Jarvis code (bench/floor/handlers.mjs, statements in bench/floor/sql.mjs).
//
//   name     id in the report and the floor's URL (/floor/<name>)
//   kind     'list' scenarios are held to the list targets and measured at both scales (growth)
//   smoke    one of the few `--quick` runs: a screen of each family, so a smoke run stays short
//   as       the account whose token is sent; null for a public route
//   flat     (lists) what keeps its cost flat as the tables grow: the keyset, bounded count, kept
//            count or index it stands on, said beside its growth in the report
//   path     a function of the generated facts — the row count of every table (`counts`) and what a
//            generator reports (`catalog`: the busiest supplier, the largest category; `tickets`: the
//            ticket whose detail is opened) — so a deep page stays deep and a busy supplier busy at
//            every scale
//   floorQuery  (when Jarvis's path carries an id) the floor's query parameters, from the same facts
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
    flat: "Page 1 from the primary key, newest first, with no OFFSET; its count bounded at 1,001 rows in the page's own statement",
  },
  {
    name: 'outbox-deep',
    title: 'Correos enviados, página más profunda',
    kind: 'list',
    as: 'informatica',
    method: 'GET',
    path: ({ counts }) => `/api/mail/outbox?page=${deepestPage(counts.correos, 10)}&size=10`,
    floor: floor.outbox,
    flat: 'A deep page inside the 1,000-row list window, its keys read first from the primary key alone; count bounded at 1,001',
  },
  {
    name: 'users-first',
    title: 'Usuarios, página 1',
    kind: 'list',
    as: 'informatica',
    method: 'GET',
    path: () => '/api/users?page=1&size=10',
    floor: floor.users,
    flat: "The unique index on lower(username) gives the order, page 1 with no OFFSET; count bounded at 1,001 in the page's statement",
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
    flat: 'A pg_trgm index on the folded text, planned for each term; count bounded at 1,001 (it grows with the matches up to that bound)',
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
    flat: 'The primary key newest first, stopping at the page (pending tickets are the recent ones); the brand tabs summed from kept counts (peticiones_conteos, migration 0014)',
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
    flat: "The brand tab's index (department, brand, id) carries the search text (migration 0009): a common word stops at the page, a rare one reads the trigram index; each tab counts at most 1,001 matches, newest first, so a common word's count walks that index too",
  },
  {
    name: 'tickets-mine',
    title: 'Mis Tickets: la sucursal más activa',
    kind: 'list',
    as: 'restaurante',
    method: 'GET',
    path: () => '/api/tickets/mios?page=1&size=24',
    floor: floor.ticketsMine,
    flat: "The page's ids read first from the index (branch, id), then their cards; count bounded at 1,001",
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
    flat: "The page's ids read first from the index (branch, state, id), then their cards; count bounded at 1,001",
  },
  {
    name: 'ticket-detail',
    title: 'Detalle de Ticket: uno En Espera, con fotos e historial',
    kind: 'read',
    as: 'mantenimiento',
    method: 'GET',
    path: ({ tickets }) => `/api/tickets/${tickets.detalle.id}?tipoMenu=c`,
    // The id travels in Jarvis's path; the floor's route has none, so it gets it as a parameter.
    floorQuery: ({ tickets }) => ({ peticion: tickets.detalle.id }),
    floor: floor.ticketDetail,
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
    flat: 'The index (name, id) gives page 1 with no OFFSET; the category chips from kept counts (articulos_conteos, migration 0010)',
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
    flat: 'The index (category, name, id); the chips from kept counts (migration 0010)',
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
    flat: "The trigram index's matches sorted apart (MATERIALIZED) for the page; the chips count the matches by category in one pass",
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
    flat: 'The last page of the 1,000-row list window, its ids read first from the name index alone; chips from kept counts',
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
    flat: "The articles' name index walked in order with their links (index article, supplier), page 1 with no OFFSET; the brand tabs from kept counts (proveedor_articulos_conteos, migration 0013)",
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
    flat: "The supplier's first links on the index (supplier, article name, id), one kept plan for every supplier (migration 0020); the brand tabs from kept counts (migration 0013)",
  },
  {
    name: 'prices-search',
    title: "Lista de precios: 'Buscar' jalapeño",
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: () => '/api/catalogo/precios?marca=Subway&buscar=jalape%C3%B1o&page=1&size=10',
    floor: floor.catalogPrices,
    flat: 'The name index carrying the search text (migration 0017) walked to the page; the brand tabs one grouped pass over the trigram matches',
  },
  {
    name: 'suppliers-first',
    title: 'Proveedores: Subway, página 1',
    kind: 'list',
    as: BUYER,
    method: 'GET',
    path: () => '/api/catalogo/proveedores?page=1&size=8',
    floor: floor.catalogSuppliers,
    flat: "The index (brand, name, id); every brand tab counts at most 1,001 in the page's statement",
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
    flat: "One kept plan whatever the term: a group has a few hundred suppliers (120 at scale 1), which PostgreSQL reads whole, each row tested for the term; every brand tab counts at most 1,001 matches in the page's statement",
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
    flat: "The index (brand, name, id), each supplier's days by its key; count bounded at 1,001",
  },
  {
    name: 'erp-first',
    title: 'Integración SAP: todos los documentos, página 1',
    kind: 'list',
    as: 'informatica',
    method: 'GET',
    path: () => '/api/erp/documentos?page=1&size=10',
    floor: floor.erpDocuments,
    flat: 'The primary key, newest first, with no OFFSET; the state tabs read from kept counts (erp_documentos_conteos, migration 0015)',
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
    flat: 'The primary key newest first, filtered by the state and stopping at the page; the state tabs from kept counts (migration 0015)',
  },
];
