import type { ReactNode } from 'react';
import { Alert, Button, Card, Grid, Result, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useLocation, useParams } from 'react-router';
import {
  ORDER_MESSAGES,
  OrderParamsSchema,
  orderActorOf,
  type OrderDetail,
  type OrderEdit,
} from '@jarvis/contracts/orders';
import { ORDER_VIEWS } from '@jarvis/contracts/orders-lists';
import { BackButton } from '../../components/ui/back-button';
import { PageHeader } from '../../components/ui/page-header';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { useSessionUser } from '../../lib/session-queries';
import { OrderDetailActions } from './order-detail-actions';
import { OrderDetailHeader } from './order-detail-header';
import { OrderDetailHistory } from './order-detail-history';
import { OrderInconsistenciesCard } from './order-detail-inconsistencies';
import { OrderDetailLines } from './order-detail-lines';
import { OrderSapCard } from './order-detail-sap';
import { useOrderDetail } from './order-detail.api';
import './order-detail.css';

const APPROVAL_ROUTE = '/Compras/aprobar-pedidos';
const LIST_ROUTES: string[] = [...Object.values(ORDER_VIEWS).map((v) => v.ruta), APPROVAL_ROUTE];

/** The list an order's state belongs to: 'Volver' when the detail was not opened from a list. */
const LIST_OF_STATE: Record<number, string> = {
  1: ORDER_VIEWS.revision.ruta,
  2: ORDER_VIEWS.abiertos.ruta,
  3: ORDER_VIEWS.pendientes.ruta,
  4: ORDER_VIEWS.procesados.ruta,
  5: ORDER_VIEWS.cerrados.ruta,
  6: ORDER_VIEWS.inconsistentes.ruta,
  8: ORDER_VIEWS.cerrados.ruta,
};

const pathOf = (to: string) => (to.split(/[?#]/)[0] ?? to).replace(/\/+$/, '').toLowerCase();

/**
 * Where 'Volver' goes: the list the user came from (any of the order lists or the approval
 * screen, as they left it), else the list of the order's state.
 */
function useBackList(estado: number | undefined): string {
  const state: unknown = useLocation().state;
  const from =
    typeof state === 'object' && state !== null && 'volverA' in state
      ? String(state.volverA)
      : undefined;
  const list = from && LIST_ROUTES.find((route) => route.toLowerCase() === pathOf(from));
  return list || LIST_OF_STATE[estado ?? 1] || ORDER_VIEWS.revision.ruta;
}

type OrderDetailPageProps = { route: { nombre: string } };

/**
 * /Compras/orden/:pedidoId (spec 2 §2 Order detail; issue #52 points 1, 4, 5): the order's head
 * and totals, its lines edited in place, its moves and its history. What may be changed and done
 * is what the server lists for the signed-in user (`ediciones`, `acciones`); state 8 only shows.
 */
export function OrderDetailPage({ route }: OrderDetailPageProps) {
  const params = OrderParamsSchema.safeParse({ pedidoId: useParams().pedidoId });
  const pedidoId = params.data?.pedidoId ?? 0;
  const detail = useOrderDetail(pedidoId, params.success);
  const me = useSessionUser();
  const isPhone = !Grid.useBreakpoint().md;
  const back = useBackList(detail.data?.estado);

  const header = (subtitle?: string) => (
    <PageHeader title={route.nombre} subtitle={subtitle} extra={<BackButton to={back} />} />
  );

  if (!params.success) return <OrderMissing header={header()} message={ORDER_MESSAGES.notFound} />;
  if (detail.isPending)
    return (
      <>
        {header(`Pedido #${pedidoId}`)}
        <div className="order-detail-placeholder">
          <Spin />
        </div>
      </>
    );
  if (detail.isError) {
    const error = detail.error;
    if (isApiError(error) && (error.status === 404 || error.status === 403))
      return <OrderMissing header={header()} message={error.message} />;
    return (
      <>
        {header(`Pedido #${pedidoId}`)}
        <Result
          status="error"
          title={errorText(error)}
          extra={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void detail.refetch()}>
              Reintentar
            </Button>
          }
        />
      </>
    );
  }

  const order = detail.data;
  const isRestaurante = me.data ? orderActorOf(me.data.rol) === 'restaurante' : false;
  return (
    <>
      {header(`Pedido #${order.pedidoId} · ${order.proveedor.nombre}`)}
      <OrderDetailBody order={order} isRestaurante={isRestaurante} isPhone={isPhone} />
    </>
  );
}

type BodyProps = { order: OrderDetail; isRestaurante: boolean; isPhone: boolean };

function OrderDetailBody({ order, isRestaurante, isPhone }: BodyProps) {
  // An order in SAP is only shown, whatever an answer might list (spec 2 §6).
  const isInSap = order.estado === 8;
  const edits = new Set<OrderEdit>(isInSap ? [] : order.ediciones);
  const shown = isInSap ? { ...order, acciones: [] } : order;
  return (
    <div className="order-detail">
      {isInSap && (
        <Alert
          className="order-detail-notice"
          type="info"
          showIcon
          title="El pedido está registrado en SAP: solo se puede consultar."
        />
      )}
      <OrderDetailActions order={shown} />
      <OrderDetailHeader order={order} edits={edits} />
      <OrderDetailLines
        order={order}
        edits={edits}
        isRestaurante={isRestaurante}
        isPhone={isPhone}
      />
      <OrderInconsistenciesCard order={order} isRestaurante={isRestaurante} />
      <OrderSapCard order={order} />
      <Card variant="borderless" className="order-detail-panel" title="Historial">
        <OrderDetailHistory entries={order.historial} />
      </Card>
    </div>
  );
}

/** No order to show: none with that number, or one outside the user's branch. */
function OrderMissing({ header, message }: { header: ReactNode; message: string }) {
  return (
    <>
      {header}
      <Result status="404" title="Pedido no encontrado" subTitle={message} />
    </>
  );
}
