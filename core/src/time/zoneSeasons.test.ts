import { afterEach, describe, expect, it, vi } from 'vitest';
import { isExistingWallTime, zonedToInstant } from './zone';

// dayjs alone places a repeated wall time by the offset in force when it is asked, so the same
// booking would land an hour apart in July and in December. These run with the server's clock
// in both seasons.
const SEASONS = { summer: '2026-07-01T12:00:00Z', winter: '2026-12-01T12:00:00Z' };

describe.each(Object.entries(SEASONS))('zonedToInstant asked in %s', (_season, now) => {
  afterEach(() => vi.useRealTimers());
  const at = (date: string, time: string, zone: string) => {
    vi.useFakeTimers({ now: new Date(now) });
    return zonedToInstant(date, time, zone).toISOString();
  };

  it('places the repeated hour of the UK autumn change at its second (GMT) occurrence', () => {
    expect(at('2026-10-25', '00:59', 'Europe/London')).toBe('2026-10-24T23:59:00.000Z');
    expect(at('2026-10-25', '01:00', 'Europe/London')).toBe('2026-10-25T01:00:00.000Z');
    expect(at('2026-10-25', '01:59', 'Europe/London')).toBe('2026-10-25T01:59:00.000Z');
    expect(at('2026-10-25', '02:00', 'Europe/London')).toBe('2026-10-25T02:00:00.000Z');
    expect(at('2027-10-31', '01:30', 'Europe/London')).toBe('2027-10-31T01:30:00.000Z');
  });

  it('places a 30-minute repeated half hour (Lord Howe) at its second occurrence', () => {
    // 2026-04-05 02:00 (+11) goes back to 01:30 (+10:30): 01:45 is shown twice
    expect(at('2026-04-05', '01:45', 'Australia/Lord_Howe')).toBe('2026-04-04T15:15:00.000Z');
    expect(at('2026-04-05', '01:29', 'Australia/Lord_Howe')).toBe('2026-04-04T14:29:00.000Z');
  });

  it('answers ordinary times and the spring change as before', () => {
    expect(at('2026-07-15', '09:00', 'Europe/London')).toBe('2026-07-15T08:00:00.000Z');
    expect(at('2026-12-15', '09:00', 'Europe/London')).toBe('2026-12-15T09:00:00.000Z');
    expect(at('2026-03-29', '00:59', 'Europe/London')).toBe('2026-03-29T00:59:00.000Z');
    expect(at('2026-03-29', '02:00', 'Europe/London')).toBe('2026-03-29T01:00:00.000Z');
    expect(at('2026-12-15', '09:00', 'Asia/Kolkata')).toBe('2026-12-15T03:30:00.000Z');
    expect(isExistingWallTime('2026-03-29', '01:30', 'Europe/London')).toBe(false);
  });
});
