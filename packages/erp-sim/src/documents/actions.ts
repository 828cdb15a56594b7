import { Decimal } from 'decimal.js';
import { businessDate, businessTime } from '../schema/dates';
import type { DocumentSetDef } from '../schema/entity-sets';
import { slErrors } from '../sl-errors';
import type { MarketingSet, Row, SimState } from '../store';
import { BASE_CONSUMED } from './lines';
import { recalculate } from './totals';

export type ActionOptions = {
  state: SimState;
  set: DocumentSetDef;
  doc: Row;
  action: string;
  now: Date;
};

const lines = (doc: Row) => (doc.DocumentLines ?? []) as Row[];
const isFinished = (doc: Row) => doc.Cancelled === 'tYES' || doc.DocumentStatus === 'bost_Close';

function closeAll(doc: Row) {
  doc.DocumentStatus = 'bost_Close';
  for (const line of lines(doc)) line.LineStatus = 'bost_Close';
}

/**
 * Gives the order back exactly the open quantity a cancelled invoice had taken from it: no more than
 * it consumed when it over-copied, and never beyond the line's quantity.
 */
function releaseBase(state: SimState, invoice: Row) {
  for (const line of lines(invoice)) {
    if (line.BaseType !== 22) continue;
    const order = state.documents.PurchaseOrders.find((d) => d.DocEntry === line.BaseEntry);
    const baseLine = order && lines(order).find((l) => l.LineNum === line.BaseLine);
    if (!order || !baseLine || order.Cancelled === 'tYES') continue;
    const quantity = new Decimal(baseLine.Quantity as number);
    const remaining = new Decimal(baseLine.RemainingOpenQuantity as number);
    // A state written before the consumption was recorded: what was copied, at most.
    const consumed = new Decimal(
      (line[BASE_CONSUMED] as number | undefined) ??
        Decimal.min(line.Quantity as number, quantity.minus(remaining)).toNumber(),
    );
    const open = Decimal.min(quantity, remaining.plus(consumed));
    baseLine.RemainingOpenQuantity = open.toNumber();
    line[BASE_CONSUMED] = 0;
    if (open.greaterThan(0)) {
      baseLine.LineStatus = 'bost_Open';
      order.DocumentStatus = 'bost_Open';
    }
    recalculate(state, order);
  }
}

/**
 * SAP cancels a posted A/P invoice with a cancellation document: a copy marked csCancellation that
 * reverses it in the books (SDK CreateCancellationDocument). It carries the original's references.
 */
function addCancellationDocument(state: SimState, invoice: Row, now: Date) {
  const series = state.series.find((s) => s.Series === invoice.Series);
  const today = businessDate(now);
  const copy: Row = {
    ...structuredClone(invoice),
    DocEntry: state.nextDocEntry.PurchaseInvoices++,
    DocNum: series ? series.NextNumber++ : invoice.DocNum,
    DocDate: today,
    CancelStatus: 'csCancellation',
    Cancelled: 'tNO',
    DocumentStatus: 'bost_Close',
    Comments: `Based On A/P Invoices ${String(invoice.DocNum)}. Cancellation`,
    CreationDate: today,
    UpdateDate: today,
    DocTime: businessTime(now),
  };
  state.documents.PurchaseInvoices.push(copy);
}

type Handler = (options: ActionOptions) => void;

const closeOrder: Handler = ({ doc }) => {
  if (isFinished(doc)) throw slErrors.alreadyClosed();
  closeAll(doc);
};

const cancelOrder: Handler = ({ doc }) => {
  if (isFinished(doc)) throw slErrors.alreadyClosed();
  if (lines(doc).some((l) => (l.RemainingOpenQuantity as number) < (l.Quantity as number))) {
    throw slErrors.hasTargets();
  }
  closeAll(doc);
  doc.Cancelled = 'tYES';
  doc.CancelStatus = 'csYes';
};

const reopenOrder: Handler = ({ doc }) => {
  if (doc.Cancelled === 'tYES') throw slErrors.alreadyClosed();
  if (doc.DocumentStatus !== 'bost_Close') throw slErrors.notClosed();
  const open = lines(doc).filter((l) => (l.RemainingOpenQuantity as number) > 0);
  if (open.length === 0) throw slErrors.notSupported();
  for (const line of open) line.LineStatus = 'bost_Open';
  doc.DocumentStatus = 'bost_Open';
};

const cancelInvoice: Handler = ({ state, doc, now }) => {
  if (doc.Cancelled === 'tYES' || doc.CancelStatus === 'csCancellation')
    throw slErrors.alreadyClosed();
  closeAll(doc);
  doc.Cancelled = 'tYES';
  doc.CancelStatus = 'csYes';
  releaseBase(state, doc);
  addCancellationDocument(state, doc, now);
};

/**
 * The bound actions each document set serves. They are declared in $metadata (schema/actions.ts)
 * as bound to `Document`; on a set that does not serve one, SL's -5006 is the answer.
 */
const HANDLERS: Record<MarketingSet, Record<string, Handler>> = {
  PurchaseOrders: { Close: closeOrder, Cancel: cancelOrder, Reopen: reopenOrder },
  PurchaseInvoices: { Cancel: cancelInvoice, CreateCancellationDocument: cancelInvoice },
  Drafts: {},
};

/** The names of the actions a document set serves. */
export function documentActions(set: MarketingSet): string[] {
  return Object.keys(HANDLERS[set]);
}

/** `POST /Set(n)/Close|Cancel|Reopen|CreateCancellationDocument`: 204 on success (reference §6.6, §10). */
export function runAction(options: ActionOptions): void {
  const { set, doc, action, now } = options;
  const handler = Object.hasOwn(HANDLERS[set.name], action)
    ? HANDLERS[set.name][action]
    : undefined;
  if (!handler) throw slErrors.notSupported();
  handler(options);
  recalculate(options.state, doc);
  doc.UpdateDate = businessDate(now);
}
