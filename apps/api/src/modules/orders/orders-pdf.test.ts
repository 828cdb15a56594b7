import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_DELIVERY_NOTE,
  orderPdfFilename,
  renderOrdersPdf,
  type OrderPdf,
  type OrderPdfLine,
} from './orders-pdf';

type ReadPage = { width: number; height: number; text: string };

/** Reads the PDF the way a supplier's viewer would: the page sizes and the text of each page. */
async function readPdf(buf: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(buf), verbosity: 0 }).promise;
  const pages: ReadPage[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
      .join('');
    pages.push({ width: width!, height: height!, text });
  }
  const info = (await pdf.getMetadata()).info as Record<string, string>;
  await pdf.destroy();
  return { pages, info };
}

const company = { nombre: 'Grupo Gastronómico Añil', generadoEn: '12/03/2026 10:45' };

const order = (pedidoId: number, lineas: OrderPdfLine[]): OrderPdf => ({
  pedidoId,
  fechaPedido: '2026-03-10',
  fechaEstimada: '2026-03-14',
  aprobadoPor: 'José Núñez',
  proveedor: {
    nombre: 'Distribuidora Peñate',
    codigo: 'P-0042',
    correo: 'ventas@penate.example',
    telefono: '2222-3333',
  },
  sucursal: {
    nombre: 'Subway Galerías',
    bodega: 'B-07',
    marca: 'Subway',
    direccion: 'Paseo General Escalón, Local 4, San Salvador',
    telefono: '2555-0101',
    correo: null,
  },
  lineas,
  comentario: 'Entregar por la puerta de atrás, junto al almacén de congelación.',
});

const line = (n: number, cantidad: string, precio: string, ficticio: string | null = null) => ({
  articuloId: `ART-${String(n).padStart(4, '0')}`,
  articuloIdFicticio: ficticio,
  nombre: `Jamón ahumado en lonchas ${n}`,
  unidad: 'Caja',
  cantidad,
  precio,
});

/*
 * Worked by hand: 3 × 12.3456 = 37.0368; 10 × 1.5000 = 15.0000; 2 × 0.3333 = 0.6666;
 * 120 × 45.1234 = 5,414.8080. Subtotal 5,467.5114 → $5,467.51; final 5,467.5114 × 1.13 =
 * 6,178.287882 → $6,178.29; IVA 13 % = 710.776482 → $710.78 (and 5,467.51 + 710.78 = 6,178.29).
 */
const sample = order(123, [
  line(1, '3', '12.3456', 'FIC-77'),
  line(2, '10', '1.5000'),
  line(3, '2', '0.3333'),
  line(4, '120', '45.1234'),
]);

describe('renderOrdersPdf', () => {
  it('prints one approved order on A3 with every part the supplier needs', async () => {
    const { pages, info } = await readPdf(await renderOrdersPdf([sample], company));

    expect(pages).toHaveLength(1);
    const [page] = pages;
    expect(page!.width).toBeCloseTo(841.89, 0);
    expect(page!.height).toBeCloseTo(1190.55, 0);
    expect(info.Title).toBe('Pedido N.º 123');
    expect(info.Author).toBe('Grupo Gastronómico Añil');

    const text = page!.text;
    for (const expected of [
      'Grupo Gastronómico Añil',
      'Orden de compra',
      'Pedido N.º 123',
      '12/03/2026 10:45',
      'Distribuidora Peñate',
      'P-0042',
      '2222-3333',
      'ventas@penate.example',
      'Entregar en',
      'Subway Galerías',
      'B-07',
      'Paseo General Escalón, Local 4, San Salvador',
      '2555-0101',
      'Fecha de pedido: 10/03/2026',
      'Fecha estimada de entrega: 14/03/2026',
      'Código',
      'Descripción',
      'Precio unitario',
      'FIC-77 (ART-0001)',
      'Jamón ahumado en lonchas 1',
      '$12.3456',
      '$37.0368',
      '$1.5000',
      '$15.0000',
      '$0.3333',
      '$0.6666',
      '$45.1234',
      '$5,414.8080',
      'Subtotal',
      '$5,467.51',
      'IVA 13 %',
      '$710.78',
      'Total final',
      '$6,178.29',
      'José Núñez',
      'junto al almacén de congelación',
      INVOICE_DELIVERY_NOTE,
      'Pedido N.º 123 — página 1 de 1',
    ]) {
      expect(text).toContain(expected);
    }
    // The branch has no e-mail: no empty 'Correo:' under 'Entregar en'.
    expect(text.match(/Correo:/g)).toHaveLength(1);
  });

  it('starts each order on its own page', async () => {
    const second = { ...order(124, [line(9, '1', '2.0000')]), aprobadoPor: null, comentario: null };
    const { pages, info } = await readPdf(await renderOrdersPdf([sample, second], company));

    expect(pages).toHaveLength(2);
    expect(info.Title).toBe('Pedidos N.º 123, 124');
    expect(pages[0]!.text).toContain('Pedido N.º 123 — página 1 de 1');
    expect(pages[0]!.text).not.toContain('Pedido N.º 124');
    expect(pages[1]!.text).toContain('Orden de compra');
    expect(pages[1]!.text).toContain('Pedido N.º 124 — página 1 de 1');
    expect(pages[1]!.text).toContain('$2.0000');
    expect(pages[1]!.text).toContain('Total final');
    expect(pages[1]!.text).toContain('$2.26');
    expect(pages[1]!.text).not.toContain('Comentario');
  });

  it('keeps a line readable when its name has characters the standard fonts lack', async () => {
    const odd = { ...line(5, '1', '3.5000'), nombre: 'Crème brûlée Őrség 東京 Ω — ½ kg' };
    const { pages } = await readPdf(await renderOrdersPdf([order(125, [odd])], company));

    expect(pages[0]!.text).toContain('Crème brûlée Orség ?? ? — ½ kg');
    expect(pages[0]!.text).toContain('$3.5000');
  });

  it('runs a long order over several pages, repeating the table header and counting pages', async () => {
    const lineas = Array.from({ length: 150 }, (_, i) => line(i + 1, String(i + 1), '1.0000'));
    const { pages } = await readPdf(await renderOrdersPdf([order(900, lineas)], company));

    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, i) => {
      expect(page.width).toBeCloseTo(841.89, 0);
      expect(page.text).toContain('Precio unitario');
      expect(page.text).toContain(`Pedido N.º 900 — página ${i + 1} de ${pages.length}`);
    });
    const all = pages.map((p) => p.text).join('\n');
    for (let n = 1; n <= 150; n++) expect(all).toContain(`Jamón ahumado en lonchas ${n} `);
    // Σ n for n = 1..150 is 11,325; × 1.13 = 12,797.25.
    const last = pages.at(-1)!.text;
    expect(last).toContain('$11,325.00');
    expect(last).toContain('$1,472.25');
    expect(last).toContain('$12,797.25');
    expect(last).toContain(INVOICE_DELIVERY_NOTE);
  });
});

describe('orderPdfFilename', () => {
  it('names one order, a few orders, and caps a long list', () => {
    expect(orderPdfFilename([123])).toBe('pedido-123.pdf');
    expect(orderPdfFilename([123, 124, 130])).toBe('pedidos-123-124-130.pdf');
    expect(orderPdfFilename([1, 2, 3, 4, 5])).toBe('pedidos-1-2-3-4-5.pdf');
    expect(orderPdfFilename([1, 2, 3, 4, 5, 6, 7])).toBe('pedidos-1-y-6-mas.pdf');
  });
});
