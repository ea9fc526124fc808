import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry, DayOfWeek } from '../model/types';
import type { BlockLike } from '../slots/slots';
import { zonedToInstant } from '../time/zone';
import { coveredMinutes, minutesIn, withoutIntervals, workingIntervals, type WorkSchedule } from './workingTime';

const TZ = 'Europe/London';
const hours = (days: number[], startTime: string, endTime: string): BusinessHoursEntry[] =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d as DayOfWeek, startTime, endTime, isActive: days.includes(d) }));
/** Mon-Sat 09:00-17:00, Sunday shut */
const shop: WorkSchedule = { timeZone: TZ, shopHours: hours([1, 2, 3, 4, 5, 6], '09:00', '17:00') };
const MONDAY = '2026-11-23';
const minutes = (s: WorkSchedule, date: string, blocks: BlockLike[] = []) => minutesIn(workingIntervals(s, blocks, date));
const block = (startTime: string | null, endTime: string | null, startDate = MONDAY, endDate = startDate): BlockLike => ({
  startDate,
  endDate,
  startTime,
  endTime,
  isAllDay: startTime === null,
  reason: 'meeting',
});
const at = (date: string, time: string) => zonedToInstant(date, time, TZ).getTime();

describe('withoutIntervals', () => {
  it('cuts holes out of an interval', () => {
    expect(
      withoutIntervals({ start: 0, end: 100 }, [
        { start: 10, end: 20 },
        { start: 50, end: 60 },
      ]),
    ).toEqual([
      { start: 0, end: 10 },
      { start: 20, end: 50 },
      { start: 60, end: 100 },
    ]);
  });

  it('ignores cuts outside it and trims cuts over its ends', () => {
    expect(
      withoutIntervals({ start: 10, end: 100 }, [
        { start: 0, end: 5 },
        { start: 0, end: 10 },
        { start: 5, end: 20 },
        { start: 90, end: 120 },
        { start: 100, end: 130 },
      ]),
    ).toEqual([{ start: 20, end: 90 }]);
  });

  it('a cut after its end leaves the rest whole', () => {
    expect(
      withoutIntervals({ start: 0, end: 100 }, [
        { start: 10, end: 20 },
        { start: 150, end: 160 },
      ]),
    ).toEqual([
      { start: 0, end: 10 },
      { start: 20, end: 100 },
    ]);
    expect(withoutIntervals({ start: 0, end: 100 }, [{ start: 100, end: 160 }])).toEqual([{ start: 0, end: 100 }]);
  });

  it('leaves nothing when a cut covers it, and all of it with no cuts', () => {
    expect(withoutIntervals({ start: 10, end: 20 }, [{ start: 0, end: 30 }])).toEqual([]);
    expect(withoutIntervals({ start: 10, end: 20 }, [{ start: 10, end: 20 }])).toEqual([]);
    expect(withoutIntervals({ start: 10, end: 20 }, [])).toEqual([{ start: 10, end: 20 }]);
  });
});

describe('workingIntervals: the shop and barber hours', () => {
  it("an ordinary day is the shop's hours", () => {
    expect(workingIntervals(shop, [], MONDAY)).toEqual([{ start: at(MONDAY, '09:00'), end: at(MONDAY, '17:00') }]);
    expect(minutes(shop, MONDAY)).toBe(480);
  });

  it('nothing on a day the shop is shut or a closed date', () => {
    expect(minutes(shop, '2026-11-29')).toBe(0);
    expect(minutes({ ...shop, closedDates: ['2026-11-22', MONDAY] }, MONDAY)).toBe(0);
    expect(minutes({ ...shop, closedDates: ['2026-11-22'] }, MONDAY)).toBe(480);
  });

  it("a barber's own hours narrow the shop's; their day off is nothing", () => {
    const own = { ...shop, barberHours: hours([1, 2, 3, 4, 5], '10:00', '16:00') };
    expect(minutes(own, MONDAY)).toBe(360);
    expect(minutes(own, '2026-11-28')).toBe(0);
    expect(minutes({ ...shop, barberHours: hours([1], '08:00', '18:00') }, MONDAY)).toBe(480);
    // an empty list is no hours of their own: the shop's
    expect(minutes({ ...shop, barberHours: [] }, MONDAY)).toBe(480);
  });

  it("a barber's hours never open a day the shop is shut", () => {
    expect(minutes({ ...shop, barberHours: hours([0], '09:00', '17:00') }, '2026-11-29')).toBe(0);
  });

  it('a shop with no entry for the day is shut', () => {
    expect(minutes({ ...shop, shopHours: [] }, MONDAY)).toBe(0);
  });
});

