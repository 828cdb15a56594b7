import { Button, Card, Flex, Table, Typography, type TableColumnsType } from 'antd';
import { CloseOutlined, UserAddOutlined } from '@ant-design/icons';
import {
  ACCESS_REQUEST_STATE_LABELS,
  canApplyAccessAction,
  type AccessRequest,
  type AccessRequestPage,
  type AccessRequestState,
} from '@jarvis/contracts/access-requests';
import { EmptyState } from '../../components/ui/empty-state';
import { CardList, listPagination, type ListViewProps } from '../../components/ui/paged-list';
import { Instant } from '../../lib/business-time';
import './access-requests.css';

export type AccessRequestsViewProps = ListViewProps<AccessRequestPage> & {
  /** The tab shown: its requests' actions or their resolution. */
  estado: AccessRequestState;
  onCreate: (request: AccessRequest) => void;
  onDecline: (request: AccessRequest) => void;
};

type Handlers = Pick<AccessRequestsViewProps, 'onCreate' | 'onDecline'>;

/** 'Crear usuario' and 'Rechazar', on a request still pending (the contract's state machine). */
function Actions({ request, onCreate, onDecline }: Handlers & { request: AccessRequest }) {
  if (!canApplyAccessAction(request.estado, 'aprobar')) return null;
  const who = request.nombreCompleto;
  return (
    <Flex gap={8} wrap justify="flex-end">
      <Button
        type="primary"
        size="small"
        icon={<UserAddOutlined aria-hidden />}
        aria-label={`Crear usuario para ${who}`}
        onClick={() => onCreate(request)}
      >
        Crear usuario
      </Button>
      <Button
        danger
        size="small"
        icon={<CloseOutlined aria-hidden />}
        aria-label={`Rechazar la solicitud de ${who}`}
        onClick={() => onDecline(request)}
      >
        Rechazar
      </Button>
    </Flex>
  );
}

/** Who resolved it, when, and with what: the user created or the reason mailed. */
function Resolution({ request }: { request: AccessRequest }) {
  if (!request.resueltoEn) return null;
  return (
    <div className="access-request__resolution">
      <span>
        {ACCESS_REQUEST_STATE_LABELS[request.estado]}
        {request.resueltoPor && ` por ${request.resueltoPor}`} ·{' '}
        <Instant iso={request.resueltoEn} />
      </span>
      {request.usuarioCreado && <span>Usuario creado: @{request.usuarioCreado}</span>}
      {request.motivo && <span>Motivo: {request.motivo}</span>}
    </div>
  );
}

function Requester({ request }: { request: AccessRequest }) {
  return (
    <div className="access-request__who">
      <span className="access-request__name">{request.nombreCompleto}</span>
      <Typography.Text type="secondary" className="users-email">
        {request.correo}
      </Typography.Text>
    </div>
  );
}

const dash = (text: string | null) => text || '—';

function columnsFor(
  estado: AccessRequestState,
  handlers: Handlers,
): TableColumnsType<AccessRequest> {
  const isPending = estado === 'pendiente';
  return [
    { title: 'Solicitante', key: 'solicitante', render: (_, r) => <Requester request={r} /> },
    { title: 'Usuario solicitado', dataIndex: 'username', width: 170, render: (u) => `@${u}` },
    { title: 'Comentario', dataIndex: 'comentario', render: dash },
    {
      title: 'Recibida',
      dataIndex: 'creadoEn',
      width: 150,
      render: (iso: string) => <Instant iso={iso} />,
    },
    isPending
      ? {
          title: 'Acciones',
          key: 'acciones',
          align: 'right',
          fixed: 'right',
          width: 270,
          render: (_, r) => <Actions request={r} {...handlers} />,
        }
      : { title: 'Resolución', key: 'resolucion', render: (_, r) => <Resolution request={r} /> },
  ];
}

export function AccessRequestsTable(props: AccessRequestsViewProps) {
  const { page, isLoading, emptyText, estado, onCreate, onDecline } = props;
  return (
    <Table<AccessRequest>
      rowKey="solicitudId"
      columns={columnsFor(estado, { onCreate, onDecline })}
      dataSource={page?.items ?? []}
      size="middle"
      loading={isLoading}
      locale={{ emptyText: <EmptyState text={emptyText} /> }}
      scroll={{ x: 930 }}
      pagination={listPagination(props)}
    />
  );
}

/** On a phone: one card per request, the same facts and actions as the table. */
export function AccessRequestCards(props: AccessRequestsViewProps) {
  const { page, onCreate, onDecline } = props;
  return (
    <CardList {...props} label="Solicitudes de acceso" className="user-cards">
      {page?.items.map((request) => (
        <li key={request.solicitudId}>
          <Card size="small" className="user-card">
            <Requester request={request} />
            <dl className="user-card__facts">
              <dt>Usuario</dt>
              <dd>@{request.username}</dd>
              <dt>Comentario</dt>
              <dd>{dash(request.comentario)}</dd>
              <dt>Recibida</dt>
              <dd>
                <Instant iso={request.creadoEn} />
              </dd>
            </dl>
            <Resolution request={request} />
            <Actions request={request} onCreate={onCreate} onDecline={onDecline} />
          </Card>
        </li>
      ))}
    </CardList>
  );
}
