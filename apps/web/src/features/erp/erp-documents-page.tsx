import { Card, Grid, Skeleton } from 'antd';
import { ErpDocumentQuerySchema, type ErpDocumentState } from '@jarvis/contracts/erp';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageHeader } from '../../components/ui/page-header';
import { useListState } from '../../lib/list-state';
import { isLoadingPage } from '../../components/ui/paged-list';
import { ErpDocumentCards } from './erp-document-cards';
import { ErpDocumentsTable } from './erp-documents-table';
import { ErpHealthCard } from './erp-health-card';
import { ErpStateFilter } from './erp-state-filter';
import { useErpDocuments } from './erp.api';
import './erp.css';

const PAGE_SIZE = 10;

/** What the address keeps of the list: the state tab and the page. */
const ErpListSchema = ErpDocumentQuerySchema.pick({ estado: true, page: true });
type ErpDocumentsPageProps = { route: { nombre: string } };

/**
 * 'Integración SAP': whether the purchase documents and stock transfers reached SAP, SAP's words
 * when they did not, and 'Reintentar' once the cause is fixed. Informática, Compras and
 * Contabilidad read it.
 */
export function ErpDocumentsPage({ route }: ErpDocumentsPageProps) {
  const { values: filter, refine, turnPage } = useListState(ErpListSchema);
  const isPhone = !Grid.useBreakpoint().md;
  const list = useErpDocuments({ ...filter, size: PAGE_SIZE });
  const ListView = isPhone ? ErpDocumentCards : ErpDocumentsTable;

  const showState = (key: ErpDocumentState | 'todos') =>
    refine({ estado: key === 'todos' ? undefined : key });

  return (
    <>
      <PageHeader title={route.nombre} subtitle="Compras y traslados registrados en SAP" />
      <ErpHealthCard />
      <Card variant="borderless" className="erp-panel">
        <ErpStateFilter
          estados={list.data?.estados}
          value={filter.estado ?? 'todos'}
          onChange={showState}
          isPhone={isPhone}
        />
        {list.isError && (
          <LoadFailure
            className="erp-failure"
            title="No se pudieron cargar los documentos"
            error={list.error}
            onRetry={() => void list.refetch()}
          />
        )}
        {list.data ? (
          <ListView
            page={list.data}
            currentPage={filter.page}
            pageSize={PAGE_SIZE}
            isLoading={isLoadingPage(list)}
            emptyText="No hay documentos"
            onPageChange={(page) => turnPage(page)}
          />
        ) : (
          list.isPending && <Skeleton active title={false} paragraph={{ rows: 6 }} />
        )}
      </Card>
    </>
  );
}
