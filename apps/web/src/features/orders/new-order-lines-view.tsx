import { Button, Card, Input, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { ORDER_EMPTY_TEXTS } from '@jarvis/contracts/orders';
import { EmptyState } from '../../components/ui/empty-state';
import { formatPrice } from './orders-format';
import { draftTotals, lineTotal, type DraftLine } from './new-order-lines';

export type LinesViewProps = {
  lines: readonly DraftLine[];
  /** The line's message: its cell's own check, else what the server said of it. */
  errorOf: (line: DraftLine) => string | undefined;
  onQuantity: (articuloId: string, cantidad: string) => void;
  onRemove: (articuloId: string) => void;
  isPhone: boolean;
  disabled: boolean;
};

/** The id of a line's quantity box: where the form sends the cursor to a line's mistake. */
export const quantityInputId = (articuloId: string) => `cantidad-${articuloId}`;

type CellProps = Omit<LinesViewProps, 'lines' | 'isPhone' | 'onRemove'> & { line: DraftLine };

/** The quantity, edited where it is shown, with its message right under it. */
function QuantityCell({ line, errorOf, onQuantity, disabled }: CellProps) {
  const error = errorOf(line);
  const errorId = `${quantityInputId(line.articuloId)}-error`;
  return (
    <div className="new-order-qty">
      <Input
        id={quantityInputId(line.articuloId)}
        aria-label={`Cantidad de ${line.nombre}`}
        inputMode="numeric"
        value={line.cantidad}
        disabled={disabled}
        status={error ? 'error' : undefined}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onQuantity(line.articuloId, event.target.value)}
      />
      {error && (
        <div id={errorId} role="alert" className="new-order-qty__error">
          {error}
        </div>
      )}
    </div>
  );
}

function RemoveButton({
  line,
  onRemove,
  disabled,
  isBlock = false,
}: Pick<LinesViewProps, 'onRemove' | 'disabled'> & { line: DraftLine; isBlock?: boolean }) {
  return (
    <Button
      danger
      type={isBlock ? 'default' : 'text'}
      block={isBlock}
      icon={<DeleteOutlined aria-hidden />}
      aria-label={`Quitar ${line.nombre}`}
      disabled={disabled}
      onClick={() => onRemove(line.articuloId)}
    >
      {isBlock ? 'Quitar' : undefined}
    </Button>
  );
}

/** The order's lines: a table on a wide screen, compact cards on a phone, the same editing in both. */
export function NewOrderLinesView(props: LinesViewProps) {
  const { lines, isPhone } = props;
  if (lines.length === 0) return <EmptyState text={ORDER_EMPTY_TEXTS.noProducts} />;
  return isPhone ? <LineCards {...props} /> : <LinesTable {...props} />;
}

function LinesTable({ lines, ...props }: LinesViewProps) {
  const columns: TableColumnsType<DraftLine> = [
    { title: 'Código', dataIndex: 'articuloId', width: 120 },
    { title: 'Artículo', dataIndex: 'nombre' },
    { title: 'Unidad', dataIndex: 'unidad', width: 110 },
    {
      title: 'Precio',
      dataIndex: 'precio',
      align: 'right',
      width: 130,
      render: (precio: string) => formatPrice(precio),
    },
    {
      title: 'Cantidad',
      key: 'cantidad',
      width: 170,
      render: (_value, line) => <QuantityCell line={line} {...props} />,
    },
    {
      title: 'Total',
      key: 'total',
      align: 'right',
      width: 150,
      render: (_value, line) => formatPrice(lineTotal(line)),
    },
    {
      title: <span className="sr-only">Quitar</span>,
      key: 'quitar',
      width: 56,
      render: (_value, line) => <RemoveButton line={line} {...props} />,
    },
  ];
  return (
    <Table<DraftLine>
      className="new-order-lines"
      rowKey="articuloId"
      columns={columns}
      dataSource={[...lines]}
      pagination={false}
      size="middle"
      scroll={{ x: 860 }}
    />
  );
}

function LineCards({ lines, ...props }: LinesViewProps) {
  return (
    <ul className="new-order-cards" aria-label="Productos del pedido">
      {lines.map((line) => (
        <li key={line.articuloId}>
          <Card size="small" className="new-order-card">
            <div className="new-order-card__name">{line.nombre}</div>
            <div className="new-order-card__meta">
              {line.articuloId} · {line.unidad} · {formatPrice(line.precio)}
            </div>
            <div className="new-order-card__row">
              <QuantityCell line={line} {...props} />
              <span className="new-order-card__total">{formatPrice(lineTotal(line))}</span>
            </div>
            <RemoveButton line={line} {...props} isBlock />
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, IVA 13 % and Total final of the lines as they stand. */
export function NewOrderTotals({ lines }: { lines: readonly DraftLine[] }) {
  const { totalPedido, iva, totalFinal } = draftTotals(lines);
  return (
    <dl className="new-order-totals" aria-label="Totales del pedido">
      <dt>Subtotal</dt>
      <dd>{formatPrice(totalPedido)}</dd>
      <dt>IVA 13 %</dt>
      <dd>{formatPrice(iva)}</dd>
      <dt className="new-order-totals__final">Total final</dt>
      <dd className="new-order-totals__final">{formatPrice(totalFinal)}</dd>
    </dl>
  );
}
