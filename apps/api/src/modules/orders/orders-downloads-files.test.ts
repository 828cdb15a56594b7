import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { estimatedDownloadBytes } from '@jarvis/contracts/orders-downloads';
import { deliveryXlsx, sheetName } from './orders-downloads-excel';
import { deliveryPdf } from './orders-downloads-pdf';
import { deliveryRun, type RunInput } from './orders-downloads-run';

/**
 * The delivery run's files on their own (issue #53 point 5): a large run — a supplier delivering
 * to every branch of a brand — is streamed in many pieces, and both files agree with the run.
 */

const header = {
  empresa: 'Grupo Gastronómico Añil',
  generadoEn: '30/11/2026 16:05',
  proveedor: { nombre: 'Distribuidora Peñate', codigo: 'PSW0002' },
  fecha: '2026-12-01',
  estado: 'Abierto',
  alcance: 'Todas las sucursales',
};

/** `branches` branches ordering `perBranch` of `articles` articles each, quantities 1 to 9. */
function input(branches: number, articles: number, perBranch: number): RunInput {
  const facts = new Map(
    Array.from({ length: articles }, (_, i) => [
      `ART-${i}`,
      {
        nombre: `Producto ${String(i).padStart(3, '0')} en caja`,
        unidad: 'Caja',
        articuloIdFicticio: i % 5 ? null : `FIC-${i}`,
      },
    ]),
  );
  const branchOf = new Map(
    Array.from({ length: branches }, (_, i) => [
      i + 1,
      {
        nombre: `Subway Sucursal ${i + 1}`,
        bodega: `SW${String(i + 1).padStart(3, '0')}`,
        direccion: 'C.C. Multiplaza, Antiguo Cuscatlán',
        telefono: '2243-1101',
      },
    ]),
  );
  const orders = [...branchOf.keys()].map((b) => ({ sucursalId: b, pedidoIds: [b * 10] }));
  const quantities = orders.flatMap(({ sucursalId: b }) =>
    Array.from({ length: perBranch }, (_, k) => ({
      sucursalId: b,
      articuloId: `ART-${(b * 7 + k) % articles}`,
      cantidad: String((k % 9) + 1),
    })),
  );
  return { ...header, orders, quantities, facts, branches: branchOf };
}

/** The file's bytes, and `atFirst()`'s answer when its first piece arrived. */
async function collect<T>(
  stream: Readable,
  atFirst: () => T = () => undefined as T,
  onChunk: (chunk: Buffer) => void = () => undefined,
) {
  const chunks: Buffer[] = [];
  let first: T | undefined;
  for await (const chunk of stream) {
    if (chunks.length === 0) first = atFirst();
    chunks.push(chunk as Buffer);
    onChunk(chunk as Buffer);
  }
  return { data: Buffer.concat(chunks), first };
}

describe('the delivery run', () => {
  it('adds the branches exactly into each article, and sorts by name and bodega', () => {
    const run = deliveryRun({
      ...header,
      orders: [
        { sucursalId: 2, pedidoIds: [7] },
        { sucursalId: 1, pedidoIds: [3, 5] },
      ],
      quantities: [
        { sucursalId: 1, articuloId: 'B', cantidad: '0.1000' },
        { sucursalId: 2, articuloId: 'B', cantidad: '0.2000' },
        { sucursalId: 2, articuloId: 'A', cantidad: '12.0000' },
      ],
      facts: new Map([
        ['A', { nombre: 'Pan', unidad: 'Bolsa', articuloIdFicticio: null }],
        ['B', { nombre: 'Aceite', unidad: 'Galón', articuloIdFicticio: 'FIC-B' }],
      ]),
      branches: new Map([
        [1, { nombre: 'Norte', bodega: 'SW01', direccion: null, telefono: null }],
        [2, { nombre: 'Centro', bodega: 'SW02', direccion: null, telefono: null }],
      ]),
    });
    expect(run.articulos.map((a) => [a.codigo, a.total])).toEqual([
      ['FIC-B', '0.3'],
      ['A', '12'],
    ]);
    expect(run.sucursales.map((s) => [s.bodega, s.total, s.pedidoIds])).toEqual([
      ['SW01', '0.1', [3, 5]],
      ['SW02', '12.2', [7]],
    ]);
    expect(run).toMatchObject({ pedidos: 3, total: '12.3' });
  });
});

