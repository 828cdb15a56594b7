import { Decimal } from 'decimal.js';
import { businessDate, businessTime } from '../schema/dates';
import {
  DRAFTS,
  PURCHASE_INVOICES,
  PURCHASE_ORDERS,
  type DocumentSetDef,
} from '../schema/entity-sets';
import { slErrors } from '../sl-errors';
import type { Row, SeriesRow, SimState } from '../store';
import { BASE_CONSUMED, resolveLine, type BaseLink, type LineContext } from './lines';
import { recalculate } from './totals';

const OBJECT_NAMES: Record<string, string> = { '22': 'oPurchaseOrders', '18': 'oPurchaseInvoices' };

/** The series a new document is numbered from: the one asked for, else the object's default. */
export function checkSeries(
  state: SimState,
  objectCode: string,
  table: string,
  requested: unknown,
): SeriesRow {
  const id = requested ?? state.defaultSeries[objectCode];
  const series = state.series.find((s) => s.Series === id);
  if (!series || series.Document !== objectCode) throw slErrors.invalidSeries(table, id);
  if (series.Locked === 'tYES') throw slErrors.seriesLocked(table, id);
  return series;
}

/** Whether a business partner (or an item) is valid and not frozen on `date`. */
export function isActive(bp: Row, date: string): boolean {
  if (bp.Valid === 'tNO') return false;
  if (bp.Frozen !== 'tYES') return true;
  const from = bp.FrozenFrom as string | null | undefined;
  const to = bp.FrozenTo as string | null | undefined;
  return (!!from && date < from) || (!!to && date > to);
}

/** The supplier of a purchase document: it must exist, be a supplier, and be neither frozen nor invalid. */
export function checkSupplier(
  state: SimState,
  table: string,
  cardCode: unknown,
  date: string,
): Row {
  const code = typeof cardCode === 'string' ? cardCode : '';
  const bp = state.businessPartners.find((b) => b.CardCode === code);
  if (!bp || bp.CardType !== 'cSupplier') throw slErrors.invalidBpCode(table, code);
  if (!isActive(bp, date)) throw slErrors.bpInactive(table, code);
  return bp;
}

/**
 * Closes the copied quantities on the base order lines, and the order once nothing is left open.
 * A line may copy more than is still open (SAP allows it by default): the base line then closes at
 * 0, never below, and the target line records what it really took (`BASE_CONSUMED`), which is
 * exactly what cancelling it gives back.
 */
function applyBaseLinks(
  state: SimState,
  links: { base: BaseLink; line: Row }[],
  target: Row,
  today: string,
) {
  for (const { base, line } of links) {
    const open = new Decimal((base.line.RemainingOpenQuantity as number) ?? 0);
    const consumed = Decimal.min(open, new Decimal(line.Quantity as number));
    line[BASE_CONSUMED] = consumed.toNumber();
    const remaining = open.minus(consumed).toNumber();
    base.line.RemainingOpenQuantity = remaining;
    base.line.TargetType = 18;
    base.line.TargetEntry = target.DocEntry;
    if (remaining === 0) base.line.LineStatus = 'bost_Close';
    const lines = base.doc.DocumentLines as Row[];
    if (lines.every((l) => l.LineStatus === 'bost_Close')) base.doc.DocumentStatus = 'bost_Close';
    base.doc.UpdateDate = today;
    recalculate(state, base.doc);
  }
}

export type CreateOptions = { state: SimState; set: DocumentSetDef; input: Row; now: Date };

/**
 * Validates and adds a purchase order, an A/P invoice or a draft of either, in the order and with the
 * texts of reference §10. Nothing in the state changes unless every check passes.
 */
export function createDocument({ state, set, input, now }: CreateOptions): Row {
  const isDraft = set.name === DRAFTS.name;
  const target = isDraft ? targetOfDraft(input.DocObjectCode) : set;
  const objectCode = target.objectCode;
  const table = isDraft ? DRAFTS.table : set.table;
  const lineTable = isDraft ? DRAFTS.lineTable : set.lineTable;
  const today = businessDate(now);
  const docDate = (input.DocDate as string | undefined) ?? today;

  if (input.DocType === 'dDocument_Service') throw slErrors.serviceDocument();
  const series = checkSeries(state, objectCode, table, input.Series);
  const bp = checkSupplier(state, table, input.CardCode, docDate);
  const currency = (input.DocCurrency as string | undefined) ?? state.company.currency;
  if (currency !== state.company.currency) throw slErrors.invalidCurrency(table, currency);
  const discount = (input.DiscountPercent as number | undefined) ?? 0;
  if (discount < 0 || discount > 100)
    throw slErrors.invalidValue('DiscountPercent', 'Document', discount);

  const inputs = (input.DocumentLines ?? []) as Row[];
  if (inputs.length === 0) throw slErrors.noLines();
  const ctx: LineContext = { state, objectCode, lineTable, cardCode: bp.CardCode as string, bp };
  const resolved = inputs.map((line, i) => resolveLine(ctx, line, i + 1));

  const doc: Row = {
    ...input,
    DocEntry: state.nextDocEntry[set.name],
    DocNum: isDraft ? state.nextDocEntry[set.name] : docNumber(series, input.DocNum),
    DocType: 'dDocument_Items',
    DocDate: docDate,
    DocDueDate: input.DocDueDate ?? docDate,
    TaxDate: input.TaxDate ?? docDate,
    CardName: input.CardName ?? bp.CardName,
    Address: input.Address ?? bp.Address ?? null,
    FederalTaxID: bp.FederalTaxID ?? null,
    PaymentGroupCode: input.PaymentGroupCode ?? bp.PayTermsGrpCode ?? -1,
    DocCurrency: currency,
    DocRate: 1,
    Series: series.Series,
    DiscountPercent: discount,
    DocumentStatus: 'bost_Open',
    Cancelled: 'tNO',
    CancelStatus: 'csNo',
    DocObjectCode: OBJECT_NAMES[objectCode],
    AuthorizationStatus: isDraft ? 'dasPending' : 'dasWithout',
    Confirmed: 'tYES',
    CreationDate: today,
    UpdateDate: today,
    DocTime: businessTime(now),
    DocumentLines: resolved.map(({ line }, i) => ({ ...line, LineNum: i })),
  };
  recalculate(state, doc);

  state.nextDocEntry[set.name]++;
  if (!isDraft && series.IsManual !== 'tYES') series.NextNumber++;
  if (!isDraft) {
    const lines = doc.DocumentLines as Row[];
    const links = resolved.flatMap(({ base }, i) => (base ? [{ base, line: lines[i]! }] : []));
    applyBaseLinks(state, links, doc, today);
  }
  state.documents[set.name].push(doc);
  return doc;
}

export function docNumber(series: SeriesRow, requested: unknown): number {
  if (series.IsManual === 'tYES' && typeof requested === 'number') return requested;
  return series.NextNumber;
}

function targetOfDraft(code: unknown): DocumentSetDef {
  if (code === 'oPurchaseOrders') return PURCHASE_ORDERS;
  if (code === 'oPurchaseInvoices') return PURCHASE_INVOICES;
  throw slErrors.invalidValue('DocObjectCode', 'Document', code ?? null);
}
