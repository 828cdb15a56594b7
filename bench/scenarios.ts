// The screens people wait for, one entry each: the request Jarvis serves and who asks (a demo account
// with the job's permissions). The floor needs nothing: it replays the statements this very request
// sent (bench/floor.ts). A 'list' is held to the list targets and measured at both scales (growth);
// `smoke` puts a scenario in a `--quick` run. `path` may be built from the generated facts: `counts`
// (rows of every table, so a deep page stays deep at every scale) and what a generator reports.
import { ORDER_VIEW_NAMES, ORDER_VIEWS, type OrderView } from '@jarvis/contracts/orders-lists';
import type { Facts } from './facts';
import { COUNTING_ACCOUNT, INVENTORY_ACCOUNT, REVIEW_ACCOUNT } from './generate/inventory';
import { DIFFERENCES_ACCOUNT, RECEIVING_ACCOUNT, TRANSFERS_ACCOUNT } from './generate/transfers';
import {
  WASTE_ACCOUNT,
  WASTE_COST_ACCOUNT,
  WASTE_OFFICE_ACCOUNT,
  WASTE_SEARCH,
} from './generate/waste';
import { businessDay, day, deepest, list, month, read, type Call, type Scenario } from './screens';

export type { Call, Facts, Scenario };

/** A Subway buyer (bench/generate/catalog.ts): every catalog.* permission. */
const BUYER = 'compras.subway';

/**
 * A delivery run's file (/Compras/descargas): built per request, a workbook or an A3 PDF, so timed
 * one at a time (what the buyer waits for) rather than loaded against a floor that builds no file.
 */
const download = (formato: 'excel' | 'pdf', title: string): Scenario => ({
  name: `orders-download-${formato}`,
  title,
  kind: 'timed',
  as: BUYER,
  runs: 5,
  path: ({ orders: { descarga } }) =>
    `/api/pedidos/descargas/${formato}?proveedorId=${descarga.proveedorId}&fecha=${descarga.fecha}&estado=2`,
  size: (answer) => `${Math.round((answer as { bytes: number }).bytes / 1024)} KB`,
});

/** Each order list (ORDER_VIEWS): page 1, 'Buscar' a word many suppliers share, a filter. */
function orderView(vista: OrderView): Scenario[] {
  const { titulo, tamano } = ORDER_VIEWS[vista];
  const base = `/api/pedidos/vista/${vista}?page=1&size=${tamano}`;
  return [
    list(`orders-${vista}-first`, BUYER, {
      title: `${titulo}, página 1`,
      path: base,
      smoke: vista === 'cerrados',
    }),
    list(`orders-${vista}-search`, BUYER, {
      title: `${titulo}: 'Buscar' el giro del proveedor más activo (Distribuidora…)`,
      path: ({ orders }) => `${base}&buscar=${encodeURIComponent(orders.proveedorOcupado.palabra)}`,
    }),
    list(`orders-${vista}-filter`, BUYER, {
      title: `${titulo}: el proveedor más activo, último mes`,
      path: ({ orders }) =>
        `${base}&proveedorId=${orders.proveedorOcupado.id}&desde=${day(30)}&hasta=${day(0)}`,
    }),
  ];
}

/**
 * Traslados (issue #54): the busiest branch's lists, a detail, the differences report over a year
 * (every branch's for office staff, the branch's own), and receiving a 30-line transfer, one line
 * short, a different one at each request (bench/generate/transfers.ts keeps them).
 */
function transferScenarios(): Scenario[] {
  const year = `desde=${month(11)}&hasta=${month(0)}`;
  return [
    list('transfers-recent', TRANSFERS_ACCOUNT, {
      title: 'Traslados recientes (inicio): la sucursal más activa',
      path: '/api/traslados/recientes',
    }),
    list('transfers-mine', TRANSFERS_ACCOUNT, {
      title: 'Mis traslados, página 1',
      path: '/api/traslados/mios?page=1&size=10',
      smoke: true,
    }),
    list('transfers-mine-deep', TRANSFERS_ACCOUNT, {
      title: 'Mis traslados, última página de la ventana',
      path: ({ transfers }) =>
        `/api/traslados/mios?page=${deepest(transfers.sucursal.mios)}&size=10`,
    }),
    list('transfers-pending', TRANSFERS_ACCOUNT, {
      title: 'Revisar traslados: por enviar',
      path: '/api/traslados/por-enviar?page=1&size=10',
    }),
    read('transfers-detail', TRANSFERS_ACCOUNT, {
      title: 'Detalle de traslado: uno aceptado con diferencias, de 12 líneas',
      path: ({ transfers }) => `/api/traslados/${transfers.detalle.id}`,
    }),
    read('transfers-differences', DIFFERENCES_ACCOUNT, {
      title: 'Diferencias de traslados: todas las sucursales, un año (oficina)',
      path: `/api/traslados/diferencias?${year}`,
    }),
    read('transfers-differences-branch', TRANSFERS_ACCOUNT, {
      title: 'Diferencias de traslados: la sucursal más activa, un año',
      path: `/api/traslados/diferencias?${year}`,
    }),
    {
      name: 'transfers-receive-30',
      title: 'Verificar un traslado de 30 líneas, una corta (uno nuevo cada vez)',
      kind: 'write',
      as: RECEIVING_ACCOUNT,
      smoke: true,
      path: ({ transfers }, i = 0) => `/api/traslados/${transfers.recepcion.primero + i}/recibir`,
      // The transfer's id and its SAP document's key ride in the body too (the schema drops them):
      // the floor swaps the traced ones for this request's where Jarvis sent them (floor.ts), so it
      // writes a new document as Jarvis does.
      body: ({ transfers }, i) => {
        const { primero, primeraLinea, version, cantidades } = transfers.recepcion;
        const trasladoId = primero + i;
        return {
          trasladoId,
          clave: `traslado:traslado:${trasladoId}`,
          version,
          lineas: cantidades.map((cantidad, k) => ({
            trasladoDetalleId: primeraLinea + i * cantidades.length + k,
            cantidad: k === cantidades.length - 1 ? cantidad - 1 : cantidad,
          })),
        };
      },
      draws: ({ transfers }) => transfers.recepcion.traslados,
    },
  ];
}

