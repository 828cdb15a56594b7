import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SuccessSchema } from '@jarvis/contracts/errors';
import { AssignableSuppliersSchema } from '@jarvis/contracts/articles';
import { PriceHistorySchema, PricePageSchema, type PriceChange } from '@jarvis/contracts/prices';
import { api } from '../../../lib/api-client';
import {
  articleKeys,
  queryString,
  reloadCatalog,
  type PriceListParams,
} from '../articles/articles.api';

const pricePath = (id: number) => `/api/catalogo/precios/${id}`;

export function usePrices(params: PriceListParams) {
  return useQuery({
    queryKey: articleKeys.priceList(params),
    queryFn: ({ signal }) =>
      api.get(`/api/catalogo/precios?${queryString(params)}`, PricePageSchema, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** 'Precio modificado' comes back as the success text; the dialog reports failures itself. */
export function useChangePrice(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (values: PriceChange) => api.put(pricePath(id), values, SuccessSchema),
    onSuccess: () =>
      Promise.all([
        reloadCatalog(queryClient),
        queryClient.invalidateQueries({ queryKey: articleKeys.history(id) }),
      ]),
  });
}

/** Switches one supplier link; the server refuses it for an inactive article ('No disponible'). */
export function useSetPriceEstado() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: ({ id, estado }: { id: number; estado: 0 | 1 }) =>
      api.put(`${pricePath(id)}/estado/${estado}`, undefined, SuccessSchema),
    onSuccess: () => reloadCatalog(queryClient),
  });
}

export function usePriceHistory(id: number | undefined) {
  return useQuery({
    queryKey: articleKeys.history(id ?? 0),
    queryFn: ({ signal }) =>
      api.get(`${pricePath(id ?? 0)}/historial`, PriceHistorySchema, { signal }),
    enabled: id !== undefined,
    staleTime: 0,
  });
}

/**
 * The suppliers of the user's brand a new article may be assigned to: only active ones, from the
 * price list's own route (so the price-list permission is enough).
 */
export function useBrandSuppliers(marca: string | null) {
  return useQuery({
    queryKey: articleKeys.suppliers(marca ?? ''),
    queryFn: ({ signal }) =>
      api.get('/api/catalogo/precios/proveedores', AssignableSuppliersSchema, { signal }),
    enabled: marca !== null,
    select: (answer) => answer.proveedores,
  });
}
