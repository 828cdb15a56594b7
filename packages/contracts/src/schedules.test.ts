import { describe, expect, it } from 'vitest';
import {
  SCHEDULE_MESSAGES,
  ScheduleUpdateSchema,
  dayOfWeek,
  diaNombre,
  nextDeliveryDate,
} from './schedules';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.error?.issues[0]?.message;

describe('order days', () => {
  it('numbers the week from lunes (1) to domingo (7)', () => {
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(diaNombre(1)).toBe('lunes');
    expect(dayOfWeek('2026-11-29')).toBe(7);
    expect(diaNombre(7)).toBe('domingo');
    expect(diaNombre(8)).toBe('');
  });

  it('delivers on the supplier’s next order day after the order, across the week’s end', () => {
    // Lunes, miércoles, viernes.
    expect(nextDeliveryDate([1, 3, 5], '2026-11-23')).toBe('2026-11-25');
    expect(nextDeliveryDate([5, 1, 3], '2026-11-27')).toBe('2026-11-30');
    // Once a week: a week later, also across a month's end.
    expect(nextDeliveryDate([4], '2026-12-31')).toBe('2027-01-07');
    expect(nextDeliveryDate([], '2026-11-23')).toBeNull();
  });
});

describe('schedule schema', () => {
  it('takes one to seven distinct days from 1 to 7', () => {
    expect(ScheduleUpdateSchema.safeParse({ dias: [1, 3, 5] }).success).toBe(true);
    expect(firstMessage(ScheduleUpdateSchema.safeParse({ dias: [] }))).toBe(
      SCHEDULE_MESSAGES.diasRequired,
    );
    expect(firstMessage(ScheduleUpdateSchema.safeParse({ dias: [1, 1] }))).toBe(
      SCHEDULE_MESSAGES.diasRepeated,
    );
    for (const dia of [0, 8, 2.5])
      expect(firstMessage(ScheduleUpdateSchema.safeParse({ dias: [dia] }))).toBe(
        SCHEDULE_MESSAGES.diaInvalid,
      );
  });
});