describe('workingIntervals: breaks and blocks', () => {
  const lunch = { ...shop, weeklyBreaks: [{ dayOfWeek: 1 as DayOfWeek, startTime: '13:00', endTime: '13:30' }] };

  it('takes weekly breaks out on their weekday only', () => {
    expect(workingIntervals(lunch, [], MONDAY)).toEqual([
      { start: at(MONDAY, '09:00'), end: at(MONDAY, '13:00') },
      { start: at(MONDAY, '13:30'), end: at(MONDAY, '17:00') },
    ]);
    expect(minutes(lunch, '2026-11-24')).toBe(480);
  });

  it('a break taken out that day is working time again', () => {
    expect(minutes({ ...lunch, skippedBreaks: [`${MONDAY} 13:00`] }, MONDAY)).toBe(480);
    expect(minutes({ ...lunch, skippedBreaks: ['2026-11-30 13:00'] }, MONDAY)).toBe(450);
  });

  it('takes time blocks out, overlapping ones once, and only on their days', () => {
    expect(minutes(shop, MONDAY, [block('10:00', '12:00')])).toBe(360);
    expect(minutes(lunch, MONDAY, [block('12:00', '13:15')])).toBe(390);
    expect(minutes(shop, MONDAY, [block('08:00', '10:00')])).toBe(420);
    expect(minutes(shop, MONDAY, [block('10:00', '12:00', '2026-11-24')])).toBe(480);
    expect(minutes(shop, '2026-11-25', [block('10:00', '11:00', MONDAY, '2026-11-27')])).toBe(420);
  });

  it('an all-day block leaves nothing', () => {
    expect(minutes(shop, MONDAY, [block(null, null)])).toBe(0);
    expect(workingIntervals(shop, [block(null, null)], MONDAY)).toEqual([]);
  });
});

describe('workingIntervals on the days the clocks change', () => {
  // open from 00:30 to 03:00 on Sundays: the clocks change at 01:00 (spring) and 02:00 (autumn)
  const night = { timeZone: TZ, shopHours: hours([0], '00:30', '03:00') };

  it('an ordinary Sunday is two and a half hours', () => {
    expect(minutes(night, '2026-03-22')).toBe(150);
  });

  it('the spring Sunday loses the hour the clocks skip', () => {
    expect(minutes(night, '2026-03-29')).toBe(90);
  });

  it('the autumn Sunday gains the hour shown twice', () => {
    expect(minutes(night, '2026-10-25')).toBe(210);
  });
});

describe('coveredMinutes', () => {
  const work = [
    { start: at(MONDAY, '09:00'), end: at(MONDAY, '13:00') },
    { start: at(MONDAY, '13:30'), end: at(MONDAY, '17:00') },
  ];
  const busy = (from: string, to: string) => ({ start: at(MONDAY, from), end: at(MONDAY, to) });

  it('counts the booked minutes inside working time only', () => {
    expect(coveredMinutes(work, [busy('10:00', '10:30')])).toBe(30);
    expect(coveredMinutes(work, [busy('12:45', '13:45')])).toBe(30);
    expect(coveredMinutes(work, [busy('08:30', '09:15'), busy('16:45', '17:30')])).toBe(30);
    expect(coveredMinutes(work, [busy('13:00', '13:30')])).toBe(0);
  });

  it('counts overlapping bookings once', () => {
    expect(coveredMinutes(work, [busy('10:00', '11:00'), busy('10:30', '11:30')])).toBe(90);
  });

  it('is zero with no work or no bookings', () => {
    expect(coveredMinutes([], [busy('10:00', '11:00')])).toBe(0);
    expect(coveredMinutes(work, [])).toBe(0);
  });
});
