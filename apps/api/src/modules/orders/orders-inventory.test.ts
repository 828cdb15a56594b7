import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';
import { checkOrdersForEnableInventory } from './orders-inventory.service';

/** The pending-orders check inventory counts need (issue #53 point 7). */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
});
afterAll(() => t.close());

describe('checkOrdersForEnableInventory', () => {
  it('lists a branch’s open and not delivered orders due by the date, and nothing else', async () => {
    const sw01 = await c.branchId('SW01');
    // A clean slate for SW01: the demo's orders are settled.
    await t.database.query(
      'UPDATE pedidos SET estado = 8 WHERE sucursal_id = $1 AND estado IN (2, 3)',
      [sw01],
    );
    expect(await checkOrdersForEnableInventory(t.database.db, sw01, c.today())).toEqual({
      abiertos: [],
      pendientes: [],
    });
    const open = await c.orderIn(2);
    const pending = await c.orderIn(3);
    const later = await c.orderIn(2);
    await t.database.query(
      'UPDATE pedidos SET fecha_estimada = fecha_estimada + 30 WHERE pedido_id = $1',
      [later.pedidoId],
    );
    await c.orderIn(1);
    await c.orderIn(4);
    expect(await checkOrdersForEnableInventory(t.database.db, sw01, c.today())).toEqual({
      abiertos: [open.pedidoId],
      pendientes: [pending.pedidoId],
    });
    // Another branch has none of them.
    const sw02 = await c.branchId('SW02');
    const other = await checkOrdersForEnableInventory(t.database.db, sw02, c.today());
    expect(other.abiertos).not.toContain(open.pedidoId);
  });
});
