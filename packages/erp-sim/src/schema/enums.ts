/**
 * Service Layer enumerations: responses carry the member name, input and $filter accept the name or
 * the database value (SLG §3.4, §3.6.3). Each member maps to the values it may also be written as.
 */
export type EnumDef = { name: string; members: Record<string, readonly string[]> };

function enumDef(name: string, members: Record<string, readonly string[]>): EnumDef {
  return { name, members };
}

export const BoYesNoEnum = enumDef('BoYesNoEnum', { tNO: ['N'], tYES: ['Y'] });
export const BoYesNoNoneEnum = enumDef('BoYesNoNoneEnum', {
  boNO: ['N'],
  boYES: ['Y'],
  boNONE: [],
});
export const BoCardTypes = enumDef('BoCardTypes', {
  cCustomer: ['C'],
  cSupplier: ['S'],
  cLid: ['L'],
});
export const BoStatus = enumDef('BoStatus', {
  bost_Open: ['O'],
  bost_Close: ['C'],
  bost_Paid: ['P'],
  bost_Delivered: ['D'],
});
export const BoDocumentTypes = enumDef('BoDocumentTypes', {
  dDocument_Items: ['I'],
  dDocument_Service: ['S'],
});
export const CancelStatusEnum = enumDef('CancelStatusEnum', {
  csNo: ['N'],
  csYes: ['Y'],
  csCancellation: ['C'],
});
export const DocumentAuthorizationStatusEnum = enumDef('DocumentAuthorizationStatusEnum', {
  dasWithout: ['W'],
  dasPending: ['P'],
  dasApproved: ['A'],
  dasRejected: ['N'],
  dasGenerated: ['C'],
  dasGeneratedbyAuthorizer: ['G'],
});
export const BoObjectTypes = enumDef('BoObjectTypes', {
  oPurchaseOrders: ['22'],
  oPurchaseInvoices: ['18'],
  oPurchaseDeliveryNotes: ['20'],
});
export const BoItemTypes = enumDef('BoItemTypes', {
  itItems: ['I'],
  itLabor: ['L'],
  itTravel: ['T'],
  itFixedAssets: ['F'],
});
export const BoVatStatus = enumDef('BoVatStatus', { vLiable: ['Y'], vExempted: ['N'], vEC: ['E'] });
export const BoVatCategoryEnum = enumDef('BoVatCategoryEnum', {
  bovcInputTax: ['I'],
  bovcOutputTax: ['O'],
});
export const WithholdingTaxCodeCategoryEnum = enumDef('WithholdingTaxCodeCategoryEnum', {
  wtcc_Invoice: ['I'],
  wtcc_Payment: ['P'],
});
export const WithholdingTaxCodeBaseTypeEnum = enumDef('WithholdingTaxCodeBaseTypeEnum', {
  wtcbt_Net: ['N'],
  wtcbt_Gross: ['G'],
  wtcbt_VAT: ['V'],
});

/** The member name for a name or alias, or undefined when the text is not a member. */
export function enumMember(def: EnumDef, text: string): string | undefined {
  if (Object.hasOwn(def.members, text)) return text;
  for (const [member, aliases] of Object.entries(def.members)) {
    if (aliases.includes(text)) return member;
  }
  return undefined;
}
