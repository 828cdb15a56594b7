import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { slError, startSimulator, type Started } from './test-helpers';

let s: Started;
beforeAll(async () => {
  s = await startSimulator({ now: () => new Date('2026-03-10T15:30:00Z') });
});
beforeEach(() => s.sim.reset());
afterAll(() => s.sim.close());

const supplier = {
  CardCode: 'PSW0099',
  CardName: 'Frutas Don Chepe',
  CardType: 'S',
  Phone1: '7788-1122',
  EmailAddress: 'donchepe@gmail.com',
  U_Marca: 'Subway',
};

describe('creating master data', () => {
  it('adds a business partner with SAP defaults and answers 201 with Location', async () => {
    const res = await s.client.post('BusinessPartners', supplier);
    expect(res.status, res.text).toBe(201);
    expect(res.headers.get('location')).toBe(`${s.root}/BusinessPartners('PSW0099')`);
    expect(res.body).toMatchObject({
      CardCode: 'PSW0099',
      CardType: 'cSupplier',
      Valid: 'tYES',
      Frozen: 'tNO',
      SubjectToWithholdingTax: 'boNO',
      Currency: 'USD',
      CreateDate: '2026-03-10',
      U_Marca: 'Subway',
    });
    // Usable at once in a document.
    const po = await s.client.post('PurchaseOrders', {
      CardCode: 'PSW0099',
      DocumentLines: [{ ItemCode: 'VER-0001', Quantity: 1 }],
    });
    expect(po.status).toBe(201);
  });

  it.each([
    [
      'BusinessPartners',
      { ...supplier, CardCode: 'PSW0001' },
      slError(
        -10,
        "1320000140 - Business partner code 'PSW0001' already assigned to a business partner; enter a unique business partner code",
      ),
    ],
    [
      'Items',
      { ItemCode: 'PAN-0001', ItemName: 'Otro pan' },
      slError(-10, "Item code 'PAN-0001' already exists"),
    ],
    [
      'Warehouses',
      { WarehouseCode: 'SW01', WarehouseName: 'Otra' },
      slError(
        -2035,
        "This entry already exists in the following tables 'Warehouses' (OWHS) (ODBC -2035)",
      ),
    ],
  ])('refuses a duplicate key in %s', async (set, body, error) => {
    expect(await s.client.post(set, body)).toMatchObject({ status: 400, body: error });
  });

  it('adds an item with defaults, checking its supplier, warehouse and group', async () => {
    const res = await s.client.post('Items', {
      ItemCode: 'VER-9001',
      ItemName: 'Rábano',
      ItemsGroupCode: 102,
      Mainsupplier: 'PSW0003',
      PurchaseUnit: 'Saco',
      ItemPrices: [{ PriceList: 1, Price: 8.5, Currency: 'USD' }],
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({
      PurchaseItem: 'tYES',
      Frozen: 'tNO',
      ItemType: 'itItems',
      PurchaseVATGroup: 'IVA13',
    });
    expect((await s.client.post('Items', { ItemCode: 'X1', Mainsupplier: 'NOPE' })).body).toEqual(
      slError(-5002, "Enter valid code  [Items.Mainsupplier] , 'NOPE'"),
    );
    expect((await s.client.post('Items', { ItemCode: 'X1', ItemsGroupCode: 555 })).status).toBe(
      400,
    );
  });

  it('refuses a missing key, an unknown property and writes to read-only sets', async () => {
    expect((await s.client.post('BusinessPartners', { CardName: 'Sin código' })).body).toEqual(
      slError(-5002, "Property 'CardCode' of 'SAPB1.BusinessPartner' is mandatory"),
    );
    expect((await s.client.post('BusinessPartners', { ...supplier, Nickname: 'x' })).body).toEqual(
      slError(-1000, "Property 'Nickname' of 'SAPB1.BusinessPartner' is invalid"),
    );
    expect((await s.client.post('ItemGroups', { Number: 200, GroupName: 'x' })).body).toEqual(
      slError(-5006, 'The requested action is not supported for this object.'),
    );
  });
});

describe('updating and deleting master data', () => {
  it('merges a PATCH (204), ignoring the key as SAP does', async () => {
    const res = await s.client.patch("BusinessPartners('PSW0001')", {
      CardCode: 'CAMBIADO',
      Phone1: '2278-9999',
      Frozen: 'tYES',
    });
    expect(res.status, res.text).toBe(204);
    const bp = (await s.client.get("BusinessPartners('PSW0001')")).body;
    expect(bp).toMatchObject({
      CardCode: 'PSW0001',
      Phone1: '2278-9999',
      Frozen: 'tYES',
      UpdateDate: '2026-03-10',
    });
    // Frozen now: documents for it are refused.
    const po = await s.client.post('PurchaseOrders', {
      CardCode: 'PSW0001',
      DocumentLines: [{ ItemCode: 'PAN-0001' }],
    });
    expect(po.body).toEqual(
      slError(-10, "Business partner is inactive [OPOR.CardCode] , 'PSW0001'"),
    );
  });

  it('merges price-list rows by PriceList unless told to replace the collection', async () => {
    await s.client.patch("Items('PAN-0001')", { ItemPrices: [{ PriceList: 2, Price: 30 }] });
    expect((await s.client.get("Items('PAN-0001')/ItemPrices")).body).toEqual({
      ItemPrices: [
        { PriceList: 1, Price: 24.5, Currency: 'USD' },
        { PriceList: 2, Price: 30, Currency: null },
      ],
    });
    await s.client.call(
      'PATCH',
      "Items('PAN-0001')",
      { ItemPrices: [{ PriceList: 1, Price: 25 }] },
      {
        'b1s-replacecollectionsonpatch': 'true',
      },
    );
    expect((await s.client.get("Items('PAN-0001')/ItemPrices")).body).toEqual({
      ItemPrices: [{ PriceList: 1, Price: 25, Currency: null }],
    });
  });

  it('deletes unused records and refuses records in use', async () => {
    await s.client.post('BusinessPartners', supplier);
    expect((await s.client.delete("BusinessPartners('PSW0099')")).status).toBe(204);
    expect((await s.client.get("BusinessPartners('PSW0099')")).status).toBe(404);
    expect((await s.client.delete("BusinessPartners('PSW0001')")).body).toEqual(
      slError(-5002, "Cannot remove a record that is used in documents [OCRD] , 'PSW0001'"),
    );
    expect((await s.client.delete("Warehouses('ZZ99')")).status).toBe(404);
  });
});
