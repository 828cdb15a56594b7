import ExcelJS from 'exceljs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DOWNLOAD_MESSAGES as M,
  type DownloadOptions,
  type DownloadSummary,
} from '@jarvis/contracts/orders-downloads';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * /Compras/descargas (spec 2 §2, §5 Downloads; issue #53 point 5): the spec's messages, what a
 * selection holds, the delivery run as Excel and as an A3 PDF read back as a person would, and who
 * may download whose orders.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
const BASE = '/api/pedidos/descargas';
/** A delivery date of the fixture's own: no demo order is due that day. */
const FECHA = '2001-03-05';

let proveedorId: number;
let codigo: string;
let arts: string[];
let sw: Record<'SW01' | 'SW02' | 'SW03', number>;

async function insertOrder(
  bodega: keyof typeof sw,
  estado: number,
  fecha: string,
  lines: [number, string][],
) {
  const { id } = await c.one<{ id: number }>(
    `INSERT INTO pedidos (proveedor_id, sucursal_id, usuario_id, estado, fecha_pedido,
                          fecha_estimada, total_pedido, total_final)
     VALUES ($1, $2, (SELECT usuario_id FROM usuarios WHERE username = 'compras'), $3, $4, $4, 0, 0)
     RETURNING pedido_id AS id`,
    [proveedorId, sw[bodega], estado, fecha],
  );
  for (const [article, cantidad] of lines)
    await t.database.query(
      `INSERT INTO pedido_detalles (pedido_id, articulo_id, cantidad_pedida, precio_pedido, precio_proveedor)
       VALUES ($1, $2, $3, 1, 1)`,
      [id, arts[article], cantidad],
    );
  return Number(id);
}

let sw01Orders: number[];

beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
  // A Restaurante user who may download: their branch's run only.
  await t.database.exec(`
    INSERT INTO permisos (usuario_id, option_menu_id)
      SELECT u.usuario_id, o.option_menu_id FROM usuarios u, opciones_menu o
       WHERE u.username = 'restaurante' AND o.clave = 'purchasing.download'
    ON CONFLICT DO NOTHING;`);
  const supplier = await c.subwaySupplier(3);
  proveedorId = supplier.proveedorId;
  arts = supplier.articles.map((a) => a.articuloId);
  codigo = (
    await c.one<{ codigo: string }>('SELECT codigo FROM proveedores WHERE proveedor_id = $1', [
      proveedorId,
    ])
  ).codigo;
  sw = {
    SW01: await c.branchId('SW01'),
    SW02: await c.branchId('SW02'),
    SW03: await c.branchId('SW03'),
  };
  await t.database.query('UPDATE articulos SET articulo_id_ficticio = $2 WHERE articulo_id = $1', [
    arts[1],
    'FIC-DL-1',
  ]);
  // Open on FECHA: SW01 twice, SW02 once. Pending that day at SW03, and open the next day at SW02.
  sw01Orders = [
    await insertOrder('SW01', 2, FECHA, [
      [0, '3'],
      [1, '2'],
    ]),
    await insertOrder('SW01', 2, FECHA, [
      [0, '1.5'],
      [2, '4'],
    ]),
  ];
  await insertOrder('SW02', 2, FECHA, [
    [0, '5'],
    [2, '1'],
  ]);
  await insertOrder('SW03', 3, FECHA, [[1, '7']]);
  await insertOrder('SW02', 2, '2001-03-06', [[0, '100']]);
});
afterAll(() => t.close());

const query = (q: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(q).flatMap(([k, v]): [string, string][] =>
      v === undefined ? [] : [[k, String(v)]],
    ),
  ).toString();
const selection = (extra: Record<string, string | number | undefined> = {}) =>
  query({ proveedorId, fecha: FECHA, estado: 2, ...extra });

