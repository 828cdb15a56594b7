import {
  Button,
  Card,
  DatePicker,
  Grid,
  Progress,
  Select,
  Skeleton,
  Table,
  type TableColumnsType,
} from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import {
  WasteCostQuerySchema,
  type WasteCostReport,
  type WasteCostRow,
} from '@jarvis/contracts/waste';
import { LazyColumn } from '../../components/charts/charts';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadFailure } from '../../components/ui/load-failure';
import { PageHeader } from '../../components/ui/page-header';
import { useBusinessToday } from '../../lib/business-time';
import { useListState } from '../../lib/list-state';
import { MONTH_NAMES } from '../../lib/format';
import { formatMoney } from './waste-format';
import { useExportWasteCost, useWasteCost } from './waste.api';
import './waste.css';

type PageProps = { route: { nombre: string } };

const monthLabel = (clave: string) =>
  `${(MONTH_NAMES[Number(clave.slice(5, 7)) - 1] ?? '').slice(0, 3)} ${clave.slice(2, 4)}`;

/** A breakdown's rows with a bar of their share of the largest. */
function shareColumns<R extends WasteCostRow>(
  first: TableColumnsType<R>,
  largest: number,
): TableColumnsType<R> {
  return [
    ...first,
    {
      title: 'Costo',
      key: 'valor',
      render: (_, r) => (
        <span className="waste-share">
          <Progress
            percent={largest > 0 ? (Number(r.valor) / largest) * 100 : 0}
            showInfo={false}
            size="small"
            strokeColor="#0f766e"
            status="normal"
            aria-hidden
          />
          <span className="waste-num">{formatMoney(r.valor)}</span>
        </span>
      ),
    },
  ];
}

const largestOf = (rows: { valor: string }[]) => Math.max(0, ...rows.map((r) => Number(r.valor)));

function Breakdown<R extends WasteCostRow>({
  title,
  rows,
  first,
  label,
}: {
  title: string;
  rows: R[];
  first: TableColumnsType<R>;
  label: string;
}) {
  return (
    <Card variant="borderless" className="waste-panel" title={title}>
      <Table<R>
        rowKey="clave"
        aria-label={label}
        columns={shareColumns(first, largestOf(rows))}
        dataSource={rows}
        pagination={
          rows.length > 10 ? { pageSize: 10, size: 'small', showSizeChanger: false } : false
        }
        locale={{ emptyText: <EmptyState text="No hay desechos en estos meses" /> }}
        size="small"
      />
    </Card>
  );
}

function Summary({ report, isPhone }: { report: WasteCostReport; isPhone: boolean }) {
  const months = report.porMes.map((m) => ({ mes: monthLabel(m.clave), costo: Number(m.valor) }));
  const worst = report.porSucursal[0];
  return (
    <Card variant="borderless" className="waste-panel waste-summary">
      <div className="waste-summary__figures">
        <div>
          <span className="waste-small">Costo de los desechos</span>
          <strong className="waste-summary__total waste-num">{formatMoney(report.total)}</strong>
        </div>
        <div>
          <span className="waste-small">Desechos registrados</span>
          <strong className="waste-num">{report.desechos.toLocaleString('es-SV')}</strong>
        </div>
        {worst && (
          <div>
            <span className="waste-small">Sucursal con más costo</span>
            <strong>
              {worst.nombre} · {formatMoney(worst.valor)}
            </strong>
          </div>
        )}
      </div>
      {months.length > 0 && (
        <LazyColumn
          ariaLabel={`Costo de los desechos por mes: ${months
            .map((m) => `${m.mes} ${formatMoney(String(m.costo))}`)
            .join(', ')}`}
          height={isPhone ? 220 : 260}
          data={months}
          xField="mes"
          yField="costo"
          style={{ maxWidth: 40, fill: '#0f766e' }}
          axis={{
            x: { title: false },
            y: { title: false, labelFormatter: (v: number) => `$${String(v)}` },
          }}
          tooltip={{
            items: [{ channel: 'y', valueFormatter: (v: number) => formatMoney(String(v)) }],
          }}
        />
      )}
    </Card>
  );
}

