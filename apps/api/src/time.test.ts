import { describe, expect, it } from 'vitest';
import { addDays, businessDate, businessTime, utcOffsetMinutes, wallClock } from './time';

describe('utcOffsetMinutes', () => {
  it('is the zone’s offset at that instant, summer time included', () => {
    const winter = new Date('2026-01-15T12:00:00.750Z');
    const summer = new Date('2026-07-15T12:00:00.250Z');
    expect(utcOffsetMinutes(winter, 'America/El_Salvador')).toBe(-360);
    expect(utcOffsetMinutes(summer, 'America/El_Salvador')).toBe(-360);
    expect(utcOffsetMinutes(winter, 'Europe/Madrid')).toBe(60);
    expect(utcOffsetMinutes(summer, 'Europe/Madrid')).toBe(120);
    expect(utcOffsetMinutes(summer, 'Asia/Kolkata')).toBe(330);
    expect(utcOffsetMinutes(summer, 'UTC')).toBe(0);
  });

  it('tells the same business date as the zone’s own rules', () => {
    const late = new Date('2026-11-22T05:59:59Z'); // 23:59:59 on the 21st in San Salvador
    const shifted = new Date(
      late.getTime() + utcOffsetMinutes(late, 'America/El_Salvador') * 60_000,
    );
    expect(shifted.toISOString().slice(0, 10)).toBe(businessDate(late, 'America/El_Salvador'));
  });
});

describe('businessDate, businessTime and wallClock', () => {
  // What ICU says, asked for every instant: the answer the kept offsets must give.
  const formats = new Map<string, Intl.DateTimeFormat>();
  const icu = (key: string, make: () => Intl.DateTimeFormat) => {
    if (!formats.has(key)) formats.set(key, make());
    return formats.get(key)!;
  };
  const icuDate = (d: Date, timeZone: string) =>
    icu(
      `d${timeZone}`,
      () => new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' }),
    ).format(d);
  const icuTime = (d: Date, timeZone: string) =>
    icu(
      `t${timeZone}`,
      () =>
        new Intl.DateTimeFormat('en-GB', {
          timeZone,
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
        }),
    ).format(d);
  /** The wall-clock date and time to the second, 'YYYY-MM-DDTHH:mm:ss'. */
  const icuWall = (d: Date, timeZone: string) => {
    const parts = Object.fromEntries(
      icu(
        `w${timeZone}`,
        () =>
          new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          }),
      )
        .formatToParts(d)
        .map((p) => [p.type, p.value]),
    );
    return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
  };
  const wall = (d: Date, timeZone: string) => wallClock(d, timeZone).toISOString().slice(0, 19);
  const zones = [
    'America/El_Salvador',
    'America/New_York', // summer time
    'Europe/Madrid',
    'Asia/Kolkata', // +05:30
    'Asia/Kathmandu', // +05:45
    'Australia/Lord_Howe', // a half-hour summer time
    'Pacific/Chatham', // +12:45 / +13:45
    'Africa/Monrovia', // -00:44:30 until 7 January 1972, 00:44:30 UTC: mid-quarter
    'UTC',
  ];

  it('agree with the zone’s own rules on either side of every change of offset', () => {
    // Each zone's changes in 1930–1940, 1971–1973 and 2025–2027, found by stepping through them by the day
    // and narrowed to the second; then each second from 90 s before the change to 90 s after.
    const offsetAt = (t: number, timeZone: string) => utcOffsetMinutes(new Date(t), timeZone);
    let changes = 0;
    for (const timeZone of zones) {
      for (const [from, to] of [
        ['1930-01-01', '1940-01-01'],
        ['1971-01-01', '1973-01-01'],
        ['2025-01-01', '2027-01-01'],
      ]) {
        for (let t = Date.parse(from!); t < Date.parse(to!); t += 86_400_000) {
          if (offsetAt(t, timeZone) === offsetAt(t + 86_400_000, timeZone)) continue;
          let [low, high] = [t, t + 86_400_000];
          while (high - low > 1000) {
            const middle = low + Math.floor((high - low) / 2000) * 1000;
            if (offsetAt(middle, timeZone) === offsetAt(low, timeZone)) low = middle;
            else high = middle;
          }
          changes++;
          for (let s = high - 90_000; s <= high + 90_000; s += 1000) {
            const d = new Date(s);
            expect(businessDate(d, timeZone), `${timeZone} ${d.toISOString()}`).toBe(
              icuDate(d, timeZone),
            );
            expect(businessTime(d, timeZone), `${timeZone} ${d.toISOString()}`).toBe(
              icuTime(d, timeZone),
            );
            expect(wall(d, timeZone), `${timeZone} ${d.toISOString()}`).toBe(icuWall(d, timeZone));
          }
        }
      }
    }
    expect(changes).toBeGreaterThan(40);
  });

  it('agree with the zone’s own rules on random instants of a century', () => {
    let seed = 42;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const start = Date.parse('1900-01-01T00:00:00Z');
    const span = Date.parse('2100-01-01T00:00:00Z') - start;
    for (let i = 0; i < 20_000; i++) {
      const d = new Date(start + Math.floor(random() * span));
      const timeZone = zones[i % zones.length]!;
      expect(`${businessDate(d, timeZone)} ${businessTime(d, timeZone)}`, d.toISOString()).toBe(
        `${icuDate(d, timeZone)} ${icuTime(d, timeZone)}`,
      );
      expect(wall(d, timeZone), `${timeZone} ${d.toISOString()}`).toBe(icuWall(d, timeZone));
    }
  });
});

describe('addDays', () => {
  it('moves a business date by calendar days across months, years and leap days', () => {
    expect(addDays('2026-11-28', -15)).toBe('2026-11-13');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-08', 0)).toBe('2026-03-08');
  });
});
