import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES as M } from '@jarvis/contracts/transfers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';
import { checkStockTransferForEnableInventory } from './transfers.service';

/**
 * Stock transfers (spec 3 §2–§5; issue #54) through the API: restaurante (SW01) asks restaurante2
 * (SW02), who sends; restaurante receives. Every rule is the server's.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
let sw01: number;
let sw02: number;
let items: string[];
beforeAll(async () => {
  t = await createTestApp();
  c = ordersClient(t);
  sw01 = await c.branchId('SW01');
  sw02 = await c.branchId('SW02');
  items = (
    await t.database.query<{ id: string }>(
      `SELECT articulo_id AS id FROM articulos WHERE estado = 1 ORDER BY articulo_id LIMIT 3`,
    )
  ).map((r) => r.id);
});
afterAll(() => t.close());

const daysAgo = (n: number) =>
  new Date(Date.parse(`${c.today()}T00:00:00Z`) - n * 86_400_000).toISOString().slice(0, 10);

async function request(lineas = items.map((articuloId, i) => ({ articuloId, cantidad: i + 2 }))) {
  const res = await c.call('restaurante', 'POST', '/api/traslados', {
    origenId: sw02,
    fecha: c.today(),
    lineas,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ trasladoId: number }>().trasladoId;
}

const detail = async (username: string, id: number) =>
  (await c.call(username, 'GET', `/api/traslados/${id}`)).json<{
    estado: number;
    version: number;
    acciones: string[];
    lado: string;
    lineas: {
      trasladoDetalleId: number;
      cantidad: string;
      cantidadEnviada: string | null;
      cantidadRecibida: string | null;
    }[];
  }>();

async function move(username: string, id: number, action: string, amounts?: number[]) {
  const d = await detail(username, id);
  return c.call(username, 'POST', `/api/traslados/${id}/${action}`, {
    version: d.version,
    ...(amounts
      ? {
          lineas: d.lineas.map((l, i) => ({
            trasladoDetalleId: l.trasladoDetalleId,
            cantidad: amounts[i],
          })),
        }
      : {}),
  });
}

describe('requesting a transfer', () => {
  it('offers the brand’s other active branches and the last 15 days', async () => {
    const res = await c.call('restaurante', 'GET', '/api/traslados/opciones');
    expect(res.statusCode).toBe(200);
    const o = res.json<{
      propia: { bodega: string };
      origenes: { bodega: string }[];
      hoy: string;
      desde: string;
    }>();
    expect(o.propia.bodega).toBe('SW01');
    expect(o.origenes.map((b) => b.bodega)).toContain('SW02');
    expect(o.origenes.map((b) => b.bodega)).not.toContain('SW01');
    expect(o.origenes.every((b) => b.bodega.startsWith('SW'))).toBe(true);
    expect(o.desde).toBe(daysAgo(15));
  });

  it('creates it pending at the origin, with its lines, once per key', async () => {
    const id = await request();
    const d = await detail('restaurante', id);
    expect(d).toMatchObject({ estado: 1, lado: 'destino', acciones: ['anular'] });
    expect(d.lineas.map((l) => l.cantidad)).toEqual(['2.00', '3.00', '4.00']);
    expect((await detail('restaurante2', id)).acciones).toEqual(['enviar', 'anular']);
    const pending = await c.call('restaurante2', 'GET', '/api/traslados/por-enviar');
    expect(pending.json<{ items: { trasladoId: number }[] }>().items[0]?.trasladoId).toBe(id);
    const recent = await c.call('restaurante', 'GET', '/api/traslados/recientes');
    expect(recent.json<{ items: unknown[] }>().items.length).toBeLessThanOrEqual(3);

    // The same key twice: one transfer.
    const body = {
      origenId: sw02,
      fecha: c.today(),
      lineas: [{ articuloId: items[0], cantidad: 1 }],
    };
    const headers = { ...t.auth(await t.login('restaurante')), 'idempotency-key': 'dos-clics' };
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/traslados',
      headers,
      payload: body,
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/traslados',
      headers,
      payload: body,
    });
    expect(second.json()).toEqual(first.json());
  });

  it('refuses what the form refuses, with the spec’s messages', async () => {
    const refuse = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await c.call('restaurante', 'POST', '/api/traslados', {
        origenId: sw02,
        fecha: c.today(),
        lineas: [{ articuloId: items[0], cantidad: 1 }],
        ...body,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    };
    await refuse({ origenId: sw01 }, 'origenId', M.originInvalid);
    await refuse({ origenId: undefined }, 'origenId', M.required);
    await refuse({ fecha: daysAgo(16) }, 'fecha', M.dateWindow);
    await refuse({ fecha: daysAgo(-1) }, 'fecha', M.dateWindow);
    await refuse(
      { lineas: [{ articuloId: items[0], cantidad: 0 }] },
      'lineas.0.cantidad',
      M.positive,
    );
    await refuse(
      {
        lineas: [
          { articuloId: items[0], cantidad: 1 },
          { articuloId: items[0], cantidad: 2 },
        ],
      },
      'lineas.1.articuloId',
      M.repeatedArticle,
    );
    await refuse(
      { lineas: [{ articuloId: 'NO-EXISTE', cantidad: 1 }] },
      'lineas.0.articuloId',
      M.articleInvalid,
    );
  });
});

describe('sending, receiving and annulling', () => {
  it('the origin sends, the destination receives one short: accepted with differences', async () => {
    const id = await request();
    // Only the origin sends.
    expect((await move('restaurante', id, 'enviar', [1, 1, 1])).statusCode).toBe(403);
    expect((await move('restaurante2', id, 'enviar', [-1, 1, 1])).json().fields).toBeTruthy();
    const sent = await move('restaurante2', id, 'enviar', [2, 3, 0]);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ successful: M.sent, estado: 2 });
    // Sending again is a conflict; only the destination receives.
    expect((await move('restaurante2', id, 'enviar', [2, 3, 0])).statusCode).toBe(409);
    expect((await move('restaurante2', id, 'recibir', [2, 3, 0])).statusCode).toBe(403);
    const received = await move('restaurante', id, 'recibir', [2, 2, 0]);
    expect(received.json()).toMatchObject({ successful: M.received, estado: 4 });
    const d = await detail('restaurante', id);
    expect(d.lineas.map((l) => [l.cantidad, l.cantidadEnviada, l.cantidadRecibida])).toEqual([
      ['2.00', '2.00', '2.00'],
      ['3.00', '3.00', '2.00'],
      ['4.00', '0.00', '0.00'],
    ]);
    expect(d.acciones).toEqual([]);
    expect((await move('restaurante', id, 'anular')).statusCode).toBe(409);
    const history = await t.database.query<{ accion: string }>(
      `SELECT accion FROM bitacora WHERE entidad = 'traslado' AND entidad_id = $1 ORDER BY bitacora_id`,
      [String(id)],
    );
    // The SAP posting ('traslado.enSap') is a background job that may or may not have run yet.
    expect(history.map((h) => h.accion).filter((a) => a !== 'traslado.enSap')).toEqual([
      'traslado.solicitar',
      'traslado.enviar',
      'traslado.recibir',
    ]);
  });

  it('receiving what was sent is Aceptado; every line must be given once', async () => {
    const id = await request();
    await move('restaurante2', id, 'enviar', [2, 3, 4]);
    const d = await detail('restaurante', id);
    const partial = await c.call('restaurante', 'POST', `/api/traslados/${id}/recibir`, {
      version: d.version,
      lineas: [{ trasladoDetalleId: d.lineas[0]!.trasladoDetalleId, cantidad: 2 }],
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe(M.linesMismatch);
    expect((await move('restaurante', id, 'recibir', [2, 3, 4])).json().estado).toBe(3);
  });

  it('another branch’s transfer is not found; annul is from 1 or 2 only', async () => {
    const id = await request();
    expect((await c.call('compras', 'GET', `/api/traslados/${id}`)).statusCode).toBe(404);
    expect(
      (await c.call('compras', 'POST', `/api/traslados/${id}/anular`, { version: 0 })).statusCode,
    ).toBe(404);
    const annulled = await move('restaurante2', id, 'anular');
    expect(annulled.json()).toMatchObject({ successful: M.annulled, estado: 5 });
    const d = await detail('restaurante', id);
    expect(d.lineas.every((l) => l.cantidadEnviada === null)).toBe(true);
    expect((await move('restaurante2', id, 'enviar', [1, 1, 1])).statusCode).toBe(409);
  });

  it('an approval and an annulment at once: one wins, the other is told', async () => {
    const id = await request();
    const d = await detail('restaurante2', id);
    const [a, b] = await Promise.all([
      c.call('restaurante2', 'POST', `/api/traslados/${id}/enviar`, {
        version: d.version,
        lineas: d.lineas.map((l) => ({ trasladoDetalleId: l.trasladoDetalleId, cantidad: 1 })),
      }),
      c.call('restaurante', 'POST', `/api/traslados/${id}/anular`, { version: d.version }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json().message).toBe(M.stale);
    expect([2, 5]).toContain((await detail('restaurante', id)).estado);
  });

  it('mails the other side at each step: its mailbox, or its people', async () => {
    const last = async () =>
      (await c.one<{ id: number }>(`SELECT coalesce(max(correo_id), 0)::int AS id FROM correos`))
        .id;
    const before = await last();
    const id = await request();
    await move('restaurante2', id, 'enviar', [1, 1, 1]);
    const sent = await t.database.query<{ para: string; asunto: string }>(
      `SELECT para, asunto FROM correos WHERE correo_id > $1 ORDER BY correo_id`,
      [before],
    );
    const mailbox = async (bodega: string, username: string) =>
      (
        await c.one<{ correo: string }>(
          `SELECT coalesce(s.correo, u.correo) AS correo FROM sucursales s, usuarios u
            WHERE s.bodega = $1 AND u.username = $2`,
          [bodega, username],
        )
      ).correo;
    // The request to SW02 (its mailbox, or restaurante2 who sends there), the sending to SW01.
    expect(sent.map((m) => m.para)).toEqual([
      await mailbox('SW02', 'restaurante2'),
      await mailbox('SW01', 'restaurante'),
    ]);
    expect(sent[0]!.asunto).toBe(`Traslado #${id} — Subway Multiplaza (SW01)`);
  });
});

describe('the differences report', () => {
  it('values what arrived short, by month, branch pair and article, and exports it', async () => {
    const id = await request();
    await move('restaurante2', id, 'enviar', [2, 3, 4]);
    await move('restaurante', id, 'recibir', [2, 1, 4]);
    const month = c.today().slice(0, 7);
    const res = await c.call('restaurante', 'GET', `/api/traslados/diferencias?desde=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json<{
      items: {
        origen: { bodega: string };
        destino: { bodega: string };
        articuloId: string;
        enviada: string;
        recibida: string;
        diferencia: string;
        precio: string | null;
        valor: string | null;
      }[];
      valorTotal: string;
    }>();
    const row = report.items.find(
      (r) => r.articuloId === items[1] && r.origen.bodega === 'SW02' && r.destino.bodega === 'SW01',
    );
    expect(row).toBeTruthy();
    expect(Number(row!.diferencia)).toBeLessThan(0);
    expect(Number(row!.recibida) - Number(row!.enviada)).toBeCloseTo(Number(row!.diferencia));
    if (row!.precio !== null)
      expect(
        Math.abs(Number(row!.valor) - Number(row!.diferencia) * Number(row!.precio)),
      ).toBeLessThanOrEqual(0.005 + 1e-9);
    // Lines received as sent are not in it.
    expect(report.items.some((r) => r.diferencia === '0.00')).toBe(false);
    // Another branch's staff see only their own branch's pairs.
    const other = await c.call('restaurante2', 'GET', `/api/traslados/diferencias?desde=${month}`);
    expect(
      other
        .json<{ items: { origen: { bodega: string }; destino: { bodega: string } }[] }>()
        .items.every((r) => r.origen.bodega === 'SW02' || r.destino.bodega === 'SW02'),
    ).toBe(true);
    const file = await c.call(
      'restaurante',
      'GET',
      `/api/traslados/diferencias/exportar?desde=${month}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('spreadsheetml');
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');

    // Office staff choose among every branch, or see them all; a branch user's own is fixed.
    type Choices = { sucursales: { bodega: string }[]; sucursalFija: boolean; items: unknown[] };
    const own = (await c.call('restaurante', 'GET', '/api/traslados/diferencias')).json<Choices>();
    expect(own).toMatchObject({ sucursalFija: true, sucursales: [{ bodega: 'SW01' }] });
    const office = await c.call('contabilidad', 'GET', `/api/traslados/diferencias?desde=${month}`);
    expect(office.statusCode, office.body).toBe(200);
    const all = office.json<Choices>();
    expect(all.sucursalFija).toBe(false);
    expect(all.sucursales.map((b) => b.bodega)).toEqual(expect.arrayContaining(['SW01', 'SW02']));
    expect(all.items.length).toBeGreaterThanOrEqual(report.items.length);
    const narrowed = await c.call(
      'contabilidad',
      'GET',
      `/api/traslados/diferencias?desde=${month}&sucursalId=${sw01}`,
    );
    expect(narrowed.json<Choices>().items).toHaveLength(report.items.length);
    // A zone manager chooses among the branches of the people reporting to them, or sees them
    // all; another branch is refused.
    const zone = (
      await c.call('gerente.zona', 'GET', `/api/traslados/diferencias?desde=${month}`)
    ).json<Choices>();
    expect(zone.sucursalFija).toBe(false);
    expect(zone.sucursales.map((b) => b.bodega).sort()).toEqual(['SW01', 'SW02']);
    expect(zone.items.length).toBeGreaterThanOrEqual(report.items.length);
    const sw03 = await c.branchId('SW03');
    const elsewhere = await c.call(
      'gerente.zona',
      'GET',
      `/api/traslados/diferencias?desde=${month}&sucursalId=${sw03}`,
    );
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json()).toMatchObject({ message: M.branchNotOverseen });
    expect(
      (await c.call('restaurante', 'GET', `/api/traslados/diferencias?sucursalId=${sw02}`))
        .statusCode,
    ).toBe(403);
    // Without the report's permission: refused.
    expect((await c.call('compras', 'GET', '/api/traslados/diferencias')).statusCode).toBe(403);
  });
});

describe('checkStockTransferForEnableInventory', () => {
  it('says whether a branch has transfers open or pending on either side by a date', async () => {
    const { quiet } = await c.one<{ quiet: number }>(
      `SELECT min(sucursal_id) AS quiet FROM sucursales s WHERE NOT es_oficina AND NOT EXISTS
         (SELECT 1 FROM traslados t WHERE t.estado IN (1, 2)
             AND s.sucursal_id IN (t.origen_id, t.destino_id))`,
    );
    expect(await checkStockTransferForEnableInventory(t.database.db, quiet, c.today())).toBe(false);
    const id = await request();
    expect(await checkStockTransferForEnableInventory(t.database.db, sw02, c.today())).toBe(true);
    expect(await checkStockTransferForEnableInventory(t.database.db, sw01, daysAgo(1))).toBe(
      (
        await c.one<{ n: number }>(
          `SELECT count(*)::int AS n FROM traslados WHERE estado IN (1, 2) AND fecha <= $1
           AND (origen_id = $2 OR destino_id = $2)`,
          [daysAgo(1), sw01],
        )
      ).n > 0,
    );
    await move('restaurante2', id, 'anular');
  });
});
