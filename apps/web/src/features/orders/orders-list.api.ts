import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  OrderFilterOptionsSchema,
  OrderPageSchema,
  type OrderListQuery,
  type OrderView,
} from '@jarvis/contracts/orders-lists';
import { api } from '../../lib/api-client';
import { ordersKeys } from './orders.keys';

/** A list's query as the API reads it: what is empty or unset stays out of the address. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== '') query.set(key, String(value));
  return query.toString();
}

/** The suppliers and branches the filters offer, and the business's today (GET /api/pedidos/filtros). */
export function useOrderFilterOptions() {
  return useQuery({
    queryKey: ordersKeys.filters(),
    queryFn: ({ signal }) => api.get('/api/pedidos/filtros', OrderFilterOptionsSchema, { signal }),
    // The filters still work without their choices; the list says what failed.
    meta: { errorToast: false },
  });
}

/** One of the seven lists, filtered, searched and paged by the server. */
export function useOrderList(vista: OrderView, params: OrderListQuery) {
  return useQuery({
    queryKey: ordersKeys.list(vista, params),
    queryFn: ({ signal }) =>
      api.get(`/api/pedidos/vista/${vista}?${queryString(params)}`, OrderPageSchema, { signal }),
    placeholderData: keepPreviousData,
    // The page shows the failure in place of the list.
    meta: { errorToast: false },
  });
}
