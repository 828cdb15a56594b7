import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  InconsistencyTypesSchema,
  RaisedTicketSchema,
  SapRegistrationResultSchema,
  type Delivery,
  type Inconsistencies,
  type SapRegistration,
} from '@jarvis/contracts/orders-delivery';
import { apiRequest } from '../../lib/api-client';
import { useOrderChange } from './order-detail.api';
import { ordersKeys } from './orders.keys';

/**
 * An order's life after approval (issue #53): delivery, inconsistencies and their correction, the
 * supplier's ticket and the SAP registration. Each answer is followed by the order read again.
 */

const orderPath = (pedidoId: number) => `/api/pedidos/${pedidoId}`;

/** 'Entregado' (2 or 3 → 4). */
export const useDeliverOrder = (pedidoId: number) =>
  useOrderChange<Delivery>(pedidoId, { method: 'POST', path: '/entregar' });

/** 'Registrar inconsistencias' (4 → 6). */
export const useRegisterInconsistencies = (pedidoId: number) =>
  useOrderChange<Inconsistencies>(pedidoId, { method: 'POST', path: '/inconsistencias' });

/** 'Marcar corregido': the order's inconsistencies were corrected. */
export const useMarkCorrected = (pedidoId: number) =>
  useOrderChange<{ version: number }>(pedidoId, { method: 'POST', path: '/correccion' });

/** The inconsistency types (few, seldom changed): read once per session. */
export function useInconsistencyTypes(enabled: boolean) {
  return useQuery({
    queryKey: [...ordersKeys.all, 'tipos-inconsistencia'] as const,
    queryFn: ({ signal }) =>
      apiRequest('/api/pedidos/tipos-inconsistencia', InconsistencyTypesSchema, { signal }),
    enabled,
    staleTime: Infinity,
  });
}

/** 'Crear ticket al proveedor' for one inconsistency; the shell toasts the server's text. */
export function useRaiseTicket(pedidoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inconsistenciaId: number) =>
      apiRequest(
        `${orderPath(pedidoId)}/inconsistencias/${inconsistenciaId}/ticket`,
        RaisedTicketSchema,
        { method: 'POST', body: {} },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.detail(pedidoId) }),
  });
}

/**
 * 'Registrar en SAP'. The screen says the outcome itself: an order already registered is news
 * (info), not a success, and a refused total goes under the field.
 */
export function useRegisterInSap(pedidoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { successToast: false, errorToast: false },
    mutationFn: (body: SapRegistration) =>
      apiRequest(`${orderPath(pedidoId)}/sap`, SapRegistrationResultSchema, {
        method: 'POST',
        body,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}
