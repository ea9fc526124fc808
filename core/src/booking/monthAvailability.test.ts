import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../model/types';
import { messagesOf } from '../test-support/schemaErrors';
import { zonedToInstant } from '../time/zone';
import {
  barberChoice,
  bookableDaysOf,
  isMonth,
  monthAvailabilityQuerySchema,
  monthAvailableDates,
  monthDays,
  monthRefusal,
  type MonthAvailabilityInput,
} from './monthAvailability';

describe('isMonth', () => {
  it('accepts YYYY-MM of 2000 to 2099 only', () => {
    expect(['2000-01', '2026-12', '2099-09'].map(isMonth)).toEqual([true, true, true]);
    expect(['1999-12', '2100-01', '2026-13', '2026-00', '2026-1', '2026-01-01', ' 2026-01', ''].map(isMonth)).toEqual(
      Array(8).fill(false),
    );
  });
});

describe('monthDays', () => {
  it('lists every date of the month', () => {
    expect(monthDays('2026-02')).toHaveLength(28);
    expect(monthDays('2028-02').at(-1)).toBe('2028-02-29');
    expect(monthDays('2026-03')[0]).toBe('2026-03-01');
    expect(monthDays('2026-03').at(-1)).toBe('2026-03-31');
    expect(monthDays('2026-04')).toHaveLength(30);
    expect(monthDays('2026-12').at(-1)).toBe('2026-12-31');
  });
});

describe('bookableDaysOf', () => {
  it('keeps the days from today to the last bookable date', () => {
    expect(bookableDaysOf('2026-03', '2026-03-29', '2026-06-27')).toEqual(['2026-03-29', '2026-03-30', '2026-03-31']);
    expect(bookableDaysOf('2026-06', '2026-03-29', '2026-06-02')).toEqual(['2026-06-01', '2026-06-02']);
    expect(bookableDaysOf('2026-02', '2026-03-29', '2026-06-27')).toEqual([]);
  });
});

describe('monthRefusal', () => {
  it('refuses a month wholly past or wholly beyond the horizon', () => {
    expect(monthRefusal('2026-02', '2026-03-29', '2026-06-27', 90)).toBe(
      'That month is in the past. Please choose this month or a later one.',
    );
    expect(monthRefusal('2026-07', '2026-03-29', '2026-06-27', 90)).toBe(
      'Online bookings open 90 days ahead. Please choose an earlier month.',
    );
    expect(monthRefusal('2026-04', '2026-03-31', '2026-04-01', 1)).toBeNull();
    expect(monthRefusal('2026-05', '2026-03-31', '2026-04-01', 1)).toBe(
      'Online bookings open 1 day ahead. Please choose an earlier month.',
    );
  });

  it('accepts the current month and the horizon month', () => {
    expect(monthRefusal('2026-03', '2026-03-29', '2026-06-27', 90)).toBeNull();
    expect(monthRefusal('2026-06', '2026-03-29', '2026-06-27', 90)).toBeNull();
  });
});

describe('barberChoice', () => {
  it("is null for any barber (absent, empty, 'any'), else the id", () => {
    expect([undefined, '', 'any'].map(barberChoice)).toEqual([null, null, null]);
    expect(barberChoice('b1')).toBe('b1');
  });
});

describe('monthAvailabilityQuerySchema', () => {
  const ok = { month: '2026-05', serviceId: 's1' };
  it('accepts a month and a service, with or without a barber', async () => {
    expect(await messagesOf(monthAvailabilityQuerySchema, ok)).toEqual([]);
    for (const barberId of ['', 'any', 'b1'])
      expect(await messagesOf(monthAvailabilityQuerySchema, { ...ok, barberId })).toEqual([]);
  });

  it('refuses a bad month, a missing service and a bad barber, without echoing them', async () => {
    expect(await messagesOf(monthAvailabilityQuerySchema, { ...ok, month: '2026-13' })).toEqual([
      'month must be a month written YYYY-MM, in the years 2000 to 2099',
    ]);
    expect(await messagesOf(monthAvailabilityQuerySchema, { serviceId: 's1' })).toEqual(['month is required']);
    expect(await messagesOf(monthAvailabilityQuerySchema, { ...ok, month: '2026-05-01' })).toEqual([
      'month must be at most 7 characters',
      'month must be a month written YYYY-MM, in the years 2000 to 2099',
    ]);
    expect(await messagesOf(monthAvailabilityQuerySchema, { month: '2026-05' })).toEqual(['serviceId is required']);
    expect(await messagesOf(monthAvailabilityQuerySchema, { ...ok, barberId: '__x__' })).toEqual([
      "barberId must be a barber's id, or 'any'",
    ]);
    expect(await messagesOf(monthAvailabilityQuerySchema, { ...ok, barberId: 'a/b' })).toEqual([
      "barberId must be a barber's id, or 'any'",
    ]);
    expect(await messagesOf(monthAvailabilityQuerySchema, { ...ok, month: ['2026-05', '2026-06'] })).toEqual([
      'month must be a single value',
    ]);
  });
});

