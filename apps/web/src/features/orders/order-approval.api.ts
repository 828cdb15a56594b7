import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  ApprovalPageSchema,
  BulkOrdersResultSchema,
  type ApproveOrders,
  type ApprovalQuery,
} from '@jarvis/contracts/orders-lists';
import { api } from '../../lib/api-client';
import { downloadFile } from '../../lib/download';
import { queryString } from './orders-list.api';
import { ordersKeys } from './orders.keys';

/** The approval list of one state and date range (and, in Revisión, one supplier). */
export function useApprovalList(params: ApprovalQuery, isReady: boolean) {
  return useQuery({
    queryKey: ordersKeys.approval(params),
    queryFn: ({ signal }) =>
      api.get(`/api/pedidos/aprobacion?${queryString(params)}`, ApprovalPageSchema, { signal }),
    enabled: isReady,
    placeholderData: keepPreviousData,
    // The page shows the failure in place of the list.
    meta: { errorToast: false },
  });
}

/**
 * 'Aprobar' and 'Anular': the shell toasts the server's `successful` and its refusal (a 409 when
 * someone else moved an order first: nothing was applied). Either way the lists show where the
 * orders stand now.
 */
function useBulkMove<V extends { pedidoIds: number[] }>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: V) => api.post(path, body, BulkOrdersResultSchema),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

export const useApproveOrders = () => useBulkMove<ApproveOrders>('/api/pedidos/aprobar');
export const useVoidOrders = () => useBulkMove<{ pedidoIds: number[] }>('/api/pedidos/anular');

/** The PDFs of the orders, one file (POST /api/pedidos/pdf), named as the server says. */
export const downloadOrdersPdf = (pedidoIds: number[]) =>
  downloadFile(
    '/api/pedidos/pdf',
    pedidoIds.length === 1 ? `pedido-${pedidoIds[0]}.pdf` : 'pedidos.pdf',
    { pedidoIds },
  );

/**
 * 'Descargar PDF' of the selection, or a row's 'PDF' (`fila`: the button that shows it running). A
 * failure is toasted in the server's words by the shell.
 */
export function useDownloadOrdersPdf() {
  return useMutation({
    mutationFn: ({ pedidoIds }: { pedidoIds: number[]; fila?: number }) =>
      downloadOrdersPdf(pedidoIds),
  });
}
