import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M, orderTotals } from '@jarvis/contracts/orders';
import { DELIVERY_MESSAGES as D } from '@jarvis/contracts/orders-delivery';
import { MANAGER_CODE_MESSAGES } from '@jarvis/contracts/orders-edits';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * Delivery and inconsistencies (spec 2 §4, §5 Delivery confirmation; issue #53 points 1 and 2),
 * through the API.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
const CODE = '8642';
let invoiceNo = 70_000;
beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
  await c.setManagerCode(CODE);
});
afterAll(() => t.close());

const invoice = (overrides: Record<string, unknown> = {}) => ({
  ccf: String(invoiceNo++),
  dte: 'DTE-03-M001P001-000000000000123',
  numUnico: 'C6A9868C-028D-421B-A9A0-36274CECC2C7',
  serieDoc: '22SD000F',
  fechaFactura: c.today(),
  ...overrides,
});

async function deliver(username: string, pedidoId: number, body: Record<string, unknown>) {
  const { version } = await c.detail('compras', pedidoId);
  return c.call(username, 'POST', `/api/pedidos/${pedidoId}/entregar`, { version, ...body });
}

describe('confirming a delivery', () => {
  it('takes the invoice data, moves the order to Entregado and writes its history', async () => {
    const { pedidoId } = await c.orderIn(2);
    const body = invoice();
    const res = await deliver('restaurante', pedidoId, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().successful).toBe(D.delivered);
    const order = await c.one<Record<string, unknown>>(
      `SELECT estado, credito_fiscal AS ccf, dte, num_unico, serie_doc, fecha_factura::text AS ff,
              fecha_entrega::text AS fe, nota_credito FROM pedidos WHERE pedido_id = $1`,
      [pedidoId],
    );
    expect(order).toEqual({
      estado: 4,
      ccf: body.ccf,
      dte: body.dte,
      num_unico: body.numUnico,
      serie_doc: body.serieDoc,
      ff: c.today(),
      fe: c.today(),
      nota_credito: 0,
    });
    const detail = await c.detail('restaurante', pedidoId);
    // Nothing differed: each line received what was ordered.
    for (const line of detail.lineas as unknown as {
      cantidadPedida: string;
      cantidadRecibida: string;
    }[])
      expect(line.cantidadRecibida).toBe(line.cantidadPedida);
    expect(detail.historial.at(-1)).toMatchObject({ accion: 'Confirmó la entrega' });
  });

  it('asks a branch for its manager’s code when a quantity differs, and recomputes the totals', async () => {
    const { pedidoId } = await c.orderIn(3);
    const { lineas } = await c.detail('compras', pedidoId);
    const short = { pedidoDetalleId: lineas[0]!.pedidoDetalleId, cantidadRecibida: 0 };
    const missing = await deliver('restaurante', pedidoId, invoice({ cantidades: [short] }));
    expect(missing.json().fields.claveGerente).toBe(MANAGER_CODE_MESSAGES.required);
    const decimals = await deliver(
      'restaurante',
      pedidoId,
      invoice({ cantidades: [{ ...short, cantidadRecibida: 0.5 }], claveGerente: CODE }),
    );
    expect(decimals.json().fields['cantidades.0.cantidadRecibida']).toBe(M.noDecimals);
    const res = await deliver(
      'restaurante',
      pedidoId,
      invoice({ cantidades: [short], claveGerente: CODE }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await c.detail('compras', pedidoId);
    const expected = orderTotals(
      (after.lineas as unknown as { cantidadRecibida: string; precioPedido: string }[]).map(
        (l) => ({
          cantidad: l.cantidadRecibida,
          precio: l.precioPedido,
        }),
      ),
    );
    expect(after.totalFinal).toBe(expected.totalFinal);
    expect(res.json().totalFinal).toBe(expected.totalFinal);
  });

  it('requires every invoice field, a reason for a credit note, and no future invoice date', async () => {
    const { pedidoId } = await c.orderIn(2);
    const empty = await deliver('compras', pedidoId, invoice({ ccf: ' ', dte: undefined }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields).toMatchObject({ ccf: D.required, dte: D.required });
    const credit = await deliver('compras', pedidoId, invoice({ notaCredito: true }));
    expect(credit.json().fields.razon).toBe(D.reasonRequired);
    const future = await deliver('compras', pedidoId, invoice({ fechaFactura: '2999-01-01' }));
    expect(future.json().fields.fechaFactura).toBe(D.futureInvoice);
    const early = await c.orderIn(1);
    const wrongState = await deliver('compras', early.pedidoId, invoice());
    expect(wrongState.statusCode).toBe(409);
    expect((await c.detail('compras', pedidoId)).estado).toBe(2);
  });

  it('refuses a CCF the supplier already used this month, even from two confirmations at once', async () => {
    const a = await c.orderIn(2);
    const b = await c.orderIn(2);
    expect(a.proveedorId).toBe(b.proveedorId);
    const ccf = String(invoiceNo++);
    const [first, second] = await Promise.all([
      deliver('compras', a.pedidoId, invoice({ ccf })),
      deliver('compras', b.pedidoId, invoice({ ccf })),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const loser = first.statusCode === 400 ? first : second;
    expect(loser.json().fields.ccf).toBe(D.ccfTaken);
    // Another month's invoice may carry the same number.
    const c2 = await c.orderIn(2);
    const lastMonth = new Date(`${c.today()}T00:00:00Z`);
    lastMonth.setUTCMonth(lastMonth.getUTCMonth() - 1);
    const ok = await deliver(
      'compras',
      c2.pedidoId,
      invoice({ ccf, fechaFactura: lastMonth.toISOString().slice(0, 10) }),
    );
    expect(ok.statusCode, ok.body).toBe(200);
  });
});

describe('inconsistencies', () => {
  it('registers types with comments and lines, lists them, is corrected and raises a ticket', async () => {
    const { pedidoId } = await c.orderIn(4);
    const { version, lineas } = await c.detail('compras', pedidoId);
    const tipos = (await c.call('contabilidad', 'GET', '/api/pedidos/tipos-inconsistencia')).json()
      .tipos as { id: number; tipo: string }[];
    expect(tipos.map((x) => x.tipo)).toEqual([
      'Pedido Incompleto',
      'No Vino el Producto Solicitado',
      'Precio no Coincide',
      'Pedido o Producto Devuelto',
    ]);
    const url = `/api/pedidos/${pedidoId}/inconsistencias`;
    const none = await c.call('contabilidad', 'POST', url, { version, inconsistencias: [] });
    expect(none.json().fields.inconsistencias).toBe(D.chooseInconsistency);
    const branch = await c.call('restaurante', 'POST', url, {
      version,
      inconsistencias: [{ tipoId: tipos[0]!.id }],
    });
    expect(branch.statusCode).toBe(403);
    const res = await c.call('contabilidad', 'POST', url, {
      version,
      inconsistencias: [
        {
          tipoId: tipos[2]!.id,
          comentario: 'El pan cobrado a 0.50 más',
          pedidoDetalleIds: [lineas[0]!.pedidoDetalleId],
        },
        { tipoId: tipos[0]!.id },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = (await c.call('contabilidad', 'GET', `/api/pedidos/${pedidoId}`)).json();
    expect(detail.estado).toBe(6);
    expect(detail.inconsistencias).toMatchObject([
      { tipo: 'Precio no Coincide', comentario: 'El pan cobrado a 0.50 más', ticket: null },
      { tipo: 'Pedido Incompleto', comentario: null, lineas: [] },
    ]);
    expect(detail.inconsistencias[0].lineas[0].pedidoDetalleId).toBe(lineas[0]!.pedidoDetalleId);

    const list = (
      await c.call('compras', 'GET', `/api/pedidos/vista/inconsistentes?buscar=%23${pedidoId}`)
    ).json();
    expect(list.items[0]).toMatchObject({
      pedidoId,
      inconsistencias: ['Precio no Coincide', 'Pedido Incompleto'],
      correccionRequerida: 0,
    });

    const ticketUrl = `/api/pedidos/${pedidoId}/inconsistencias/${detail.inconsistencias[0].id}/ticket`;
    const ticket = await c.call('compras', 'POST', ticketUrl);
    expect(ticket.statusCode, ticket.body).toBe(200);
    const { peticionId, codigo } = ticket.json();
    expect(codigo).toMatch(/^COM-/);
    const linked = await c.one<{ pedido: number; sucursal: string; dept: string }>(
      `SELECT p.pedido_id AS pedido, s.bodega AS sucursal, d.nombre AS dept FROM peticiones p
         JOIN sucursales s USING (sucursal_id) JOIN departamentos d USING (departamento_id)
        WHERE p.peticion_id = $1`,
      [peticionId],
    );
    expect(linked).toEqual({ pedido: pedidoId, sucursal: 'SW01', dept: 'Compras' });
    expect((await c.call('compras', 'POST', ticketUrl)).statusCode).toBe(409);
    const shown = (await c.call('compras', 'GET', `/api/pedidos/${pedidoId}`)).json();
    expect(shown.inconsistencias[0].ticket).toMatchObject({ peticionId, codigo });

    const corrected = await c.call('contabilidad', 'POST', `/api/pedidos/${pedidoId}/correccion`, {
      version: shown.version,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect((await c.detail('compras', pedidoId)).historial.at(-1)).toMatchObject({
      accion: 'Marcó el pedido como corregido',
    });
  });
});
