import type { Readable } from 'node:stream';
import Decimal from 'decimal.js';
import PDFDocument from 'pdfkit';
import { nextTurn } from '../../platform/turns';
import type { DeliveryRun, RunArticle } from './orders-downloads-run';
import { winAnsi } from './orders-pdf';

/**
 * The delivery run as an A3 PDF (issue #53 point 5): the consolidated table by article, then each
 * branch on a page of its own with its address, its orders, what to unload and a line to sign on
 * receipt. Pages leave as they are finished (no buffered pages), so the footer counts pages as it
 * goes: 'página 3', not '3 de 40'. Helvetica, as the order PDF: WinAnsi text only.
 */

const MARGIN = 48;
const FOOTER_ZONE = 56;
const PAD = 5;
const TEXT = '#1f1f1f';
const MUTED = '#595959';
const RULE = '#d9d9d9';
const HEAD_FILL = '#eef1f5';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
/** Past this much unread output the writing waits for the client to catch up. */
const HIGH_WATER = 1024 * 1024;

type Doc = PDFKit.PDFDocument;
type Column = { header: string; width: number; align: 'left' | 'right' };

const grouped = (value: string) => {
  const [whole = '0', fraction] = new Decimal(value).toDecimalPlaces(4).toFixed().split('.');
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? digits : `${digits}.${fraction}`;
};
const dmy = (iso: string) => iso.split('-').reverse().join('/');

const left = (doc: Doc) => doc.page.margins.left;
const width = (doc: Doc) => doc.page.width - doc.page.margins.left - doc.page.margins.right;
const bottom = (doc: Doc) => doc.page.height - doc.page.margins.bottom;

function columnsOf(doc: Doc, fixed: Column[]): Column[] {
  const used = fixed.reduce((sum, c) => sum + c.width, 0);
  return fixed.map((c) => (c.width ? c : { ...c, width: width(doc) - used }));
}

const articleColumns: Column[] = [
  { header: 'Código', width: 150, align: 'left' },
  { header: 'Descripción', width: 0, align: 'left' },
  { header: 'Unidad', width: 90, align: 'left' },
];
const articleCells = (a: RunArticle) => [
  a.codigo === a.articuloId ? a.codigo : `${a.codigo} (${a.articuloId})`,
  a.nombre,
  a.unidad,
];

function rowHeight(doc: Doc, cells: string[], cols: Column[], bold: boolean) {
  doc.font(bold ? BOLD : REGULAR).fontSize(10);
  const heights = cells.map((t, i) => doc.heightOfString(t, { width: cols[i]!.width - 2 * PAD }));
  return Math.max(...heights) + 2 * PAD;
}

function drawRow(doc: Doc, cells: string[], cols: Column[], kind: 'head' | 'body' | 'total') {
  const bold = kind !== 'body';
  const height = rowHeight(doc, cells, cols, bold);
  const top = doc.y;
  if (kind === 'head') doc.rect(left(doc), top, width(doc), height).fill(HEAD_FILL);
  let x = left(doc);
  cells.forEach((text, i) => {
    const col = cols[i]!;
    doc.fillColor(TEXT).text(text, x + PAD, top + PAD, {
      width: col.width - 2 * PAD,
      align: col.align,
    });
    x += col.width;
  });
  doc
    .moveTo(left(doc), top + height)
    .lineTo(left(doc) + width(doc), top + height)
    .lineWidth(kind === 'total' ? 1 : 0.5)
    .strokeColor(kind === 'total' ? MUTED : RULE)
    .stroke();
  doc.x = left(doc);
  doc.y = top + height;
}

