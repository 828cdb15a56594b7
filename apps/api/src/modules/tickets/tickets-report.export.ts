import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  REPORT_DIMENSIONS,
  REPORT_DIMENSION_LABELS,
  REPORT_EXPORT_COLUMNS,
  REPORT_GRANULARITY_LABELS,
  type Report,
  type ReportMetrics,
} from '@jarvis/contracts/tickets-report';
import { eachInTurns, mapInTurns } from '../../platform/turns';
import { businessDmy, businessTime, wallClock } from '../../time';
import type { ExportTicket } from './tickets-report.service';

/**
 * The files of 'Tickets Realizados': an Excel workbook (summary, one sheet per breakdown, the bars of
 * the chart and every ticket) and a CSV of the tickets. Durations are hours with decimals, so a
 * spreadsheet can add and average them; dates are the business's wall-clock time.
 */

const hours = (seconds: number | null) =>
  seconds === null ? null : Math.round((seconds / 3600) * 100) / 100;

/** 'dd/mm/aaaa hh:mm', as the rest of Jarvis shows dates. */
const wallClockText = (date: Date, timeZone: string) =>
  `${businessDmy(date, timeZone)} ${businessTime(date, timeZone)}`;

function ticketValues(t: ExportTicket, timeZone: string, asText: boolean) {
  const total = Math.max(0, (t.cierreEn.getTime() - t.creadoEn.getTime()) / 1000);
  const completed = t.estado === 'Completado';
  return [
    t.mascara,
    t.estado,
    t.departamento,
    t.categoria,
    t.problema,
    t.sucursal,
    t.marca,
    t.solicitadoPorNombre,
    t.realizadoPorNombre,
    asText ? wallClockText(t.creadoEn, timeZone) : wallClock(t.creadoEn, timeZone),
    asText ? wallClockText(t.cierreEn, timeZone) : wallClock(t.cierreEn, timeZone),
    hours(total),
    hours(t.esperaSegundos),
    completed ? hours(Math.max(0, total - t.esperaSegundos)) : null,
    t.comEnEspera ?? '',
    t.comCancelado ?? '',
  ];
}

const METRIC_COLUMNS: {
  header: string;
  value: (m: ReportMetrics) => number | null;
  width: number;
}[] = [
  { header: 'Completados', value: (m) => m.completados, width: 13 },
  { header: 'Cancelados', value: (m) => m.cancelados, width: 12 },
  { header: 'Horas hasta el cierre (mediana)', value: (m) => hours(m.totalMediana), width: 18 },
  { header: 'Horas hasta el cierre (p90)', value: (m) => hours(m.totalP90), width: 18 },
  { header: 'Horas activas (mediana)', value: (m) => hours(m.activoMediana), width: 16 },
  { header: 'Horas activas (p90)', value: (m) => hours(m.activoP90), width: 16 },
  { header: 'Completados con espera', value: (m) => m.conEspera, width: 14 },
  { header: 'Horas En Espera (mediana)', value: (m) => hours(m.esperaMediana), width: 16 },
  { header: 'Horas En Espera (total)', value: (m) => hours(m.esperaTotal), width: 16 },
];

/**
 * Rows written between two turns for the other requests (platform/turns). A year of one
 * department's tickets is ~70,000 rows at scale 1: written in one go, the workbook held the API's
 * only thread for 5 s, and every other user waited that long (docs/decisions/0013).
 */
const ROWS_PER_TURN = 250;

type Sheet = ExcelJS.Worksheet;
type Column = { header: string; width: number; numFmt?: string };

/**
 * A sheet of the streamed workbook whose first row is its columns' headers, styled and frozen. The
 * header and the columns' formats are set before any row: a streamed row is written as it comes.
 */
function tableSheet(book: ExcelJS.stream.xlsx.WorkbookWriter, name: string, columns: Column[]) {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map(({ header, width, numFmt }) => ({
    header,
    width,
    ...(numFmt ? { style: { numFmt } } : {}),
  }));
  const row = sheet.getRow(1);
  row.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E79' } };
  row.alignment = { vertical: 'middle', wrapText: true };
  row.height = 32;
  return sheet;
}

/** Writes the rows, giving other requests their turn every ROWS_PER_TURN rows. */
async function writeRows<T>(sheet: Sheet, items: readonly T[], values: (item: T) => unknown[]) {
  await eachInTurns(items, (item) => sheet.addRow(values(item)).commit(), ROWS_PER_TURN);
  sheet.commit();
}

