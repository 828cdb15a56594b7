import { businessDate } from '../schema/dates';
import type { DocumentSetDef } from '../schema/entity-sets';
import { slErrors } from '../sl-errors';
import type { Row, SimState } from '../store';
import { checkSupplier } from './create';
import { resolveLine } from './lines';
import { recalculate } from './totals';

/** Header properties fixed once a document exists; sending another value is refused (-1029). */
const FIXED = ['CardCode', 'DocObjectCode', 'Series', 'DocNum', 'DocType', 'DocCurrency'];
/** What may still change on a posted invoice or a closed order: texts, references and UDFs. */
const FREE = new Set([
  'Comments',
  'JournalMemo',
  'Reference1',
  'Reference2',
  'NumAtCard',
  'DocDueDate',
  'DocumentsOwner',
  'SalesPersonCode',
  'AttachmentEntry',
]);
const LINE_KEYS_ON_CHANGE = [
  'ItemCode',
  'Quantity',
  'UnitPrice',
  'Price',
  'DiscountPercent',
  'WarehouseCode',
  'VatGroup',
  'TaxCode',
];

export type PatchOptions = {
  state: SimState;
  set: DocumentSetDef;
  doc: Row;
  patch: Row;
  now: Date;
  /** `B1S-ReplaceCollectionsOnPatch: true`: lines left out are removed. */
  replaceCollections: boolean;
};

const copied = (line: Row) => (line.Quantity as number) - (line.RemainingOpenQuantity as number);

function mergeLines(options: PatchOptions, incoming: Row[]): Row[] {
  const { state, set, doc } = options;
  const objectCode =
    set.name === 'Drafts'
      ? doc.DocObjectCode === 'oPurchaseInvoices'
        ? '18'
        : '22'
      : set.objectCode;
  const bp = checkSupplier(state, set.table, doc.CardCode, doc.DocDate as string);
  const ctx = { state, objectCode, lineTable: set.lineTable, cardCode: doc.CardCode as string, bp };
  // Work on copies so that a refused line leaves the stored document untouched.
  const current = structuredClone((doc.DocumentLines ?? []) as Row[]);
  const touched = new Set<Row>();
  let nextLineNum = Math.max(-1, ...current.map((l) => l.LineNum as number)) + 1;
  const result = [...current];

  incoming.forEach((input, i) => {
    const n = i + 1;
    if (input.LineNum === undefined || input.LineNum === null) {
      const { line } = resolveLine(ctx, input, n);
      if (line.BaseType !== -1) throw slErrors.notSupported();
      const added = { ...line, LineNum: nextLineNum++ };
      result.push(added);
      touched.add(added);
      return;
    }
    const existing = current.find((l) => l.LineNum === input.LineNum);
    if (!existing) throw slErrors.lineNotFound(input.LineNum);
    touched.add(existing);
    const changesAmounts = LINE_KEYS_ON_CHANGE.some((k) => k in input && input[k] !== existing[k]);
    if (!changesAmounts) {
      Object.assign(existing, input);
      return;
    }
    if (existing.LineStatus === 'bost_Close') throw slErrors.fieldCannotBeUpdated();
    if ('ItemCode' in input && input.ItemCode !== existing.ItemCode && copied(existing) > 0) {
      throw slErrors.fieldCannotBeUpdated();
    }
    const merged: Row = { ...existing, ...input, BaseType: -1, BaseEntry: null, BaseLine: null };
    if ('ItemCode' in input && input.ItemCode !== existing.ItemCode) delete merged.ItemDescription;
    if ('Price' in input && !('UnitPrice' in input)) delete merged.UnitPrice;
    const { line } = resolveLine(ctx, merged, n);
    const done = copied(existing);
    if ((line.Quantity as number) < done) throw slErrors.quantityBelowCopied(set.lineTable, n);
    Object.assign(existing, line, {
      RemainingOpenQuantity: (line.Quantity as number) - done,
      BaseType: existing.BaseType,
      BaseEntry: existing.BaseEntry,
      BaseLine: existing.BaseLine,
      TargetType: existing.TargetType,
      TargetEntry: existing.TargetEntry,
    });
  });

  if (!options.replaceCollections) return result;
  const kept = result.filter((l) => touched.has(l));
  if (result.some((l) => !touched.has(l) && copied(l) > 0)) throw slErrors.fieldCannotBeUpdated();
  if (kept.length === 0) throw slErrors.noLines();
  return kept;
}

/**
 * PATCH of a document (reference §6.6): header properties are merged; lines with a LineNum update that
 * line, lines without one are added. Posted invoices and closed or cancelled documents accept only
 * texts, references and UDFs.
 */
export function patchDocument(options: PatchOptions): void {
  const { state, set, doc, patch, now } = options;
  for (const key of FIXED) {
    if (key in patch && patch[key] !== doc[key]) throw slErrors.fieldCannotBeUpdated();
  }
  const locked =
    set.name === 'PurchaseInvoices' ||
    doc.DocumentStatus === 'bost_Close' ||
    doc.Cancelled === 'tYES';
  if (locked) {
    // A client that sends a property back unchanged is not changing it.
    const changed = Object.keys(patch).filter(
      (k) =>
        !FIXED.includes(k) &&
        !FREE.has(k) &&
        !k.startsWith('U_') &&
        k !== 'DocumentLines' &&
        patch[k] !== (doc[k] ?? null),
    );
    if (changed.length > 0 || (patch.DocumentLines as Row[] | undefined)?.length) {
      throw slErrors.fieldCannotBeUpdated();
    }
  }
  const { DocumentLines: lines, ...header } = patch;
  const mergedLines = lines === undefined ? undefined : mergeLines(options, lines as Row[]);
  Object.assign(doc, header);
  if (mergedLines) doc.DocumentLines = mergedLines;
  recalculate(state, doc);
  doc.UpdateDate = businessDate(now);
}
