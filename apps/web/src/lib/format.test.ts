import { describe, expect, it } from 'vitest';
import { formatFullDate, yearIn } from './format';

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
