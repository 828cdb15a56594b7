import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FROZEN_SUPPLIER, WT_SUPPLIER } from '@jarvis/erp-sim';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { purchaseInvoiceHeader, purchaseOrderPayload, type OrderSnapshot } from './documents';
import { ErpError, ERP_MESSAGES, explainStoredError } from './erp-errors';
import { erpDocumentos } from './erp.table';
import { erpKey } from './posting';
import * as reads from './reads';
import { createServiceLayer, odataString } from './service-layer';

/**
 * The Service Layer client and the registration of documents, against the built-in simulator over
 * real HTTP (it is what Jarvis starts when ERP_URL is not set). Every fault case ends by counting the
 * documents SAP holds for the source.
 */
let t: TestApp;
let supplier: string;
let items: string[];
let nextOrder = 9000;

const erp = () => t.platform.erp;
const sim = () => erp().simulator!;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestApp({ ERP_TIMEOUT_SECONDS: '1', ERP_RETRY_SECONDS: '1' });
  const suppliers = await erp().sl.list<{ CardCode: string }>('BusinessPartners', {
    filter: "CardType eq 'cSupplier' and Frozen eq 'tNO' and Valid eq 'tYES'",
    select: ['CardCode'],
    orderby: 'CardCode asc',
    limit: 40,
  });
  for (const { CardCode } of suppliers) {
    const found = await erp().sl.list<{ ItemCode: string }>('Items', {
      filter: `Mainsupplier eq ${odataString(CardCode)} and PurchaseItem eq 'tYES' and Frozen eq 'tNO'`,
      select: ['ItemCode'],
      limit: 3,
    });
    if (found.length >= 2) {
      supplier = CardCode;
      items = found.map((i) => i.ItemCode);
      break;
    }
  }
  expect(items?.length).toBeGreaterThanOrEqual(2);
});
afterAll(() => t.close());
beforeEach(() => sim().faults.clear());

function order(pedidoId = nextOrder++): OrderSnapshot {
  return {
    pedidoId,
    proveedorId: supplier,
    bodega: 'SW01',
    fecha: '2026-11-20',
    fechaEntrega: '2026-11-23',
    lineas: [
      { articuloId: items[0]!, cantidad: 12, precio: '3.456789' },
      { articuloId: items[1]!, cantidad: '2.5', precio: 10 },
    ],
  };
}

async function queueOrder(snapshot = order(), origen = 'prueba') {
  const id = await erp().posting.queue(db(), {
    tipo: 'orden',
    origen,
    origenId: snapshot.pedidoId,
    cardCode: snapshot.proveedorId,
    payload: purchaseOrderPayload(snapshot, t.config.ERP_PO_SERIES),
  });
  return { id, snapshot };
}

/** How many documents SAP holds for a source, whatever Jarvis believes. */
async function inSap(set: 'PurchaseOrders' | 'PurchaseInvoices', clave: string) {
  const rows = await erp().sl.list(set, {
    filter: `U_BO_ID eq ${odataString(clave)}`,
    select: ['DocEntry'],
  });
  return rows.length;
}

async function row(documentoId: number) {
  const [found] = await db()
    .select()
    .from(erpDocumentos)
    .where(eq(erpDocumentos.documentoId, documentoId));
  return found!;
}

/** Lets the automatic retry come due and runs the sweeper, as the per-minute job does. */
async function sweepWhenDue(documentoId: number) {
  await db()
    .update(erpDocumentos)
    .set({ proximoIntento: new Date(Date.now() - 1000) })
    .where(eq(erpDocumentos.documentoId, documentoId));
  await erp().posting.sweep();
}

