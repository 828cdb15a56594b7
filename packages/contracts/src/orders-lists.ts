import { z } from 'zod';
import { idField, idParam, pageOf, pageQuery, PAGE_SIZE_MAX } from './common';
import type { PermissionKey } from './menu';
import {
  ORDER_EMPTY_TEXTS,
  ORDER_MESSAGES,
  ORDER_PAGE_SIZE,
  ORDER_STATES,
  DELIVERED_PAGE_SIZE,
  type OrderState,
} from './orders';

/**
 * The order lists of the Compras area (spec 2 §2; issue #52 point 3), the approval screen's filter
 * (§2 Approval screen, §5 Approval filter) and what a new order is chosen from (§5 New order).
 */

/**
 * Each list screen: the states it shows, its title, the permission that opens it and its page
 * size; every list is newest first. 'Procesados' and 'Entregados' both hold state 4: the first is
 * accounting's screen, the second the delivery record, 100 a page with the delivery columns.
 */
export const ORDER_VIEWS = {
  revision: {
    estados: [1],
    titulo: 'Pedidos en revisión',
    permiso: 'purchasing.review',
    ruta: '/Compras/pedidos-revision',
    tamano: ORDER_PAGE_SIZE,
  },
  abiertos: {
    estados: [2],
    titulo: 'Pedidos en abiertos',
    permiso: 'purchasing.open',
    ruta: '/Compras/pedidos-abiertos',
    tamano: ORDER_PAGE_SIZE,
  },
  pendientes: {
    estados: [3],
    titulo: 'No entregado',
    permiso: 'purchasing.pending',
    ruta: '/Compras/pedidos-pendientes',
    tamano: ORDER_PAGE_SIZE,
  },
  procesados: {
    estados: [4],
    titulo: 'Pedidos procesados',
    permiso: 'purchasing.processed',
    ruta: '/Compras/pedidos-procesados',
    tamano: ORDER_PAGE_SIZE,
  },
  entregados: {
    estados: [4],
    titulo: 'Pedidos entregados',
    permiso: 'purchasing.delivered',
    ruta: '/Compras/pedidos-entregados',
    tamano: DELIVERED_PAGE_SIZE,
  },
  cerrados: {
    estados: [5, 8],
    titulo: 'Pedidos cerrados',
    permiso: 'purchasing.closed',
    ruta: '/Compras/pedidos-cerrados',
    tamano: ORDER_PAGE_SIZE,
  },
  inconsistentes: {
    estados: [6],
    titulo: 'Pedidos incosistentes',
    permiso: 'purchasing.inconsistent',
    ruta: '/Compras/pedidos-inconsistentes',
    tamano: ORDER_PAGE_SIZE,
  },
} as const satisfies Record<
  string,
  {
    estados: readonly OrderState[];
    titulo: string;
    permiso: PermissionKey;
    ruta: string;
    tamano: number;
  }
>;
export type OrderView = keyof typeof ORDER_VIEWS;
export const ORDER_VIEW_NAMES = Object.keys(ORDER_VIEWS) as OrderView[];

/**
 * The page sizes a list offers (spec 2 §9: 10, 20, Todos). 'Todos' is the largest page the API
 * serves (PAGE_SIZE_MAX): past it the pager goes on, so a list of thousands never loads at once.
 */
export const ORDER_LIST_SIZES = [ORDER_PAGE_SIZE, 20, PAGE_SIZE_MAX] as const;
export const ALL_ROWS_SIZE = PAGE_SIZE_MAX;

/** Spec 2 §9: values over 10 characters are shown cut to 5, the whole value in a tooltip. */
export const CELL_LIMIT = 10;
export const CELL_CUT = 5;
export function cutCell(value: string): { text: string; cut: boolean } {
  return value.length > CELL_LIMIT
    ? { text: `${value.slice(0, CELL_CUT)}…`, cut: true }
    : { text: value, cut: false };
}

