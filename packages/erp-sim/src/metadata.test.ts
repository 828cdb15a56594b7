import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { servedActions } from './routes/dispatch';
import {
  CREDENTIALS,
  documentHelpers,
  slClient,
  startSimulator,
  type Started,
  type TestClient,
} from './test-helpers';

/**
 * $metadata is read with a real XML parser and held against what the simulator does: every enum
 * value it declares must be accepted by $filter, every action it declares must be served, and every
 * action it serves must be declared (issue #51, point 16).
 */

let s: Started;
const clients: Record<Version, TestClient> = {} as Record<Version, TestClient>;
beforeAll(async () => {
  s = await startSimulator({ now: () => new Date('2026-03-10T15:30:00Z') });
  clients.v1 = s.client;
  clients.v2 = slClient(`${s.url}/b1s/v2`);
  expect((await clients.v2.login()).status).toBe(200);
});
beforeEach(() => s.sim.reset());
afterAll(() => s.sim.close());

const { createOrder, copy, invoice } = documentHelpers(() => s);

type Version = 'v1' | 'v2';
const VERSIONS: Version[] = ['v1', 'v2'];
type Attrs = Record<string, string | undefined>;
type Node = Attrs & Record<string, unknown>;

const REPEATED = new Set([
  'Schema',
  'EnumType',
  'Member',
  'EntityType',
  'ComplexType',
  'Property',
  'PropertyRef',
  'EntitySet',
  'Action',
  'ActionImport',
  'FunctionImport',
  'Parameter',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  isArray: (name, _path, _leaf, isAttribute) => !isAttribute && REPEATED.has(name),
});

type Action = { name: string; bindingType?: string; parameters: Attrs[] };

type Csdl = {
  enums: Map<string, Map<string, string>>;
  entityTypes: Map<string, Map<string, string>>;
  entitySets: Map<string, string>;
  actions: Action[];
};

const list = (value: unknown) => (Array.isArray(value) ? (value as Node[]) : []);

/** EnumType, EntityType, EntitySet and Action / ActionImport (v4) or FunctionImport (v3) elements. */
function readCsdl(xml: string): Csdl {
  const doc = parser.parse(xml) as { Edmx?: { DataServices?: { Schema?: Node[] } } };
  const schemas = list(doc.Edmx?.DataServices?.Schema);
  expect(schemas.length).toBeGreaterThan(0);
  const csdl: Csdl = {
    enums: new Map(),
    entityTypes: new Map(),
    entitySets: new Map(),
    actions: [],
  };
  const strip = (type = '') => type.replace(/^SAPB1\./, '');
  for (const schema of schemas) {
    for (const e of list(schema.EnumType)) {
      csdl.enums.set(e.Name!, new Map(list(e.Member).map((m) => [m.Name!, m.Value!])));
    }
    for (const t of list(schema.EntityType)) {
      csdl.entityTypes.set(t.Name!, new Map(list(t.Property).map((p) => [p.Name!, p.Type!])));
    }
    const actions = new Map<string, Action>();
    for (const a of list(schema.Action)) {
      const parameters = list(a.Parameter);
      const bound = a.IsBound === 'true';
      actions.set(a.Name!, {
        name: a.Name!,
        bindingType: bound ? strip(parameters[0]?.Type) : undefined,
        parameters,
      });
    }
    const container: unknown = schema.EntityContainer;
    const containers = Array.isArray(container)
      ? (container as Node[])
      : container
        ? [container as Node]
        : [];
    for (const container of containers) {
      for (const set of list(container.EntitySet)) {
        csdl.entitySets.set(set.Name!, strip(set.EntityType));
      }
      for (const imp of list(container.ActionImport)) {
        const target = actions.get(strip(imp.Action));
        expect(target, `ActionImport ${imp.Name} names a declared Action`).toBeDefined();
        expect(target?.bindingType, `ActionImport ${imp.Name} is unbound`).toBeUndefined();
      }
      for (const f of list(container.FunctionImport)) {
        const parameters = list(f.Parameter);
        const bound = f.IsBindable === 'true';
        csdl.actions.push({
          name: f.Name!,
          bindingType: bound ? strip(parameters[0]?.Type) : undefined,
          parameters,
        });
      }
    }
    csdl.actions.push(...actions.values());
  }
  return csdl;
}

async function csdlOf(version: Version): Promise<Csdl> {
  const res = await clients[version].get('$metadata');
  expect(res.status, res.text).toBe(200);
  expect(XMLValidator.validate(res.text)).toBe(true);
  return readCsdl(res.text);
}

