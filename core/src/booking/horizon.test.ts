import { describe, expect, it, vi } from 'vitest';
import type { BusinessHoursEntry, DayOfWeek } from '../model/types';
import { computeDaySlots } from '../slots/slots';
import { DEFAULT_BOOKING_HORIZON_DAYS, horizonDaysOf, horizonRefusal, isBeyondHorizon, lastBookableDate } from './horizon';
import { bookingHorizonDaysField, bookingWindowSchema } from './horizonField';
import { shopPatchSchema } from '../shop/schemas';
import { messagesOf } from '../test-support/schemaErrors';

const LONDON = 'Europe/London';

describe('booking horizon', () => {
  it('makes today plus the horizon the last bookable date, in the shop zone', () => {
    const now = Date.UTC(2026, 0, 1, 12);
    expect(lastBookableDate(LONDON, 90, now)).toBe('2026-04-01');
    expect(isBeyondHorizon('2026-04-01', '2026-04-01')).toBe(false);
    expect(isBeyondHorizon('2026-04-02', '2026-04-01')).toBe(true);
    // 23:30 UTC on 31 Dec is already 1 Jan in Auckland
    expect(lastBookableDate('Pacific/Auckland', 1, Date.UTC(2025, 11, 31, 23, 30))).toBe('2026-01-02');
  });

  it("uses the shop's setting when valid, else 90 days", () => {
    expect(DEFAULT_BOOKING_HORIZON_DAYS).toBe(90);
    expect(horizonDaysOf({})).toBe(90);
    expect(horizonDaysOf({ bookingHorizonDays: 120 })).toBe(120);
    for (const bad of [0, 366, 1.5, '120', null]) expect(horizonDaysOf({ bookingHorizonDays: bad })).toBe(90);
    expect(horizonRefusal(90)).toBe('Online bookings open 90 days ahead. Please choose an earlier date.');
    expect(horizonRefusal(1)).toBe('Online bookings open 1 day ahead. Please choose an earlier date.');
  });

  it('accepts whole numbers from 1 to 365 only, as JSON numbers', async () => {
    const field = bookingHorizonDaysField();
    for (const ok of [1, 90, 365]) await expect(field.validate(ok)).resolves.toBe(ok);
    for (const bad of [0, 366, 12.5, '90', true, null, Number.NaN]) {
      await expect(field.validate(bad)).rejects.toThrow('Booking window must be a whole number of days from 1 to 365');
    }
    await expect(shopPatchSchema.validate({ bookingHorizonDays: 120 })).resolves.toMatchObject({ bookingHorizonDays: 120 });
    await expect(shopPatchSchema.validate({ address: 'High Street 1' })).resolves.not.toHaveProperty('bookingHorizonDays');
    await expect(shopPatchSchema.validate({ bookingHorizonDays: '120' })).rejects.toThrow(/Booking window/);
  });

  it('lists every time of a day beyond the horizon as too far ahead', () => {
    const open = { startTime: '09:00', endTime: '11:00', isActive: true };
    const day = {
      timeZone: LONDON,
      shopHours: ([0, 1, 2, 3, 4, 5, 6] as DayOfWeek[]).map((dayOfWeek): BusinessHoursEntry => ({ dayOfWeek, ...open })),
      durationMin: 30,
      busy: [],
      blocks: [],
      now: Date.UTC(2026, 0, 1, 12),
      lastBookableDate: '2026-04-01',
    };
    expect(computeDaySlots({ ...day, date: '2026-04-01' })).toEqual(
      ['09:00', '09:30', '10:00', '10:30'].map((time) => ({ time, available: true })),
    );
    const beyond = computeDaySlots({ ...day, date: '2026-04-02' });
    expect(beyond).toHaveLength(4);
    expect(beyond.every((s) => !s.available && s.reason === 'Too far ahead to book online')).toBe(true);
  });

  it('takes a setting of exactly 1 or 365 days', () => {
    expect(horizonDaysOf({ bookingHorizonDays: 1 })).toBe(1);
    expect(horizonDaysOf({ bookingHorizonDays: 365 })).toBe(365);
    expect(horizonDaysOf({ bookingHorizonDays: -90 })).toBe(90);
    expect(horizonRefusal(2)).toBe('Online bookings open 2 days ahead. Please choose an earlier date.');
  });

  it("counts from today's date in the shop zone, by default now, across the clock change", () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.parse('2026-10-24T23:30:00Z')); // already 25 October in London
      expect(lastBookableDate(LONDON, 1)).toBe('2026-10-26');
      expect(lastBookableDate('UTC', 1)).toBe('2026-10-25');
    } finally {
      vi.useRealTimers();
    }
    expect(lastBookableDate(LONDON, 365, Date.UTC(2026, 2, 29, 0, 30))).toBe('2027-03-29');
    expect(isBeyondHorizon('2026-03-31', '2026-04-01')).toBe(false);
  });
});

describe('bookingWindowSchema', () => {
  const message = 'Booking window must be a whole number of days from 1 to 365';

  it('needs a whole number of days from 1 to 365', async () => {
    expect(await messagesOf(bookingWindowSchema, { bookingHorizonDays: 1 })).toEqual([]);
    expect(await messagesOf(bookingWindowSchema, { bookingHorizonDays: 365 })).toEqual([]);
    expect(await messagesOf(bookingWindowSchema, { bookingHorizonDays: 0 })).toEqual([message]);
    expect(await messagesOf(bookingWindowSchema, { bookingHorizonDays: 366 })).toEqual([message]);
    expect(await messagesOf(bookingWindowSchema, { bookingHorizonDays: 2.5 })).toEqual([message]);
  });

  it('refuses an empty field with the same message', async () => {
    expect(await messagesOf(bookingWindowSchema, {})).toEqual([message]);
    expect(await messagesOf(bookingWindowSchema, { bookingHorizonDays: '' })).toEqual([message]);
  });
});
