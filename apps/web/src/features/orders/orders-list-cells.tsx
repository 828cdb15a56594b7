import { Tag, Tooltip } from 'antd';
import { Link } from 'react-router';
import { cutCell, type OrderListItem } from '@jarvis/contracts/orders-lists';
import type { ReturnState } from '../../lib/list-state';

export const orderPath = (pedidoId: number) => `/Compras/orden/${pedidoId}`;

/** A business date ('2026-03-05') as the screens write it: '05/03/2026'. */
export function formatDay(iso: string | null): string {
  if (!iso) return '—';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return day && month && year ? `${day}/${month}/${year}` : iso;
}

/**
 * Spec 2 §9: a value over 10 characters shows its first 5, the whole value in a tooltip. A screen
 * reader hears the whole value; the tooltip also opens from the keyboard.
 */
export function CutText({ value }: { value: string | null }) {
  if (!value) return <>—</>;
  const { text, cut } = cutCell(value);
  if (!cut) return <>{text}</>;
  return (
    <Tooltip title={value}>
      <span className="orders-cut" tabIndex={0}>
        <span aria-hidden>{text}</span>
        <span className="sr-only">{value}</span>
      </span>
    </Tooltip>
  );
}

type OrderLinkProps = { pedidoId: number; state?: ReturnState | undefined };

/** The order's number, opening its detail; the detail's 'Volver' comes back to the list as it is. */
export function OrderLink({ pedidoId, state }: OrderLinkProps) {
  return (
    <Link to={orderPath(pedidoId)} state={state} className="orders-link">
      {pedidoId}
    </Link>
  );
}

/**
 * 'Pedidos incosistentes': what was registered on the order (issue #53 point 2), and 'Corregido'
 * once accounting fixed it. Nothing for an order the list sent without them (not in state 6).
 */
export function InconsistencyTags({ order }: { order: OrderListItem }) {
  if (order.inconsistencias === undefined) return null;
  const corrected = (order.correccionRequerida ?? 0) !== 0;
  if (order.inconsistencias.length === 0 && !corrected)
    return <span className="orders-muted">Sin detalle</span>;
  return (
    <span className="orders-tags">
      {order.inconsistencias.map((tipo) => (
        <Tag key={tipo} color="warning">
          {tipo}
        </Tag>
      ))}
      {corrected && <Tag color="success">Corregido</Tag>}
    </span>
  );
}
