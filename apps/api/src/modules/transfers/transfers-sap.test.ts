import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { odataString } from '../../platform/erp/service-layer';
import { createTestApp, eventually, type TestApp } from '../../../test/test-app';
import { ordersClient } from '../../../test/orders';

/**
 * A received transfer in SAP (issue #54 point 5) against the built-in simulator: one StockTransfer
 * from the origin's warehouse to the destination's with the received quantities, then the
 * transfer's fecha_procesamiento_sap — once, even when SAP is down at the receipt.
 */
let t: TestApp;
let c: ReturnType<typeof ordersClient>;
let sw02: number;
let items: string[];
beforeAll(async () => {
  t = await createTestApp({ ERP_TIMEOUT_SECONDS: '1', ERP_RETRY_SECONDS: '1' });
  c = ordersClient(t);
  sw02 = await c.branchId('SW02');
  items = (
    await t.database.query<{ id: string }>(
      `SELECT articulo_id AS id FROM articulos WHERE estado = 1 ORDER BY articulo_id LIMIT 3`,
    )
  ).map((r) => r.id);
});
afterAll(() => t.close());
beforeEach(() => t.platform.erp.simulator!.faults.clear());

type Detail = {
  estado: number;
  version: number;
  fechaProcesamientoSap: string | null;
  sap: { estado: string; docNum: number | null; error: string | null } | null;
  lineas: { trasladoDetalleId: number }[];
};

const detail = async (username: string, id: number) =>
  (await c.call(username, 'GET', `/api/traslados/${id}`)).json<Detail>();

async function step(username: string, id: number, action: string, amounts: number[]) {
  const d = await detail(username, id);
  const res = await c.call(username, 'POST', `/api/traslados/${id}/${action}`, {
    version: d.version,
    lineas: d.lineas.map((l, i) => ({
      trasladoDetalleId: l.trasladoDetalleId,
      cantidad: amounts[i],
    })),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** restaurante (SW01) asks SW02 for three articles; restaurante2 sends 5, 4 and 3. */
async function sent() {
  const res = await c.call('restaurante', 'POST', '/api/traslados', {
    origenId: sw02,
    fecha: c.today(),
    lineas: items.map((articuloId) => ({ articuloId, cantidad: 5 })),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json<{ trasladoId: number }>().trasladoId;
  await step('restaurante2', id, 'enviar', [5, 4, 3]);
  return id;
}

type SapTransfer = {
  DocEntry: number;
  FromWarehouse: string;
  ToWarehouse: string;
  StockTransferLines: {
    ItemCode: string;
    Quantity: number;
    FromWarehouseCode: string;
    WarehouseCode: string;
  }[];
};

const inSap = (id: number) =>
  t.platform.erp.sl.list<SapTransfer>('StockTransfers', {
    filter: `U_BO_ID eq ${odataString(`traslado:traslado:${id}`)}`,
  });

const processed = (id: number) =>
  eventually(async () => {
    const d = await detail('restaurante', id);
    return d.fechaProcesamientoSap ? d : undefined;
  }, 20_000);

describe('a received transfer in SAP', () => {
  it('becomes one StockTransfer of the received quantities, origin to destination', async () => {
    const id = await sent();
    await step('restaurante', id, 'recibir', [5, 3.5, 0]);
    const d = await processed(id);
    expect(d.estado).toBe(4);
    expect(d.sap).toMatchObject({ estado: 'registrado', error: null });
    expect(d.sap!.docNum).toBeGreaterThan(0);
    const docs = await inSap(id);
    expect(docs).toHaveLength(1);
    const [doc] = docs;
    expect(doc).toMatchObject({ FromWarehouse: 'SW02', ToWarehouse: 'SW01' });
    // The line received at 0 moved nothing and is left out.
    expect(
      doc!.StockTransferLines.map((l) => [l.Quantity, l.FromWarehouseCode, l.WarehouseCode]),
    ).toEqual([
      [5, 'SW02', 'SW01'],
      [3.5, 'SW02', 'SW01'],
    ]);
    // The origin sees the same.
    expect((await detail('restaurante2', id)).fechaProcesamientoSap).toBe(d.fechaProcesamientoSap);
    // 'Integración SAP' lists it.
    const page = await c.call('informatica', 'GET', '/api/erp/documentos?size=50');
    expect(page.statusCode, page.body).toBe(200);
    const listed = page
      .json<{ items: { tipo: string; origen: string; origenId: number; cardCode: string }[] }>()
      .items.find((x) => x.origen === 'traslado' && x.origenId === id);
    expect(listed).toMatchObject({ tipo: 'traslado', cardCode: 'SW02 → SW01' });
  });

  it('waits while SAP is down and lands once it is back', async () => {
    const id = await sent();
    t.platform.erp.simulator!.faults.failNext(2, 503);
    await step('restaurante', id, 'recibir', [5, 4, 3]);
    const waiting = await eventually(async () => {
      const d = await detail('restaurante', id);
      return d.sap?.estado === 'error' ? d : undefined;
    });
    // The receipt stands; only SAP waits.
    expect(waiting.estado).toBe(3);
    expect(waiting.fechaProcesamientoSap).toBeNull();
    expect(waiting.sap!.error).toBeTruthy();
    for (let i = 0; i < 6 && !(await detail('restaurante', id)).fechaProcesamientoSap; i++) {
      await new Promise((r) => setTimeout(r, 1_200));
      await t.platform.erp.posting.sweep();
    }
    await processed(id);
    expect(await inSap(id)).toHaveLength(1);
  });

  it('a posting SAP saved but whose answer was lost is found, not posted again', async () => {
    const id = await sent();
    // SAP saves the StockTransfer and the connection drops before the answer.
    t.platform.erp.simulator!.faults.dropNextPost(1);
    await step('restaurante', id, 'recibir', [5, 4, 3]);
    for (let i = 0; i < 6 && !(await detail('restaurante', id)).fechaProcesamientoSap; i++) {
      await new Promise((r) => setTimeout(r, 1_200));
      await t.platform.erp.posting.sweep();
    }
    await processed(id);
    expect(await inSap(id)).toHaveLength(1);
  });

  it('sends nothing for a transfer received entirely at 0', async () => {
    const id = await sent();
    await step('restaurante', id, 'recibir', [0, 0, 0]);
    const d = await detail('restaurante', id);
    expect(d).toMatchObject({ estado: 4, sap: null, fechaProcesamientoSap: null });
    expect(await inSap(id)).toHaveLength(0);
  });
});
