import { slErrors } from '../sl-errors';
import type { Row, SimState } from '../store';
import { codeRate } from './totals';

/** What a line is checked against: the document being written and its supplier. */
export type LineContext = {
  state: SimState;
  /** '22' or '18': for a draft, the object it will become. */
  objectCode: string;
  lineTable: string;
  cardCode: string;
  bp: Row;
};

export type BaseLink = { doc: Row; line: Row };

/**
 * Kept on a copied line (not an SL property, so never answered): how much of the base line's open
 * quantity it took. It is less than `Quantity` when the line copied more than was still open.
 */
export const BASE_CONSUMED = 'BaseOpenQuantityConsumed';

/** Properties a client may send on a line and that are kept as sent. */
const PASSTHROUGH = [
  'ShipDate',
  'FreeText',
  'CostingCode',
  'ProjectCode',
  'AccountCode',
  'SupplierCatNum',
];

const given = (value: unknown) => value !== undefined && value !== null;

function findBase(ctx: LineContext, input: Row, n: number): BaseLink | undefined {
  const parts = [input.BaseType, input.BaseEntry, input.BaseLine];
  if (input.BaseType === -1 || parts.every((p) => !given(p))) return undefined;
  if (!parts.every(given)) throw slErrors.incompleteBase(n);
  // Only the order → invoice flow is simulated (no goods receipts, no purchase requests).
  if (input.BaseType !== 22 || ctx.objectCode !== '18')
    throw slErrors.badBaseType(n, input.BaseType);
  const doc = ctx.state.documents.PurchaseOrders.find((d) => d.DocEntry === input.BaseEntry);
  const line = ((doc?.DocumentLines ?? []) as Row[]).find((l) => l.LineNum === input.BaseLine);
  if (!doc || !line) throw slErrors.referenceNotFound();
  if (doc.CardCode !== ctx.cardCode) throw slErrors.baseCardMismatch();
  if (
    doc.Cancelled === 'tYES' ||
    doc.DocumentStatus === 'bost_Close' ||
    line.LineStatus === 'bost_Close'
  ) {
    throw slErrors.baseClosed();
  }
  if (given(input.ItemCode) && input.ItemCode !== line.ItemCode) {
    throw slErrors.baseItemMismatch(n, input.ItemCode as string);
  }
  return { doc, line };
}

function checkItem(ctx: LineContext, code: string, n: number): Row {
  const item = ctx.state.items.find((i) => i.ItemCode === code);
  if (!item) throw slErrors.invalidItem(ctx.lineTable, n, code);
  if (item.PurchaseItem !== 'tYES') throw slErrors.notPurchaseItem(ctx.lineTable, n, code);
  if (item.Frozen === 'tYES' || item.Valid === 'tNO')
    throw slErrors.itemInactive(ctx.lineTable, n, code);
  return item;
}

function checkWarehouse(ctx: LineContext, code: unknown, n: number) {
  const wh = ctx.state.warehouses.find((w) => w.WarehouseCode === code);
  if (!wh || wh.Inactive === 'tYES')
    throw slErrors.invalidCode('DocumentLines.WarehouseCode', n, code);
}

function checkVatGroup(ctx: LineContext, code: unknown, n: number) {
  const group = ctx.state.vatGroups.find((v) => v.Code === code);
  if (!group || group.Inactive === 'tYES' || codeRate(group, 'VatGroups_Lines') === undefined) {
    throw slErrors.invalidCode('DocumentLines.VatGroup', n, code);
  }
}

function itemPrice(item: Row): number {
  const prices = (item.ItemPrices ?? []) as Row[];
  const price = prices.find((p) => p.PriceList === 1)?.Price;
  return typeof price === 'number' ? price : 0;
}

/**
 * Checks one incoming line and fills what SAP fills: from the base order line when it is copied,
 * otherwise from the item (description, unit, warehouse, tax group, last purchase price).
 * `n` is the 1-based row number SAP prints in its messages.
 */
export function resolveLine(
  ctx: LineContext,
  input: Row,
  n: number,
): { line: Row; base?: BaseLink } {
  const base = findBase(ctx, input, n);
  const from = base?.line ?? {};
  const itemCode = input.ItemCode ?? from.ItemCode;
  if (typeof itemCode !== 'string' || itemCode === '') throw slErrors.itemMissing(n);
  const item = checkItem(ctx, itemCode, n);

  const quantity = (input.Quantity ?? from.RemainingOpenQuantity ?? 1) as number;
  if (quantity <= 0) throw slErrors.badQuantity(ctx.lineTable, n);
  const warehouse =
    input.WarehouseCode ??
    from.WarehouseCode ??
    item.DefaultWarehouse ??
    ctx.state.company.defaultWarehouse;
  checkWarehouse(ctx, warehouse, n);
  const vatGroup = input.VatGroup ?? input.TaxCode ?? from.VatGroup ?? item.PurchaseVATGroup;
  checkVatGroup(ctx, vatGroup, n);

  const discount = (input.DiscountPercent ?? from.DiscountPercent ?? 0) as number;
  if (discount < 0 || discount > 100)
    throw slErrors.invalidValue('DiscountPercent', 'DocumentLine', discount);
  const fromPrice =
    given(input.Price) && discount < 100
      ? (input.Price as number) / (1 - discount / 100)
      : undefined;
  const unitPrice = input.UnitPrice ?? fromPrice ?? from.UnitPrice ?? itemPrice(item);
  const wtLiable =
    input.WTLiable ??
    (ctx.bp.SubjectToWithholdingTax === 'boYES' && item.WTLiable !== 'tNO' ? 'tYES' : 'tNO');

  const line: Row = {
    ItemCode: itemCode,
    ItemDescription: input.ItemDescription ?? from.ItemDescription ?? item.ItemName,
    Quantity: quantity,
    UnitPrice: unitPrice,
    DiscountPercent: discount,
    Currency: ctx.state.company.currency,
    WarehouseCode: warehouse,
    VatGroup: vatGroup,
    WTLiable: wtLiable,
    MeasureUnit: item.PurchaseUnit ?? null,
    UnitsOfMeasurment: item.PurchaseItemsPerUnit ?? 1,
    SupplierCatNum: item.SupplierCatalogNo ?? null,
    LineStatus: 'bost_Open',
    RemainingOpenQuantity: quantity,
    BaseType: base ? 22 : -1,
    BaseEntry: base ? base.doc.DocEntry : null,
    BaseLine: base ? base.line.LineNum : null,
    TargetType: -1,
    TargetEntry: null,
  };
  for (const key of PASSTHROUGH) if (given(input[key])) line[key] = input[key];
  return { line, base };
}
