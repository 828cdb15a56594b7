import { Link } from 'react-router';
import type { OrderListItem, OrderPage } from '@jarvis/contracts/orders-lists';
import { CardList, type ListViewProps } from '../../components/ui/paged-list';
import type { ReturnState } from '../../lib/list-state';
import { OrderStateTag } from './order-state-tag';
import { formatPrice } from './orders-format';
import { formatDay, InconsistencyTags, orderPath } from './orders-list-cells';

/** What a phone shows of an order: the number and state, then who, where, when and how much. */
export function OrderCardBody({ order }: { order: OrderListItem }) {
  return (
    <>
      <span className="order-card__head">
        <span className="order-card__title">Pedido #{order.pedidoId}</span>
        <OrderStateTag estado={order.estado} />
      </span>
      <span className="order-card__supplier">{order.proveedor.nombre}</span>
      <span className="order-card__branch">
        {order.sucursal.nombre} · {order.sucursal.bodega}
      </span>
      <InconsistencyTags order={order} />
      <span className="order-card__foot">
        <span>{formatDay(order.fechaPedido)}</span>
        <span className="order-card__total">{formatPrice(order.totalFinal)}</span>
      </span>
    </>
  );
}

type OrderCardLinkProps = { order: OrderListItem; state?: ReturnState | undefined };

/** One order on a phone; the whole card opens its detail. */
export function OrderCardLink({ order, state }: OrderCardLinkProps) {
  return (
    <Link to={orderPath(order.pedidoId)} state={state} className="order-card">
      <OrderCardBody order={order} />
    </Link>
  );
}

type OrdersCardsProps = ListViewProps<OrderPage> & { returnState?: ReturnState | undefined };

/**
 * A list on a phone: one card per order, nothing to scroll sideways. It pages at the size the
 * address holds, without a size changer: 'Todos' is a desktop's choice, not a phone's.
 */
export function OrdersCards({ returnState, ...props }: OrdersCardsProps) {
  return (
    <CardList {...props} label="Pedidos" className="order-cards">
      {props.page?.items.map((order) => (
        <li key={order.pedidoId}>
          <OrderCardLink order={order} state={returnState} />
        </li>
      ))}
    </CardList>
  );
}
