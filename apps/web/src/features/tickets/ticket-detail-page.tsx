import { Button, Card, Result, Spin } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { TicketIdParamsSchema, TICKET_MESSAGES, TipoMenuSchema } from '@jarvis/contracts/tickets';
import { BackButton } from '../../components/ui/back-button';
import { PageHeader } from '../../components/ui/page-header';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { sessionUserQuery } from '../../lib/session-queries';
import { TicketCollaboratorActions } from './ticket-collaborator-actions';
import { TicketDescriptionButton } from './ticket-description-modal';
import { TicketFacts } from './ticket-facts';
import { TicketHistory } from './ticket-history';
import { TicketPhotos } from './ticket-photos';
import { useTicketDetail, type TipoMenu } from './tickets.api';
import './tickets.css';

const BACK_TARGETS: Record<TipoMenu, string> = {
  u: '/Tickets/mis-tickets',
  c: '/Tickets/colaboradores',
};

type TicketDetailPageProps = { route: { nombre: string } };

/**
 * /Tickets/detalles/:id/:tipoMenu/:sucursal (spec 1 §2). In the requester's view (u) the requester
 * alone may edit the description while editComment is 1 (others of the branch see the ticket too);
 * the collaborator's view (c) moves the ticket through the states the server lists in `acciones`.
 */
export function TicketDetailPage({ route }: TicketDetailPageProps) {
  const params = useParams();
  const id = TicketIdParamsSchema.safeParse({ id: params.id });
  const tipoMenu = TipoMenuSchema.safeParse(params.tipoMenu);
  const isValid = id.success && tipoMenu.success;
  const menu: TipoMenu = tipoMenu.data ?? 'u';
  const detail = useTicketDetail(id.data?.id ?? 0, menu, isValid);
  // The shell has the signed-in user already; only the requester's view asks who that is.
  const me = useQuery({ ...sessionUserQuery, enabled: isValid && menu === 'u' });

  if (!isValid) return <TicketNotFound title={route.nombre} message={TICKET_MESSAGES.notFound} />;

  const header = (subtitle?: string) => (
    <PageHeader
      title={route.nombre}
      subtitle={subtitle}
      extra={<BackButton to={BACK_TARGETS[menu]} />}
    />
  );

  if (detail.isPending)
    return (
      <>
        {header()}
        <div className="ticket-placeholder">
          <Spin />
        </div>
      </>
    );

  if (detail.isError) {
    const error = detail.error;
    if (isApiError(error) && (error.status === 404 || error.status === 403))
      return (
        <TicketNotFound
          title={route.nombre}
          message={error.message}
          back={BACK_TARGETS[menu]}
          isForbidden={error.status === 403}
        />
      );
    return (
      <>
        {header()}
        <Result
          status="error"
          title={errorText(error)}
          extra={
            <Button icon={<ReloadOutlined aria-hidden />} onClick={() => void detail.refetch()}>
              Reintentar
            </Button>
          }
        />
      </>
    );
  }

  const ticket = detail.data;
  const hasPhotos = ticket.archivos.length > 0;
  const canEdit = menu === 'u' && ticket.editComment === 1 && ticket.username === me.data?.username;
  return (
    <>
      {header(`Ticket ${ticket.mascara}`)}
      {menu === 'c' && <TicketCollaboratorActions ticket={ticket} back={BACK_TARGETS.c} />}
      {canEdit && (
        <div className="ticket-actions">
          <TicketDescriptionButton ticket={ticket} />
        </div>
      )}
      <div className={hasPhotos ? 'ticket-detail' : 'ticket-detail ticket-detail--no-photos'}>
        <Card variant="borderless" className="ticket-panel ticket-detail__facts" title="Detalle">
          <TicketFacts ticket={ticket} />
        </Card>
        {hasPhotos && <TicketPhotos urls={ticket.archivos.map((archivo) => archivo.file_url)} />}
        <Card
          variant="borderless"
          className="ticket-panel ticket-detail__history"
          title="Historial"
        >
          <TicketHistory entries={ticket.historial} />
        </Card>
      </div>
    </>
  );
}

type TicketNotFoundProps = { title: string; message: string; back?: string; isForbidden?: boolean };

/** No ticket to show: none with that id, or one this view may not open (the server says why). */
function TicketNotFound({
  title,
  message,
  back = '/Tickets/Menu',
  isForbidden = false,
}: TicketNotFoundProps) {
  return (
    <>
      <PageHeader title={title} extra={<BackButton to={back} />} />
      <Result
        status={isForbidden ? '403' : '404'}
        title={isForbidden ? 'Sin acceso a este ticket' : 'Ticket no encontrado'}
        subTitle={message}
      />
    </>
  );
}
