import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSimulator, type SimState } from './index';
import { slClient, startSimulator } from './test-helpers';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'erp-sim-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const order = {
  CardCode: 'PVE0001',
  U_BO_ID: 'orden:pedidos:1',
  DocumentLines: [{ ItemCode: 'CAF-0001', Quantity: 2 }],
};

describe('persistence', () => {
  it('keeps documents, sequences and master data across a restart, but not sessions', async () => {
    const stateFile = path.join(dir, 'nested', 'erp-sim.json');
    const first = await startSimulator({ stateFile });
    expect((await first.client.post('PurchaseOrders', order)).status).toBe(201);
    await first.client.post('BusinessPartners', {
      CardCode: 'PVE0099',
      CardName: 'Nuevo',
      CardType: 'S',
    });
    await first.client.patch("Items('CAF-0001')", { ItemName: 'Café espresso de la casa' });
    const oldCookie = first.client.cookie;
    await first.sim.close();

    expect(readdirSync(path.dirname(stateFile))).toEqual(['erp-sim.json']);
    const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as {
      format: string;
      nextDocEntry: unknown;
    };
    expect(saved).toMatchObject({ format: 'jarvis-erp-sim', nextDocEntry: { PurchaseOrders: 2 } });

    const second = await startSimulator({ stateFile });
    try {
      const stale = slClient(second.root);
      stale.cookie = oldCookie;
      expect((await stale.get('PurchaseOrders(1)')).status).toBe(401);

      expect((await second.client.get('PurchaseOrders(1)')).body).toMatchObject({
        DocNum: 24001,
        U_BO_ID: 'orden:pedidos:1',
      });
      expect((await second.client.get("BusinessPartners('PVE0099')")).status).toBe(200);
      expect((await second.client.get("Items('CAF-0001')/ItemName/$value")).text).toBe(
        'Café espresso de la casa',
      );
      const next = await second.client.post('PurchaseOrders', order);
      expect(next.body).toMatchObject({ DocEntry: 2, DocNum: 24002 });
    } finally {
      await second.sim.close();
    }
  });

  it('writes the fixtures at the first start and goes back to them on reset', async () => {
    const stateFile = path.join(dir, 'erp-sim.json');
    const sim = await startSimulator({ stateFile });
    try {
      expect(JSON.parse(readFileSync(stateFile, 'utf8'))).toMatchObject({
        nextDocEntry: { PurchaseOrders: 1 },
      });
      await sim.client.post('PurchaseOrders', order);
      expect((await fetch(`${sim.url}/__sim/reset`, { method: 'POST' })).status).toBe(204);
      expect((await sim.client.get('PurchaseOrders/$count')).text).toBe('0');
      const saved = JSON.parse(readFileSync(stateFile, 'utf8')) as {
        documents: { PurchaseOrders: unknown[] };
      };
      expect(saved.documents.PurchaseOrders).toEqual([]);
    } finally {
      await sim.sim.close();
    }
  });

  it('loads a state file written before stock transfers existed, adding them empty', async () => {
    const stateFile = path.join(dir, 'old.json');
    const first = await startSimulator({ stateFile });
    expect((await first.client.post('PurchaseOrders', order)).status).toBe(201);
    await first.sim.close();
    const old = JSON.parse(readFileSync(stateFile, 'utf8')) as SimState;
    const { StockTransfers: _documents, ...documents } = old.documents;
    const { StockTransfers: _next, ...nextDocEntry } = old.nextDocEntry;
    const { '67': _series, ...defaultSeries } = old.defaultSeries;
    const series = old.series.filter((row) => row.Document !== '67');
    writeFileSync(
      stateFile,
      JSON.stringify({ ...old, documents, nextDocEntry, defaultSeries, series }),
    );

    const second = await startSimulator({ stateFile });
    try {
      expect((await second.client.get('StockTransfers')).body).toMatchObject({ value: [] });
      const transfer = await second.client.post('StockTransfers', {
        FromWarehouse: 'VE01',
        ToWarehouse: 'VE02',
        StockTransferLines: [{ ItemCode: 'CAF-0001', Quantity: 1 }],
      });
      expect(transfer.body).toMatchObject({ DocEntry: 1, DocNum: 31001, Series: 84 });
      expect((await second.client.get('PurchaseOrders(1)')).body).toMatchObject({ DocNum: 24001 });
      const next = await second.client.post('PurchaseOrders', order);
      expect(next.body).toMatchObject({ DocEntry: 2, DocNum: 24002 });
    } finally {
      await second.sim.close();
    }
  });

  it('refuses to start on a file that is not its own state', () => {
    const stateFile = path.join(dir, 'other.json');
    writeFileSync(stateFile, JSON.stringify({ hello: 'world' }));
    expect(() => createSimulator({ stateFile })).toThrow(/not a state file/);
    expect(readFileSync(stateFile, 'utf8')).toBe('{"hello":"world"}');
  });

  it('uses fixture overrides for a new state', async () => {
    const sim = await startSimulator({
      fixtures: { warehouses: [{ WarehouseCode: 'W1', WarehouseName: 'Única', Inactive: 'tNO' }] },
    });
    try {
      expect((await sim.client.get('Warehouses/$count')).text).toBe('1');
      expect((await sim.client.get('Items/$count')).text).toBe('368');
    } finally {
      await sim.sim.close();
    }
  });
});