export const ORDER_LIST_MESSAGES = {
  rangeInverted: 'La fecha inicial no puede ser posterior a la final',
  searchPlaceholder: 'Buscar (N.º de pedido, proveedor o sucursal)',
} as const;

/** 'YYYY-MM-DD', a business date in BUSINESS_TZ. */
export const isoDate = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), message);

const range = (
  q: { desde?: string | undefined; hasta?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (q.desde && q.hasta && q.desde > q.hasta)
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: ORDER_LIST_MESSAGES.rangeInverted });
};

/** The filters every order list and the approval screen share. */
const orderFilters = {
  /** 'Buscar': the order's number, the supplier's name or code, the branch's name or bodega. */
  buscar: z.string().trim().max(100).optional(),
  proveedorId: idParam.optional(),
  sucursalId: idParam.optional(),
  /** The order's date (fechaPedido), both ends included. */
  desde: isoDate(ORDER_MESSAGES.chooseDateRange).optional(),
  hasta: isoDate(ORDER_MESSAGES.chooseDateRange).optional(),
};

/** A list's query, as the web keeps it in the address (the lists' default page size). */
export const OrderListQuerySchema = pageQuery(ORDER_PAGE_SIZE).extend(orderFilters);
/** A view's query as the API reads it: the view's own default size, the range checked. */
export const orderListQuery = (size: number) =>
  pageQuery(size).extend(orderFilters).superRefine(range);
export type OrderListQuery = z.infer<typeof OrderListQuerySchema>;

export const OrderViewParamsSchema = z.object({
  vista: z.enum(ORDER_VIEW_NAMES as [OrderView, ...OrderView[]]),
});

export const OrderListItemSchema = z.object({
  pedidoId: z.number().int(),
  estado: z.number().int(),
  fechaPedido: z.string(),
  fechaEstimada: z.string(),
  fechaEntrega: z.string().nullable(),
  proveedor: z.object({ proveedorId: z.number().int(), nombre: z.string(), codigo: z.string() }),
  sucursal: z.object({ sucursalId: z.number().int(), nombre: z.string(), bodega: z.string() }),
  creadoPor: z.string(),
  lineas: z.number().int(),
  totalPedido: z.string(),
  totalFinal: z.string(),
  creditoFiscal: z.string().nullable(),
  /** 'Pedidos incosistentes': the inconsistency types registered, and whether it was corrected. */
  inconsistencias: z.array(z.string()).optional(),
  correccionRequerida: z.number().int().optional(),
});
export type OrderListItem = z.infer<typeof OrderListItemSchema>;

export const OrderPageSchema = pageOf(OrderListItemSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;

/** The choices of the lists' and the approval screen's filters, for the signed-in user. */
export const OrderFilterOptionsSchema = z.object({
  proveedores: z.array(
    z.object({ proveedorId: z.number().int(), nombre: z.string(), codigo: z.string() }),
  ),
  /** A Restaurante user's own branch only. */
  sucursales: z.array(
    z.object({ sucursalId: z.number().int(), nombre: z.string(), bodega: z.string() }),
  ),
  /** Today in BUSINESS_TZ, and the approval screen's default range (the last 10 days). */
  hoy: z.string(),
  desdePorDefecto: z.string(),
});
export type OrderFilterOptions = z.infer<typeof OrderFilterOptionsSchema>;

// ── Approval screen (/Compras/aprobar-pedidos) ──────────────────────────────────────────────────

/**
 * Spec 2 §5 Approval filter: a date range is required; a supplier too when the state is
 * Revisión (the orders approved together are one supplier's). The state filter offers 1–6 and 8.
 */
export const ApprovalQuerySchema = pageQuery(ORDER_PAGE_SIZE)
  .extend({
    estado: z.coerce
      .number()
      .int()
      .min(1)
      .max(8)
      .refine((n): n is OrderState => (ORDER_STATES as readonly number[]).includes(n), {
        message: 'Estado no válido',
      })
      .default(1),
    proveedorId: idParam.optional(),
    desde: isoDate(ORDER_MESSAGES.chooseDateRange),
    hasta: isoDate(ORDER_MESSAGES.chooseDateRange),
  })
  .superRefine((q, ctx) => {
    range(q, ctx);
    if (q.estado === 1 && q.proveedorId === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['proveedorId'],
        message: ORDER_MESSAGES.chooseSupplier,
      });
  });
