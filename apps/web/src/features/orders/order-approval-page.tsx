import { useState } from 'react';
import { Alert, Button, Card, Grid, Skeleton } from 'antd';
import { z } from 'zod';
import { ORDER_EMPTY_TEXTS, ORDER_MESSAGES, orderActorOf } from '@jarvis/contracts/orders';
import { ApprovalQuerySchema, type ApprovalQuery } from '@jarvis/contracts/orders-lists';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { ManagerCodeButton } from './manager-code-dialog';
import { isLoadingPage } from '../../components/ui/paged-list';
import { isApiError } from '../../lib/api-client';
import { useListState, useReturnState } from '../../lib/list-state';
import { useSessionUser } from '../../lib/session-queries';
import { ApprovalActions } from './order-approval-actions';
import { ApprovalFilterForm, type ApprovalFilter } from './order-approval-filter';
import { ApprovalCards, ApprovalTable } from './order-approval-rows';
import { useApprovalList, useDownloadOrdersPdf } from './order-approval.api';
import { useOrderFilterOptions } from './orders-list.api';
import './orders-list.css';

/**
 * What the address keeps: the filter 'Buscar' applied, the page and its size. The range stays out
 * until a search writes it: the default (the last 10 days) is the server's today.
 */
const ApprovalStateSchema = z.object({
  ...ApprovalQuerySchema.shape,
  desde: ApprovalQuerySchema.shape.desde.optional(),
  hasta: ApprovalQuerySchema.shape.hasta.optional(),
});

const CHOOSE_FIRST = 'Seleccione un proveedor y presione Buscar para ver los pedidos en revisión.';

/** A filter the API refused (one written in the address by hand): its own words say why. */
const isRefused = (error: unknown) => isApiError(error) && error.status === 400;

type OrderApprovalPageProps = { route: { nombre: string } };

/**
 * /Compras/aprobar-pedidos (spec 2 §2 Approval screen, §5 Approval filter; issue #52 point 6):
 * one state's orders of a date range, those in Revisión selectable to approve or void together.
 */
export function OrderApprovalPage({ route }: OrderApprovalPageProps) {
  const { values, refine, turnPage } = useListState(ApprovalStateSchema);
  const options = useOrderFilterOptions();
  const user = useSessionUser();
  const isPhone = !Grid.useBreakpoint().md;
  const returnState = useReturnState();
  const [chosen, setChosen] = useState<number[]>([]);
  const download = useDownloadOrdersPdf();

  const params: ApprovalQuery = {
    ...values,
    desde: values.desde ?? options.data?.desdePorDefecto ?? '',
    hasta: values.hasta ?? options.data?.hoy ?? '',
  };
  const isReady =
    Boolean(params.desde && params.hasta) &&
    (params.estado !== 1 || params.proveedorId !== undefined);
  const list = useApprovalList(params, isReady);
  // Only what is on screen and still in Revisión stays selected (a refetch may have moved some).
  const selectable = new Set(
    list.data?.items.filter((r) => r.seleccionable).map((r) => r.pedidoId),
  );
  const selected = chosen.filter((id) => selectable.has(id));
  const isBranchUser = user.data ? orderActorOf(user.data.rol) === 'restaurante' : true;
  const fields = isApiError(list.error) ? list.error.fields : undefined;

  const search = (filter: ApprovalFilter) => {
    setChosen([]);
    const isSame =
      filter.estado === values.estado &&
      filter.proveedorId === values.proveedorId &&
      filter.desde === values.desde &&
      filter.hasta === values.hasta;
    // The same filter again is a request to look again (another user may have acted meanwhile).
    if (isSame && isReady) void list.refetch();
    else refine(filter);
  };
  const print = (pedidoIds: number[], fila?: number) => {
    if (!download.isPending) download.mutate({ pedidoIds, fila });
  };
  const rowsProps = {
    page: list.data,
    currentPage: values.page,
    pageSize: values.size,
    isLoading: isLoadingPage(list),
    emptyText: ORDER_EMPTY_TEXTS.noOrdersFound,
    onPageChange: (page: number, size: number) => {
      setChosen([]);
      turnPage(page, size);
    },
    selected,
    onSelect: setChosen,
    isBranchUser,
    printing: download.isPending ? download.variables?.fila : undefined,
    onPrint: (pedidoId: number) => print([pedidoId], pedidoId),
    returnState,
  };
  const actions = (
    <ApprovalActions
      selected={selected}
      canDecide={!isBranchUser}
      isPrinting={download.isPending && download.variables?.fila === undefined}
      onPrint={() => print(selected)}
      onDone={() => setChosen([])}
    />
  );

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Aprobar o anular los pedidos en revisión"
        extra={<ManagerCodeButton />}
      />
      <Card variant="borderless" className="orders-panel">
        {options.data ? (
          <ApprovalFilterForm
            // A filter applied from elsewhere (Back, a link) shows in the form.
            key={JSON.stringify([values.estado, values.proveedorId, values.desde, values.hasta])}
            initial={{ ...params, proveedorId: values.proveedorId }}
            options={options.data}
            isPhone={isPhone}
            onSearch={search}
            serverFields={fields}
          />
        ) : options.isError ? (
          <Alert
            type="error"
            showIcon
            className="orders-failure"
            title={ORDER_MESSAGES.listFailed}
            action={
              <Button size="small" onClick={() => void options.refetch()}>
                Volver a cargar
              </Button>
            }
          />
        ) : (
          <Skeleton active title={false} paragraph={{ rows: 2 }} />
        )}
        {list.isError && (
          <Alert
            type="error"
            showIcon
            className="orders-failure"
            title={isRefused(list.error) ? list.error.message : ORDER_MESSAGES.listFailed}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                Volver a cargar
              </Button>
            }
          />
        )}
        {!isReady ? (
          options.data && <EmptyState text={CHOOSE_FIRST} />
        ) : list.isError && !list.data ? null : isPhone ? (
          <>
            <ApprovalCards {...rowsProps} />
            <div className="approval-bar">{actions}</div>
          </>
        ) : (
          <>
            {actions}
            <ApprovalTable {...rowsProps} />
          </>
        )}
      </Card>
    </>
  );
}
