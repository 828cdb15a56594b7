import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NewOrderResultSchema, type NewOrder } from '@jarvis/contracts/orders';
import { NewOrderOptionsSchema, OrderableArticlesSchema } from '@jarvis/contracts/orders-lists';
import { api } from '../../lib/api-client';
import { ordersKeys } from './orders.keys';

/** The user's brand's active suppliers, the branches it may order for and the business's today. */
export function useNewOrderOptions() {
  return useQuery({
    queryKey: ordersKeys.newOrder(),
    queryFn: ({ signal }) => api.get('/api/pedidos/nuevo', NewOrderOptionsSchema, { signal }),
    // The page shows the failure in place, with a way to try again.
    meta: { errorToast: false },
  });
}

/** What the supplier sells that can be ordered (active, priced above 0); none until one is chosen. */
export function useOrderableArticles(proveedorId: number | undefined) {
  return useQuery({
    queryKey: ordersKeys.articles(proveedorId ?? 0),
    queryFn: ({ signal }) =>
      api.get(
        `/api/pedidos/nuevo/proveedores/${String(proveedorId)}/articulos`,
        OrderableArticlesSchema,
        { signal },
      ),
    enabled: proveedorId !== undefined,
    meta: { errorToast: false },
  });
}

export type CreateOrderInput = { order: NewOrder; idempotencyKey: string };

/**
 * 'Crear pedido'. The shell toasts the server's `successful`; a refusal is shown on the form, by
 * the control or line it names.
 */
export function useCreateOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ order, idempotencyKey }: CreateOrderInput) =>
      api.post('/api/pedidos', order, NewOrderResultSchema, { idempotencyKey }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
