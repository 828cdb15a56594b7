import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Grid,
  Pagination,
  Select,
  Skeleton,
  Table,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  TRANSFER_DIFFERENCES_MAX,
  TRANSFER_MESSAGES as M,
  TransferDifferencesQuerySchema,
  type TransferDifference,
  type TransferDifferencesQuery,
} from '@jarvis/contracts/transfers';
import { EmptyState } from '../../components/ui/empty-state';
import { PageHeader } from '../../components/ui/page-header';
import { useBusinessToday } from '../../lib/business-time';
import { MONTH_NAMES } from '../../lib/format';
import { LoadFailure } from '../../components/ui/load-failure';
import { useListState } from '../../lib/list-state';
import { formatQuantity } from './transfer-format';
import { useExportDifferences, useTransferDifferences } from './transfers.api';
import './transfers.css';

const EMPTY = 'No hay diferencias entre lo enviado y lo recibido en estos meses.';
/** The report opens on the last twelve months. */
const DEFAULT_MONTHS = 12;
/** Rows per page of the phone's cards (the table pages its own). */
const PHONE_PAGE = 20;

const money = (value: string | null) =>
  value === null
    ? '—'
    : `${value.startsWith('-') ? '−' : ''}$${Number(value.replace('-', '')).toLocaleString(
        'en-US',
        {
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
        },
      )}`;

const monthText = (ym: string) =>
  `${MONTH_NAMES[Number(ym.slice(5, 7)) - 1] ?? ym.slice(5, 7)} ${ym.slice(0, 4)}`;

const signed = (value: string) =>
  value.startsWith('-') ? `−${formatQuantity(value.slice(1))}` : `+${formatQuantity(value)}`;

const rowKey = (r: TransferDifference) =>
  `${r.mes}:${String(r.origen.sucursalId)}:${String(r.destino.sucursalId)}:${r.articuloId}`;

const COLUMNS: TableColumnsType<TransferDifference> = [
  { title: 'Mes', key: 'mes', width: 130, render: (_, r) => monthText(r.mes) },
  {
    title: 'Origen → Destino',
    key: 'sucursales',
    render: (_, r) => (
      <span>
        {r.origen.nombre} <span aria-label="a">→</span> {r.destino.nombre}
      </span>
    ),
  },
  {
    title: 'Artículo',
    key: 'articulo',
    render: (_, r) => (
      <div className="transfer-line__article">
        <span className="transfer-line__name">{r.nombre}</span>
        <span className="transfer-line__meta">
          {r.articuloId} · {r.unidad}
        </span>
      </div>
    ),
  },
  {
    title: 'Enviada',
    key: 'enviada',
    align: 'right',
    width: 100,
    render: (_, r) => formatQuantity(r.enviada),
  },
  {
    title: 'Recibida',
    key: 'recibida',
    align: 'right',
    width: 100,
    render: (_, r) => formatQuantity(r.recibida),
  },
  {
    title: 'Diferencia',
    key: 'diferencia',
    align: 'right',
    width: 110,
    render: (_, r) => (
      <span className={r.diferencia.startsWith('-') ? 'transfer-loss' : undefined}>
        {signed(r.diferencia)}
      </span>
    ),
  },
  {
    title: 'Valor',
    key: 'valor',
    align: 'right',
    width: 120,
    render: (_, r) => (
      <span className={r.valor?.startsWith('-') ? 'transfer-loss' : undefined}>
        {money(r.valor)}
      </span>
    ),
  },
];

type PageProps = { route: { nombre: string } };

/**
 * 'Diferencias de traslados' (issue #54 point 6): transit loss, what was received differing from
 * what was sent, by month, branch pair and article, valued at a sale unit's supplier price today.
 * Branch staff see their branch's, either side; office staff every branch's, or one.
 */
