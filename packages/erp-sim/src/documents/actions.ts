import { businessDate, businessTime } from '../schema/dates';
import type { DocumentSetDef } from '../schema/entity-sets';
import { slErrors } from '../sl-errors';
import type { Row, SimState } from '../store';
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

/** Gives the order back the quantities a cancelled invoice had copied from it. */
function releaseBase(state: SimState, invoice: Row) {
  for (const line of lines(invoice)) {
    if (line.BaseType !== 22) continue;
    const order = state.documents.PurchaseOrders.find((d) => d.DocEntry === line.BaseEntry);
    const baseLine = order && lines(order).find((l) => l.LineNum === line.BaseLine);
    if (!order || !baseLine || order.Cancelled === 'tYES') continue;
    const open = (baseLine.RemainingOpenQuantity as number) + (line.Quantity as number);
    baseLine.RemainingOpenQuantity = Math.min(baseLine.Quantity as number, open);
    baseLine.LineStatus = 'bost_Open';
    order.DocumentStatus = 'bost_Open';
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

/** `POST /Set(n)/Close|Cancel|Reopen`: 204 on success (reference §6.6, §10). */
export function runAction({ state, set, doc, action, now }: ActionOptions): void {
  const today = businessDate(now);
  if (set.name === 'PurchaseOrders' && action === 'Close') {
    if (isFinished(doc)) throw slErrors.alreadyClosed();
    closeAll(doc);
  } else if (set.name === 'PurchaseOrders' && action === 'Cancel') {
    if (isFinished(doc)) throw slErrors.alreadyClosed();
    if (lines(doc).some((l) => (l.RemainingOpenQuantity as number) < (l.Quantity as number))) {
      throw slErrors.hasTargets();
    }
    closeAll(doc);
    doc.Cancelled = 'tYES';
    doc.CancelStatus = 'csYes';
  } else if (set.name === 'PurchaseOrders' && action === 'Reopen') {
    if (doc.Cancelled === 'tYES') throw slErrors.alreadyClosed();
    if (doc.DocumentStatus !== 'bost_Close') throw slErrors.notClosed();
    const open = lines(doc).filter((l) => (l.RemainingOpenQuantity as number) > 0);
    if (open.length === 0) throw slErrors.notSupported();
    for (const line of open) line.LineStatus = 'bost_Open';
    doc.DocumentStatus = 'bost_Open';
  } else if (
    set.name === 'PurchaseInvoices' &&
    (action === 'Cancel' || action === 'CreateCancellationDocument')
  ) {
    if (doc.Cancelled === 'tYES' || doc.CancelStatus === 'csCancellation')
      throw slErrors.alreadyClosed();
    closeAll(doc);
    doc.Cancelled = 'tYES';
    doc.CancelStatus = 'csYes';
    releaseBase(state, doc);
    addCancellationDocument(state, doc, now);
  } else {
    throw slErrors.notSupported();
  }
  recalculate(state, doc);
  doc.UpdateDate = today;
}
