import type { Row } from '../store';

/** What SAP fills in when a master record is added without these properties. */
export const MASTER_DEFAULTS: Record<string, Row> = {
  BusinessPartners: {
    CardType: 'cCustomer',
    GroupCode: 100,
    Currency: 'USD',
    VatLiable: 'vLiable',
    Country: 'SV',
    PayTermsGrpCode: -1,
    PriceListNum: 1,
    Valid: 'tYES',
    Frozen: 'tNO',
    SubjectToWithholdingTax: 'boNO',
    CurrentAccountBalance: 0,
  },
  Items: {
    ItemType: 'itItems',
    ItemsGroupCode: 100,
    VatLiable: 'tYES',
    PurchaseItem: 'tYES',
    SalesItem: 'tYES',
    InventoryItem: 'tYES',
    Valid: 'tYES',
    Frozen: 'tNO',
    WTLiable: 'tYES',
    PurchaseItemsPerUnit: 1,
    SalesItemsPerUnit: 1,
    PurchaseVATGroup: 'IVA13',
    QuantityOnStock: 0,
    QuantityOrderedFromVendors: 0,
    QuantityOrderedByCustomers: 0,
  },
  Warehouses: {
    Inactive: 'tNO',
    Nettable: 'tYES',
    DropShip: 'tNO',
    EnableBinLocations: 'tNO',
    Country: 'SV',
  },
};
