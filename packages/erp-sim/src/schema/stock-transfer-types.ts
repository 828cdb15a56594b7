import { entityType, type FieldType } from './entity-types';
import * as E from './enums';

/**
 * The inventory transfer (OWTR / WTR1, object 67) as SL's $metadata has it, in its order: a subset of
 * SAP's `StockTransfer` and `StockTransferLine` (the reference's META source). It is not a marketing
 * `Document`: no card is required, no amounts or tax, and SAP declares no CancelStatus or Cancelled.
 */
const S: FieldType = { kind: 'string' };
const I: FieldType = { kind: 'int' };
const N: FieldType = { kind: 'number' };
const D: FieldType = { kind: 'date' };

export const StockTransferLine = entityType(
  'StockTransferLine',
  {
    LineNum: I,
    DocEntry: I,
    ItemCode: S,
    ItemDescription: S,
    Quantity: N,
    Price: N,
    Currency: S,
    /** The destination; `FromWarehouseCode` is the origin. */
    WarehouseCode: S,
    FromWarehouseCode: S,
    ProjectCode: S,
    MeasureUnit: S,
    UnitsOfMeasurment: N,
    UnitPrice: N,
    UoMCode: S,
    InventoryQuantity: N,
    LineStatus: { kind: 'enum', def: E.BoStatus },
  },
  ['DocEntry', 'Currency', 'MeasureUnit', 'UnitsOfMeasurment', 'InventoryQuantity', 'LineStatus'],
);

export const StockTransfer = entityType(
  'StockTransfer',
  {
    DocEntry: I,
    Series: I,
    DocDate: D,
    DueDate: D,
    CardCode: S,
    CardName: S,
    Address: S,
    Reference1: S,
    Reference2: S,
    Comments: S,
    JournalMemo: S,
    PriceList: I,
    SalesPersonCode: I,
    FromWarehouse: S,
    ToWarehouse: S,
    CreationDate: D,
    UpdateDate: D,
    DocNum: I,
    TaxDate: D,
    DocObjectCode: { kind: 'enum', def: E.BoObjectTypes },
    BPLID: I,
    AttachmentEntry: I,
    DocumentStatus: { kind: 'enum', def: E.BoStatus },
    U_BO_ID: S,
    StockTransferLines: { kind: 'collection', of: StockTransferLine },
  },
  ['DocEntry', 'CreationDate', 'UpdateDate', 'DocObjectCode', 'DocumentStatus'],
);
