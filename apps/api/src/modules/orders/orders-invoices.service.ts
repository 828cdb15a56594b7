import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { orderActorOf } from '@jarvis/contracts/orders';
import {
  INVOICE_EXPORT_MAX,
  INVOICE_MESSAGES,
  type InvoiceExportQuery,
  type InvoicePage,
  type InvoiceQuery,
  type InvoiceRow,
  type InvoiceSapFilter,
} from '@jarvis/contracts/orders-invoices';
import { containsPattern } from '../../db/search';
import { AppError } from '../../errors';
import type { Ctx } from '../../platform/context';
import { documentsOf, type DocumentState } from '../../platform/erp/source-documents';
import type { FileAnswer } from '../../platform/files/send-file';
import { eachInTurns } from '../../platform/turns';
import * as suppliers from '../catalog/suppliers.service';
import * as users from '../users/users.service';
import { SAP_ORIGIN } from './orders-sap.service';
import * as repo from './orders-invoices.repository';

/**
 * /Compras/Factura-proveedor (issue #53 point 4): the invoices recorded at delivery, each with
 * where it stands in SAP, and their Excel export. A Restaurante user sees only their branch's.
 */

const isBranchStaff = (ctx: Ctx) => orderActorOf(ctx.actor.rol) === 'restaurante';

const NUMBER = /^#?(\d{1,18})$/;
const PG_INT_MAX = 2_147_483_647;

/** The 'Estado SAP' filter as the invoice documents' states (sapOf's reading, reversed). */
const SAP_DOCUMENT_STATES: Record<InvoiceSapFilter, readonly DocumentState[] | 'ninguno'> = {
  'sin-registrar': 'ninguno',
  'en-proceso': ['pendiente', 'enviando'],
  registrada: ['registrado'],
  rechazada: ['error'],
};

/**
 * What 'Buscar' reads, by the term's shape: a number ('123', '#123') is the order's number or the
 * CCF, exactly; a term with a digit is the start of a CCF, DTE or número único, or a branch's
 * bodega ('SW01'); a term of words, the supplier's and branch's names (folded). Kept apart so that
 * PostgreSQL estimates each by its own index: one OR of them all was planned as a walk of every
 * invoice for a rare number (13.8 s at a million orders; docs/performance.md).
 */
async function searchOf(ctx: Ctx, term: string | undefined): Promise<repo.InvoiceSearch> {
  if (term === undefined) return {};
  const digits = NUMBER.exec(term)?.[1];
  if (digits !== undefined) {
    const n = Number(digits);
    return { numero: { pedidoId: n <= PG_INT_MAX ? n : undefined, ccf: digits } };
  }
  if (!/\d/.test(term)) return { texto: { contains: containsPattern(term) } };
  const folded = term.toLowerCase();
  const branch = (await users.orderingBranches(ctx.db, null)).find(
    (b) => b.bodega.toLowerCase() === folded,
  );
  return {
    texto: {
      prefix: `${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`,
      ...(branch ? { sucursalId: branch.sucursalId } : {}),
    },
  };
}

/** The query as the repository's filter: the branch held to a Restaurante user's own. */
async function filterOf(ctx: Ctx, q: InvoiceExportQuery): Promise<repo.InvoiceFilter> {
  return {
    sucursalId: isBranchStaff(ctx) ? ctx.actor.sucursalId : q.sucursalId,
    proveedorId: q.proveedorId,
    desde: q.desde,
    hasta: q.hasta,
    ...(await searchOf(ctx, q.buscar?.trim() || undefined)),
    sap:
      q.estadoSap === undefined
        ? undefined
        : { origen: SAP_ORIGIN, estados: SAP_DOCUMENT_STATES[q.estadoSap] },
  };
}

type Row = Awaited<ReturnType<typeof repo.invoiceRows>>[number];

/** Where an invoice stands in SAP: its 'factura' document's state; the order's error if it failed. */
function sapOf(docs: Awaited<ReturnType<typeof documentsOf>>): InvoiceRow['sap'] {
  const factura = docs.findLast((d) => d.tipo === 'factura');
  const orden = docs.findLast((d) => d.tipo === 'orden');
  const ordenError = orden?.estado === 'error' ? (orden.ultimoError ?? null) : null;
  if (!factura) return { estado: 'Sin registrar', docNum: null, error: ordenError };
  if (factura.estado === 'registrado')
    return { estado: 'Registrada', docNum: factura.docNum, error: null };
  if (factura.estado === 'error')
    return { estado: 'Rechazada', docNum: null, error: factura.ultimoError ?? ordenError };
  return { estado: 'En proceso', docNum: null, error: ordenError };
}

