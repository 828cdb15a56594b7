import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseFilter } from './odata/filter-parser';
import { startSimulator, type Started } from './test-helpers';

let s: Started;
beforeAll(async () => {
  s = await startSimulator();
  // A supplier with a quote in its name, for the doubled-quote literal.
  await s.client.post('BusinessPartners', {
    CardCode: 'PTEST01',
    CardName: "Distribuidora O'Brien",
    CardType: 'S',
    Phone1: '2222-0000',
  });
});
afterAll(() => s.sim.close());

type Rows = { value: Record<string, unknown>[] };

async function codes(set: string, filter: string, key: string, headers?: Record<string, string>) {
  const res = await s.client.get(`${set}?$filter=${encodeURIComponent(filter)}&$select=${key}`, {
    prefer: 'odata.maxpagesize=0',
    ...headers,
  });
  expect(res.status, res.text).toBe(200);
  return (res.body as Rows).value.map((r) => r[key]);
}

const items = (filter: string) => codes('Items', filter, 'ItemCode');
const partners = (filter: string, headers?: Record<string, string>) =>
  codes('BusinessPartners', filter, 'CardCode', headers);

describe('$filter comparisons', () => {
  it('eq and ne on strings', async () => {
    expect(await items("ItemCode eq 'PAN-0001'")).toEqual(['PAN-0001']);
    const all = await items("ItemCode ne 'x'");
    expect(await items("ItemCode ne 'PAN-0001'")).toHaveLength(all.length - 1);
  });

  it('gt ge lt le on strings, numbers and dates', async () => {
    expect(await items("ItemCode gt 'VER-0010' and ItemCode lt 'VER-0013'")).toEqual([
      'VER-0011',
      'VER-0012',
    ]);
    expect(await items("ItemCode ge 'VER-0011' and ItemCode le 'VER-0012'")).toEqual([
      'VER-0011',
      'VER-0012',
    ]);
    // Straws come 5,000 a box, napkins 6,000 a bale, wooden stirrers 10,000 a box.
    expect(await items('PurchaseItemsPerUnit ge 5000')).toEqual([
      'EMP-0007',
      'EMP-0008',
      'EMP-0036',
      'EMP-0037',
    ]);
    expect(await items('PurchaseItemsPerUnit gt 5000 and PurchaseItemsPerUnit le 6000')).toEqual([
      'EMP-0008',
      'EMP-0037',
    ]);
    expect(await partners("CreateDate lt '2023-01-16'")).toEqual([]);
    expect(await partners("CreateDate le '20230116' and CardType eq 'C'")).toEqual([
      'C0001',
      'C0002',
    ]);
    expect(await partners("UpdateDate gt datetime'2024-01-01T00:00:00'")).toContain('PSW0001');
  });

  it('and, or, not and parentheses with the usual precedence', async () => {
    const f = "ItemCode eq 'PAN-0001' or ItemCode eq 'PAN-0002' and ItemsGroupCode eq 999";
    expect(await items(f)).toEqual(['PAN-0001']);
    expect(await items(`(${f.replace(' and ', ') and (')})`)).toEqual([]);
    const notFrozen = await items("not (Frozen eq 'tYES')");
    const active = await items("Frozen eq 'tNO'");
    expect(notFrozen).toEqual(active);
  });

  it('compares enums by name or by database value', async () => {
    const byName = await partners("CardType eq 'cSupplier'");
    expect(byName).toHaveLength(38);
    expect(await partners("CardType eq 'S'")).toEqual(byName);
    expect(await items("Frozen eq 'Y'")).toEqual(await items("Frozen eq 'tYES'"));
  });

  it('reads doubled quotes inside a literal', async () => {
    expect(await partners("CardName eq 'Distribuidora O''Brien'")).toEqual(['PTEST01']);
  });

  it('filters on UDFs like any property', async () => {
    expect(await partners("U_Marca eq 'Humo' and U_Rubro eq 'Mariscos'")).toEqual(['PHU0012']);
  });

  it('treats a comparison with a null property as unknown, as SQL does', async () => {
    expect(await partners("CardType eq 'cCustomer' and WTCode ne 'RI01'")).toEqual([]);
    expect(await partners("CardType eq 'cCustomer' and WTCode eq null")).toEqual([
      'C0001',
      'C0002',
    ]);
    expect(await partners("CardType eq 'cSupplier' and WTCode ne null")).toEqual(['PSW0004']);
  });
});