const WEEK: BusinessHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
  dayOfWeek: d as BusinessHoursEntry['dayOfWeek'],
  startTime: '09:00',
  endTime: '10:00',
  isActive: d !== 0,
}));
const LONDON = 'Europe/London';
const at = (date: string, time: string) => zonedToInstant(date, time, LONDON).getTime();

function input(over: Partial<MonthAvailabilityInput> = {}): MonthAvailabilityInput {
  return {
    // Sun 1 March to Wed 4 March 2026, seen from the evening of 28 February
    days: ['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04'],
    timeZone: LONDON,
    shopHours: WEEK,
    barbers: [{ id: 'a' }, { id: 'b' }],
    durationMin: 30,
    busy: new Map(),
    blocks: new Map(),
    now: at('2026-02-28', '20:00'),
    leadTimeMin: 15,
    lastBookableDate: '2026-05-29',
    ...over,
  };
}

describe('monthAvailableDates', () => {
  it('leaves out closed days', () => {
    expect(monthAvailableDates(input())).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
  });

  it('keeps a day one barber is free, drops it when both are full', () => {
    const full = (id: string, date: string) => [
      [`${id}_${date}`, [{ start: at(date, '09:00'), end: at(date, '10:00') }]] as const,
    ];
    expect(monthAvailableDates(input({ busy: new Map(full('a', '2026-03-02')) }))).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
    ]);
    expect(monthAvailableDates(input({ busy: new Map([...full('a', '2026-03-02'), ...full('b', '2026-03-02')]) }))).toEqual([
      '2026-03-03',
      '2026-03-04',
    ]);
    // one barber only: their full day is gone
    expect(monthAvailableDates(input({ barbers: [{ id: 'a' }], busy: new Map(full('a', '2026-03-03')) }))).toEqual([
      '2026-03-02',
      '2026-03-04',
    ]);
  });

  it('keeps a day with one booking and a free time left', () => {
    const busy = new Map([['a_2026-03-02', [{ start: at('2026-03-02', '09:00'), end: at('2026-03-02', '09:30') }]]]);
    expect(monthAvailableDates(input({ barbers: [{ id: 'a' }], busy }))).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
  });

  it('drops days a block covers all day, for each barber it belongs to', () => {
    const block = {
      startDate: '2026-03-03',
      endDate: '2026-03-04',
      startTime: null,
      endTime: null,
      isAllDay: true,
      reason: 'vacation' as const,
    };
    expect(monthAvailableDates(input({ barbers: [{ id: 'a' }], blocks: new Map([['a', [block]]]) }))).toEqual(['2026-03-02']);
    expect(monthAvailableDates(input({ blocks: new Map([['a', [block]]]) }))).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
  });

  it('follows a barber’s own hours', () => {
    const weeklyHours = WEEK.map((h) => ({ ...h, isActive: h.dayOfWeek === 3 }));
    expect(monthAvailableDates(input({ barbers: [{ id: 'a', weeklyHours }] }))).toEqual(['2026-03-04']);
  });

  it('drops past times and the lead time, and days after the horizon', () => {
    expect(monthAvailableDates(input({ now: at('2026-03-02', '09:30') }))).toEqual(['2026-03-03', '2026-03-04']);
    expect(monthAvailableDates(input({ now: at('2026-03-02', '09:10') }))).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    expect(monthAvailableDates(input({ now: at('2026-03-02', '09:16') }))).toEqual(['2026-03-03', '2026-03-04']);
    expect(monthAvailableDates(input({ lastBookableDate: '2026-03-03' }))).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('drops a day with no time long enough for the service', () => {
    expect(monthAvailableDates(input({ durationMin: 90 }))).toEqual([]);
    expect(monthAvailableDates(input({ barbers: [] }))).toEqual([]);
  });

  it('counts a clock-change day by its real hours', () => {
    // 29 March 2026: the clocks go forward at 01:00; a 00:30-02:30 listing keeps 00:30 and 02:00
    const night = WEEK.map((h) => ({ ...h, startTime: '00:30', endTime: '02:30', isActive: true }));
    const days = ['2026-03-29'];
    const base = { days, shopHours: night, barbers: [{ id: 'a' }] };
    expect(monthAvailableDates(input(base))).toEqual(['2026-03-29']);
    const busy = new Map([['a_2026-03-29', [{ start: at('2026-03-29', '00:30'), end: at('2026-03-29', '02:30') }]]]);
    expect(monthAvailableDates(input({ ...base, busy }))).toEqual([]);
  });
});
