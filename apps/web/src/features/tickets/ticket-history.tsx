import { Empty, Timeline, Typography } from 'antd';
import type { TicketDetail } from '@jarvis/contracts/tickets';
import { formatHistoryInstant } from './ticket-format';

/** Who did what to the ticket, and when (the audit trail of its moves and edits). */
export function TicketHistory({ entries }: { entries: TicketDetail['historial'] }) {
  if (entries.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="Sin movimientos" />;
  return (
    <Timeline
      className="ticket-history"
      items={entries.map((entry, index) => ({
        key: `${entry.fecha}-${index}`,
        content: (
          <div className="ticket-history__entry">
            <Typography.Text strong>{entry.accion}</Typography.Text>
            <Typography.Text type="secondary">
              {entry.usuario} · {formatHistoryInstant(entry.fecha)}
            </Typography.Text>
            {entry.detalle && <span className="ticket-long-text">{entry.detalle}</span>}
          </div>
        ),
      }))}
    />
  );
}
