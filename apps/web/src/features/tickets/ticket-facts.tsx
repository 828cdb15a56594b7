import { Descriptions, type DescriptionsProps } from 'antd';
import { Link } from 'react-router';
import { currentReasons, type TicketDetail } from '@jarvis/contracts/tickets';
import { branchLabel, formatTicketMoment } from './ticket-format';
import { TicketStateTag } from './ticket-state-tag';

type Item = NonNullable<DescriptionsProps['items']>[number];

/**
 * What the ticket is, who asked, where and when (created and last closed, each with its time);
 * then its description and the reasons of its present state, full width.
 */
export function TicketFacts({ ticket }: { ticket: TicketDetail }) {
  const items: Item[] = [
    { key: 'codigo', label: 'Código', children: <strong>{ticket.mascara}</strong> },
    { key: 'estado', label: 'Estado', children: <TicketStateTag estado={ticket.estado} /> },
    { key: 'categoria', label: 'Categoría', children: ticket.categoria },
    { key: 'problema', label: 'Problema', children: ticket.problema },
    { key: 'solicitado', label: 'Solicitado Por', children: ticket.solicitado_por },
    { key: 'sucursal', label: 'Sucursal', children: branchLabel(ticket.marca, ticket.sucursal) },
    { key: 'creado', label: 'Creado', children: formatTicketMoment(ticket.fecha, ticket.Hora) },
  ];
  if (ticket.fecha_cierre)
    items.push({
      key: 'cierre',
      label: ticket.fecha_cierre.etiqueta,
      children: formatTicketMoment(ticket.fecha_cierre.fecha, ticket.fecha_cierre.Hora),
    });
  // Raised for an order's inconsistency with its supplier: the order is one click away.
  if (ticket.pedidoId !== null)
    items.push({
      key: 'pedido',
      label: 'Pedido',
      children: <Link to={`/Compras/orden/${ticket.pedidoId}`}>Pedido #{ticket.pedidoId}</Link>,
    });
  if (ticket.realizado_por)
    items.push({ key: 'realizado', label: 'Realizado por', children: ticket.realizado_por });
  // As the API answers them: a wait's reason only while the ticket waits.
  const reasons = currentReasons(ticket.estado, {
    enEspera: ticket.com_en_espera,
    cancelado: ticket.com_cancelado,
  });
  const texts = [
    { label: 'Descripción', text: ticket.descripcion },
    { label: 'Razón de espera', text: reasons.enEspera },
    { label: 'Razón de cancelación', text: reasons.cancelado },
  ].filter((entry): entry is { label: string; text: string } => Boolean(entry.text));

  return (
    <>
      <Descriptions
        className="ticket-facts"
        layout="vertical"
        size="small"
        colon={false}
        column={{ xs: 2, sm: 2, md: 3, lg: 2, xl: 3, xxl: 3 }}
        items={items}
      />
      <dl className="ticket-texts">
        {texts.map(({ label, text }) => (
          <div key={label} className="ticket-texts__entry">
            <dt>{label}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
