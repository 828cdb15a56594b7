import { Alert, Card, Skeleton } from 'antd';
import { Link } from 'react-router';
import { TRANSFER_MESSAGES as M, RECENT_TRANSFERS } from '@jarvis/contracts/transfers';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { LoadFailure } from '../../components/ui/load-failure';
import { useHoldsRoute } from '../../lib/session-queries';
import { useTransferDialogs, type TransferDialogs } from './transfer-actions';
import { TransferCardBody, type OtherSide } from './transfer-list';
import { TransferRequestForm } from './transfer-request-form';
import { useTransferList, useTransferOptions, type TransferListView } from './transfers.api';
import './transfers.css';

/** 'Aprobar traslados' shows this many; the rest are on /Traslados/Revisar. */
const PENDING_SHOWN = 5;

type PageProps = { route: { nombre: string } };

/**
 * /Traslados (spec 3 §2): 'Solicitar traslado', the branch's last three requests ('Traslados
 * recientes') and what other branches are waiting for it to send ('Aprobar traslados').
 */
export function TransfersHomePage({ route }: PageProps) {
  const options = useTransferOptions();
  const dialogs = useTransferDialogs();
  return (
    <>
      <PageHeader title={route.nombre} subtitle="Pida artículos a otra sucursal de su marca" />
      <div className="transfer-home">
        <Card
          variant="borderless"
          className="transfer-panel transfer-home__form"
          title="Solicitar traslado"
        >
          {options.isPending ? (
            <Skeleton active />
          ) : options.isError ? (
            <LoadFailure
              title="No se pudo preparar el formulario"
              error={options.error}
              onRetry={() => void options.refetch()}
            />
          ) : (
            <TransferRequestForm options={options.data} />
          )}
        </Card>
        <div className="transfer-home__side">
          <HomeList
            title="Traslados recientes"
            vista="recientes"
            size={RECENT_TRANSFERS}
            other="origen"
            emptyText={M.emptyMine}
            more={{ ruta: 'Traslados/Mis-traslados', text: 'Ver todos' }}
            dialogs={dialogs}
          />
          <HomeList
            title="Aprobar traslados"
            vista="por-enviar"
            size={PENDING_SHOWN}
            other="destino"
            emptyText={M.emptyPending}
            more={{ ruta: 'Traslados/Revisar', text: 'Ver todos' }}
            dialogs={dialogs}
          />
        </div>
      </div>
      {dialogs.dialogs}
    </>
  );
}

/** /Traslados/Solicitar: the request form alone, for a link or a bookmark straight to it. */
export function TransfersRequestPage({ route }: PageProps) {
  const options = useTransferOptions();
  return (
    <>
      <PageHeader title={route.nombre} subtitle="Pida artículos a otra sucursal de su marca" />
      <Card variant="borderless" className="transfer-panel transfer-request-page">
        {options.isPending ? (
          <Skeleton active />
        ) : options.isError ? (
          <LoadFailure
            title="No se pudo preparar el formulario"
            error={options.error}
            onRetry={() => void options.refetch()}
          />
        ) : (
          <TransferRequestForm options={options.data} />
        )}
      </Card>
    </>
  );
}

type HomeListProps = {
  title: string;
  vista: TransferListView;
  size: number;
  other: OtherSide;
  emptyText: string;
  more: { ruta: string; text: string };
  dialogs: TransferDialogs;
};

function HomeList({ title, vista, size, other, emptyText, more, dialogs }: HomeListProps) {
  const list = useTransferList(vista, { page: 1, size });
  const holdsMore = useHoldsRoute(more.ruta);
  const total = list.data?.total ?? 0;
  return (
    <Card
      variant="borderless"
      className="transfer-panel"
      title={title}
      extra={
        holdsMore && total > 0 ? (
          <Link to={`/${more.ruta}`}>
            {more.text}
            {total > size ? ` (${String(total)})` : ''}
          </Link>
        ) : undefined
      }
    >
      {list.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : list.isError ? (
        <Alert type="error" showIcon title={M.listFailed} />
      ) : list.data.items.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <ul className="transfer-home__list" aria-label={title}>
          {list.data.items.map((t) => (
            <li key={t.trasladoId} className="transfer-card transfer-card--flat">
              <TransferCardBody transfer={t} other={other} dialogs={dialogs} isCompact />
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