/**
 * /Desechos/Costos (issue #56 point 4): what waste costs over months — by month (chart), branch,
 * brand, category and the costliest articles — of the branches the manager oversees, by branch or
 * brand if asked, and in Excel.
 */
export function WasteCostPage({ route }: PageProps) {
  const { values, refine } = useListState(WasteCostQuerySchema);
  const report = useWasteCost(values);
  const exporter = useExportWasteCost();
  const today = useBusinessToday();
  const isPhone = !Grid.useBreakpoint().md;
  const data = report.data;
  const desde = values.desde ?? data?.desde;
  const hasta = values.hasta ?? data?.hasta;
  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle="Qué se desecha, dónde y cuánto cuesta"
        extra={
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={exporter.isPending}
            disabled={!data}
            onClick={() => exporter.mutate(values)}
          >
            Exportar Excel
          </Button>
        }
      />
      <Card variant="borderless" className="waste-panel">
        <div className="waste-filters">
          <label className="waste-filters__field">
            <span>Meses</span>
            <DatePicker.RangePicker
              picker="month"
              format="MM/YYYY"
              allowClear={false}
              value={desde && hasta ? [dayjs(`${desde}-01`), dayjs(`${hasta}-01`)] : undefined}
              disabledDate={(day) => day.isAfter(today, 'month')}
              onChange={(range) => {
                const [from, to] = range ?? [];
                if (from && to)
                  refine({ desde: from.format('YYYY-MM'), hasta: to.format('YYYY-MM') });
              }}
              aria-label="Meses del reporte"
            />
          </label>
          <label className="waste-filters__field">
            <span>Marca</span>
            <Select
              allowClear
              placeholder="Todas"
              value={values.marca}
              onChange={(marca?: string) => refine({ marca, sucursalId: undefined })}
              options={(data?.marcas ?? []).map((m) => ({ value: m, label: m }))}
              aria-label="Marca"
            />
          </label>
          <label className="waste-filters__field">
            <span>Sucursal</span>
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="Todas"
              value={values.sucursalId}
              onChange={(sucursalId?: number) => refine({ sucursalId })}
              options={(data?.sucursales ?? [])
                .filter((b) => !values.marca || b.marca === values.marca)
                .map((b) => ({ value: b.sucursalId, label: `${b.nombre} (${b.bodega})` }))}
              aria-label="Sucursal"
            />
          </label>
        </div>
      </Card>
      {report.isError && !data ? (
        <LoadFailure
          title="No se pudo calcular el costo de los desechos"
          error={report.error}
          onRetry={() => void report.refetch()}
        />
      ) : !data ? (
        <Card variant="borderless" className="waste-panel">
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <div className={report.isPlaceholderData ? 'waste-loading' : undefined}>
          <Summary report={data} isPhone={isPhone} />
          <div className="waste-breakdowns">
            <Breakdown
              title="Por sucursal"
              label="Costo por sucursal"
              rows={data.porSucursal}
              first={[
                { title: 'Sucursal', key: 'nombre', render: (_, r) => r.nombre },
                { title: 'Marca', key: 'marca', responsive: ['md'], render: (_, r) => r.marca },
              ]}
            />
            <Breakdown
              title="Por marca"
              label="Costo por marca"
              rows={data.porMarca}
              first={[{ title: 'Marca', key: 'nombre', render: (_, r) => r.nombre }]}
            />
            <Breakdown
              title="Por categoría"
              label="Costo por categoría"
              rows={data.porCategoria}
              first={[{ title: 'Categoría', key: 'nombre', render: (_, r) => r.nombre }]}
            />
            <Breakdown
              title="Artículos más costosos"
              label="Artículos más costosos"
              rows={data.porArticulo}
              first={[
                {
                  title: 'Artículo',
                  key: 'nombre',
                  render: (_, r) => (
                    <span className="waste-who">
                      <span>{r.nombre}</span>
                      <span className="waste-small">
                        {r.clave} · {r.cantidad} {r.unidad}
                      </span>
                    </span>
                  ),
                },
              ]}
            />
          </div>
        </div>
      )}
    </>
  );
}
