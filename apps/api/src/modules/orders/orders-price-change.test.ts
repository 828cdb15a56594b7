import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, orderTotals } from '@jarvis/contracts/orders';
import {
  PRICE_CHANGE_MESSAGES as M,
  type PriceChangePreview,
} from '@jarvis/contracts/orders-price-change';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * The mass price change (spec 2 §2, §4, §5; issue #53 point 6): the preview writes nothing, the
 * change is applied whole or not at all, never to an order in SAP (or voided, or in Revisión), only
 * to the user's brand's branches but the user's own, and a large change is one request.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
const BASE = '/api/pedidos/cambio-precio';

beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
  // A Subway office user posted at a restaurant (SW01): that branch is its own.
  await t.database.exec(`
    INSERT INTO permisos (usuario_id, option_menu_id)
      SELECT u.usuario_id, o.option_menu_id FROM usuarios u, opciones_menu o
       WHERE u.username = 'gerente.zona' AND o.clave = 'catalog.priceChange'
    ON CONFLICT DO NOTHING;`);
});
afterAll(() => t.close());

type Change = { articuloId: string; precio: number };

async function filterFor(proveedorId: number) {
  const today = c.today();
  return { desde: today, hasta: today, proveedorId, sucursalId: await c.branchId('SW01') };
}

