import * as E from './enums';

/**
 * The simulator's $metadata: the properties each entity type has, in the order SL returns them.
 * It drives the unknown-property check, input coercion, $filter typing, $select and the full shape of
 * every answer (absent properties come back as null, as SL does).
 */
export type FieldType =
  | { kind: 'string' }
  | { kind: 'int' }
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'time' }
  | { kind: 'enum'; def: E.EnumDef }
  | { kind: 'collection'; of: EntityType };

export type EntityType = {
  name: string;
  fields: Record<string, FieldType>;
  /** Accepted as input and silently ignored, as SL does with read-only properties (SLG §3.4). */
  readOnly: readonly string[];
};

const S: FieldType = { kind: 'string' };
const I: FieldType = { kind: 'int' };
const N: FieldType = { kind: 'number' };
const D: FieldType = { kind: 'date' };
const T: FieldType = { kind: 'time' };
const YN: FieldType = { kind: 'enum', def: E.BoYesNoEnum };
const en = (def: E.EnumDef): FieldType => ({ kind: 'enum', def });
const many = (of: EntityType): FieldType => ({ kind: 'collection', of });

export function entityType(
  name: string,
  fields: Record<string, FieldType>,
  readOnly: readonly string[] = [],
): EntityType {
  return { name, fields, readOnly };
}

const BPWithholdingTax = entityType('BPWithholdingTax', { WTCode: S, BPCode: S });

export const BusinessPartner = entityType(
  'BusinessPartner',
  {
    CardCode: S,
    CardName: S,
    CardType: en(E.BoCardTypes),
    GroupCode: I,
    Address: S,
    ZipCode: S,
    MailAddress: S,
    Phone1: S,
    Phone2: S,
    Fax: S,
    ContactPerson: S,
    Notes: S,
    PayTermsGrpCode: I,
    CreditLimit: N,
    FederalTaxID: S,
    AdditionalID: S,
    Currency: S,
    VatLiable: en(E.BoVatStatus),
    VatGroup: S,
    Cellular: S,
    City: S,
    County: S,
    Country: S,
    EmailAddress: S,
    AliasName: S,
    PriceListNum: I,
    Series: I,
    Valid: YN,
    ValidFrom: D,
    ValidTo: D,
    ValidRemarks: S,
    Frozen: YN,
    FrozenFrom: D,
    FrozenTo: D,
    FrozenRemarks: S,
    SubjectToWithholdingTax: en(E.BoYesNoNoneEnum),
    WTCode: S,
    CurrentAccountBalance: N,
    CreateDate: D,
    UpdateDate: D,
    U_Marca: S,
    U_Rubro: S,
    BPWithholdingTaxCollection: many(BPWithholdingTax),
  },
  ['CurrentAccountBalance', 'CreateDate', 'UpdateDate'],
);

const ItemPrice = entityType('ItemPrice', { PriceList: I, Price: N, Currency: S });

export const Item = entityType(
  'Item',
  {
    ItemCode: S,
    ItemName: S,
    ForeignName: S,
    ItemsGroupCode: I,
    BarCode: S,
    VatLiable: YN,
    PurchaseItem: YN,
    SalesItem: YN,
    InventoryItem: YN,
    Mainsupplier: S,
    SupplierCatalogNo: S,
    DefaultWarehouse: S,
    PurchaseUnit: S,
    PurchaseItemsPerUnit: N,
    SalesUnit: S,
    SalesItemsPerUnit: N,
    InventoryUOM: S,
    PurchaseVATGroup: S,
    SalesVATGroup: S,
    ItemType: en(E.ItemTypeEnum),
    Valid: YN,
    ValidFrom: D,
    ValidTo: D,
    Frozen: YN,
    FrozenFrom: D,
    FrozenTo: D,
    FrozenRemarks: S,
    WTLiable: YN,
    QuantityOnStock: N,
    QuantityOrderedFromVendors: N,
    QuantityOrderedByCustomers: N,
    User_Text: S,
    CreateDate: D,
    UpdateDate: D,
    U_Marca: S,
    ItemPrices: many(ItemPrice),
  },
  [
    'QuantityOnStock',
    'QuantityOrderedFromVendors',
    'QuantityOrderedByCustomers',
    'CreateDate',
    'UpdateDate',
  ],
);

export const ItemGroup = entityType('ItemGroups', { Number: I, GroupName: S });

export const Warehouse = entityType('Warehouse', {
  WarehouseCode: S,
  WarehouseName: S,
  Inactive: YN,
  Street: S,
  Block: S,
  City: S,
  County: S,
  State: S,
  Country: S,
  ZipCode: S,
  BusinessPlaceID: I,
  Nettable: YN,
  DropShip: YN,
  EnableBinLocations: YN,
  U_Marca: S,
});

