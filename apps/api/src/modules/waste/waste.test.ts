import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  WASTE_MESSAGES as M,
  type Waste,
  type WasteCostReport,
  type WastePage,
} from '@jarvis/contracts/waste';
import { addDays } from '../../time';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * The waste log (spec 3 §2, §4, §5; issue #56) through the API: restaurante (SW01) records,
 * gerente.zona reviews, contabilidad applies; every rule is the server's. On the demo's data.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
let articles: { articuloId: string; nombre: string; unidad: string }[];

beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
  const res = await c.call('restaurante', 'GET', '/api/desechos/articulos?buscar=salsa');
  articles = res.json<{ articulos: typeof articles }>().articulos;
});
afterAll(() => t.close());

const waste = (over: Record<string, unknown> = {}) => ({
  fecha: c.today(),
  comentario: 'Producto vencido',
  lineas: [
    { articuloId: articles[0]!.articuloId, cantidad: 2.5 },
    { articuloId: articles[1]!.articuloId, cantidad: 1 },
    { articuloId: articles[2]!.articuloId, cantidad: 0.75 },
  ],
  ...over,
});

async function recorded(username = 'restaurante') {
  const res = await c.call(username, 'POST', '/api/desechos', waste());
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ desechoId: number; successful: string }>();
}

const detail = async (username: string, id: number) => {
  const res = await c.call(username, 'GET', `/api/desechos/${String(id)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Waste>();
};

const move = async (username: string, id: number, action: string) => {
  const { version } = await detail(username, id);
  return c.call(username, 'POST', `/api/desechos/${String(id)}/${action}`, { version });
};

describe('recording a waste (spec 3 §5 Waste item form)', () => {
  it('saves the waste with every line, valued at today’s supplier price', async () => {
    expect(articles.length).toBeGreaterThanOrEqual(3);
    const { desechoId, successful } = await recorded();
    expect(successful).toBe(M.created(desechoId));
    const w = await detail('restaurante', desechoId);
    expect(w).toMatchObject({
      estado: 1,
      nombreEstado: 'Registrado',
      comentario: 'Producto vencido',
    });
    expect(w.usuario).toBe('Carlos Bonilla');
    expect(w.lineas.map((l) => l.cantidad)).toEqual(['2.50', '1.00', '0.75']);
    const sum = w.lineas.reduce((s, l) => s + Number(l.valor), 0);
    expect(Number(w.costo)).toBeCloseTo(sum, 1);
    expect(Number(w.costo)).toBeGreaterThan(0);
    for (const l of w.lineas)
      if (l.precio !== null)
        expect(Number(l.valor)).toBeCloseTo(Number(l.cantidad) * Number(l.precio), 1);
    const [audit] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bitacora WHERE entidad = 'desecho' AND entidad_id = $1",
      [String(desechoId)],
    );
    expect(audit!.n).toBe(1);
  });

  it('refuses what the form refuses, with the spec’s messages, and saves nothing', async () => {
    const [before] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM desechos',
    );
    const cases: [Record<string, unknown>, string][] = [
      [{ comentario: '' }, M.required],
      [{ fecha: undefined }, M.required],
      [{ fecha: addDays(c.today(), 1) }, M.futureDate],
      [{ lineas: [{ articuloId: articles[0]!.articuloId, cantidad: 0 }] }, M.positive],
      [{ lineas: [] }, M.noLines],
      [
        {
          lineas: [
            { articuloId: articles[0]!.articuloId, cantidad: 1 },
            { articuloId: articles[0]!.articuloId, cantidad: 2 },
          ],
        },
        M.repeatedArticle,
      ],
      [{ lineas: [{ articuloId: 'NO-EXISTE', cantidad: 1 }] }, M.articleInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await c.call('restaurante', 'POST', '/api/desechos', waste(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.body).toContain(message);
    }
    const [after] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM desechos',
    );
    expect(after!.n).toBe(before!.n);
  });

  it('a double click records one waste', async () => {
    const key = `dbl-${String(Date.now())}`;
    const send = async () =>
      t.app.inject({
        method: 'POST',
        url: '/api/desechos',
        headers: { ...(await c.headers('restaurante')), 'idempotency-key': key },
        payload: waste({ comentario: 'Doble clic' }),
      });
    const [a, b] = await Promise.all([send(), send()]);
    expect(a.json<{ desechoId: number }>().desechoId).toBe(
      b.json<{ desechoId: number }>().desechoId,
    );
    const [n] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM desechos WHERE comentario = 'Doble clic'",
    );
    expect(n!.n).toBe(1);
  });

  it('is for the staff of a restaurant', async () => {
    expect((await c.call('admin', 'POST', '/api/desechos', waste())).statusCode).toBe(403);
  });
});

describe('who sees what', () => {
  it('branch staff see their branch’s; the recent ones are the last 3, newest first', async () => {
    const mine = await c.call('restaurante', 'GET', '/api/desechos?size=50');
    const page = mine.json<WastePage>();
    expect(page.items.every((w) => w.sucursal.bodega === 'SW01')).toBe(true);
    const recent = (
      await c.call('restaurante', 'GET', '/api/desechos/recientes')
    ).json<WastePage>();
    expect(recent.items).toHaveLength(3);
    const dates = recent.items.map((w) => `${w.fecha}#${String(w.desechoId).padStart(9, '0')}`);
    expect(dates).toEqual([...dates].sort().reverse());
    const other = (await c.call('restaurante2', 'GET', '/api/desechos?size=50')).json<WastePage>();
    expect(other.items.every((w) => w.sucursal.bodega === 'SW02')).toBe(true);
    expect(
      (await c.call('restaurante2', 'GET', `/api/desechos/${String(recent.items[0]!.desechoId)}`))
        .statusCode,
    ).toBe(404);
  });

  it('a zone manager sees the zone’s; accounting and operations every branch’s', async () => {
    const zone = (await c.call('gerente.zona', 'GET', '/api/desechos?size=100')).json<WastePage>();
    expect(new Set(zone.items.map((w) => w.sucursal.bodega))).toEqual(new Set(['SW01', 'SW02']));
    const all = (await c.call('contabilidad', 'GET', '/api/desechos?size=100')).json<WastePage>();
    expect(new Set(all.items.map((w) => w.sucursal.bodega)).size).toBeGreaterThan(2);
  });

  it('searches on the server and sorts by any column, fecha descending by default', async () => {
    const found = (
      await c.call('restaurante', 'GET', '/api/desechos?buscar=vencido&size=50')
    ).json<WastePage>();
    expect(found.total).toBeGreaterThan(0);
    expect(found.items.every((w) => /vencido/i.test(w.comentario))).toBe(true);
    const byDate = (await c.call('restaurante', 'GET', '/api/desechos?size=50')).json<WastePage>();
    const dates = byDate.items.map((w) => w.fecha);
    expect(dates).toEqual([...dates].sort().reverse());
    const byReason = (
      await c.call('restaurante', 'GET', '/api/desechos?size=50&orden=comentario&dir=asc')
    ).json<WastePage>();
    const reasons = byReason.items.map((w) => w.comentario);
    expect(reasons).toEqual([...reasons].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect((await c.call('restaurante', 'GET', '/api/desechos?orden=precio')).statusCode).toBe(400);
  });
});

