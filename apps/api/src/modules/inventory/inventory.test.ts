import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { INVENTORY_MESSAGES as M, suggestedType } from '@jarvis/contracts/inventory';
import { addDays } from '../../time';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * Inventory counts (spec 3 §4–§6; issue #55) through the API: restaurante (SW01) creates and counts,
 * gerente.zona reviews. Every rule is the server's.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
let sw01: number;

beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
  sw01 = await c.branchId('SW01');
});
afterAll(() => t.close());

/** A clean slate for SW01: no count, no order or transfer open or pending. */
beforeEach(async () => {
  await t.database.query(
    'UPDATE pedidos SET estado = 8 WHERE sucursal_id = $1 AND estado IN (2, 3)',
    [sw01],
  );
  await t.database.query(
    'UPDATE traslados SET estado = 5 WHERE (origen_id = $1 OR destino_id = $1) AND estado IN (1, 2)',
    [sw01],
  );
  await t.database.query('UPDATE inventarios SET estado = 4 WHERE sucursal_id = $1', [sw01]);
});

const daysAgo = (n: number) => addDays(c.today(), -n);

type Detail = {
  inventarioId: number;
  estado: number;
  tipo: number;
  costo: string | null;
  version: number;
  acciones: string[];
  puedeContar: boolean;
  detalle: {
    inventarioDetalleId: number;
    articuloId: string;
    cantidadCompra: string;
    invCerrado: string | null;
    invAbierto: string | null;
    invTotal: string | null;
    fueraDeRango: boolean;
    version: number;
  }[];
};

async function create(tipo: number, fecha = c.today(), username = 'restaurante') {
  return c.call(username, 'POST', '/api/inventarios', { tipo, fecha });
}

async function created(tipo: number, fecha = c.today()) {
  const res = await create(tipo, fecha);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ inventarioId: number; mask: string }>();
}

