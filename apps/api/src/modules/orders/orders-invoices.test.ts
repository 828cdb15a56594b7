import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_LIST_MESSAGES } from '@jarvis/contracts/orders-lists';
import {
  INVOICE_EXPORT_MAX,
  INVOICE_MESSAGES,
  type InvoicePage,
} from '@jarvis/contracts/orders-invoices';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * /Compras/Factura-proveedor (issue #53 point 4): the invoices recorded at delivery with their SAP
 * state, their filters and search, a Restaurante user's branch only, and the Excel export read back.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
const BASE = '/api/pedidos/facturas';
/** Invoice dates of the fixture's own: no demo invoice is dated in 2001. */
const RANGE = 'desde=2001-01-01&hasta=2001-12-31';

/** An order of SW01 made an invoice in `estado`, dated `fecha`, with the CCF `ccf`. */
async function invoice(estado: number, ccf: string, fecha: string, total = '12.50') {
  const { pedidoId } = await c.orderIn(2);
  await t.database.query(
    `UPDATE pedidos SET estado = $2, credito_fiscal = $3, fecha_factura = $4, total_final = $5,
            dte = $6, serie_doc = 'S-01', num_unico = $7
      WHERE pedido_id = $1`,
    [pedidoId, estado, ccf, fecha, total, `DTE-${ccf}`, `NU-${ccf}`],
  );
  return pedidoId;
}

async function sapDocument(
  pedidoId: number,
  tipo: 'orden' | 'factura',
  estado: string,
  extra: { docNum?: number; error?: string } = {},
) {
  await t.database.query(
    `INSERT INTO erp_documentos (tipo, origen, origen_id, clave, card_code, payload, estado,
                                 doc_num, ultimo_error)
     VALUES ($1, 'pedido', $2, $3, 'P-TEST', '{}'::jsonb, $4, $5, $6)`,
    [
      tipo,
      pedidoId,
      `${tipo}:pedido:${pedidoId}`,
      estado,
      extra.docNum ?? null,
      extra.error ?? null,
    ],
  );
}

const list = async (username: string, query: string) => {
  const res = await c.call(username, 'GET', `${BASE}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InvoicePage>();
};

let ids: Record<'registered' | 'rejected' | 'waiting' | 'none' | 'orderFailed', number>;
let notInvoice: number;

beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
  ids = {
    registered: await invoice(8, '900001', '2001-03-05', '100.00'),
    rejected: await invoice(4, '900002', '2001-03-06'),
    waiting: await invoice(4, '900003', '2001-03-07'),
    none: await invoice(6, '900004', '2001-03-08'),
    orderFailed: await invoice(4, '900005', '2001-03-09'),
  };
  // Delivered but with no CCF, and an order still open: neither is an invoice.
  notInvoice = (await c.orderIn(4)).pedidoId;
  await t.database.query(`UPDATE pedidos SET fecha_factura = '2001-03-10' WHERE pedido_id = $1`, [
    notInvoice,
  ]);
  await sapDocument(ids.registered, 'orden', 'registrado', { docNum: 7001 });
  await sapDocument(ids.registered, 'factura', 'registrado', { docNum: 8001 });
  await sapDocument(ids.rejected, 'orden', 'registrado', { docNum: 7002 });
  await sapDocument(ids.rejected, 'factura', 'error', { error: 'CCF duplicado en SAP' });
  await sapDocument(ids.waiting, 'orden', 'registrado', { docNum: 7003 });
  await sapDocument(ids.waiting, 'factura', 'enviando');
  await sapDocument(ids.orderFailed, 'orden', 'error', { error: 'Artículo inactivo' });
  // A Restaurante user allowed the screen: their branch's invoices only.
  await t.database.exec(`
    INSERT INTO permisos (usuario_id, option_menu_id)
      SELECT u.usuario_id, o.option_menu_id FROM usuarios u, opciones_menu o
       WHERE u.username = 'restaurante2' AND o.clave = 'purchasing.invoices'
    ON CONFLICT DO NOTHING;`);
});
afterAll(() => t.close());

describe('the invoice list', () => {
  it('shows invoices in 4, 6 and 8, newest invoice first, with their SAP state', async () => {
    const page = await list('contabilidad', `${RANGE}&size=50`);
    expect(page.items.map((r) => r.pedidoId)).toEqual([
      ids.orderFailed,
      ids.none,
      ids.waiting,
      ids.rejected,
      ids.registered,
    ]);
    expect(page.total).toBe(5);
    const of = (id: number) => page.items.find((r) => r.pedidoId === id)!;
    expect(of(ids.registered)).toMatchObject({
      estado: 8,
      creditoFiscal: '900001',
      dte: 'DTE-900001',
      serieDoc: 'S-01',
      numUnico: 'NU-900001',
      fechaFactura: '2001-03-05',
      totalFinal: '100.0000',
      sucursal: { bodega: 'SW01' },
      sap: { estado: 'Registrada', docNum: 8001, error: null },
    });
    expect(of(ids.rejected).sap).toEqual({
      estado: 'Rechazada',
      docNum: null,
      error: 'CCF duplicado en SAP',
    });
    expect(of(ids.waiting).sap.estado).toBe('En proceso');
    expect(of(ids.none).sap).toEqual({ estado: 'Sin registrar', docNum: null, error: null });
    expect(of(ids.orderFailed).sap).toEqual({
      estado: 'Sin registrar',
      docNum: null,
      error: 'Artículo inactivo',
    });
  });

  it('pages at 10 by default and filters by supplier, branch and invoice dates', async () => {
    const first = await list('contabilidad', '');
    expect(first.size).toBe(10);
    const days = await list('contabilidad', 'desde=2001-03-06&hasta=2001-03-07');
    expect(days.items.map((r) => r.pedidoId)).toEqual([ids.waiting, ids.rejected]);
    const sw02 = await c.branchId('SW02');
    expect((await list('contabilidad', `${RANGE}&sucursalId=${sw02}`)).total).toBe(0);
    const { proveedorId } = await c.subwaySupplier();
    expect((await list('contabilidad', `${RANGE}&proveedorId=${proveedorId}`)).total).toBe(5);
    const inverted = await c.call(
      'contabilidad',
      'GET',
      `${BASE}?desde=2001-02-01&hasta=2001-01-01`,
    );
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().fields.hasta).toBe(ORDER_LIST_MESSAGES.rangeInverted);
  });

  it('searches by order number, CCF, DTE, número único, bodega and branch name', async () => {
    const ids0 = async (buscar: string) =>
      (await list('contabilidad', `${RANGE}&buscar=${encodeURIComponent(buscar)}`)).items.map(
        (r) => r.pedidoId,
      );
    expect(await ids0(`#${ids.waiting}`)).toEqual([ids.waiting]);
    expect(await ids0(String(ids.rejected))).toEqual([ids.rejected]);
    expect(await ids0('900004')).toEqual([ids.none]);
    // A number matches exactly, not as a part.
    expect(await ids0('9000')).toEqual([]);
    expect(await ids0('dte-900002')).toEqual([ids.rejected]);
    expect(await ids0('NU-90000')).toHaveLength(5);
    // A code with a digit is a branch's bodega too; words are the names.
    expect((await ids0('sw01')).length).toBe(5);
    expect((await ids0('multiplaza')).length).toBe(5);
    expect(await ids0('zzz-nada')).toEqual([]);
  });

  it('filters by where the invoice stands in SAP', async () => {
    const ids0 = async (estadoSap: string) =>
      (await list('contabilidad', `${RANGE}&estadoSap=${estadoSap}`)).items.map((r) => r.pedidoId);
    expect(await ids0('registrada')).toEqual([ids.registered]);
    expect(await ids0('rechazada')).toEqual([ids.rejected]);
    expect(await ids0('en-proceso')).toEqual([ids.waiting]);
    // No invoice document yet, whatever became of the purchase order.
    expect(await ids0('sin-registrar')).toEqual([ids.orderFailed, ids.none]);
    const page = await list('contabilidad', `${RANGE}&estadoSap=sin-registrar&buscar=900005`);
    expect(page.items.map((r) => r.pedidoId)).toEqual([ids.orderFailed]);
    const wrong = await c.call('contabilidad', 'GET', `${BASE}?estadoSap=enviando`);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.estadoSap).toBe(INVOICE_MESSAGES.sapStateInvalid);
  });

  it('holds a Restaurante user to their branch, and refuses users without the permission', async () => {
    const own = await list('restaurante2', `${RANGE}&sucursalId=${await c.branchId('SW01')}`);
    expect(own.total).toBe(0);
    const refused = await c.call('restaurante', 'GET', BASE);
    expect(refused.statusCode).toBe(403);
  });
});

