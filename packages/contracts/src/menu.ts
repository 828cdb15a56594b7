import { z } from 'zod';

/**
 * The product's whole menu: each option is a route `/{ruta}`, a named page (`componente`) and the
 * permission key the API checks. The database is seeded from this list; a user's permissions are rows
 * that point at these options.
 */
export const MENU = [
  {
    modulo: 'Tickets',
    icono: 'CustomerServiceOutlined',
    opciones: [
      {
        clave: 'tickets.menu',
        nombre: 'Menú de Tickets',
        ruta: 'Tickets/Menu',
        componente: 'TicketsMenu',
        mostrar: 1,
      },
      {
        clave: 'tickets.create',
        nombre: 'Crear Ticket',
        ruta: 'Tickets/crear-ticket',
        componente: 'TicketForm',
        mostrar: 1,
      },
      {
        clave: 'tickets.mine',
        nombre: 'Mis Tickets',
        ruta: 'Tickets/mis-tickets',
        componente: 'TicketsMine',
        mostrar: 1,
      },
      {
        clave: 'tickets.details',
        nombre: 'Detalle de Ticket',
        ruta: 'Tickets/detalles',
        componente: 'TicketDetails',
        mostrar: 0,
      },
      {
        clave: 'tickets.collaborators',
        nombre: 'Tickets Colaboradores',
        ruta: 'Tickets/colaboradores',
        componente: 'TicketsCollaborators',
        mostrar: 1,
      },
      {
        clave: 'tickets.report',
        nombre: 'Tickets Realizados',
        ruta: 'Tickets/reporte',
        componente: 'TicketsReport',
        mostrar: 1,
      },
      {
        clave: 'tickets.download',
        nombre: 'Descarga de Tickets',
        ruta: 'Tickets-Peru',
        componente: 'TicketDownload',
        mostrar: 1,
      },
    ],
  },
  {
    modulo: 'Usuarios',
    icono: 'TeamOutlined',
    opciones: [
      {
        clave: 'users.admin',
        nombre: 'Usuarios',
        ruta: 'Usuarios/lista',
        componente: 'Permissions',
        mostrar: 1,
      },
      {
        clave: 'users.blocked',
        nombre: 'Usuarios Bloqueados',
        ruta: 'Usuarios/bloqueados',
        componente: 'BlockedUsers',
        mostrar: 1,
      },
      {
        clave: 'users.accessRequests',
        nombre: 'Solicitudes de acceso',
        ruta: 'Usuarios/solicitudes',
        componente: 'AccessRequests',
        mostrar: 1,
      },
      {
        clave: 'mail.outbox',
        nombre: 'Correos enviados',
        ruta: 'Usuarios/correos',
        componente: 'SentMail',
        mostrar: 1,
      },
    ],
  },
  {
    modulo: 'Compras',
    icono: 'ShoppingCartOutlined',
    opciones: [
      {
        clave: 'purchasing.new',
        nombre: 'Nuevo Pedido',
        ruta: 'Compras/pedidos-nuevos',
        componente: 'PurchaseNew',
        mostrar: 1,
      },
      {
        clave: 'purchasing.review',
        nombre: 'Pedidos en Revisión',
        ruta: 'Compras/pedidos-revision',
        componente: 'PurchaseReview',
        mostrar: 1,
      },
      {
        clave: 'purchasing.open',
        nombre: 'Pedidos Abiertos',
        ruta: 'Compras/pedidos-abiertos',
        componente: 'PurchaseOpen',
        mostrar: 1,
      },
      {
        clave: 'purchasing.pending',
        nombre: 'Pedidos Pendientes',
        ruta: 'Compras/pedidos-pendientes',
        componente: 'PurchasePending',
        mostrar: 1,
      },
      {
        clave: 'purchasing.processed',
        nombre: 'Pedidos Procesados',
        ruta: 'Compras/pedidos-procesados',
        componente: 'PurchaseProcessed',
        mostrar: 1,
      },
      {
        clave: 'purchasing.delivered',
        nombre: 'Pedidos Entregados',
        ruta: 'Compras/pedidos-entregados',
        componente: 'PurchaseDelivered',
        mostrar: 1,
      },
      {
        clave: 'purchasing.closed',
        nombre: 'Pedidos Cerrados',
        ruta: 'Compras/pedidos-cerrados',
        componente: 'PurchaseClosed',
        mostrar: 1,
      },
      {
        clave: 'purchasing.inconsistent',
        nombre: 'Pedidos Inconsistentes',
        ruta: 'Compras/pedidos-inconsistentes',
        componente: 'PurchaseInconsistent',
        mostrar: 1,
      },
      {
        clave: 'purchasing.invoices',
        nombre: 'Factura Proveedor',
        ruta: 'Compras/Factura-proveedor',
        componente: 'SupplierInvoices',
        mostrar: 1,
      },
      {
        clave: 'purchasing.order',
        nombre: 'Detalle de Pedido',
        ruta: 'Compras/orden',
        componente: 'PurchaseOrder',
        mostrar: 0,
      },
      {
        clave: 'purchasing.download',
        nombre: 'Descargas',
        ruta: 'Compras/descargas',
        componente: 'PurchaseDownload',
        mostrar: 1,
      },
      {
        clave: 'purchasing.approve',
        nombre: 'Aprobar Pedidos',
        ruta: 'Compras/aprobar-pedidos',
        componente: 'PurchaseApprove',
        mostrar: 1,
      },
    ],
  },
  {
    modulo: 'Proveedores',
    icono: 'ShopOutlined',
    opciones: [
      {
        clave: 'catalog.suppliers',
        nombre: 'Proveedores',
        ruta: 'Proveedor/crear-proveedor',
        componente: 'SupplierList',
        mostrar: 1,
      },
      {
        clave: 'catalog.supplierCreate',
        nombre: 'Crear Proveedor',
        ruta: 'Proveedor/crear',
        componente: 'SupplierCreate',
        mostrar: 0,
      },
      {
        clave: 'catalog.schedules',
        nombre: 'Horario de Proveedores',
        ruta: 'Proveedor/Nuevo-horario',
        componente: 'SupplierSchedule',
        mostrar: 1,
      },
      {
        clave: 'catalog.articles',
        nombre: 'Artículos',
        ruta: 'Proveedor/articulos',
        componente: 'Articles',
        mostrar: 1,
      },
      {
        clave: 'catalog.prices',
        nombre: 'Lista de Precios',
        ruta: 'Proveedor/lista-precios',
        componente: 'PriceList',
        mostrar: 1,
      },
      { clave: 'catalog.ppd', nombre: 'PPD', ruta: 'Proveedor/ppd', componente: 'Ppd', mostrar: 1 },
      {
        clave: 'catalog.priceChange',
        nombre: 'Cambio de Precio',
        ruta: 'Proveedor/cambio-precio',
        componente: 'PriceChange',
        mostrar: 1,
      },
    ],
  },
  {
    modulo: 'Traslados',
    icono: 'SwapOutlined',
    opciones: [
      {
        clave: 'transfers.request',
        nombre: 'Traslados',
        ruta: 'Traslados',
        componente: 'TransfersRequest',
        mostrar: 1,
      },
      {
        clave: 'transfers.mine',
        nombre: 'Mis Traslados',
        ruta: 'Traslados/Mis-traslados',
        componente: 'TransfersMine',
        mostrar: 1,
      },
      {
        clave: 'transfers.review',
        nombre: 'Revisar Traslados',
        ruta: 'Traslados/Revisar',
        componente: 'TransfersReview',
        mostrar: 1,
      },
      {
        clave: 'transfers.differences',
        nombre: 'Diferencias de Traslados',
        ruta: 'Traslados/Diferencias',
        componente: 'TransfersDifferences',
        mostrar: 1,
      },
      {
        clave: 'transfers.solicitar',
        nombre: 'Solicitar Traslado',
        ruta: 'Traslados/Solicitar',
        componente: 'TransfersSolicitar',
        mostrar: 0,
      },
    ],
  },
  {
    modulo: 'Inventario',
    icono: 'ContainerOutlined',
    opciones: [
      {
        clave: 'inventory.page',
        nombre: 'Inventarios',
        ruta: 'Inventario',
        componente: 'InventoryPage',
        mostrar: 1,
      },
      {
        clave: 'inventory.list',
        nombre: 'Listado de Inventarios',
        ruta: 'Inventario/listado',
        componente: 'InventoryList',
        mostrar: 0,
      },
      {
        clave: 'inventory.create',
        nombre: 'Crear Inventario',
        ruta: 'Inventario/crear',
        componente: 'InventoryCreate',
        mostrar: 1,
      },
      {
        clave: 'inventory.review',
        nombre: 'Revisión de Inventarios',
        ruta: 'Inventario/revision',
        componente: 'InventoryReview',
        mostrar: 1,
      },
    ],
  },
  {
    modulo: 'Desechos',
    icono: 'DeleteOutlined',
    opciones: [
      {
        clave: 'waste.page',
        nombre: 'Desechos de Inventario',
        ruta: 'Desechos',
        componente: 'WastePage',
        mostrar: 1,
      },
      {
        clave: 'waste.list',
        nombre: 'Lista de Desechos',
        ruta: 'Desechos/lista',
        componente: 'WasteList',
        mostrar: 1,
      },
      {
        clave: 'waste.report',
        nombre: 'Costo de Desechos',
        ruta: 'Desechos/Costos',
        componente: 'WasteCost',
        mostrar: 1,
      },
    ],
  },
  {
    modulo: 'ERP',
    icono: 'CloudSyncOutlined',
    opciones: [
      {
        clave: 'erp.documents',
        nombre: 'Integración SAP',
        ruta: 'ERP/documentos',
        componente: 'ErpDocuments',
        mostrar: 1,
      },
    ],
  },
  {
    modulo: 'Otros',
    icono: 'AppstoreOutlined',
    opciones: [
      {
        clave: 'extras.einvoice',
        nombre: 'Facturación Electrónica',
        ruta: 'FacElectronica',
        componente: 'ElectronicInvoicing',
        mostrar: 1,
      },
      {
        clave: 'extras.claims',
        nombre: 'Reclamos',
        ruta: 'Reclamos',
        componente: 'Claims',
        mostrar: 1,
      },
      {
        clave: 'extras.requisitions',
        nombre: 'Requisiciones',
        ruta: 'Requisiciones',
        componente: 'Requisitions',
        mostrar: 1,
      },
      {
        clave: 'extras.requests',
        nombre: 'Solicitudes',
        ruta: 'Solicitudes',
        componente: 'Requests',
        mostrar: 1,
      },
    ],
  },
] as const;

