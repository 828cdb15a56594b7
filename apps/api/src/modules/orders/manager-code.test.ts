import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MANAGER_CODE_MESSAGES as M } from '@jarvis/contracts/orders-edits';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/** The manager code (spec 2 §5 Manager code; issue #52 point 5): who sets it, how it is checked. */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
});
afterAll(() => t.close());

const branches = async (username: string) =>
  (await c.call(username, 'GET', '/api/pedidos/clave-gerente')).json().sucursales as {
    bodega: string;
    tieneCodigo: boolean;
  }[];

describe('setting a branch’s code', () => {
  it('lets a restaurant’s manager set their branch’s, a zone manager their brand’s, nobody else', async () => {
    expect((await branches('gerente.restaurante')).map((b) => b.bodega)).toEqual(['SW01']);
    const zone = (await branches('gerente.zona')).map((b) => b.bodega);
    expect(zone).toContain('SW02');
    expect(zone.some((b) => b.startsWith('HU'))).toBe(false);
    expect(await branches('restaurante')).toEqual([]);
    expect(await branches('compras')).toEqual([]);

    const sw02 = await c.branchId('SW02');
    const refused = await c.call('gerente.restaurante', 'PUT', '/api/pedidos/clave-gerente', {
      sucursalId: sw02,
      codigo: '1234',
      confirmacion: '1234',
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(M.notAllowed);
    const mismatch = await c.call('gerente.restaurante', 'PUT', '/api/pedidos/clave-gerente', {
      sucursalId: await c.branchId('SW01'),
      codigo: '1234',
      confirmacion: '1243',
    });
    expect(mismatch.json().fields.confirmacion).toBe(M.mismatch);
    const short = await c.call('gerente.restaurante', 'PUT', '/api/pedidos/clave-gerente', {
      sucursalId: await c.branchId('SW01'),
      codigo: '12',
      confirmacion: '12',
    });
    expect(short.json().fields.codigo).toBe(M.length);
    const saved = await c.call('gerente.restaurante', 'PUT', '/api/pedidos/clave-gerente', {
      sucursalId: await c.branchId('SW01'),
      codigo: '2468',
      confirmacion: '2468',
    });
    expect(saved.json()).toEqual({ successful: M.saved });
    expect((await branches('gerente.restaurante'))[0]!.tieneCodigo).toBe(true);
    const audit = await c.one<{ detalle: unknown }>(
      "SELECT detalle FROM bitacora WHERE accion = 'sucursal.codigoGerente' ORDER BY bitacora_id DESC LIMIT 1",
    );
    expect(JSON.stringify(audit)).not.toContain('2468');
  });
});

describe('checking a code', () => {
  it('checks the user’s own branch, and waits after five wrong codes', async () => {
    await c.setManagerCode('1357', 'SW02');
    const verify = (codigo: string) =>
      c.call('restaurante2', 'POST', '/api/pedidos/clave-gerente/verificar', { codigo });
    expect((await verify('1357')).json()).toEqual({ successful: M.valid });
    for (let i = 0; i < 5; i++) {
      const wrong = await verify('0000');
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().fields.codigo).toBe(M.wrong);
    }
    const waiting = await verify('1357');
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().message).toMatch(/^Demasiados intentos con un código incorrecto/);
  });

  it('tells a branch without a code to ask its manager', async () => {
    await t.database.query(
      "DELETE FROM claves_gerente WHERE sucursal_id = (SELECT sucursal_id FROM sucursales WHERE bodega = 'SW01')",
    );
    const res = await c.call('restaurante', 'POST', '/api/pedidos/clave-gerente/verificar', {
      codigo: '1111',
    });
    expect(res.json().fields.codigo).toBe(M.notSet);
  });
});
