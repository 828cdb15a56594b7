import type { ReactNode } from 'react';
import { Card, Checkbox, Table, type PaginationProps, type TableColumnsType } from 'antd';
import type { OrderLine } from '@jarvis/contracts/orders';
import { LineCell, type LineField, type SaveCell } from './order-detail-cell';
import { formatPrice } from './orders-format';

export type LineViewsProps = {
  lines: OrderLine[];
  /** The cells the signed-in user may edit now (the server's `ediciones`, by line field). */
  editable: ReadonlySet<LineField>;
  isWholeOnly: boolean;
  onSave: SaveCell;
  /** Lines can be chosen for 'Eliminar seleccionados': the selection, else undefined. */
  selection:
    { selected: readonly number[]; onChange: (pedidoDetalleIds: number[]) => void } | undefined;
  pagination: PaginationProps;
};

/** The article's code, its fictitious code beside it when it has one. */
function ArticleCode({ line }: { line: OrderLine }) {
  return (
    <span className="order-detail-code">
      <span>{line.articuloId}</span>
      {line.articuloIdFicticio && (
        <span className="order-detail-muted" title="Código ficticio">
          {line.articuloIdFicticio}
        </span>
      )}
    </span>
  );
}

type CellOf = (line: OrderLine, field: LineField) => ReactNode;

const cellOf =
  ({
    editable,
    isWholeOnly,
    onSave,
  }: Pick<LineViewsProps, 'editable' | 'isWholeOnly' | 'onSave'>): CellOf =>
  (line, field) => (
    <LineCell
      key={field}
      line={line}
      field={field}
      isEditable={editable.has(field)}
      isWholeOnly={isWholeOnly}
      onSave={onSave}
    />
  );

/** A desktop's lines: one row each; a narrow window scrolls the table rather than squeeze it. */
export function LinesTable(props: LineViewsProps) {
  const { lines, selection, pagination } = props;
  const cell = cellOf(props);
  const columns: TableColumnsType<OrderLine> = [
    {
      title: 'Código',
      key: 'codigo',
      width: 130,
      render: (_, line) => <ArticleCode line={line} />,
    },
    { title: 'Artículo', dataIndex: 'nombre', key: 'nombre' },
    { title: 'Unidad', dataIndex: 'unidad', key: 'unidad', width: 100 },
    {
      title: 'Cantidad pedida',
      key: 'cantidadPedida',
      width: 140,
      align: 'right',
      render: (_, line) => cell(line, 'cantidadPedida'),
    },
    {
      title: 'Cantidad recibida',
      key: 'cantidadRecibida',
      width: 140,
      align: 'right',
      render: (_, line) => cell(line, 'cantidadRecibida'),
    },
    {
      title: 'Precio',
      key: 'precioPedido',
      width: 150,
      align: 'right',
      render: (_, line) => cell(line, 'precioPedido'),
    },
    {
      title: 'Total',
      key: 'total',
      width: 140,
      align: 'right',
      render: (_, line) => <span className="order-detail-num">{formatPrice(line.total)}</span>,
    },
  ];
  return (
    <Table<OrderLine>
      className="order-detail-lines"
      rowKey="pedidoDetalleId"
      columns={columns}
      dataSource={lines}
      size="middle"
      scroll={{ x: 960 }}
      pagination={pagination}
      rowSelection={
        selection && {
          selectedRowKeys: [...selection.selected],
          onChange: (keys) => selection.onChange(keys.map(Number)),
          getCheckboxProps: (line) => ({ 'aria-label': `Seleccionar ${line.nombre}` }),
          getTitleCheckboxProps: () => ({
            'aria-label': 'Seleccionar los productos de la página',
          }),
        }
      }
    />
  );
}

type LineCardsProps = Omit<LineViewsProps, 'pagination'>;

/** A phone's lines: one card each, the editable values in place, one above the other. */
export function LineCards(props: LineCardsProps) {
  const { lines, selection } = props;
  const cell = cellOf(props);
  const toggle = (id: number, isOn: boolean) =>
    selection?.onChange(
      isOn ? [...selection.selected, id] : selection.selected.filter((x) => x !== id),
    );
  return (
    <ul className="order-detail-cards" aria-label="Productos del pedido">
      {lines.map((line) => (
        <li key={line.pedidoDetalleId}>
          <Card size="small" className="order-detail-card">
            <div className="order-detail-card__head">
              {selection && (
                <Checkbox
                  aria-label={`Seleccionar ${line.nombre}`}
                  checked={selection.selected.includes(line.pedidoDetalleId)}
                  onChange={(event) => toggle(line.pedidoDetalleId, event.target.checked)}
                />
              )}
              <div className="order-detail-card__title">
                <div className="order-detail-card__name">{line.nombre}</div>
                <div className="order-detail-muted">
                  <ArticleCode line={line} /> · {line.unidad}
                </div>
              </div>
            </div>
            <dl className="order-detail-card__values">
              <dt>Cantidad pedida</dt>
              <dd>{cell(line, 'cantidadPedida')}</dd>
              <dt>Cantidad recibida</dt>
              <dd>{cell(line, 'cantidadRecibida')}</dd>
              <dt>Precio</dt>
              <dd>{cell(line, 'precioPedido')}</dd>
              <dt>Total</dt>
              <dd className="order-detail-num order-detail-card__total">
                {formatPrice(line.total)}
              </dd>
            </dl>
          </Card>
        </li>
      ))}
    </ul>
  );
}
