import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../model/types';
import { directionsUrl, openingWeek } from './openingWeek';

// open Monday to Saturday 09:00-18:00, Sunday closed
const WEEK: BusinessHoursEntry[] = ([0, 1, 2, 3, 4, 5, 6] as const).map((dayOfWeek) => ({
  dayOfWeek,
  startTime: dayOfWeek === 6 ? '10:00' : '09:00',
  endTime: '18:00',
  isActive: dayOfWeek !== 0,
}));

describe('openingWeek', () => {
  it('lists seven days from today in the shop’s zone, today first, closed days as Closed', () => {
    // Wednesday 2026-11-25 12:00 UTC
    const week = openingWeek(WEEK, 'Europe/London', [], Date.UTC(2026, 10, 25, 12));
    expect(week.map((d) => d.day)).toEqual(['Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Monday', 'Tuesday']);
    expect(week.map((d) => d.hours)).toEqual([
      '09:00–18:00',
      '09:00–18:00',
      '09:00–18:00',
      '10:00–18:00',
      'Closed',
      '09:00–18:00',
      '09:00–18:00',
    ]);
    expect(week.map((d) => d.isToday)).toEqual([true, false, false, false, false, false, false]);
    expect(week[0]!.date).toBe('2026-11-25');
    expect(week[6]!.date).toBe('2026-12-01');
  });

  it('takes today in the shop’s zone, not the server’s', () => {
    // 23:30 UTC on Saturday is already Sunday in Tokyo
    const week = openingWeek(WEEK, 'Asia/Tokyo', [], Date.UTC(2026, 10, 28, 23, 30));
    expect(week[0]).toEqual({ date: '2026-11-29', day: 'Sunday', hours: 'Closed', isToday: true });
  });

  it('shows a closed date as Closed and a day with no entry as Closed', () => {
    const week = openingWeek(
      WEEK.filter((h) => h.dayOfWeek !== 4),
      'Europe/London',
      ['2026-11-27'],
      Date.UTC(2026, 10, 25, 12),
    );
    expect(week[1]).toMatchObject({ day: 'Thursday', hours: 'Closed' });
    expect(week[2]).toMatchObject({ day: 'Friday', hours: 'Closed' });
    expect(week[3]).toMatchObject({ day: 'Saturday', hours: '10:00–18:00' });
  });
});

describe('directionsUrl', () => {
  it('searches Google Maps for the whole address, encoded', () => {
    expect(directionsUrl(' 12 Redchurch Street, London E2 7DJ ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Redchurch%20Street%2C%20London%20E2%207DJ',
    );
  });
});
