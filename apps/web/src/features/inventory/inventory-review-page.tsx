import { useState } from 'react';
import {
  Button,
  Card,
  DatePicker,
  Modal,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { Breakpoint } from 'antd';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  INVENTORY_MESSAGES as M,
  MISSING_BRANCHES_SHOWN,
  REVIEW_ORDERS_PAGE_SIZE,
  REVIEW_PARTS,
  type InventoryReview,
  type InventorySummary,
  type MissingBranch,
  type ReviewOrder,
} from '@jarvis/contracts/inventory';
import { ORDER_STATE_LABELS, type OrderState } from '@jarvis/contracts/orders';
import { LazyPie } from '../../components/charts/charts';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageHeader } from '../../components/ui/page-header';
import { useListState } from '../../lib/list-state';
import { useHoldsRoute } from '../../lib/session-queries';
import { OpenButton } from './inventory-list';
import {
  formatDate,
  formatMoney,
  InventoryStateTag,
  orderPath,
  typeLabel,
} from './inventory-format';
import { useExportReview, useInventoryReview } from './inventory.api';
import './inventory.css';

type PageProps = { route: { nombre: string } };

/** The date lives in the address, so a reload or a shared link shows the same day. */
const ReviewStateSchema = z.object({
  fecha: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

const COLORS = { [REVIEW_PARTS.entered]: '#52c41a', [REVIEW_PARTS.missing]: '#ff4d4f' };

function Donut({ review }: { review: InventoryReview }) {
  const entered = review.ingresados.length;
  const missing = review.faltantes.length;
  const data = [
    { parte: REVIEW_PARTS.entered, sucursales: entered },
    { parte: REVIEW_PARTS.missing, sucursales: missing },
  ];
  return (
    <div className="review-donut">
      <LazyPie
        ariaLabel={`${String(entered)} de ${String(review.sucursales)} sucursales ingresaron su inventario; faltan ${String(missing)}`}
        height={220}
        data={data}
        angleField="sucursales"
        colorField="parte"
        innerRadius={0.62}
        scale={{ color: { domain: Object.keys(COLORS), range: Object.values(COLORS) } }}
        label={false}
        legend={{ color: { position: 'bottom', layout: { justifyContent: 'center' } } }}
        tooltip={{ title: 'parte' }}
      />
      <div className="review-donut__figures">
        <span>
          <strong className="inventory-num">{entered}</strong> ingresados
        </span>
        <span>
          <strong className="inventory-num review-missing">{missing}</strong> faltantes
        </span>
        <Typography.Text type="secondary" className="inventory-small">
          de {review.sucursales} sucursales
        </Typography.Text>
      </div>
    </div>
  );
}

function MissingList({ branches, label }: { branches: MissingBranch[]; label: string }) {
  return (
    <ul className="review-missing-list" aria-label={label}>
      {branches.map((b) => (
        <li key={b.sucursalId}>
          <span className="review-missing-list__name">{b.nombre}</span>
          <Typography.Text type="secondary" className="inventory-small">
            {b.bodega} ·{' '}
            {b.ultimo ? `último inventario ${formatDate(b.ultimo)}` : 'sin inventarios'}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}

function MissingBranches({ review }: { review: InventoryReview }) {
  const [isOpen, setOpen] = useState(false);
  const shown = review.faltantes.slice(0, MISSING_BRANCHES_SHOWN);
  return (
    <Card
      variant="borderless"
      className="inventory-panel"
      title="Sucursales faltantes"
      extra={
        review.faltantes.length > MISSING_BRANCHES_SHOWN && (
          <Button type="link" onClick={() => setOpen(true)}>
            Todos ({review.faltantes.length})
          </Button>
        )
      }
    >
      {shown.length === 0 ? (
        <EmptyState text="Todas las sucursales ingresaron su inventario" />
      ) : (
        <MissingList branches={shown} label="Sucursales faltantes" />
      )}
      <Modal
        title={`Sucursales faltantes · ${formatDate(review.fecha)}`}
        open={isOpen}
        onCancel={() => setOpen(false)}
        footer={<Button onClick={() => setOpen(false)}>Cerrar</Button>}
      >
        <div className="review-missing-all">
          <MissingList branches={review.faltantes} label="Todas las sucursales faltantes" />
        </div>
      </Modal>
    </Card>
  );
}

function countColumns(withDate: boolean): TableColumnsType<InventorySummary> {
  return [
    {
      title: 'Sucursal',
      key: 'sucursal',
      render: (_, i) => (
        <span className="inventory-mask">
          <span>{i.sucursal.nombre}</span>
          <Typography.Text type="secondary" className="inventory-small">
            {i.mask}
          </Typography.Text>
        </span>
      ),
    },
    ...(withDate
      ? [
          {
            title: 'Fecha',
            key: 'fecha',
            width: 110,
            responsive: ['md'] as Breakpoint[],
            render: (_: unknown, i: InventorySummary) => formatDate(i.fecha),
          },
        ]
      : []),
    {
      title: 'Tipo',
      key: 'tipo',
      width: 90,
      responsive: ['md'],
      render: (_, i) => typeLabel(i.tipo),
    },
    {
      title: 'Estado',
      key: 'estado',
      render: (_, i) => <InventoryStateTag estado={i.estado} />,
    },
    {
      title: 'Costo',
      key: 'costo',
      width: 120,
      align: 'right',
      // A phone shows the branch, its state and the way in; the rest is in the count.
      responsive: ['sm'],
      render: (_, i) => <span className="inventory-num">{formatMoney(i.costo)}</span>,
    },
    {
      title: <span className="sr-only">Abrir</span>,
      key: 'ver',
      align: 'right',
      render: (_, i) => <OpenButton inventory={i} />,
    },
  ];
}

const orderColumns: TableColumnsType<ReviewOrder> = [
  {
    title: 'Pedido',
    key: 'pedidoId',
    width: 90,
    render: (_, o) => <Link to={orderPath(o.pedidoId)}>#{o.pedidoId}</Link>,
  },
  { title: 'Sucursal', key: 'sucursal', render: (_, o) => o.sucursal.nombre },
  { title: 'Proveedor', dataIndex: 'proveedor', responsive: ['md'] },
  {
    title: 'Estado',
    key: 'estado',
    width: 120,
    responsive: ['sm'],
    render: (_, o) => <Tag>{ORDER_STATE_LABELS[o.estado as OrderState] ?? o.estado}</Tag>,
  },
  {
    title: 'Entrega estimada',
    key: 'fecha',
    width: 140,
    responsive: ['md'],
    render: (_, o) => formatDate(o.fechaEstimada),
  },
  {
    title: 'Total',
    key: 'total',
    width: 110,
    align: 'right',
    render: (_, o) => <span className="inventory-num">{formatMoney(o.total)}</span>,
  },
];

/**
 * /Inventario/revision (spec 3 §2; issue #55 point 5): for a date, the branches the manager
 * oversees that entered their count against those missing (a donut; the last 4 missing and
 * 'Todos'), the counts of the day with their cost, the counts waiting in Revisión (Ver opens the
 * count, where Acciones approves, enables again or annuls), and the orders still pending.
 */
export function InventoryReviewPage({ route }: PageProps) {
  const { values, refine } = useListState(ReviewStateSchema);
  const review = useInventoryReview(values.fecha);
  const exporter = useExportReview();
  const navigate = useNavigate();
  const mayList = useHoldsRoute('Inventario/listado');
  const data = review.data;
  const fecha = values.fecha ?? data?.fecha;
  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Qué sucursales ingresaron su inventario y cuáles faltan"
        extra={
          <Space wrap>
            {mayList && (
              <Button onClick={() => void navigate('/Inventario/listado')}>
                Todos los inventarios
              </Button>
            )}
            <Button
              icon={<DownloadOutlined aria-hidden />}
              loading={exporter.isPending}
              disabled={!data}
              onClick={() => data && exporter.mutate(data.fecha)}
            >
              Exportar Excel
            </Button>
          </Space>
        }
      />
      <div className="review-toolbar">
        <label className="inventory-filters__field">
          <span>Fecha</span>
          <DatePicker
            format="DD/MM/YYYY"
            allowClear={false}
            value={fecha ? dayjs(fecha) : undefined}
            disabledDate={(d) => (data ? d.isAfter(data.hoy, 'day') : false)}
            onChange={(d) => refine({ fecha: d ? d.format('YYYY-MM-DD') : undefined })}
            aria-label="Fecha"
          />
        </label>
      </div>
      {review.isError && !data ? (
        <LoadFailure title={M.noData} error={review.error} onRetry={() => void review.refetch()} />
      ) : !data ? (
        <Card variant="borderless" className="inventory-panel">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <div className={`review${review.isPlaceholderData ? ' review--loading' : ''}`}>
          <div className="review-top">
            <Card variant="borderless" className="inventory-panel" title="Ingresados y faltantes">
              {data.sucursales === 0 ? <EmptyState text={M.noData} /> : <Donut review={data} />}
            </Card>
            <MissingBranches review={data} />
          </div>
          <Card
            variant="borderless"
            className="inventory-panel"
            title={`Inventarios del ${formatDate(data.fecha)}`}
          >
            <Table<InventorySummary>
              rowKey="inventarioId"
              aria-label="Inventarios del día"
              columns={countColumns(false)}
              dataSource={data.ingresados}
              pagination={data.ingresados.length > 10 ? { pageSize: 10, size: 'small' } : false}
              locale={{ emptyText: <EmptyState text={M.empty} /> }}
              size="small"
              scroll={{ x: 'max-content' }}
            />
          </Card>
          <Card variant="borderless" className="inventory-panel" title="Inventarios en revisión">
            <Table<InventorySummary>
              rowKey="inventarioId"
              aria-label="Inventarios en revisión"
              columns={countColumns(true)}
              dataSource={data.enRevision}
              pagination={data.enRevision.length > 10 ? { pageSize: 10, size: 'small' } : false}
              locale={{ emptyText: <EmptyState text={M.empty} /> }}
              size="small"
              scroll={{ x: 'max-content' }}
            />
          </Card>
          <Card variant="borderless" className="inventory-panel" title="Pedidos pendientes">
            <Table<ReviewOrder>
              rowKey="pedidoId"
              aria-label="Pedidos pendientes"
              columns={orderColumns}
              dataSource={data.pedidosPendientes}
              pagination={
                data.pedidosPendientes.length > REVIEW_ORDERS_PAGE_SIZE
                  ? { pageSize: REVIEW_ORDERS_PAGE_SIZE, size: 'small', showSizeChanger: false }
                  : false
              }
              locale={{ emptyText: <EmptyState text="No hay pedidos pendientes" /> }}
              size="small"
              scroll={{ x: 'max-content' }}
            />
          </Card>
        </div>
      )}
    </>
  );
}
