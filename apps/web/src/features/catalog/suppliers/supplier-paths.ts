import { CREATE_SUPPLIER_ERROR_PAGE } from '@jarvis/contracts/suppliers';

/** Where the supplier screens lead each other (spec 2 §2 Proveedor area). */
export const SUPPLIER_LIST_PATH = CREATE_SUPPLIER_ERROR_PAGE.regresarA;

/** The list opened on a brand's tab (after creating a supplier for it). */
export const supplierListOf = (marca: string) =>
  `${SUPPLIER_LIST_PATH}?marca=${encodeURIComponent(marca)}`;

/** /Proveedor/crear/{id}, {id} being SAP's code. */
export const supplierCreatePath = (codigo: string) =>
  `/Proveedor/crear/${encodeURIComponent(codigo)}`;
