import { ErpError } from './erp-errors';
import { odataString, type SapReader, type ServiceLayer } from './service-layer';

/**
 * What the catalogue reads from SAP (spec 2 §5, §7): suppliers and items, found by code the way the
 * spec asks — case-insensitively — although the Service Layer's `eq` may be case-sensitive (HANA)
 * and has no tolower() (reference §4.1): exact key first, then the upper-case key (SAP codes are
 * usually upper case), then a scan of the codes compared in lower case. A look-up by code is typed
 * by a person and waits at most ERP_LOOKUP_TIMEOUT_SECONDS (`sl.lookup`); whole lists do not.
 */

export type SapSupplier = {
  codigo: string;
  nombre: string;
  /** SAP's short name (AliasName), when it has one. */
  alias: string | null;
  telefono: string | null;
  correo: string | null;
  direccion: string | null;
  /** Brand (UDF U_Marca). */
  marca: string | null;
  activo: boolean;
  /** Subject to withholding tax (SubjectToWithholdingTax, DB field WTLiable). */
  wtLiable: boolean;
};

export type SapItem = {
  codigo: string;
  nombre: string;
  unidadCompra: string | null;
  unidadInventario: string | null;
  /** Inventory units per purchase unit. */
  porUnidadCompra: number;
  /** Can be bought and is neither frozen nor invalid. */
  activo: boolean;
  proveedor: string | null;
  marca: string | null;
};

type BusinessPartner = {
  CardCode: string;
  CardName: string;
  AliasName?: string | null;
  CardType: string;
  Phone1?: string | null;
  EmailAddress?: string | null;
  Address?: string | null;
  Valid?: string;
  Frozen?: string;
  SubjectToWithholdingTax?: string;
  U_Marca?: string | null;
};

type Item = {
  ItemCode: string;
  ItemName: string;
  PurchaseUnit?: string | null;
  InventoryUOM?: string | null;
  PurchaseItemsPerUnit?: number | null;
  PurchaseItem?: string;
  Valid?: string;
  Frozen?: string;
  Mainsupplier?: string | null;
  U_Marca?: string | null;
};

const SUPPLIER_FIELDS = [
  'CardCode',
  'CardName',
  'AliasName',
  'CardType',
  'Phone1',
  'EmailAddress',
  'Address',
  'Valid',
  'Frozen',
  'SubjectToWithholdingTax',
  'U_Marca',
];
const ITEM_FIELDS = [
  'ItemCode',
  'ItemName',
  'PurchaseUnit',
  'InventoryUOM',
  'PurchaseItemsPerUnit',
  'PurchaseItem',
  'Valid',
  'Frozen',
  'Mainsupplier',
  'U_Marca',
];

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

function toSupplier(bp: BusinessPartner): SapSupplier {
  return {
    codigo: bp.CardCode,
    nombre: bp.CardName,
    alias: blankToNull(bp.AliasName),
    telefono: blankToNull(bp.Phone1),
    correo: blankToNull(bp.EmailAddress),
    direccion: blankToNull(bp.Address),
    marca: blankToNull(bp.U_Marca),
    activo: bp.Valid !== 'tNO' && bp.Frozen !== 'tYES',
    wtLiable: bp.SubjectToWithholdingTax === 'boYES',
  };
}

function toItem(item: Item): SapItem {
  return {
    codigo: item.ItemCode,
    nombre: item.ItemName,
    unidadCompra: blankToNull(item.PurchaseUnit),
    unidadInventario: blankToNull(item.InventoryUOM),
    porUnidadCompra: item.PurchaseItemsPerUnit ?? 1,
    activo: item.PurchaseItem !== 'tNO' && item.Valid !== 'tNO' && item.Frozen !== 'tYES',
    proveedor: blankToNull(item.Mainsupplier),
    marca: blankToNull(item.U_Marca),
  };
}

/** One entity by key; undefined when SAP has none. */
async function byKey<T>(sl: SapReader, set: string, key: string, select: string[]) {
  try {
    return await sl.get<T>(`${set}(${odataString(key)})?$select=${select.join(',')}`);
  } catch (err) {
    if (err instanceof ErpError && err.kind === 'no-encontrado') return undefined;
    throw err;
  }
}

async function findCaseInsensitive<T>(
  sl: SapReader,
  set: string,
  keyField: string,
  code: string,
  select: string[],
  scanFilter?: string,
): Promise<T | undefined> {
  const wanted = code.trim();
  if (!wanted) return undefined;
  for (const candidate of new Set([wanted, wanted.toUpperCase()])) {
    const found = await byKey<T>(sl, set, candidate, select);
    if (found) return found;
  }
  const codes = await sl.list<Record<string, string>>(set, {
    select: [keyField],
    ...(scanFilter ? { filter: scanFilter } : {}),
    pageSize: 1000,
  });
  const match = codes.find((row) => row[keyField]?.toLowerCase() === wanted.toLowerCase());
  return match ? byKey<T>(sl, set, match[keyField]!, select) : undefined;
}

/** A supplier (CardType cSupplier) by code; customers and leads do not count. */
export async function supplierByCode(sl: ServiceLayer, code: string) {
  const bp = await sl.lookup((reader) =>
    findCaseInsensitive<BusinessPartner>(
      reader,
      'BusinessPartners',
      'CardCode',
      code,
      SUPPLIER_FIELDS,
      "CardType eq 'cSupplier'",
    ),
  );
  return bp && bp.CardType === 'cSupplier' ? toSupplier(bp) : undefined;
}

export async function suppliers(sl: ServiceLayer, marca?: string) {
  const rows = await sl.list<BusinessPartner>('BusinessPartners', {
    filter: `CardType eq 'cSupplier'${marca ? ` and U_Marca eq ${odataString(marca)}` : ''}`,
    select: SUPPLIER_FIELDS,
    orderby: 'CardCode asc',
    pageSize: 500,
  });
  return rows.map(toSupplier);
}

export async function itemByCode(sl: ServiceLayer, code: string) {
  const item = await sl.lookup((reader) =>
    findCaseInsensitive<Item>(reader, 'Items', 'ItemCode', code, ITEM_FIELDS),
  );
  return item ? toItem(item) : undefined;
}

export async function items(sl: ServiceLayer) {
  const rows = await sl.list<Item>('Items', {
    select: ITEM_FIELDS,
    orderby: 'ItemCode asc',
    pageSize: 1000,
  });
  return rows.map(toItem);
}
