import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M } from '@jarvis/contracts/orders';
import { ORDER_VIEWS, type OrderView } from '@jarvis/contracts/orders-lists';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/** The order lists, the approval list and the choices of a new order (issue #52 points 2, 3, 6). */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
});
afterAll(() => t.close());

type Page = {
  items: {
    pedidoId: number;
    estado: number;
    sucursal: { bodega: string };
    proveedor: { nombre: string };
  }[];
  total: number;
  size: number;
};
const list = async (username: string, vista: OrderView, query = '') => {
  const res = await c.call(username, 'GET', `/api/pedidos/vista/${vista}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Page>();
};

describe('the seven lists', () => {
  it('each shows its states, newest first, at its page size', async () => {
    for (const [vista, view] of Object.entries(ORDER_VIEWS) as [
      OrderView,
      (typeof ORDER_VIEWS)[OrderView],
    ][]) {
      const page = await list('compras', vista);
      expect(page.size).toBe(view.tamano);
      for (const o of page.items) expect(view.estados as readonly number[]).toContain(o.estado);
      const ids = page.items.map((o) => o.pedidoId);
      expect(page.total, vista).toBeGreaterThan(0);
      expect(ids.length).toBeLessThanOrEqual(view.tamano);
    }
  });

  it('holds a Restaurante user to their branch, whatever the query asks', async () => {
    const other = await c.branchId('SW02');
    const page = await list('restaurante', 'abiertos', `?sucursalId=${other}&size=100`);
    expect(page.items.length).toBeGreaterThan(0);
    expect(new Set(page.items.map((o) => o.sucursal.bodega))).toEqual(new Set(['SW01']));
    // A list the user's menu does not hold is refused.
    const refused = await c.call('restaurante', 'GET', '/api/pedidos/vista/procesados');
    expect(refused.statusCode).toBe(403);
  });

  it('searches on the server, accent- and case-insensitive, by number, supplier and branch', async () => {
    const { pedidoId } = await c.orderIn(2);
    const byNumber = await list('compras', 'abiertos', `?buscar=%23${pedidoId}`);
    expect(byNumber.items.map((o) => o.pedidoId)).toContain(pedidoId);
    // Each row counts its own lines (orderIn gives three).
    expect(byNumber.items.find((o) => o.pedidoId === pedidoId)).toMatchObject({ lineas: 3 });
    const created = await c.detail('compras', pedidoId);
    void created;
    const supplier = await c.one<{ nombre: string }>(
      'SELECT p.nombre FROM proveedores p JOIN pedidos o USING (proveedor_id) WHERE o.pedido_id = $1',
      [pedidoId],
    );
    const word = supplier.nombre.split(' ')[0]!.toUpperCase();
    const bySupplier = await list(
      'compras',
      'abiertos',
      `?buscar=${encodeURIComponent(word)}&size=100`,
    );
    expect(bySupplier.items.length).toBeGreaterThan(0);
    for (const o of bySupplier.items) expect(o.proveedor.nombre.toUpperCase()).toContain(word);
    const byBranch = await list('compras', 'abiertos', '?buscar=sw01&size=100');
    expect(new Set(byBranch.items.map((o) => o.sucursal.bodega))).toEqual(new Set(['SW01']));
    const none = await list('compras', 'abiertos', '?buscar=zzzqqq');
    expect(none).toMatchObject({ items: [], total: 0 });
  });

  it('filters by supplier, branch and date range, and refuses an inverted range', async () => {
    const { pedidoId, proveedorId } = await c.orderIn(2);
    const sw01 = await c.branchId('SW01');
    const today = c.today();
    const page = await list(
      'compras',
      'abiertos',
      `?proveedorId=${proveedorId}&sucursalId=${sw01}&desde=${today}&hasta=${today}&size=100`,
    );
    expect(page.items.map((o) => o.pedidoId)).toContain(pedidoId);
    const past = await list('compras', 'abiertos', `?proveedorId=${proveedorId}&hasta=2020-01-01`);
    expect(past.items).toEqual([]);
    const inverted = await c.call(
      'compras',
      'GET',
      `/api/pedidos/vista/abiertos?desde=${today}&hasta=2020-01-01`,
    );
    expect(inverted.statusCode).toBe(400);
  });
});

describe('the approval list', () => {
  it('asks for a range, and a supplier for Revisión; only Revisión is selectable', async () => {
    const today = c.today();
    const noRange = await c.call('compras', 'GET', '/api/pedidos/aprobacion?estado=2');
    expect(noRange.statusCode).toBe(400);
    expect(noRange.json().fields.desde).toBe(M.chooseDateRange);
    const noSupplier = await c.call(
      'compras',
      'GET',
      `/api/pedidos/aprobacion?estado=1&desde=${today}&hasta=${today}`,
    );
    expect(noSupplier.json().fields.proveedorId).toBe(M.chooseSupplier);

    const { pedidoId, proveedorId } = await c.orderIn(1);
    const res = await c.call(
      'compras',
      'GET',
      `/api/pedidos/aprobacion?estado=1&proveedorId=${proveedorId}&desde=${today}&hasta=${today}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().items.find((o: { pedidoId: number }) => o.pedidoId === pedidoId);
    expect(row).toMatchObject({ estado: 1, seleccionable: true });
    const open = await c.call(
      'compras',
      'GET',
      `/api/pedidos/aprobacion?estado=2&desde=${today}&hasta=${today}`,
    );
    for (const o of open.json().items) expect(o.seleccionable).toBe(false);
  });

  it('offers the filters’ choices and the default range of the last 10 days', async () => {
    const res = await c.call('compras', 'GET', '/api/pedidos/filtros');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.hoy).toBe(c.today());
    const days = (Date.parse(body.hoy) - Date.parse(body.desdePorDefecto)) / 86_400_000;
    expect(days).toBe(10);
    expect(body.proveedores.length).toBeGreaterThan(0);
    const own = (await c.call('restaurante', 'GET', '/api/pedidos/filtros')).json();
    expect(own.sucursales.map((s: { bodega: string }) => s.bodega)).toEqual(['SW01']);
  });
});

