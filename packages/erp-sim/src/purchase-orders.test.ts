import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { slError, startSimulator, type Started } from './test-helpers';

let s: Started;
beforeAll(async () => {
  s = await startSimulator({ now: () => new Date('2026-03-10T15:30:00Z') });
});
beforeEach(() => s.sim.reset());
afterAll(() => s.sim.close());

type Doc = Record<string, unknown> & { DocumentLines: Record<string, unknown>[] };

const order = (overrides: Record<string, unknown> = {}) => ({
  CardCode: 'PSW0001',
  NumAtCard: '4711',
  U_BO_ID: 'orden:pedidos:4711',
  DocumentLines: [
    { ItemCode: 'PAN-0001', Quantity: 3, UnitPrice: 24.5, WarehouseCode: 'SW01' },
    { ItemCode: 'PAN-0002', Quantity: 1.5, UnitPrice: 27.33335 },
  ],
  ...overrides,
});

describe('creating a purchase order', () => {
  it('answers 201 with the full document, numbered from series 62, with SAP totals', async () => {
    const res = await s.client.post('PurchaseOrders', order());
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(`${s.root}/PurchaseOrders(1)`);
    const doc = res.body as Doc;
    expect(doc).toMatchObject({
      'odata.metadata': `${s.root}/$metadata#PurchaseOrders/@Element`,
      DocEntry: 1,
      DocNum: 24001,
      Series: 62,
      DocObjectCode: 'oPurchaseOrders',
      DocType: 'dDocument_Items',
      CardCode: 'PSW0001',
      CardName: 'Panificadora La Espiga, S.A. de C.V.',
      DocDate: '2026-03-10',
      DocDueDate: '2026-03-10',
      TaxDate: '2026-03-10',
      DocCurrency: 'USD',
      DocumentStatus: 'bost_Open',
      Cancelled: 'tNO',
      NumAtCard: '4711',
      U_BO_ID: 'orden:pedidos:4711',
      // 3 × 24.5 = 73.50; 1.5 × 27.3334 (price kept to 4 decimals) = 41.0001 → 41.00
      VatSum: 14.89, // 9.555 → 9.56 and 5.33, tax per line
      DocTotal: 129.39,
    });
    expect(doc.DocumentLines).toMatchObject([
      {
        LineNum: 0,
        ItemDescription: 'Masa congelada pan blanco 30 cm',
        UnitPrice: 24.5,
        LineTotal: 73.5,
        TaxTotal: 9.56,
        VatGroup: 'IVA13',
        WarehouseCode: 'SW01',
        MeasureUnit: 'Caja',
        UnitsOfMeasurment: 70,
        LineStatus: 'bost_Open',
        RemainingOpenQuantity: 3,
        BaseType: -1,
      },
      { LineNum: 1, UnitPrice: 27.3334, LineTotal: 41, TaxTotal: 5.33, WarehouseCode: 'OF01' },
    ]);
  });

  it('gives each document the next DocEntry and the next number of its series', async () => {
    await s.client.post('PurchaseOrders', order());
    const second = (await s.client.post('PurchaseOrders', order())).body as Doc;
    expect(second).toMatchObject({ DocEntry: 2, DocNum: 24002 });
    const series = await s.client.post('SeriesService_GetDocumentSeries', {
      DocumentTypeParams: { Document: '22' },
    });
    expect((series.body as { value: unknown[] }).value).toMatchObject([
      { Series: 14, Locked: 'tYES' },
      { Series: 62, Name: 'OC', NextNumber: 24003, Document: '22' },
    ]);
  });

  it('applies line and header discounts before tax, and a price from the price list', async () => {
    const res = await s.client.post('PurchaseOrders', {
      CardCode: 'PHU0001',
      DiscountPercent: 10,
      DocumentLines: [
        { ItemCode: 'CAR-0017', Quantity: 2, UnitPrice: 100, DiscountPercent: 5 },
        { ItemCode: 'CAR-0018', Quantity: 1 },
      ],
    });
    expect(res.status, res.text).toBe(201);
    // 190.00 + 177.00 (price list) = 367.00; −10% = 36.70; IVA on 171.00 and 159.30 = 22.23 + 20.71
    expect(res.body).toMatchObject({ TotalDiscount: 36.7, VatSum: 42.94, DocTotal: 373.24 });
    expect((res.body as Doc).DocumentLines[0]).toMatchObject({ Price: 95, LineTotal: 190 });
  });

  it('answers 204 with Location when the client prefers no content', async () => {
    const res = await s.client.post('PurchaseOrders', order(), { prefer: 'return-no-content' });
    expect(res.status).toBe(204);
    expect(res.headers.get('preference-applied')).toBe('return-no-content');
    expect(res.headers.get('location')).toBe(`${s.root}/PurchaseOrders(1)`);
    expect((await s.client.get('PurchaseOrders(1)')).status).toBe(200);
  });

  const line = (extra: Record<string, unknown>) => ({ DocumentLines: [{ Quantity: 1, ...extra }] });

  it.each([
    [
      'an unknown supplier',
      { CardCode: 'P999' },
      -5002,
      "Invalid BP code [OPOR.CardCode] , 'P999'",
    ],
    ['a customer', { CardCode: 'C0001' }, -5002, "Invalid BP code [OPOR.CardCode] , 'C0001'"],
    ['no CardCode', { CardCode: undefined }, -5002, "Invalid BP code [OPOR.CardCode] , ''"],
    [
      'a frozen supplier',
      { CardCode: 'PHU0012', ...line({ ItemCode: 'MAR-0001' }) },
      -10,
      "Business partner is inactive [OPOR.CardCode] , 'PHU0012'",
    ],
    ['no lines', { DocumentLines: [] }, -5002, 'Cannot add a document without rows'],
    [
      'a line without item',
      { DocumentLines: [{ ItemCode: 'PAN-0001' }, { Quantity: 2 }] },
      -5002,
      'Item number is missing; specify an item number [DocumentLines.ItemCode][line: 2]',
    ],
    [
      'an unknown item',
      line({ ItemCode: 'XXX-0001' }),
      -5002,
      "Invalid item code [POR1.ItemCode][line: 1] , 'XXX-0001'",
    ],
    [
      'an item not for purchase',
      line({ ItemCode: 'ABA-0026' }),
      -10,
      "Item is not a purchasing item [POR1.ItemCode][line: 1] , 'ABA-0026'",
    ],
    [
      'a frozen item',
      line({ ItemCode: 'PAN-0012' }),
      -10,
      "Item is inactive [POR1.ItemCode][line: 1] , 'PAN-0012'",
    ],
    [
      'an unknown warehouse',
      line({ ItemCode: 'PAN-0001', WarehouseCode: 'ZZ01' }),
      -5002,
      "Enter valid code  [DocumentLines.WarehouseCode][line: 1] , 'ZZ01'",
    ],
    [
      'an inactive warehouse',
      line({ ItemCode: 'PAN-0001', WarehouseCode: 'BD99' }),
      -5002,
      "Enter valid code  [DocumentLines.WarehouseCode][line: 1] , 'BD99'",
    ],
    [
      'an unknown tax group',
      line({ ItemCode: 'PAN-0001', VatGroup: 'IVA99' }),
      -5002,
      "Enter valid code  [DocumentLines.VatGroup][line: 1] , 'IVA99'",
    ],
    [
      'a zero quantity',
      line({ ItemCode: 'PAN-0001', Quantity: 0 }),
      -5002,
      'Quantity must be greater than zero [POR1.Quantity][line: 1]',
    ],
    ['an invoice series', { Series: 71 }, -5002, "Invalid series [OPOR.Series] , '71'"],
    ['a locked series', { Series: 14 }, -10, "Series is locked [OPOR.Series] , '14'"],
    ['another currency', { DocCurrency: 'EUR' }, -5002, "Enter valid code  [OPOR.DocCur] , 'EUR'"],
    [
      'an unknown header property',
      { Foo: 1 },
      -1000,
      "Property 'Foo' of 'SAPB1.Document' is invalid",
    ],
    [
      'an unknown line property',
      line({ ItemCode: 'PAN-0001', Bar: 2 }),
      -1000,
      "Property 'Bar' of 'SAPB1.DocumentLine' is invalid",
    ],
    [
      'a text quantity',
      line({ ItemCode: 'PAN-0001', Quantity: 'diez' }),
      -1000,
      "Value '\"diez\"' of property 'Quantity' of 'SAPB1.DocumentLine' is invalid",
    ],
  ])("refuses %s with 400 and SAP's text, saving nothing", async (_case, overrides, code, text) => {
    const res = await s.client.post('PurchaseOrders', order(overrides));
    expect(res.status).toBe(400);
    expect(res.body).toEqual(slError(code, text));
    expect((await s.client.get('PurchaseOrders/$count')).text).toBe('0');
    const series = await s.client.post('SeriesService_GetDefaultSeries', {
      DocumentTypeParams: { Document: '22' },
    });
    expect(series.body).toMatchObject({ Series: 62, NextNumber: 24001 });
  });

  it("accepts enum values and dates in SAP's other spellings", async () => {
    const res = await s.client.post(
      'PurchaseOrders',
      order({ DocDate: '20260311', DocDueDate: '2026-03-20T00:00:00Z', Confirmed: 'Y' }),
    );
    expect(res.body).toMatchObject({
      DocDate: '2026-03-11',
      DocDueDate: '2026-03-20',
      Confirmed: 'tYES',
    });
  });
});

