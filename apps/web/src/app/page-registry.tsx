import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { ComponentName } from '@jarvis/contracts/menu';

/** One route the signed-in user may open, built from a permission entry (or always available). */
export type PermittedRoute = {
  /** Router pattern, e.g. '/Tickets/detalles/:id/:tipoMenu/:sucursal'. */
  path: string;
  /** The option's own route without parameters, as the side menu links to it. */
  ruta: string;
  nombre: string;
  modulo: string;
  componente: string;
};

export type PageProps = { route: PermittedRoute };
/** A lazy component, and `preload` to fetch its chunks before it renders. */
type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };
type Page = Preloadable<PageProps>;

type Module<P> = { default: ComponentType<P> };

/**
 * `lazy` with a `preload` that shares its download. Once the chunk is here, the component renders
 * at once: React's lazy suspends on the first render even when the import has already finished
 * (its own promise is new), and a boundary that showed its fallback reveals the page no sooner
 * than 300 ms later. A thenable that answers synchronously is the case React's lazy resolves in
 * place.
 */
function lazyWithPreload<P>(load: () => Promise<Module<P>>): Preloadable<P> {
  let loaded: Module<P> | undefined;
  let loading: Promise<Module<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a failed download is tried again on the next call
        throw error;
      },
    ));
  const here = (module: Module<P>) =>
    ({ then: (resolve: (m: Module<P>) => void) => resolve(module) }) as Promise<Module<P>>;
  return Object.assign(
    lazy(() => (loaded ? here(loaded) : preload())),
    { preload },
  );
}

export type PageRegistration = {
  page: Page;
  /** Paths served after the option's ruta; '' is the ruta itself. Default: ['']. */
  suffixes?: readonly string[];
};

const antdPage = () => import('./antd-providers').then((m) => m.AntdPage);

/** A lazily loaded component inside Ant Design's providers, whose chunk is fetched beside it. */
function withAntd<P extends object>(load: () => Promise<ComponentType<P>>): Preloadable<P> {
  return lazyWithPreload(async () => {
    const [Content, AntdPage] = await Promise.all([load(), antdPage()]);
    return {
      default: (props: P) => (
        <AntdPage>
          <Content {...props} />
        </AntdPage>
      ),
    };
  });
}

/**
 * Lazy-loads a named page export as its own chunk, inside Ant Design's providers. A module plugs in
 * a real page by replacing its entry in PAGE_REGISTRY, e.g.
 *   SentMail: { page: lazyPage(() => import('../features/mail/sent-mail-page'), 'SentMailPage') },
 */
export function lazyPage<M extends Record<K, ComponentType<PageProps>>, K extends string>(
  load: () => Promise<M>,
  exportName: K,
): Page {
  return withAntd(() => load().then((module): ComponentType<PageProps> => module[exportName]));
}

/**
 * A page written without Ant Design (plain HTML, CSS and icons): it loads none of antd, which is what
 * lets the screen everyone lands on after signing in paint fast on a phone.
 */
export function plainPage<M extends Record<K, ComponentType<PageProps>>, K extends string>(
  load: () => Promise<M>,
  exportName: K,
): Page {
  return lazyWithPreload(async () => ({ default: (await load())[exportName] }));
}

/** The 404 inside the shell, for a path outside the user's permissions. */
export const NotFound = withAntd<object>(() =>
  import('./errors/not-found-page').then((m) => m.NotFoundPage),
);

/** A componente the web does not know (a menu newer than the app): the shell's 404. */
const Unknown: Page = withAntd(() =>
  import('./errors/not-found-page').then(
    ({ NotFoundPage }) =>
      function UnknownRoute(_props: PageProps) {
        return <NotFoundPage />;
      },
  ),
);

