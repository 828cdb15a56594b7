import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** One stored record: normalised property values (enum names, ISO dates), absent = null. */
export type Row = Record<string, unknown>;

export const DOCUMENT_SETS = ['PurchaseOrders', 'PurchaseInvoices', 'Drafts'] as const;
export type DocumentSet = (typeof DOCUMENT_SETS)[number];

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
  /** Object code ('22', '18', '112') → the series used when a POST names none. */
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
    documents: { PurchaseOrders: [], PurchaseInvoices: [], Drafts: [] },
    nextDocEntry: { PurchaseOrders: 1, PurchaseInvoices: 1, Drafts: 1 },
  };
}

function load(file: string): SimState {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<SimState>;
  if (parsed.format !== 'jarvis-erp-sim' || parsed.version !== 1) {
    throw new Error(`${file} is not a state file of this simulator (format jarvis-erp-sim v1)`);
  }
  return parsed as SimState;
}

export function createStore(options: { stateFile?: string; fixtures: Fixtures }): Store {
  const file = options.stateFile ? path.resolve(options.stateFile) : undefined;
  let state = file && existsSync(file) ? load(file) : fresh(options.fixtures);

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
