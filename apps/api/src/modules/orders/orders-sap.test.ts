import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@jarvis/contracts/orders';
import { DELIVERY_MESSAGES as D, totalRange } from '@jarvis/contracts/orders-delivery';
import { odataString } from '../../platform/erp/service-layer';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * Registering an order in SAP (spec 2 §4, §5 Total check, spec 3 §4; issue #53 point 3) against the
 * built-in simulator: the purchase order, then the invoice copied from it, then state 8 — once.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
let ccf = 90_000;
beforeAll(async () => {
  t = await createTestApp({ ERP_TIMEOUT_SECONDS: '1', ERP_RETRY_SECONDS: '1' });
  c = ordersClient(t);
});
afterAll(() => t.close());
beforeEach(() => t.platform.erp.simulator!.faults.clear());

/** A delivered order (state 4 through the API), ready for SAP. */
async function delivered() {
  const { pedidoId } = await c.orderIn(2);
  const { version } = await c.detail('compras', pedidoId);
  const res = await c.call('compras', 'POST', `/api/pedidos/${pedidoId}/entregar`, {
    version,
    ccf: String(ccf++),
    dte: 'DTE-03-M001P001-000000000000777',
    numUnico: 'NU-777',
    serieDoc: '22SD000F',
    fechaFactura: c.today(),
  });
  expect(res.statusCode, res.body).toBe(200);
  return c.detail('compras', pedidoId);
}

const register = (username: string, pedidoId: number, version: number, docTotal: number) =>
  c.call(username, 'POST', `/api/pedidos/${pedidoId}/sap`, { version, docTotal });

async function inSap(set: 'PurchaseOrders' | 'PurchaseInvoices', clave: string) {
  const rows = await t.platform.erp.sl.list(set, {
    filter: `U_BO_ID eq ${odataString(clave)}`,
    select: ['DocEntry'],
  });
  return rows.length;
}

const reachesSap = (pedidoId: number, timeoutMs = 20_000) =>
  eventually(async () => {
    const order = await c.detail('compras', pedidoId);
    return order.estado === 8 ? order : undefined;
  }, timeoutMs);

describe('registering in SAP', () => {
  it('checks the total, then sends the order and its invoice and reaches 8 once', async () => {
    const order = await delivered();
    const ready = await c.detail('compras', order.pedidoId);
    const readyTotal = Number(ready.totalFinal);
    const outside = await register('contabilidad', order.pedidoId, ready.version, readyTotal + 0.5);
    const range = totalRange(readyTotal + 0.5);
    expect(outside.json().fields.docTotal).toBe(D.totalRange(range.min, range.max));
    const branch = await register('restaurante', order.pedidoId, ready.version, readyTotal);
    expect(branch.statusCode).toBe(403);

    const res = await register('contabilidad', order.pedidoId, ready.version, readyTotal + 0.05);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ successful: D.sapQueued, yaRegistrado: false });
    // While SAP has it, the order waits: no change is taken.
    const busy = await c.call('compras', 'PATCH', `/api/pedidos/${order.pedidoId}`, {
      version: ready.version + 1,
      comentario: 'tarde',
    });
    expect([409]).toContain(busy.statusCode);

    const done = await reachesSap(order.pedidoId);
    expect(done).toMatchObject({ estado: 8 });
    const detail = (await c.call('compras', 'GET', `/api/pedidos/${order.pedidoId}`)).json();
    expect(detail.fechaProcesamientoSap).not.toBeNull();
    expect(detail.sap).toMatchObject([
      { tipo: 'orden', estado: 'registrado', docNum: expect.any(Number) },
      { tipo: 'factura', estado: 'registrado', docNum: expect.any(Number) },
    ]);
    expect(await inSap('PurchaseOrders', `orden:pedido:${order.pedidoId}`)).toBe(1);
    expect(await inSap('PurchaseInvoices', `factura:pedido:${order.pedidoId}`)).toBe(1);
    const again = await register('contabilidad', order.pedidoId, detail.version, readyTotal);
    expect(again.json()).toMatchObject({ successful: M.alreadyInSap, yaRegistrado: true });
    expect(detail.historial.at(-1)).toMatchObject({ accion: 'SAP registró la factura' });
  });

  it('refuses a total of 0', async () => {
    const { pedidoId } = await c.orderIn(2);
    const { version, lineas } = await c.detail('compras', pedidoId);
    // Nothing arrived: every received quantity 0 (central staff, no manager code needed).
    await c.call('compras', 'POST', `/api/pedidos/${pedidoId}/entregar`, {
      version,
      ccf: String(ccf++),
      dte: 'DTE',
      numUnico: 'NU',
      serieDoc: 'S',
      fechaFactura: c.today(),
      cantidades: lineas.map((l) => ({ pedidoDetalleId: l.pedidoDetalleId, cantidadRecibida: 0 })),
    });
    const order = await c.detail('compras', pedidoId);
    expect(order.totalFinal).toBe('0.0000');
    const res = await register('contabilidad', pedidoId, order.version, 0);
    expect(res.json().fields.docTotal).toBe(D.totalZero);
  });

  it('waits while SAP is down and reaches 8 once it is back, one document each', async () => {
    const order = await delivered();
    t.platform.erp.simulator!.faults.failNext(2, 503);
    const res = await register(
      'contabilidad',
      order.pedidoId,
      order.version,
      Number(order.totalFinal),
    );
    expect(res.statusCode, res.body).toBe(200);
    const waiting = await eventually(async () => {
      const d = (await c.call('compras', 'GET', `/api/pedidos/${order.pedidoId}`)).json();
      return d.sap[0]?.estado === 'error' ? d : undefined;
    });
    expect(waiting.estado).toBe(4);
    expect(waiting.sap[0].error).toBeTruthy();
    // The sweeper retries when its time comes (ERP_RETRY_SECONDS = 1 here, doubling).
    for (let i = 0; i < 6 && (await c.detail('compras', order.pedidoId)).estado !== 8; i++) {
      await new Promise((r) => setTimeout(r, 1_200));
      await t.platform.erp.posting.sweep();
    }
    await reachesSap(order.pedidoId);
    expect(await inSap('PurchaseOrders', `orden:pedido:${order.pedidoId}`)).toBe(1);
    expect(await inSap('PurchaseInvoices', `factura:pedido:${order.pedidoId}`)).toBe(1);
  });

  it('fifty registrations at once give one order and one invoice in SAP', async () => {
    const order = await delivered();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        register('contabilidad', order.pedidoId, order.version, Number(order.totalFinal)),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
    expect(codes.every((s) => s === 200 || s === 409)).toBe(true);
    await reachesSap(order.pedidoId);
    expect(await inSap('PurchaseOrders', `orden:pedido:${order.pedidoId}`)).toBe(1);
    expect(await inSap('PurchaseInvoices', `factura:pedido:${order.pedidoId}`)).toBe(1);
  });
});
