import type { ReactNode } from 'react';
import { Alert, Button, Card, Grid } from 'antd';
import {
  ORDER_EMPTY_TEXTS,
  ORDER_MESSAGES,
  ORDER_STATE_LABELS,
  type OrderState,
} from '@jarvis/contracts/orders';
import { ORDER_VIEWS, OrderListQuerySchema, type OrderView } from '@jarvis/contracts/orders-lists';
import { PageHeader } from '../../components/ui/page-header';
import { ManagerCodeButton } from './manager-code-dialog';
import { isLoadingPage } from '../../components/ui/paged-list';
import { isApiError } from '../../lib/api-client';
import { useListState, useReturnState } from '../../lib/list-state';
import { OrdersCards } from './orders-list-cards';
import { OrdersListFilters, type OrderFilterValues } from './orders-list-filters';
import { OrdersTable } from './orders-list-table';
import { useOrderFilterOptions, useOrderList } from './orders-list.api';
import './orders-list.css';

/** What the address keeps of a list: the search, every filter, the page and its size. */
const OrderListStateSchema = OrderListQuerySchema.pick({
  buscar: true,
  proveedorId: true,
  sucursalId: true,
  desde: true,
  hasta: true,
  page: true,
  size: true,
});

const isFiltered = (v: OrderFilterValues) =>
  Boolean(v.buscar) || [v.proveedorId, v.sucursalId, v.desde, v.hasta].some((x) => x !== undefined);

const statesText = (estados: readonly OrderState[]) =>
  `${estados.length === 1 ? 'Estado' : 'Estados'}: ${estados.map((e) => ORDER_STATE_LABELS[e]).join(' y ')}`;

/** A refusal the server explains (a crafted address) in its words; anything else the spec's text. */
const failureText = (error: unknown) =>
  isApiError(error) && error.status === 400 ? error.message : ORDER_MESSAGES.listFailed;

type OrdersListPageProps = {
  vista: OrderView;
  /** Actions beside the title (the lead's 'Código de gerente'). */
  extra?: ReactNode;
};

/**
 * The seven order lists of Compras (spec 2 §2, §9; issue #52 point 3): the view's states, newest
 * first, searched and filtered by the server; a table on a desktop, cards on a phone.
 */
export function OrdersListPage({ vista, extra = <ManagerCodeButton /> }: OrdersListPageProps) {
  const view = ORDER_VIEWS[vista];
  const { values, refine, turnPage } = useListState(OrderListStateSchema, { size: view.tamano });
  const options = useOrderFilterOptions();
  const list = useOrderList(vista, values);
  const isPhone = !Grid.useBreakpoint().md;
  const returnState = useReturnState();
  const listProps = {
    page: list.data,
    currentPage: values.page,
    pageSize: values.size,
    isLoading: isLoadingPage(list),
    emptyText: isFiltered(values) ? ORDER_EMPTY_TEXTS.noOrdersFound : ORDER_EMPTY_TEXTS.noOrders,
    onPageChange: turnPage,
    returnState,
  };

  return (
    <>
      <PageHeader title={view.titulo} subtitle={statesText(view.estados)} extra={extra} />
      <Card variant="borderless" className="orders-panel">
        <OrdersListFilters
          values={values}
          options={options.data}
          isLoadingOptions={options.isPending}
          isPhone={isPhone}
          onChange={refine}
        />
        {list.isError && (
          <Alert
            type="error"
            showIcon
            className="orders-failure"
            title={failureText(list.error)}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                Volver a cargar
              </Button>
            }
          />
        )}
        {/* A list that could not load does not claim to be empty. */}
        {list.isError && !list.data ? null : isPhone ? (
          <OrdersCards {...listProps} />
        ) : (
          <OrdersTable
            {...listProps}
            isDelivered={vista === 'entregados'}
            hasState={view.estados.length > 1}
            hasInconsistencies={vista === 'inconsistentes'}
          />
        )}
      </Card>
    </>
  );
}

export const PurchaseReviewPage = () => <OrdersListPage vista="revision" />;
export const PurchaseOpenPage = () => <OrdersListPage vista="abiertos" />;
export const PurchasePendingPage = () => <OrdersListPage vista="pendientes" />;
export const PurchaseProcessedPage = () => <OrdersListPage vista="procesados" />;
export const PurchaseDeliveredPage = () => <OrdersListPage vista="entregados" />;
export const PurchaseClosedPage = () => <OrdersListPage vista="cerrados" />;
export const PurchaseInconsistentPage = () => <OrdersListPage vista="inconsistentes" />;
