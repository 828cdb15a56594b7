import { useLayoutEffect, useRef, useState } from 'react';
import type { Report, ReportGranularity } from '@jarvis/contracts/tickets-report';
import {
  chartTicks,
  countLabel,
  formatDay,
  formatPeriodLabel,
  formatPeriodTitle,
} from './tickets-report-format';

type Bar = Report['serie'][number];

const CHART_COLORS = { completados: '#2f9e62', cancelados: '#cf1322' } as const;

const UNIT: Record<ReportGranularity, string> = { dia: 'día', semana: 'semana', mes: 'mes' };
const LABEL_WIDTH: Record<ReportGranularity, number> = { dia: 44, semana: 44, mes: 68 };
const PAD = { top: 12, right: 8, bottom: 26 };

/**
 * The element's width in CSS pixels, followed as it resizes. The chart draws at that width so its
 * text keeps its size on a phone instead of shrinking with a fixed viewBox.
 */
function useWidth(initial: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(initial);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.round(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

function barTitle(bar: Bar, granularidad: ReportGranularity): string {
  return `${formatPeriodTitle(bar.periodo, granularidad)}: ${countLabel(bar.completados, 'completado')}, ${countLabel(bar.cancelados, 'cancelado')}`;
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

type ChartProps = Pick<Report, 'serie' | 'granularidad' | 'desde' | 'hasta'>;

/** Completed (green) and cancelled (red) tickets stacked per day, week or month of the period. */
export function TicketsReportChart(props: ChartProps) {
  const { serie, granularidad } = props;
  const [ref, width] = useWidth(720);
  const height = width < 480 ? 200 : 240;
  const ticks = chartTicks(Math.max(0, ...serie.map((bar) => bar.completados + bar.cancelados)));
  const top = ticks[ticks.length - 1] ?? 1;
  const left = 12 + 7 * String(top).length;
  const plotWidth = Math.max(width - left - PAD.right, 1);
  const plotHeight = height - PAD.top - PAD.bottom;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const band = plotWidth / Math.max(serie.length, 1);
  const barWidth = Math.min(Math.max(band * 0.68, 1), 44);
  const fitting = Math.max(1, Math.floor(plotWidth / LABEL_WIDTH[granularidad]));
  const labelEvery = Math.ceil(serie.length / fitting);
  // A label near either edge slides inwards rather than being cut off.
  const half = LABEL_WIDTH[granularidad] / 2 - 4;
  const labelX = (center: number) => Math.min(Math.max(center, half), width - half);

  return (
    <div className="report-chart" ref={ref}>
      <svg
        className="report-chart__svg"
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height={height}
        role="img"
        aria-label={summary(props)}
        // Bars a pixel wide (a year by day on a phone) stay sharp instead of blurring.
        shapeRendering="crispEdges"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={left}
              x2={width - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
              className={tick === 0 ? 'report-chart__axis' : 'report-chart__grid'}
            />
            <text x={left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {serie.map((bar, index) => {
          const x = left + band * index;
          const center = x + band / 2;
          const stackTop = y(bar.completados + bar.cancelados);
          return (
            <g key={bar.periodo} className="report-chart__bar">
              <title>{barTitle(bar, granularidad)}</title>
              <rect x={x} y={PAD.top} width={band} height={plotHeight} fill="transparent" />
              {bar.completados > 0 && (
                <rect
                  x={center - barWidth / 2}
                  y={y(bar.completados)}
                  width={barWidth}
                  height={y(0) - y(bar.completados)}
                  fill={CHART_COLORS.completados}
                />
              )}
              {bar.cancelados > 0 && (
                <rect
                  x={center - barWidth / 2}
                  y={stackTop}
                  width={barWidth}
                  height={y(bar.completados) - stackTop}
                  fill={CHART_COLORS.cancelados}
                />
              )}
              {index % labelEvery === 0 && (
                <text x={labelX(center)} y={height - 8} textAnchor="middle">
                  {formatPeriodLabel(bar.periodo, granularidad)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
      <ul className="report-legend" aria-hidden="true">
        <li>
          <span
            className="report-legend__swatch"
            style={{ background: CHART_COLORS.completados }}
          />{' '}
          Completados
        </li>
        <li>
          <span className="report-legend__swatch" style={{ background: CHART_COLORS.cancelados }} />{' '}
          Cancelados
        </li>
      </ul>
    </div>
  );
}
