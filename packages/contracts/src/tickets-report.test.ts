import { describe, expect, it } from 'vitest';
import {
  defaultGranularity,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES as M,
  ReportExportQuerySchema,
  ReportQuerySchema,
  reportDays,
} from './tickets-report';

const issue = (query: Record<string, unknown>) =>
  ReportQuerySchema.safeParse(query).error?.issues[0];

describe('the report’s period', () => {
  it('counts its days with both ends included, leap days too', () => {
    expect(reportDays('2025-03-10', '2025-03-10')).toBe(1);
    expect(reportDays('2024-02-28', '2024-03-01')).toBe(3);
    expect(reportDays('2024-01-01', '2024-12-31')).toBe(366);
    expect(reportDays('2025-03-10', '2025-03-09')).toBe(0);
  });

  it('draws days up to a month, weeks up to four months, then months', () => {
    expect(defaultGranularity('2025-01-01', '2025-01-31')).toBe('dia');
    expect(defaultGranularity('2025-01-01', '2025-02-01')).toBe('semana');
    expect(defaultGranularity('2025-01-01', '2025-05-04')).toBe('semana');
    expect(defaultGranularity('2025-01-01', '2025-05-05')).toBe('mes');
  });

  it('takes a whole leap year, and no day more', () => {
    expect(ReportQuerySchema.safeParse({ desde: '2024-01-01', hasta: '2024-12-31' }).success).toBe(
      true,
    );
    expect(reportDays('2024-01-01', '2025-01-01')).toBe(REPORT_MAX_DAYS + 1);
    expect(issue({ desde: '2024-01-01', hasta: '2025-01-01' })).toMatchObject({
      path: ['hasta'],
      message: M.rangeTooLong,
    });
  });

  it('refuses an end before the start, on the end’s field', () => {
    expect(issue({ desde: '2025-03-10', hasta: '2025-03-09' })).toMatchObject({
      path: ['hasta'],
      message: M.rangeInverted,
    });
  });

  it('refuses a day the calendar does not have, another format or a year before 1900', () => {
    for (const desde of ['2023-02-29', '2025-13-01', '10/03/2025', '1899-12-31'])
      expect(issue({ desde, hasta: '2025-03-10' })?.message).toBe(M.dateInvalid);
  });

  it('reads the department as an id, and exports only as xlsx or csv', () => {
    const period = { desde: '2025-03-01', hasta: '2025-03-31' };
    expect(ReportQuerySchema.parse({ ...period, departamentoId: '4' }).departamentoId).toBe(4);
    expect(ReportQuerySchema.safeParse({ ...period, departamentoId: '0x4' }).success).toBe(false);
    expect(ReportExportQuerySchema.safeParse({ ...period, formato: 'csv' }).success).toBe(true);
    expect(ReportExportQuerySchema.safeParse({ ...period, formato: 'pdf' }).success).toBe(false);
  });

  it('checks the export’s period as the report’s', () => {
    const inverted = ReportExportQuerySchema.safeParse({
      desde: '2025-03-10',
      hasta: '2025-03-09',
      formato: 'xlsx',
    });
    expect(inverted.error?.issues[0]?.message).toBe(M.rangeInverted);
  });
});
