import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry, DayOfWeek } from '../model/types';
import { ownerTimeOptions } from './ownerTimes';

const LONDON = 'Europe/London';
const sundays = (startTime: string, endTime: string, isActive = true): BusinessHoursEntry[] =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => ({
    dayOfWeek: d as DayOfWeek,
    ...(d === 0 ? { startTime, endTime, isActive } : { startTime: '09:00', endTime: '18:00', isActive: true }),
  }));
const labels = (date: string, hours: BusinessHoursEntry[]) => ownerTimeOptions(date, LONDON, hours).map((o) => o.label);

describe('ownerTimeOptions', () => {
  it("offers the grid's rows on an ordinary day, and no instant to send", () => {
    const options = ownerTimeOptions('2027-10-27', LONDON, sundays('00:00', '12:00'));
    expect(options.map((o) => o.label)).toEqual([
      '09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00', '13:30', '14:00',
      '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30', '18:00', '18:30', '19:00',
    ]); // prettier-ignore
    expect(options.every((o) => o.start === null && o.value === o.time)).toBe(true);
  });

  it('adds the hours the shop opens outside the grid, and offers both 01:30s on the day the clocks go back', () => {
    const options = ownerTimeOptions('2027-10-31', LONDON, sundays('00:00', '12:00'));
    expect(options.slice(0, 8)).toEqual([
      { value: '00:00', time: '00:00', label: '00:00', start: null },
      { value: '00:30', time: '00:30', label: '00:30', start: null },
      { value: '01:00 BST', time: '01:00', label: '01:00 BST', start: Date.parse('2027-10-31T00:00:00Z') },
      { value: '01:00 GMT', time: '01:00', label: '01:00 GMT', start: Date.parse('2027-10-31T01:00:00Z') },
      { value: '01:30 BST', time: '01:30', label: '01:30 BST', start: Date.parse('2027-10-31T00:30:00Z') },
      { value: '01:30 GMT', time: '01:30', label: '01:30 GMT', start: Date.parse('2027-10-31T01:30:00Z') },
      { value: '02:00', time: '02:00', label: '02:00', start: null },
      { value: '02:30', time: '02:30', label: '02:30', start: null },
    ]);
    expect(labels('2027-10-31', sundays('00:00', '12:00')).at(-1)).toBe('19:00');
  });

  it('leaves out the hour skipped when the clocks go forward', () => {
    expect(labels('2027-03-28', sundays('00:00', '12:00')).slice(0, 4)).toEqual(['00:00', '00:30', '02:00', '02:30']);
  });

  it('offers only the grid when the shop is closed that day or has no hours', () => {
    expect(labels('2027-10-31', sundays('00:00', '12:00', false))[0]).toBe('09:00');
    expect(labels('2027-10-31', [])[0]).toBe('09:00');
    expect(labels('2027-10-31', sundays('08:00', '20:00')).slice(0, 2)).toEqual(['08:00', '08:30']);
    expect(labels('2027-10-31', sundays('08:00', '20:00')).at(-1)).toBe('19:30');
  });
});
