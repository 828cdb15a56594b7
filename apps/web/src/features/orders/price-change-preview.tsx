import { useRef, useState } from 'react';
import { Alert, Button, Modal, Table, type TableColumnsType } from 'antd';
import {
  PRICE_CHANGE_ERROR_SECONDS,
  PRICE_CHANGE_MESSAGES as M,
  PRICE_CHANGE_PAGE_SIZE,
  type PriceChangePreviewOrder,
  type PriceChangePreviewRequest,
} from '@jarvis/contracts/orders-price-change';
import { EmptyState } from '../../components/ui/empty-state';
import { CardList, isLoadingPage } from '../../components/ui/paged-list';
import { isApiError } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { OrderStateTag } from './order-state-tag';
import { formatQuantity, formatTotal } from './orders-format';
import { formatDay } from './orders-list-cells';
import { ArticleName, priceChangePagination, PriceMove } from './price-change-cells';
import { useApplyPriceChange, usePriceChangePreview } from './price-change.api';

type Change = Omit<PriceChangePreviewRequest, 'page' | 'size'>;
type Line = PriceChangePreviewOrder['lineas'][number];

type PriceChangePreviewDialogProps = {
  /** The change to preview; undefined: the dialog is closed. */
  change: Change | undefined;
  isPhone: boolean;
  onClose: () => void;
  /** Applied: the page starts again after the spec's pause. */
  onApplied: () => void;
};

const lineColumns: TableColumnsType<Line> = [
  { title: 'Producto', key: 'producto', render: (_, l) => <ArticleName {...l} /> },
  {
    title: 'Cantidad',
    key: 'cantidad',
    width: 100,
    align: 'right',
    render: (_, l) => `${formatQuantity(l.cantidad)} ${l.unidad}`,
  },
  {
    title: 'Precio',
    key: 'precio',
    width: 250,
    align: 'right',
    render: (_, l) => <PriceMove de={l.precioAntes} a={l.precioNuevo} />,
  },
];

const orderColumns: TableColumnsType<PriceChangePreviewOrder> = [
  { title: 'N.º pedido', dataIndex: 'pedidoId', key: 'pedidoId', width: 96 },
  { title: 'Fecha', key: 'fecha', width: 104, render: (_, o) => formatDay(o.fechaPedido) },
  {
    title: 'Sucursal',
    key: 'sucursal',
    render: (_, o) => `${o.sucursal.nombre} (${o.sucursal.bodega})`,
  },
  {
    title: 'Estado',
    key: 'estado',
    width: 120,
    render: (_, o) => <OrderStateTag estado={o.estado} />,
  },
  {
    title: 'Total',
    key: 'total',
    width: 220,
    align: 'right',
    render: (_, o) => <PriceMove de={o.totalPedidoAntes} a={o.totalPedidoNuevo} />,
  },
  {
    title: 'Total final',
    key: 'totalFinal',
    width: 220,
    align: 'right',
    render: (_, o) => <PriceMove de={o.totalFinalAntes} a={o.totalFinalNuevo} />,
  },
];

const LinesOf = ({ order }: { order: PriceChangePreviewOrder }) => (
  <Table<Line>
    rowKey="pedidoDetalleId"
    className="price-change-lines"
    columns={lineColumns}
    dataSource={order.lineas}
    size="small"
    pagination={false}
  />
);

/**
 * 'Vista previa' (issue #53 point 6): what the change does before it is done — each changed line's
 * price and each order's totals, before → after, and all of them summed — then 'Aplicar'. The
 * server applies exactly what it showed here, or nothing if an order changed meanwhile.
 */