describe('the Excel export', () => {
  it('writes the filtered invoices in the list order with their SAP state', async () => {
    const res = await c.call('contabilidad', 'GET', `${BASE}/exportar?${RANGE}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('facturas-proveedor.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(6).value).toBe('CCF');
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => r[1])).toEqual([
      ids.orderFailed,
      ids.none,
      ids.waiting,
      ids.rejected,
      ids.registered,
    ]);
    const registered = rows[4]!;
    expect(registered[6]).toBe('900001');
    expect(registered[10]).toBe('05/03/2001');
    expect(registered[11]).toBe(100);
    expect(registered[14]).toBe('Registrada');
    expect(registered[15]).toBe(8001);
    expect(rows[3]![16]).toBe('CCF duplicado en SAP');
  });

  it('holds the export to the Restaurante user branch', async () => {
    const res = await c.call('restaurante2', 'GET', `${BASE}/exportar?${RANGE}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.rowCount).toBe(1);
  });

  it('exports only the invoices of the chosen SAP state', async () => {
    const res = await c.call(
      'contabilidad',
      'GET',
      `${BASE}/exportar?${RANGE}&estadoSap=rechazada`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => r[1])).toEqual([ids.rejected]);
  });

  it('refuses an export past its cap with a message to narrow the filter', async () => {
    // One more invoice than the cap, dated in 2002 (copies of one order, each with its own CCF).
    await t.database.query(
      `INSERT INTO pedidos (proveedor_id, sucursal_id, usuario_id, estado, fecha_pedido,
                            fecha_estimada, fecha_factura, credito_fiscal, total_final)
       SELECT proveedor_id, sucursal_id, usuario_id, 4, fecha_pedido, fecha_estimada,
              '2002-06-01', 'CAP-' || g, 1
         FROM pedidos, generate_series(1, $2::int) AS g
        WHERE pedido_id = $1`,
      [ids.none, INVOICE_EXPORT_MAX + 1],
    );
    const year = 'desde=2002-01-01&hasta=2002-12-31';
    const res = await c.call('contabilidad', 'GET', `${BASE}/exportar?${year}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(INVOICE_MESSAGES.exportTooMany);
    // The list pages them as ever, its total bounded.
    expect((await list('contabilidad', `${year}&size=10`)).items).toHaveLength(10);
  });
});
