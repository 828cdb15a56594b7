import { useState } from 'react';
import { Table, Tabs, type TableColumnsType } from 'antd';
import {
  REPORT_DIMENSION_LABELS,
  REPORT_DIMENSIONS,
  REPORT_MESSAGES,
  type Report,
  type ReportDimension,
  type ReportRow,
} from '@jarvis/contracts/tickets-report';
import { CountTabs } from '../../components/ui/count-tabs';
import { EmptyState } from '../../components/ui/empty-state';
import { countLabel, formatDuration } from './tickets-report-format';
import { whole } from './tickets-report-kpis';

/**
 * 'Tickets Realizados': one tab per breakdown, a table on wide screens and compact rows on a phone,
 * where the five breakdowns wrap as buttons (CountTabs) instead of hiding behind antd's overflow menu.
 */

type Metric = Exclude<keyof ReportRow, 'clave' | 'nombre'>;

/** Numbers sort with the rows that have none always last, whichever the direction. */
function byMetric(key: Metric) {
  return (a: ReportRow, b: ReportRow, order?: 'ascend' | 'descend' | null) => {
    const x = a[key];
    const y = b[key];
    if (x === null || y === null) {
      if (x === y) return 0;
      return (x === null ? 1 : -1) * (order === 'descend' ? -1 : 1);
    }
    return x - y;
  };
}

const metric = (key: Metric, title: string, isDuration = false) => ({
  title,
  dataIndex: key,
  align: 'right' as const,
  sorter: byMetric(key),
  sortDirections: ['descend' as const, 'ascend' as const],
  ...(isDuration ? { render: (seconds: number | null) => whole(formatDuration(seconds)) } : {}),
});

const DESKTOP_COLUMNS: TableColumnsType<ReportRow> = [
  { title: 'Nombre', dataIndex: 'nombre', className: 'report-table__name' },
  metric('completados', 'Completados'),
  metric('cancelados', 'Cancelados'),
  metric('totalMediana', 'Mediana hasta el cierre', true),
  metric('totalP90', 'P90', true),
  metric('activoMediana', 'Mediana activo', true),
  metric('conEspera', 'Con espera'),
  metric('esperaMediana', 'Mediana En Espera', true),
];

/** On a phone one cell tells the whole row, so nothing hides past the screen's edge. */
const PHONE_COLUMNS: TableColumnsType<ReportRow> = [
  {
    title: 'Nombre',
    key: 'resumen',
    render: (_, row) => (
      <div className="report-row">
        <strong>{row.nombre}</strong>
        <span>
          {countLabel(row.completados, 'completado')} · {countLabel(row.cancelados, 'cancelado')}
        </span>
        <span className="report-row__times">
          Cierre {formatDuration(row.totalMediana)} (P90 {formatDuration(row.totalP90)}) · activo{' '}
          {formatDuration(row.activoMediana)}
        </span>
        {row.conEspera > 0 && (
          <span className="report-row__times">
            {countLabel(row.conEspera, 'con espera', 'con espera')} · mediana{' '}
            {formatDuration(row.esperaMediana)}
          </span>
        )}
      </div>
    ),
  },
];

export function Breakdown({ grupos, isPhone }: { grupos: Report['grupos']; isPhone: boolean }) {
  const [dimension, setDimension] = useState<ReportDimension>(REPORT_DIMENSIONS[0]);
  const table = (shown: ReportDimension) => (
    <Table<ReportRow>
      rowKey="clave"
      size={isPhone ? 'small' : 'middle'}
      columns={isPhone ? PHONE_COLUMNS : DESKTOP_COLUMNS}
      showHeader={!isPhone}
      dataSource={grupos[shown]}
      locale={{ emptyText: <EmptyState text={REPORT_MESSAGES.noData} /> }}
      pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
      {...(isPhone ? {} : { scroll: { x: 880 } })}
    />
  );
  if (isPhone)
    return (
      <>
        <CountTabs
          tabs={REPORT_DIMENSIONS.map((key) => ({ key, label: REPORT_DIMENSION_LABELS[key] }))}
          value={dimension}
          onChange={setDimension}
          isPhone
          groupLabel="Desglose"
        />
        {table(dimension)}
      </>
    );
  return (
    <Tabs
      className="report-tabs"
      activeKey={dimension}
      onChange={(key) => setDimension(key as ReportDimension)}
      items={REPORT_DIMENSIONS.map((key) => ({
        key,
        label: REPORT_DIMENSION_LABELS[key],
        children: table(key),
      }))}
    />
  );
}
