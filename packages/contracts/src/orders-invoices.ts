import { z } from 'zod';
import { idParam, pageOf, pageQuery } from './common';
import { ORDER_MESSAGES } from './orders';
import { isoDate, ORDER_LIST_MESSAGES } from './orders-lists';

/**
 * /Compras/Factura-proveedor (spec 2 §2; issue #53 point 4): the supplier invoices recorded at
 * delivery — orders in state 4, 6 or 8 with a CCF — with where each stands in SAP, filtered by
 * supplier, branch and invoice date, and their Excel export.
 */

export const INVOICE_PAGE_SIZE = 10;
/** The most rows one export writes: past it the user narrows the filter. */
export const INVOICE_EXPORT_MAX = 50_000;
/** The order states an invoice may be in: delivered, inconsistent, registered in SAP. */
export const INVOICE_ORDER_STATES = [4, 6, 8] as const;

export const INVOICE_DELIVERY_NOTE =
  'Entrega de facturas: lunes y jueves de 9:30 a 12:00 y de 13:30 a 15:30.';

/** Thousands with a comma, as the app writes its amounts ($1,234.50), whatever the locale. */
const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export const INVOICE_MESSAGES = {
  title: 'Factura Proveedor',
  empty: 'No hay información que mostrar',
  searchPlaceholder: 'Buscar (N.º de pedido, CCF, DTE, número único, proveedor o sucursal)',
  exportName: 'facturas-proveedor.xlsx',
  sapStateInvalid: 'Estado SAP no válido',
  exportTooMany: `Hay más de ${grouped(INVOICE_EXPORT_MAX)} facturas con estos filtros: acote las fechas, el proveedor o la sucursal para exportarlas.`,
} as const;

/** Where an invoice stands in SAP: its 'factura' document's state. */
export const INVOICE_SAP_STATES = [
  'Sin registrar',
  'En proceso',
  'Registrada',
  'Rechazada',
] as const;
export type InvoiceSapState = (typeof INVOICE_SAP_STATES)[number];

/** The 'Estado SAP' filter as the address writes it, each with the state it picks. */
export const INVOICE_SAP_FILTERS = {
  'sin-registrar': 'Sin registrar',
  'en-proceso': 'En proceso',
  registrada: 'Registrada',
  rechazada: 'Rechazada',
} as const satisfies Record<string, InvoiceSapState>;
export type InvoiceSapFilter = keyof typeof INVOICE_SAP_FILTERS;
const SAP_FILTER_KEYS = Object.keys(INVOICE_SAP_FILTERS) as [
  InvoiceSapFilter,
  ...InvoiceSapFilter[],
];

const invoiceFilters = {
  /** The order's number ('123' or '#123') or CCF exactly; else names, CCF, DTE or número único. */
  buscar: z.string().trim().max(100).optional(),
  proveedorId: idParam.optional(),
  sucursalId: idParam.optional(),
  /** The invoice's date (fechaFactura), both ends included. */
  desde: isoDate(ORDER_MESSAGES.chooseDateRange).optional(),
  hasta: isoDate(ORDER_MESSAGES.chooseDateRange).optional(),
  /** Where the invoice stands in SAP (INVOICE_SAP_FILTERS). */
  estadoSap: z.enum(SAP_FILTER_KEYS, { error: INVOICE_MESSAGES.sapStateInvalid }).optional(),
};

const range = (
  q: { desde?: string | undefined; hasta?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  if (q.desde && q.hasta && q.desde > q.hasta)
    ctx.addIssue({ code: 'custom', path: ['hasta'], message: ORDER_LIST_MESSAGES.rangeInverted });
};

/** The list's query as the web keeps it in the address. */
export const InvoiceListQuerySchema = pageQuery(INVOICE_PAGE_SIZE).extend(invoiceFilters);
/** The list's query as the API reads it (the range checked). */
export const InvoiceQuerySchema = InvoiceListQuerySchema.superRefine(range);
export type InvoiceQuery = z.infer<typeof InvoiceListQuerySchema>;

/** The export's query: the list's filters, no page. */
export const InvoiceExportQuerySchema = z.object(invoiceFilters).superRefine(range);
export type InvoiceExportQuery = z.infer<typeof InvoiceExportQuerySchema>;

export const InvoiceRowSchema = z.object({
  pedidoId: z.number().int(),
  estado: z.number().int(),
  proveedor: z.object({ proveedorId: z.number().int(), nombre: z.string(), codigo: z.string() }),
  sucursal: z.object({ sucursalId: z.number().int(), nombre: z.string(), bodega: z.string() }),
  creditoFiscal: z.string(),
  dte: z.string().nullable(),
  serieDoc: z.string().nullable(),
  numUnico: z.string().nullable(),
  fechaFactura: z.string().nullable(),
  totalFinal: z.string(),
  notaCredito: z.boolean(),
  razon: z.string().nullable(),
  sap: z.object({
    estado: z.enum(INVOICE_SAP_STATES),
    docNum: z.number().int().nullable(),
    /** The invoice's error, or the purchase order's when that one failed. */
    error: z.string().nullable(),
  }),
});
export type InvoiceRow = z.infer<typeof InvoiceRowSchema>;

export const InvoicePageSchema = pageOf(InvoiceRowSchema);
export type InvoicePage = z.infer<typeof InvoicePageSchema>;
