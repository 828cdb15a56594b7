import { Decimal } from 'decimal.js';
import { businessDate } from '../schema/dates';
import type { TransferSetDef } from '../schema/entity-sets';
import { slErrors } from '../sl-errors';
import type { Row, SimState } from '../store';
import { checkSeries, docNumber, isActive } from './create';

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

function checkWarehouse(state: SimState, field: string, line: number | null, code: unknown) {
  const wh = state.warehouses.find((w) => w.WarehouseCode === code);
  if (!given(code) || !wh || wh.Inactive === 'tYES') {
    throw slErrors.invalidCode(field, line, given(code) ? code : '');
  }
}

/** The card is optional on a transfer; when named it must exist and be active. */
function checkCard(state: SimState, table: string, code: unknown, date: string): Row | undefined {
  if (!given(code)) return undefined;
  const bp = state.businessPartners.find((b) => b.CardCode === code);
  if (!bp) throw slErrors.invalidBpCode(table, String(code));
  if (!isActive(bp, date)) throw slErrors.bpInactive(table, String(code));
  return bp;
}

/** Price list 1 holds the last purchase price per purchase unit; a transfer counts stock units. */
function stockUnitPrice(state: SimState, item: Row): number {
  const prices = (item.ItemPrices ?? []) as Row[];
  const price = prices.find((p) => p.PriceList === 1)?.Price;
  if (typeof price !== 'number') return 0;
  const perUnit = typeof item.PurchaseItemsPerUnit === 'number' ? item.PurchaseItemsPerUnit : 1;
  return new Decimal(price)
    .div(perUnit > 0 ? perUnit : 1)
    .toDecimalPlaces(state.company.priceDecimals, Decimal.ROUND_HALF_UP)
    .toNumber();
}

type TransferContext = { state: SimState; set: TransferSetDef; header: Row; date: string };

/** One incoming row, `n` 1-based as SAP prints it; origin and destination default to the header's. */
function resolveLine(ctx: TransferContext, input: Row, n: number): Row {
  const { state, set, header } = ctx;
  const table = set.lineTable;
  const itemCode = input.ItemCode;
  if (typeof itemCode !== 'string' || itemCode === '')
    throw slErrors.itemMissing(n, 'StockTransferLines');
  const item = state.items.find((i) => i.ItemCode === itemCode);
  if (!item) throw slErrors.invalidItem(table, n, itemCode);
  if (item.InventoryItem !== 'tYES') throw slErrors.notInventoryItem(table, n, itemCode);
  if (!isActive(item, ctx.date)) throw slErrors.itemInactive(table, n, itemCode);
  const quantity = (input.Quantity ?? 0) as number;
  if (quantity <= 0) throw slErrors.badQuantity(table, n);
  const from = input.FromWarehouseCode ?? header.FromWarehouse;
  const to = input.WarehouseCode ?? header.ToWarehouse;
  checkWarehouse(state, `${table}.FromWhsCod`, n, from);
  checkWarehouse(state, `${table}.WhsCode`, n, to);
  if (from === to) throw slErrors.sameWarehouse(table, n, to);
  const price = (input.UnitPrice ?? input.Price ?? stockUnitPrice(state, item)) as number;
  return {
    ...input,
    ItemCode: itemCode,
    ItemDescription: input.ItemDescription ?? item.ItemName,
    Quantity: quantity,
    Price: price,
    UnitPrice: price,
    Currency: state.company.currency,
    FromWarehouseCode: from,
    WarehouseCode: to,
    MeasureUnit: item.InventoryUOM ?? null,
    UnitsOfMeasurment: 1,
    // Without UoM groups every item is in SAP's "Manual" group.
    UoMCode: input.UoMCode ?? 'Manual',
    InventoryQuantity: quantity,
    LineStatus: 'bost_Open',
  };
}

export type CreateTransferOptions = { state: SimState; set: TransferSetDef; input: Row; now: Date };

/**
 * Validates and adds an inventory transfer: series, card (optional), the header's warehouses, then
 * each row. Nothing in the state changes unless every check passes.
 */
export function createStockTransfer({ state, set, input, now }: CreateTransferOptions): Row {
  const today = businessDate(now);
  const docDate = (input.DocDate as string | undefined) ?? today;
  const series = checkSeries(state, set.objectCode, set.table, input.Series);
  const bp = checkCard(state, set.table, input.CardCode, docDate);
  checkWarehouse(state, `${set.table}.Filler`, null, input.FromWarehouse);
  checkWarehouse(state, `${set.table}.ToWhsCode`, null, input.ToWarehouse);
  const inputs = (input.StockTransferLines ?? []) as Row[];
  if (inputs.length === 0) throw slErrors.noLines();
  const ctx = { state, set, header: input, date: docDate };
  const lines = inputs.map((line, i) => resolveLine(ctx, line, i + 1));

  const docEntry = state.nextDocEntry.StockTransfers;
  const doc: Row = {
    ...input,
    DocEntry: docEntry,
    DocNum: docNumber(series, input.DocNum),
    Series: series.Series,
    DocDate: docDate,
    DueDate: input.DueDate ?? docDate,
    TaxDate: input.TaxDate ?? docDate,
    CardCode: bp?.CardCode ?? null,
    CardName: input.CardName ?? bp?.CardName ?? null,
    Address: input.Address ?? bp?.Address ?? null,
    DocObjectCode: 'oStockTransfer',
    DocumentStatus: 'bost_Open',
    CreationDate: today,
    UpdateDate: today,
    StockTransferLines: lines.map((line, i) => ({ ...line, LineNum: i, DocEntry: docEntry })),
  };
  state.nextDocEntry.StockTransfers++;
  if (series.IsManual !== 'tYES') series.NextNumber++;
  state.documents.StockTransfers.push(doc);
  return doc;
}

/** What may change on a posted transfer: its texts and UDFs. */
const FREE = new Set(['Comments', 'JournalMemo', 'Reference2']);

/**
 * PATCH of a posted transfer: the stock has moved, so only texts and UDFs change. A property sent
 * back unchanged is not a change; anything else, rows included, is refused with -1029.
 */
export function patchStockTransfer(options: { doc: Row; patch: Row; now: Date }): void {
  const { doc, patch, now } = options;
  const { StockTransferLines: lines, ...header } = patch;
  const changed = Object.keys(header).filter(
    (k) => !FREE.has(k) && !k.startsWith('U_') && header[k] !== (doc[k] ?? null),
  );
  if (changed.length > 0 || (lines as Row[] | undefined)?.length) {
    throw slErrors.fieldCannotBeUpdated();
  }
  Object.assign(doc, header);
  doc.UpdateDate = businessDate(now);
}
