import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../model/types';
import { messagesOf } from '../test-support/schemaErrors';
import { zonedToInstant } from '../time/zone';
import type { MonthAvailabilityInput } from './monthAvailability';
import { nextAvailableQuerySchema, searchWindows, soonestFreeTime } from './nextAvailable';

const WEEK: BusinessHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
  dayOfWeek: d as BusinessHoursEntry['dayOfWeek'],
  startTime: '09:00',
  endTime: '11:00',
  isActive: d !== 0,
}));
const LONDON = 'Europe/London';
const at = (date: string, time: string, zone = LONDON) => zonedToInstant(date, time, zone).getTime();
const booked = (date: string, from: string, to: string) => ({ start: at(date, from), end: at(date, to) });

function input(over: Partial<MonthAvailabilityInput> = {}): MonthAvailabilityInput {
  return {
    // Sun 1 March (closed) to Wed 4 March 2026, seen from the evening of 28 February
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

describe('soonestFreeTime', () => {
  it('skips a closed day and answers the first time of the next open one', () => {
    expect(soonestFreeTime(input())).toEqual({ date: '2026-03-02', time: '09:00' });
  });

  it('skips a closed date and a day fully booked', () => {
    const busy = new Map([
      ['a_2026-03-03', [booked('2026-03-03', '09:00', '11:00')]],
      ['b_2026-03-03', [booked('2026-03-03', '09:00', '10:30')]],
    ]);
    expect(soonestFreeTime(input({ closedDates: ['2026-03-02'], busy }))).toEqual({ date: '2026-03-03', time: '10:30' });
    expect(soonestFreeTime(input({ closedDates: ['2026-03-02'], busy, barbers: [{ id: 'a' }] }))).toEqual({
      date: '2026-03-04',
      time: '09:00',
    });
  });

  it('takes the earliest time of the day whichever barber has it', () => {
    const busy = new Map([
      ['a_2026-03-02', [booked('2026-03-02', '09:00', '10:00')]],
      ['b_2026-03-02', [booked('2026-03-02', '09:00', '09:30')]],
    ]);
    expect(soonestFreeTime(input({ busy }))).toEqual({ date: '2026-03-02', time: '09:30' });
    expect(soonestFreeTime(input({ busy, barbers: [{ id: 'a' }] }))).toEqual({ date: '2026-03-02', time: '10:00' });
  });

  it('keeps the lead time and past times out: a morning nearly gone moves on', () => {
    expect(soonestFreeTime(input({ now: at('2026-03-02', '09:10') }))).toEqual({ date: '2026-03-02', time: '09:30' });
    expect(soonestFreeTime(input({ now: at('2026-03-02', '09:16') }))).toEqual({ date: '2026-03-02', time: '10:00' });
    expect(soonestFreeTime(input({ now: at('2026-03-02', '10:50') }))).toEqual({ date: '2026-03-03', time: '09:00' });
  });

  it('respects weekly breaks and time off', () => {
    const weeklyBreaks = [{ dayOfWeek: 1 as const, startTime: '09:00', endTime: '10:00' }];
    expect(soonestFreeTime(input({ barbers: [{ id: 'a', weeklyBreaks }] }))).toEqual({ date: '2026-03-02', time: '10:00' });
    const holiday = {
      startDate: '2026-03-02',
      endDate: '2026-03-03',
      startTime: null,
      endTime: null,
      isAllDay: true,
      reason: 'vacation' as const,
    };
    expect(soonestFreeTime(input({ barbers: [{ id: 'a' }], blocks: new Map([['a', [holiday]]]) }))).toEqual({
      date: '2026-03-04',
      time: '09:00',
    });
  });

  it("follows the barber's own hours", () => {
    const weeklyHours = WEEK.map((h) => ({ ...h, startTime: '10:00', isActive: h.dayOfWeek === 3 }));
    expect(soonestFreeTime(input({ barbers: [{ id: 'a', weeklyHours }] }))).toEqual({ date: '2026-03-04', time: '10:00' });
  });

  it('finds nothing past the horizon, with nobody to book, or with no time long enough', () => {
    expect(soonestFreeTime(input({ lastBookableDate: '2026-03-01' }))).toBeNull();
    expect(soonestFreeTime(input({ barbers: [] }))).toBeNull();
    expect(soonestFreeTime(input({ durationMin: 150 }))).toBeNull();
    expect(soonestFreeTime(input({ days: [] }))).toBeNull();
  });

  it("reads hours in the shop's zone", () => {
    // 09:00 in New York is 14:00 in London: seen at 13:00 London time the morning is still ahead
    const zone = 'America/New_York';
    const now = at('2026-03-02', '13:00');
    expect(soonestFreeTime(input({ timeZone: zone, now }))).toEqual({ date: '2026-03-02', time: '09:00' });
    expect(soonestFreeTime(input({ timeZone: LONDON, now }))).toEqual({ date: '2026-03-03', time: '09:00' });
  });
});

describe('searchWindows', () => {
  it('cuts the dates into windows of the given size, the last one shorter', () => {
    expect(searchWindows('2026-03-30', '2026-04-03', 2)).toEqual([
      ['2026-03-30', '2026-03-31'],
      ['2026-04-01', '2026-04-02'],
      ['2026-04-03'],
    ]);
    expect(searchWindows('2026-03-30', '2026-03-30', 2)).toEqual([['2026-03-30']]);
    expect(searchWindows('2026-03-30', '2026-03-29', 2)).toEqual([]);
  });

  it('covers a 90-day horizon in windows of 14 days', () => {
    const windows = searchWindows('2026-01-01', '2026-04-01');
    expect(windows.map((w) => w.length)).toEqual([14, 14, 14, 14, 14, 14, 7]);
    expect(windows.flat().at(-1)).toBe('2026-04-01');
  });
});

describe('nextAvailableQuerySchema', () => {
  it('accepts a service with or without a barber and a list of services', async () => {
    for (const extra of [{}, { barberId: '' }, { barberId: 'any' }, { barberId: 'b1' }, { serviceIds: 's1,s2' }])
      expect(await messagesOf(nextAvailableQuerySchema, { serviceId: 's1', ...extra })).toEqual([]);
  });

  it('refuses a missing service, a bad barber, a list not starting with the service, a repeated value', async () => {
    expect(await messagesOf(nextAvailableQuerySchema, {})).toEqual(['serviceId is required']);
    expect(await messagesOf(nextAvailableQuerySchema, { serviceId: 's1', barberId: 'a/b' })).toEqual([
      "barberId must be a barber's id, or 'any'",
    ]);
    expect(await messagesOf(nextAvailableQuerySchema, { serviceId: 's1', serviceIds: 's2,s1' })).toEqual([
      'serviceIds must start with serviceId',
    ]);
    expect(await messagesOf(nextAvailableQuerySchema, { serviceId: ['s1', 's2'] })).toEqual(['serviceId must be text']);
  });
});
