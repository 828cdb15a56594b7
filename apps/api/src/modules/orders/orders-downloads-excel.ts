import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { eachInTurns, nextTurn } from '../../platform/turns';
import type { DeliveryRun, RunArticle } from './orders-downloads-run';

/**
 * The delivery run as an Excel workbook (issue #53 point 5): 'Consolidado' with every article's
 * total and each branch's quantity in a column of its own, then one sheet per branch with what to
 * unload there. Streamed: rows become XML as they are added and leave compressed while the rest is
 * written, so a run of hundreds of branches is never held whole in memory.
 */

export const CONSOLIDATED_SHEET = 'Consolidado';

/** Rows written between two turns for the other requests (platform/turns). */
const ROWS_PER_TURN = 250;
const HEADER_FILL: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FF1F4E79' },
};

type Book = ExcelJS.stream.xlsx.WorkbookWriter;
type Sheet = ExcelJS.Worksheet;

const dmy = (iso: string) => iso.split('-').reverse().join('/');
const num = (value: string) => Number(value);

/**
 * Excel's rules for a sheet's name: at most 31 characters, none of []:*?/\, not starting or
 * ending with an apostrophe, unique regardless of case.
 */
export function sheetName(wanted: string, taken: Set<string>): string {
  const clean =
    wanted
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim() || 'Hoja';
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '' : ` (${n})`;
    const name = `${clean.slice(0, 31 - suffix.length).trimEnd()}${suffix}`;
    if (!taken.has(name.toLocaleLowerCase('es'))) {
      taken.add(name.toLocaleLowerCase('es'));
      return name;
    }
  }
}

/** 'Etiqueta: valor' rows above a table; the title first. */
function info(sheet: Sheet, title: string, rows: [string, string][]) {
  const head = sheet.addRow([title]);
  head.font = { bold: true, size: 14 };
  head.commit();
  for (const [label, value] of rows) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    row.commit();
  }
  sheet.addRow([]).commit();
}

function tableHead(sheet: Sheet, headers: string[]) {
  const row = sheet.addRow(headers);
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.fill = HEADER_FILL;
  row.alignment = { vertical: 'middle', wrapText: true };
  row.commit();
}

function totalRow(sheet: Sheet, values: (string | number | null)[]) {
  const row = sheet.addRow(values);
  row.font = { bold: true };
  row.border = { top: { style: 'thin' } };
  row.commit();
}

const articleCells = (a: RunArticle) => [a.codigo, a.articuloId, a.nombre, a.unidad];
const ARTICLE_COLUMNS = [{ width: 16 }, { width: 16 }, { width: 44 }, { width: 12 }];
/** The rows above a table: its title, the 'Etiqueta: valor' rows and a blank one, then its head. */
const tableTop = (rows: unknown[]) => rows.length + 3;

async function consolidated(book: Book, run: DeliveryRun, taken: Set<string>) {
  const rows: [string, string][] = [
    ['Proveedor', `${run.proveedor.nombre} (${run.proveedor.codigo})`],
    ['Fecha de entrega', dmy(run.fecha)],
    ['Estado', run.estado],
    ['Sucursales', run.alcance],
    ['Generado', run.generadoEn],
  ];
  const sheet = book.addWorksheet(sheetName(CONSOLIDATED_SHEET, taken), {
    views: [{ state: 'frozen', xSplit: 3, ySplit: tableTop(rows) }],
  });
  sheet.columns = [...ARTICLE_COLUMNS, { width: 14 }, ...run.sucursales.map(() => ({ width: 10 }))];
  info(sheet, 'Consolidado de entrega', rows);
  tableHead(sheet, [
    'Código',
    'Código SAP',
    'Descripción',
    'Unidad',
    'Cantidad total',
    ...run.sucursales.map((s) => s.bodega),
  ]);
  await eachInTurns(
    run.articulos,
    (a) =>
      sheet
        .addRow([
          ...articleCells(a),
          num(a.total),
          ...run.sucursales.map((s) => {
            const cantidad = a.porSucursal.get(s.sucursalId);
            return cantidad === undefined ? null : num(cantidad);
          }),
        ])
        .commit(),
    ROWS_PER_TURN,
  );
  totalRow(sheet, [
    null,
    null,
    'Total',
    null,
    num(run.total),
    ...run.sucursales.map((s) => num(s.total)),
  ]);
  sheet.commit();
}

async function branchSheet(book: Book, run: DeliveryRun, index: number, taken: Set<string>) {
  const s = run.sucursales[index]!;
  const rows: [string, string][] = [
    ['Dirección', s.direccion ?? ''],
    ['Teléfono', s.telefono ?? ''],
    ['Pedidos', s.pedidoIds.map((id) => `N.º ${id}`).join(', ')],
    ['Proveedor', `${run.proveedor.nombre} (${run.proveedor.codigo})`],
    ['Fecha de entrega', dmy(run.fecha)],
    ['Estado', run.estado],
    ['Generado', run.generadoEn],
  ];
  const sheet = book.addWorksheet(sheetName(`${s.bodega} ${s.nombre}`, taken), {
    views: [{ state: 'frozen', ySplit: tableTop(rows) }],
  });
  sheet.columns = [...ARTICLE_COLUMNS, { width: 14 }];
  info(sheet, `${s.nombre} (${s.bodega})`, rows);
  tableHead(sheet, ['Código', 'Código SAP', 'Descripción', 'Unidad', 'Cantidad']);
  await eachInTurns(
    s.lineas,
    (l) => sheet.addRow([...articleCells(l), num(l.cantidad)]).commit(),
    ROWS_PER_TURN,
  );
  totalRow(sheet, [null, null, 'Total de la sucursal', null, num(s.total)]);
  sheet.commit();
}

async function write(book: Book, run: DeliveryRun, out: PassThrough) {
  const taken = new Set<string>();
  await consolidated(book, run, taken);
  for (let i = 0; i < run.sucursales.length; i++) {
    // The client went away: nothing more to write for it.
    if (out.destroyed) return;
    await branchSheet(book, run, i, taken);
    await nextTurn();
  }
  await book.commit();
}

/** The workbook as a stream, written while it is read; a failure mid-way ends the stream with it. */
export function deliveryXlsx(run: DeliveryRun): PassThrough {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: true,
  });
  book.creator = run.empresa;
  book.created = new Date();
  write(book, run, out).catch((error: unknown) => out.destroy(error as Error));
  return out;
}