describe('looking a document up before posting it again', () => {
  beforeEach(async () => {
    await s.client.post('PurchaseOrders', order());
    await s.client.post(
      'PurchaseOrders',
      order({ NumAtCard: "47'12", U_BO_ID: 'orden:pedidos:4712' }),
    );
    await s.client.post(
      'PurchaseOrders',
      order({
        CardCode: 'PSW0003',
        NumAtCard: '4711',
        U_BO_ID: 'x',
        DocumentLines: [{ ItemCode: 'VER-0001' }],
      }),
    );
  });

  const find = async (filter: string) => {
    const res = await s.client.get(
      `PurchaseOrders?$filter=${encodeURIComponent(filter)}&$select=DocEntry,DocNum,Cancelled`,
    );
    expect(res.status, res.text).toBe(200);
    return (res.body as { value: unknown[] }).value;
  };

  it('finds it by CardCode and NumAtCard', async () => {
    expect(await find("CardCode eq 'PSW0001' and NumAtCard eq '4711'")).toEqual([
      { DocEntry: 1, DocNum: 24001, Cancelled: 'tNO' },
    ]);
    expect(await find("CardCode eq 'PSW0001' and NumAtCard eq '47''12'")).toEqual([
      { DocEntry: 2, DocNum: 24002, Cancelled: 'tNO' },
    ]);
  });

  it('finds it by U_BO_ID, alone or with the reference, and nothing for an unknown id', async () => {
    expect(await find("U_BO_ID eq 'orden:pedidos:4712'")).toHaveLength(1);
    const combined =
      "(U_BO_ID eq 'orden:pedidos:9999' or (CardCode eq 'PSW0003' and NumAtCard eq '4711')) and Cancelled eq 'tNO'";
    expect(await find(combined)).toEqual([{ DocEntry: 3, DocNum: 24003, Cancelled: 'tNO' }]);
    expect(await find("U_BO_ID eq 'orden:pedidos:9999'")).toEqual([]);
  });
});

describe('series service', () => {
  it('lists the series of an object and its default', async () => {
    const invoices = await s.client.post('SeriesService_GetDocumentSeries', {
      DocumentTypeParams: { Document: 18 },
    });
    expect((invoices.body as { value: { Series: number }[] }).value.map((v) => v.Series)).toEqual([
      15, 71,
    ]);
    const def = await s.client.post('SeriesService_GetDefaultSeries', {
      DocumentTypeParams: { Document: '18' },
    });
    expect(def.body).toMatchObject({ Series: 71, Name: 'CCF', NextNumber: 51001, Locked: 'tNO' });
  });
});