type MenuOption = (typeof MENU)[number]['opciones'][number];
/** A permission is the key of a menu option: `module.action` (STYLE rule 10). */
export type PermissionKey = MenuOption['clave'];
export type ComponentName = MenuOption['componente'];

export const PERMISSION_KEYS: PermissionKey[] = MENU.flatMap((m) => m.opciones.map((o) => o.clave));

export function isPermissionKey(value: string): value is PermissionKey {
  return (PERMISSION_KEYS as string[]).includes(value);
}

/** The label of a sub-entry that the side menu must hide (spec 1 §2 Shell). */
export const DISABLED_ENTRY = 'Desactivado';

export const SubMenuEntrySchema = z.object({
  nombre: z.string(),
  ruta: z.string(),
  componente: z.string(),
  mostrar: z.number().int(),
  clave: z.string(),
});
export type SubMenuEntry = z.infer<typeof SubMenuEntrySchema>;

export const PermissionEntrySchema = z.object({
  modulo: z.string(),
  icono: z.string(),
  isSubMenu: z.number().int(),
  menuItemActive: z.number().int(),
  subMenu: z.array(SubMenuEntrySchema),
});
export type PermissionEntry = z.infer<typeof PermissionEntrySchema>;

export const MenuResponseSchema = z.object({ data: z.array(PermissionEntrySchema) });
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

/** What the side menu shows of a user's permissions: visible sub-entries, grouped by module. */
export function visibleMenu(entries: PermissionEntry[]): PermissionEntry[] {
  return entries
    .filter((e) => e.modulo !== DISABLED_ENTRY)
    .map((e) => ({
      ...e,
      subMenu: e.subMenu.filter((s) => s.mostrar === 1 && s.nombre !== DISABLED_ENTRY),
    }))
    .filter((e) => e.subMenu.length > 0);
}