/** The rows with their supplier's and branch's names and their SAP state. */
async function rowsOf(ctx: Ctx, rows: Row[]): Promise<InvoiceRow[]> {
  const ids = rows.map((r) => r.pedidoId);
  const [supplierOf, branchOf, docs] = await Promise.all([
    suppliers.supplierContacts(
      ctx,
      rows.map((r) => r.proveedorId),
    ),
    users.branchesById(
      ctx.db,
      rows.map((r) => r.sucursalId),
    ),
    documentsOf(ctx.db, SAP_ORIGIN, ids),
  ]);
  const docsOf = new Map<number, typeof docs>();
  for (const d of docs) docsOf.set(d.origenId, [...(docsOf.get(d.origenId) ?? []), d]);
  return rows.map((r) => {
    const supplier = supplierOf.get(r.proveedorId);
    const branch = branchOf.get(r.sucursalId);
    return {
      pedidoId: r.pedidoId,
      estado: r.estado,
      proveedor: {
        proveedorId: r.proveedorId,
        nombre: supplier?.nombre ?? '—',
        codigo: supplier?.codigo ?? '—',
      },
      sucursal: {
        sucursalId: r.sucursalId,
        nombre: branch?.nombre ?? '—',
        bodega: branch?.bodega ?? '—',
      },
      creditoFiscal: r.creditoFiscal ?? '',
      dte: r.dte,
      serieDoc: r.serieDoc,
      numUnico: r.numUnico,
      fechaFactura: r.fechaFactura,
      totalFinal: r.totalFinal,
      notaCredito: r.notaCredito === 1,
      razon: r.razon,
      sap: sapOf(docsOf.get(r.pedidoId) ?? []),
    };
  });
}

export async function list(ctx: Ctx, q: InvoiceQuery): Promise<InvoicePage> {
  const { rows, counted } = await repo.listInvoices(ctx.db, await filterOf(ctx, q), q);
  return { items: await rowsOf(ctx, rows), ...counted, page: q.page, size: q.size };
}

// ── Excel export ─────────────────────────────────────────────────────────────────────────────────

/** Rows read (and named) at a time while the workbook is written. */
const BATCH = 1_000;
const HEADERS = [
  'N.º de pedido',
  'Proveedor',
  'Código proveedor',
  'Sucursal',
  'Bodega',
  'CCF',
  'DTE',
  'Serie',
  'Número único',
  'Fecha de factura',
  'Total',
  'Nota de crédito',
  'Razón',
  'Estado SAP',
  'DocNum SAP',
  'Error SAP',
];
const WIDTHS = [12, 32, 14, 24, 10, 16, 38, 14, 38, 14, 12, 10, 20, 14, 12, 40];

const dmy = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : '');

const cells = (r: InvoiceRow) => [
  r.pedidoId,
  r.proveedor.nombre,
  r.proveedor.codigo,
  r.sucursal.nombre,
  r.sucursal.bodega,
  r.creditoFiscal,
  r.dte ?? '',
  r.serieDoc ?? '',
  r.numUnico ?? '',
  dmy(r.fechaFactura),
  Number(r.totalFinal),
  r.notaCredito ? 'Sí' : 'No',
  r.razon ?? '',
  r.sap.estado,
  r.sap.docNum,
  r.sap.error ?? '',
];

async function write(
  ctx: Ctx,
  filter: repo.InvoiceFilter,
  first: Row[],
  out: PassThrough,
): Promise<void> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: true,
  });
  book.created = new Date();
  const sheet = book.addWorksheet('Facturas', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = WIDTHS.map((width) => ({ width }));
  const head = sheet.addRow(HEADERS);
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  head.commit();
  let batch = first;
  let written = 0;
  while (batch.length > 0) {
    // The client went away: nothing more to write for it.
    if (out.destroyed) return;
    await eachInTurns(await rowsOf(ctx, batch), (r) => sheet.addRow(cells(r)).commit(), 250);
    written += batch.length;
    if (batch.length < BATCH || written >= INVOICE_EXPORT_MAX) break;
    batch = await repo.invoiceRows(
      ctx.db,
      filter,
      written,
      Math.min(BATCH, INVOICE_EXPORT_MAX - written),
    );
  }
  sheet.commit();
  await book.commit();
}

/** The filtered invoices as a workbook (INVOICE_EXPORT_MAX rows at most), streamed as written. */
export async function exportXlsx(ctx: Ctx, q: InvoiceExportQuery): Promise<FileAnswer> {
  const filter = await filterOf(ctx, q);
  // Past the cap the user narrows the filter: a clear refusal, not a file silently cut short.
  if ((await repo.countUpTo(ctx.db, filter, INVOICE_EXPORT_MAX + 1)) > INVOICE_EXPORT_MAX)
    throw new AppError('VALIDATION_ERROR', INVOICE_MESSAGES.exportTooMany);
  // The first rows are read before answering: a failing query is an error, not a broken file.
  const first = await repo.invoiceRows(ctx.db, filter, 0, BATCH);
  const out = new PassThrough();
  write(ctx, filter, first, out).catch((error: unknown) => out.destroy(error as Error));
  return {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    filename: INVOICE_MESSAGES.exportName,
    body: out,
  };
}
