import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canEditOrder,
  ORDER_ACTORS,
  ORDER_EDITS,
  ORDER_MESSAGES as M,
  ORDER_STATES,
  orderEditsFor,
  orderTotals,
  type OrderActor,
  type OrderEdit,
} from '@jarvis/contracts/orders';
import { MANAGER_CODE_MESSAGES } from '@jarvis/contracts/orders-edits';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * The order detail's edits (spec 2 §5 Order detail edits, §6; issue #52 point 4). The role × state
 * matrix is generated from contracts' ORDER_EDIT_MATRIX: a cell changed there is tested here.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
const CODE = '4321';
beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
  await c.setManagerCode(CODE);
});
afterAll(() => t.close());

const USER: Record<OrderActor, string> = { restaurante: 'restaurante', central: 'compras' };

/** The request that makes `edit` on the order, at its current version. */
async function attempt(username: string, edit: OrderEdit, pedidoId: number) {
  const order = await c.detail('compras', pedidoId);
  const { version } = order;
  const [first, , last] = order.lineas;
  const url = `/api/pedidos/${pedidoId}`;
  const line = (change: Record<string, number>) =>
    c.call(username, 'PATCH', `${url}/lineas`, {
      version,
      cambios: [{ pedidoDetalleId: first!.pedidoDetalleId, ...change }],
    });
  switch (edit) {
    case 'cantidadPedida':
      return line({ cantidadPedida: 7 });
    case 'cantidadRecibida':
      return line({ cantidadRecibida: 6 });
    case 'precio':
      return line({ precioPedido: 1.2345 });
    case 'agregarProducto': {
      const { spare } = spareOf.get(pedidoId)!;
      return c.call(username, 'POST', `${url}/lineas`, {
        version,
        articuloId: spare.articuloId,
        cantidad: 2,
        claveGerente: CODE,
      });
    }
    case 'eliminarLineas':
      return c.call(username, 'POST', `${url}/lineas/eliminar`, {
        version,
        pedidoDetalleIds: [last!.pedidoDetalleId],
      });
    case 'encabezado':
      return c.call(username, 'PATCH', url, { version, comentario: `Nota ${edit}` });
    case 'totalFinal':
      return c.call(username, 'PATCH', url, { version, totalFinal: 99.5 });
  }
}

const spareOf = new Map<number, { spare: { articuloId: string } }>();

describe('the role × state matrix (contracts ORDER_EDIT_MATRIX)', () => {
  for (const actor of ORDER_ACTORS)
    for (const estado of ORDER_STATES)
      it(`${actor} in state ${estado}: ${orderEditsFor(actor, estado).join(', ') || 'nothing'}`, async () => {
        const order = await c.orderIn(estado);
        spareOf.set(order.pedidoId, order);
        const shown = await c.detail(USER[actor], order.pedidoId);
        expect(shown.ediciones).toEqual(orderEditsFor(actor, estado));
        for (const edit of ORDER_EDITS) {
          const res = await attempt(USER[actor], edit, order.pedidoId);
          const allowed = canEditOrder(actor, edit, estado);
          expect(res.statusCode, `${actor} ${edit} in ${estado}: ${res.body}`).toBe(
            allowed ? 200 : 403,
          );
          if (!allowed) expect(res.json().message).toBe(M.notYourEdit);
        }
      });
});