export function PriceChangePreviewDialog({
  change,
  isPhone,
  onClose,
  onApplied,
}: PriceChangePreviewDialogProps) {
  const [place, setPlace] = useState({ page: 1, size: PRICE_CHANGE_PAGE_SIZE });
  // Every order shows its lines unless the user folds it.
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set());
  const preview = usePriceChangePreview(change && { ...change, ...place });
  const applying = useApplyPriceChange();
  const isSending = useRef(false);
  const data = preview.data;
  const hasChanges = (data?.total ?? 0) > 0;

  const apply = () => {
    if (!change || !data || isSending.current) return;
    isSending.current = true;
    applying.mutate(
      { ...change, huella: data.huella },
      {
        onSuccess: onApplied,
        onError: (error) => {
          // A 409 or a refusal says why in its own words; anything else is the spec's failure.
          const says = isApiError(error) && (error.status === 409 || error.status === 400);
          toast.error(says ? error.message : M.failed, PRICE_CHANGE_ERROR_SECONDS);
          if (isApiError(error) && error.status === 409) void preview.refetch();
        },
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  const listProps = {
    page: data,
    currentPage: place.page,
    pageSize: place.size,
    isLoading: isLoadingPage(preview),
    emptyText: M.nothingToChange,
    onPageChange: (page: number, size: number) =>
      setPlace(size === place.size ? { page, size } : { page: 1, size }),
  };

  return (
    <Modal
      title="Vista previa del cambio de precio"
      open={change !== undefined}
      width={isPhone ? '100%' : 1100}
      onCancel={() => !applying.isPending && onClose()}
      destroyOnHidden
      footer={[
        <Button key="cancelar" onClick={onClose} disabled={applying.isPending}>
          Cancelar
        </Button>,
        <Button
          key="aplicar"
          type="primary"
          loading={applying.isPending}
          disabled={!hasChanges || preview.isFetching}
          onClick={apply}
        >
          Aplicar
        </Button>,
      ]}
    >
      {preview.isError && (
        <Alert
          type="error"
          showIcon
          className="orders-failure"
          title={
            isApiError(preview.error) && preview.error.status === 400
              ? preview.error.message
              : M.previewFailed
          }
          action={
            <Button size="small" onClick={() => void preview.refetch()}>
              Volver a cargar
            </Button>
          }
        />
      )}
      {data && hasChanges && (
        <p className="price-change-summary" aria-live="polite">
          {data.resumen.pedidos === 1 ? '1 pedido' : `${data.resumen.pedidos} pedidos`} ·{' '}
          {data.resumen.lineas === 1 ? '1 producto' : `${data.resumen.lineas} productos`} · Total
          final:{' '}
          <PriceMove
            de={data.resumen.totalFinalAntes}
            a={data.resumen.totalFinalNuevo}
            format={formatTotal}
          />
        </p>
      )}
      {isPhone ? (
        <CardList {...listProps} label="Pedidos de la vista previa" className="order-cards">
          {data?.items.map((o) => (
            <li key={o.pedidoId} className="order-card price-change-preview-card">
              <span className="order-card__head">
                <span className="order-card__title">Pedido #{o.pedidoId}</span>
                <OrderStateTag estado={o.estado} />
              </span>
              <span className="order-card__branch">
                {o.sucursal.nombre} · {o.sucursal.bodega}
              </span>
              <span className="price-change-card__line-foot">
                <span>Total final</span>
                <PriceMove de={o.totalFinalAntes} a={o.totalFinalNuevo} />
              </span>
              <ul
                className="price-change-card__lines"
                aria-label={`Productos del pedido ${o.pedidoId}`}
              >
                {o.lineas.map((l) => (
                  <li key={l.pedidoDetalleId}>
                    <ArticleName {...l} />
                    <span className="price-change-card__line-foot">
                      <span>
                        {formatQuantity(l.cantidad)} {l.unidad}
                      </span>
                      <PriceMove de={l.precioAntes} a={l.precioNuevo} />
                    </span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </CardList>
      ) : (
        <Table<PriceChangePreviewOrder>
          rowKey="pedidoId"
          columns={orderColumns}
          dataSource={data?.items ?? []}
          loading={listProps.isLoading}
          locale={{ emptyText: <EmptyState text={M.nothingToChange} /> }}
          size="middle"
          scroll={{ x: 980 }}
          pagination={priceChangePagination(listProps, 'Pedidos por página')}
          expandable={{
            expandedRowRender: (o) => <LinesOf order={o} />,
            expandedRowKeys: (data?.items ?? [])
              .map((o) => o.pedidoId)
              .filter((id) => !folded.has(id)),
            onExpand: (isOpen, o) => {
              const next = new Set(folded);
              if (isOpen) next.delete(o.pedidoId);
              else next.add(o.pedidoId);
              setFolded(next);
            },
          }}
        />
      )}
    </Modal>
  );
}