async function preview(body: Record<string, unknown>, username = 'compras') {
  const res = await c.call(username, 'POST', `${BASE}/vista-previa`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PriceChangePreview>();
}

const apply = (body: Record<string, unknown>, username = 'compras') =>
  c.call(username, 'POST', `${BASE}/aplicar`, body);

const historyCount = async () =>
  Number(
    (await c.one<{ n: string }>("SELECT count(*) AS n FROM bitacora WHERE entidad = 'pedido'")).n,
  );

/** An order of SW01 in `estado` and the change of its first two articles' prices. */
async function orderWithChange(estado = 2) {
  const order = await c.orderIn(estado);
  const cambios: Change[] = order.articles.slice(0, 2).map((a, i) => ({
    articuloId: a.articuloId,
    precio: Number((Number(a.precio) + 1.2345 + i).toFixed(4)),
  }));
  return { ...order, cambios, filtro: await filterFor(order.proveedorId) };
}

describe('the preview', () => {
  it('shows each changed line and each order before and after, and writes nothing', async () => {
    const o = await orderWithChange();
    const before = await c.detail('compras', o.pedidoId);
    const logged = await historyCount();
    const body = { filtro: o.filtro, cambios: o.cambios, pedidoIds: [o.pedidoId] };
    const shown = await preview(body);

    expect(shown.total).toBe(1);
    expect(shown.huella).toMatch(/^[0-9a-f]{64}$/);
    const [item] = shown.items;
    expect(item!.pedidoId).toBe(o.pedidoId);
    expect(item!.lineas.map((l) => [l.articuloId, l.precioAntes, l.precioNuevo])).toEqual(
      o.cambios.map((ch) => [
        ch.articuloId,
        before.lineas.find((l) => l.articuloId === ch.articuloId)!.precioPedido,
        ch.precio.toFixed(4),
      ]),
    );
    const expected = orderTotals(
      before.lineas.map((l) => ({
        cantidad: l.cantidadPedida,
        precio:
          o.cambios.find((ch) => ch.articuloId === l.articuloId)?.precio.toFixed(4) ??
          l.precioPedido,
      })),
    );
    expect(item).toMatchObject({
      totalPedidoAntes: before.totalPedido,
      totalFinalAntes: before.totalFinal,
      totalPedidoNuevo: expected.totalPedido,
      totalFinalNuevo: expected.totalFinal,
    });
    expect(shown.resumen).toMatchObject({ pedidos: 1, lineas: 2 });
    expect(shown.resumen.totalFinalNuevo).toBe(expected.totalFinal);

    const after = await c.detail('compras', o.pedidoId);
    expect(after.version).toBe(before.version);
    expect(after.lineas).toEqual(before.lineas);
    expect(await historyCount()).toBe(logged);
  });

  it('lists the filter’s orders with their lines, and the articles on them with their prices', async () => {
    const o = await orderWithChange();
    const query = new URLSearchParams({
      desde: o.filtro.desde,
      hasta: o.filtro.hasta,
      proveedorId: String(o.proveedorId),
      sucursalId: String(o.filtro.sucursalId),
      estado: '2',
      size: '100',
    });
    const list = await c.call('compras', 'GET', `${BASE}?${query.toString()}`);
    expect(list.statusCode, list.body).toBe(200);
    const order = list
      .json<{ items: { pedidoId: number; lineas: { articuloId: string }[] }[] }>()
      .items.find((i) => i.pedidoId === o.pedidoId);
    expect(order?.lineas).toHaveLength(3);

    query.delete('size');
    const arts = await c.call('compras', 'GET', `${BASE}/articulos?${query.toString()}`);
    expect(arts.statusCode, arts.body).toBe(200);
    const ids = arts
      .json<{ articulos: { articuloId: string }[] }>()
      .articulos.map((a) => a.articuloId);
    expect(ids).toEqual(expect.arrayContaining(o.articles.slice(0, 3).map((a) => a.articuloId)));
  });
});

describe('applying', () => {
  it('changes the lines, the totals and the history in one go', async () => {
    const o = await orderWithChange(4);
    const before = await c.detail('compras', o.pedidoId);
    const body = { filtro: o.filtro, cambios: o.cambios, pedidoIds: [o.pedidoId] };
    const shown = await preview(body);

    const res = await apply({ ...body, huella: shown.huella });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ successful: M.completed, pedidos: 1, lineas: 2 });

    const after = await c.detail('compras', o.pedidoId);
    expect(after.version).toBe(before.version + 1);
    for (const ch of o.cambios)
      expect(after.lineas.find((l) => l.articuloId === ch.articuloId)!.precioPedido).toBe(
        ch.precio.toFixed(4),
      );
    expect(after.totalPedido).toBe(shown.items[0]!.totalPedidoNuevo);
    expect(after.totalFinal).toBe(shown.items[0]!.totalFinalNuevo);
    const entry = after.historial.at(-1)!;
    expect(entry.accion).toBe('Modificó productos');
    expect(entry.cambios.map((x) => [x.campo, x.de, x.a])).toEqual([
      ...o.cambios
        .map((ch) => ({
          ...ch,
          de: before.lineas.find((l) => l.articuloId === ch.articuloId)!.precioPedido,
        }))
        .sort((a, b) => a.articuloId.localeCompare(b.articuloId))
        .map((ch) => ['Precio', ch.de, ch.precio.toFixed(4)]),
      ['Total', before.totalPedido, after.totalPedido],
      ['Total final', before.totalFinal, after.totalFinal],
    ]);
  });

  it('applies the same change sent twice only once (409 the second time)', async () => {
    const o = await orderWithChange();
    const body = { filtro: o.filtro, cambios: o.cambios, pedidoIds: [o.pedidoId] };
    const { huella } = await preview(body);
    expect((await apply({ ...body, huella })).statusCode).toBe(200);
    const once = await c.detail('compras', o.pedidoId);

    const again = await apply({ ...body, huella });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(M.changedMeanwhile);
    expect((await c.detail('compras', o.pedidoId)).version).toBe(once.version);
  });

  it('applies nothing when any order changed after the preview (409)', async () => {
    const a = await orderWithChange();
    const b = await c.orderIn(2);
    const body = { filtro: a.filtro, cambios: a.cambios, pedidoIds: [a.pedidoId, b.pedidoId] };
    const { huella, total } = await preview(body);
    expect(total).toBe(2);
    const [beforeA, beforeB] = [
      await c.detail('compras', a.pedidoId),
      await c.detail('compras', b.pedidoId),
    ];
    const edited = await c.call('compras', 'PATCH', `/api/pedidos/${b.pedidoId}/lineas`, {
      version: beforeB.version,
      cambios: [{ pedidoDetalleId: beforeB.lineas[2]!.pedidoDetalleId, cantidadPedida: 9 }],
    });
    expect(edited.statusCode, edited.body).toBe(200);

    const res = await apply({ ...body, huella });
    expect(res.statusCode).toBe(409);
    expect((await c.detail('compras', a.pedidoId)).lineas).toEqual(beforeA.lineas);
    expect((await c.detail('compras', b.pedidoId)).lineas.slice(0, 2)).toEqual(
      beforeB.lineas.slice(0, 2),
    );
  });

  it('never changes an order in SAP, voided or in Revisión, even chosen by id', async () => {
    const open = await orderWithChange(2);
    const closed = await Promise.all([8, 5, 1, 3].map((estado) => c.orderIn(estado)));
    const ids = [open.pedidoId, ...closed.map((o) => o.pedidoId)];
    const before = await Promise.all(closed.map((o) => c.detail('compras', o.pedidoId)));
    const body = { filtro: open.filtro, cambios: open.cambios, pedidoIds: ids };
    const shown = await preview(body);
    expect(shown.items.map((i) => i.pedidoId)).toEqual([open.pedidoId]);

    const res = await apply({ ...body, huella: shown.huella });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().pedidos).toBe(1);
    for (const [i, o] of closed.entries()) {
      const now = await c.detail('compras', o.pedidoId);
      expect(now.lineas).toEqual(before[i]!.lineas);
      expect(now.version).toBe(before[i]!.version);
    }
    // Nor can the filter ask for them.
    const refused = await c.call('compras', 'POST', `${BASE}/vista-previa`, {
      ...body,
      filtro: { ...open.filtro, estado: 8 },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['filtro.estado']).toBe(M.invalidState);
  });
});

