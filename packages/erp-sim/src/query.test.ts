import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slError, startSimulator, type Started } from './test-helpers';

let s: Started;
beforeAll(async () => {
  s = await startSimulator();
});
afterAll(() => s.sim.close());

type Page = {
  value: Record<string, unknown>[];
  'odata.nextLink'?: string;
  'odata.count'?: string;
  'odata.metadata'?: string;
};

async function page(path: string, headers?: Record<string, string>) {
  const res = await s.client.get(path, headers);
  expect(res.status, res.text).toBe(200);
  return { ...res, page: res.body as Page };
}

/** Follows odata.nextLink (relative to the service root) to the end, as a client must. */
async function walk(first: string, headers?: Record<string, string>) {
  const rows: Record<string, unknown>[] = [];
  const sizes: number[] = [];
  let next: string | undefined = first;
  while (next) {
    const { page: p } = await page(next, headers);
    rows.push(...p.value);
    sizes.push(p.value.length);
    next = p['odata.nextLink'];
  }
  return { rows, sizes };
}

const ALL_ITEMS = 368;

describe('paging (reference §4.2)', () => {
  it('pages by 20 with a relative next link that keeps the other options', async () => {
    const { page: p } = await page(
      'Items?$select=ItemCode&$filter=ItemsGroupCode eq 110&$orderby=ItemCode desc',
    );
    expect(p['odata.metadata']).toBe(`${s.root}/$metadata#Items`);
    expect(p.value).toHaveLength(20);
    expect(p['odata.nextLink']).toBe(
      'Items?$select=ItemCode&$filter=ItemsGroupCode%20eq%20110&$orderby=ItemCode%20desc&$skip=20',
    );
  });

  it('walks every row exactly once, in order, and the last page has no link', async () => {
    const { rows, sizes } = await walk('Items?$select=ItemCode');
    expect(rows).toHaveLength(ALL_ITEMS);
    expect(sizes).toEqual([...Array<number>(18).fill(20), 8]);
    const codes = rows.map((r) => r.ItemCode as string);
    expect(new Set(codes).size).toBe(ALL_ITEMS);
    expect(codes).toEqual([...codes].sort());
  });

  it('honours Prefer: odata.maxpagesize and says so in Preference-Applied', async () => {
    const res = await page('Items?$select=ItemCode', { prefer: 'odata.maxpagesize=50' });
    expect(res.page.value).toHaveLength(50);
    expect(res.headers.get('preference-applied')).toBe('odata.maxpagesize=50');
    expect(res.page['odata.nextLink']).toBe('Items?$select=ItemCode&$skip=50');
  });

  it('honours B1S-PageSize, and 0 turns paging off', async () => {
    expect((await page('Warehouses', { 'b1s-pagesize': '7' })).page.value).toHaveLength(7);
    const all = await page('Items?$select=ItemCode', { prefer: 'odata.maxpagesize=0' });
    expect(all.page.value).toHaveLength(ALL_ITEMS);
    expect(all.page['odata.nextLink']).toBeUndefined();
  });

  it('answers $top rows and no link when $top is not larger than the page', async () => {
    const { page: p } = await page('Items?$select=ItemCode&$top=5');
    expect(p.value).toHaveLength(5);
    expect(p['odata.nextLink']).toBeUndefined();
  });

  it('pages a $top larger than the page until $top rows have come', async () => {
    const first = await page('Items?$select=ItemCode&$top=45');
    expect(first.page['odata.nextLink']).toBe('Items?$select=ItemCode&$top=25&$skip=20');
    const { rows, sizes } = await walk('Items?$select=ItemCode&$top=45');
    expect(sizes).toEqual([20, 20, 5]);
    expect(rows.at(-1)).toEqual(
      (await page('Items?$select=ItemCode&$skip=44&$top=1')).page.value[0],
    );
  });

  it('applies $skip before $top', async () => {
    const all = (await page('Warehouses?$select=WarehouseCode')).page.value;
    const { page: p } = await page('Warehouses?$select=WarehouseCode&$skip=3&$top=2');
    expect(p.value).toEqual(all.slice(3, 5));
  });
});

