import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import { orderTotals } from '@jarvis/contracts/orders';

/**
 * The purchase order report (spec 2 §4, §9; issue #52 point 6): what the supplier receives when an
 * order is approved, and what POST /api/pedidos/pdf downloads. A3, Helvetica: the standard PDF fonts,
 * so no font files ship with the API; their WinAnsi encoding covers Spanish accents, 'ñ' and 'N.º'.
 */

export type OrderPdfLine = {
  articuloId: string;
  articuloIdFicticio: string | null;
  nombre: string;
  unidad: string;
  cantidad: string;
  /** 4 decimals, as the API carries prices. */
  precio: string;
};

export type OrderPdf = {
  pedidoId: number;
  /** YYYY-MM-DD */
  fechaPedido: string;
  /** YYYY-MM-DD */
  fechaEstimada: string;
  aprobadoPor: string | null;
  proveedor: { nombre: string; codigo: string; correo: string; telefono: string };
  sucursal: {
    nombre: string;
    bodega: string;
    marca: string;
    direccion: string | null;
    telefono: string | null;
    correo: string | null;
  };
  lineas: OrderPdfLine[];
  comentario: string | null;
};

export type PdfCompany = {
  nombre: string;
  /** Already formatted 'dd/mm/aaaa hh:mm' in the business time zone. */
  generadoEn: string;
};

/** Spec 2 §9, as the supplier reads it on every order. */
export const INVOICE_DELIVERY_NOTE =
  'Entrega de facturas: lunes y jueves de 9:30 a 12:00 y de 13:30 a 15:30.';

/** Ids spelled out in a file name before it switches to '…-y-N-mas'. */
const FILENAME_IDS = 5;

export const orderPdfFilename = (pedidoIds: number[]): string => {
  if (pedidoIds.length === 1) return `pedido-${pedidoIds[0]}.pdf`;
  if (pedidoIds.length <= FILENAME_IDS) return `pedidos-${pedidoIds.join('-')}.pdf`;
  return `pedidos-${pedidoIds[0]}-y-${pedidoIds.length - 1}-mas.pdf`;
};

const documentTitle = (ids: number[]) => {
  if (ids.length === 1) return `Pedido N.º ${ids[0]}`;
  if (ids.length <= FILENAME_IDS) return `Pedidos N.º ${ids.join(', ')}`;
  return `Pedidos N.º ${ids[0]} y ${ids.length - 1} más`;
};