const rowsOf = (body: unknown) => (body as { value: Record<string, unknown>[] }).value;

async function filtered(set: string, key: string, filter: string) {
  const res = await s.client.get(
    `${set}?$filter=${encodeURIComponent(filter)}&$select=${key}&$orderby=${key}`,
    { prefer: 'odata.maxpagesize=0' },
  );
  return { status: res.status, text: res.text, keys: res.status === 200 ? rowsOf(res.body) : [] };
}

describe('$metadata enumerations', () => {
  it.each(VERSIONS)('declares SAP’s object type codes and card types (%s)', async (version) => {
    const { enums } = await csdlOf(version);
    expect(Object.fromEntries(enums.get('BoObjectTypes') ?? [])).toMatchObject({
      oPurchaseOrders: '22',
      oPurchaseInvoices: '18',
      oPurchaseDeliveryNotes: '20',
      oStockTransfer: '67',
    });
    expect(Object.fromEntries(enums.get('BoCardTypes') ?? [])).toEqual({
      cCustomer: '0',
      cSupplier: '1',
      cLid: '2',
    });
  });

  it('accepts in $filter every member of BoCardTypes and BoObjectTypes by name and by declared value', async () => {
    // Some rows of each kind, so that "same rows" means something.
    const po = await createOrder();
    await invoice({ DocumentLines: [copy(po.DocEntry, 0, { Quantity: 1 })] });
    const transfer = await s.client.post('StockTransfers', {
      FromWarehouse: 'SW01',
      ToWarehouse: 'SW02',
      StockTransferLines: [{ ItemCode: 'PAN-0001', Quantity: 2 }],
    });
    expect(transfer.status, transfer.text).toBe(201);
    const { enums, entityTypes, entitySets } = await csdlOf('v1');
    const uses: { set: string; key: string; property: string; enumName: string }[] = [];
    for (const [set, typeName] of entitySets) {
      for (const [property, type] of entityTypes.get(typeName) ?? []) {
        const enumName = type.replace(/^SAPB1\./, '');
        if (enumName === 'BoCardTypes' || enumName === 'BoObjectTypes') {
          uses.push({
            set,
            key: typeName === 'BusinessPartner' ? 'CardCode' : 'DocEntry',
            property,
            enumName,
          });
        }
      }
    }
    expect(uses.map((u) => `${u.set}.${u.property}`)).toEqual(
      expect.arrayContaining([
        'BusinessPartners.CardType',
        'PurchaseOrders.DocObjectCode',
        'StockTransfers.DocObjectCode',
      ]),
    );
    for (const { set, key, property, enumName } of uses) {
      for (const [member, value] of enums.get(enumName)!) {
        const byName = await filtered(set, key, `${property} eq '${member}'`);
        expect(byName.status, `${set}: ${property} eq '${member}' → ${byName.text}`).toBe(200);
        for (const literal of [value, `'${value}'`]) {
          const byValue = await filtered(set, key, `${property} eq ${literal}`);
          expect(byValue.status, `${set}: ${property} eq ${literal} → ${byValue.text}`).toBe(200);
          expect(byValue.keys, `${set}: ${property} eq ${literal}`).toEqual(byName.keys);
        }
      }
    }
    // The suppliers are found whichever way the card type is written (reference §1, §5.1).
    const suppliers = await filtered('BusinessPartners', 'CardCode', "CardType eq 'cSupplier'");
    expect(suppliers.keys.length).toBeGreaterThan(30);
    expect((await filtered('BusinessPartners', 'CardCode', "CardType eq 'S'")).keys).toEqual(
      suppliers.keys,
    );
    expect((await filtered('BusinessPartners', 'CardCode', 'CardType eq 1')).keys).toEqual(
      suppliers.keys,
    );
  });
});

/** What makes each declared action succeed (204, or 200 with a body) in a fresh company. */
const UNBOUND: Record<string, (c: TestClient) => Promise<number>> = {
  Login: async (c) =>
    (await slClient(c === clients.v1 ? s.root : `${s.url}/b1s/v2`).login()).status,
  Logout: async (c) => {
    const other = slClient(c === clients.v1 ? s.root : `${s.url}/b1s/v2`);
    await other.login(CREDENTIALS);
    return (await other.post('Logout')).status;
  },
  SeriesService_GetDocumentSeries: async (c) =>
    (await c.post('SeriesService_GetDocumentSeries', { DocumentTypeParams: { Document: '22' } }))
      .status,
  SeriesService_GetDefaultSeries: async (c) =>
    (await c.post('SeriesService_GetDefaultSeries', { DocumentTypeParams: { Document: '18' } }))
      .status,
};