const detail = async (username: string, id: number) => {
  const res = await c.call(username, 'GET', `/api/inventarios/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Detail>();
};

const save = (
  username: string,
  id: number,
  line: { inventarioDetalleId: number; version: number },
  campo: 'invCerrado' | 'invAbierto',
  valor: unknown,
) =>
  c.call(username, 'PUT', `/api/inventarios/${id}/detalle/${line.inventarioDetalleId}`, {
    campo,
    valor,
    version: line.version,
  });

const move = async (username: string, id: number, action: string) => {
  const { version } = await detail(username, id);
  return c.call(username, 'POST', `/api/inventarios/${id}/${action}`, { version });
};

describe('creating a count (spec 3 §5)', () => {
  it('suggests the type by date and offers the types the branch may take', async () => {
    const res = await c.call('restaurante', 'GET', `/api/inventarios/opciones?fecha=${daysAgo(1)}`);
    expect(res.statusCode, res.body).toBe(200);
    const o = res.json<{
      sucursal: { bodega: string };
      sugerido: number;
      existente: string | null;
      desde: string;
      tipos: { tipo: number; disponible: boolean }[];
    }>();
    expect(o.sucursal.bodega).toBe('SW01');
    expect(o.sugerido).toBe(suggestedType(daysAgo(1)));
    expect(o.existente).toBeNull();
    expect(o.desde).toBe(daysAgo(15));
    expect(o.tipos.every((x) => x.disponible)).toBe(true);
  });

  it('creates a count of the brand’s active articles, En Proceso, with a readable mask', async () => {
    const { inventarioId, mask } = await created(1);
    expect(mask).toBe(`SW01-D-${c.today().replaceAll('-', '')}`);
    const d = await detail('restaurante', inventarioId);
    expect(d).toMatchObject({ estado: 1, tipo: 1, acciones: ['finalizar'], puedeContar: true });
    expect(d.detalle.length).toBeGreaterThan(10);
    const active = await t.database.query<{ n: number }>(
      `SELECT count(DISTINCT a.articulo_id)::int AS n FROM articulos a
         JOIN proveedor_articulos pa ON pa.articulo_id = a.articulo_id AND pa.estado = 1
         JOIN proveedores p ON p.proveedor_id = pa.proveedor_id AND p.estado = 1
        WHERE a.estado = 1 AND p.marca = 'Subway'`,
    );
    expect(d.detalle).toHaveLength(active[0]!.n);
  });

  it('refuses what the wizard refuses, with the spec’s messages', async () => {
    const refuse = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await c.call('restaurante', 'POST', '/api/inventarios', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    };
    await refuse({ fecha: c.today() }, 'tipo', M.typeRequired);
    await refuse({ tipo: 1 }, 'fecha', M.dateRequired);
    await refuse({ tipo: 1, fecha: daysAgo(16) }, 'fecha', M.dateWindow);
    await refuse({ tipo: 1, fecha: daysAgo(-1) }, 'fecha', M.dateWindow);
    await created(1, daysAgo(2));
    await refuse({ tipo: 1, fecha: daysAgo(2) }, 'fecha', M.dateExists);
  });

  it('blocks a count while the branch has a transfer open or an order pending', async () => {
    const sw02 = await c.branchId('SW02');
    const [article] = await t.database.query<{ id: string }>(
      'SELECT articulo_id AS id FROM articulos WHERE estado = 1 LIMIT 1',
    );
    const asked = await c.call('restaurante', 'POST', '/api/traslados', {
      origenId: sw02,
      fecha: c.today(),
      lineas: [{ articuloId: article!.id, cantidad: 1 }],
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const res = await create(1);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(M.pendingWork);
    const o = await c.call('restaurante', 'GET', '/api/inventarios/opciones');
    expect(o.json<{ pendientes: { traslados: boolean } }>().pendientes.traslados).toBe(true);
    expect(o.json<{ tipos: { disponible: boolean }[] }>().tipos.some((x) => x.disponible)).toBe(
      false,
    );
  });

  it('blocks a weekly or monthly count while another is En Proceso or in Revisión', async () => {
    const weekly = await created(2, daysAgo(3));
    const res = await create(3, daysAgo(1));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.tipo).toBe(M.typeBusy(weekly.mask, 1));
    // A daily count is not held up by it.
    await created(1, daysAgo(1));
    // In Revisión it still blocks, with its state named.
    expect((await move('restaurante', weekly.inventarioId, 'finalizar')).statusCode).toBe(200);
    const again = await create(2, c.today());
    expect(again.json().fields.tipo).toBe(M.typeBusy(weekly.mask, 2));
  });

  it('two creations for one date at once end with one count', async () => {
    const results = await Promise.all([create(1), create(1)]);
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 400]);
    const rows = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM inventarios WHERE sucursal_id = $1 AND fecha = $2 AND estado <> 4',
      [sw01, c.today()],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('is made by branch staff only, of their own branch', async () => {
    expect((await create(1, c.today(), 'contabilidad')).statusCode).toBe(403);
  });
});

describe('counting (spec 3 §5 Inventory counts, §6)', () => {
  it('saves each cell, works out the total and flags it outside the limits', async () => {
    const { inventarioId } = await created(1);
    const d = await detail('restaurante', inventarioId);
    const line = d.detalle[0]!;
    const first = await save('restaurante', inventarioId, line, 'invCerrado', 2);
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json<Detail['detalle'][number]>();
    expect(saved.invCerrado).toBe('2.00');
    expect(Number(saved.invTotal)).toBeCloseTo(2 * Number(line.cantidadCompra));
    const second = await save('restaurante', inventarioId, saved, 'invAbierto', 1.5);
    const both = second.json<Detail['detalle'][number]>();
    expect(Number(both.invTotal)).toBeCloseTo(2 * Number(line.cantidadCompra) + 1.5);
    // Set limits the count breaks: the line says so.
    await t.database.query(
      'UPDATE inventario_detalles SET min_ingreso_inv = 0, max_ingreso_inv = 1 WHERE inventario_detalle_id = $1',
      [line.inventarioDetalleId],
    );
    const flagged = (await detail('restaurante', inventarioId)).detalle[0]!;
    expect(flagged.fueraDeRango).toBe(true);
  });

  it('refuses a negative or a word, and a value typed over someone else’s', async () => {
    const { inventarioId } = await created(1);
    const line = (await detail('restaurante', inventarioId)).detalle[1]!;
    const negative = await save('restaurante', inventarioId, line, 'invCerrado', -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().fields.valor).toBe(M.notNegative);
    const word = await save('restaurante', inventarioId, line, 'invCerrado', 'doce');
    expect(word.json().fields.valor).toBe(M.onlyNumbers);
    // Another phone saves first; this one typed over the version it saw.
    expect(
      (await save('gerente.restaurante', inventarioId, line, 'invCerrado', 3)).statusCode,
    ).toBe(200);
    const stale = await save('restaurante', inventarioId, line, 'invCerrado', 4);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(M.cellStale);
    expect((await detail('restaurante', inventarioId)).detalle[1]!.invCerrado).toBe('3.00');
  });

  it('lets only the branch’s staff type, and only En Proceso', async () => {
    const { inventarioId } = await created(2);
    const line = (await detail('restaurante', inventarioId)).detalle[0]!;
    // Central staff read it but do not type.
    const central = await detail('gerente.zona', inventarioId);
    expect(central.puedeContar).toBe(false);
    expect((await save('gerente.zona', inventarioId, line, 'invCerrado', 1)).statusCode).toBe(403);
    // Another branch does not see it at all.
    expect(
      (await c.call('restaurante2', 'GET', `/api/inventarios/${inventarioId}`)).statusCode,
    ).toBe(404);
    expect((await save('restaurante2', inventarioId, line, 'invCerrado', 1)).statusCode).toBe(404);
    // Finished, nobody types.
    expect((await move('restaurante', inventarioId, 'finalizar')).statusCode).toBe(200);
    const late = await save('restaurante', inventarioId, line, 'invCerrado', 1);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(M.notCounting);
  });
});

describe('finishing and reviewing (spec 3 §4)', () => {
  it('approves a finished daily count at once, with its cost', async () => {
    const { inventarioId } = await created(1);
    const d = await detail('restaurante', inventarioId);
    for (const line of d.detalle.slice(0, 3))
      await save('restaurante', inventarioId, line, 'invCerrado', 1);
    const res = await move('restaurante', inventarioId, 'finalizar');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ successful: M.finished, estado: 3 });
    const done = await detail('restaurante', inventarioId);
    expect(done.acciones).toEqual([]);
    expect(Number(done.costo)).toBeGreaterThan(0);
  });

  it('sends a weekly one to Revisión, where central staff approve, enable or annul it', async () => {
    const weekly = await created(2, daysAgo(1));
    expect((await move('restaurante', weekly.inventarioId, 'finalizar')).json().estado).toBe(2);
    // Branch staff cannot review.
    expect((await move('restaurante', weekly.inventarioId, 'aprobar')).statusCode).toBe(403);
    expect((await detail('gerente.zona', weekly.inventarioId)).acciones).toEqual([
      'aprobar',
      'habilitar',
      'anular',
    ]);
    // Enabled again: back to En Proceso, and the branch may type and finish again.
    const enabled = await move('gerente.zona', weekly.inventarioId, 'habilitar');
    expect(enabled.json()).toMatchObject({ successful: M.enabled, estado: 1 });
    expect((await detail('restaurante', weekly.inventarioId)).puedeContar).toBe(true);
    await move('restaurante', weekly.inventarioId, 'finalizar');
    const approved = await move('gerente.zona', weekly.inventarioId, 'aprobar');
    expect(approved.json()).toMatchObject({ successful: M.approved, estado: 3 });
    const row = await t.database.query<{ fecha_aprobacion: Date | null }>(
      'SELECT fecha_aprobacion FROM inventarios WHERE inventario_id = $1',
      [weekly.inventarioId],
    );
    expect(row[0]!.fecha_aprobacion).not.toBeNull();
    // Approved, nothing more.
    expect((await move('gerente.zona', weekly.inventarioId, 'anular')).statusCode).toBe(409);
  });

  it('annuls one in Revisión, and the date may be counted again', async () => {
    const monthly = await created(3, daysAgo(4));
    await move('restaurante', monthly.inventarioId, 'finalizar');
    const annulled = await move('gerente.zona', monthly.inventarioId, 'anular');
    expect(annulled.json()).toMatchObject({ successful: M.annulled, estado: 4 });
    await created(1, daysAgo(4));
  });

  it('a Finalizar and a cell saved at once: the cell lands before it or is refused', async () => {
    const { inventarioId } = await created(1);
    const d = await detail('restaurante', inventarioId);
    const line = d.detalle[0]!;
    const [saved, finished] = await Promise.all([
      save('restaurante', inventarioId, line, 'invCerrado', 5),
      c.call('restaurante', 'POST', `/api/inventarios/${inventarioId}/finalizar`, {
        version: d.version,
      }),
    ]);
    expect(finished.statusCode, finished.body).toBe(200);
    const after = await detail('restaurante', inventarioId);
    if (saved.statusCode === 200) {
      // Saved first: the cost counts it.
      expect(after.detalle[0]!.invCerrado).toBe('5.00');
    } else {
      expect(saved.statusCode).toBe(409);
      expect(after.detalle[0]!.invCerrado).toBeNull();
    }
  });

  it('two reviewers at once: one wins, the other is told', async () => {
    const weekly = await created(2, daysAgo(5));
    await move('restaurante', weekly.inventarioId, 'finalizar');
    const { version } = await detail('gerente.zona', weekly.inventarioId);
    const [a, b] = await Promise.all([
      c.call('gerente.zona', 'POST', `/api/inventarios/${weekly.inventarioId}/aprobar`, {
        version,
      }),
      c.call('contabilidad', 'POST', `/api/inventarios/${weekly.inventarioId}/anular`, { version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('the branch’s list', () => {
  it('shows its counts newest first, with their progress', async () => {
    const { inventarioId } = await created(1);
    const res = await c.call('restaurante', 'GET', '/api/inventarios');
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<{
      items: { inventarioId: number; contados: number; lineas: number }[];
    }>();
    expect(page.items[0]).toMatchObject({ inventarioId, contados: 0 });
    expect(page.items[0]!.lineas).toBeGreaterThan(0);
    expect(
      (await c.call('restaurante', 'GET', '/api/inventarios?page=200&size=10')).statusCode,
    ).toBe(400);
  });
});

describe('the demo’s counts', () => {
  it('has two weeks of counts in every state, and branches missing the last days’', async () => {
    const states = await t.database.query<{ estado: number }>(
      'SELECT DISTINCT estado FROM inventarios WHERE sucursal_id <> $1 ORDER BY estado',
      [sw01],
    );
    expect(states.map((s) => s.estado)).toEqual([1, 2, 3, 4]);
    const yesterday = await t.database.query<{ entered: number; branches: number }>(
      `SELECT (SELECT count(DISTINCT sucursal_id)::int FROM inventarios
                WHERE fecha = $1 AND estado <> 4) AS entered,
              (SELECT count(*)::int FROM sucursales WHERE estado = 1 AND NOT es_oficina) AS branches`,
      [daysAgo(1)],
    );
    expect(yesterday[0]!.entered).toBeGreaterThan(0);
    expect(yesterday[0]!.entered).toBeLessThan(yesterday[0]!.branches);
    // A finished count has its cost.
    const costless = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM inventarios WHERE estado IN (2, 3) AND (costo IS NULL OR costo = 0)',
    );
    expect(costless[0]!.n).toBe(0);
  });
});