/** Every `componente` the menu can name, and the page that serves it. */
export const PAGE_REGISTRY: Record<ComponentName, PageRegistration> = {
  TicketsMenu: {
    page: plainPage(() => import('../features/tickets/tickets-menu-page'), 'TicketsMenuPage'),
  },
  TicketForm: {
    page: lazyPage(() => import('../features/tickets/tickets-form-page'), 'TicketFormPage'),
  },
  TicketsMine: {
    page: lazyPage(() => import('../features/tickets/tickets-mine-page'), 'TicketsMinePage'),
  },
  TicketDetails: {
    page: lazyPage(() => import('../features/tickets/ticket-detail-page'), 'TicketDetailPage'),
    suffixes: ['/:id/:tipoMenu/:sucursal'],
  },
  TicketsCollaborators: {
    page: lazyPage(
      () => import('../features/tickets/tickets-collaborators-page'),
      'TicketsCollaboratorsPage',
    ),
  },
  TicketsReport: {
    page: lazyPage(() => import('../features/tickets/tickets-report-page'), 'TicketsReportPage'),
  },
  TicketDownload: {
    page: lazyPage(() => import('../features/extras/ticket-download-page'), 'TicketDownloadPage'),
  },
  Permissions: { page: lazyPage(() => import('../features/users/users-page'), 'UsersPage') },
  BlockedUsers: {
    page: lazyPage(() => import('../features/users/blocked-users-page'), 'BlockedUsersPage'),
  },
  AccessRequests: {
    page: lazyPage(() => import('../features/users/access-requests-page'), 'AccessRequestsPage'),
  },
  SentMail: { page: lazyPage(() => import('../features/mail/sent-mail-page'), 'SentMailPage') },
  PurchaseNew: {
    page: lazyPage(() => import('../features/orders/new-order-page'), 'NewOrderPage'),
    suffixes: ['', '/:proveedorID'],
  },
  PurchaseReview: {
    page: lazyPage(() => import('../features/orders/orders-list-page'), 'PurchaseReviewPage'),
  },
  PurchaseOpen: {
    page: lazyPage(() => import('../features/orders/orders-list-page'), 'PurchaseOpenPage'),
  },
  PurchasePending: {
    page: lazyPage(() => import('../features/orders/orders-list-page'), 'PurchasePendingPage'),
  },
  PurchaseProcessed: {
    page: lazyPage(() => import('../features/orders/orders-list-page'), 'PurchaseProcessedPage'),
  },
  PurchaseDelivered: {
    page: lazyPage(() => import('../features/orders/orders-list-page'), 'PurchaseDeliveredPage'),
  },
  PurchaseClosed: {
    page: lazyPage(() => import('../features/orders/orders-list-page'), 'PurchaseClosedPage'),
  },
  PurchaseInconsistent: {
    page: lazyPage(() => import('../features/orders/orders-list-page'), 'PurchaseInconsistentPage'),
  },
  SupplierInvoices: {
    page: lazyPage(
      () => import('../features/orders/supplier-invoices-page'),
      'SupplierInvoicesPage',
    ),
  },
  PurchaseOrder: {
    page: lazyPage(() => import('../features/orders/order-detail-page'), 'OrderDetailPage'),
    suffixes: ['/:pedidoId'],
  },
  PurchaseDownload: {
    page: lazyPage(() => import('../features/orders/order-downloads-page'), 'OrderDownloadsPage'),
  },
  PurchaseApprove: {
    page: lazyPage(() => import('../features/orders/order-approval-page'), 'OrderApprovalPage'),
  },
  SupplierList: {
    page: lazyPage(
      () => import('../features/catalog/suppliers/supplier-list-page'),
      'SupplierListPage',
    ),
  },
  SupplierCreate: {
    page: lazyPage(
      () => import('../features/catalog/suppliers/supplier-create-page'),
      'SupplierCreatePage',
    ),
    suffixes: ['/:id'],
  },
  SupplierSchedule: {
    page: lazyPage(() => import('../features/catalog/schedules/schedules-page'), 'SchedulesPage'),
  },
  Articles: {
    page: lazyPage(() => import('../features/catalog/articles/articles-page'), 'ArticlesPage'),
  },
  PriceList: {
    page: lazyPage(() => import('../features/catalog/prices/price-list-page'), 'PriceListPage'),
  },
  Ppd: { page: lazyPage(() => import('../features/catalog/articles/ppd-page'), 'PpdPage') },
  PriceChange: {
    page: lazyPage(() => import('../features/orders/price-change-page'), 'PriceChangePage'),
  },
  TransfersRequest: {
    page: lazyPage(() => import('../features/transfers/transfers-home-page'), 'TransfersHomePage'),
  },
  TransfersMine: {
    page: lazyPage(() => import('../features/transfers/transfers-list-pages'), 'TransfersMinePage'),
  },
  TransfersReview: {
    page: lazyPage(
      () => import('../features/transfers/transfers-list-pages'),
      'TransfersReviewPage',
    ),
  },
  TransfersDifferences: {
    page: lazyPage(
      () => import('../features/transfers/transfers-differences-page'),
      'TransfersDifferencesPage',
    ),
  },
  // Spec 3 §2 lists /Traslados/Solicitar without a page of its own: the request form alone.
  TransfersSolicitar: {
    page: lazyPage(
      () => import('../features/transfers/transfers-home-page'),
      'TransfersRequestPage',
    ),
  },
  InventoryPage: {
    page: lazyPage(() => import('../features/inventory/inventory-list-pages'), 'InventoryHomePage'),
  },
  InventoryList: {
    page: lazyPage(() => import('../features/inventory/inventory-list-pages'), 'InventoryListPage'),
  },
  InventoryCreate: {
    page: lazyPage(
      () => import('../features/inventory/inventory-create-page'),
      'InventoryCreatePage',
    ),
  },
  InventoryReview: {
    page: lazyPage(
      () => import('../features/inventory/inventory-review-page'),
      'InventoryReviewPage',
    ),
  },
  WastePage: {
    page: lazyPage(() => import('../features/waste/waste-home-page'), 'WasteHomePage'),
  },
  WasteList: {
    page: lazyPage(() => import('../features/waste/waste-list-page'), 'WasteListPage'),
  },
  WasteCost: {
    page: lazyPage(() => import('../features/waste/waste-cost-page'), 'WasteCostPage'),
  },
  ErpDocuments: {
    page: lazyPage(() => import('../features/erp/erp-documents-page'), 'ErpDocumentsPage'),
  },
  ElectronicInvoicing: {
    page: lazyPage(
      () => import('../features/extras/electronic-invoicing-page'),
      'ElectronicInvoicingPage',
    ),
  },
  Claims: {
    page: lazyPage(() => import('../features/extras/external-form-pages'), 'ClaimsPage'),
  },
  Requisitions: {
    page: lazyPage(() => import('../features/extras/external-form-pages'), 'RequisitionsPage'),
  },
  Requests: {
    page: lazyPage(() => import('../features/extras/external-form-pages'), 'RequestsPage'),
  },
};

/** Open to every signed-in user whatever their permissions (spec 1 §2). */
export const ALWAYS_AVAILABLE: readonly (PermittedRoute & { page: Page })[] = [
  {
    path: '/Inventario/vista/:inventarioID',
    ruta: 'Inventario/vista',
    nombre: 'Detalle de Inventario',
    modulo: 'Inventario',
    componente: 'InventoryDetail',
    page: lazyPage(
      () => import('../features/inventory/inventory-count-page'),
      'InventoryCountPage',
    ),
  },
];

export function pageFor(componente: string): Page {
  const always = ALWAYS_AVAILABLE.find((r) => r.componente === componente);
  if (always) return always.page;
  return (
    (PAGE_REGISTRY as Record<string, PageRegistration | undefined>)[componente]?.page ?? Unknown
  );
}