describe('query options', () => {
  it('$select returns only the named properties, in that order', async () => {
    const { page: p } = await page(
      "Items?$select=PurchaseUnit,ItemCode&$filter=ItemCode eq 'PAN-0001'",
    );
    expect(p.value).toEqual([{ PurchaseUnit: 'Caja', ItemCode: 'PAN-0001' }]);
  });

  it('$orderby sorts on several keys, each asc or desc', async () => {
    const { page: p } = await page(
      'Items?$select=ItemsGroupCode,ItemCode&$orderby=ItemsGroupCode desc,ItemCode&$top=3',
    );
    expect(p.value).toEqual([
      { ItemsGroupCode: 111, ItemCode: 'LIM-0001' },
      { ItemsGroupCode: 111, ItemCode: 'LIM-0002' },
      { ItemsGroupCode: 111, ItemCode: 'LIM-0003' },
    ]);
  });

  it('/$count answers the filtered count as plain text', async () => {
    const all = await s.client.get('Items/$count');
    expect(all.text).toBe(String(ALL_ITEMS));
    expect(all.headers.get('content-type')).toMatch(/^text\/plain/);
    expect((await s.client.get("Items/$count?$filter=PurchaseItem eq 'tNO'")).text).toBe('4');
  });

  it('$inlinecount=allpages adds the total as a string on every page', async () => {
    const { page: p } = await page(
      'Items?$select=ItemCode&$filter=ItemsGroupCode eq 110&$inlinecount=allpages',
    );
    expect(p['odata.count']).toBe('38');
    expect(p.value).toHaveLength(20);
    expect(Object.keys(p)).toEqual(['odata.metadata', 'odata.count', 'value', 'odata.nextLink']);
  });

  it.each([
    ['$select=Nope', "Property 'Nope' of 'SAPB1.Item' is invalid"],
    ['$orderby=ItemCode sideways', "Invalid $orderby 'ItemCode sideways'"],
    ['$orderby=ItemPrices', "Collection property 'ItemPrices' cannot be used in $orderby"],
    ['$top=ten', "Invalid $top value 'ten'"],
    ['$skip=-1', "Invalid $skip value '-1'"],
    ['$expand=ItemPrices', "Query option '$expand' is not supported"],
    ['$inlinecount=some', "Invalid $inlinecount value 'some'"],
  ])('refuses %s with 400', async (query, message) => {
    const res = await s.client.get(`Items?${query}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain(message);
  });
});

describe('single entity', () => {
  it("answers Set('key') with every property of the type, unset ones as null", async () => {
    const res = await s.client.get("Items('PAN-0001')");
    expect(res.status).toBe(200);
    const item = res.body as Record<string, unknown>;
    expect(item['odata.metadata']).toBe(`${s.root}/$metadata#Items/@Element`);
    expect(item).toMatchObject({
      ItemCode: 'PAN-0001',
      ItemName: 'Masa congelada pan blanco 30 cm',
      ForeignName: null,
      PurchaseItem: 'tYES',
      ItemPrices: [{ PriceList: 1, Price: 24.5, Currency: 'USD' }],
    });
  });

  it('accepts the named key form and $select', async () => {
    const res = await s.client.get(
      "BusinessPartners(CardCode='PSW0004')?$select=CardCode,SubjectToWithholdingTax",
    );
    expect(res.body).toEqual({
      'odata.metadata': `${s.root}/$metadata#BusinessPartners/@Element`,
      CardCode: 'PSW0004',
      SubjectToWithholdingTax: 'boYES',
    });
  });

  it('answers a missing key with 404 / -2028', async () => {
    for (const path of ["Items('NOPE')", "BusinessPartners('O''Brien')", 'PurchaseOrders(999)']) {
      expect(await s.client.get(path)).toMatchObject({
        status: 404,
        body: slError(-2028, 'No matching records found (ODBC -2028)'),
      });
    }
  });

  it('refuses a key of the wrong type and an unknown entity set', async () => {
    expect((await s.client.get("PurchaseOrders('abc')")).status).toBe(400);
    expect((await s.client.get('Items(12)')).status).toBe(400);
    expect((await s.client.get('Orderz')).status).toBe(404);
    expect((await s.client.get('constructor')).status).toBe(404);
  });

  it('reads one property as {value}, its raw $value, and a collection property', async () => {
    expect((await s.client.get("Items('PAN-0001')/PurchaseUnit")).body).toMatchObject({
      value: 'Caja',
    });
    const raw = await s.client.get("Warehouses('SW01')/WarehouseName/$value");
    expect(raw.text).toBe('Subway Multiplaza');
    expect((await s.client.get("Items('PAN-0001')/ItemPrices")).body).toEqual({
      ItemPrices: [{ PriceList: 1, Price: 24.5, Currency: 'USD' }],
    });
    expect(await s.client.get("Items('PAN-0001')/ForeignName/$value")).toMatchObject({
      status: 404,
      body: slError(-2028, 'Resource not found for the property: ForeignName'),
    });
  });

  it('serves $metadata as CSDL with the entity sets', async () => {
    const res = await s.client.get('$metadata');
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.text).toContain('<EntitySet Name="PurchaseInvoices" EntityType="SAPB1.Document"/>');
    expect(res.text).toContain('<Property Name="U_BO_ID" Type="Edm.String"/>');
  });
});
