import { useRef, useState } from 'react';
import { Alert, App, Button, Card, Pagination, type PaginationProps } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  ORDER_EMPTY_TEXTS,
  ORDER_LINE_PAGE_SIZES,
  ORDER_MESSAGES,
  type OrderDetail,
  type OrderEdit,
} from '@jarvis/contracts/orders';
import { EmptyState } from '../../components/ui/empty-state';
import { listPagination } from '../../components/ui/paged-list';
import { isApiError } from '../../lib/api-client';
import { errorText } from '../../lib/form-rules';
import { toast } from '../../lib/toast';
import { AddProductButton, isOrderFull } from './order-detail-add-dialog';
import type { LineField, SaveCell, SaveOutcome } from './order-detail-cell';
import { LineCards, LinesTable } from './order-detail-line-views';
import { useDeleteLines, useUpdateLines } from './order-detail.api';
import { ordersKeys } from './orders.keys';

/** 'Todos': more lines than any supplier lets an order hold. */
const ALL_LINES = 10_000;
const LINE_SIZES = [...ORDER_LINE_PAGE_SIZES, ALL_LINES];
const SIZE_OPTIONS = LINE_SIZES.map((size) => ({
  value: size,
  label: size === ALL_LINES ? 'Todos' : `${size} / página`,
}));

/** Which cell each edit of ORDER_EDIT_MATRIX opens. */
const CELL_EDITS: Record<LineField, OrderEdit> = {
  cantidadPedida: 'cantidadPedida',
  cantidadRecibida: 'cantidadRecibida',
  precioPedido: 'precio',
};

type OrderDetailLinesProps = {
  order: OrderDetail;
  edits: ReadonlySet<OrderEdit>;
  /** Branch staff: whole quantities, and the manager code to add past Revisión. */
  isRestaurante: boolean;
  isPhone: boolean;
};

/**
 * The order's lines (spec 2 §2 Order detail): 5, 10 or all a page; each cell the user may edit
 * now is edited in place; the lines may be added to and deleted as the order's `ediciones` allow.
 */
export function OrderDetailLines({ order, edits, isRestaurante, isPhone }: OrderDetailLinesProps) {
  const [place, setPlace] = useState({ page: 1, size: 5 });
  const [picked, setPicked] = useState<number[]>([]);
  const save = useSerialSave(order.pedidoId);
  const lines = order.lineas;
  const selected = picked.filter((id) => lines.some((line) => line.pedidoDetalleId === id));
  const lastPage = Math.max(1, Math.ceil(lines.length / place.size));
  const page = Math.min(place.page, lastPage);
  const canDelete = edits.has('eliminarLineas');
  const editable = new Set(
    (Object.keys(CELL_EDITS) as LineField[]).filter((field) => edits.has(CELL_EDITS[field])),
  );

  const pagination: PaginationProps = {
    ...listPagination({
      page: { items: [], total: lines.length, totalIsCapped: false },
      currentPage: page,
      pageSize: place.size,
      onPageChange: (next, size) =>
        setPlace(size !== place.size ? { page: 1, size } : { page: next, size }),
    }),
    showSizeChanger: lines.length > ORDER_LINE_PAGE_SIZES[0] && {
      options: SIZE_OPTIONS,
      showSearch: false,
      'aria-label': 'Productos por página',
    },
    hideOnSinglePage: lines.length <= ORDER_LINE_PAGE_SIZES[0],
  };
  const views = {
    editable,
    isWholeOnly: isRestaurante,
    onSave: save,
    selection: canDelete ? { selected, onChange: setPicked } : undefined,
  };
  const shown = lines.slice((page - 1) * place.size, page * place.size);

  return (
    <Card
      variant="borderless"
      className="order-detail-panel"
      title={`Productos (${lines.length})`}
      extra={
        <div className="order-detail-toolbar">
          {canDelete && (
            <DeleteSelected order={order} selected={selected} onDone={() => setPicked([])} />
          )}
          {edits.has('agregarProducto') && (
            <AddProductButton order={order} isRestaurante={isRestaurante} />
          )}
        </div>
      }
    >
      {edits.has('agregarProducto') && isOrderFull(order) && (
        <Alert
          className="order-detail-notice"
          type="warning"
          showIcon
          title={ORDER_MESSAGES.maxProducts(order.proveedor.maxProductos)}
        />
      )}
      {lines.length === 0 ? (
        <EmptyState text={ORDER_EMPTY_TEXTS.noProducts} />
      ) : isPhone ? (
        <>
          <LineCards {...views} lines={shown} />
          <Pagination className="order-detail-pager" size="small" {...pagination} />
        </>
      ) : (
        <LinesTable {...views} lines={lines} pagination={pagination} />
      )}
    </Card>
  );
}

/**
 * A cell's save, one after another: each is sent at the version the previous one answered, so
 * two quick edits are not refused as someone else's change.
 */
function useSerialSave(pedidoId: number): SaveCell {
  const queryClient = useQueryClient();
  const update = useUpdateLines(pedidoId);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  return (line, field, value) => {
    const run = queue.current.then(async (): Promise<SaveOutcome> => {
      const order = queryClient.getQueryData<OrderDetail>(ordersKeys.detail(pedidoId));
      try {
        await update.mutateAsync({
          version: order?.version ?? 0,
          cambios: [{ pedidoDetalleId: line.pedidoDetalleId, [field]: value }],
        });
        return { saved: true };
      } catch (error) {
        // Someone else changed the order: it is read again, the cell shows what it holds now.
        if (isApiError(error) && error.status === 409) {
          toast.error(error.message);
          return { saved: false };
        }
        const fields = isApiError(error) ? Object.values(error.fields ?? {}) : [];
        return { saved: false, message: fields[0] ?? errorText(error) };
      }
    });
    queue.current = run;
    return run;
  };
}

type DeleteSelectedProps = { order: OrderDetail; selected: number[]; onDone: () => void };

/** 'Eliminar seleccionados' (central staff), after a confirmation that names the products. */
function DeleteSelected({ order, selected, onDone }: DeleteSelectedProps) {
  const { modal } = App.useApp();
  const remove = useDeleteLines(order.pedidoId);
  const names = order.lineas
    .filter((line) => selected.includes(line.pedidoDetalleId))
    .map((line) => line.nombre);

  const confirm = () =>
    modal.confirm({
      title:
        names.length === 1
          ? '¿Eliminar el producto seleccionado?'
          : `¿Eliminar los ${names.length} productos seleccionados?`,
      content: `Se quitará${names.length === 1 ? '' : 'n'} del pedido: ${names.join(', ')}.`,
      okText: 'Eliminar',
      cancelText: 'Cancelar',
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          await remove.mutateAsync({ version: order.version, pedidoDetalleIds: [...selected] });
          onDone();
        } catch (error) {
          toast.error(errorText(error));
        }
      },
    });

  return (
    <Button
      danger
      icon={<DeleteOutlined aria-hidden />}
      disabled={selected.length === 0}
      loading={remove.isPending}
      onClick={confirm}
    >
      Eliminar seleccionados
    </Button>
  );
}
