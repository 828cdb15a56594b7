import type { ReactNode } from 'react';
import { Card, Descriptions, type DescriptionsProps } from 'antd';
import Decimal from 'decimal.js';
import type { OrderDetail, OrderEdit } from '@jarvis/contracts/orders';
import { EditHeaderButton, EditTotalButton } from './order-detail-edit-dialogs';
import { OrderStateTag } from './order-state-tag';
import { formatPrice } from './orders-format';
import { formatDay } from './orders-list-cells';

type Item = NonNullable<DescriptionsProps['items']>[number];

/** Several facts of one party (the supplier, the branch), one a line; the missing ones left out. */
function Facts({ lines }: { lines: (string | null)[] }) {
  return (
    <span className="order-detail-facts">
      {lines.filter(Boolean).map((line, index) => (
        <span key={index} className={index === 0 ? undefined : 'order-detail-muted'}>
          {line}
        </span>
      ))}
    </span>
  );
}

const item = (key: string, label: string, children: ReactNode, span?: Item['span']): Item => ({
  key,
  label,
  children,
  ...(span ? { span } : {}),
});

type OrderDetailHeaderProps = { order: OrderDetail; edits: ReadonlySet<OrderEdit> };

/**
 * The order's head (spec 2 §3 Order): its number and state, the supplier and the branch with
 * their contacts, its dates and people, the comment; its totals beside it.
 */
export function OrderDetailHeader({ order, edits }: OrderDetailHeaderProps) {
  const { proveedor: p, sucursal: s } = order;
  const items: Item[] = [
    item('pedido', 'N.º pedido', <strong>{order.pedidoId}</strong>),
    item('estado', 'Estado', <OrderStateTag estado={order.estado} />),
    item('fechaPedido', 'Fecha pedido', formatDay(order.fechaPedido)),
    item('fechaEstimada', 'Fecha estimada', formatDay(order.fechaEstimada)),
    item('fechaEntrega', 'Fecha entrega', formatDay(order.fechaEntrega)),
    item(
      'proveedor',
      'Proveedor',
      <Facts lines={[p.nombre, `Código ${p.codigo}`, p.telefono, p.correo]} />,
    ),
    item(
      'sucursal',
      'Sucursal',
      <Facts lines={[`${s.nombre} (${s.bodega})`, s.direccion, s.telefono, s.correo]} />,
    ),
    item('creadoPor', 'Creado por', order.creadoPor),
    item('verificadoPor', 'Verificado por', order.verificadoPor ?? '—'),
    item(
      'comentario',
      'Comentario',
      <span className="order-detail-comment">{order.comentario || '—'}</span>,
      'filled',
    ),
  ];
  const canEditHeader = edits.has('encabezado');
  const canEditTotal = edits.has('totalFinal');

  return (
    <Card
      variant="borderless"
      className="order-detail-panel"
      title="Datos del pedido"
      extra={
        (canEditHeader || canEditTotal) && (
          <div className="order-detail-toolbar">
            {canEditHeader && <EditHeaderButton order={order} />}
            {canEditTotal && <EditTotalButton order={order} />}
          </div>
        )
      }
    >
      <div className="order-detail-head">
        <Descriptions
          className="order-detail-head__facts"
          layout="vertical"
          size="small"
          colon={false}
          column={{ xs: 1, sm: 2, md: 3, lg: 3, xl: 4, xxl: 5 }}
          items={items}
        />
        <OrderTotals totalPedido={order.totalPedido} totalFinal={order.totalFinal} />
      </div>
    </Card>
  );
}

/** Subtotal, IVA 13 % and Total final, as the server answers them (spec 2 §9). */
function OrderTotals({ totalPedido, totalFinal }: { totalPedido: string; totalFinal: string }) {
  // A final total set to the invoice's figure (§7) makes the tax the difference, as the PDF shows.
  const iva = new Decimal(totalFinal).minus(totalPedido).toFixed(4);
  return (
    <dl className="order-detail-totals" aria-label="Totales del pedido">
      <dt>Subtotal</dt>
      <dd>{formatPrice(totalPedido)}</dd>
      <dt>IVA 13 %</dt>
      <dd>{formatPrice(iva)}</dd>
      <dt className="order-detail-totals__final">Total final</dt>
      <dd className="order-detail-totals__final">{formatPrice(totalFinal)}</dd>
    </dl>
  );
}