// Same shapes as the web's orders-format.ts, so the paper and the screen show identical figures.
const grouped = (fixed: string) => {
  const [whole = '0', fraction] = fixed.split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = (sign ? whole.slice(1) : whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${digits}${fraction === undefined ? '' : `.${fraction}`}`;
};
const price = (value: Decimal.Value) => `$${grouped(new Decimal(value).toFixed(4))}`;
const total = (value: Decimal.Value) => `$${grouped(new Decimal(value).toFixed(2))}`;
const quantity = (value: string) => {
  const d = new Decimal(value);
  return d.isInteger() ? grouped(d.toFixed(0)) : grouped(d.toDecimalPlaces(4).toString());
};
const dmy = (isoDate: string) => {
  const [y, m, d] = isoDate.slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

/**
 * Subtotal and final total are the order's own figures (contracts' orderTotals, 4 decimals), shown
 * with 2. The IVA shown is their difference, so the three printed amounts always add up even when
 * rounding each one alone would leave a cent apart.
 */
function printedTotals(lineas: OrderPdfLine[]) {
  const { totalPedido, totalFinal } = orderTotals(lineas);
  const subtotal = new Decimal(totalPedido).toDecimalPlaces(2);
  const final = new Decimal(totalFinal).toDecimalPlaces(2);
  return { subtotal: total(subtotal), iva: total(final.minus(subtotal)), final: total(final) };
}

// The standard fonts encode WinAnsi only: pdfkit writes any other character as a broken code that
// garbles the rest of the string, so such characters lose their accent ('ő' → 'o') or become '?'.
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';
const isWinAnsi = (ch: string) => {
  const code = ch.charCodeAt(0);
  return (
    code === 10 ||
    (code >= 0x20 && code <= 0x7e) ||
    (code >= 0xa0 && code <= 0xff) ||
    WIN_ANSI_EXTRA.includes(ch)
  );
};
export const winAnsi = (text: string) =>
  Array.from(text.normalize('NFC'), (ch) => {
    if (isWinAnsi(ch)) return ch;
    if (/\s/.test(ch)) return ' ';
    const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
    return base && [...base].every(isWinAnsi) ? base : '?';
  }).join('');

function printable<T>(value: T): T {
  if (typeof value === 'string') return winAnsi(value) as T;
  if (Array.isArray(value)) return value.map(printable) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, printable(v)])) as T;
  }
  return value;
}

const MARGIN = 48;
const FOOTER_ZONE = 56;
const PAD = 5;
const TEXT = '#1f1f1f';
const MUTED = '#595959';
const RULE = '#d9d9d9';
const HEAD_FILL = '#eef1f5';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';

type Column = { header: string; width: number; align: 'left' | 'right' };
type Doc = PDFKit.PDFDocument;

const left = (doc: Doc) => doc.page.margins.left;
const contentWidth = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

function columns(doc: Doc): Column[] {
  const fixed: Column[] = [
    { header: 'Código', width: 130, align: 'left' },
    { header: 'Descripción', width: 0, align: 'left' },
    { header: 'Unidad', width: 80, align: 'left' },
    { header: 'Cantidad', width: 75, align: 'right' },
    { header: 'Precio unitario', width: 105, align: 'right' },
    { header: 'Total', width: 115, align: 'right' },
  ];
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.width ? c : { ...c, width: contentWidth(doc) - used }));
}

const lineCells = (l: OrderPdfLine) => [
  l.articuloIdFicticio ? `${l.articuloIdFicticio} (${l.articuloId})` : l.articuloId,
  l.nombre,
  l.unidad,
  quantity(l.cantidad),
  price(l.precio),
  price(new Decimal(l.cantidad).times(l.precio)),
];

function rowHeight(doc: Doc, cells: string[], cols: Column[], head = false) {
  doc.font(head ? BOLD : REGULAR).fontSize(9);
  const heights = cells.map((text, i) =>
    doc.heightOfString(text, { width: cols[i]!.width - 2 * PAD }),
  );
  return Math.max(...heights) + 2 * PAD;
}

function drawRow(doc: Doc, cells: string[], cols: Column[], opts: { head: boolean }) {
  const height = rowHeight(doc, cells, cols, opts.head);
  const top = doc.y;
  if (opts.head) doc.rect(left(doc), top, contentWidth(doc), height).fill(HEAD_FILL);
  let x = left(doc);
  cells.forEach((text, i) => {
    const col = cols[i]!;
    doc
      .fillColor(TEXT)
      .text(text, x + PAD, top + PAD, { width: col.width - 2 * PAD, align: col.align });
    x += col.width;
  });
  doc
    .moveTo(left(doc), top + height)
    .lineTo(left(doc) + contentWidth(doc), top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.x = left(doc);
  doc.y = top + height;
}

/** Later pages of an order say whose they are before the table goes on. */
function continuationHeader(doc: Doc, order: OrderPdf, company: PdfCompany) {
  doc.font(BOLD).fontSize(11).fillColor(TEXT);
  doc.text(`${company.nombre} · Orden de compra · Pedido N.º ${order.pedidoId}`, left(doc), MARGIN);
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text('(continuación)');
  doc.moveDown(0.8);
}

function newPage(doc: Doc, order: OrderPdf, company: PdfCompany) {
  doc.addPage();
  continuationHeader(doc, order, company);
}

function ensureSpace(doc: Doc, height: number, order: OrderPdf, company: PdfCompany) {
  if (doc.y + height > bottom(doc)) newPage(doc, order, company);
}

function header(doc: Doc, order: OrderPdf, company: PdfCompany) {
  const top = doc.y;
  const half = contentWidth(doc) / 2;
  doc.font(BOLD).fontSize(20).fillColor(TEXT).text(company.nombre, left(doc), top, { width: half });
  const leftEnd = doc.y;
  const right = { width: half, align: 'right' as const };
  doc
    .font(BOLD)
    .fontSize(16)
    .text('Orden de compra', left(doc) + half, top, right);
  doc.fontSize(14).text(`Pedido N.º ${order.pedidoId}`, right);
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(`Generado: ${company.generadoEn}`, right);
  doc.y = Math.max(leftEnd, doc.y) + 10;
  doc.moveTo(left(doc), doc.y).lineTo(left(doc) + contentWidth(doc), doc.y);
  doc.lineWidth(1).strokeColor(RULE).stroke();
  doc.y += 14;
}

/** A titled block of 'Etiqueta: valor' lines; empty values are left out. */
function block(doc: Doc, x: number, y: number, width: number, title: string, lines: string[][]) {
  doc.font(BOLD).fontSize(10).fillColor(MUTED).text(title, x, y, { width });
  doc.moveDown(0.3);
  lines
    .filter(([, value]) => value && value.trim())
    .forEach(([label, value], i) => {
      if (i === 0 && !label) {
        doc.font(BOLD).fontSize(12).fillColor(TEXT).text(value!, x, doc.y, { width });
      } else {
        doc
          .font(BOLD)
          .fontSize(10)
          .fillColor(TEXT)
          .text(`${label}: `, x, doc.y, { width, continued: true });
        doc.font(REGULAR).text(value!);
      }
    });
  return doc.y;
}

function parties(doc: Doc, order: OrderPdf) {
  const top = doc.y;
  const gap = 24;
  const width = (contentWidth(doc) - gap) / 2;
  const { proveedor: p, sucursal: s } = order;
  const supplierEnd = block(doc, left(doc), top, width, 'Proveedor', [
    ['', p.nombre],
    ['Código', p.codigo],
    ['Teléfono', p.telefono],
    ['Correo', p.correo],
  ]);
  const branchEnd = block(doc, left(doc) + width + gap, top, width, 'Entregar en', [
    ['', s.nombre],
    ['Bodega', s.bodega],
    ['Marca', s.marca],
    ['Dirección', s.direccion ?? ''],
    ['Teléfono', s.telefono ?? ''],
    ['Correo', s.correo ?? ''],
  ]);
  doc.x = left(doc);
  doc.y = Math.max(supplierEnd, branchEnd) + 14;
  const dates = `Fecha de pedido: ${dmy(order.fechaPedido)}     Fecha estimada de entrega: ${dmy(order.fechaEstimada)}`;
  doc.font(BOLD).fontSize(10).fillColor(TEXT).text(dates, left(doc), doc.y);
  doc.y += 12;
}

function linesTable(doc: Doc, order: OrderPdf, company: PdfCompany) {
  const cols = columns(doc);
  const heads = cols.map((c) => c.header);
  const headHeight = rowHeight(doc, heads, cols, true);
  const rows = order.lineas.length
    ? order.lineas.map(lineCells)
    : [['', 'El pedido no tiene productos.', '', '', '', '']];
  ensureSpace(doc, headHeight + rowHeight(doc, rows[0]!, cols), order, company);
  drawRow(doc, heads, cols, { head: true });
  for (const cells of rows) {
    if (doc.y + rowHeight(doc, cells, cols) > bottom(doc)) {
      newPage(doc, order, company);
      drawRow(doc, heads, cols, { head: true });
    }
    drawRow(doc, cells, cols, { head: false });
  }
}

function closing(doc: Doc, order: OrderPdf, company: PdfCompany) {
  const t = printedTotals(order.lineas);
  const width = contentWidth(doc);
  const labelWidth = 150;
  const valueWidth = 115;
  const labelX = left(doc) + width - valueWidth - labelWidth;
  ensureSpace(doc, 80, order, company);
  doc.y += 10;
  for (const [label, value, strong] of [
    ['Subtotal', t.subtotal, false],
    ['IVA 13 %', t.iva, false],
    ['Total final', t.final, true],
  ] as const) {
    const y = doc.y;
    doc
      .font(strong ? BOLD : REGULAR)
      .fontSize(strong ? 12 : 10)
      .fillColor(TEXT);
    doc.text(label, labelX, y, { width: labelWidth - PAD, align: 'right' });
    doc.text(value, labelX + labelWidth, y, { width: valueWidth - PAD, align: 'right' });
    doc.y += 4;
  }
  doc.x = left(doc);
  doc.y += 12;
  const comment = order.comentario?.trim();
  const commentHeight = comment ? doc.heightOfString(comment, { width }) + 20 : 0;
  ensureSpace(doc, 60 + commentHeight, order, company);
  const labelled = (label: string, value: string) => {
    doc
      .font(BOLD)
      .fontSize(10)
      .fillColor(TEXT)
      .text(`${label}: `, left(doc), doc.y, { width, continued: true });
    doc.font(REGULAR).text(value);
    doc.moveDown(0.4);
  };
  labelled('Aprobado por', order.aprobadoPor?.trim() || '—');
  if (comment) labelled('Comentario', comment);
  doc.moveDown(0.6);
  doc
    .font(BOLD)
    .fontSize(10)
    .fillColor(TEXT)
    .text(INVOICE_DELIVERY_NOTE, left(doc), doc.y, { width });
}

/** 'Pedido N.º 7 — página 2 de 3', counted within each order, drawn once every page exists. */
function footers(doc: Doc, spans: { pedidoId: number; first: number; last: number }[]) {
  for (const span of spans) {
    const count = span.last - span.first + 1;
    for (let i = span.first; i <= span.last; i++) {
      doc.switchToPage(i);
      // Inside the bottom margin: without this pdfkit would think the text overflows and add a page.
      const margin = doc.page.margins.bottom;
      doc.page.margins.bottom = 0;
      doc.font(REGULAR).fontSize(9).fillColor(MUTED);
      doc.text(
        `Pedido N.º ${span.pedidoId} — página ${i - span.first + 1} de ${count}`,
        left(doc),
        doc.page.height - FOOTER_ZONE + 20,
        { width: contentWidth(doc), align: 'center', lineBreak: false },
      );
      doc.page.margins.bottom = margin;
    }
  }
}

/** One or more orders in one A3 document, each order starting on its own page. */
export async function renderOrdersPdf(orders: OrderPdf[], company: PdfCompany): Promise<Buffer> {
  if (!orders.length) throw new Error('renderOrdersPdf needs at least one order');
  const doc = new PDFDocument({
    size: 'A3',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_ZONE },
    autoFirstPage: false,
    bufferPages: true,
    info: {
      Title: documentTitle(orders.map((o) => o.pedidoId)),
      Author: company.nombre,
      Subject: 'Orden de compra',
      Creator: 'Jarvis',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const printedCompany = printable(company);
  const spans = printable(orders).map((order) => {
    doc.addPage();
    const first = doc.bufferedPageRange().count - 1;
    header(doc, order, printedCompany);
    parties(doc, order);
    linesTable(doc, order, printedCompany);
    closing(doc, order, printedCompany);
    return { pedidoId: order.pedidoId, first, last: doc.bufferedPageRange().count - 1 };
  });
  footers(doc, spans);
  doc.end();
  return await done;
}
