import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_STATES } from '@jarvis/contracts/orders';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * The order tables keep their rules whatever writes to them (issue #52 point 1): only the states of
 * contracts' table, one line per article, no negative money or quantity.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const insertOrder = (estado: number) =>
  t.database.query<{ id: number }>(
    `INSERT INTO pedidos (proveedor_id, sucursal_id, usuario_id, estado, fecha_pedido, fecha_estimada)
     SELECT (SELECT min(proveedor_id) FROM proveedores), (SELECT min(sucursal_id) FROM sucursales),
            (SELECT min(usuario_id) FROM usuarios), $1, '2026-11-28', '2026-11-30'
     RETURNING pedido_id::int AS id`,
    [estado],
  );
const insertLine = (pedidoId: number, cantidad: string, precio: string) =>
  t.database.query(
    `INSERT INTO pedido_detalles (pedido_id, articulo_id, cantidad_pedida, precio_pedido, precio_proveedor)
     VALUES ($1, 'PAN-0001', $2, $3, $3)`,
    [pedidoId, cantidad, precio],
  );

describe('the order tables', () => {
  it('take every state of the contracts’ table and refuse any other', async () => {
    for (const estado of ORDER_STATES) expect(await insertOrder(estado)).toHaveLength(1);
    for (const estado of [0, 7, 9]) await expect(insertOrder(estado)).rejects.toThrow(/estado/);
  });

  it('keep one line per article, money to 4 decimals, nothing negative', async () => {
    const [order] = await insertOrder(2);
    await insertLine(order!.id, '2', '12.34567');
    const [line] = await t.database.query<{ precio: string }>(
      'SELECT precio_pedido::text AS precio FROM pedido_detalles WHERE pedido_id = $1',
      [order!.id],
    );
    expect(line!.precio).toBe('12.3457');
    await expect(insertLine(order!.id, '1', '1')).rejects.toThrow(/pedido_articulo/);
    const [other] = await insertOrder(2);
    await expect(insertLine(other!.id, '-1', '1')).rejects.toThrow(/cantidades/);
    await expect(insertLine(other!.id, '1', '-0.01')).rejects.toThrow(/precio/);
  });
});