/** A table whose head is repeated, after `continued`'s line, on each page it runs onto. */
function table(doc: Doc, cols: Column[], rows: string[][], total: string[], continued: string) {
  const heads = cols.map((c) => c.header);
  const head = () => drawRow(doc, heads, cols, 'head');
  const fits = (cells: string[], bold = false) =>
    doc.y + rowHeight(doc, cells, cols, bold) <= bottom(doc);
  if (
    !fits(heads, true) ||
    (rows[0] && doc.y + 2 * rowHeight(doc, rows[0], cols, false) > bottom(doc))
  )
    newPage(doc, continued);
  head();
  for (const cells of [...rows, total]) {
    const isTotal = cells === total;
    if (!fits(cells, isTotal)) {
      newPage(doc, continued);
      head();
    }
    drawRow(doc, cells, cols, isTotal ? 'total' : 'body');
  }
}

function newPage(doc: Doc, continued: string) {
  doc.addPage();
  doc
    .font(BOLD)
    .fontSize(11)
    .fillColor(MUTED)
    .text(`${continued} (continuación)`, left(doc), MARGIN);
  doc.moveDown(0.8);
}

/** 'Etiqueta: valor' lines; empty values are left out. */
function labelled(doc: Doc, lines: [string, string][]) {
  for (const [label, value] of lines.filter(([, v]) => v.trim())) {
    doc
      .font(BOLD)
      .fontSize(11)
      .fillColor(TEXT)
      .text(`${label}: `, left(doc), doc.y, {
        width: width(doc),
        continued: true,
      });
    doc.font(REGULAR).text(value);
  }
}

function cover(doc: Doc, run: DeliveryRun) {
  doc.addPage();
  const top = doc.y;
  const half = width(doc) / 2;
  doc.font(BOLD).fontSize(20).fillColor(TEXT).text(run.empresa, left(doc), top, { width: half });
  const leftEnd = doc.y;
  const right = { width: half, align: 'right' as const };
  doc
    .font(BOLD)
    .fontSize(16)
    .text('Consolidado de entrega', left(doc) + half, top, right);
  doc.fontSize(14).text(`Fecha de entrega: ${dmy(run.fecha)}`, right);
  doc.font(REGULAR).fontSize(9).fillColor(MUTED).text(`Generado: ${run.generadoEn}`, right);
  doc.y = Math.max(leftEnd, doc.y) + 14;
  const branches = run.sucursales.length;
  labelled(doc, [
    ['Proveedor', `${run.proveedor.nombre} (${run.proveedor.codigo})`],
    ['Estado', run.estado],
    ['Sucursales', run.alcance],
    [
      'Contenido',
      `${run.pedidos} ${run.pedidos === 1 ? 'pedido' : 'pedidos'}, ${branches} ${branches === 1 ? 'sucursal' : 'sucursales'}, ${run.articulos.length} ${run.articulos.length === 1 ? 'producto' : 'productos'}`,
    ],
  ]);
  doc.moveDown(1);
  doc.font(BOLD).fontSize(13).fillColor(TEXT).text('Consolidado por artículo', left(doc), doc.y);
  doc.moveDown(0.4);
  const cols = columnsOf(doc, [
    ...articleColumns,
    { header: 'Sucursales', width: 90, align: 'right' },
    { header: 'Cantidad total', width: 120, align: 'right' },
  ]);
  const rows = run.articulos.map((a) => [
    ...articleCells(a),
    String(a.porSucursal.size),
    grouped(a.total),
  ]);
  table(doc, cols, rows, ['', 'Total', '', '', grouped(run.total)], 'Consolidado por artículo');
}

