import { Card, Grid, Skeleton } from 'antd';
import { TRANSFER_MESSAGES as M, TransferListQuerySchema } from '@jarvis/contracts/transfers';
import { PageHeader } from '../../components/ui/page-header';
import { isLoadingPage } from '../../components/ui/paged-list';
import { LoadFailure } from '../../components/ui/load-failure';
import { useListState } from '../../lib/list-state';
import { useTransferDialogs } from './transfer-actions';
import { TransferCards, TransferTable, type OtherSide } from './transfer-list';
import { useTransferList, type TransferListView } from './transfers.api';
import './transfers.css';

const PAGE_SIZE = 10;
/** What the address keeps of a list: its page. */
const PageOnlySchema = TransferListQuerySchema.pick({ page: true });

type PanelProps = {
  vista: TransferListView;
  other: OtherSide;
  emptyText: string;
  label: string;
};

/** A page of the branch's transfers, newest first, with what it may do to each. */
function TransferListPanel({ vista, other, emptyText, label }: PanelProps) {
  const { values, turnPage } = useListState(PageOnlySchema);
  const isPhone = !Grid.useBreakpoint().md;
  const list = useTransferList(vista, { page: values.page, size: PAGE_SIZE });
  const dialogs = useTransferDialogs();
  const ListView = isPhone ? TransferCards : TransferTable;
  return (
    <Card variant="borderless" className="transfer-panel">
      {list.isError && (
        <LoadFailure
          className="transfer-failure"
          title={M.listFailed}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data ? (
        <ListView
          page={list.data}
          currentPage={values.page}
          pageSize={PAGE_SIZE}
          isLoading={isLoadingPage(list)}
          emptyText={emptyText}
          onPageChange={(page) => turnPage(page)}
          other={other}
          dialogs={dialogs}
          label={label}
        />
      ) : (
        list.isPending && <Skeleton active title={false} paragraph={{ rows: 6 }} />
      )}
      {dialogs.dialogs}
    </Card>
  );
}

type PageProps = { route: { nombre: string } };

/** /Traslados/Mis-traslados (spec 3 §2): what the branch asked for, to verify on arrival or annul. */
export function TransfersMinePage({ route }: PageProps) {
  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Los traslados que su sucursal pidió: verifique lo recibido o anule"
      />
      <TransferListPanel
        vista="mios"
        other="origen"
        emptyText={M.emptyMine}
        label="Mis traslados"
      />
    </>
  );
}

/** /Traslados/Revisar (spec 3 §2): what other branches asked of this one, to send or annul. */
export function TransfersReviewPage({ route }: PageProps) {
  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Lo que otras sucursales le piden: indique lo que envía"
      />
      <TransferListPanel
        vista="revisar"
        other="destino"
        emptyText={M.emptyPending}
        label="Traslados por enviar"
      />
    </>
  );
}
