import { describe, expect, test } from 'vitest';
import type { Barber, BusinessHoursEntry } from '../model/types';
import { isWorkingAt, walkInBusyReason } from './walkIn';

const at = (iso: string) => Date.parse(iso);
// Monday to Saturday 09:00-18:00 (dayOfWeek 0 is Sunday)
const hours = Array.from({ length: 7 }, (_, dayOfWeek): BusinessHoursEntry => ({
  dayOfWeek: dayOfWeek as BusinessHoursEntry['dayOfWeek'],
  isActive: dayOfWeek !== 0,
  startTime: '09:00',
  endTime: '18:00',
}));
const shop = { timezone: 'Europe/London', businessHours: hours, closedDates: ['2026-03-11'] };
const barber: Pick<Barber, 'weeklyHours' | 'weeklyBreaks' | 'skippedBreaks'> = {
  weeklyHours: null,
  weeklyBreaks: [{ dayOfWeek: 2, startTime: '13:00', endTime: '14:00' }],
  skippedBreaks: [],
};

describe('isWorkingAt', () => {
  test('within hours, not on a break, a time block or a closed day', () => {
    expect(isWorkingAt(shop, barber, [], at('2026-03-10T10:15:00Z'))).toBe(true);
    expect(isWorkingAt(shop, barber, [], at('2026-03-10T08:59:00Z'))).toBe(false); // before opening
    expect(isWorkingAt(shop, barber, [], at('2026-03-10T18:00:00Z'))).toBe(false); // closed by then
    expect(isWorkingAt(shop, barber, [], at('2026-03-10T13:30:00Z'))).toBe(false); // Tuesday's break
    expect(isWorkingAt(shop, barber, [], at('2026-03-11T10:00:00Z'))).toBe(false); // a closed date
    expect(isWorkingAt(shop, barber, [], at('2026-03-08T10:00:00Z'))).toBe(false); // Sunday
    const timeOff = {
      startDate: '2026-03-10',
      endDate: '2026-03-10',
      isAllDay: true,
      startTime: null,
      endTime: null,
      reason: 'vacation' as const,
    };
    expect(isWorkingAt(shop, barber, [timeOff], at('2026-03-10T10:15:00Z'))).toBe(false);
    const dayOff = { ...barber, weeklyHours: hours.map((h) => (h.dayOfWeek === 2 ? { ...h, isActive: false } : h)) };
    expect(isWorkingAt(shop, dayOff, [], at('2026-03-10T10:15:00Z'))).toBe(false);
  });
});

describe('walkInBusyReason', () => {
  const busy = [
    { start: at('2026-03-10T14:00:00Z'), end: at('2026-03-10T14:30:00Z') },
    { start: at('2026-03-10T14:30:00Z'), end: at('2026-03-10T15:00:00Z') },
    { start: at('2026-03-10T16:00:00Z'), end: at('2026-03-10T16:30:00Z') },
  ];
  test('with a customer now: until the end of the run of bookings', () => {
    expect(walkInBusyReason('Sam', busy, at('2026-03-10T14:10:00Z'), 30, 'Europe/London')).toBe(
      'Sam is with a customer until 15:00.',
    );
  });
  test('a booking before the walk-in would end', () => {
    expect(walkInBusyReason('Sam', busy, at('2026-03-10T15:40:00Z'), 30, 'Europe/London')).toBe(
      'Sam has a booking at 16:00: not enough time for this walk-in before it.',
    );
  });
  test('free: null; times in the shop zone', () => {
    expect(walkInBusyReason('Sam', busy, at('2026-03-10T15:00:00Z'), 30, 'Europe/London')).toBeNull();
    expect(walkInBusyReason('Sam', busy, at('2026-03-10T14:10:00Z'), 30, 'Europe/Paris')).toBe(
      'Sam is with a customer until 16:00.',
    );
  });
});
