import { Tag } from 'antd';
import { TICKET_STATE_COLORS, type TicketState } from '@jarvis/contracts/tickets';

export function TicketStateTag({ estado }: { estado: TicketState }) {
  return (
    <Tag color={TICKET_STATE_COLORS[estado]} className="ticket-state">
      {estado}
    </Tag>
  );
}
