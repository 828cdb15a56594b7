import { Descriptions, type DescriptionsProps } from 'antd';
import type { TicketDetail } from '@jarvis/contracts/tickets';
import { branchLabel, formatTicketDate, formatTicketMoment } from './ticket-format';
import { TicketStateTag } from './ticket-state-tag';

type Item = NonNullable<DescriptionsProps['items']>[number];

/** What the ticket is, who asked, where and when; then its description and reasons, full width. */
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
      children: formatTicketDate(ticket.fecha_cierre.fecha),
    });
  if (ticket.realizado_por)
    items.push({ key: 'realizado', label: 'Realizado por', children: ticket.realizado_por });
  const texts = [
    { label: 'Descripción', text: ticket.descripcion },
    { label: 'Razón de espera', text: ticket.com_en_espera },
    { label: 'Razón de cancelación', text: ticket.com_cancelado },
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
