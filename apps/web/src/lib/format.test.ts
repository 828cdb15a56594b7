import { describe, expect, it } from 'vitest';
import { businessDateIso, formatFullDate, formatInstant, yearIn } from './format';

const intl = (date: Date, timeZone: string) =>
  new Intl.DateTimeFormat('es', { timeZone, dateStyle: 'full' }).format(date);

describe('formatFullDate', () => {
  it('says the date as Intl does in Spanish, for every day of a year and around midnight', () => {
    for (let day = 0; day < 366; day++) {
      for (const hour of [0, 5, 6, 12, 23]) {
        const at = new Date(Date.UTC(2026, 0, 1 + day, hour, 59, 59));
        expect(formatFullDate(at, -360)).toBe(intl(at, 'America/El_Salvador'));
        expect(formatFullDate(at, 330)).toBe(intl(at, 'Asia/Kolkata'));
      }
    }
  });

  it('gives the business year on New Year’s Eve night', () => {
    const at = new Date('2027-01-01T03:00:00Z'); // 21:00 on 31 Dec in San Salvador
    expect(yearIn(at, -360)).toBe(2026);
    expect(yearIn(at, 0)).toBe(2027);
  });
});

describe('formatInstant', () => {
  it('writes an instant as dd/mm/aaaa hh:mm on the clock of the zone it is given', () => {
    const at = '2026-03-05T04:30:00.000Z';
    expect(formatInstant(at, 'America/El_Salvador')).toBe('04/03/2026 22:30');
    expect(formatInstant(at, 'Asia/Tokyo')).toBe('05/03/2026 13:30');
    expect(formatInstant('2026-12-31T23:59:00Z', 'UTC')).toBe('31/12/2026 23:59');
    // Midnight is 00, not 24.
    expect(formatInstant('2026-03-05T06:00:00.000Z', 'America/El_Salvador')).toBe(
      '05/03/2026 00:00',
    );
  });

  it('shows what came when it is not an instant', () => {
    expect(formatInstant('mañana', 'UTC')).toBe('mañana');
  });
});

describe('businessDateIso', () => {
  it('gives the business date: the day before in San Salvador until 06:00 UTC', () => {
    expect(businessDateIso(new Date('2026-12-01T05:59:00Z'), -360)).toBe('2026-11-30');
    expect(businessDateIso(new Date('2026-12-01T06:00:00Z'), -360)).toBe('2026-12-01');
    expect(businessDateIso(new Date('2026-11-30T15:00:00Z'), 540)).toBe('2026-12-01');
  });
});