/**
 * Inventario (issue #55): the busiest branch's counts, page 1; the review of yesterday and every
 * branch's counts for office staff who oversee all of them; one count of 200 lines; and saving one
 * cell, a different untyped line at each request (bench/generate/inventory.ts keeps them).
 */
function inventoryScenarios(): Scenario[] {
  /** Request i's line: line i ÷ conteos of count i mod conteos (the stock's counts take turns). */
  const cell = ({ inventory }: Facts, i: number) => {
    const { primero, conteos, lineas, primeraLinea } = inventory.celdas;
    const k = i % conteos;
    return {
      inventarioId: primero + k,
      inventarioDetalleId: primeraLinea + k * lineas + Math.floor(i / conteos),
    };
  };
  return [
    list('inventory-list', INVENTORY_ACCOUNT, {
      title: 'Inventario: los conteos de la sucursal más activa, página 1',
      path: '/api/inventarios?page=1&size=10',
      smoke: true,
    }),
    list('inventory-overseen', REVIEW_ACCOUNT, {
      title: 'Listado de inventarios: todas las sucursales, página 1 (oficina)',
      path: '/api/inventarios/listado?page=1&size=10',
    }),
    read('inventory-review', REVIEW_ACCOUNT, {
      title: 'Revisión de inventarios: ayer, todas las sucursales (oficina)',
      path: () => `/api/inventarios/revision?fecha=${businessDay(1)}`,
    }),
    read('inventory-detail-200', INVENTORY_ACCOUNT, {
      title: 'Detalle de inventario: uno aprobado, de 200 líneas',
      path: ({ inventory }) => `/api/inventarios/${inventory.detalle.id}`,
    }),
    {
      name: 'inventory-save-cell',
      title: 'Contar: guardar una celda (una línea nueva cada vez)',
      kind: 'write',
      method: 'PUT',
      as: COUNTING_ACCOUNT,
      smoke: true,
      path: (facts, i = 0) => {
        const { inventarioId, inventarioDetalleId } = cell(facts, i);
        return `/api/inventarios/${inventarioId}/detalle/${inventarioDetalleId}`;
      },
      // The count's and the line's ids ride in the body too (the schema drops them): the floor
      // swaps the traced ones for this request's where Jarvis sent them (floor.ts).
      body: (facts, i) => ({ ...cell(facts, i), campo: 'invCerrado', valor: 3, version: 0 }),
      draws: ({ inventory }) => inventory.celdas.conteos * inventory.celdas.lineas,
    },
  ];
}

/**
 * Desechos (issue #56): the busiest branch's list, page 1, and 'Buscar' a word of a quarter of the
 * reasons there and, for accounting, in every branch; the cost report over a year for every branch
 * (bench/generate/waste.ts).
 */
