/**
 * Service Layer enumerations. Each member has the integer value SAP's $metadata declares for it
 * (`<Member Name="cSupplier" Value="1"/>`, `<Member Name="oPurchaseOrders" Value="22"/>`, as read
 * from a real $metadata by the reference's META source) and the database codes it is also written as
 * ('S', 'Y', ...). Responses carry the member name; input and $filter accept the name, the database
 * code or the declared value (SLG §3.4, §3.6.3), so that $metadata and the filter engine agree.
 */
export type EnumMember = { value: number; aliases: readonly string[] };
export type EnumDef = { name: string; members: Record<string, EnumMember> };

const m = (value: number, ...aliases: string[]): EnumMember => ({ value, aliases });

function enumDef(name: string, members: Record<string, EnumMember>): EnumDef {
  return { name, members };
}

export const BoYesNoEnum = enumDef('BoYesNoEnum', { tNO: m(0, 'N'), tYES: m(1, 'Y') });
export const BoYesNoNoneEnum = enumDef('BoYesNoNoneEnum', {
  boNO: m(0, 'N'),
  boYES: m(1, 'Y'),
  boNONE: m(2),
});
export const BoCardTypes = enumDef('BoCardTypes', {
  cCustomer: m(0, 'C'),
  cSupplier: m(1, 'S'),
  cLid: m(2, 'L'),
});
export const BoStatus = enumDef('BoStatus', {
  bost_Open: m(0, 'O'),
  bost_Close: m(1, 'C'),
  bost_Paid: m(2, 'P'),
  bost_Delivered: m(3, 'D'),
});
export const BoDocumentTypes = enumDef('BoDocumentTypes', {
  dDocument_Items: m(0, 'I'),
  dDocument_Service: m(1, 'S'),
});
export const CancelStatusEnum = enumDef('CancelStatusEnum', {
  csYes: m(0, 'Y'),
  csNo: m(1, 'N'),
  csCancellation: m(2, 'C'),
});
export const DocumentAuthorizationStatusEnum = enumDef('DocumentAuthorizationStatusEnum', {
  dasWithout: m(0, 'W'),
  dasPending: m(1, 'P'),
  dasApproved: m(2, 'A'),
  dasRejected: m(3, 'N'),
  dasGenerated: m(4, 'C'),
  dasGeneratedbyAuthorizer: m(5, 'G'),
  dasCancelled: m(6),
});
/**
 * The object type code is the value itself: 22 purchase order, 18 A/P invoice, 20 goods receipt PO,
 * 67 inventory transfer.
 */
export const BoObjectTypes = enumDef('BoObjectTypes', {
  oPurchaseInvoices: m(18),
  oPurchaseDeliveryNotes: m(20),
  oPurchaseOrders: m(22),
  oStockTransfer: m(67),
  oDrafts: m(112),
});
export const ItemTypeEnum = enumDef('ItemTypeEnum', {
  itItems: m(0, 'I'),
  itLabor: m(1, 'L'),
  itTravel: m(2, 'T'),
  itFixedAssets: m(3, 'F'),
});
export const BoVatStatus = enumDef('BoVatStatus', {
  vExempted: m(0, 'N'),
  vLiable: m(1, 'Y'),
  vEC: m(2, 'E'),
});
export const BoVatCategoryEnum = enumDef('BoVatCategoryEnum', {
  bovcInputTax: m(0, 'I'),
  bovcOutputTax: m(1, 'O'),
});
export const WithholdingTaxCodeCategoryEnum = enumDef('WithholdingTaxCodeCategoryEnum', {
  wtcc_Invoice: m(0, 'I'),
  wtcc_Payment: m(1, 'P'),
});
export const WithholdingTaxCodeBaseTypeEnum = enumDef('WithholdingTaxCodeBaseTypeEnum', {
  wtcbt_Gross: m(0, 'G'),
  wtcbt_Net: m(1, 'N'),
  wtcbt_VAT: m(2, 'V'),
});
export const BoSeriesTypeEnum = enumDef('BoSeriesTypeEnum', {
  stDocument: m(0),
  stBusinessPartner: m(1),
  stItem: m(2),
  stResource: m(3),
});

/**
 * The member name for a name, a database code or the declared integer value; undefined when the
 * text is none of them.
 */
export function enumMember(def: EnumDef, text: string): string | undefined {
  if (Object.hasOwn(def.members, text)) return text;
  const trimmed = text.trim();
  for (const [member, { value, aliases }] of Object.entries(def.members)) {
    if (aliases.includes(text) || (/^-?\d+$/.test(trimmed) && Number(trimmed) === value)) {
      return member;
    }
  }
  return undefined;
}
