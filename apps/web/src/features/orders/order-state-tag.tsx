import { Tag } from 'antd';
import { ORDER_STATE_COLORS, ORDER_STATE_LABELS, type OrderState } from '@jarvis/contracts/orders';

/** An order's state as every orders screen shows it: the contracts' label and colour. */
export function OrderStateTag({ estado }: { estado: number }) {
  const state = estado as OrderState;
  return (
    <Tag color={ORDER_STATE_COLORS[state]} className="order-state">
      {ORDER_STATE_LABELS[state] ?? String(estado)}
    </Tag>
  );
}
