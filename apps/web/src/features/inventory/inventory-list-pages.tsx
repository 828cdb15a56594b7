import { Button, Card, Grid, Select, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  INVENTORY_MESSAGES as M,
  INVENTORY_PAGE_SIZE,
  INVENTORY_STATE_LABELS,
  INVENTORY_STATES,
  InventoryListQuerySchema,
  InventoryOverseenQuerySchema,
  type InventorySummary,
} from '@jarvis/contracts/inventory';
import { PageHeader } from '../../components/ui/page-header';
import { isLoadingPage } from '../../components/ui/paged-list';
import { LoadFailure } from '../../components/ui/load-failure';
import { useListState } from '../../lib/list-state';
import { useHoldsRoute } from '../../lib/session-queries';
import { InventoryCards, InventoryTable } from './inventory-list';
import { useInventoryList, useOverseenInventories } from './inventory.api';
import './inventory.css';

type PageProps = { route: { nombre: string } };

const PageOnlySchema = InventoryListQuerySchema.pick({ page: true });
const OverseenSchema = InventoryOverseenQuerySchema.pick({
  page: true,
  sucursalId: true,
  estado: true,
});

type ListBodyProps = {
  list: UseQueryResult<{ items: InventorySummary[]; total: number; totalIsCapped: boolean }>;
  currentPage: number;
  onPageChange: (page: number) => void;
  label: string;
  showBranch?: boolean;
  mayCount?: boolean;
};

/** A page of counts: a table on a desktop, cards on a phone; its failure with a way to retry. */
function ListBody({ list, currentPage, onPageChange, label, showBranch, mayCount }: ListBodyProps) {
  const isPhone = !Grid.useBreakpoint().md;
  const ListView = isPhone ? InventoryCards : InventoryTable;
  return (
    <>
      {list.isError && (
        <LoadFailure
          className="inventory-failure"
          title="No se pudieron cargar los inventarios"
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      )}
      {list.data ? (
        <ListView
          page={list.data}
          currentPage={currentPage}
          pageSize={INVENTORY_PAGE_SIZE}
          isLoading={isLoadingPage(list)}
          emptyText={M.empty}
          onPageChange={onPageChange}
          label={label}
          showBranch={showBranch ?? false}
          mayCount={mayCount ?? false}
        />
      ) : (
        list.isPending && <Skeleton active title={false} paragraph={{ rows: 6 }} />
      )}
    </>
  );
}

/** /Inventario (spec 3 §2): the branch's counts with 'Nuevo'; 'Continuar' or 'Ver' on each. */
export function InventoryHomePage({ route }: PageProps) {
  const { values, turnPage } = useListState(PageOnlySchema);
  const navigate = useNavigate();
  const mayCreate = useHoldsRoute('Inventario/crear');
  const list = useInventoryList({ page: values.page, size: INVENTORY_PAGE_SIZE });
  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Los conteos de su sucursal: continúe el que está en proceso o cree uno nuevo"
        extra={
          mayCreate && (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => void navigate('/Inventario/crear')}
            >
              Nuevo
            </Button>
          )
        }
      />
      <Card variant="borderless" className="inventory-panel">
        <ListBody
          list={list}
          currentPage={values.page}
          onPageChange={(page) => turnPage(page)}
          label="Inventarios de la sucursal"
          mayCount
        />
      </Card>
    </>
  );
}

/**
 * /Inventario/listado (spec 3 §2 lists it; issue #55): every count of the branches the user
 * oversees — a zone manager's zone, all for office staff — by branch and state.
 */
export function InventoryListPage({ route }: PageProps) {
  const { values, refine, turnPage } = useListState(OverseenSchema);
  const list = useOverseenInventories({ ...values, size: INVENTORY_PAGE_SIZE });
  const branches = list.data?.sucursales ?? [];
  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Los inventarios de las sucursales que usted supervisa"
      />
      <Card variant="borderless" className="inventory-panel">
        <div className="inventory-filters">
          <label className="inventory-filters__field">
            <span>Sucursal</span>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Todas"
              value={values.sucursalId}
              onChange={(sucursalId?: number) => refine({ sucursalId })}
              options={branches.map((b) => ({
                value: b.sucursalId,
                label: `${b.nombre} (${b.bodega})`,
              }))}
              aria-label="Sucursal"
            />
          </label>
          <label className="inventory-filters__field">
            <span>Estado</span>
            <Select
              allowClear
              placeholder="Todos"
              value={values.estado}
              onChange={(estado?: number) => refine({ estado })}
              options={INVENTORY_STATES.map((estado) => ({
                value: estado,
                label: INVENTORY_STATE_LABELS[estado],
              }))}
              aria-label="Estado"
            />
          </label>
        </div>
        <ListBody
          list={list}
          currentPage={values.page}
          onPageChange={(page) => turnPage(page)}
          label="Inventarios"
          showBranch
        />
      </Card>
    </>
  );
}
