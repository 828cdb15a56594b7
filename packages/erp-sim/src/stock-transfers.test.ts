import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { slError, startSimulator, type Started } from './test-helpers';

let s: Started;
beforeAll(async () => {
  s = await startSimulator({ now: () => new Date('2026-03-10T15:30:00Z') });
});
beforeEach(() => s.sim.reset());
afterAll(() => s.sim.close());

type Transfer = Record<string, unknown> & { StockTransferLines: Record<string, unknown>[] };

/** What Jarvis sends for a transfer received from Subway Multiplaza at Subway Galerías. */
const transfer = (overrides: Record<string, unknown> = {}) => ({
  FromWarehouse: 'SW01',
  ToWarehouse: 'SW02',
  Reference2: 'TR-12',
  Comments: 'Traslado Jarvis 12: Subway Multiplaza → Subway Galerías',
  JournalMemo: 'Traslado Jarvis 12',
  U_BO_ID: 'traslado:traslado:12',
  StockTransferLines: [
    { ItemCode: 'PAN-0001', Quantity: 5 },
    { ItemCode: 'PAN-0002', Quantity: 3.5, FromWarehouseCode: 'SW01', WarehouseCode: 'SW02' },
  ],
  ...overrides,
});

const rowsOf = (body: unknown) => (body as { value: Record<string, unknown>[] }).value;
const defaultSeries = async () =>
  (
    await s.client.post('SeriesService_GetDefaultSeries', {
      DocumentTypeParams: { Document: '67' },
    })
  ).body;

