import { Button, Card, Tag } from 'antd';
import { CheckOutlined, TagOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { OrderDetail } from '@jarvis/contracts/orders';
import type { OrderInconsistency } from '@jarvis/contracts/orders-delivery';
import { Instant } from '../../lib/business-time';
import { errorText } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { useMarkCorrected, useRaiseTicket } from './order-delivery.api';
import './order-delivery.css';

type CardProps = { order: OrderDetail; isRestaurante: boolean };

/** The help-desk ticket's detail, as the central staff open it, in the order's branch. */
const ticketRoute = (peticionId: number, bodega: string) =>
  `/Tickets/detalles/${peticionId}/c/${encodeURIComponent(bodega)}`;

/**
 * 'Inconsistencias' (spec 2 §3; issue #53 point 2): what accounting registered on the order, each
 * with its supplier's ticket (or the button that raises it), and whether it was corrected.
 */
export function OrderInconsistenciesCard({ order, isRestaurante }: CardProps) {
  if (order.inconsistencias.length === 0) return null;
  const canCorrect = !isRestaurante && order.estado === 6 && order.correccionRequerida === 0;
  return (
    <Card
      variant="borderless"
      className="order-detail-panel"
      title="Inconsistencias"
      extra={
        order.correccionRequerida !== 0 ? (
          <Tag color="success">Corregido</Tag>
        ) : (
          canCorrect && <CorrectButton order={order} />
        )
      }
    >
      <ul className="order-delivery-list">
        {order.inconsistencias.map((item) => (
          <InconsistencyItem
            key={item.id}
            order={order}
            item={item}
            isRestaurante={isRestaurante}
          />
        ))}
      </ul>
    </Card>
  );
}

function InconsistencyItem({
  order,
  item,
  isRestaurante,
}: CardProps & { item: OrderInconsistency }) {
  return (
    <li className="order-delivery-item">
      <div className="order-delivery-item__head">
        <strong>{item.tipo}</strong>
        {item.ticket ? (
          <Link to={ticketRoute(item.ticket.peticionId, order.sucursal.bodega)}>
            Ticket {item.ticket.codigo} · {item.ticket.estado}
          </Link>
        ) : (
          !isRestaurante && <RaiseTicketButton pedidoId={order.pedidoId} item={item} />
        )}
      </div>
      {item.comentario && <span className="order-detail-comment">{item.comentario}</span>}
      {item.lineas.length > 0 && (
        <span>Productos: {item.lineas.map((line) => line.nombre).join(', ')}</span>
      )}
      <span className="order-detail-muted">
        {item.creadoPor} · <Instant iso={item.fecha} />
      </span>
    </li>
  );
}

function RaiseTicketButton({ pedidoId, item }: { pedidoId: number; item: OrderInconsistency }) {
  const raise = useRaiseTicket(pedidoId);
  return (
    <Button
      size="small"
      icon={<TagOutlined aria-hidden />}
      loading={raise.isPending}
      aria-label={`Crear ticket al proveedor por ${item.tipo}`}
      onClick={() => !raise.isPending && raise.mutate(item.id)}
    >
      Crear ticket al proveedor
    </Button>
  );
}

/** 'Marcar corregido' (central staff, state 6): the shell toasts the server's answer. */
function CorrectButton({ order }: { order: OrderDetail }) {
  const mark = useMarkCorrected(order.pedidoId);
  return (
    <Button
      icon={<CheckOutlined aria-hidden />}
      loading={mark.isPending}
      onClick={() =>
        !mark.isPending &&
        mark.mutate(
          { version: order.version },
          // This hook leaves failures to the screen: said here, beside the button.
          { onError: (error) => toast.error(errorText(error)) },
        )
      }
    >
      Marcar corregido
    </Button>
  );
}
