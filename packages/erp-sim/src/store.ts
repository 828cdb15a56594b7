import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One stored record: normalised property values (enum names, ISO dates), absent = null. */
export type Row = Record<string, unknown>;

/** The sets whose rows the simulator creates, each with its own DocEntry sequence. */
export const DOCUMENT_SETS = [
  'PurchaseOrders',
  'PurchaseInvoices',
  'Drafts',
  'StockTransfers',
] as const;
export type DocumentSet = (typeof DOCUMENT_SETS)[number];
/** The marketing documents (a card, amounts, tax), as opposed to inventory transfers. */
export type MarketingSet = Exclude<DocumentSet, 'StockTransfers'>;

/** NNM1 as read through SeriesService (reference §7). */
export type SeriesRow = {
  Series: number;
  Name: string;
  Prefix: string | null;
  Document: string;
  DocumentSubType: string;
  InitialNumber: number;
  NextNumber: number;
  LastNumber: number | null;
  Locked: 'tYES' | 'tNO';
  IsManual: 'tYES' | 'tNO';
  PeriodIndicator: string;
  GroupCode: string;
  BPLID: number | null;
  Remarks: string | null;
};

/** Company-wide settings of the simulated database (Administration > General Settings in SAP). */
export type CompanySettings = {
  /** Local currency; documents in any other currency are refused. */
  currency: string;
  /** Decimals of prices (UnitPrice, Price) and of amounts (LineTotal, VatSum, DocTotal). */
  priceDecimals: number;
  amountDecimals: number;
  /** Warehouse a line gets when neither the line nor the item names one. */
  defaultWarehouse: string;
  /** Withholding is applied only when the liable base of an invoice exceeds this amount. */
  withholdingMinimumBase: number;
};

export type Fixtures = {
  company: CompanySettings;
  businessPartners: Row[];
  items: Row[];
  itemGroups: Row[];
  warehouses: Row[];
  vatGroups: Row[];
  withholdingTaxCodes: Row[];
  series: SeriesRow[];
  /** Object code ('22', '18', '67') → the series used when a POST names none. */
  defaultSeries: Record<string, number>;
};

export type SimState = Fixtures & {
  format: 'jarvis-erp-sim';
  version: 1;
  documents: Record<DocumentSet, Row[]>;
  nextDocEntry: Record<DocumentSet, number>;
};

export type Store = {
  readonly state: SimState;
  /** Writes the whole state to the state file (temp file + rename), when there is one. */
  save(): void;
  /** Back to the fixtures: no documents, sequences and series from the start. */
  reset(): void;
  /** Puts back a snapshot taken with structuredClone (a failed $batch change set). */
  restore(snapshot: SimState): void;
};

function fresh(fixtures: Fixtures): SimState {
  return {
    format: 'jarvis-erp-sim',
    version: 1,
    ...structuredClone(fixtures),
    documents: { PurchaseOrders: [], PurchaseInvoices: [], Drafts: [], StockTransfers: [] },
    nextDocEntry: { PurchaseOrders: 1, PurchaseInvoices: 1, Drafts: 1, StockTransfers: 1 },
  };
}

/**
 * A state file written before a document set existed lacks the set and the series of its object:
 * they are filled in (empty, sequence 1, the fixtures' series) so that the file keeps working.
 */
function upgrade(state: SimState, fixtures: Fixtures): SimState {
  for (const set of DOCUMENT_SETS) {
    state.documents[set] ??= [];
    state.nextDocEntry[set] ??= 1;
  }
  for (const [object, series] of Object.entries(fixtures.defaultSeries)) {
    if (Object.hasOwn(state.defaultSeries, object)) continue;
    const known = new Set(state.series.map((s) => s.Series));
    const added = fixtures.series.filter((s) => s.Document === object && !known.has(s.Series));
    state.series.push(...structuredClone(added));
    state.defaultSeries[object] = series;
  }
  return state;
}

function load(file: string, fixtures: Fixtures): SimState {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SimState>;
  if (parsed.format !== 'jarvis-erp-sim' || parsed.version !== 1) {
    throw new Error(`${file} is not a state file of this simulator (format jarvis-erp-sim v1)`);
  }
  return upgrade(parsed as SimState, fixtures);
}

export function createStore(options: { stateFile?: string; fixtures: Fixtures }): Store {
  const file = options.stateFile ? path.resolve(options.stateFile) : undefined;
  let state = file && existsSync(file) ? load(file, options.fixtures) : fresh(options.fixtures);

  function save() {
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    writeFileSync(temp, JSON.stringify(state));
    renameSync(temp, file);
  }

  if (file && !existsSync(file)) save();

  return {
    get state() {
      return state;
    },
    save,
    reset() {
      state = fresh(options.fixtures);
      save();
    },
    restore(snapshot) {
      state = snapshot;
      save();
    },
  };
}