describe('creating a stock transfer', () => {
  it('answers 201 with the full transfer, numbered from series 84, its rows filled in', async () => {
    const res = await s.client.post('StockTransfers', transfer());
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(`${s.root}/StockTransfers(1)`);
    const doc = res.body as Transfer;
    expect(doc).toMatchObject({
      'odata.metadata': `${s.root}/$metadata#StockTransfers/@Element`,
      DocEntry: 1,
      DocNum: 31001,
      Series: 84,
      DocObjectCode: 'oStockTransfer',
      DocumentStatus: 'bost_Open',
      DocDate: '2026-03-10',
      DueDate: '2026-03-10',
      TaxDate: '2026-03-10',
      CreationDate: '2026-03-10',
      FromWarehouse: 'SW01',
      ToWarehouse: 'SW02',
      CardCode: null,
      Reference2: 'TR-12',
      JournalMemo: 'Traslado Jarvis 12',
      U_BO_ID: 'traslado:traslado:12',
    });
    expect(doc).not.toHaveProperty('CancelStatus');
    expect(doc.StockTransferLines).toEqual([
      {
        LineNum: 0,
        DocEntry: 1,
        ItemCode: 'PAN-0001',
        ItemDescription: 'Masa congelada pan blanco 30 cm',
        Quantity: 5,
        // $24.50 a box of 70 (price list 1) is $0.35 a unit, the unit stock is counted in.
        Price: 0.35,
        Currency: 'USD',
        WarehouseCode: 'SW02',
        FromWarehouseCode: 'SW01',
        ProjectCode: null,
        MeasureUnit: 'Unidad',
        UnitsOfMeasurment: 1,
        UnitPrice: 0.35,
        UoMCode: 'Manual',
        InventoryQuantity: 5,
        LineStatus: 'bost_Open',
      },
      expect.objectContaining({ LineNum: 1, Quantity: 3.5, Price: 0.39, WarehouseCode: 'SW02' }),
    ]);
  });

  it('gives each transfer the next DocEntry and number, and lets a row name its own warehouses', async () => {
    await s.client.post('StockTransfers', transfer());
    const res = await s.client.post(
      'StockTransfers',
      transfer({
        DocDate: '20260309',
        CardCode: 'C0001',
        DocEntry: 99,
        DocumentStatus: 'bost_Close',
        StockTransferLines: [
          { ItemCode: 'ABA-0026', Quantity: 1, WarehouseCode: 'SW03', Price: 2 },
        ],
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      DocEntry: 2,
      DocNum: 31002,
      DocumentStatus: 'bost_Open',
      DocDate: '2026-03-09',
      DueDate: '2026-03-09',
      CardName: 'Eventos Corporativos Escalón, S.A. de C.V.',
      StockTransferLines: [{ FromWarehouseCode: 'SW01', WarehouseCode: 'SW03', UnitPrice: 2 }],
    });
    const series = await s.client.post('SeriesService_GetDocumentSeries', {
      DocumentTypeParams: { Document: '67' },
    });
    expect(rowsOf(series.body)).toMatchObject([
      { Series: 27, Name: 'Primario' },
      { Series: 84, Name: 'TR', Prefix: 'TR', NextNumber: 31003, Document: '67' },
    ]);
  });

  it('answers 204 with Location when the client prefers no content', async () => {
    const res = await s.client.post('StockTransfers', transfer(), { prefer: 'return-no-content' });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('return-no-content');
    expect(res.headers.get('location')).toBe(`${s.root}/StockTransfers(1)`);
    expect((await s.client.get('StockTransfers(1)')).status).toBe(200);
  });

  it('refuses an item that is not kept in stock', async () => {
    const item = { ItemCode: 'SRV-0001', ItemName: 'Servicio de fumigación', InventoryItem: 'tNO' };
    expect((await s.client.post('Items', item)).status).toBe(201);
    const res = await s.client.post(
      'StockTransfers',
      transfer({ StockTransferLines: [{ ItemCode: 'SRV-0001', Quantity: 1 }] }),
    );
    expect(res.body).toEqual(
      slError(-10, "Item is not an inventory item [WTR1.ItemCode][line: 1] , 'SRV-0001'"),
    );
  });

  const rows = (...lines: Record<string, unknown>[]) => ({ StockTransferLines: lines });
  const row = (extra: Record<string, unknown>) =>
    rows({ ItemCode: 'PAN-0001', Quantity: 1, ...extra });

  it.each([
    ['no origin', { FromWarehouse: undefined }, -5002, "Enter valid code  [OWTR.Filler] , ''"],
    [
      'an unknown origin',
      { FromWarehouse: 'ZZ01' },
      -5002,
      "Enter valid code  [OWTR.Filler] , 'ZZ01'",
    ],
    [
      'an inactive origin',
      { FromWarehouse: 'BD99' },
      -5002,
      "Enter valid code  [OWTR.Filler] , 'BD99'",
    ],
    [
      'no destination',
      { ToWarehouse: undefined },
      -5002,
      "Enter valid code  [OWTR.ToWhsCode] , ''",
    ],
    [
      'an inactive destination',
      { ToWarehouse: 'BD99' },
      -5002,
      "Enter valid code  [OWTR.ToWhsCode] , 'BD99'",
    ],
    [
      'an unknown origin on a row',
      row({ FromWarehouseCode: 'ZZ01' }),
      -5002,
      "Enter valid code  [WTR1.FromWhsCod][line: 1] , 'ZZ01'",
    ],
    [
      'an inactive destination on a row',
      rows(
        { ItemCode: 'PAN-0001', Quantity: 1 },
        { ItemCode: 'PAN-0002', Quantity: 1, WarehouseCode: 'BD99' },
      ),
      -5002,
      "Enter valid code  [WTR1.WhsCode][line: 2] , 'BD99'",
    ],
    [
      'the same warehouse on both sides',
      { ToWarehouse: 'SW01' },
      -5002,
      "Cannot transfer to the same warehouse [WTR1.WhsCode][line: 1] , 'SW01'",
    ],
    [
      'a row sent back to its origin',
      row({ WarehouseCode: 'SW01' }),
      -5002,
      "Cannot transfer to the same warehouse [WTR1.WhsCode][line: 1] , 'SW01'",
    ],
    ['no rows', rows(), -5002, 'Cannot add a document without rows'],
    [
      'no rows at all',
      { StockTransferLines: undefined },
      -5002,
      'Cannot add a document without rows',
    ],
    [
      'a row without item',
      rows({ Quantity: 1 }),
      -5002,
      'Item number is missing; specify an item number [StockTransferLines.ItemCode][line: 1]',
    ],
    [
      'an unknown item',
      row({ ItemCode: 'XXX-0001' }),
      -5002,
      "Invalid item code [WTR1.ItemCode][line: 1] , 'XXX-0001'",
    ],
    [
      'a frozen item',
      row({ ItemCode: 'PAN-0012' }),
      -10,
      "Item is inactive [WTR1.ItemCode][line: 1] , 'PAN-0012'",
    ],
    [
      'a zero quantity',
      row({ Quantity: 0 }),
      -5002,
      'Quantity must be greater than zero [WTR1.Quantity][line: 1]',
    ],
    [
      'a negative quantity',
      row({ Quantity: -2 }),
      -5002,
      'Quantity must be greater than zero [WTR1.Quantity][line: 1]',
    ],
    [
      'no quantity',
      row({ Quantity: undefined }),
      -5002,
      'Quantity must be greater than zero [WTR1.Quantity][line: 1]',
    ],
    ['a purchase order series', { Series: 62 }, -5002, "Invalid series [OWTR.Series] , '62'"],
    ['an unknown card', { CardCode: 'P999' }, -5002, "Invalid BP code [OWTR.CardCode] , 'P999'"],
    [
      'an unknown property',
      { Foo: 1 },
      -1000,
      "Property 'Foo' of 'SAPB1.StockTransfer' is invalid",
    ],
    [
      'an unknown row property',
      row({ VatGroup: 'IVA13' }),
      -1000,
      "Property 'VatGroup' of 'SAPB1.StockTransferLine' is invalid",
    ],
  ])("refuses %s with 400 and SAP's text, saving nothing", async (_case, overrides, code, text) => {
    const res = await s.client.post('StockTransfers', transfer(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(slError(code, text));
    expect((await s.client.get('StockTransfers/$count')).text).toBe('0');
    expect(await defaultSeries()).toMatchObject({ Series: 84, NextNumber: 31001 });
  });
});

describe('looking a transfer up before posting it again', () => {
  beforeEach(async () => {
    await s.client.post('StockTransfers', transfer({ U_BO_ID: 'traslado:traslado:11' }));
    await s.client.post('StockTransfers', transfer());
    await s.client.post(
      'StockTransfers',
      transfer({ U_BO_ID: "traslado:traslado:1'3", FromWarehouse: 'HU01', ToWarehouse: 'HU02' }),
    );
  });

  const find = async (query: string) => {
    const res = await s.client.get(`StockTransfers?${query}`);
    expect(res.status, res.text).toBe(200);
    return res.body as Record<string, unknown> & { value: Record<string, unknown>[] };
  };

  it('finds it by U_BO_ID, and nothing for an unknown id', async () => {
    const filter = encodeURIComponent("U_BO_ID eq 'traslado:traslado:12'");
    expect((await find(`$filter=${filter}&$select=DocEntry,DocNum`)).value).toEqual([
      { DocEntry: 2, DocNum: 31002 },
    ]);
    const quoted = encodeURIComponent("U_BO_ID eq 'traslado:traslado:1''3'");
    expect((await find(`$filter=${quoted}&$select=DocEntry`)).value).toEqual([{ DocEntry: 3 }]);
    const unknown = encodeURIComponent("U_BO_ID eq 'traslado:traslado:99'");
    expect((await find(`$filter=${unknown}&$select=DocEntry`)).value).toEqual([]);
  });

  it('filters on the warehouses and the date, sorts, pages and counts', async () => {
    const byWarehouse = encodeURIComponent("FromWarehouse eq 'SW01' and ToWarehouse eq 'SW02'");
    const sorted = await find(`$filter=${byWarehouse}&$select=DocEntry&$orderby=DocEntry desc`);
    expect(sorted.value).toEqual([{ DocEntry: 2 }, { DocEntry: 1 }]);
    const byDate = encodeURIComponent("DocDate ge '2026-03-10' and DocObjectCode eq 67");
    expect((await find(`$filter=${byDate}&$select=DocNum&$top=1&$skip=2`)).value).toEqual([
      { DocNum: 31003 },
    ]);
    const counted = await s.client.get(
      `StockTransfers/$count?$filter=${encodeURIComponent("startswith(ToWarehouse,'SW')")}`,
    );
    expect(counted.text).toBe('2');
    const page = await s.client.get('StockTransfers?$select=DocEntry&$inlinecount=allpages', {
      prefer: 'odata.maxpagesize=2',
    });
    expect(page.body).toMatchObject({
      'odata.count': '3',
      value: [{ DocEntry: 1 }, { DocEntry: 2 }],
      'odata.nextLink': 'StockTransfers?$select=DocEntry&$inlinecount=allpages&$skip=2',
    });
  });
});

describe('reading, changing and deleting a transfer', () => {
  beforeEach(async () => {
    expect((await s.client.post('StockTransfers', transfer())).status).toBe(201);
  });

  it('reads it by key and by property, and answers 404 for a missing key', async () => {
    expect((await s.client.get('StockTransfers(1)')).body).toMatchObject({ DocNum: 31001 });
    expect((await s.client.get('StockTransfers(DocEntry=1)/ToWarehouse')).body).toMatchObject({
      value: 'SW02',
    });
    expect((await s.client.get('StockTransfers(1)/DocNum/$value')).text).toBe('31001');
    const lines = await s.client.get('StockTransfers(1)/StockTransferLines');
    expect((lines.body as Transfer).StockTransferLines).toHaveLength(2);
    const missing = await s.client.get('StockTransfers(99)');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(slError(-2028, 'No matching records found (ODBC -2028)'));
  });

  it('changes its texts and UDFs by PATCH, and nothing else', async () => {
    const texts = { Comments: 'Recibido con faltante', JournalMemo: 'TR 12', Reference2: 'TR-12b' };
    // A property sent back unchanged is not a change.
    const res = await s.client.patch('StockTransfers(1)', { ...texts, FromWarehouse: 'SW01' });
    expect(res.status, res.text).toBe(204);
    expect((await s.client.get('StockTransfers(1)')).body).toMatchObject(texts);
    for (const patch of [
      { ToWarehouse: 'SW03' },
      { DocDate: '2026-03-01' },
      { StockTransferLines: [{ LineNum: 0, Quantity: 4 }] },
    ]) {
      const refused = await s.client.patch('StockTransfers(1)', patch);
      expect(refused.body).toEqual(slError(-1029, 'Field cannot be updated (ODBC -1029)'));
    }
    expect((await s.client.get('StockTransfers(1)')).body).toMatchObject({
      ToWarehouse: 'SW02',
      DocDate: '2026-03-10',
      StockTransferLines: [{ Quantity: 5 }, { Quantity: 3.5 }],
    });
    expect((await s.client.patch('StockTransfers(7)', texts)).status).toBe(404);
  });

  it('refuses DELETE and actions with -5006, and keeps its warehouses from being removed', async () => {
    const notSupported = slError(-5006, 'The requested action is not supported for this object.');
    expect((await s.client.delete('StockTransfers(1)')).body).toEqual(notSupported);
    expect((await s.client.post('StockTransfers(1)/Cancel')).body).toEqual(notSupported);
    expect((await s.client.delete('StockTransfers(2)')).status).toBe(404);
    expect((await s.client.get('StockTransfers/$count')).text).toBe('1');
    expect((await s.client.delete("Warehouses('SW01')")).body).toEqual(
      slError(-5002, "Cannot remove a record that is used in documents [OWHS] , 'SW01'"),
    );
  });

  it('is listed in the service document and in $metadata', async () => {
    const names = rowsOf((await s.client.get('')).body).map((v) => v.name);
    expect(names).toContain('StockTransfers');
    const metadata = (await s.client.get('$metadata')).text;
    expect(metadata).toContain(
      '<EntitySet Name="StockTransfers" EntityType="SAPB1.StockTransfer"/>',
    );
    expect(metadata).toMatch(
      /<EntityType Name="StockTransfer"><Key><PropertyRef Name="DocEntry"\/>/,
    );
    expect(metadata).toContain('<ComplexType Name="StockTransferLine">');
    expect(metadata).toContain('<Member Name="oStockTransfer" Value="67"/>');
  });
});

describe('stock transfers in the state file', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'erp-sim-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('are kept across a restart, with their sequence and series', async () => {
    const stateFile = path.join(dir, 'erp-sim.json');
    const first = await startSimulator({ stateFile });
    expect((await first.client.post('StockTransfers', transfer())).status).toBe(201);
    await first.sim.close();

    const second = await startSimulator({ stateFile });
    try {
      expect((await second.client.get('StockTransfers(1)')).body).toMatchObject({
        DocNum: 31001,
        U_BO_ID: 'traslado:traslado:12',
        StockTransferLines: [{ ItemCode: 'PAN-0001' }, { ItemCode: 'PAN-0002' }],
      });
      const next = await second.client.post('StockTransfers', transfer());
      expect(next.body).toMatchObject({ DocEntry: 2, DocNum: 31002 });
    } finally {
      await second.sim.close();
    }
  });
});
