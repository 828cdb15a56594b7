import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M, orderTotals } from '@jarvis/contracts/orders';
import { businessDate } from '../../time';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** Creating a purchase order (spec 2 §2 New order, §4, §5; issue #52 point 2), through the API. */
let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function post(username: string, body: unknown, key: string = randomUUID()) {
  if (!tokens.has(username)) tokens.set(username, await t.login(username));
  return t.app.inject({
    method: 'POST',
    url: '/api/pedidos',
    headers: { ...t.auth(tokens.get(username)!), 'idempotency-key': key },
    payload: body as Record<string, unknown>,
  });
}

const one = async <T>(query: string, params: unknown[] = []) =>
  (await t.database.query<T>(query, params))[0]!;
const idOf = async (query: string, params: unknown[]) =>
  Number((await one<{ id: number }>(query, params)).id);

/** A Subway supplier and the articles it may be ordered, with their prices. */
async function subwaySupplier() {
  const proveedorId = await idOf(
    `SELECT p.proveedor_id AS id FROM proveedores p
      WHERE p.marca = 'Subway' AND p.estado = 1 AND p.max_productos >= 3
        AND (SELECT count(*) FROM proveedor_articulos pa JOIN articulos a USING (articulo_id)
              WHERE pa.proveedor_id = p.proveedor_id AND pa.estado = 1 AND a.estado = 1
                AND pa.precio > 0) >= 3
      ORDER BY p.proveedor_id LIMIT 1`,
    [],
  );
  const articles = await t.database.query<{ articuloId: string; precio: string }>(
    `SELECT pa.articulo_id AS "articuloId", pa.precio::text AS precio
       FROM proveedor_articulos pa JOIN articulos a USING (articulo_id)
      WHERE pa.proveedor_id = $1 AND pa.estado = 1 AND a.estado = 1 AND pa.precio > 0
      ORDER BY pa.articulo_id LIMIT 3`,
    [proveedorId],
  );
  return { proveedorId, articles };
}

const today = () => businessDate(new Date(), t.config.BUSINESS_TZ);
const branchId = (bodega: string) =>
  idOf('SELECT sucursal_id AS id FROM sucursales WHERE bodega = $1', [bodega]);

describe('creating an order', () => {
  it('orders for a branch’s own warehouse in Revisión, at the supplier’s prices, once per key', async () => {
    const { proveedorId, articles } = await subwaySupplier();
    const [a, b] = articles;
    const body = {
      proveedorId,
      // Sent by a crafted client: a branch is always its own, a price never the client's.
      sucursalId: await branchId('SW02'),
      precio: '0.0001',
      fechaEstimada: today(),
      lineas: [
        { articuloId: a!.articuloId, cantidad: 3 },
        { articuloId: b!.articuloId, cantidad: 1 },
      ],
    };
    const key = randomUUID();
    const res = await post('restaurante', body, key);
    expect(res.statusCode, res.body).toBe(201);
    const expected = orderTotals([
      { cantidad: 3, precio: a!.precio },
      { cantidad: 1, precio: b!.precio },
    ]);
    const { pedidoId } = res.json().data;
    expect(res.json()).toEqual({
      successful: M.created(pedidoId),
      data: { pedidoId, estado: 1, ...expected },
    });
    const order = await one<Record<string, unknown>>(
      `SELECT p.estado, s.bodega, p.total_pedido::text AS total, p.verificado_por,
              p.fecha_pedido::text AS fecha
         FROM pedidos p JOIN sucursales s USING (sucursal_id) WHERE pedido_id = $1`,
      [pedidoId],
    );
    expect(order).toEqual({
      estado: 1,
      bodega: 'SW01',
      total: expected.totalPedido,
      verificado_por: null,
      fecha: today(),
    });
    const lines = await t.database.query<{ articulo: string; precio: string }>(
      `SELECT articulo_id AS articulo, precio_pedido::text AS precio FROM pedido_detalles
        WHERE pedido_id = $1 ORDER BY articulo_id`,
      [pedidoId],
    );
    expect(lines.map((l) => l.precio).sort()).toEqual([a!.precio, b!.precio].sort());
    expect(lines.map((l) => l.articulo)).toContain(a!.articuloId);
    const history = await t.database.query(
      `SELECT 1 FROM bitacora WHERE entidad = 'pedido' AND entidad_id = $1 AND accion = 'pedido.crear'`,
      [String(pedidoId)],
    );
    expect(history).toHaveLength(1);

    const again = await post('restaurante', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(res.json());
    const count = await one<{ n: number }>(
      `SELECT count(*)::int AS n FROM pedidos
        WHERE usuario_id = (SELECT usuario_id FROM usuarios WHERE username = $1) AND pedido_id >= $2`,
      ['restaurante', pedidoId],
    );
    expect(count.n).toBe(1);
  });

  it('lets central staff order for a branch of the supplier’s brand, open at once', async () => {
    const { proveedorId, articles } = await subwaySupplier();
    const body = {
      proveedorId,
      fechaEstimada: today(),
      lineas: [{ articuloId: articles[0]!.articuloId, cantidad: 2 }],
    };
    const missing = await post('compras', body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.sucursalId).toBe(M.branchRequired);
    const humo = await post('compras', { ...body, sucursalId: await branchId('HU01') });
    expect(humo.json().fields.sucursalId).toBe(M.branchInvalid);

    const res = await post('compras', { ...body, sucursalId: await branchId('SW02') });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.estado).toBe(2);
    const order = await one<{ verificado: string }>(
      `SELECT u.username AS verificado FROM pedidos p JOIN usuarios u ON u.usuario_id = p.verificado_por
        WHERE p.pedido_id = $1`,
      [res.json().data.pedidoId],
    );
    expect(order.verificado).toBe('compras');
  });

  it('refuses each broken rule with its message and creates nothing', async () => {
    const { proveedorId, articles } = await subwaySupplier();
    const humoSupplier = await idOf(
      `SELECT proveedor_id AS id FROM proveedores WHERE marca = 'Humo' AND estado = 1 LIMIT 1`,
      [],
    );
    const notSold = await one<{ id: string }>(
      `SELECT articulo_id AS id FROM articulos a WHERE NOT EXISTS (
         SELECT 1 FROM proveedor_articulos pa WHERE pa.articulo_id = a.articulo_id
            AND pa.proveedor_id = $1) LIMIT 1`,
      [proveedorId],
    );
    const limit = Number(
      (
        await one<{ n: number }>(
          'SELECT max_productos AS n FROM proveedores WHERE proveedor_id = $1',
          [proveedorId],
        )
      ).n,
    );
    const valid = {
      proveedorId,
      fechaEstimada: today(),
      lineas: [{ articuloId: articles[0]!.articuloId, cantidad: 1 }],
    };
    const before = await one<{ n: number }>('SELECT count(*)::int AS n FROM pedidos');
    const cases: [unknown, string, string][] = [
      [{ ...valid, proveedorId: humoSupplier }, 'proveedorId', M.supplierNotYours],
      [
        { ...valid, lineas: [{ articuloId: notSold.id, cantidad: 1 }] },
        'lineas.0.articuloId',
        M.notOrderable(notSold.id),
      ],
      [{ ...valid, fechaEstimada: '2020-01-01' }, 'fechaEstimada', M.pastDeliveryDate],
      [{ ...valid, fechaEstimada: undefined }, 'fechaEstimada', M.deliveryDateRequired],
      [
        { ...valid, lineas: [{ articuloId: articles[0]!.articuloId, cantidad: 1.5 }] },
        'lineas.0.cantidad',
        M.quantityInteger,
      ],
      [
        {
          ...valid,
          lineas: Array.from({ length: limit + 1 }, (_, i) => ({
            articuloId: `X-${i}`,
            cantidad: 1,
          })),
        },
        'lineas',
        M.maxProducts(limit),
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await post('restaurante2', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().fields?.[field], res.body).toBe(message);
    }
    expect((await one<{ n: number }>('SELECT count(*)::int AS n FROM pedidos')).n).toBe(before.n);
  });

  it('refuses a user without the New order option, and a request without a key', async () => {
    const res = await post('tecnico', { proveedorId: 1, fechaEstimada: today(), lineas: [] });
    expect(res.statusCode).toBe(403);
    const token = await t.login('compras');
    const keyless = await t.app.inject({
      method: 'POST',
      url: '/api/pedidos',
      headers: t.auth(token),
      payload: {
        proveedorId: 1,
        sucursalId: 1,
        fechaEstimada: today(),
        lineas: [{ articuloId: 'A', cantidad: 1 }],
      },
    });
    expect(keyless.statusCode).toBe(400);
  });
});

describe('an order’s detail', () => {
  async function get(username: string, pedidoId: number) {
    if (!tokens.has(username)) tokens.set(username, await t.login(username));
    return t.app.inject({
      method: 'GET',
      url: `/api/pedidos/${pedidoId}`,
      headers: t.auth(tokens.get(username)!),
    });
  }

  it('shows the header, lines, history and what each may do, only to its branch', async () => {
    const { proveedorId, articles } = await subwaySupplier();
    const created = await post('restaurante', {
      proveedorId,
      fechaEstimada: today(),
      lineas: [{ articuloId: articles[2]!.articuloId, cantidad: 4 }],
    });
    const { pedidoId, totalPedido } = created.json().data;

    const own = await get('restaurante', pedidoId);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      pedidoId,
      estado: 1,
      nombreEstado: 'Revisión',
      proveedor: { proveedorId },
      sucursal: { bodega: 'SW01', marca: 'Subway' },
      creadoPor: 'Carlos Bonilla',
      verificadoPor: null,
      totalPedido,
      lineas: [
        {
          articuloId: articles[2]!.articuloId,
          cantidadPedida: '4.0000',
          cantidadRecibida: null,
          precioPedido: articles[2]!.precio,
          total: totalPedido,
        },
      ],
      historial: [{ accion: 'Creó el pedido', usuario: 'Carlos Bonilla' }],
      // A branch changes the ordered quantity and adds products in Revisión; central staff approve.
      acciones: [],
      ediciones: ['cantidadPedida', 'agregarProducto'],
    });
    const central = (await get('compras', pedidoId)).json();
    expect(central.acciones).toEqual(['aprobar', 'anular']);
    expect(central.ediciones).not.toContain('precio');

    // Another branch's order answers as one that does not exist.
    const other = await get('restaurante2', pedidoId);
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe(M.notFound);
    expect((await get('compras', 999_999)).statusCode).toBe(404);
  });
});