describe('the Service Layer client', () => {
  it('logs in once, reuses the session, and logs in again once when SAP forgets it', async () => {
    const sl = erp().sl;
    await sl.get('Warehouses?$top=1');
    sim().faults.expireAllSessions();
    // Both requests find the session dead; they share one new login and both succeed.
    const [a, b] = await Promise.all([
      sl.get<{ value: unknown[] }>('Warehouses?$top=2'),
      sl.get<{ value: unknown[] }>('Items?$top=2'),
    ]);
    expect(a.value).toHaveLength(2);
    expect(b.value).toHaveLength(2);
  });

  it('follows odata.nextLink to the last page', async () => {
    const all = await erp().sl.list<{ ItemCode: string }>('Items', {
      select: ['ItemCode'],
      orderby: 'ItemCode asc',
      pageSize: 20,
    });
    expect(all.length).toBeGreaterThan(300);
    expect(new Set(all.map((i) => i.ItemCode)).size).toBe(all.length);
  });

  it('answers in Spanish and keeps SAP text: refused, down, slow, wrong credentials', async () => {
    const refused = await erp()
      .sl.post('PurchaseOrders', { ...purchaseOrderPayload(order(), 62), CardCode: 'NOEXISTE' })
      .catch((e: unknown) => e as ErpError);
    expect(refused).toBeInstanceOf(ErpError);
    expect((refused as ErpError).kind).toBe('rechazo');
    expect((refused as ErpError).sapMessage).toBe("Invalid BP code [OPOR.CardCode] , 'NOEXISTE'");

    sim().faults.failNext(1, 502);
    const down = await erp()
      .sl.get('Items?$top=1')
      .catch((e: unknown) => e as ErpError);
    expect(down).toMatchObject({ kind: 'no-disponible', message: ERP_MESSAGES.unavailable });

    sim().faults.delayNext(1, 1500);
    const slow = await erp()
      .sl.get('Items?$top=1')
      .catch((e: unknown) => e as ErpError);
    expect(slow).toMatchObject({ kind: 'tiempo', message: ERP_MESSAGES.timeout });

    const stranger = createServiceLayer({
      url: sim().serviceRoot!,
      companyDb: 'JARVIS_DEMO',
      userName: 'manager',
      password: 'incorrecta',
      timeoutMs: 2000,
      tlsInsecure: false,
      log: t.platform.log,
    });
    const denied = await stranger.get('Items?$top=1').catch((e: unknown) => e as ErpError);
    expect(denied).toMatchObject({ kind: 'credenciales', message: ERP_MESSAGES.credentials });
    await stranger.close();
  });
});

