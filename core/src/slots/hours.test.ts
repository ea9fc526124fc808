import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry, DayOfWeek } from '../model/types';
import { barberDayHours, entryFor, listingWindow } from './hours';
import { slotGridTimes } from './slotGrid';

const week = (startTime: string, endTime: string, closed: DayOfWeek[] = []): BusinessHoursEntry[] =>
  ([0, 1, 2, 3, 4, 5, 6] as DayOfWeek[]).map((dayOfWeek) => ({
    dayOfWeek,
    startTime,
    endTime,
    isActive: !closed.includes(dayOfWeek),
  }));

const SHOP = week('09:00', '18:00', [0]);
const TUESDAY = 2;

describe('entryFor', () => {
  it("finds the weekday's row, and nothing without hours", () => {
    expect(entryFor(SHOP, TUESDAY)).toEqual({ dayOfWeek: 2, startTime: '09:00', endTime: '18:00', isActive: true });
    expect(entryFor(null, TUESDAY)).toBeUndefined();
    expect(entryFor(undefined, TUESDAY)).toBeUndefined();
    expect(entryFor([], TUESDAY)).toBeUndefined();
  });
});

describe('barberDayHours', () => {
  it("gives the shop's hours to a barber without own hours (none or an empty list)", () => {
    expect(barberDayHours(SHOP, undefined, TUESDAY)).toEqual({ open: 540, close: 1080 });
    expect(barberDayHours(SHOP, null, TUESDAY)).toEqual({ open: 540, close: 1080 });
    expect(barberDayHours(SHOP, [], TUESDAY)).toEqual({ open: 540, close: 1080 });
  });

  it("narrows the shop's hours to the barber's, each way", () => {
    expect(barberDayHours(SHOP, week('11:00', '15:00'), TUESDAY)).toEqual({ open: 660, close: 900 });
    expect(barberDayHours(SHOP, week('07:00', '12:30'), TUESDAY)).toEqual({ open: 540, close: 750 });
    expect(barberDayHours(SHOP, week('13:15', '23:00'), TUESDAY)).toEqual({ open: 795, close: 1080 });
  });

  it('is null when the shop is closed, even for a barber who set hours that day', () => {
    expect(barberDayHours(SHOP, undefined, 0)).toBeNull();
    expect(barberDayHours(SHOP, week('10:00', '16:00'), 0)).toBeNull();
    expect(barberDayHours([], week('10:00', '16:00'), TUESDAY)).toBeNull();
  });

  it("is null on the barber's day off and when the barber has no row for the day", () => {
    expect(barberDayHours(SHOP, week('09:00', '18:00', [TUESDAY]), TUESDAY)).toBeNull();
    expect(
      barberDayHours(
        SHOP,
        week('09:00', '18:00').filter((h) => h.dayOfWeek !== TUESDAY),
        TUESDAY,
      ),
    ).toBeNull();
  });

  it('is null for hours that end when or before they start, and when the two do not meet', () => {
    expect(barberDayHours(week('12:00', '12:00'), undefined, TUESDAY)).toBeNull();
    expect(barberDayHours(week('18:00', '09:00'), undefined, TUESDAY)).toBeNull();
    expect(barberDayHours(SHOP, week('15:00', '15:00'), TUESDAY)).toBeNull();
    expect(barberDayHours(SHOP, week('15:00', '11:00'), TUESDAY)).toBeNull();
    expect(barberDayHours(SHOP, week('18:00', '22:00'), TUESDAY)).toBeNull();
    expect(barberDayHours(SHOP, week('06:00', '09:00'), TUESDAY)).toBeNull();
    expect(barberDayHours(SHOP, week('17:59', '22:00'), TUESDAY)).toEqual({ open: 1079, close: 1080 });
  });
});

describe('listingWindow', () => {
  it("lists the day's configured hours, also on a closed day", () => {
    expect(listingWindow(SHOP, TUESDAY)).toEqual({ open: 540, close: 1080 });
    expect(listingWindow(week('10:00', '16:00', [0]), 0)).toEqual({ open: 600, close: 960 });
  });

  it('falls back to 09:00-17:00 without a row or with hours that do not make a day', () => {
    expect(listingWindow([], TUESDAY)).toEqual({ open: 540, close: 1020 });
    expect(listingWindow(week('18:00', '09:00'), TUESDAY)).toEqual({ open: 540, close: 1020 });
    expect(listingWindow(week('12:00', '12:00'), TUESDAY)).toEqual({ open: 540, close: 1020 });
    expect(slotGridTimes([], '2026-12-01')).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
    ]);
  });
});