describe('moving a waste on (spec 3 §4)', () => {
  it('its manager reviews it, accounting applies it, each step once and audited', async () => {
    const { desechoId } = await recorded();
    expect((await detail('gerente.zona', desechoId)).acciones).toEqual(['revisar']);
    expect((await detail('contabilidad', desechoId)).acciones).toEqual([]);
    // The branch does not review its own waste; accounting does not review.
    expect((await move('restaurante', desechoId, 'revisar')).statusCode).toBe(403);
    expect((await move('contabilidad', desechoId, 'revisar')).statusCode).toBe(403);
    // Nor is it applied before it is reviewed.
    expect((await move('contabilidad', desechoId, 'aplicar')).statusCode).toBe(409);
    const reviewed = await move('gerente.zona', desechoId, 'revisar');
    expect(reviewed.json()).toMatchObject({ successful: M.reviewed, estado: 2 });
    expect((await move('gerente.zona', desechoId, 'aplicar')).statusCode).toBe(403);
    const applied = await move('contabilidad', desechoId, 'aplicar');
    expect(applied.json()).toMatchObject({ successful: M.applied, estado: 3 });
    const w = await detail('contabilidad', desechoId);
    expect(w).toMatchObject({ nombreEstado: 'Aplicado', acciones: [] });
    expect(w.revisadoPor).toBe('Luis Fernando Castañeda');
    const [audit] = await t.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM bitacora WHERE entidad = 'desecho' AND entidad_id = $1",
      [String(desechoId)],
    );
    expect(audit!.n).toBe(3);
  });

  it('a manager of another zone does not see it; two reviews at once: one wins', async () => {
    const { desechoId } = await recorded();
    const { version } = await detail('gerente.zona', desechoId);
    const [a, b] = await Promise.all([
      c.call('gerente.zona', 'POST', `/api/desechos/${String(desechoId)}/revisar`, { version }),
      c.call('gerente.operaciones', 'POST', `/api/desechos/${String(desechoId)}/revisar`, {
        version,
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('what waste costs (issue #56 point 4)', () => {
  it('sums by month, branch, brand, category and article, and exports them', async () => {
    const res = await c.call('gerente.operaciones', 'GET', '/api/desechos/costos');
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<WasteCostReport>();
    const total = Number(report.total);
    expect(total).toBeGreaterThan(0);
    for (const part of [report.porMes, report.porSucursal, report.porMarca, report.porCategoria])
      expect(part.reduce((s, r) => s + Number(r.valor), 0)).toBeCloseTo(total, 0);
    expect(report.porSucursal.length).toBeGreaterThan(2);
    // The monthly sums kept with each waste are the lines' own.
    const [lines] = await t.database.query<{ total: string }>(
      `SELECT coalesce(sum(l.valor), 0)::text AS total FROM desecho_detalles l
         JOIN desechos w USING (desecho_id)
        WHERE w.fecha >= ($1 || '-01')::date AND w.fecha < ($2 || '-01')::date + interval '1 month'`,
      [report.desde, report.hasta],
    );
    expect(total).toBeCloseTo(Number(lines!.total), 1);
    expect(report.porArticulo.length).toBeLessThanOrEqual(20);
    // A branch of the zone only.
    const zone = (
      await c.call('gerente.zona', 'GET', '/api/desechos/costos')
    ).json<WasteCostReport>();
    expect(zone.porSucursal.map((s) => s.clave).sort()).toEqual(['SW01', 'SW02']);
    const sw02 = zone.sucursales.find((b) => b.bodega === 'SW02')!;
    const one = (
      await c.call(
        'gerente.zona',
        'GET',
        `/api/desechos/costos?sucursalId=${String(sw02.sucursalId)}`,
      )
    ).json<WasteCostReport>();
    expect(one.porSucursal.map((s) => s.clave)).toEqual(['SW02']);
    // Not for branch staff.
    expect((await c.call('restaurante', 'GET', '/api/desechos/costos')).statusCode).toBe(403);
    const file = await c.call('gerente.operaciones', 'GET', '/api/desechos/costos/exportar');
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual([
      'Resumen',
      'Por mes',
      'Por sucursal',
      'Por marca',
      'Por categoría',
      'Por artículo',
    ]);
  });
});

describe('the demo’s wastes', () => {
  it('has wastes in every state', async () => {
    const states = await t.database.query<{ estado: number }>(
      'SELECT DISTINCT estado FROM desechos ORDER BY estado',
    );
    expect(states.map((s) => s.estado)).toEqual([1, 2, 3]);
  });
});