async function summary(extra: Record<string, string | number | undefined> = {}, user = 'compras') {
  const res = await c.call(user, 'GET', `${BASE}/resumen?${selection(extra)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<DownloadSummary>();
}

async function readPdf(data: Buffer) {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  const pages: { width: number; height: number; text: string }[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    const [, , width, height] = page.view;
    const content = await page.getTextContent();
    const text = content.items
      .map((i) => ('str' in i ? i.str + (i.hasEOL ? '\n' : ' ') : ''))
      .join('');
    pages.push({ width: width!, height: height!, text });
  }
  await pdf.destroy();
  return pages;
}

/** Each sheet's table as rows of cell values, below its head row ('Código', …). */
async function readWorkbook(data: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as unknown as ArrayBuffer);
  return book.worksheets.map((sheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const head = rows.findIndex((r) => r[0] === 'Código');
    return { name: sheet.name, head: rows[head]!, body: rows.slice(head + 1) };
  });
}

describe('the form', () => {
  it("refuses an empty form with the spec's message, naming each field", async () => {
    for (const path of ['resumen', 'excel', 'pdf']) {
      const res = await c.call('compras', 'GET', `${BASE}/${path}?proveedorId=&fecha=&estado=`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        message: M.emptyFields,
        fields: {
          proveedorId: M.chooseSupplier,
          fecha: M.chooseDate,
          estado: M.chooseState,
        },
      });
    }
  });

  it("says which field is missing with the spec's words", async () => {
    const cases: [Record<string, string | number | undefined>, string][] = [
      [{ proveedorId: undefined }, 'Debe seleccionar un proveedor'],
      [{ estado: undefined }, 'Debe seleccionar un estado'],
      [{ fecha: undefined }, 'No ha seleccionado fecha'],
      [{ estado: 4 }, 'Debe seleccionar un estado'],
    ];
    for (const [extra, message] of cases) {
      const res = await c.call('compras', 'GET', `${BASE}/excel?${selection(extra)}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("offers the brand's suppliers and branches; a Restaurante user's own branch only", async () => {
    const own = await c.call('compras', 'GET', `${BASE}/opciones`);
    expect(own.statusCode, own.body).toBe(200);
    const options = own.json<DownloadOptions>();
    expect(options.proveedores.map((p) => p.proveedorId)).toContain(proveedorId);
    expect(options.sucursales.map((s) => s.bodega)).toEqual(
      expect.arrayContaining(['SW01', 'SW02']),
    );
    expect(options.sucursales.every((s) => s.bodega.startsWith('SW'))).toBe(true);
    expect(options.sucursalPropia).toBeNull();
    const branch = (await c.call('restaurante', 'GET', `${BASE}/opciones`)).json<DownloadOptions>();
    expect(branch.sucursales.map((s) => s.bodega)).toEqual(['SW01']);
    expect(branch.sucursalPropia?.bodega).toBe('SW01');
  });
});

