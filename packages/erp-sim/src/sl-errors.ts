/**
 * Service Layer errors. Texts marked (invented) in the reference (§10) are the simulator's own; the
 * others are SAP's words as observed. Codes are coarse categories, as on the real server (§3.2).
 */
export class SlError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

export type ODataVersion = 'v1' | 'v2';

/** v1 (OData v3): numeric code, `{lang, value}` message; v2 (OData v4): string code and message. */
export function errorBody(error: SlError, version: ODataVersion): unknown {
  if (version === 'v1') {
    return { error: { code: error.code, message: { lang: 'en-us', value: error.message } } };
  }
  const details = error.code === -2028 ? { details: [{ code: '', message: '' }] } : {};
  return { error: { code: String(error.code), ...details, message: error.message } };
}

const bad = (code: number, message: string) => new SlError(400, code, message);

export const slErrors = {
  invalidSession: () => new SlError(401, 301, 'Invalid session or session already timeout.'),
  loginFailed: () => new SlError(401, 100000027, 'Login failed'),
  notFound: () => new SlError(404, -2028, 'No matching records found (ODBC -2028)'),
  /** A POST that refers to a record that does not exist (base document, base line). */
  referenceNotFound: () => bad(-2028, 'No matching records found (ODBC -2028)'),
  unknownResource: (segment: string) =>
    new SlError(404, -1000, `Unrecognized resource path '${segment}'.`),
  notSupported: () => bad(-5006, 'The requested action is not supported for this object.'),
  invalidProperty: (property: string, type: string) =>
    bad(-1000, `Property '${property}' of 'SAPB1.${type}' is invalid`),
  invalidValue: (property: string, type: string, value: unknown) =>
    bad(-1000, `Value '${String(value)}' of property '${property}' of 'SAPB1.${type}' is invalid`),
  malformedJson: () => bad(-1000, 'The request body is not valid JSON.'),
  query: (message: string) => bad(-1000, message),
  bpCodeTaken: (code: string) =>
    bad(
      -10,
      `1320000140 - Business partner code '${code}' already assigned to a business partner; enter a unique business partner code`,
    ),
  itemCodeTaken: (code: string) => bad(-10, `Item code '${code}' already exists`),
  entryExists: (label: string, table: string) =>
    bad(
      -2035,
      `This entry already exists in the following tables '${label}' (${table}) (ODBC -2035)`,
    ),
  missingKey: (property: string, type: string) =>
    bad(-5002, `Property '${property}' of 'SAPB1.${type}' is mandatory`),
  linkedRecord: (table: string, code: string) =>
    bad(-5002, `Cannot remove a record that is used in documents [${table}] , '${code}'`),
  fieldCannotBeUpdated: () => bad(-1029, 'Field cannot be updated (ODBC -1029)'),
  invalidBpCode: (table: string, code: string) =>
    bad(-5002, `Invalid BP code [${table}.CardCode] , '${code}'`),
  bpInactive: (table: string, code: string) =>
    bad(-10, `Business partner is inactive [${table}.CardCode] , '${code}'`),
  noLines: () => bad(-5002, 'Cannot add a document without rows'),
  itemMissing: (line: number, collection = 'DocumentLines') =>
    bad(
      -5002,
      `Item number is missing; specify an item number [${collection}.ItemCode][line: ${line}]`,
    ),
  /** SAP's own spacing: two blanks before the bracket. */
  invalidCode: (field: string, line: number | null, value: unknown) =>
    bad(
      -5002,
      `Enter valid code  [${field}]${line === null ? '' : `[line: ${line}]`} , '${String(value)}'`,
    ),
  invalidItem: (table: string, line: number, code: string) =>
    bad(-5002, `Invalid item code [${table}.ItemCode][line: ${line}] , '${code}'`),
  notPurchaseItem: (table: string, line: number, code: string) =>
    bad(-10, `Item is not a purchasing item [${table}.ItemCode][line: ${line}] , '${code}'`),
  /** (invented) After notPurchaseItem: a transfer moves stock, so its items must be kept in stock. */
  notInventoryItem: (table: string, line: number, code: string) =>
    bad(-10, `Item is not an inventory item [${table}.ItemCode][line: ${line}] , '${code}'`),
  /** (invented) SAP refuses a transfer row whose origin is its destination; its words were not seen. */
  sameWarehouse: (table: string, line: number, code: unknown) =>
    bad(
      -5002,
      `Cannot transfer to the same warehouse [${table}.WhsCode][line: ${line}] , '${String(code)}'`,
    ),
  itemInactive: (table: string, line: number, code: string) =>
    bad(-10, `Item is inactive [${table}.ItemCode][line: ${line}] , '${code}'`),
  badQuantity: (table: string, line: number) =>
    bad(-5002, `Quantity must be greater than zero [${table}.Quantity][line: ${line}]`),
  badBaseType: (line: number, value: unknown) =>
    bad(
      -5002,
      `Invalid base document type [DocumentLines.BaseType][line: ${line}] , '${String(value)}'`,
    ),
  incompleteBase: (line: number) =>
    bad(-5002, `Specify BaseType, BaseEntry and BaseLine together [DocumentLines][line: ${line}]`),
  baseItemMismatch: (line: number, code: string) =>
    bad(
      -5002,
      `Item does not match the base document row [DocumentLines.ItemCode][line: ${line}] , '${code}'`,
    ),
  quantityBelowCopied: (table: string, line: number) =>
    bad(
      -5002,
      `Quantity cannot be less than the quantity already copied to target documents [${table}.Quantity][line: ${line}]`,
    ),
  lineNotFound: (line: unknown) =>
    bad(
      -2028,
      `No matching records found (ODBC -2028) [DocumentLines.LineNum] , '${String(line)}'`,
    ),
  serviceDocument: () =>
    bad(-5006, 'Service documents (dDocument_Service) are not supported by the simulator'),
  baseCardMismatch: () => bad(-10, 'Base document card and target document card do not match.'),
  baseClosed: () => bad(-10, 'One of the base documents has already been closed'),
  invalidSeries: (table: string, series: unknown) =>
    bad(-5002, `Invalid series [${table}.Series] , '${String(series)}'`),
  seriesLocked: (table: string, series: unknown) =>
    bad(-10, `Series is locked [${table}.Series] , '${String(series)}'`),
  invalidCurrency: (table: string, currency: string) =>
    bad(-5002, `Enter valid code  [${table}.DocCur] , '${currency}'`),
  alreadyClosed: () => bad(-5002, 'Document is already closed or cancelled'),
  notClosed: () => bad(-5002, 'Document is not closed'),
  hasTargets: () =>
    bad(-5002, 'Cannot cancel a document that has been copied to a target document'),
  approvalRequired: () => bad(-2028, 'No matching records found (ODBC -2028)'),
  incompleteBatch: () => bad(-1000, 'Incomplete Batch Request Body!'),
};
