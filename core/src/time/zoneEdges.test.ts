import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  dayBounds,
  dayOfWeek,
  instantToZoned,
  isValidDate,
  isValidTime,
  minutesOf,
  timeOf,
  todayIn,
  zonedToInstant,
} from './zone';

const LONDON = 'Europe/London';

describe('dates and times as text', () => {
  it('takes real YYYY-MM-DD dates only', () => {
    for (const ok of ['2026-12-31', '2026-01-01', '2028-02-29', '2000-02-29']) expect(isValidDate(ok), ok).toBe(true);
    for (const bad of [
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2100-02-29',
      '2026-12-1',
      ' 2026-12-01',
      '2026-12-01 ',
      'x2026-12-01',
      '2026-12-01x',
      '2026/12/01',
      '',
    ]) {
      expect(isValidDate(bad), bad).toBe(false);
    }
  });

  it('takes HH:mm from 00:00 to 23:59 only', () => {
    for (const ok of ['00:00', '09:05', '19:59', '20:00', '23:59']) expect(isValidTime(ok), ok).toBe(true);
    for (const bad of ['24:00', '30:00', '12:60', '9:00', '09:5', ' 09:00', '09:00 ', 'x09:00', '09:00x', '09.00', ''])
      expect(isValidTime(bad), bad).toBe(false);
  });

  it('turns HH:mm into minutes since midnight and back', () => {
    expect(minutesOf('00:00')).toBe(0);
    expect(minutesOf('09:45')).toBe(585);
    expect(minutesOf('23:59')).toBe(1439);
    expect(minutesOf('9')).toBe(540);
    expect(timeOf(0)).toBe('00:00');
    expect(timeOf(59)).toBe('00:59');
    expect(timeOf(60)).toBe('01:00');
    expect(timeOf(545)).toBe('09:05');
    expect(timeOf(1439)).toBe('23:59');
  });
});

describe('calendar days', () => {
  it('counts weekdays across the week and the year', () => {
    expect(
      ['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'].map(dayOfWeek),
    ).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('adds and subtracts days across months, years, leap days and clock changes', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
    expect(addDays('2026-12-01', 0)).toBe('2026-12-01');
    expect(addDays('2026-12-01', 90)).toBe('2027-03-01');
  });

  it('bounds an ordinary day by 24 hours of its own zone', () => {
    expect(dayBounds('2026-12-01', LONDON)).toEqual({
      start: Date.parse('2026-12-01T00:00:00Z'),
      end: Date.parse('2026-12-02T00:00:00Z'),
    });
    expect(dayBounds('2026-07-01', LONDON)).toEqual({
      start: Date.parse('2026-06-30T23:00:00Z'),
      end: Date.parse('2026-07-01T23:00:00Z'),
    });
    expect(dayBounds('2026-03-29', LONDON)).toEqual({
      start: Date.parse('2026-03-29T00:00:00Z'),
      end: Date.parse('2026-03-29T23:00:00Z'),
    });
    expect(dayBounds('2026-10-25', LONDON)).toEqual({
      start: Date.parse('2026-10-24T23:00:00Z'),
      end: Date.parse('2026-10-26T00:00:00Z'),
    });
  });
});

describe('instants and the wall clock on clock-change days', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads the instants around the spring change in London', () => {
    expect(instantToZoned(Date.parse('2026-03-29T00:59:00Z'), LONDON)).toEqual({ date: '2026-03-29', time: '00:59' });
    expect(instantToZoned(Date.parse('2026-03-29T01:00:00Z'), LONDON)).toEqual({ date: '2026-03-29', time: '02:00' });
    expect(zonedToInstant('2026-03-29', '02:00', LONDON).toISOString()).toBe('2026-03-29T01:00:00.000Z');
  });

  it('reads the instants around the autumn change in London', () => {
    expect(instantToZoned(Date.parse('2026-10-25T00:30:00Z'), LONDON)).toEqual({ date: '2026-10-25', time: '01:30' });
    expect(instantToZoned(Date.parse('2026-10-25T01:30:00Z'), LONDON)).toEqual({ date: '2026-10-25', time: '01:30' });
    expect(instantToZoned(Date.parse('2026-10-25T02:00:00Z'), LONDON)).toEqual({ date: '2026-10-25', time: '02:00' });
    expect(zonedToInstant('2026-10-25', '23:30', LONDON).toISOString()).toBe('2026-10-25T23:30:00.000Z');
  });

  it("knows today's date in the shop's zone, by default now", () => {
    expect(todayIn(LONDON, Date.parse('2026-10-24T23:30:00Z'))).toBe('2026-10-25');
    expect(todayIn(LONDON, Date.parse('2026-10-25T23:30:00Z'))).toBe('2026-10-25');
  });

  it('takes the clock as now when no instant is given', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-10-24T23:30:00Z'));
    expect(todayIn(LONDON)).toBe('2026-10-25');
    expect(todayIn('UTC')).toBe('2026-10-24');
  });
});