describe('the workbook', () => {
  it('names sheets as Excel allows: 31 characters, no []:*?/\\, unique whatever the case', () => {
    const taken = new Set<string>();
    expect(sheetName('SW01 Subway [Centro]: 1/2', taken)).toBe('SW01 Subway  Centro   1 2');
    const long = `SW02 ${'Sucursal de nombre muy largo '.repeat(2)}`;
    expect(sheetName(long, taken)).toBe('SW02 Sucursal de nombre muy lar');
    expect(sheetName(long.toUpperCase(), taken)).toBe('SW02 SUCURSAL DE NOMBRE MUY (2)');
    expect(sheetName("'Hoja'", taken)).toBe('Hoja');
  });

  it('streams a run to 150 branches, each sheet agreeing with the consolidated one', async () => {
    const run = deliveryRun(input(150, 120, 60));
    const out = deliveryXlsx(run);
    // The first bytes leave while the workbook is still being written.
    const { data, first } = await collect(out, () => out.writableEnded);
    expect(first).toBe(false);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(data as unknown as ArrayBuffer);
    expect(book.worksheets).toHaveLength(151);
    expect(book.worksheets[0]!.name).toBe('Consolidado');
    expect(book.worksheets[150]!.name).toBe('SW150 Subway Sucursal 150');

    const branchTotals = book.worksheets.slice(1).map((sheet) => {
      const last = sheet.getRow(sheet.rowCount);
      expect(last.getCell(3).value).toBe('Total de la sucursal');
      return Number(last.getCell(5).value);
    });
    const consolidated = book.worksheets[0]!;
    const total = consolidated.getRow(consolidated.rowCount);
    expect(total.getCell(3).value).toBe('Total');
    expect(total.getCell(5).value).toBe(branchTotals.reduce((a, b) => a + b, 0));
    expect(branchTotals).toEqual(
      Array.from({ length: 150 }, (_, i) => Number(total.getCell(6 + i).value)),
    );
  });
});

describe('the PDF', () => {
  it('streams the cover and a page per branch on A3, sending pages as they are done', async () => {
    const run = deliveryRun(input(60, 80, 30));
    const doc = deliveryPdf(run);
    let received = 0;
    let beforeLastPage = 0;
    doc.on('pageAdded', () => (beforeLastPage = received));
    const { data } = await collect(doc, undefined, (chunk) => (received += chunk.length));
    // Most of the file had left by the time its last page was begun.
    expect(beforeLastPage / data.length).toBeGreaterThan(0.8);
    const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
    expect(pdf.numPages).toBeGreaterThanOrEqual(61);
    const last = await pdf.getPage(pdf.numPages);
    expect(last.view.slice(2).map(Math.round)).toEqual([842, 1191]);
    const text = (await last.getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ');
    expect(text).toContain('Subway Sucursal 60 (SW060)');
    expect(text).toContain(`página ${pdf.numPages}`);
    await pdf.destroy();
  });

  it('prints what the standard fonts cannot encode without garbling the rest', async () => {
    const run = deliveryRun({
      ...input(1, 1, 1),
      proveedor: { nombre: 'Őrség Distribución 📦', codigo: 'P-1' },
    });
    const pdf = await getDocument({
      data: new Uint8Array((await collect(deliveryPdf(run))).data),
      verbosity: 0,
    }).promise;
    const text = (await (await pdf.getPage(1)).getTextContent()).items
      .map((i) => ('str' in i ? i.str : ''))
      .join(' ');
    expect(text).toContain('Orség Distribución ? (P-1)');
    await pdf.destroy();
  });
});

describe('the size the page expects', () => {
  it('is within a factor of two of the real file, small or large', async () => {
    for (const [branches, articles, perBranch] of [
      [1, 3, 3],
      [12, 40, 25],
      [80, 150, 50],
    ] as const) {
      const run = deliveryRun(input(branches, articles, perBranch));
      const summary = {
        sucursales: branches,
        lineas: branches * perBranch,
        articulos: run.articulos.length,
      };
      for (const [formato, stream] of [
        ['excel', deliveryXlsx(run)],
        ['pdf', deliveryPdf(run)],
      ] as const) {
        const size = (await collect(stream)).data.length;
        const ratio = estimatedDownloadBytes(formato, summary) / size;
        expect(ratio, `${formato} ${branches}`).toBeGreaterThan(0.5);
        expect(ratio, `${formato} ${branches}`).toBeLessThan(2);
      }
    }
  });
});
