import type { MarketingSet, Row, SimState } from '../store';
import * as T from './entity-types';
import { StockTransfer } from './stock-transfer-types';

type Common = {
  name: string;
  type: T.EntityType;
  key: string;
  keyKind: 'string' | 'int';
  /** The SAP table, for messages such as "This entry already exists ... (OCRD)". */
  table: string;
  rows: (state: SimState) => Row[];
};

export type MasterSet = Common & { kind: 'master' | 'readonly'; label: string };
export type DocumentSetDef = Common & {
  kind: 'document';
  name: MarketingSet;
  objectCode: string;
  lineTable: string;
};
/** Inventory transfers: numbered documents like the others, but between two warehouses. */
export type TransferSetDef = Common & {
  kind: 'transfer';
  name: 'StockTransfers';
  objectCode: string;
  lineTable: string;
};
export type EntitySetDef = MasterSet | DocumentSetDef | TransferSetDef;

function documentSet(name: MarketingSet, objectCode: string, table: string, lineTable: string) {
  const def: DocumentSetDef = {
    kind: 'document',
    name,
    type: T.Document,
    key: 'DocEntry',
    keyKind: 'int',
    table,
    lineTable,
    objectCode,
    rows: (s) => s.documents[name],
  };
  return def;
}

export const PURCHASE_ORDERS = documentSet('PurchaseOrders', '22', 'OPOR', 'POR1');
export const PURCHASE_INVOICES = documentSet('PurchaseInvoices', '18', 'OPCH', 'PCH1');
export const DRAFTS = documentSet('Drafts', '112', 'ODRF', 'DRF1');
export const STOCK_TRANSFERS: TransferSetDef = {
  kind: 'transfer',
  name: 'StockTransfers',
  type: StockTransfer,
  key: 'DocEntry',
  keyKind: 'int',
  table: 'OWTR',
  lineTable: 'WTR1',
  objectCode: '67',
  rows: (s) => s.documents.StockTransfers,
};

const master = (
  def: Omit<MasterSet, 'kind' | 'keyKind'> & Partial<Pick<MasterSet, 'kind' | 'keyKind'>>,
): MasterSet => ({ kind: 'master', keyKind: 'string', ...def });

export const ENTITY_SETS: Record<string, EntitySetDef> = {
  BusinessPartners: master({
    name: 'BusinessPartners',
    type: T.BusinessPartner,
    key: 'CardCode',
    table: 'OCRD',
    label: 'Business Partners',
    rows: (s) => s.businessPartners,
  }),
  Items: master({
    name: 'Items',
    type: T.Item,
    key: 'ItemCode',
    table: 'OITM',
    label: 'Items',
    rows: (s) => s.items,
  }),
  Warehouses: master({
    name: 'Warehouses',
    type: T.Warehouse,
    key: 'WarehouseCode',
    table: 'OWHS',
    label: 'Warehouses',
    rows: (s) => s.warehouses,
  }),
  ItemGroups: master({
    kind: 'readonly',
    keyKind: 'int',
    name: 'ItemGroups',
    type: T.ItemGroup,
    key: 'Number',
    table: 'OITB',
    label: 'Item Groups',
    rows: (s) => s.itemGroups,
  }),
  VatGroups: master({
    kind: 'readonly',
    name: 'VatGroups',
    type: T.VatGroup,
    key: 'Code',
    table: 'OVTG',
    label: 'Tax Groups',
    rows: (s) => s.vatGroups,
  }),
  WithholdingTaxCodes: master({
    kind: 'readonly',
    name: 'WithholdingTaxCodes',
    type: T.WithholdingTaxCode,
    key: 'WTCode',
    table: 'OWHT',
    label: 'Withholding Tax',
    rows: (s) => s.withholdingTaxCodes,
  }),
  PurchaseOrders: PURCHASE_ORDERS,
  PurchaseInvoices: PURCHASE_INVOICES,
  Drafts: DRAFTS,
  StockTransfers: STOCK_TRANSFERS,
};

/** The document set a DocObjectCode or object number ('22', '18') stands for. */
export function documentSetOf(objectCode: string): DocumentSetDef | undefined {
  return [PURCHASE_ORDERS, PURCHASE_INVOICES].find(
    (d) => d.objectCode === objectCode || d.name === objectCodeName(objectCode),
  );
}

function objectCodeName(code: string) {
  return code === 'oPurchaseOrders'
    ? 'PurchaseOrders'
    : code === 'oPurchaseInvoices'
      ? 'PurchaseInvoices'
      : '';
}