function branchPages(doc: Doc, run: DeliveryRun, index: number) {
  const s = run.sucursales[index]!;
  const title = `${s.nombre} (${s.bodega})`;
  doc.addPage();
  doc.font(BOLD).fontSize(10).fillColor(MUTED);
  doc.text(`${run.proveedor.nombre} · Entrega del ${dmy(run.fecha)} · ${run.estado}`, left(doc));
  doc.moveDown(0.6);
  doc.font(BOLD).fontSize(10).fillColor(MUTED).text('Entregar en');
  doc.font(BOLD).fontSize(16).fillColor(TEXT).text(title);
  doc.moveDown(0.3);
  labelled(doc, [
    ['Dirección', s.direccion ?? ''],
    ['Teléfono', s.telefono ?? ''],
    ['Pedidos', s.pedidoIds.map((id) => `N.º ${id}`).join(', ')],
  ]);
  doc.moveDown(0.8);
  const cols = columnsOf(doc, [
    ...articleColumns,
    { header: 'Cantidad', width: 120, align: 'right' },
  ]);
  const rows = s.lineas.map((l) => [...articleCells(l), grouped(l.cantidad)]);
  table(doc, cols, rows, ['', 'Total de la sucursal', '', grouped(s.total)], title);
  if (doc.y + 70 > bottom(doc)) newPage(doc, title);
  doc.y += 40;
  doc.font(REGULAR).fontSize(11).fillColor(TEXT);
  doc.text(
    'Recibido por: ______________________________     Firma: ____________________     Fecha y hora: ____________________',
    left(doc),
    doc.y,
    { width: width(doc) },
  );
}

/** Each page's footer, drawn as the page is opened, inside the bottom margin. */
function footer(doc: Doc, text: string, page: number) {
  const { x, y } = doc;
  const margin = doc.page.margins.bottom;
  doc.page.margins.bottom = 0;
  doc.font(REGULAR).fontSize(9).fillColor(MUTED);
  doc.text(`${text} — página ${page}`, left(doc), doc.page.height - FOOTER_ZONE + 20, {
    width: width(doc),
    align: 'center',
    lineBreak: false,
  });
  doc.page.margins.bottom = margin;
  doc.x = x;
  doc.y = y;
}

/** A turn for the other requests, and a wait while the client has not read what was written. */
async function breathe(doc: Doc) {
  await nextTurn();
  while (doc.readableLength > HIGH_WATER && !doc.destroyed)
    await new Promise((resolve) => setTimeout(resolve, 10));
}

async function render(doc: Doc, run: DeliveryRun) {
  cover(doc, run);
  for (let i = 0; i < run.sucursales.length; i++) {
    await breathe(doc);
    // The client went away: nothing more to write for it.
    if (doc.destroyed) return;
    branchPages(doc, run, i);
  }
  doc.end();
}

/** The PDF as a stream, each page sent once it is done; a failure mid-way ends the stream. */
export function deliveryPdf(source: DeliveryRun): Readable {
  const run = printable(source);
  const doc = new PDFDocument({
    size: 'A3',
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: FOOTER_ZONE },
    autoFirstPage: false,
    info: {
      Title: `Entrega del ${dmy(run.fecha)} · ${run.proveedor.nombre}`,
      Author: run.empresa,
      Subject: 'Consolidado de entrega',
      Creator: 'Jarvis',
    },
  });
  let pages = 0;
  const footerText = `${run.proveedor.nombre} · Entrega del ${dmy(run.fecha)}`;
  doc.on('pageAdded', () => footer(doc, footerText, ++pages));
  render(doc, run).catch((error: unknown) => doc.destroy(error as Error));
  return doc;
}

/** The run with every text made printable in WinAnsi. */
function printable(run: DeliveryRun): DeliveryRun {
  const article = <A extends RunArticle>(a: A): A => ({
    ...a,
    codigo: winAnsi(a.codigo),
    articuloId: winAnsi(a.articuloId),
    nombre: winAnsi(a.nombre),
    unidad: winAnsi(a.unidad),
  });
  return {
    ...run,
    empresa: winAnsi(run.empresa),
    proveedor: { nombre: winAnsi(run.proveedor.nombre), codigo: winAnsi(run.proveedor.codigo) },
    alcance: winAnsi(run.alcance),
    articulos: run.articulos.map(article),
    sucursales: run.sucursales.map((s) => ({
      ...s,
      nombre: winAnsi(s.nombre),
      bodega: winAnsi(s.bodega),
      direccion: s.direccion === null ? null : winAnsi(s.direccion),
      telefono: s.telefono === null ? null : winAnsi(s.telefono),
      lineas: s.lineas.map(article),
    })),
  };
}
