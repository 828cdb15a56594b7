import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentHelpers, slError, startSimulator, type Doc, type Started } from './test-helpers';

let s: Started;
beforeAll(async () => {
  s = await startSimulator({ now: () => new Date('2026-03-10T15:30:00Z') });
});
beforeEach(() => s.sim.reset());
afterAll(() => s.sim.close());

const { createOrder, copy, invoice, getDoc } = documentHelpers(() => s);

describe('an A/P invoice copied from a purchase order', () => {
  it('takes item, price and warehouse from the order lines, numbered from the invoice series', async () => {
    const po = await createOrder();
    const res = await invoice({
      NumAtCard: 'DTE-03-M001P001-000000000000123',
      U_CodGeneracion: 'C6A9868C-028D-421B-A9A0-36274CECC2C7',
      DocumentLines: [copy(po.DocEntry, 0, { Quantity: 4 }), copy(po.DocEntry, 1)],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(`${s.root}/PurchaseInvoices(1)`);
    const inv = res.body as Doc;
    expect(inv).toMatchObject({
      DocEntry: 1,
      DocNum: 51001,
      Series: 71,
      DocObjectCode: 'oPurchaseInvoices',
    });
    expect(inv.DocumentLines).toMatchObject([
      {
        ItemCode: 'LAC-0001',
        Quantity: 4,
        UnitPrice: 58.2,
        WarehouseCode: 'SW02',
        BaseType: 22,
        BaseEntry: 1,
        BaseLine: 0,
      },
      { ItemCode: 'LAC-0002', Quantity: 2, UnitPrice: 61.8, BaseLine: 1 },
    ]);
    // 232.80 + 123.60 = 356.40; IVA 30.26 + 16.07
    expect(inv).toMatchObject({ VatSum: 46.33, DocTotal: 402.73 });
  });

  it('lowers the open quantities of the order and closes it when nothing is left', async () => {
    const po = await createOrder();
    await invoice({ DocumentLines: [copy(po.DocEntry, 0, { Quantity: 4 }), copy(po.DocEntry, 1)] });
    let after = await getDoc('PurchaseOrders(1)');
    expect(after.DocumentStatus).toBe('bost_Open');
    expect(after.DocumentLines).toMatchObject([
      {
        RemainingOpenQuantity: 6,
        LineStatus: 'bost_Open',
        OpenAmount: 349.2,
        TargetType: 18,
        TargetEntry: 1,
      },
      { RemainingOpenQuantity: 0, LineStatus: 'bost_Close', OpenAmount: 0 },
    ]);

    const rest = await invoice({ DocumentLines: [copy(po.DocEntry, 0)] });
    expect((rest.body as Doc).DocumentLines[0]).toMatchObject({ Quantity: 6 });
    after = await getDoc('PurchaseOrders(1)');
    expect(after.DocumentStatus).toBe('bost_Close');
    expect(after.DocumentLines[0]).toMatchObject({
      RemainingOpenQuantity: 0,
      LineStatus: 'bost_Close',
    });
  });

  it("refuses to copy from a closed order, a line already copied, or another supplier's order", async () => {
    const po = await createOrder();
    await invoice({ DocumentLines: [copy(po.DocEntry, 1)] });
    expect((await invoice({ DocumentLines: [copy(po.DocEntry, 1)] })).body).toEqual(
      slError(-10, 'One of the base documents has already been closed'),
    );
    expect((await s.client.post('PurchaseOrders(1)/Close')).status).toBe(204);
    expect((await invoice({ DocumentLines: [copy(po.DocEntry, 0)] })).body).toEqual(
      slError(-10, 'One of the base documents has already been closed'),
    );

    const other = await createOrder('PSW0006', [{ ItemCode: 'CAR-0001', Quantity: 1 }]);
    expect((await invoice({ DocumentLines: [copy(other.DocEntry, 0)] })).body).toEqual(
      slError(-10, 'Base document card and target document card do not match.'),
    );
    expect((await s.client.get('PurchaseInvoices/$count')).text).toBe('1');
  });

  it('refuses a base that does not exist, an incomplete base and another base type', async () => {
    const po = await createOrder();
    expect(await invoice({ DocumentLines: [copy(99, 0)] })).toMatchObject({
      status: 400,
      body: slError(-2028, 'No matching records found (ODBC -2028)'),
    });
    expect((await invoice({ DocumentLines: [copy(po.DocEntry, 7)] })).body).toMatchObject({
      error: { code: -2028 },
    });
    expect(
      (await invoice({ DocumentLines: [{ BaseType: 22, BaseEntry: po.DocEntry }] })).body,
    ).toEqual(
      slError(-5002, 'Specify BaseType, BaseEntry and BaseLine together [DocumentLines][line: 1]'),
    );
    expect(
      (await invoice({ DocumentLines: [copy(po.DocEntry, 0, { BaseType: 20 })] })).body,
    ).toEqual(
      slError(-5002, "Invalid base document type [DocumentLines.BaseType][line: 1] , '20'"),
    );
    expect(
      (await invoice({ DocumentLines: [copy(po.DocEntry, 0, { ItemCode: 'LAC-0003' })] })).status,
    ).toBe(400);
  });

  it('names the invoice tables in its messages', async () => {
    expect((await invoice({ CardCode: 'P999', DocumentLines: [{ ItemCode: 'X' }] })).body).toEqual(
      slError(-5002, "Invalid BP code [OPCH.CardCode] , 'P999'"),
    );
    expect((await invoice({ DocumentLines: [{ ItemCode: 'X' }] })).body).toEqual(
      slError(-5002, "Invalid item code [PCH1.ItemCode][line: 1] , 'X'"),
    );
  });
});

describe('withholding (1% IVA, supplier PSW0004)', () => {
  const lines = (price: number) => [{ ItemCode: 'VER-0012', Quantity: 10, UnitPrice: price }];

  it('deducts it on an invoice whose liable base exceeds $100', async () => {
    const res = await invoice({ CardCode: 'PSW0004', DocumentLines: lines(20) });
    expect(res.body).toMatchObject({
      VatSum: 26,
      WTAmount: 2,
      BaseAmount: 200,
      DocTotal: 224,
      WithholdingTaxDataCollection: [{ WTCode: 'RI01', Rate: 1, TaxableAmount: 200, WTAmount: 2 }],
    });
    expect((res.body as Doc).DocumentLines[0]).toMatchObject({ WTLiable: 'tYES' });
  });

  it('leaves small invoices, other suppliers and orders alone', async () => {
    expect((await invoice({ CardCode: 'PSW0004', DocumentLines: lines(10) })).body).toMatchObject({
      WTAmount: 0,
      DocTotal: 113,
    });
    const order = await s.client.post('PurchaseOrders', {
      CardCode: 'PSW0004',
      DocumentLines: lines(20),
    });
    expect(order.body).toMatchObject({ WTAmount: 0, DocTotal: 226 });
    const other = await invoice({
      CardCode: 'PSW0003',
      DocumentLines: [{ ItemCode: 'VER-0001', Quantity: 20, UnitPrice: 20 }],
    });
    expect(other.body).toMatchObject({ WTAmount: 0, DocTotal: 452 });
  });
});