describe('who and what may be changed', () => {
  it('refuses another brand’s branch and the user’s own branch', async () => {
    const o = await orderWithChange();
    const humo = await c.branchId('HU01');
    const other = await c.call('compras', 'POST', `${BASE}/vista-previa`, {
      filtro: { ...o.filtro, sucursalId: humo },
      cambios: o.cambios,
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().fields['filtro.sucursalId']).toBe(M.branchNotYours);

    const own = await c.call('gerente.zona', 'POST', `${BASE}/vista-previa`, {
      filtro: o.filtro,
      cambios: o.cambios,
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().fields['filtro.sucursalId']).toBe(M.ownBranch);
    // Without a branch, its own branch's orders are left out of what it may change.
    const all = await preview(
      { filtro: { ...o.filtro, sucursalId: undefined }, cambios: o.cambios },
      'gerente.zona',
    );
    expect(all.items.map((i) => i.pedidoId)).not.toContain(o.pedidoId);
    const options = await c.call('gerente.zona', 'GET', `${BASE}/opciones`);
    expect(options.json().sucursales.map((s: { bodega: string }) => s.bodega)).not.toContain(
      'SW01',
    );
  });

  it('requires the date range and a positive price', async () => {
    const o = await orderWithChange();
    const { desde: _d, ...withoutStart } = o.filtro;
    const noRange = await c.call('compras', 'POST', `${BASE}/vista-previa`, {
      filtro: withoutStart,
      cambios: o.cambios,
    });
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().fields['filtro.desde']).toBe(M.chooseDateRange);

    const negative = await c.call('compras', 'POST', `${BASE}/vista-previa`, {
      filtro: o.filtro,
      cambios: [{ articuloId: o.cambios[0]!.articuloId, precio: -1 }],
    });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields['cambios.0.precio']).toBe(ORDER_MESSAGES.noNegatives);
  });

  it('is not for branch staff', async () => {
    const res = await c.call('restaurante', 'GET', `${BASE}/opciones`);
    expect(res.statusCode).toBe(403);
  });
});

describe('a large change', () => {
  it('changes 2,000 lines of one article across every order of the filter in one request', async () => {
    const { proveedorId, articles } = await c.subwaySupplier(2);
    const [hot, other] = articles;
    const sw01 = await c.branchId('SW01');
    // Orders on a day of their own, so that the filter holds them alone.
    await t.database.query(
      `WITH nuevos AS (
         INSERT INTO pedidos (proveedor_id, sucursal_id, usuario_id, estado, fecha_pedido,
                              fecha_estimada, total_pedido, total_final)
         SELECT $1, $2, (SELECT usuario_id FROM usuarios WHERE username = 'compras'),
                (ARRAY[2, 4, 6])[1 + g % 3], '2001-02-03', '2001-02-05', 0, 0
           FROM generate_series(1, 2000) g
         RETURNING pedido_id)
       INSERT INTO pedido_detalles (pedido_id, articulo_id, cantidad_pedida, precio_pedido, precio_proveedor)
       SELECT pedido_id, a.id, 2, 1.5, 1.5 FROM nuevos, unnest($3::text[]) AS a(id)`,
      [proveedorId, sw01, [hot!.articuloId, other!.articuloId]],
    );
    const body = {
      filtro: { desde: '2001-02-03', hasta: '2001-02-03', proveedorId },
      cambios: [{ articuloId: hot!.articuloId, precio: 2.25 }],
    };
    const shown = await preview(body);
    expect(shown.resumen).toMatchObject({ pedidos: 2000, lineas: 2000 });
    const logged = await historyCount();

    const started = performance.now();
    const res = await apply({ ...body, huella: shown.huella });
    const ms = performance.now() - started;
    console.info(`cambio de precio de 2.000 líneas: ${ms.toFixed(0)} ms`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ pedidos: 2000, lineas: 2000 });

    const [check] = await t.database.query<{ lines: number; totals: number; versions: number }>(
      `SELECT count(*) FILTER (WHERE d.articulo_id = $1 AND d.precio_pedido = 2.25)::int AS lines,
              count(DISTINCT p.pedido_id)
                FILTER (WHERE p.total_pedido = 7.5 AND p.total_final = 8.475)::int AS totals,
              count(DISTINCT p.pedido_id) FILTER (WHERE p.version = 1)::int AS versions
         FROM pedidos p JOIN pedido_detalles d USING (pedido_id) WHERE p.fecha_pedido = '2001-02-03'`,
      [hot!.articuloId],
    );
    expect(check).toEqual({ lines: 2000, totals: 2000, versions: 2000 });
    expect(await historyCount()).toBe(logged + 2000);
  });
});
