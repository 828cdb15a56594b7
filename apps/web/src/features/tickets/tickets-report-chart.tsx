import { Grid } from 'antd';
import type { Report, ReportGranularity } from '@jarvis/contracts/tickets-report';
import { LazyColumn } from '../../components/charts/charts';
import {
  chartTicks,
  countLabel,
  formatDay,
  formatPeriodLabel,
  formatPeriodTitle,
} from './tickets-report-format';

type Bar = Report['serie'][number];
type ChartProps = Pick<Report, 'serie' | 'granularidad' | 'desde' | 'hasta'>;

/** One stacked segment: how many tickets of one outcome closed in one period. */
type ChartRow = { periodo: string; estado: 'Completados' | 'Cancelados'; cantidad: number };

const COLORS = { Completados: '#2f9e62', Cancelados: '#cf1322' } as const;
/**
 * How many period labels fit under the bars, down to a 320 px phone and a 600 px card: a day's
 * '05/11' takes about 30 px at 11 px, a month's 'nov 2026' half again as much.
 */
const LABELS = { phone: { dia: 6, mes: 4 }, wide: { dia: 14, mes: 9 } } as const;
const UNIT: Record<ReportGranularity, string> = { dia: 'día', semana: 'semana', mes: 'mes' };
// The theme's tertiary text, opaque: G2's default is black at 45 %, about 2.8:1 on white.
const TEXT = { labelFill: '#5b6f6b', labelOpacity: 1, labelFontSize: 11 } as const;
const GRID = {
  gridStroke: '#e8efed',
  gridStrokeOpacity: 1,
  gridLineWidth: 1,
  gridLineDash: [0, 0],
};
const BASELINE = { line: true, lineStroke: '#b9cac6', lineStrokeOpacity: 1, lineLineWidth: 1 };

/** The series as the chart reads it: completed first, so they sit at the bottom of each bar. */
function chartRows(serie: Bar[]): ChartRow[] {
  return serie.flatMap(({ periodo, completados, cancelados }) => [
    { periodo, estado: 'Completados' as const, cantidad: completados },
    { periodo, estado: 'Cancelados' as const, cantidad: cancelados },
  ]);
}

function summary({ serie, granularidad, desde, hasta }: ChartProps): string {
  const completados = serie.reduce((sum, bar) => sum + bar.completados, 0);
  const cancelados = serie.reduce((sum, bar) => sum + bar.cancelados, 0);
  const peak = serie.reduce<Bar | undefined>(
    (best, bar) =>
      !best || bar.completados + bar.cancelados > best.completados + best.cancelados ? bar : best,
    undefined,
  );
  const text = `Tickets cerrados por ${UNIT[granularidad]} del ${formatDay(desde)} al ${formatDay(hasta)}: ${countLabel(completados, 'completado')} y ${countLabel(cancelados, 'cancelado')}`;
  if (!peak || peak.completados + peak.cancelados === 0) return `${text}.`;
  return `${text}. Máximo: ${formatPeriodTitle(peak.periodo, granularidad)}, con ${countLabel(peak.completados + peak.cancelados, 'ticket')}.`;
}

/** Completed (green) and cancelled (red) tickets stacked per day, week or month of the period. */
export function TicketsReportChart(props: ChartProps) {
  const { serie, granularidad } = props;
  const isPhone = !Grid.useBreakpoint().sm;
  // Whole tickets: round gridlines (0, 5, 10…) rather than the library's 2.5 or 7.5.
  const labels = LABELS[isPhone ? 'phone' : 'wide'][granularidad === 'mes' ? 'mes' : 'dia'];
  const labelEvery = Math.ceil(serie.length / labels);
  const ticks = chartTicks(Math.max(0, ...serie.map((bar) => bar.completados + bar.cancelados)));
  return (
    <LazyColumn
      ariaLabel={summary(props)}
      height={isPhone ? 230 : 270}
      data={chartRows(serie)}
      xField="periodo"
      yField="cantidad"
      colorField="estado"
      stack
      scale={{
        color: { domain: Object.keys(COLORS), range: Object.values(COLORS) },
        y: { domain: [0, ticks.at(-1) ?? 1], nice: false, tickMethod: () => ticks },
      }}
      style={{ maxWidth: 44 }}
      axis={{
        x: {
          title: false,
          tick: false,
          labelFormatter: (periodo: string) => formatPeriodLabel(periodo, granularidad),
          // A year by day on a phone: a label every few bars with room between them, never
          // slanted (G2's own hiding lets labels touch).
          tickFilter: (_: unknown, index: number) => index % labelEvery === 0,
          labelAutoRotate: false,
          labelAutoHide: false,
          ...TEXT,
          ...BASELINE,
        },
        y: { title: false, tick: false, ...TEXT, ...GRID },
      }}
      legend={{
        color: {
          position: 'bottom',
          itemLabelFill: '#5b6f6b',
          itemLabelFillOpacity: 1,
          itemLabelFontSize: 13,
        },
      }}
      interaction={{ tooltip: { shared: true } }}
      tooltip={{ title: (row: ChartRow) => formatPeriodTitle(row.periodo, granularidad) }}
    />
  );
}