describe('registering documents', () => {
  it('registers an order once, tells its owner in the same transaction, and finds it again', async () => {
    const told: number[] = [];
    erp().posting.onRegistered('prueba', async (tx, document) => {
      const [mine] = await tx
        .select({ estado: erpDocumentos.estado })
        .from(erpDocumentos)
        .where(eq(erpDocumentos.documentoId, document.documentoId));
      // The owner sees the row already registered: one transaction.
      expect(mine?.estado).toBe('registrado');
      told.push(document.origenId);
    });
    const { id, snapshot } = await queueOrder();
    expect(await erp().posting.register(id)).toMatchObject({ result: 'registrado' });
    const saved = await row(id);
    expect(saved).toMatchObject({ estado: 'registrado', intentos: 1, guardadoEnSap: false });
    expect(saved.docNum).toBeGreaterThanOrEqual(24001);
    expect(told).toEqual([snapshot.pedidoId]);

    const po = await erp().sl.get<{
      Series: number;
      DocCurrency: string;
      NumAtCard: string;
      DocumentLines: { UnitPrice: number; WarehouseCode: string }[];
    }>(`PurchaseOrders(${saved.docEntry})`);
    expect(po).toMatchObject({
      Series: 62,
      DocCurrency: 'USD',
      NumAtCard: String(snapshot.pedidoId),
    });
    expect(po.DocumentLines[0]).toMatchObject({ UnitPrice: 3.4568, WarehouseCode: 'SW01' });

    // Queued again (a second click): the same row, and registering again does nothing.
    const { id: again } = await queueOrder(snapshot);
    expect(again).toBe(id);
    expect(await erp().posting.register(again)).toEqual({ result: 'ocupado' });
    expect(await inSap('PurchaseOrders', erpKey('orden', 'prueba', snapshot.pedidoId))).toBe(1);
  });

  it('SAP down for a while: retries with back-off and registers later, one document', async () => {
    const { id, snapshot } = await queueOrder();
    sim().faults.failNext(3, 503);
    expect((await erp().posting.register(id)).result).toBe('error');
    const failed = await row(id);
    expect(failed.estado).toBe('error');
    expect(failed.ultimoError).toContain('503');
    // 'Integración SAP' says it for people and keeps SAP's text apart for IT (issue #51).
    const listed = await t.app.inject({
      url: '/api/erp/documentos?estado=error',
      headers: t.auth(await t.login('informatica')),
    });
    expect(
      listed.json().items.find((d: { documentoId: number }) => d.documentoId === id),
    ).toMatchObject({
      ultimoError: ERP_MESSAGES.unavailable,
      ultimoErrorDetalle: expect.stringContaining('503'),
    });
    expect(failed.proximoIntento!.getTime()).toBeGreaterThan(Date.now());
    // The sweeper leaves it alone until its time comes.
    await erp().posting.sweep();
    expect((await row(id)).intentos).toBe(1);

    await sweepWhenDue(id); // the look-up meets the 2nd failure
    await sweepWhenDue(id); // and the 3rd
    await sweepWhenDue(id); // SAP is back
    expect(await row(id)).toMatchObject({ estado: 'registrado', intentos: 4 });
    expect(await inSap('PurchaseOrders', erpKey('orden', 'prueba', snapshot.pedidoId))).toBe(1);
  });

  it('a timeout after SAP saved: the next run finds it, no duplicate', async () => {
    const { id, snapshot } = await queueOrder();
    // Answers after the client's one-second timeout; the order is saved meanwhile.
    sim().faults.delayNext(2, 1500);
    // The look-up (a GET) is the first delayed request, the POST the second.
    expect((await erp().posting.register(id)).result).toBe('error');
    await sweepWhenDue(id);
    await new Promise((r) => setTimeout(r, 700));
    await sweepWhenDue(id);
    expect(await row(id)).toMatchObject({ estado: 'registrado' });
    expect(await inSap('PurchaseOrders', erpKey('orden', 'prueba', snapshot.pedidoId))).toBe(1);
  });

  it('a dropped connection after SAP saved the POST: no duplicate', async () => {
    const { id, snapshot } = await queueOrder();
    sim().faults.dropNextPost(1);
    expect((await erp().posting.register(id)).result).toBe('error');
    expect((await row(id)).ultimoError).toMatch(/ECONNRESET|socket hang up/);
    await sweepWhenDue(id);
    expect(await row(id)).toMatchObject({ estado: 'registrado', intentos: 2 });
    expect(await inSap('PurchaseOrders', erpKey('orden', 'prueba', snapshot.pedidoId))).toBe(1);
  });

  it('sessions expired mid-batch: logs in again, every order once', async () => {
    const queued = await Promise.all([1, 2, 3, 4].map(() => queueOrder()));
    await erp().posting.register(queued[0]!.id);
    sim().faults.expireAllSessions();
    for (const { id } of queued.slice(1)) await erp().posting.register(id);
    for (const { id, snapshot } of queued) {
      expect((await row(id)).estado).toBe('registrado');
      expect(await inSap('PurchaseOrders', erpKey('orden', 'prueba', snapshot.pedidoId))).toBe(1);
    }
  });

  it('fifty registrations of the same order at once: one document', async () => {
    const { id, snapshot } = await queueOrder();
    const results = await Promise.all(Array.from({ length: 50 }, () => erp().posting.register(id)));
    expect(results.filter((r) => r.result === 'registrado')).toHaveLength(1);
    expect(await inSap('PurchaseOrders', erpKey('orden', 'prueba', snapshot.pedidoId))).toBe(1);
  });

  /** A document whose first `times` records in Jarvis fail after SAP saved it. */
  function failingRecord(origen: string, times = 1) {
    erp().posting.onRegistered(origen, async () => {
      if (times-- > 0) throw new Error('el pedido está bloqueado');
    });
  }

  it('SAP saved but Jarvis could not record it: says so, and the next run repairs it', async () => {
    failingRecord('reparar');
    const { id, snapshot } = await queueOrder(order(), 'reparar');
    await expect(erp().posting.register(id)).rejects.toThrow('el pedido está bloqueado');
    const pending = await row(id);
    expect(pending).toMatchObject({ estado: 'error', guardadoEnSap: true, docEntry: null });
    expect(pending.ultimoError).toContain(ERP_MESSAGES.savedNotRecorded);
    await erp().posting.sweep();
    expect(await row(id)).toMatchObject({ estado: 'registrado', guardadoEnSap: false });
    expect(await inSap('PurchaseOrders', erpKey('orden', 'reparar', snapshot.pedidoId))).toBe(1);
  });

  it('tells a person retrying, in the spec’s words, when SAP saved it and Jarvis could not record it', async () => {
    failingRecord('reparar-api');
    const { id } = await queueOrder(order(), 'reparar-api');
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/erp/documentos/${id}/reintentar`,
      headers: t.auth(await t.login('informatica')),
    });
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      error: ERP_MESSAGES.savedNotRecorded,
      documento: { estado: 'error', guardadoEnSap: true },
    });
  });

  it('a refusal waits for a person, and the invoice copies the order lines', async () => {
    const bad = order();
    bad.lineas[0]!.articuloId = 'NO-EXISTE';
    const { id: refusedId } = await queueOrder(bad);
    expect((await erp().posting.register(refusedId)).result).toBe('error');
    expect(await row(refusedId)).toMatchObject({ estado: 'error', proximoIntento: null });

    const { id: orderId, snapshot } = await queueOrder();
    await erp().posting.register(orderId);
    const invoiceId = await erp().posting.queue(db(), {
      tipo: 'factura',
      origen: 'prueba',
      origenId: snapshot.pedidoId,
      cardCode: supplier,
      payload: purchaseInvoiceHeader(
        {
          pedidoId: snapshot.pedidoId,
          proveedorId: supplier,
          fechaFactura: '2026-11-21',
          numeroDocumento: 'DTE-03-M001P001-000000000000123',
          cantidades: { 1: 2 },
        },
        t.config.ERP_INVOICE_SERIES,
      ),
    });
    expect(await erp().posting.register(invoiceId)).toMatchObject({ result: 'registrado' });
    const invoice = await erp().sl.get<{
      Series: number;
      DocumentLines: { BaseType: number; BaseLine: number; Quantity: number }[];
    }>(`PurchaseInvoices(${(await row(invoiceId)).docEntry})`);
    expect(invoice.Series).toBe(t.config.ERP_INVOICE_SERIES);
    expect(invoice.DocumentLines.map((l) => [l.BaseType, l.BaseLine, l.Quantity])).toEqual([
      [22, 0, 12],
      [22, 1, 2],
    ]);
  });

  it('runs as a job: dispatch after commit, registered by the worker', async () => {
    const { id } = await queueOrder();
    await erp().posting.dispatch(id);
    for (let i = 0; i < 100 && (await row(id)).estado !== 'registrado'; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await row(id)).estado).toBe('registrado');
  });
});

describe("'Integración SAP' (API)", () => {
  it('lists documents by state with SAP text, retries one, and reports SAP health', async () => {
    const token = await t.login('informatica');
    const headers = t.auth(token);
    const bad = order();
    bad.lineas[0]!.articuloId = 'NO-EXISTE-2';
    const { id } = await queueOrder(bad);
    await erp().posting.register(id);

    const list = await t.app.inject({ url: '/api/erp/documentos?estado=error', headers });
    expect(list.statusCode, list.body).toBe(200);
    const page = list.json();
    expect(page.items.find((d: { documentoId: number }) => d.documentoId === id)).toMatchObject({
      estado: 'error',
      ultimoError: ERP_MESSAGES.documentRejected,
      ultimoErrorDetalle: expect.stringContaining('NO-EXISTE-2'),
    });
    expect(
      page.estados.find((e: { estado: string }) => e.estado === 'error').total,
    ).toBeGreaterThan(0);

    // Fixed in SAP's terms (here: the payload) and retried by a person.
    await db()
      .update(erpDocumentos)
      .set({
        payload: {
          ...purchaseOrderPayload(order(bad.pedidoId), 62),
          U_BO_ID: erpKey('orden', 'prueba', bad.pedidoId),
        },
      })
      .where(eq(erpDocumentos.documentoId, id));
    const retried = await t.app.inject({
      method: 'POST',
      url: `/api/erp/documentos/${id}/reintentar`,
      headers,
    });
    expect(retried.json()).toMatchObject({
      successful: 'Documento registrado en SAP',
      documento: { estado: 'registrado' },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/erp/documentos/${id}/reintentar`,
      headers,
    });
    expect(again.statusCode).toBe(409);

    const health = await t.app.inject({ url: '/api/erp/salud', headers });
    expect(health.json()).toMatchObject({
      tipo: 'simulador',
      ok: true,
      mensaje: ERP_MESSAGES.reachable,
      serieOrdenes: 62,
    });
    sim().faults.failNext(2, 502);
    const down = (await t.app.inject({ url: '/api/erp/salud', headers })).json();
    expect(down).toMatchObject({ ok: false, mensaje: ERP_MESSAGES.unavailable });
    expect(down.detalle).toContain('502');

    const restaurante = t.auth(await t.login('restaurante'));
    expect(
      (await t.app.inject({ url: '/api/erp/documentos', headers: restaurante })).statusCode,
    ).toBe(403);

    // A crafted query is refused in Spanish, with zod's own message where the schema names none.
    const crafted = await t.app.inject({
      url: '/api/erp/documentos?estado=nada&size=101',
      headers,
    });
    expect(crafted.statusCode).toBe(400);
    expect(crafted.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: {
        estado: expect.stringMatching(/^Opción inválida/),
        size: 'El tamaño de página debe estar entre 1 y 100',
      },
    });
  });
});

