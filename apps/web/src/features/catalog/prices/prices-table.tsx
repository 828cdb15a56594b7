import { Table, Typography, type TableColumnsType } from 'antd';
import { PAGE_SIZE_OPTIONS } from '@jarvis/contracts/catalog';
import type { PricePage, SupplierPrice } from '@jarvis/contracts/prices';
import { EmptyState } from '../../../components/ui/empty-state';
import { listPagination, type ListViewProps } from '../../../components/ui/paged-list';
import {
  PriceActions,
  PriceArticle,
  PriceEstadoSwitch,
  priceText,
  type PriceAction,
} from './price-parts';

export type PriceListViewProps = ListViewProps<PricePage> & {
  onAction: (action: PriceAction, row: SupplierPrice) => void;
};

/** The unit the supplier sells, and how many sale units it holds ('× 24.0000'). */
export function PriceUnit({ row }: { row: SupplierPrice }) {
  return (
    <span className="art-code">
      <span>{row.unidad}</span>
      <Typography.Text type="secondary" className="art-small">
        × {row.cantidadCompra}
      </Typography.Text>
    </span>
  );
}

function columnsFor(onAction: PriceListViewProps['onAction']): TableColumnsType<SupplierPrice> {
  return [
    { title: 'Artículo', key: 'articulo', render: (_, row) => <PriceArticle row={row} /> },
    {
      title: 'Proveedor',
      key: 'proveedor',
      width: 220,
      render: (_, row) => (
        <span className="art-code">
          <span className="art-break">{row.proveedor}</span>
          <Typography.Text type="secondary" className="art-small">
            {row.codigoProveedor}
          </Typography.Text>
        </span>
      ),
    },
    {
      title: 'Precio',
      key: 'precio',
      width: 120,
      align: 'right',
      render: (_, row) => <span className="art-num art-price">{priceText(row.precio)}</span>,
    },
    { title: 'Unidad', key: 'unidad', width: 120, render: (_, row) => <PriceUnit row={row} /> },
    {
      title: 'Estado',
      key: 'estado',
      width: 80,
      align: 'center',
      render: (_, row) => <PriceEstadoSwitch row={row} />,
    },
    {
      title: 'Acciones',
      key: 'acciones',
      width: 104,
      align: 'center',
      fixed: 'right',
      render: (_, row) => <PriceActions row={row} onAction={onAction} />,
    },
  ];
}

export function PricesTable(props: PriceListViewProps) {
  const { page, isLoading, emptyText, onAction } = props;
  return (
    <Table<SupplierPrice>
      rowKey="id"
      columns={columnsFor(onAction)}
      dataSource={page?.items ?? []}
      loading={isLoading}
      locale={{ emptyText: <EmptyState text={emptyText} /> }}
      size="middle"
      scroll={{ x: 900 }}
      pagination={listPagination(props, PAGE_SIZE_OPTIONS)}
    />
  );
}
