import { Tooltip } from 'antd';
import { ClockCircleOutlined, MessageOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TicketCard } from '@jarvis/contracts/tickets';
import type { ReturnState } from '../../lib/list-state';
import { formatTicketMoment } from './ticket-format';
import { TicketStateTag } from './ticket-state-tag';

const REASON_HINT = 'Tiene una razón de espera o cancelación';

type TicketCardLinkProps = {
  ticket: TicketCard;
  /** The list as it is: the detail's 'Volver' comes back to it. */
  state?: ReturnState | undefined;
};

/** One ticket of 'Mis Tickets'; the whole card opens the requester's detail. */
export function TicketCardLink({ ticket, state }: TicketCardLinkProps) {
  const to = `/Tickets/detalles/${ticket.peticionID}/u/${encodeURIComponent(ticket.bodega)}`;
  return (
    <Link to={to} state={state} className="ticket-card">
      <span className="ticket-card__head">
        <span className="ticket-card__title">{ticket.problema}</span>
        <TicketStateTag estado={ticket.estado} />
      </span>
      <span className="ticket-card__department">{ticket.departamento}</span>
      <span className="ticket-card__foot">
        <span className="ticket-card__mask">{ticket.mascara}</span>
        <span className="ticket-card__when">
          <ClockCircleOutlined aria-hidden />
          {formatTicketMoment(ticket.fecha, ticket.Hora)}
        </span>
        {ticket.tieneRazon && (
          <Tooltip title={REASON_HINT}>
            <MessageOutlined className="ticket-card__reason" aria-label={REASON_HINT} />
          </Tooltip>
        )}
      </span>
    </Link>
  );
}