describe('catalogue reads', () => {
  it('finds suppliers and items by code ignoring case, with brand, state and withholding', async () => {
    const sl = erp().sl;
    const exact = await reads.supplierByCode(sl, supplier);
    expect(exact).toMatchObject({ codigo: supplier, activo: true });
    expect(exact!.marca).toMatch(/^(Subway|Humo|Viva Expresso)$/);
    expect(await reads.supplierByCode(sl, supplier.toLowerCase())).toEqual(exact);
    expect(await reads.supplierByCode(sl, 'NOEXISTE')).toBeUndefined();
    expect(await reads.supplierByCode(sl, 'C0001')).toBeUndefined(); // a customer
    expect((await reads.supplierByCode(sl, FROZEN_SUPPLIER))?.activo).toBe(false);
    expect((await reads.supplierByCode(sl, WT_SUPPLIER))?.wtLiable).toBe(true);

    const item = await reads.itemByCode(sl, items[0]!.toLowerCase());
    expect(item).toMatchObject({ codigo: items[0], activo: true, proveedor: supplier });
    const all = await reads.items(sl);
    expect(all.length).toBeGreaterThan(300);
    expect(all.some((i) => !i.activo)).toBe(true);
    const subway = await reads.suppliers(sl, 'Subway');
    expect(subway.length).toBeGreaterThanOrEqual(12);
    expect(subway.every((s) => s.marca === 'Subway')).toBe(true);
  });

  it('SAP down: a clear Spanish message', async () => {
    sim().faults.failNext(3, 502);
    await expect(reads.supplierByCode(erp().sl, supplier)).rejects.toMatchObject({
      message: ERP_MESSAGES.unavailable,
    });
  });

  it('gives up a look-up at the short deadline and says SAP is slow; posting waits longer', async () => {
    expect(loadConfig({}).ERP_LOOKUP_TIMEOUT_SECONDS).toBe(8);
    const sl = createServiceLayer({
      url: sim().serviceRoot!,
      companyDb: 'JARVIS_DEMO',
      userName: 'manager',
      password: 'manager',
      timeoutMs: 3_000,
      lookupTimeoutMs: 300,
      tlsInsecure: false,
      log: t.platform.log,
    });
    try {
      await sl.get('Items?$top=1'); // signed in before SAP turns slow
      sim().faults.delayNext(1, 800);
      const started = performance.now();
      const slow = await reads.supplierByCode(sl, supplier).catch((e: unknown) => e as ErpError);
      expect(slow).toMatchObject({ kind: 'tiempo', message: ERP_MESSAGES.slowLookup(0.3) });
      expect(performance.now() - started).toBeLessThan(700);
      // The same slowness does not stop a document: posting keeps the long timeout.
      sim().faults.delayNext(1, 800);
      await expect(sl.get('Items?$top=1')).resolves.toBeDefined();
    } finally {
      await sl.close();
    }
  });
});

describe('SAP health for people', () => {
  it('says in Spanish that SAP is unreachable and keeps the network error as the detail', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as net.AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const sl = createServiceLayer({
      url: `http://127.0.0.1:${closed}/b1s/v1`,
      companyDb: 'JARVIS_DEMO',
      userName: 'manager',
      password: 'manager',
      timeoutMs: 2_000,
      lookupTimeoutMs: 1_000,
      tlsInsecure: false,
      log: t.platform.log,
    });
    const probe = await sl.ping();
    await sl.close();
    expect(probe).toMatchObject({ ok: false, message: ERP_MESSAGES.unavailable });
    expect(probe.detail).toMatch(/^ECONNREFUSED: connect ECONNREFUSED 127\.0\.0\.1:/);
    expect(explainStoredError(probe.detail)).toBe(ERP_MESSAGES.unavailable);
    expect(explainStoredError(`Sin respuesta de SAP en 30000 ms`)).toBe(ERP_MESSAGES.timeout);
  });
});
