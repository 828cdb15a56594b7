import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InventoryOverseenPage, InventoryReview } from '@jarvis/contracts/inventory';
import { addDays } from '../../time';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * What managers read of the counts (spec 3 §2 /Inventario/revision and /Inventario/listado; issue
 * #55): who oversees which branches, a date's entered and missing branches, the counts in Revisión,
 * the pending orders, and the Excel workbooks. On the demo's counts.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;

beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
});
afterAll(() => t.close());

const reviewOf = async (username: string, fecha?: string) => {
  const res = await c.call(
    username,
    'GET',
    `/api/inventarios/revision${fecha ? `?fecha=${fecha}` : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<InventoryReview>();
};

const bodegas = (review: InventoryReview) =>
  [...review.ingresados.map((i) => i.sucursal.bodega), ...review.faltantes.map((b) => b.bodega)]
    .sort()
    .join(',');

describe('whose branches a manager oversees', () => {
  it('a zone manager: their own branch and those of the people who report to them', async () => {
    // gerente.zona is filed under SW01; restaurante2 (SW02) and gerente.restaurante (SW01) report
    // to them, restaurante (SW01) through gerente.restaurante.
    const zone = await reviewOf('gerente.zona');
    expect(zone.sucursales).toBe(2);
    expect(bodegas(zone)).toBe('SW01,SW02');
  });

  it('office staff (administrators, operations) every active restaurant', async () => {
    const [all] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sucursales WHERE estado = 1 AND NOT es_oficina',
    );
    for (const username of ['admin', 'gerente.operaciones']) {
      const review = await reviewOf(username);
      expect(review.sucursales).toBe(all!.n);
      expect(review.ingresados.length + review.faltantes.length).toBe(all!.n);
    }
  });

  it('follows the users’ administration: a new report brings their branch into the zone', async () => {
    const [zone] = await t.database.query<{ empleado_id: number }>(
      "SELECT empleado_id FROM usuarios WHERE username = 'gerente.zona'",
    );
    const [other] = await t.database.query<{ sucursal_id: number; bodega: string }>(
      `SELECT sucursal_id, bodega FROM sucursales
        WHERE estado = 1 AND NOT es_oficina AND bodega NOT IN ('SW01', 'SW02') ORDER BY bodega LIMIT 1`,
    );
    const [moved] = await t.database.query<{ usuario_id: number; jefe: number | null }>(
      `SELECT usuario_id, jefe FROM usuarios WHERE username = 'compras'`,
    );
    await t.database.query(
      'UPDATE usuarios SET jefe = $1, sucursal_id = $2 WHERE usuario_id = $3',
      [zone!.empleado_id, other!.sucursal_id, moved!.usuario_id],
    );
    try {
      expect(bodegas(await reviewOf('gerente.zona'))).toBe(
        ['SW01', 'SW02', other!.bodega].sort().join(','),
      );
    } finally {
      const [office] = await t.database.query<{ sucursal_id: number }>(
        "SELECT sucursal_id FROM sucursales WHERE bodega = 'OF01'",
      );
      await t.database.query(
        'UPDATE usuarios SET jefe = $1, sucursal_id = $2 WHERE usuario_id = $3',
        [moved!.jefe, office!.sucursal_id, moved!.usuario_id],
      );
    }
  });

  it('a count of a branch outside the zone is not found, to read, export or move', async () => {
    const [outside] = await t.database.query<{ inventario_id: number; version: number }>(
      `SELECT i.inventario_id, i.version FROM inventarios i JOIN sucursales s USING (sucursal_id)
        WHERE s.bodega NOT IN ('SW01', 'SW02') AND i.estado = 2 ORDER BY i.inventario_id LIMIT 1`,
    );
    const id = outside!.inventario_id;
    expect((await c.call('gerente.zona', 'GET', `/api/inventarios/${id}`)).statusCode).toBe(404);
    expect(
      (await c.call('gerente.zona', 'GET', `/api/inventarios/${id}/exportar`)).statusCode,
    ).toBe(404);
    const crafted = await c.call('gerente.zona', 'POST', `/api/inventarios/${id}/aprobar`, {
      version: outside!.version,
    });
    expect(crafted.statusCode).toBe(404);
    // The operations manager oversees it.
    expect((await c.call('gerente.operaciones', 'GET', `/api/inventarios/${id}`)).statusCode).toBe(
      200,
    );
  });

  it('the review is for managers only', async () => {
    expect((await c.call('restaurante', 'GET', '/api/inventarios/revision')).statusCode).toBe(403);
    expect(
      (await c.call('restaurante', 'GET', '/api/inventarios/revision/exportar')).statusCode,
    ).toBe(403);
  });
});

describe('the review of a date (spec 3 §2)', () => {
  it('splits the branches into entered and missing, the longest without a count first', async () => {
    const yesterday = addDays(c.today(), -1);
    const review = await reviewOf('admin', yesterday);
    expect(review.fecha).toBe(yesterday);
    const [entered] = await t.database.query<{ n: number }>(
      `SELECT count(DISTINCT i.sucursal_id)::int AS n FROM inventarios i
         JOIN sucursales s USING (sucursal_id)
        WHERE i.fecha = $1 AND i.estado <> 4 AND s.estado = 1 AND NOT s.es_oficina`,
      [yesterday],
    );
    expect(review.ingresados).toHaveLength(entered!.n);
    expect(review.faltantes.length).toBeGreaterThan(0);
    expect(review.ingresados.every((i) => i.fecha === yesterday && i.estado !== 4)).toBe(true);
    const last = review.faltantes.map((b) => b.ultimo ?? '');
    expect(last).toEqual([...last].sort());
    expect(review.faltantes.every((b) => b.ultimo === null || b.ultimo < yesterday)).toBe(true);
    // A date after today reads as today.
    expect((await reviewOf('admin', addDays(c.today(), 3))).fecha).toBe(c.today());
    expect((await c.call('admin', 'GET', '/api/inventarios/revision?fecha=ayer')).statusCode).toBe(
      400,
    );
  });

  it('lists the counts in Revisión and the orders pending by today', async () => {
    const review = await reviewOf('admin');
    expect(review.enRevision.length).toBeGreaterThan(0);
    expect(review.enRevision.every((i) => i.estado === 2)).toBe(true);
    for (const o of review.pedidosPendientes) {
      expect([2, 3]).toContain(o.estado);
      expect(o.fechaEstimada <= review.hoy).toBe(true);
      expect(o.proveedor).not.toBe('—');
    }
    const zone = await reviewOf('gerente.zona');
    expect(zone.pedidosPendientes.every((o) => ['SW01', 'SW02'].includes(o.sucursal.bodega))).toBe(
      true,
    );
    expect(zone.enRevision.every((i) => ['SW01', 'SW02'].includes(i.sucursal.bodega))).toBe(true);
  });

  it('exports the figures: a summary, every branch with its count and cost, the orders', async () => {
    const yesterday = addDays(c.today(), -1);
    const res = await c.call(
      'admin',
      'GET',
      `/api/inventarios/revision/exportar?fecha=${yesterday}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(`inventarios-revision-${yesterday}.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Sucursales',
      'Pedidos pendientes',
    ]);
    const review = await reviewOf('admin', yesterday);
    const branches = book.getWorksheet('Sucursales')!;
    expect(branches.rowCount - 1).toBe(review.ingresados.length + review.faltantes.length);
    const costs = review.ingresados.reduce((sum, i) => sum + Number(i.costo ?? 0), 0);
    const summary = book.getWorksheet('Resumen')!;
    expect(Number(summary.getRow(5).getCell(2).value)).toBeCloseTo(costs, 2);
  });
});

describe('/Inventario/listado', () => {
  const listed = async (username: string, query = '') => {
    const res = await c.call(username, 'GET', `/api/inventarios/listado${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<InventoryOverseenPage>();
  };

  it('a zone manager lists the zone’s counts, by branch and state', async () => {
    const zone = await listed('gerente.zona', '?size=50');
    expect(zone.sucursales.map((b) => b.bodega)).toEqual(expect.arrayContaining(['SW01', 'SW02']));
    expect(zone.items.every((i) => ['SW01', 'SW02'].includes(i.sucursal.bodega))).toBe(true);
    const sw02 = zone.sucursales.find((b) => b.bodega === 'SW02')!;
    const one = await listed('gerente.zona', `?sucursalId=${sw02.sucursalId}&estado=3`);
    expect(one.items.length).toBeGreaterThan(0);
    expect(one.items.every((i) => i.sucursal.bodega === 'SW02' && i.estado === 3)).toBe(true);
    // A branch outside the zone, asked for by hand, lists nothing.
    const [outside] = await t.database.query<{ sucursal_id: number }>(
      "SELECT sucursal_id FROM sucursales WHERE bodega NOT IN ('SW01', 'SW02', 'OF01') LIMIT 1",
    );
    expect((await listed('gerente.zona', `?sucursalId=${outside!.sucursal_id}`)).total).toBe(0);
  });

  it('office staff list every branch’s', async () => {
    const all = await listed('admin', '?size=100');
    expect(new Set(all.items.map((i) => i.sucursal.bodega)).size).toBeGreaterThan(2);
    expect(all.items.map((i) => i.inventarioId)).toEqual(
      [...all.items.map((i) => i.inventarioId)].sort((a, b) => b - a),
    );
  });
});

describe('a count in Excel', () => {
  it('has every line by category, as counted', async () => {
    const [row] = await t.database.query<{ inventario_id: number; mask: string; n: number }>(
      `SELECT i.inventario_id, i.mask, count(d.*)::int AS n FROM inventarios i
         JOIN sucursales s USING (sucursal_id) JOIN inventario_detalles d USING (inventario_id)
        WHERE s.bodega = 'SW01' AND i.estado = 3 GROUP BY 1, 2 ORDER BY 1 LIMIT 1`,
    );
    const res = await c.call(
      'restaurante',
      'GET',
      `/api/inventarios/${row!.inventario_id}/exportar`,
    );
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet(row!.mask)!;
    expect(sheet.rowCount - 1).toBe(row!.n);
    expect(sheet.getRow(1).getCell(1).value).toBe('Categoría');
    // Another branch's is not found.
    expect(
      (await c.call('restaurante2', 'GET', `/api/inventarios/${row!.inventario_id}/exportar`))
        .statusCode,
    ).toBe(404);
  });
});
