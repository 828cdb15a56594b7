import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import {
  INVOICE_MESSAGES,
  InvoicePageSchema,
  type InvoiceQuery,
} from '@jarvis/contracts/orders-invoices';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { queryString } from './orders-list.api';
import { ordersKeys } from './orders.keys';

const BASE = '/api/pedidos/facturas';

/** The supplier invoices, filtered, searched and paged by the server (GET /api/pedidos/facturas). */
export function useSupplierInvoices(params: InvoiceQuery) {
  return useQuery({
    // Under the orders' key: a delivery or a SAP registration refreshes it.
    queryKey: [...ordersKeys.all, 'facturas', params] as const,
    queryFn: ({ signal }) =>
      api.get(`${BASE}?${queryString(params)}`, InvoicePageSchema, { signal }),
    placeholderData: keepPreviousData,
    // The page shows the failure in place of the list.
    meta: { errorToast: false },
  });
}

/** 'Exportar Excel': the list's filters, every page; a failure is toasted by the shell. */
export function useExportInvoices() {
  return useMutation({
    mutationFn: ({ page: _page, size: _size, ...filters }: InvoiceQuery) =>
      downloadFile(`${BASE}/exportar?${queryString(filters)}`, INVOICE_MESSAGES.exportName),
  });
}