describe('a new order’s choices', () => {
  it('lists the brand’s suppliers with today’s first, and a branch’s own warehouse only', async () => {
    const res = await c.call('restaurante', 'GET', '/api/pedidos/nuevo');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.marca).toBe('Subway');
    expect(body.sucursalPropia).toMatchObject({ bodega: 'SW01' });
    const flags = body.proveedores.map((p: { pideHoy: boolean }) => p.pideHoy);
    expect(flags).toEqual([...flags].sort((a: boolean, b: boolean) => Number(b) - Number(a)));
    for (const p of body.proveedores)
      if (p.dias.length > 0) expect(p.fechaEntrega > body.hoy).toBe(true);
    const central = (await c.call('compras', 'GET', '/api/pedidos/nuevo')).json();
    expect(central.sucursalPropia).toBeNull();
    expect(central.sucursales.length).toBeGreaterThan(1);
    const office = await c.call('contabilidad', 'GET', '/api/pedidos/nuevo');
    expect(office.statusCode).toBe(403);
  });

  it('offers only a supplier’s active articles priced above 0, and none of another brand', async () => {
    const { proveedorId } = await c.subwaySupplier();
    const res = await c.call(
      'restaurante',
      'GET',
      `/api/pedidos/nuevo/proveedores/${proveedorId}/articulos`,
    );
    expect(res.statusCode).toBe(200);
    for (const a of res.json().articulos) expect(Number(a.precio)).toBeGreaterThan(0);
    const humo = await c.one<{ id: number }>(
      "SELECT proveedor_id AS id FROM proveedores WHERE marca = 'Humo' LIMIT 1",
    );
    const other = await c.call(
      'restaurante',
      'GET',
      `/api/pedidos/nuevo/proveedores/${humo.id}/articulos`,
    );
    expect(other.statusCode).toBe(404);
  });
});
