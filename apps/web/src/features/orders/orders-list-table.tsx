import { Table, type PaginationProps, type TableColumnsType } from 'antd';
import {
  ALL_ROWS_SIZE,
  ORDER_LIST_SIZES,
  type OrderListItem,
  type OrderPage,
} from '@jarvis/contracts/orders-lists';
import { EmptyState } from '../../components/ui/empty-state';
import { listPagination, type ListViewProps } from '../../components/ui/paged-list';
import type { ReturnState } from '../../lib/list-state';
import { OrderStateTag } from './order-state-tag';
import { formatPrice } from './orders-format';
import { CutText, formatDay, InconsistencyTags, OrderLink } from './orders-list-cells';

/** Spec 2 §9: 10, 20 or 'Todos' a page ('Todos' is the largest page the API serves). */
const SIZE_OPTIONS = ORDER_LIST_SIZES.map((size) => ({
  value: size,
  label: size === ALL_ROWS_SIZE ? 'Todos' : `${size} / página`,
}));

/** A list's pagination with the orders' page sizes, 'Todos' named as the spec names it. */
export function orderPagination(props: Omit<ListViewProps, 'isLoading' | 'emptyText'>) {
  const pagination: PaginationProps = listPagination(props, ORDER_LIST_SIZES);
  const total = props.page?.total ?? 0;
  return {
    ...pagination,
    showSizeChanger: total > ORDER_LIST_SIZES[0] && {
      options: SIZE_OPTIONS,
      showSearch: false,
      'aria-label': 'Pedidos por página',
    },
  } satisfies PaginationProps;
}

export type OrderColumnsOptions = {
  /** 'Pedidos entregados': the delivery date and the CCF too. */
  isDelivered?: boolean;
  /** A list of more than one state shows each order's. */
  hasState?: boolean;
  /** 'Pedidos incosistentes': what was registered on each order. */
  hasInconsistencies?: boolean;
  returnState?: ReturnState | undefined;
};

/** The columns every order list shares (spec 2 §2; issue #52 point 3). */
export function orderColumns<T extends OrderListItem>({
  isDelivered = false,
  hasState = false,
  hasInconsistencies = false,
  returnState,
}: OrderColumnsOptions): TableColumnsType<T> {
  const delivery: TableColumnsType<T> = isDelivered
    ? [
        {
          title: 'Fecha entrega',
          key: 'fechaEntrega',
          width: 112,
          render: (_, o) => formatDay(o.fechaEntrega),
        },
        {
          title: 'CCF',
          key: 'ccf',
          width: 96,
          render: (_, o) => <CutText value={o.creditoFiscal} />,
        },
      ]
    : [];
  const inconsistencies: TableColumnsType<T> = hasInconsistencies
    ? [
        {
          title: 'Inconsistencias',
          key: 'inconsistencias',
          width: 220,
          render: (_, o) => <InconsistencyTags order={o} />,
        },
      ]
    : [];
  const state: TableColumnsType<T> = hasState
    ? [
        {
          title: 'Estado',
          key: 'estado',
          width: 112,
          render: (_, o) => <OrderStateTag estado={o.estado} />,
        },
      ]
    : [];
  return [
    {
      title: 'N.º pedido',
      key: 'pedidoId',
      width: 96,
      render: (_, o) => <OrderLink pedidoId={o.pedidoId} state={returnState} />,
    },
    {
      title: 'Fecha pedido',
      key: 'fechaPedido',
      width: 112,
      render: (_, o) => formatDay(o.fechaPedido),
    },
    {
      title: 'Fecha estimada',
      key: 'fechaEstimada',
      width: 120,
      render: (_, o) => formatDay(o.fechaEstimada),
    },
    ...delivery,
    {
      title: 'Proveedor',
      key: 'proveedor',
      render: (_, o) => <CutText value={o.proveedor.nombre} />,
    },
    {
      title: 'Sucursal',
      key: 'sucursal',
      render: (_, o) => (
        <span className="orders-branch">
          <CutText value={o.sucursal.nombre} />
          <span className="orders-muted">{o.sucursal.bodega}</span>
        </span>
      ),
    },
    { title: 'Creado por', key: 'creadoPor', render: (_, o) => <CutText value={o.creadoPor} /> },
    { title: 'Productos', dataIndex: 'lineas', key: 'lineas', width: 96, align: 'right' },
    {
      title: 'Total final',
      key: 'totalFinal',
      width: 136,
      align: 'right',
      render: (_, o) => <span className="orders-num">{formatPrice(o.totalFinal)}</span>,
    },
    ...inconsistencies,
    ...state,
  ];
}

export type OrdersViewProps = ListViewProps<OrderPage> & OrderColumnsOptions;

/** A list on a desktop: one row per order; a narrow window scrolls it rather than squeeze it. */
export function OrdersTable({
  isDelivered,
  hasState,
  hasInconsistencies,
  returnState,
  ...props
}: OrdersViewProps) {
  return (
    <Table<OrderListItem>
      rowKey="pedidoId"
      columns={orderColumns({ isDelivered, hasState, hasInconsistencies, returnState })}
      dataSource={props.page?.items ?? []}
      loading={props.isLoading}
      locale={{ emptyText: <EmptyState text={props.emptyText} /> }}
      size="middle"
      scroll={{ x: isDelivered ? 1100 : hasInconsistencies ? 1120 : 900 }}
      pagination={orderPagination(props)}
    />
  );
}
