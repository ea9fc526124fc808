import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../model/types';
import { computeDaySlots } from './slots';
import { isOnSlotGrid, slotGridTimes } from './slotGrid';

const HOURS: BusinessHoursEntry[] = [0, 1, 2, 3, 4, 5, 6].map((d) => ({
  dayOfWeek: d as BusinessHoursEntry['dayOfWeek'],
  startTime: '09:00',
  endTime: '18:00',
  isActive: d !== 0,
}));
const TUESDAY = '2026-12-01';

describe('slot grid', () => {
  it('lists the same start times as the slot engine', () => {
    const engine = computeDaySlots({
      date: TUESDAY,
      timeZone: 'Europe/London',
      shopHours: HOURS,
      durationMin: 30,
      busy: [],
      blocks: [],
      now: 0,
    });
    expect(slotGridTimes(HOURS, TUESDAY)).toEqual(engine.map((s) => s.time));
    expect(slotGridTimes(HOURS, TUESDAY)[0]).toBe('09:00');
    expect(slotGridTimes(HOURS, TUESDAY).at(-1)).toBe('17:30');
  });

  it('takes listed times and refuses times between them or outside the window', () => {
    expect(isOnSlotGrid(HOURS, TUESDAY, '09:00')).toBe(true);
    expect(isOnSlotGrid(HOURS, TUESDAY, '11:30')).toBe(true);
    expect(isOnSlotGrid(HOURS, TUESDAY, '11:15')).toBe(false);
    expect(isOnSlotGrid(HOURS, TUESDAY, '09:07')).toBe(false);
    expect(isOnSlotGrid(HOURS, TUESDAY, '08:30')).toBe(false);
    expect(isOnSlotGrid(HOURS, TUESDAY, '18:00')).toBe(false);
  });

  it('follows the window of a shop opening off the hour and another step', () => {
    const late = HOURS.map((h) => ({ ...h, startTime: '09:15' }));
    expect(isOnSlotGrid(late, TUESDAY, '09:45')).toBe(true);
    expect(isOnSlotGrid(late, TUESDAY, '10:00')).toBe(false);
    expect(isOnSlotGrid(HOURS, TUESDAY, '11:15', 15)).toBe(true);
  });

  it('counts the grid from the opening time, not from midnight', () => {
    const tenPast = HOURS.map((h) => ({ ...h, startTime: '09:10', endTime: '11:00' }));
    expect(slotGridTimes(tenPast, TUESDAY)).toEqual(['09:10', '09:40', '10:10', '10:40']);
    expect(isOnSlotGrid(tenPast, TUESDAY, '09:40')).toBe(true);
    expect(isOnSlotGrid(tenPast, TUESDAY, '10:00')).toBe(false);
    expect(isOnSlotGrid(tenPast, TUESDAY, '10:40')).toBe(true);
    expect(isOnSlotGrid(tenPast, TUESDAY, '11:10')).toBe(false);
    expect(isOnSlotGrid(tenPast, TUESDAY, '08:40')).toBe(false);
  });
});
