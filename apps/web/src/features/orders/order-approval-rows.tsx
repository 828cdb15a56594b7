import type { ReactNode } from 'react';
import { Button, Checkbox, Table, Tooltip } from 'antd';
import { EyeOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { ORDER_MESSAGES } from '@jarvis/contracts/orders';
import type { ApprovalPage } from '@jarvis/contracts/orders-lists';
import { EmptyState } from '../../components/ui/empty-state';
import { CardList, type ListViewProps } from '../../components/ui/paged-list';
import type { ReturnState } from '../../lib/list-state';
import { toast } from '../../lib/toast';
import { OrderCardBody } from './orders-list-cards';
import { orderPath } from './orders-list-cells';
import { orderColumns, orderPagination } from './orders-list-table';

export type ApprovalRow = ApprovalPage['items'][number];

/** Spec 2 §2: a Restaurante user has nothing to do with an order voided or already in SAP. */
const NO_ACTIONS_FOR_BRANCH = [5, 8];

export type ApprovalRowsProps = ListViewProps<ApprovalPage> & {
  selected: readonly number[];
  onSelect: (pedidoIds: number[]) => void;
  isBranchUser: boolean;
  /** The order whose PDF is being fetched, if any. */
  printing: number | undefined;
  onPrint: (pedidoId: number) => void;
  returnState: ReturnState;
};

type RowActionsProps = Pick<
  ApprovalRowsProps,
  'isBranchUser' | 'printing' | 'onPrint' | 'returnState'
> & {
  row: ApprovalRow;
};

/** 'Ver' (the detail) and 'PDF' (this order's alone, whether or not it can be selected). */
function RowActions({ row, isBranchUser, printing, onPrint, returnState }: RowActionsProps) {
  if (isBranchUser && NO_ACTIONS_FOR_BRANCH.includes(row.estado)) return null;
  return (
    <span className="orders-row-actions">
      <Link
        to={orderPath(row.pedidoId)}
        state={returnState}
        className="orders-row-link"
        aria-label={`Ver pedido ${row.pedidoId}`}
      >
        <EyeOutlined aria-hidden /> Ver
      </Link>
      <Button
        size="small"
        type="link"
        icon={<FilePdfOutlined aria-hidden />}
        aria-label={`PDF del pedido ${row.pedidoId}`}
        loading={printing === row.pedidoId}
        disabled={printing !== undefined && printing !== row.pedidoId}
        onClick={() => onPrint(row.pedidoId)}
      >
        PDF
      </Button>
    </span>
  );
}

/** A row that cannot be chosen says why, on its disabled checkbox. */
function NotSelectable({ children }: { children: ReactNode }) {
  return (
    <Tooltip title={ORDER_MESSAGES.notSelectable}>
      <span className="approval-check--off">{children}</span>
    </Tooltip>
  );
}

/** The approval list on a desktop: a checkbox on each order that can be approved or voided. */
export function ApprovalTable(props: ApprovalRowsProps) {
  const { page, selected, onSelect, returnState } = props;
  const items = page?.items ?? [];
  const columns = [
    // One state at a time (the filter's): no state column.
    ...orderColumns<ApprovalRow>({ returnState }),
    {
      title: 'Acciones',
      key: 'acciones',
      width: 140,
      fixed: 'right' as const,
      render: (_: unknown, row: ApprovalRow) => <RowActions {...props} row={row} />,
    },
  ];
  return (
    <Table<ApprovalRow>
      rowKey="pedidoId"
      columns={columns}
      dataSource={items}
      loading={props.isLoading}
      locale={{ emptyText: <EmptyState text={props.emptyText} /> }}
      size="middle"
      scroll={{ x: 1000 }}
      pagination={orderPagination(props)}
      rowSelection={{
        selectedRowKeys: [...selected],
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (row) => ({
          disabled: !row.seleccionable,
          'aria-label': `Seleccionar pedido ${row.pedidoId}`,
        }),
        getTitleCheckboxProps: () => ({ 'aria-label': 'Seleccionar los pedidos de la página' }),
        renderCell: (_checked, row, _index, node) =>
          row.seleccionable ? node : <NotSelectable>{node}</NotSelectable>,
        onSelectAll: (isSelected) => {
          if (isSelected && items.some((row) => !row.seleccionable))
            toast.error(ORDER_MESSAGES.notSelectable);
        },
      }}
    />
  );
}

/** The approval list on a phone: a card per order with its checkbox and its actions. */
export function ApprovalCards(props: ApprovalRowsProps) {
  const { selected, onSelect } = props;
  const toggle = (pedidoId: number, isOn: boolean) =>
    onSelect(isOn ? [...selected, pedidoId] : selected.filter((id) => id !== pedidoId));
  return (
    <CardList {...props} label="Pedidos" className="order-cards">
      {props.page?.items.map((row) => {
        const isOn = selected.includes(row.pedidoId);
        const check = (
          <Checkbox
            checked={isOn}
            disabled={!row.seleccionable}
            aria-label={`Seleccionar pedido ${row.pedidoId}`}
            onChange={(event) => toggle(row.pedidoId, event.target.checked)}
          />
        );
        return (
          <li key={row.pedidoId}>
            <div className={`order-card approval-card${isOn ? ' order-card--selected' : ''}`}>
              {row.seleccionable ? check : <NotSelectable>{check}</NotSelectable>}
              <div className="order-card__link">
                <OrderCardBody order={row} />
                <RowActions {...props} row={row} />
              </div>
            </div>
          </li>
        );
      })}
    </CardList>
  );
}