describe('$filter functions', () => {
  it('startswith, endswith, contains and substringof', async () => {
    expect(await partners("startswith(CardName, 'Avícola')")).toEqual(['PHU0003', 'PSW0007']);
    expect(await partners("endswith(AliasName, 'Apaneca')")).toEqual(['PVE0001']);
    expect(await partners("contains(CardName, 'Bebidas')")).toHaveLength(4);
    expect(await partners("substringof('Bebidas', CardName)")).toHaveLength(4);
    expect(await partners("substringof('Bebidas', CardName) eq true")).toHaveLength(4);
    expect(await partners("substringof('Bebidas', CardName) eq false")).toHaveLength(36);
  });

  it('is case-sensitive unless B1S-CaseInsensitive is sent', async () => {
    expect(await partners("contains(CardName, 'bebidas')")).toEqual([]);
    expect(
      await partners("contains(CardName, 'bebidas')", { 'b1s-caseinsensitive': 'true' }),
    ).toHaveLength(4);
  });
});

describe('$filter refusals', () => {
  it.each([
    ['Frozen eq false', 'Edm.Boolean'],
    ['Frozen eq true', 'Edm.Boolean'],
    ["Nope eq 'x'", "Property 'Nope' of 'SAPB1.Item' is invalid"],
    ["tolower(ItemName) eq 'x'", "function 'tolower' is not supported"],
    ['PurchaseItemsPerUnit add 1 eq 2', "arithmetic operator 'add'"],
    ["ItemName eq 'unterminated", 'unterminated string literal'],
    ["Frozen eq 'maybe'", "'maybe' is not a value of BoYesNoEnum"],
    ["CreateDate eq 'yesterday'", "'yesterday' is not a valid date"],
    ["ItemCode eq 'a' and", 'unexpected end of expression'],
    ['ItemCode', 'is not a condition'],
    ["startswith(PurchaseItemsPerUnit, '1')", 'needs a string property'],
  ])('refuses %s with 400', async (filter, message) => {
    const res = await s.client.get(`Items?$filter=${encodeURIComponent(filter)}`);
    expect(res.status).toBe(400);
    const error = (res.body as { error: { code: number; message: { value: string } } }).error;
    expect(error.code).toBe(-1000);
    expect(error.message.value).toContain(message);
  });
});

describe('parseFilter', () => {
  it('builds comparisons bound tighter than and, and than or', () => {
    expect(parseFilter("A eq 'x' or B eq 1 and not C ne 2")).toEqual({
      t: 'or',
      left: {
        t: 'cmp',
        op: 'eq',
        left: { t: 'prop', name: 'A' },
        right: { t: 'lit', lit: { t: 'string', value: 'x' } },
      },
      right: {
        t: 'and',
        left: {
          t: 'cmp',
          op: 'eq',
          left: { t: 'prop', name: 'B' },
          right: { t: 'lit', lit: { t: 'number', value: 1 } },
        },
        right: {
          t: 'not',
          expr: {
            t: 'cmp',
            op: 'ne',
            left: { t: 'prop', name: 'C' },
            right: { t: 'lit', lit: { t: 'number', value: 2 } },
          },
        },
      },
    });
  });

  it('reads negative and decimal numbers and datetime literals', () => {
    expect(parseFilter("X ge -1.5 and D eq datetime'2014-04-23'")).toMatchObject({
      left: { right: { lit: { t: 'number', value: -1.5 } } },
      right: { right: { lit: { t: 'datetime', value: '2014-04-23' } } },
    });
  });
});
