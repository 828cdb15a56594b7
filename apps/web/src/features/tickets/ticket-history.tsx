import { Empty, Timeline, Typography } from 'antd';
import type { TicketDetail } from '@jarvis/contracts/tickets';
import { Instant } from '../../lib/business-time';

/** The audit trail's actions on a ticket (tickets.service), as the history names them. */
const ACTIONS: Record<string, string> = {
  'peticion.crear': 'Ticket creado',
  'peticion.estado': 'Cambio de estado',
  'peticion.descripcion': 'Descripción editada',
};

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
            <Typography.Text strong>{ACTIONS[entry.accion] ?? entry.accion}</Typography.Text>
            <Typography.Text type="secondary">
              {entry.usuario} · <Instant iso={entry.fecha} />
            </Typography.Text>
            {entry.detalle && <span className="ticket-long-text">{entry.detalle}</span>}
          </div>
        ),
      }))}
    />
  );
}
