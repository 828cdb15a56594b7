import { describe, expect, it } from 'vitest';
import {
  chartTicks,
  countLabel,
  formatDay,
  formatDuration,
  formatPeriodLabel,
  formatPeriodTitle,
  formatShare,
} from './tickets-report-format';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('report durations', () => {
  it('shows a dash when there is nothing to measure', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(Number.NaN)).toBe('—');
    expect(formatDuration(-5)).toBe('—');
  });

  it('says zero minutes for no time at all and under a minute for a few seconds', () => {
    expect(formatDuration(0)).toBe('0 min');
    expect(formatDuration(1)).toBe('< 1 min');
    expect(formatDuration(59)).toBe('< 1 min');
  });

  it('counts minutes under an hour', () => {
    expect(formatDuration(60)).toBe('1 min');
    expect(formatDuration(45 * MINUTE)).toBe('45 min');
    expect(formatDuration(59 * MINUTE + 20)).toBe('59 min');
  });

  it('gives hours and minutes under a day, without zero minutes', () => {
    expect(formatDuration(90 * MINUTE)).toBe('1 h 30 min');
    expect(formatDuration(3 * HOUR + 20 * MINUTE)).toBe('3 h 20 min');
    expect(formatDuration(3 * HOUR)).toBe('3 h');
    expect(formatDuration(59 * MINUTE + 40)).toBe('1 h');
  });

  it('gives days and hours from a day on, rounding the minutes away', () => {
    expect(formatDuration(26 * HOUR)).toBe('1 d 2 h');
    expect(formatDuration(3 * DAY)).toBe('3 d');
    expect(formatDuration(2 * DAY + 4 * HOUR + 20 * MINUTE)).toBe('2 d 4 h');
    expect(formatDuration(2 * DAY + 4 * HOUR + 40 * MINUTE)).toBe('2 d 5 h');
    expect(formatDuration(DAY - 20)).toBe('1 d');
    expect(formatDuration(DAY + 23 * HOUR + 45 * MINUTE)).toBe('2 d');
  });
});

describe('report dates', () => {
  it('writes a business date day first', () => {
    expect(formatDay('2026-11-05')).toBe('05/11/2026');
  });

  it('labels bars by day or week start, and months by their short name', () => {
    expect(formatPeriodLabel('2026-11-05', 'dia')).toBe('05/11');
    expect(formatPeriodLabel('2026-11-02', 'semana')).toBe('02/11');
    expect(formatPeriodLabel('2026-11-01', 'mes')).toBe('nov 2026');
    expect(formatPeriodLabel('2026-01-01', 'mes')).toBe('ene 2026');
  });

  it('names a bar in full for its tooltip', () => {
    expect(formatPeriodTitle('2026-11-05', 'dia')).toBe('05/11/2026');
    expect(formatPeriodTitle('2026-11-02', 'semana')).toBe('Semana del 02/11/2026');
    expect(formatPeriodTitle('2026-09-01', 'mes')).toBe('septiembre de 2026');
  });
});

describe('report figures', () => {
  it('puts the word in the singular only for one', () => {
    expect(countLabel(0, 'cancelado')).toBe('0 cancelados');
    expect(countLabel(1, 'cancelado')).toBe('1 cancelado');
    expect(countLabel(12, 'completado')).toBe('12 completados');
  });

  it('rounds a share and has none of nothing', () => {
    expect(formatShare(2, 3)).toBe('67 %');
    expect(formatShare(0, 0)).toBe('—');
  });

  it('draws round gridlines that reach the tallest bar', () => {
    expect(chartTicks(0)).toEqual([0, 1]);
    expect(chartTicks(1)).toEqual([0, 1]);
    expect(chartTicks(3)).toEqual([0, 1, 2, 3]);
    expect(chartTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(chartTicks(13)).toEqual([0, 5, 10, 15]);
    expect(chartTicks(77)).toEqual([0, 20, 40, 60, 80]);
    expect(chartTicks(120)).toEqual([0, 50, 100, 150]);
  });
});
