import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../model/types';
import { computeDaySlots, SLOT_REASONS, unavailableReason, type BarberDayInput } from '../slots/slots';
import { monthAvailableDates } from '../booking/monthAvailability';
import {
  blockWithoutDay,
  removeBreakSeries,
  skipBreakOn,
  weeklyBreaksSchema,
  withBreakOnDays,
  withClosedDate,
  withoutClosedDate,
} from './schedule';

const LONDON = 'Europe/London';
const HOURS: BusinessHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
  dayOfWeek: d as BusinessHoursEntry['dayOfWeek'],
  startTime: '09:00',
  endTime: '18:00',
  isActive: d !== 0,
}));
const lunch = withBreakOnDays([], [1, 2, 3, 4, 5], '13:00', '13:30');
const day = (date: string, overrides: Partial<BarberDayInput> = {}): BarberDayInput => ({
  date,
  timeZone: LONDON,
  shopHours: HOURS,
  durationMin: 30,
  busy: [],
  blocks: [],
  now: 0,
  weeklyBreaks: lunch,
  ...overrides,
});

describe('weekly breaks in the slot engine', () => {
  it('blocks lunch Monday to Friday and leaves Saturday free', () => {
    expect(unavailableReason(day('2026-12-01'), '13:00')).toBe(SLOT_REASONS.blocked); // Tuesday
    expect(unavailableReason(day('2026-12-01'), '12:30')).toBeNull();
    expect(unavailableReason(day('2026-12-01'), '13:30')).toBeNull();
    expect(unavailableReason(day('2026-12-05'), '13:00')).toBeNull(); // Saturday
  });

  it('tells the owner it is a break and the public only that the barber is away', () => {
    expect(computeDaySlots(day('2026-12-02', { blockReasons: true })).find((s) => s.time === '13:00')?.reason).toBe('Break');
    expect(computeDaySlots(day('2026-12-02')).find((s) => s.time === '13:00')?.reason).toBe('Not Available');
  });

  it('frees one occurrence taken out ("this day only") and keeps the rest of the series', () => {
    const skippedBreaks = skipBreakOn({}, '2026-12-02', '13:00', '2026-11-24');
    expect(unavailableReason(day('2026-12-02', { skippedBreaks }), '13:00')).toBeNull();
    expect(unavailableReason(day('2026-12-09', { skippedBreaks }), '13:00')).toBe(SLOT_REASONS.blocked);
  });

  it('removes the whole series', () => {
    const none = removeBreakSeries(lunch, 3, '13:00');
    expect(unavailableReason(day('2026-12-02', { weeklyBreaks: none }), '13:00')).toBeNull(); // Wednesday
    expect(unavailableReason(day('2026-12-03', { weeklyBreaks: none }), '13:00')).toBe(SLOT_REASONS.blocked);
  });

  it('refuses a visit that would run into the break', () => {
    expect(unavailableReason(day('2026-12-01', { durationMin: 45 }), '12:30')).toBe(SLOT_REASONS.blocked);
  });
});

describe('shop closures', () => {
  it('close every time of a closed date, and the month shows the day as not available', () => {
    const closedDates = withClosedDate([], '2026-12-28', '2026-11-24');
    expect(computeDaySlots(day('2026-12-28', { closedDates })).every((s) => s.reason === SLOT_REASONS.closed)).toBe(true);
    expect(unavailableReason(day('2026-12-29', { closedDates }), '10:00')).toBeNull();
    const dates = monthAvailableDates({
      days: ['2026-12-27', '2026-12-28', '2026-12-29'],
      timeZone: LONDON,
      shopHours: HOURS,
      closedDates,
      barbers: [{ id: 'sam', weeklyBreaks: lunch }],
      durationMin: 30,
      busy: new Map(),
      blocks: new Map(),
      now: 0,
      leadTimeMin: 0,
      lastBookableDate: '2027-12-31',
    });
    expect(dates).toEqual(['2026-12-29']); // the 27th is a Sunday
  });

  it('keeps the list sorted, without repeats or past dates', () => {
    expect(withClosedDate(['2026-01-01', '2026-12-28'], '2026-12-25', '2026-11-24')).toEqual(['2026-12-25', '2026-12-28']);
    expect(withClosedDate(['2026-12-25'], '2026-12-25', '2026-11-24')).toEqual(['2026-12-25']);
    expect(withoutClosedDate(['2026-12-25', '2026-12-28'], '2026-12-25')).toEqual(['2026-12-28']);
  });
});

describe('weekly break edits', () => {
  it('replaces a clashing break of the same day and sorts by day and time', () => {
    const moved = withBreakOnDays(lunch, [2], '13:15', '14:00');
    expect(moved.filter((b) => b.dayOfWeek === 2)).toEqual([{ dayOfWeek: 2, startTime: '13:15', endTime: '14:00' }]);
    expect(moved.map((b) => b.dayOfWeek)).toEqual([1, 2, 3, 4, 5]);
  });

  it('validates: end after start, no overlap, three a day at most', async () => {
    await expect(weeklyBreaksSchema.validate(lunch)).resolves.toBeTruthy();
    await expect(weeklyBreaksSchema.validate([{ dayOfWeek: 1, startTime: '13:00', endTime: '12:00' }])).rejects.toThrow(
      'A break must end after it starts',
    );
    await expect(
      weeklyBreaksSchema.validate([
        { dayOfWeek: 1, startTime: '13:00', endTime: '14:00' },
        { dayOfWeek: 1, startTime: '13:30', endTime: '14:30' },
      ]),
    ).rejects.toThrow('Breaks on the same day cannot overlap');
    const four = ['09:00', '10:00', '11:00', '12:00'].map((t) => ({
      dayOfWeek: 1,
      startTime: t,
      endTime: `${t.slice(0, 2)}:30`,
    }));
    await expect(weeklyBreaksSchema.validate(four)).rejects.toThrow('At most 3 breaks a day');
  });

  it('drops skipped occurrences already past', () => {
    expect(skipBreakOn({ skippedBreaks: ['2026-11-02 13:00'] }, '2026-12-02', '13:00', '2026-11-24')).toEqual([
      '2026-12-02 13:00',
    ]);
  });
});

describe('blockWithoutDay', () => {
  it('splits a range around the day, trims an end, or leaves nothing of a one-day block', () => {
    const week = { startDate: '2026-12-07', endDate: '2026-12-11' };
    expect(blockWithoutDay(week, '2026-12-09')).toEqual([
      { startDate: '2026-12-07', endDate: '2026-12-08' },
      { startDate: '2026-12-10', endDate: '2026-12-11' },
    ]);
    expect(blockWithoutDay(week, '2026-12-07')).toEqual([{ startDate: '2026-12-08', endDate: '2026-12-11' }]);
    expect(blockWithoutDay(week, '2026-12-11')).toEqual([{ startDate: '2026-12-07', endDate: '2026-12-10' }]);
    expect(blockWithoutDay({ startDate: '2026-12-07', endDate: '2026-12-07' }, '2026-12-07')).toEqual([]);
  });
});
