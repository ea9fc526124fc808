import { describe, expect, it } from 'vitest';
import { addDays, dayBounds, dayOfWeek, instantToZoned, isExistingWallTime, isValidDate, todayIn, zonedToInstant } from './zone';

const LONDON = 'Europe/London';

describe('zone arithmetic', () => {
  it('maps London wall-clock times to UTC in winter and summer', () => {
    expect(zonedToInstant('2026-01-15', '09:00', LONDON).toISOString()).toBe('2026-01-15T09:00:00.000Z');
    expect(zonedToInstant('2026-07-15', '09:00', LONDON).toISOString()).toBe('2026-07-15T08:00:00.000Z');
  });

  it('is right on both sides of the spring change (2026-03-29)', () => {
    expect(zonedToInstant('2026-03-29', '00:30', LONDON).toISOString()).toBe('2026-03-29T00:30:00.000Z');
    expect(zonedToInstant('2026-03-29', '09:00', LONDON).toISOString()).toBe('2026-03-29T08:00:00.000Z');
    const { start, end } = dayBounds('2026-03-29', LONDON);
    expect((end - start) / 3_600_000).toBe(23);
  });

  it('is right on both sides of the autumn change (2026-10-25)', () => {
    expect(zonedToInstant('2026-10-25', '00:30', LONDON).toISOString()).toBe('2026-10-24T23:30:00.000Z');
    expect(zonedToInstant('2026-10-25', '09:00', LONDON).toISOString()).toBe('2026-10-25T09:00:00.000Z');
    const { start, end } = dayBounds('2026-10-25', LONDON);
    expect((end - start) / 3_600_000).toBe(25);
  });

  it('knows the wall-clock times the spring change skips, and that the autumn one repeats rather than skips', () => {
    expect(
      ['00:30', '00:59', '01:00', '01:30', '01:59', '02:00'].map((t) => isExistingWallTime('2027-03-28', t, LONDON)),
    ).toEqual([true, true, false, false, false, true]);
    expect(['00:30', '01:00', '01:30', '02:00'].map((t) => isExistingWallTime('2027-10-31', t, LONDON))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isExistingWallTime('2027-03-28', '01:30', 'America/New_York')).toBe(true);
  });

  it('reads instants back in the zone', () => {
    expect(instantToZoned(new Date('2026-07-15T08:00:00Z'), LONDON)).toEqual({ date: '2026-07-15', time: '09:00' });
    expect(instantToZoned(new Date('2026-12-31T23:30:00Z'), 'Europe/Paris')).toEqual({ date: '2027-01-01', time: '00:30' });
    expect(todayIn(LONDON, new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });

  it('knows weekdays and real dates', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-23')).toBe(1);
    expect(addDays('2026-10-24', 2)).toBe('2026-10-26');
    expect(isValidDate('2026-02-29')).toBe(false);
    expect(isValidDate('2028-02-29')).toBe(true);
    expect(isValidDate('2026-1-5')).toBe(false);
  });
});