export type ExportInput = {
  report: Report;
  tickets: ExportTicket[];
  departamento: string;
  timeZone: string;
  generatedBy: string;
};

/**
 * The workbook, streamed: each row is written as XML when it is added and compressed by zlib off
 * the event loop. The in-memory workbook compressed everything in JavaScript at the end: 67,528
 * tickets' sheet alone took 4.7–5.1 s that way, 2.0 s streamed.
 */
export async function toXlsx(input: ExportInput): Promise<Buffer> {
  const { report, tickets, timeZone } = input;
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: true,
  });
  book.creator = 'Jarvis';
  book.created = new Date();

  const summary = book.addWorksheet('Resumen');
  summary.columns = [{ width: 34, style: { font: { bold: true } } }, { width: 22 }];
  summary.addRow(['Tickets Realizados']).font = { bold: true, size: 14 };
  summary.addRow(['Departamento', input.departamento]);
  summary.addRow(['Período', `${dmy(report.desde)} a ${dmy(report.hasta)}`]);
  summary.addRow(['Generado por', input.generatedBy]);
  summary.addRow(['Generado el', wallClockText(new Date(), timeZone)]);
  summary.addRow([]);
  for (const column of METRIC_COLUMNS) {
    const row = summary.addRow([column.header, column.value(report.resumen)]);
    row.getCell(2).numFmt = '#,##0.00';
  }
  summary.addRow([]);
  summary.addRow(['Abiertos ahora', report.pendientes.abiertos]);
  summary.addRow(['En Espera ahora', report.pendientes.enEspera]);
  summary.commit();

  for (const dimension of REPORT_DIMENSIONS) {
    const sheet = tableSheet(book, `Por ${REPORT_DIMENSION_LABELS[dimension].toLowerCase()}`, [
      { header: REPORT_DIMENSION_LABELS[dimension], width: 32 },
      ...METRIC_COLUMNS.map((c) => ({ header: c.header, width: c.width, numFmt: '#,##0.00' })),
    ]);
    await writeRows(sheet, report.grupos[dimension], (group) => [
      group.nombre,
      ...METRIC_COLUMNS.map((c) => c.value(group)),
    ]);
  }

  const bars = tableSheet(book, 'Por período', [
    { header: REPORT_GRANULARITY_LABELS[report.granularidad], width: 14 },
    { header: 'Completados', width: 13 },
    { header: 'Cancelados', width: 12 },
  ]);
  await writeRows(bars, report.serie, (bar) => [dmy(bar.periodo), bar.completados, bar.cancelados]);

  const widths = [12, 12, 16, 22, 28, 22, 14, 24, 24, 17, 17, 12, 12, 12, 36, 36];
  // The two dates, then the three durations in hours (REPORT_EXPORT_COLUMNS).
  const formats: Record<number, string> = {
    9: 'dd/mm/yyyy hh:mm',
    10: 'dd/mm/yyyy hh:mm',
    11: '#,##0.00',
    12: '#,##0.00',
    13: '#,##0.00',
  };
  const list = tableSheet(
    book,
    'Tickets',
    REPORT_EXPORT_COLUMNS.map((header, i) => ({ header, width: widths[i]!, numFmt: formats[i] })),
  );
  if (tickets.length > 0)
    list.autoFilter = {
      from: { row: 1, column: 1 },
      to: { row: 1, column: REPORT_EXPORT_COLUMNS.length },
    };
  await writeRows(list, tickets, (ticket) => ticketValues(ticket, timeZone, false));

  await book.commit();
  return Buffer.concat(chunks);
}

const dmy = (iso: string) => iso.split('-').reverse().join('/');

/**
 * RFC 4180 CSV with a BOM (Excel then reads the accents as UTF-8). A cell that a spreadsheet would
 * take for a formula (=, +, -, @) is prefixed with an apostrophe: descriptions and reasons are typed
 * by users.
 */
export async function toCsv(input: ExportInput): Promise<string> {
  const cell = (value: string | number | Date | null): string => {
    if (value === null || value === undefined) return '';
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const rows = await mapInTurns(
    input.tickets,
    (t) => ticketValues(t, input.timeZone, true).map(cell).join(','),
    ROWS_PER_TURN,
  );
  const lines = [REPORT_EXPORT_COLUMNS.map(cell).join(','), ...rows];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
