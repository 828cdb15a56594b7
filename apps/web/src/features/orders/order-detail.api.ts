import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import Decimal from 'decimal.js';
import { OrderDetailSchema, type OrderDetail } from '@jarvis/contracts/orders';
import {
  OrderChangeResultSchema,
  type AddOrderLine,
  type DeleteOrderLines,
  type OrderChangeResult,
  type OrderHeaderUpdate,
  type OrderLinesUpdate,
} from '@jarvis/contracts/orders-edits';
import { OrderableArticlesSchema } from '@jarvis/contracts/orders-lists';
import { apiRequest } from '../../lib/api-client';
import { ordersKeys } from './orders.keys';

const orderPath = (pedidoId: number) => `/api/pedidos/${pedidoId}`;

const SAP_POLL_MS = 5_000;

/** Some SAP document of the order is still queued or being sent. */
export const isSapBusy = (order: OrderDetail | undefined) =>
  order?.sap.some((doc) => doc.estado === 'pendiente' || doc.estado === 'enviando') ?? false;

/** /Compras/orden/:pedidoId: the order, with what the signed-in user may do and change in it. */
export function useOrderDetail(pedidoId: number, enabled: boolean) {
  return useQuery({
    queryKey: ordersKeys.detail(pedidoId),
    queryFn: ({ signal }) => apiRequest(orderPath(pedidoId), OrderDetailSchema, { signal }),
    enabled,
    // The page shows a missing or failed order in place of the detail.
    meta: { errorToast: false },
    // While SAP has a document queued or being sent, its outcome shows without a reload.
    refetchInterval: (query) => (isSapBusy(query.state.data) ? SAP_POLL_MS : false),
  });
}

/** The supplier's orderable articles not on the order yet ('Agregar producto'). */
export function useAvailableArticles(pedidoId: number, enabled: boolean) {
  return useQuery({
    queryKey: ordersKeys.available(pedidoId),
    queryFn: ({ signal }) =>
      apiRequest(`${orderPath(pedidoId)}/disponibles`, OrderableArticlesSchema, { signal }),
    enabled,
    // Always the list as it is now: a line added or deleted a moment ago changes it.
    staleTime: 0,
  });
}

/**
 * Each answer carries the order's new version and totals: the screen shows them at once, and the
 * next change is sent at that version without waiting for the order to be read again.
 */
function applyResult(
  queryClient: QueryClient,
  pedidoId: number,
  result: OrderChangeResult,
  change: (order: OrderDetail) => OrderDetail = (order) => order,
) {
  queryClient.setQueryData<OrderDetail>(ordersKeys.detail(pedidoId), (order) =>
    order
      ? {
          ...change(order),
          version: result.version,
          totalPedido: result.totalPedido,
          totalFinal: result.totalFinal,
        }
      : order,
  );
}

type ChangeOptions<B> = {
  method: 'PATCH' | 'POST';
  path: string;
  /** What the screen may show before the order is read again (a cell's new value). */
  change?: (order: OrderDetail, body: B) => OrderDetail;
};

/**
 * A change to the order. Whatever the answer (a refusal, a 409 because someone else changed it
 * first), every orders screen reads the order again afterwards. The shell toasts the server's
 * `successful`; each screen says itself what failed, beside what the user was doing.
 */
export function useOrderChange<B>(pedidoId: number, { method, path, change }: ChangeOptions<B>) {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: (body: B) =>
      apiRequest(`${orderPath(pedidoId)}${path}`, OrderChangeResultSchema, { method, body }),
    onSuccess: async (result, body) => {
      // A reading of the order started before this change would bring back the old version.
      await queryClient.cancelQueries({ queryKey: ordersKeys.detail(pedidoId) });
      applyResult(queryClient, pedidoId, result, change && ((order) => change(order, body)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersKeys.all }),
  });
}

type LineChange = OrderLinesUpdate['cambios'][number];

/** A line as it stands after `c`; its amount counts the received quantity once there is one. */
function changedLine(line: OrderDetail['lineas'][number], c: LineChange) {
  const next = {
    ...line,
    ...(c.cantidadPedida === undefined ? {} : { cantidadPedida: String(c.cantidadPedida) }),
    ...(c.cantidadRecibida === undefined ? {} : { cantidadRecibida: String(c.cantidadRecibida) }),
    ...(c.precioPedido === undefined ? {} : { precioPedido: String(c.precioPedido) }),
  };
  const cantidad = new Decimal(next.cantidadRecibida ?? next.cantidadPedida);
  // Shown only until the order is read again, which brings the server's own figure.
  return { ...next, total: cantidad.times(next.precioPedido).toFixed(4) };
}

/** Cell edits (PATCH /api/pedidos/:id/lineas). */
export const useUpdateLines = (pedidoId: number) =>
  useOrderChange<OrderLinesUpdate>(pedidoId, {
    method: 'PATCH',
    path: '/lineas',
    change: (order, { cambios }) => ({
      ...order,
      lineas: order.lineas.map((line) => {
        const c = cambios.find((x) => x.pedidoDetalleId === line.pedidoDetalleId);
        return c ? changedLine(line, c) : line;
      }),
    }),
  });

export const useAddLine = (pedidoId: number) =>
  useOrderChange<AddOrderLine>(pedidoId, { method: 'POST', path: '/lineas' });

export const useDeleteLines = (pedidoId: number) =>
  useOrderChange<DeleteOrderLines>(pedidoId, {
    method: 'POST',
    path: '/lineas/eliminar',
    change: (order, { pedidoDetalleIds }) => ({
      ...order,
      lineas: order.lineas.filter((line) => !pedidoDetalleIds.includes(line.pedidoDetalleId)),
    }),
  });

/** 'Editar datos' and 'Editar total final' (PATCH /api/pedidos/:id). */
export const useUpdateHeader = (pedidoId: number) =>
  useOrderChange<OrderHeaderUpdate>(pedidoId, { method: 'PATCH', path: '' });

/** 'No entregado' (2 → 3). */
export const useMarkNotDelivered = (pedidoId: number) =>
  useOrderChange<{ version: number }>(pedidoId, { method: 'POST', path: '/no-entregado' });