describe('editing lines', () => {
  it('computes the totals again from the lines and writes each change to the history', async () => {
    const { pedidoId } = await c.orderIn(2);
    const before = await c.detail('compras', pedidoId);
    const [a, b] = before.lineas;
    const res = await c.call('compras', 'PATCH', `/api/pedidos/${pedidoId}/lineas`, {
      version: before.version,
      cambios: [
        { pedidoDetalleId: a!.pedidoDetalleId, precioPedido: 2.5 },
        { pedidoDetalleId: b!.pedidoDetalleId, cantidadPedida: 10 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = await c.detail('compras', pedidoId);
    const expected = orderTotals(
      after.lineas.map((l) => ({ cantidad: l.cantidadPedida, precio: l.precioPedido })),
    );
    expect(res.json()).toEqual({
      successful: M.linesUpdated,
      version: before.version + 1,
      ...expected,
    });
    expect(after.totalFinal).toBe(expected.totalFinal);
    const entry = after.historial.at(-1)!;
    expect(entry.accion).toBe('Modificó productos');
    expect(entry.usuario).toBe('Andrés Quiñónez');
    expect(entry.cambios).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ campo: 'Precio', de: a!.precioPedido, a: '2.5000' }),
        expect.objectContaining({ campo: 'Cantidad pedida', de: b!.cantidadPedida, a: '10.0000' }),
        expect.objectContaining({
          campo: 'Total final',
          de: before.totalFinal,
          a: expected.totalFinal,
        }),
      ]),
    );
    expect(entry.cambios.find((x) => x.campo === 'Precio')!.articulo).not.toBeNull();
  });

  it('refuses decimals from a branch, a price under 0.01 and a negative quantity', async () => {
    const { pedidoId } = await c.orderIn(1);
    const { version, lineas } = await c.detail('compras', pedidoId);
    const id = lineas[0]!.pedidoDetalleId;
    const patch = (username: string, change: Record<string, number>) =>
      c.call(username, 'PATCH', `/api/pedidos/${pedidoId}/lineas`, {
        version,
        cambios: [{ pedidoDetalleId: id, ...change }],
      });
    const decimals = await patch('restaurante', { cantidadPedida: 2.5 });
    expect(decimals.statusCode).toBe(400);
    expect(decimals.json().fields['cambios.0.cantidadPedida']).toBe(M.noDecimals);
    // Central staff may correct a quantity with decimals.
    await c.setState(pedidoId, 2);
    const price = await patch('compras', { precioPedido: 0.001 });
    expect(price.json().fields['cambios.0.precioPedido']).toBe(M.invalidPrice);
    const negative = await patch('compras', { cantidadPedida: -1 });
    expect(negative.json().fields['cambios.0.cantidadPedida']).toBe(M.positiveNumber);
    expect((await c.detail('compras', pedidoId)).version).toBe(version);
  });

  it('gives one of two edits at the same version the order, and the other a 409', async () => {
    const { pedidoId } = await c.orderIn(2);
    const { version, lineas } = await c.detail('compras', pedidoId);
    const edit = (cantidad: number) =>
      c.call('compras', 'PATCH', `/api/pedidos/${pedidoId}/lineas`, {
        version,
        cambios: [{ pedidoDetalleId: lineas[0]!.pedidoDetalleId, cantidadPedida: cantidad }],
      });
    const results = await Promise.all([edit(11), edit(12)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(M.stale);
    const after = await c.detail('compras', pedidoId);
    expect(after.version).toBe(version + 1);
  });

  it('answers 404 for another branch’s order, as for one that does not exist', async () => {
    const { pedidoId } = await c.orderIn(1);
    const res = await c.call('restaurante2', 'PATCH', `/api/pedidos/${pedidoId}/lineas`, {
      version: 0,
      cambios: [{ pedidoDetalleId: 1, cantidadPedida: 1 }],
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('adding and deleting products', () => {
  it('refuses a repeated product, the supplier’s limit, and deleting the last line', async () => {
    const { pedidoId, articles } = await c.orderIn(1, 1);
    let { version } = await c.detail('compras', pedidoId);
    const add = (articuloId: string) =>
      c.call('restaurante', 'POST', `/api/pedidos/${pedidoId}/lineas`, {
        version,
        articuloId,
        cantidad: 1,
      });
    const repeated = await add(articles[0]!.articuloId);
    expect(repeated.json().fields.articuloId).toBe(M.repeatedProduct);
    const max = await c.one<{ n: number }>(
      'SELECT max_productos AS n FROM proveedores p JOIN pedidos o USING (proveedor_id) WHERE o.pedido_id = $1',
      [pedidoId],
    );
    await t.database.query(
      'UPDATE proveedores SET max_productos = 1 WHERE proveedor_id = (SELECT proveedor_id FROM pedidos WHERE pedido_id = $1)',
      [pedidoId],
    );
    const full = await add(articles[1]!.articuloId);
    expect(full.json().fields.articuloId).toBe(M.maxProducts(1));
    await t.database.query(
      'UPDATE proveedores SET max_productos = $2 WHERE proveedor_id = (SELECT proveedor_id FROM pedidos WHERE pedido_id = $1)',
      [pedidoId, max.n],
    );
    const added = await add(articles[1]!.articuloId);
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().successful).toBe(M.lineAdded);
    version = added.json().version;

    const { lineas } = await c.detail('compras', pedidoId);
    const all = await c.call('compras', 'POST', `/api/pedidos/${pedidoId}/lineas/eliminar`, {
      version,
      pedidoDetalleIds: lineas.map((l) => l.pedidoDetalleId),
    });
    expect(all.json().fields.pedidoDetalleIds).toBe(M.lastLine);
    const one = await c.call('compras', 'POST', `/api/pedidos/${pedidoId}/lineas/eliminar`, {
      version,
      pedidoDetalleIds: [lineas[1]!.pedidoDetalleId],
    });
    expect(one.statusCode, one.body).toBe(200);
    const after = await c.detail('compras', pedidoId);
    expect(after.lineas).toHaveLength(1);
    expect(after.historial.at(-1)!.accion).toBe('Eliminó productos');
  });

  it('asks a branch for its manager’s code past Revisión, and counts wrong ones', async () => {
    const { pedidoId, spare } = await c.orderIn(2);
    const add = async (claveGerente?: string) => {
      const { version } = await c.detail('compras', pedidoId);
      return c.call('restaurante', 'POST', `/api/pedidos/${pedidoId}/lineas`, {
        version,
        articuloId: spare.articuloId,
        cantidad: 1,
        ...(claveGerente === undefined ? {} : { claveGerente }),
      });
    };
    const missing = await add();
    expect(missing.json().fields.claveGerente).toBe(MANAGER_CODE_MESSAGES.required);
    const wrong = await add('0000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.claveGerente).toBe(MANAGER_CODE_MESSAGES.wrong);
    const right = await add(CODE);
    expect(right.statusCode, right.body).toBe(200);
    const hash = await c.one<{ h: string }>(
      "SELECT clave_hash AS h FROM claves_gerente WHERE sucursal_id = (SELECT sucursal_id FROM sucursales WHERE bodega = 'SW01')",
    );
    expect(hash.h).not.toContain(CODE);
    expect(hash.h).toMatch(/^\$argon2/);
  });
});

describe('header data and the final total', () => {
  it('changes the estimated date, comment and final total with their history', async () => {
    const { pedidoId } = await c.orderIn(2);
    const before = await c.detail('compras', pedidoId);
    const res = await c.call('compras', 'PATCH', `/api/pedidos/${pedidoId}`, {
      version: before.version,
      comentario: 'Entregar por la puerta trasera',
      totalFinal: 123.4567,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().totalFinal).toBe('123.4567');
    const after = await c.detail('compras', pedidoId);
    expect(after.totalFinal).toBe('123.4567');
    expect(after.historial.at(-1)!.cambios).toEqual([
      { campo: 'Comentario', articulo: null, de: null, a: 'Entregar por la puerta trasera' },
      { campo: 'Total final', articulo: null, de: before.totalFinal, a: '123.4567' },
    ]);
    const early = await c.call('compras', 'PATCH', `/api/pedidos/${pedidoId}`, {
      version: after.version,
      fechaEstimada: '2020-01-01',
    });
    expect(early.json().fields.fechaEstimada).toBe(M.estimatedBeforeOrder);
    const zero = await c.call('compras', 'PATCH', `/api/pedidos/${pedidoId}`, {
      version: after.version,
      totalFinal: 0,
    });
    expect(zero.json().fields.totalFinal).toBe(M.invalidTotal);
  });
});
