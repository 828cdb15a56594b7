import { describe, expect, it } from 'vitest';
import { businessDate, utcOffsetMinutes } from './time';

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