export function TransfersDifferencesPage({ route }: PageProps) {
  const { values, refine } = useListState(TransferDifferencesQuerySchema);
  const today = useBusinessToday();
  const hasta = values.hasta ?? today.format('YYYY-MM');
  const desde = values.desde ?? today.subtract(DEFAULT_MONTHS - 1, 'month').format('YYYY-MM');
  const query: TransferDifferencesQuery = { desde, hasta, sucursalId: values.sucursalId };
  const report = useTransferDifferences(query);
  const exporter = useExportDifferences();
  const isPhone = !Grid.useBreakpoint().md;
  const data = report.data;
  const [phonePage, setPhonePage] = useState(1);

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Lo recibido que no coincide con lo enviado, valorado al precio de proveedor"
        extra={
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={exporter.isPending}
            disabled={!data?.items.length}
            onClick={() => exporter.mutate(query)}
          >
            Exportar Excel
          </Button>
        }
      />
      <Card variant="borderless" className="transfer-panel">
        <div className="transfer-filters">
          <label className="transfer-filters__field">
            <span>Meses</span>
            <DatePicker.RangePicker
              picker="month"
              format="MM/YYYY"
              allowClear={false}
              value={[dayjs(`${desde}-01`), dayjs(`${hasta}-01`)]}
              disabledDate={(day) => day.isAfter(today, 'month')}
              onChange={(range) => {
                const [from, to] = range ?? [];
                if (from && to)
                  refine({ desde: from.format('YYYY-MM'), hasta: to.format('YYYY-MM') });
              }}
              aria-label="Meses del reporte"
            />
          </label>
          {data && !data.sucursalFija && (
            <label className="transfer-filters__field transfer-filters__branch">
              <span>Sucursal</span>
              <Select<number>
                allowClear
                showSearch={{ optionFilterProp: 'label' }}
                placeholder="Todas las sucursales"
                value={values.sucursalId}
                onChange={(sucursalId) => {
                  setPhonePage(1);
                  refine({ sucursalId });
                }}
                options={data.sucursales.map((b) => ({
                  value: b.sucursalId,
                  label: `${b.nombre} (${b.bodega})`,
                }))}
                aria-label="Sucursal"
              />
            </label>
          )}
          {data && (
            <div className="transfer-filters__total" aria-live="polite">
              <Typography.Text type="secondary">Valor de las diferencias</Typography.Text>
              <strong className={data.valorTotal.startsWith('-') ? 'transfer-loss' : undefined}>
                {money(data.valorTotal)}
              </strong>
            </div>
          )}
        </div>
        {data?.truncado && (
          <Alert
            type="warning"
            showIcon
            className="transfer-failure"
            title={M.differencesCut(TRANSFER_DIFFERENCES_MAX)}
          />
        )}
        {report.isError && (
          <LoadFailure
            className="transfer-failure"
            title="No se pudo cargar el reporte"
            error={report.error}
            onRetry={() => void report.refetch()}
          />
        )}
        {!data ? (
          report.isPending && <Skeleton active title={false} paragraph={{ rows: 6 }} />
        ) : isPhone ? (
          data.items.length === 0 ? (
            <EmptyState text={EMPTY} />
          ) : (
            <>
              <ul className="transfer-cards" aria-label="Diferencias">
                {data.items.slice((phonePage - 1) * PHONE_PAGE, phonePage * PHONE_PAGE).map((r) => (
                  <li key={rowKey(r)} className="transfer-card">
                    <div className="transfer-card__head">
                      <span className="transfer-card__title">{r.nombre}</span>
                      <span className={r.valor?.startsWith('-') ? 'transfer-loss' : undefined}>
                        {money(r.valor)}
                      </span>
                    </div>
                    <div className="transfer-card__facts">
                      <span>
                        {r.origen.nombre} → {r.destino.nombre}
                      </span>
                      <Typography.Text type="secondary" className="transfer-small">
                        {monthText(r.mes)} · {r.articuloId} · {r.unidad}
                      </Typography.Text>
                      <span>
                        Enviada {formatQuantity(r.enviada)} · Recibida {formatQuantity(r.recibida)}{' '}
                        ·{' '}
                        <span
                          className={r.diferencia.startsWith('-') ? 'transfer-loss' : undefined}
                        >
                          {signed(r.diferencia)}
                        </span>
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
              {data.items.length > PHONE_PAGE && (
                <Pagination
                  className="card-list__pagination"
                  size="small"
                  showLessItems
                  current={phonePage}
                  pageSize={PHONE_PAGE}
                  total={data.items.length}
                  onChange={setPhonePage}
                />
              )}
            </>
          )
        ) : (
          <Table<TransferDifference>
            rowKey={rowKey}
            aria-label="Diferencias"
            columns={COLUMNS}
            dataSource={data.items}
            loading={report.isFetching}
            pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
            locale={{ emptyText: <EmptyState text={EMPTY} /> }}
            size="middle"
          />
        )}
      </Card>
    </>
  );
}
