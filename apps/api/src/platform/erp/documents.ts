import Decimal from 'decimal.js';

/**
 * The SAP documents Jarvis sends, built from a Jarvis order (spec 2 §7, spec 3 §3 "Order fields used
 * for SAP"): purchase orders in series ERP_PO_SERIES, purchase invoices in ERP_INVOICE_SERIES copied
 * from the SAP purchase order's lines (BaseType 22). Currency USD; prices with 4 decimals.
 */

/** What the purchasing module hands over for a purchase order. */
export type OrderSnapshot = {
  pedidoId: number;
  /** The supplier's SAP CardCode. */
  proveedorId: string;
  /** The branch's warehouse (bodega), a SAP WarehouseCode. */
  bodega: string;
  /** Business dates, YYYY-MM-DD. */
  fecha: string;
  fechaEntrega: string;
  comentario?: string;
  lineas: { articuloId: string; cantidad: number | string; precio: number | string }[];
};

/** What the purchasing module hands over for the supplier's invoice of an order. */
export type InvoiceSnapshot = {
  pedidoId: number;
  proveedorId: string;
  fechaFactura: string;
  /** The supplier's document number (CCF or DTE número de control). */
  numeroDocumento: string;
  codigoGeneracion?: string;
  selloRecepcion?: string;
  /** The comment SAP keeps with it (Jarvis writes the CCF, serie and número único there). */
  comentario?: string;
  /** Quantities received per SAP order line (LineNum → quantity); lines left out are invoiced whole. */
  cantidades?: Record<number, number>;
};

export const PURCHASE_ORDER_OBJECT = 22;

const price = (value: number | string) => new Decimal(value).toDecimalPlaces(4).toNumber();
const quantity = (value: number | string) => new Decimal(value).toDecimalPlaces(6).toNumber();

export function purchaseOrderPayload(order: OrderSnapshot, series: number) {
  return {
    CardCode: order.proveedorId,
    DocDate: order.fecha,
    TaxDate: order.fecha,
    DocDueDate: order.fechaEntrega,
    Series: series,
    // The natural key SAP can be searched by before posting again (reference §6.7).
    NumAtCard: String(order.pedidoId),
    DocCurrency: 'USD',
    Comments: (order.comentario ?? `Pedido Jarvis ${order.pedidoId}`).slice(0, 254),
    DocumentLines: order.lineas.map((line) => ({
      ItemCode: line.articuloId,
      Quantity: quantity(line.cantidad),
      UnitPrice: price(line.precio),
      WarehouseCode: order.bodega,
    })),
  };
}

export type SapOrderLine = {
  LineNum: number;
  Quantity: number;
  UnitPrice: number;
  RemainingOpenQuantity?: number;
  LineStatus?: string;
};

/** The invoice's header; its lines are copied from the SAP order when it is sent. */
export function purchaseInvoiceHeader(invoice: InvoiceSnapshot, series: number) {
  return {
    CardCode: invoice.proveedorId,
    DocDate: invoice.fechaFactura,
    TaxDate: invoice.fechaFactura,
    Series: series,
    NumAtCard: invoice.numeroDocumento,
    DocCurrency: 'USD',
    Comments: (invoice.comentario ?? `Factura del pedido Jarvis ${invoice.pedidoId}`).slice(0, 254),
    ...(invoice.codigoGeneracion ? { U_CodGeneracion: invoice.codigoGeneracion } : {}),
    ...(invoice.selloRecepcion ? { U_SelloRecepcion: invoice.selloRecepcion } : {}),
    ...(invoice.cantidades ? { cantidades: invoice.cantidades } : {}),
  };
}

/** Copy-from lines (BaseType 22): every open line of the SAP order, at the quantity received. */
export function invoiceLines(
  baseEntry: number,
  lines: SapOrderLine[],
  cantidades: Record<number, number> = {},
) {
  return lines
    .filter((line) => line.LineStatus !== 'bost_Close')
    .map((line) => ({
      BaseType: PURCHASE_ORDER_OBJECT,
      BaseEntry: baseEntry,
      BaseLine: line.LineNum,
      Quantity: quantity(cantidades[line.LineNum] ?? line.RemainingOpenQuantity ?? line.Quantity),
      UnitPrice: price(line.UnitPrice),
    }))
    .filter((line) => line.Quantity > 0);
}

/** What the transfers module hands over for a received transfer (issue #54). */
export type StockTransferSnapshot = {
  trasladoId: number;
  /** Business date of the receipt, YYYY-MM-DD. */
  fecha: string;
  /** The sending and the receiving branch's warehouses (bodegas), SAP WarehouseCodes. */
  desde: string;
  hacia: string;
  comentario: string;
  /** The received quantities, in the article's sale unit; lines received at 0 are left out. */
  lineas: { articuloId: string; cantidad: number | string }[];
};

/**
 * A StockTransfer (OWTR, object 67) from the origin's warehouse to the destination's, in the
 * object's default series; Reference2 carries the Jarvis number for people searching in SAP.
 */
export function stockTransferPayload(transfer: StockTransferSnapshot) {
  return {
    DocDate: transfer.fecha,
    TaxDate: transfer.fecha,
    DueDate: transfer.fecha,
    FromWarehouse: transfer.desde,
    ToWarehouse: transfer.hacia,
    Reference2: `TR-${transfer.trasladoId}`,
    Comments: transfer.comentario.slice(0, 254),
    JournalMemo: `Traslado Jarvis ${transfer.trasladoId}`.slice(0, 50),
    StockTransferLines: transfer.lineas.map((line) => ({
      ItemCode: line.articuloId,
      Quantity: quantity(line.cantidad),
      FromWarehouseCode: transfer.desde,
      WarehouseCode: transfer.hacia,
    })),
  };
}