export type ApprovalQuery = z.infer<typeof ApprovalQuerySchema>;

/** The approval list: each row says whether it can be selected (state 1 only). */
export const ApprovalPageSchema = pageOf(
  OrderListItemSchema.extend({ seleccionable: z.boolean() }),
);
export type ApprovalPage = z.infer<typeof ApprovalPageSchema>;

/** Up to this many orders are approved, voided or printed at once. */
export const BULK_ORDERS_MAX = 100;

const orderIds = z
  .array(idField, { error: ORDER_MESSAGES.noneSelected })
  .min(1, ORDER_MESSAGES.noneSelected)
  .max(BULK_ORDERS_MAX, ORDER_MESSAGES.tooManySelected(BULK_ORDERS_MAX))
  .refine((ids) => new Set(ids).size === ids.length, ORDER_MESSAGES.repeatedOrders);

/** Aprobar (1 → 2): the estimated delivery date is required (spec 2 §5 Approval filter). */
export const ApproveOrdersSchema = z.object({
  pedidoIds: orderIds,
  fechaEstimada: isoDate(ORDER_MESSAGES.estimatedDateRequired),
});
export type ApproveOrders = z.infer<typeof ApproveOrdersSchema>;

/** Anular (1 → 5). */
export const VoidOrdersSchema = z.object({ pedidoIds: orderIds });
export type VoidOrders = z.infer<typeof VoidOrdersSchema>;

export const BulkOrdersResultSchema = z.object({
  successful: z.string(),
  pedidoIds: z.array(z.number().int()),
});
export type BulkOrdersResult = z.infer<typeof BulkOrdersResultSchema>;

/** The PDFs of the selected orders, one A3 page (or more) each, in one file. */
export const OrdersPdfSchema = z.object({ pedidoIds: orderIds });

// ── New order (/Compras/pedidos-nuevos[/{proveedorID}]) ─────────────────────────────────────────

/**
 * What a new order is chosen from: the user's brand's active suppliers with their order days
 * (those that take orders today first, marked), the branches central staff may order for (a
 * Restaurante user's own only), and today in BUSINESS_TZ.
 */
export const NewOrderOptionsSchema = z.object({
  hoy: z.string(),
  marca: z.string(),
  /** Restaurante: the user's own branch, fixed; central staff: null (they choose). */
  sucursalPropia: z
    .object({ sucursalId: z.number().int(), nombre: z.string(), bodega: z.string() })
    .nullable(),
  sucursales: z.array(
    z.object({ sucursalId: z.number().int(), nombre: z.string(), bodega: z.string() }),
  ),
  proveedores: z.array(
    z.object({
      proveedorId: z.number().int(),
      nombre: z.string(),
      codigo: z.string(),
      maxProductos: z.number().int(),
      /** 1 lunes … 7 domingo. */
      dias: z.array(z.number().int()),
      /** Today is one of its order days. */
      pideHoy: z.boolean(),
      /** Its next order day after today: the delivery date the form proposes. */
      fechaEntrega: z.string().nullable(),
    }),
  ),
});
export type NewOrderOptions = z.infer<typeof NewOrderOptionsSchema>;

export const SupplierParamsSchema = z.object({ proveedorId: idParam });

/** A supplier's orderable articles: active, linked and priced above 0 (spec 2 §2 New order). */
export const OrderableArticlesSchema = z.object({
  proveedorId: z.number().int(),
  articulos: z.array(
    z.object({
      articuloId: z.string(),
      nombre: z.string(),
      unidad: z.string(),
      categoria: z.string(),
      precio: z.string(),
    }),
  ),
});
export type OrderableArticles = z.infer<typeof OrderableArticlesSchema>;

export { ORDER_EMPTY_TEXTS };
