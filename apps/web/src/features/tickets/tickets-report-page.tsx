import { useEffect, type ReactNode } from 'react';
import { Button, Card, DatePicker, Empty, Grid, Result, Segmented, Select, Skeleton } from 'antd';
import { DownloadOutlined, FileExcelOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { COMMON_MESSAGES } from '@jarvis/contracts/errors';
import {
  REPORT_GRANULARITIES,
  REPORT_GRANULARITY_LABELS,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  type ReportExportFormat,
  type ReportGranularity,
} from '@jarvis/contracts/tickets-report';
import { preloadCharts } from '../../components/charts/charts';
import { BackButton } from '../../components/ui/back-button';
import { PageHeader } from '../../components/ui/page-header';
import { useBusinessToday } from '../../lib/business-time';
import { Breakdown } from './tickets-report-breakdown';
import { TicketsReportChart } from './tickets-report-chart';
import { KpiCards } from './tickets-report-kpis';
import {
  failureText,
  reportParamsFrom,
  reportQuery,
  useExportReport,
  useTicketsReport,
  type ReportParams,
} from './tickets-report.api';
import './tickets.css';

const ISO = 'YYYY-MM-DD';
const ALL_DEPARTMENTS = 0;

function presets(today: Dayjs): { label: string; value: [Dayjs, Dayjs] }[] {
  const lastMonth = today.subtract(1, 'month');
  return [
    { label: 'Este mes', value: [today.startOf('month'), today] },
    { label: 'Mes anterior', value: [lastMonth.startOf('month'), lastMonth.endOf('month')] },
    { label: 'Últimos 30 días', value: [today.subtract(29, 'day'), today] },
    { label: 'Últimos 90 días', value: [today.subtract(89, 'day'), today] },
    { label: 'Este año', value: [today.startOf('year'), today] },
  ];
}

/** No future days, and no period longer than the server accepts. */
function isDisabledDay(day: Dayjs, from: Dayjs | undefined, today: Dayjs): boolean {
  if (day.isAfter(today, 'day')) return true;
  return from !== undefined && Math.abs(day.diff(from, 'day')) >= REPORT_MAX_DAYS;
}

function Loading() {
  return (
    <div className="report" aria-busy="true">
      <div className="report-kpis">
        {Array.from({ length: 6 }, (_, i) => (
          <div key={i} className="report-kpi">
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </div>
        ))}
      </div>
      <Card variant="borderless" className="ticket-panel">
        <Skeleton active paragraph={{ rows: 7 }} />
      </Card>
    </div>
  );
}

const EXPORTS: { formato: ReportExportFormat; label: string; icon: ReactNode }[] = [
  { formato: 'xlsx', label: 'Excel', icon: <FileExcelOutlined aria-hidden /> },
  { formato: 'csv', label: 'CSV', icon: <DownloadOutlined aria-hidden /> },
];

/**
 * 'Tickets Realizados': what a help-desk department completed and cancelled in a period, how long
 * it took with the time En Espera apart, per day/week/month and broken down by category, problem,
 * branch and collaborator; downloadable as Excel or CSV.
 */
export function TicketsReportPage({ route }: { route: { nombre: string } }) {
  const [search, setSearch] = useSearchParams();
  const today = useBusinessToday();
  const params = reportParamsFrom(search, today);
  const report = useTicketsReport(params);
  const exporter = useExportReport();
  // The chart's library downloads while the report is asked for, not once it has arrived.
  useEffect(preloadCharts, []);
  const isPhone = !Grid.useBreakpoint().md;
  const data = report.data;
  const isEmpty = data !== undefined && data.resumen.completados + data.resumen.cancelados === 0;
  const update = (next: Partial<ReportParams>) =>
    setSearch(reportQuery({ ...params, ...next }), { replace: true });
  const departamento = data?.departamentos.find((d) => d.departamentoID === data.departamentoId);
  const scope =
    data?.departamentoId === null
      ? 'de todos los departamentos'
      : departamento
        ? `de ${departamento.nombre}`
        : 'del departamento elegido';

  return (
    <>
      <PageHeader
        title={route.nombre}
        subtitle={data && `Volumen y tiempos ${scope}`}
        extra={<BackButton to="/Tickets/Menu" />}
      />
      <div className="report-filters">
        <DatePicker.RangePicker
          className="report-filters__period"
          aria-label="Período"
          value={[dayjs(params.desde), dayjs(params.hasta)]}
          format="DD/MM/YYYY"
          allowClear={false}
          presets={presets(today)}
          disabledDate={(day, { from }) => isDisabledDay(day, from, today)}
          classNames={{ popup: { root: 'report-period-popup' } }}
          placement="bottomLeft"
          onChange={(range) => {
            const [desde, hasta] = range ?? [];
            if (desde && hasta)
              update({
                desde: desde.format(ISO),
                hasta: hasta.format(ISO),
                granularidad: undefined,
              });
          }}
        />
        {data && data.departamentos.length > 1 && (
          <Select<number>
            className="report-filters__department"
            aria-label="Departamento"
            placeholder="Departamento"
            value={data.departamentoId === null ? ALL_DEPARTMENTS : departamento?.departamentoID}
            onChange={(id) => update({ departamentoId: id === ALL_DEPARTMENTS ? undefined : id })}
            options={[
              { value: ALL_DEPARTMENTS, label: 'Todos los departamentos' },
              ...data.departamentos.map((d) => ({ value: d.departamentoID, label: d.nombre })),
            ]}
          />
        )}
        <div className="report-filters__export">
          {EXPORTS.map(({ formato, label, icon }) => (
            <Button
              key={formato}
              icon={icon}
              aria-label={`Exportar a ${label}`}
              disabled={
                !data || isEmpty || (exporter.isPending && exporter.variables.formato !== formato)
              }
              loading={exporter.isPending && exporter.variables.formato === formato}
              onClick={() => exporter.mutate({ params, formato })}
            >
              {label}
            </Button>
          ))}
        </div>
      </div>
      {report.isError ? (
        <Card variant="borderless" className="ticket-panel">
          <Result
            status="warning"
            title={failureText(report.error, COMMON_MESSAGES.listLoadFailed)}
            extra={<Button onClick={() => void report.refetch()}>Reintentar</Button>}
          />
        </Card>
      ) : !data ? (
        <Loading />
      ) : (
        <div
          className={report.isPlaceholderData ? 'report report--stale' : 'report'}
          aria-busy={report.isPlaceholderData}
        >
          <KpiCards report={data} />
          {isEmpty ? (
            <Card variant="borderless" className="ticket-panel">
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={REPORT_MESSAGES.noData} />
            </Card>
          ) : (
            <>
              <Card variant="borderless" className="ticket-panel">
                <div className="report-section-head">
                  <h2 className="report-section-head__title">Tickets cerrados</h2>
                  <Segmented<ReportGranularity>
                    size={isPhone ? 'small' : 'middle'}
                    value={data.granularidad}
                    onChange={(granularidad) => update({ granularidad })}
                    options={REPORT_GRANULARITIES.map((value) => ({
                      value,
                      label: REPORT_GRANULARITY_LABELS[value],
                    }))}
                  />
                </div>
                <TicketsReportChart {...data} />
              </Card>
              <Card variant="borderless" className="ticket-panel">
                <h2 className="report-section-head__title">Detalle</h2>
                <Breakdown grupos={data.grupos} isPhone={isPhone} />
              </Card>
            </>
          )}
        </div>
      )}
    </>
  );
}
