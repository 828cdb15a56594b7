import { useState } from 'react';
import { Button, Checkbox, Table, type TableColumnsType } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import type {
  PriceChangeLine,
  PriceChangeOrder,
  PriceChangeOrderPage,
} from '@jarvis/contracts/orders-price-change';
import { EmptyState } from '../../components/ui/empty-state';
import { CardList, type ListViewProps } from '../../components/ui/paged-list';
import type { ReturnState } from '../../lib/list-state';
import { OrderStateTag } from './order-state-tag';
import { formatPrice, formatQuantity } from './orders-format';
import { CutText, formatDay, OrderLink } from './orders-list-cells';
import { ArticleName, priceChangePagination, PriceMove } from './price-change-cells';

export type PriceChangeOrdersProps = ListViewProps<PriceChangeOrderPage> & {
  selected: readonly number[];
  onSelect: (pedidoIds: number[]) => void;
  /** Every order of the filter is chosen: each row shows checked, none can be unchecked alone. */
  isAllChosen: boolean;
  /** The valid new prices entered, by article: each line shows its own. */
  newPrices: ReadonlyMap<string, string>;
  returnState: ReturnState;
};

const PAGE_LABEL = 'Pedidos por página';

/** An order's lines: each article's price now and, when one was entered, the new one. */
function OrderLines({
  lines,
  newPrices,
}: {
  lines: PriceChangeLine[];
  newPrices: ReadonlyMap<string, string>;
}) {
  const columns: TableColumnsType<PriceChangeLine> = [
    { title: 'Producto', key: 'producto', render: (_, l) => <ArticleName {...l} /> },
    { title: 'Unidad', dataIndex: 'unidad', key: 'unidad', width: 110 },
    {
      title: 'Cantidad',
      key: 'cantidad',
      width: 100,
      align: 'right',
      render: (_, l) => formatQuantity(l.cantidad),
    },
    {
      title: 'Precio',
      key: 'precio',
      width: 240,
      align: 'right',
      render: (_, l) => {
        const nuevo = newPrices.get(l.articuloId);
        return <PriceMove de={l.precioPedido} a={nuevo ?? l.precioPedido} />;
      },
    },
  ];
  return (
    <Table<PriceChangeLine>
      rowKey="pedidoDetalleId"
      className="price-change-lines"
      columns={columns}
      dataSource={lines}
      size="small"
      pagination={false}
    />
  );
}

/** The filter's orders on a desktop: a checkbox each, its lines below when expanded. */
export function PriceChangeOrdersTable(props: PriceChangeOrdersProps) {
  const { page, selected, onSelect, isAllChosen, newPrices, returnState } = props;
  const columns: TableColumnsType<PriceChangeOrder> = [
    {
      title: 'N.º pedido',
      key: 'pedidoId',
      width: 100,
      render: (_, o) => <OrderLink pedidoId={o.pedidoId} state={returnState} />,
    },
    {
      title: 'Fecha pedido',
      key: 'fechaPedido',
      width: 116,
      render: (_, o) => formatDay(o.fechaPedido),
    },
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
    {
      title: 'Estado',
      key: 'estado',
      width: 124,
      render: (_, o) => <OrderStateTag estado={o.estado} />,
    },
    {
      title: 'Productos',
      key: 'lineas',
      width: 96,
      align: 'right',
      render: (_, o) => o.lineas.length,
    },
    {
      title: 'Total final',
      key: 'totalFinal',
      width: 136,
      align: 'right',
      render: (_, o) => <span className="orders-num">{formatPrice(o.totalFinal)}</span>,
    },
  ];
  const items = page?.items ?? [];
  return (
    <Table<PriceChangeOrder>
      rowKey="pedidoId"
      columns={columns}
      dataSource={items}
      loading={props.isLoading}
      locale={{ emptyText: <EmptyState text={props.emptyText} /> }}
      size="middle"
      scroll={{ x: 960 }}
      pagination={priceChangePagination(props, PAGE_LABEL)}
      expandable={{
        expandedRowRender: (o) => <OrderLines lines={o.lineas} newPrices={newPrices} />,
      }}
      rowSelection={{
        selectedRowKeys: isAllChosen ? items.map((o) => o.pedidoId) : [...selected],
        preserveSelectedRowKeys: true,
        onChange: (keys) => onSelect(keys.map(Number)),
        getCheckboxProps: (o) => ({
          disabled: isAllChosen,
          'aria-label': `Seleccionar pedido ${o.pedidoId}`,
        }),
        getTitleCheckboxProps: () => ({
          disabled: isAllChosen,
          'aria-label': 'Seleccionar los pedidos de la página',
        }),
      }}
    />
  );
}

/** One order on a phone: its checkbox, what it is, and its lines on demand. */
function OrderCard({
  order,
  isOn,
  isAllChosen,
  onToggle,
  newPrices,
}: {
  order: PriceChangeOrder;
  isOn: boolean;
  isAllChosen: boolean;
  onToggle: (isOn: boolean) => void;
  newPrices: ReadonlyMap<string, string>;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <div className={`order-card price-change-card${isOn ? ' order-card--selected' : ''}`}>
      <Checkbox
        checked={isOn}
        disabled={isAllChosen}
        aria-label={`Seleccionar pedido ${order.pedidoId}`}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <div className="price-change-card__body">
        <span className="order-card__head">
          <span className="order-card__title">Pedido #{order.pedidoId}</span>
          <OrderStateTag estado={order.estado} />
        </span>
        <span className="order-card__supplier">{order.proveedor.nombre}</span>
        <span className="order-card__branch">
          {order.sucursal.nombre} · {order.sucursal.bodega}
        </span>
        <span className="order-card__foot">
          <span>{formatDay(order.fechaPedido)}</span>
          <span className="order-card__total">{formatPrice(order.totalFinal)}</span>
        </span>
        <Button
          type="link"
          size="small"
          className="price-change-card__toggle"
          icon={isOpen ? <UpOutlined aria-hidden /> : <DownOutlined aria-hidden />}
          aria-expanded={isOpen}
          onClick={() => setOpen(!isOpen)}
        >
          {isOpen ? 'Ocultar productos' : `Ver productos (${order.lineas.length})`}
        </Button>
        {isOpen && (
          <ul
            className="price-change-card__lines"
            aria-label={`Productos del pedido ${order.pedidoId}`}
          >
            {order.lineas.map((l) => (
              <li key={l.pedidoDetalleId}>
                <ArticleName {...l} />
                <span className="price-change-card__line-foot">
                  <span>
                    {formatQuantity(l.cantidad)} {l.unidad}
                  </span>
                  <PriceMove
                    de={l.precioPedido}
                    a={newPrices.get(l.articuloId) ?? l.precioPedido}
                  />
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/** The filter's orders on a phone: one card each. */
export function PriceChangeOrdersCards(props: PriceChangeOrdersProps) {
  const { selected, onSelect, isAllChosen, newPrices } = props;
  const toggle = (pedidoId: number, isOn: boolean) =>
    onSelect(isOn ? [...selected, pedidoId] : selected.filter((id) => id !== pedidoId));
  return (
    <CardList {...props} label="Pedidos" className="order-cards">
      {props.page?.items.map((order) => (
        <li key={order.pedidoId}>
          <OrderCard
            order={order}
            isOn={isAllChosen || selected.includes(order.pedidoId)}
            isAllChosen={isAllChosen}
            onToggle={(isOn) => toggle(order.pedidoId, isOn)}
            newPrices={newPrices}
          />
        </li>
      ))}
    </CardList>
  );
}
