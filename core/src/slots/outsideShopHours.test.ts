import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../model/types';
import { DEFAULT_WIZARD_HOURS } from '../shop/wizard';
import { hoursOutsideShop, outsideShopHoursLines } from './outsideShopHours';

/** Mon-Fri 09:00-18:00, Sat 09:00-17:00, Sunday closed. */
const shop = DEFAULT_WIZARD_HOURS;
const week = (changes: Record<number, Partial<BusinessHoursEntry>>): BusinessHoursEntry[] =>
  shop.map((h) => ({ ...h, ...changes[h.dayOfWeek] }));

describe('hoursOutsideShop', () => {
  it('finds nothing when the barber works inside the shop hours, or exactly them', () => {
    expect(hoursOutsideShop(shop, shop)).toEqual([]);
    expect(hoursOutsideShop(shop, week({ 1: { startTime: '10:00', endTime: '14:00' }, 6: { isActive: false } }))).toEqual([]);
  });

  it('names the days that start before opening, end after closing, or fall on a closed day, Monday first', () => {
    const barber = week({
      0: { isActive: true, startTime: '10:00', endTime: '16:00' },
      1: { startTime: '08:00', endTime: '18:00' },
      3: { startTime: '09:00', endTime: '20:30' },
      5: { startTime: '07:30', endTime: '19:00' },
    });
    expect(hoursOutsideShop(shop, barber)).toEqual([
      { dayOfWeek: 1, barber: { start: '08:00', end: '18:00' }, shop: { start: '09:00', end: '18:00' } },
      { dayOfWeek: 3, barber: { start: '09:00', end: '20:30' }, shop: { start: '09:00', end: '18:00' } },
      { dayOfWeek: 5, barber: { start: '07:30', end: '19:00' }, shop: { start: '09:00', end: '18:00' } },
      { dayOfWeek: 0, barber: { start: '10:00', end: '16:00' }, shop: null },
    ]);
  });

  it("skips the barber's days off and hours that make no day; a shop day that makes no day counts as closed", () => {
    expect(
      hoursOutsideShop(shop, week({ 0: { isActive: false, startTime: '06:00' }, 2: { startTime: '19:00', endTime: '08:00' } })),
    ).toEqual([]);
    const brokenShop = week({ 2: { startTime: '18:00', endTime: '09:00' } });
    expect(hoursOutsideShop(brokenShop, shop)).toEqual([{ dayOfWeek: 2, barber: { start: '09:00', end: '18:00' }, shop: null }]);
    expect(
      hoursOutsideShop(
        shop.filter((h) => h.dayOfWeek !== 4),
        shop,
      ),
    ).toEqual([{ dayOfWeek: 4, barber: { start: '09:00', end: '18:00' }, shop: null }]);
  });
});

describe('outsideShopHoursLines', () => {
  it('says which times of each day cannot be booked', () => {
    const barber = week({
      0: { isActive: true, startTime: '10:00', endTime: '16:00' },
      1: { startTime: '08:00', endTime: '18:00' },
      3: { startTime: '09:00', endTime: '20:30' },
      5: { startTime: '07:30', endTime: '19:00' },
    });
    expect(outsideShopHoursLines(hoursOutsideShop(shop, barber))).toEqual([
      'Monday: 08:00–09:00 is before the shop opens (shop hours 09:00–18:00)',
      'Wednesday: 18:00–20:30 is after the shop closes (shop hours 09:00–18:00)',
      'Friday: 07:30–09:00 is before the shop opens; 18:00–19:00 is after the shop closes (shop hours 09:00–18:00)',
      'Sunday: the shop is closed (10:00–16:00 cannot be booked)',
    ]);
  });
});
