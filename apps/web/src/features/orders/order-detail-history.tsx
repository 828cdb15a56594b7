import { Empty, Timeline, Typography } from 'antd';
import { ORDER_FIELD_LABELS, type OrderHistoryEntry } from '@jarvis/contracts/orders';
import { Instant } from '../../lib/business-time';
import { formatPrice, formatQuantity } from './orders-format';
import { formatDay } from './orders-list-cells';

type Change = OrderHistoryEntry['cambios'][number];

const L = ORDER_FIELD_LABELS;
const DECIMAL = /^-?\d+(\.\d+)?$/;
const QUANTITIES = new Set([L.cantidadPedida, L.cantidadRecibida, L.producto]);
const AMOUNTS = new Set([L.precioPedido, L.totalPedido, L.totalFinal]);

/** A value as the detail writes it: quantities as counted, money with 4 decimals, dates d/m/y. */
function shown(campo: string, value: string | null): string {
  if (value === null || value === '') return '—';
  if (DECIMAL.test(value) && QUANTITIES.has(campo)) return formatQuantity(value);
  if (DECIMAL.test(value) && AMOUNTS.has(campo)) return formatPrice(value);
  if (campo === L.fechaEstimada) return formatDay(value);
  return value;
}

/** One change in words: 'Cantidad recibida de Pan: 10 → 8'; a product added or taken out. */
export function changeText({ campo, articulo, de, a }: Change): string {
  if (campo === L.producto && articulo) {
    if (de === null) return `Se agregó ${articulo}: ${shown(campo, a)}`;
    if (a === null) return `Se quitó ${articulo}`;
  }
  const what = articulo ? `${campo} de ${articulo}` : campo;
  return `${what}: ${shown(campo, de)} → ${shown(campo, a)}`;
}

/** Who did what to the order and when, oldest first (issue #52 point 1). */
export function OrderDetailHistory({ entries }: { entries: OrderHistoryEntry[] }) {
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin movimientos" />;
  const oldestFirst = [...entries].sort((x, y) => x.fecha.localeCompare(y.fecha));
  return (
    <Timeline
      className="order-detail-history"
      items={oldestFirst.map((entry, index) => ({
        key: `${entry.fecha}-${index}`,
        content: (
          <div className="order-detail-history__entry">
            <Typography.Text strong>{entry.accion}</Typography.Text>
            <Typography.Text type="secondary">
              {entry.usuario} · <Instant iso={entry.fecha} />
            </Typography.Text>
            {entry.cambios.length > 0 && (
              <ul className="order-detail-history__changes">
                {entry.cambios.map((change, i) => (
                  <li key={i}>{changeText(change)}</li>
                ))}
              </ul>
            )}
          </div>
        ),
      }))}
    />
  );
}
