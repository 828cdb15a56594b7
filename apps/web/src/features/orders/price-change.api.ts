import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  PriceChangeApplyResultSchema,
  PriceChangeArticlesSchema,
  PriceChangeOptionsSchema,
  PriceChangeOrderPageSchema,
  PriceChangePreviewSchema,
  type PriceChangeApply,
  type PriceChangeFilter,
  type PriceChangePreviewRequest,
} from '@jarvis/contracts/orders-price-change';
import { api } from '../../lib/api-client';
import { queryString } from './orders-list.api';
import { ordersKeys } from './orders.keys';

/** /Proveedor/cambio-precio's calls (issue #53 point 6), all under /api/pedidos/cambio-precio. */
const BASE = '/api/pedidos/cambio-precio';

const priceChangeKeys = {
  all: [...ordersKeys.all, 'cambio-precio'] as const,
  options: () => [...priceChangeKeys.all, 'opciones'] as const,
  orders: (params: object) => [...priceChangeKeys.all, 'pedidos', params] as const,
  articles: (filter: object) => [...priceChangeKeys.all, 'articulos', filter] as const,
  preview: (body: object) => [...priceChangeKeys.all, 'vista-previa', body] as const,
};

/** The filter's suppliers, branches (the brand's, not the user's own) and states. */
export function usePriceChangeOptions() {
  return useQuery({
    queryKey: priceChangeKeys.options(),
    queryFn: ({ signal }) => api.get(`${BASE}/opciones`, PriceChangeOptionsSchema, { signal }),
    meta: { errorToast: false },
  });
}

type Paged = PriceChangeFilter & { page: number; size: number };

/** The filter's orders, a page, each with its lines. */
export function usePriceChangeOrders(params: Paged | undefined) {
  return useQuery({
    queryKey: priceChangeKeys.orders(params ?? {}),
    queryFn: ({ signal }) =>
      api.get(`${BASE}?${queryString(params!)}`, PriceChangeOrderPageSchema, { signal }),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
    meta: { errorToast: false },
  });
}

/** The articles on the filter's orders, with their current prices. */
export function usePriceChangeArticles(filter: PriceChangeFilter | undefined) {
  return useQuery({
    queryKey: priceChangeKeys.articles(filter ?? {}),
    queryFn: ({ signal }) =>
      api.get(`${BASE}/articulos?${queryString(filter!)}`, PriceChangeArticlesSchema, { signal }),
    enabled: filter !== undefined,
    meta: { errorToast: false },
  });
}

/**
 * The preview: a read (it writes nothing), sent as a POST for its body. Each page of the dialog is
 * its own request; `staleTime: 0` reads it afresh each time the dialog opens.
 */
export function usePriceChangePreview(body: PriceChangePreviewRequest | undefined) {
  return useQuery({
    queryKey: priceChangeKeys.preview(body ?? {}),
    queryFn: ({ signal }) =>
      api.post(`${BASE}/vista-previa`, body, PriceChangePreviewSchema, { signal }),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
    gcTime: 0,
    meta: { errorToast: false },
  });
}

/**
 * 'Aplicar': the shell toasts the server's 'Modificación completada'; the page says what failed
 * (spec 2 §8: 'Error al actualizar precios', 2 s). Every order list shows the new prices after.
 */
export function useApplyPriceChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PriceChangeApply) =>
      api.post(`${BASE}/aplicar`, body, PriceChangeApplyResultSchema),
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