const VatGroupLine = entityType('VatGroups_Line', { Effectivefrom: D, Rate: N });
export const VatGroup = entityType('VatGroup', {
  Code: S,
  Name: S,
  Category: en(E.BoVatCategoryEnum),
  Inactive: YN,
  VatGroups_Lines: many(VatGroupLine),
});

const WTCodeLine = entityType('WithholdingTaxCodes_Line', { Effectivefrom: D, Rate: N });
export const WithholdingTaxCode = entityType('WithholdingTaxCode', {
  WTCode: S,
  WTName: S,
  Category: en(E.WithholdingTaxCodeCategoryEnum),
  BaseType: en(E.WithholdingTaxCodeBaseTypeEnum),
  Inactive: YN,
  WithholdingTaxCodes_Lines: many(WTCodeLine),
});

export const DocumentLine = entityType(
  'DocumentLine',
  {
    LineNum: I,
    ItemCode: S,
    ItemDescription: S,
    Quantity: N,
    ShipDate: D,
    Price: N,
    PriceAfterVAT: N,
    Currency: S,
    DiscountPercent: N,
    WarehouseCode: S,
    AccountCode: S,
    VatGroup: S,
    TaxCode: S,
    TaxTotal: N,
    UnitPrice: N,
    LineTotal: N,
    LineStatus: en(E.BoStatus),
    RemainingOpenQuantity: N,
    OpenAmount: N,
    BaseType: I,
    BaseEntry: I,
    BaseLine: I,
    TargetType: I,
    TargetEntry: I,
    MeasureUnit: S,
    UnitsOfMeasurment: N,
    SupplierCatNum: S,
    WTLiable: YN,
    CostingCode: S,
    ProjectCode: S,
    FreeText: S,
  },
  ['TaxTotal', 'LineStatus', 'RemainingOpenQuantity', 'OpenAmount', 'TargetType', 'TargetEntry'],
);

const WithholdingTaxData = entityType('WithholdingTaxData', {
  WTCode: S,
  Rate: N,
  TaxableAmount: N,
  WTAmount: N,
});

export const Document = entityType(
  'Document',
  {
    DocEntry: I,
    DocNum: I,
    DocType: en(E.BoDocumentTypes),
    DocDate: D,
    DocDueDate: D,
    TaxDate: D,
    CardCode: S,
    CardName: S,
    Address: S,
    NumAtCard: S,
    DocCurrency: S,
    DocRate: N,
    DocTotal: N,
    DocTotalFc: N,
    DocTotalSys: N,
    VatSum: N,
    Reference1: S,
    Reference2: S,
    Comments: S,
    JournalMemo: S,
    PaymentGroupCode: I,
    DocTime: T,
    Series: I,
    DiscountPercent: N,
    TotalDiscount: N,
    DocumentStatus: en(E.BoStatus),
    Cancelled: YN,
    CancelStatus: en(E.CancelStatusEnum),
    DocObjectCode: en(E.BoObjectTypes),
    AuthorizationStatus: en(E.DocumentAuthorizationStatusEnum),
    Confirmed: YN,
    FederalTaxID: S,
    CreationDate: D,
    UpdateDate: D,
    WTApplied: N,
    WTAmount: N,
    BaseAmount: N,
    BPL_IDAssignedToInvoice: I,
    DocumentsOwner: I,
    SalesPersonCode: I,
    AttachmentEntry: I,
    U_BO_ID: S,
    U_CodGeneracion: S,
    U_SelloRecepcion: S,
    U_NumControl: S,
    DocumentLines: many(DocumentLine),
    WithholdingTaxDataCollection: many(WithholdingTaxData),
  },
  [
    'DocEntry',
    'DocTotal',
    'DocTotalFc',
    'DocTotalSys',
    'VatSum',
    'TotalDiscount',
    'DocumentStatus',
    'Cancelled',
    'CancelStatus',
    'AuthorizationStatus',
    'CreationDate',
    'UpdateDate',
    'WTApplied',
    'WTAmount',
    'BaseAmount',
    'WithholdingTaxDataCollection',
  ],
);

/** Parameters and results of the service actions (SeriesService_*, Login), as complex types. */
export const DocumentTypeParams = entityType('DocumentTypeParams', {
  Document: S,
  DocumentSubType: S,
});

export const Series = entityType('Series', {
  Series: I,
  Name: S,
  Prefix: S,
  Suffix: S,
  InitialNumber: I,
  NextNumber: I,
  LastNumber: I,
  Locked: YN,
  IsManual: YN,
  PeriodIndicator: S,
  GroupCode: S,
  BPLID: I,
  Document: S,
  DocumentSubType: S,
  Remarks: S,
  SeriesType: en(E.BoSeriesTypeEnum),
});

export const B1Session = entityType('B1Session', {
  SessionId: S,
  Version: S,
  SessionTimeout: I,
});