describe('what a selection holds', () => {
  it("counts the supplier's orders in the state chosen for that delivery date", async () => {
    expect(await summary()).toMatchObject({
      proveedor: { proveedorId, codigo },
      sucursal: null,
      pedidos: 3,
      sucursales: 2,
      lineas: 6,
      articulos: 3,
    });
    expect(await summary({ sucursalId: sw.SW02 })).toMatchObject({
      sucursal: { bodega: 'SW02' },
      pedidos: 1,
      lineas: 2,
    });
    expect(await summary({ estado: 3 })).toMatchObject({ pedidos: 1, sucursales: 1, lineas: 1 });
  });

  it('downloads nothing for an empty selection, and says why', async () => {
    expect(await summary({ fecha: '2001-03-07' })).toMatchObject({ pedidos: 0, lineas: 0 });
    for (const path of ['excel', 'pdf']) {
      const res = await c.call(
        'compras',
        'GET',
        `${BASE}/${path}?${selection({ fecha: '2001-03-07' })}`,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(M.nothingToDownload);
    }
  });
});

describe('the Excel workbook', () => {
  it('holds the consolidated sheet and one per branch whose quantities add up to it', async () => {
    const res = await c.call('compras', 'GET', `${BASE}/excel?${selection()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="entrega-${codigo}-${FECHA}.xlsx"`,
    );
    const [consolidated, ...branches] = await readWorkbook(res.rawPayload);
    expect([consolidated!.name, ...branches.map((b) => b.name)]).toEqual([
      'Consolidado',
      'SW01 Subway Multiplaza',
      'SW02 Subway Galerías',
    ]);
    expect(consolidated!.head).toEqual([
      'Código',
      'Código SAP',
      'Descripción',
      'Unidad',
      'Cantidad total',
      'SW01',
      'SW02',
    ]);
    const byCode = new Map(consolidated!.body.map((r) => [r[1], r]));
    expect(byCode.get(arts[0])?.slice(4)).toEqual([9.5, 4.5, 5]);
    expect(byCode.get(arts[1])?.[0]).toBe('FIC-DL-1');
    expect(byCode.get(arts[1])?.slice(4)).toEqual([2, 2]);
    expect(byCode.get(arts[2])?.slice(4)).toEqual([5, 4, 1]);
    expect(byCode.get(undefined)?.slice(2)).toEqual(['Total', undefined, 16.5, 10.5, 6]);

    // Every article's total is the sum of what each branch's sheet says of it.
    for (const [code, row] of byCode) {
      if (code === undefined) continue;
      const perBranch = branches.map(
        (b) => (b.body.find((r) => r[1] === code)?.[4] as number | undefined) ?? 0,
      );
      expect(perBranch.reduce((a, b) => a + b, 0)).toBe(row[4]);
    }
    const sw01 = branches[0]!.body;
    expect(sw01.at(-1)?.slice(2)).toEqual(['Total de la sucursal', undefined, 10.5]);
  });
});

describe('the PDF', () => {
  it('prints the consolidated table, then each branch on its own A3 page with its address', async () => {
    const res = await c.call('compras', 'GET', `${BASE}/pdf?${selection({ estado: 2 })}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="entrega-${codigo}-${FECHA}.pdf"`,
    );
    const pages = await readPdf(res.rawPayload);
    expect(pages).toHaveLength(3);
    for (const page of pages) {
      expect(Math.round(page.width)).toBe(842);
      expect(Math.round(page.height)).toBe(1191);
    }
    const [cover, first, second] = pages.map((p) => p.text.replace(/\s+/g, ' '));
    expect(cover).toContain('Consolidado de entrega');
    expect(cover).toContain('Fecha de entrega: 05/03/2001');
    expect(cover).toContain('3 pedidos, 2 sucursales, 3 productos');
    expect(cover).toContain(`FIC-DL-1 (${arts[1]})`);
    expect(cover).toMatch(/Total 16\.5/);
    expect(first).toContain('Subway Multiplaza (SW01)');
    expect(first).toContain('C.C. Multiplaza, Antiguo Cuscatlán');
    expect(first).toContain(`Pedidos: ${sw01Orders.map((id) => `N.º ${id}`).join(', ')}`);
    expect(first).toMatch(/Total de la sucursal 10\.5/);
    expect(first).toContain('Recibido por');
    expect(second).toContain('Subway Galerías (SW02)');
    expect(second).toContain('página 3');
  });
});

describe('who may download what', () => {
  it("refuses another brand's supplier, and a branch of another brand", async () => {
    const humo = await c.one<{ id: number }>(
      "SELECT proveedor_id AS id FROM proveedores WHERE marca = 'Humo' ORDER BY proveedor_id LIMIT 1",
    );
    const other = await c.call(
      'compras',
      'GET',
      `${BASE}/excel?${selection({ proveedorId: humo.id })}`,
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toBe(M.supplierNotYours);
    const hu01 = await c.branchId('HU01');
    const branch = await c.call(
      'compras',
      'GET',
      `${BASE}/resumen?${selection({ sucursalId: hu01 })}`,
    );
    expect(branch.statusCode).toBe(400);
    expect(branch.json().fields).toEqual({ sucursalId: M.branchInvalid });
    // An office user without a brand downloads any brand's.
    expect((await summary({ proveedorId: humo.id }, 'admin')).pedidos).toBeGreaterThanOrEqual(0);
    expect((await summary({}, 'admin')).pedidos).toBe(3);
  });

  it("holds a Restaurante user to their own branch's orders, whatever is asked", async () => {
    expect(await summary({ sucursalId: sw.SW02 }, 'restaurante')).toMatchObject({
      sucursal: { bodega: 'SW01' },
      pedidos: 2,
      sucursales: 1,
    });
    const res = await c.call('restaurante', 'GET', `${BASE}/excel?${selection()}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`entrega-${codigo}-${FECHA}-SW01.xlsx`);
    const sheets = await readWorkbook(res.rawPayload);
    expect(sheets.map((s) => s.name)).toEqual(['Consolidado', 'SW01 Subway Multiplaza']);
  });

  it('answers 403 to a user without the Descargas option', async () => {
    for (const path of [
      'opciones',
      `resumen?${selection()}`,
      `excel?${selection()}`,
      `pdf?${selection()}`,
    ]) {
      const res = await c.call('restaurante2', 'GET', `${BASE}/${path}`);
      expect(res.statusCode).toBe(403);
    }
  });
});