async function freshDocument(set: string): Promise<number> {
  const po = await createOrder();
  if (set === 'PurchaseOrders') return po.DocEntry as number;
  const res = await invoice({ DocumentLines: [copy(po.DocEntry, 0, { Quantity: 1 })] });
  expect(res.status, res.text).toBe(201);
  return (res.body as { DocEntry: number }).DocEntry;
}

/** Bound actions: the set they succeed on and what the document needs first. */
const BOUND: Record<string, { set: string; before?: string }> = {
  Close: { set: 'PurchaseOrders' },
  Cancel: { set: 'PurchaseOrders' },
  Reopen: { set: 'PurchaseOrders', before: 'Close' },
  CreateCancellationDocument: { set: 'PurchaseInvoices' },
};

/** Actions of SAP's document catalogue (reference §6.1); served on a set unless it answers -5006. */
const CATALOGUE = ['Close', 'Cancel', 'Reopen', 'CreateCancellationDocument'];

describe('$metadata actions', () => {
  it.each(VERSIONS)(
    'declares every action it serves and serves every declared one (%s)',
    async (version) => {
      s.sim.reset();
      const c = clients[version];
      const { actions, entitySets } = await csdlOf(version);
      const declared = new Map(actions.map((a) => [a.name, a]));

      for (const action of actions) {
        if (action.bindingType === undefined) {
          const run = UNBOUND[action.name];
          expect(run, `no way to call the declared action ${action.name}`).toBeDefined();
          expect([200, 204], `${action.name}`).toContain(await run!(c));
          continue;
        }
        const scenario = BOUND[action.name];
        expect(scenario, `no way to call the declared bound action ${action.name}`).toBeDefined();
        expect(entitySets.get(scenario!.set)).toBe(action.bindingType);
        const entry = await freshDocument(scenario!.set);
        if (scenario!.before) {
          expect((await c.post(`${scenario!.set}(${entry})/${scenario!.before}`)).status).toBe(204);
        }
        const res = await c.post(`${scenario!.set}(${entry})/${action.name}`);
        expect(res.status, `${scenario!.set}(${entry})/${action.name}: ${res.text}`).toBe(204);
      }

      // Served, as the routes' own tables say: every unbound and every bound action of each set.
      const served = servedActions();
      for (const name of served.unbound) {
        expect(declared.has(name), `${name} is served but not declared`).toBe(true);
        expect(declared.get(name)?.bindingType, `${name} is declared bound`).toBeUndefined();
      }
      for (const [set, names] of Object.entries(served.bound)) {
        for (const name of names) {
          expect(
            declared.get(name)?.bindingType,
            `${set}(n)/${name} is served but not declared`,
          ).toBe(entitySets.get(set));
        }
      }
      // Served, as a client sees it: the unbound calls the simulator answers, and any catalogue action that a fresh
      // document of a set does not refuse as unsupported.
      for (const name of Object.keys(UNBOUND)) {
        expect(
          declared.get(name)?.bindingType,
          `${name} is served but not declared`,
        ).toBeUndefined();
        expect(declared.has(name), `${name} is served but not declared`).toBe(true);
      }
      for (const set of ['PurchaseOrders', 'PurchaseInvoices']) {
        for (const name of CATALOGUE) {
          const entry = await freshDocument(set);
          const res = await c.post(`${set}(${entry})/${name}`);
          const code = (res.body as { error?: { code?: unknown } }).error?.code;
          if (res.status === 404 || String(code) === '-5006') continue;
          expect(
            declared.get(name)?.bindingType,
            `${set}(n)/${name} is served but not declared`,
          ).toBe(entitySets.get(set));
        }
      }
    },
  );
});

describe('service document', () => {
  it.each(VERSIONS)('GET / lists the entity sets of $metadata (%s)', async (version) => {
    const c = clients[version];
    const root = version === 'v1' ? s.root : `${s.url}/b1s/v2`;
    const { entitySets } = await csdlOf(version);
    const res = await c.get('');
    expect(res.status, res.text).toBe(200);
    const body = res.body as Record<string, unknown> & { value: Record<string, unknown>[] };
    const context = version === 'v1' ? 'odata.metadata' : '@odata.context';
    expect(body[context]).toBe(`${root}/$metadata`);
    expect(body.value.map((v) => v.name).sort()).toEqual([...entitySets.keys()].sort());
    for (const entry of body.value) {
      expect(entry.url).toBe(entry.name);
      if (version === 'v2') expect(entry.kind).toBe('EntitySet');
    }
  });
});
