import { coerceEntity, parseJsonBody, present } from '../schema/coerce';
import { businessDate } from '../schema/dates';
import { MASTER_DEFAULTS } from '../schema/defaults';
import type { MasterSet } from '../schema/entity-sets';
import { slErrors } from '../sl-errors';
import type { Row, SimState } from '../store';
import type { SimContext, SlRequest, SlResponse } from './context';
import { findByKey } from './read';
import { created, header, noContent } from './respond';

function duplicate(def: MasterSet, code: string) {
  if (def.name === 'BusinessPartners') return slErrors.bpCodeTaken(code);
  if (def.name === 'Items') return slErrors.itemCodeTaken(code);
  return slErrors.entryExists(def.label, def.table);
}

/** The references SAP checks when an item is added or changed. */
function checkItemReferences(state: SimState, item: Row) {
  const check = (field: string, ok: boolean) => {
    if (!ok) throw slErrors.invalidCode(`Items.${field}`, null, item[field]);
  };
  if (item.Mainsupplier != null) {
    check(
      'Mainsupplier',
      state.businessPartners.some((b) => b.CardCode === item.Mainsupplier),
    );
  }
  if (item.DefaultWarehouse != null) {
    check(
      'DefaultWarehouse',
      state.warehouses.some((w) => w.WarehouseCode === item.DefaultWarehouse),
    );
  }
  if (item.ItemsGroupCode != null) {
    check(
      'ItemsGroupCode',
      state.itemGroups.some((g) => g.Number === item.ItemsGroupCode),
    );
  }
}

/** Collections are merged on their natural key unless `B1S-ReplaceCollectionsOnPatch: true`. */
const COLLECTION_KEYS: Record<string, string> = {
  ItemPrices: 'PriceList',
  BPWithholdingTaxCollection: 'WTCode',
};

function mergeCollection(current: Row[], incoming: Row[], key: string | undefined): Row[] {
  const result = current.map((row) => ({ ...row }));
  for (const row of incoming) {
    const match = key === undefined ? undefined : result.find((r) => r[key] === row[key]);
    if (match) Object.assign(match, row);
    else result.push(row);
  }
  return result;
}

export function createMaster(ctx: SimContext, req: SlRequest, def: MasterSet): SlResponse {
  if (def.kind === 'readonly') throw slErrors.notSupported();
  const { state } = ctx.store;
  const input = coerceEntity(def.type, parseJsonBody(req.body));
  const code = input[def.key];
  if (typeof code !== 'string' || code.trim() === '')
    throw slErrors.missingKey(def.key, def.type.name);
  if (def.rows(state).some((r) => r[def.key] === code)) throw duplicate(def, code);
  const today = businessDate(ctx.now());
  const row: Row = { ...MASTER_DEFAULTS[def.name], ...input, CreateDate: today, UpdateDate: today };
  if (def.name === 'Items') checkItemReferences(state, row);
  if (def.name === 'BusinessPartners' && Array.isArray(row.BPWithholdingTaxCollection)) {
    for (const wt of row.BPWithholdingTaxCollection as Row[]) wt.BPCode = code;
  }
  if (def.name === 'Warehouses') {
    delete row.CreateDate;
    delete row.UpdateDate;
  }
  def.rows(state).push(row);
  ctx.store.save();
  return created(req, def, present(def.type, row));
}

export function patchMaster(ctx: SimContext, req: SlRequest, def: MasterSet, key: string | number) {
  if (def.kind === 'readonly') throw slErrors.notSupported();
  const row = findByKey(ctx, def, key);
  const patch = coerceEntity(def.type, parseJsonBody(req.body));
  // The key is read-only: SL ignores it silently (SLG §3.4).
  delete patch[def.key];
  const replace = header(req, 'b1s-replacecollectionsonpatch')?.toLowerCase() === 'true';
  const merged: Row = { ...row };
  for (const [name, value] of Object.entries(patch)) {
    const isCollection = def.type.fields[name]?.kind === 'collection';
    merged[name] =
      isCollection && !replace && Array.isArray(value)
        ? mergeCollection((row[name] ?? []) as Row[], value as Row[], COLLECTION_KEYS[name])
        : value;
  }
  if (def.name === 'Items') checkItemReferences(ctx.store.state, merged);
  if (def.name !== 'Warehouses') merged.UpdateDate = businessDate(ctx.now());
  Object.assign(row, merged);
  ctx.store.save();
  return noContent();
}

function isReferenced(state: SimState, def: MasterSet, code: string | number): boolean {
  const docs = Object.values(state.documents).flat();
  const lines = docs.flatMap((d) => (d.DocumentLines ?? d.StockTransferLines ?? []) as Row[]);
  if (def.name === 'BusinessPartners') {
    return (
      docs.some((d) => d.CardCode === code) || state.items.some((i) => i.Mainsupplier === code)
    );
  }
  if (def.name === 'Items') return lines.some((l) => l.ItemCode === code);
  return (
    lines.some((l) => l.WarehouseCode === code || l.FromWarehouseCode === code) ||
    state.items.some((i) => i.DefaultWarehouse === code)
  );
}

export function deleteMaster(ctx: SimContext, def: MasterSet, key: string | number) {
  if (def.kind === 'readonly') throw slErrors.notSupported();
  const rows = def.rows(ctx.store.state);
  const row = findByKey(ctx, def, key);
  if (isReferenced(ctx.store.state, def, key)) throw slErrors.linkedRecord(def.table, String(key));
  rows.splice(rows.indexOf(row), 1);
  ctx.store.save();
  return noContent();
}