function wasteScenarios(): Scenario[] {
  const buscar = `&buscar=${encodeURIComponent(WASTE_SEARCH)}`;
  return [
    list('waste-list', WASTE_ACCOUNT, {
      title: 'Desechos: la sucursal más activa, página 1',
      path: '/api/desechos?page=1&size=10',
      smoke: true,
    }),
    list('waste-list-search', WASTE_ACCOUNT, {
      title: `Desechos: 'Buscar' ${WASTE_SEARCH}, la sucursal más activa`,
      path: `/api/desechos?page=1&size=10${buscar}`,
    }),
    list('waste-list-all-search', WASTE_OFFICE_ACCOUNT, {
      title: `Desechos: 'Buscar' ${WASTE_SEARCH}, todas las sucursales (contabilidad)`,
      path: `/api/desechos?page=1&size=10${buscar}`,
    }),
    read('waste-cost-year', WASTE_COST_ACCOUNT, {
      title: 'Costo de desechos: todas las sucursales, 12 meses (oficina)',
      path: () => `/api/desechos/costos?desde=${month(11)}&hasta=${month(0)}`,
      smoke: true,
    }),
  ];
}

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
  ...ORDER_VIEW_NAMES.flatMap(orderView),
  list('orders-procesados-number', BUYER, {
    title: "Pedidos procesados: 'Buscar' #N.º de pedido",
    path: ({ orders }) =>
      `/api/pedidos/vista/procesados?page=1&size=10&buscar=${encodeURIComponent(`#${orders.detalle.id}`)}`,
    smoke: true,
  }),
  list('orders-approval', BUYER, {
    title: 'Aprobar pedidos: Revisión, el proveedor más activo, últimos 10 días',
    path: ({ orders }) =>
      `/api/pedidos/aprobacion?estado=1&proveedorId=${orders.proveedorOcupado.id}&desde=${day(10)}&hasta=${day(0)}&page=1&size=10`,
    smoke: true,
  }),
  read('order-detail', BUYER, {
    title: 'Detalle de pedido: uno entregado de diez líneas, con su historial',
    path: ({ orders }) => `/api/pedidos/${orders.detalle.id}`,
    smoke: true,
  }),
  list('invoices-first', BUYER, {
    title: 'Factura-proveedor: último mes, página 1',
    path: `/api/pedidos/facturas?desde=${day(30)}&hasta=${day(0)}&page=1&size=10`,
    smoke: true,
  }),
  list('invoices-supplier', BUYER, {
    title: 'Factura-proveedor: el proveedor más activo, último año',
    path: ({ orders }) =>
      `/api/pedidos/facturas?proveedorId=${orders.proveedorOcupado.id}&desde=${day(365)}&hasta=${day(0)}&page=1&size=10`,
  }),
  list('invoices-search', BUYER, {
    title: "Factura-proveedor: 'Buscar' el principio de un DTE de hace dos años",
    // The DTEs of orders 12300–12399 (bench/generate/orders.ts numbers them), at both scales.
    path: `/api/pedidos/facturas?buscar=DTE-03-000123&page=1&size=10`,
  }),
  list('invoices-search-name', BUYER, {
    title: "Factura-proveedor: 'Buscar' el giro del proveedor más activo (Distribuidora…)",
    path: ({ orders }) =>
      `/api/pedidos/facturas?buscar=${encodeURIComponent(orders.proveedorOcupado.palabra)}&page=1&size=10`,
  }),
  ...transferScenarios(),
  ...inventoryScenarios(),
  ...wasteScenarios(),
  download('excel', 'Descargas: Excel del día de entrega más cargado del proveedor más activo'),
  download('pdf', 'Descargas: el mismo reparto en PDF A3'),
  {
    name: 'orders-deliver',
    title: 'Entregado: confirmar la entrega de un pedido abierto (uno nuevo cada vez)',
    kind: 'write',
    as: BUYER,
    smoke: true,
    path: ({ orders }, i = 0) => `/api/pedidos/${orders.entrega.primero + i}/entregar`,
    // The order's id rides in the body too (the schema drops it): the floor swaps the traced id
    // for this request's where it finds it (floor.ts), as it does the CCF.
    body: ({ orders }, i) => ({
      pedidoId: orders.entrega.primero + i,
      version: 1,
      ccf: `B${i + 1}`,
      dte: `DTE-03-B${i + 1}`,
      numUnico: `NU-B${i + 1}`,
      serieDoc: '22SD000F',
      fechaFactura: day(0),
    }),
    draws: ({ orders }) => orders.entrega.pedidos,
  },
  {
    name: 'orders-price-change',
    title: 'Cambio de precio: los artículos más pedidos de un proveedor, ~10,000 líneas abiertas',
    kind: 'timed',
    as: BUYER,
    runs: 5,
    path: () => '/api/pedidos/cambio-precio/aplicar',
    prepare: async ({ orders }, i, call) => {
      const { proveedorId, articulos, desde, hasta } = orders.cambioPrecio;
      const change = {
        filtro: { desde, hasta, proveedorId },
        cambios: articulos.map((a) => ({
          articuloId: a.articuloId,
          precio: Number(a.precios[i % 2]),
        })),
      };
      const { huella } = (await call('/api/pedidos/cambio-precio/vista-previa', change)) as {
        huella: string;
      };
      return { ...change, huella };
    },
    size: (answer) => {
      const { pedidos, lineas } = answer as { pedidos: number; lineas: number };
      return `${lineas.toLocaleString('en')} líneas de ${pedidos.toLocaleString('en')} pedidos`;
    },
  },
  // Last: its mails (one per order) are delivered after the answers, while the next scenario would
  // be measured.
  {
    name: 'orders-approve',
    title: 'Aprobar pedidos: 50 a la vez (un lote nuevo cada vez)',
    kind: 'write',
    as: BUYER,
    smoke: true,
    path: () => '/api/pedidos/aprobar',
    body: ({ orders }, i) => {
      const { primero, tamano } = orders.aprobacion;
      const from = primero + i * tamano;
      return {
        pedidoIds: Array.from({ length: tamano }, (_, k) => from + k),
        fechaEstimada: day(-3),
      };
    },
    draws: ({ orders }) => orders.aprobacion.lotes,
  },
];
