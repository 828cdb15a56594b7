import type { ReportGranularity } from '@jarvis/contracts/tickets-report';
import { MONTH_NAMES } from '../../lib/format';

/** What a number the report cannot give shows (no completed tickets in the period). */
export const NO_VALUE = '—';

const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/**
 * A duration as a person says it: '45 min', '3 h 20 min', '2 d 4 h'. Two units at most: past a day
 * the minutes are noise. Under a minute is '< 1 min', so a real wait never reads as nothing.
 */
export function formatDuration(seconds: number | null): string {
  if (seconds === null || !Number.isFinite(seconds) || seconds < 0) return NO_VALUE;
  if (seconds === 0) return '0 min';
  if (seconds < 60) return '< 1 min';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 24 * 60) {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return m === 0 ? `${h} h` : `${h} h ${m} min`;
  }
  const hours = Math.round(minutes / 60);
  const d = Math.floor(hours / 24);
  const h = hours % 24;
  return h === 0 ? `${d} d` : `${d} d ${h} h`;
}

function parts(iso: string): { y: string; m: number; d: string } {
  const [y = '', m = '1', d = ''] = iso.split('-');
  return { y, m: Number(m), d };
}

/** '2026-11-05' as '05/11/2026'. */
export function formatDay(iso: string): string {
  const { y, m, d } = parts(iso);
  return `${d}/${String(m).padStart(2, '0')}/${y}`;
}

/** A bar's label under the chart: '05/11' for a day or the week starting then, 'nov 2026' for a month. */
export function formatPeriodLabel(periodo: string, granularidad: ReportGranularity): string {
  const { y, m, d } = parts(periodo);
  if (granularidad === 'mes') return `${MONTHS[m - 1] ?? ''} ${y}`;
  return `${d}/${String(m).padStart(2, '0')}`;
}

/** A bar's name in its tooltip: '05/11/2026', 'Semana del 02/11/2026', 'noviembre de 2026'. */
export function formatPeriodTitle(periodo: string, granularidad: ReportGranularity): string {
  const { y, m } = parts(periodo);
  if (granularidad === 'mes') return `${MONTH_NAMES[m - 1] ?? ''} de ${y}`;
  if (granularidad === 'semana') return `Semana del ${formatDay(periodo)}`;
  return formatDay(periodo);
}

/** '3 completados', '1 cancelado': a count with its word, singular when it is one. */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString('es')} ${count === 1 ? singular : plural}`;
}

/** 'x %' of a whole, rounded; '—' when the whole is nothing. */
export function formatShare(part: number, whole: number): string {
  return whole === 0 ? NO_VALUE : `${Math.round((part / whole) * 100)} %`;
}

/**
 * Round gridlines for a chart whose tallest bar is `max`: 0 and about four steps of 1, 2 or 5 times a
 * power of ten, the last one at or above `max`.
 */
export function chartTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(1, ([1, 2, 5, 10].find((f) => f * power >= rough) ?? 10) * power);
  const ticks: number[] = [];
  for (let t = 0; t < max + step; t += step) ticks.push(t);
  return ticks;
}
