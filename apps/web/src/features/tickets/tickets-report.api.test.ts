import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { reportParamsFrom } from './tickets-report.api';

describe('reportParamsFrom', () => {
  const today = dayjs('2026-11-30');

  it('shows this month so far, by the business date it is given, without a valid period', () => {
    expect(reportParamsFrom(new URLSearchParams(''), today)).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-30',
    });
    expect(reportParamsFrom(new URLSearchParams('desde=2026-11-31&hasta=x'), today)).toEqual({
      desde: '2026-11-01',
      hasta: '2026-11-30',
    });
  });

  it('keeps a valid period and filters from the URL', () => {
    expect(
      reportParamsFrom(
        new URLSearchParams(
          'desde=2026-10-01&hasta=2026-10-31&departamentoId=2&granularidad=semana',
        ),
        today,
      ),
    ).toMatchObject({ desde: '2026-10-01', hasta: '2026-10-31', departamentoId: 2 });
  });
});
