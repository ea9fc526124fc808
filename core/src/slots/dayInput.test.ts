import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../model/types';
import { barberDayInput, daySchedule, type BarberSchedule } from './dayInput';

const hours: BusinessHoursEntry[] = [{ dayOfWeek: 1, isActive: true, startTime: '09:00', endTime: '17:00' }];
const shop = { timezone: 'Europe/London', businessHours: hours, closedDates: ['2026-12-25'] };
const barber: BarberSchedule = {
  weeklyHours: [{ dayOfWeek: 1, isActive: true, startTime: '10:00', endTime: '16:00' }],
  weeklyBreaks: [{ dayOfWeek: 1, startTime: '12:00', endTime: '13:00' }],
  skippedBreaks: ['2026-03-09 12:00'],
};

describe('the slot engine input for a barber day', () => {
  it('reads the schedule of the shop and of the barber', () => {
    expect(daySchedule(shop, barber)).toEqual({
      timeZone: 'Europe/London',
      shopHours: hours,
      barberHours: barber.weeklyHours,
      weeklyBreaks: barber.weeklyBreaks,
      skippedBreaks: barber.skippedBreaks,
      closedDates: ['2026-12-25'],
    });
    expect(daySchedule({ timezone: 'Europe/London', businessHours: hours }, {})).toEqual({
      timeZone: 'Europe/London',
      shopHours: hours,
      barberHours: undefined,
      weeklyBreaks: undefined,
      skippedBreaks: undefined,
      closedDates: undefined,
    });
  });

  it('adds the day, the visit, the bookings, the blocks, now and the asker’s rules', () => {
    const busy = [{ start: 1, end: 2 }];
    const input = barberDayInput({
      shop,
      barber,
      date: '2026-03-09',
      visit: { durationMin: 45, bufferMin: 10 },
      busy,
      blocks: [],
      now: 5,
      rules: { leadTimeMin: 15, lastBookableDate: '2026-06-01' },
    });
    expect(input).toEqual({
      ...daySchedule(shop, barber),
      date: '2026-03-09',
      durationMin: 45,
      bufferMin: 10,
      busy,
      blocks: [],
      now: 5,
      leadTimeMin: 15,
      lastBookableDate: '2026-06-01',
    });
  });

  it('without a buffer or rules: no cleanup, no lead time, no horizon', () => {
    const input = barberDayInput({ shop, barber, date: '2026-03-09', visit: { durationMin: 30 }, busy: [], blocks: [], now: 0 });
    expect(input.bufferMin).toBe(0);
    expect(input.leadTimeMin).toBeUndefined();
    expect(input.lastBookableDate).toBeUndefined();
    expect(input.blockReasons).toBeUndefined();
  });
});
