import { describe, expect, it } from 'vitest';
import type { Barber, Barbershop, BusinessHoursEntry, DayOfWeek, Service, TimeBlock } from './types';
import { computeDaySlots } from '../slots/slots';
import { isBreakOccurrence, isWeeklyBreak, sanitizeBarber, sanitizeService, sanitizeShop, sanitizeTimeBlock } from './sanitize';

const HOURS: BusinessHoursEntry[] = Array.from({ length: 7 }, (_, d) => ({
  dayOfWeek: d as DayOfWeek,
  startTime: '09:00',
  endTime: '17:00',
  isActive: true,
}));
const lunch = { dayOfWeek: 1, startTime: '13:00', endTime: '13:30' };

describe('sanitizeBarber', () => {
  it('skips junk weekly breaks and keeps the good ones', () => {
    const junk = [null, 1, 'x', {}, [], { dayOfWeek: 7, startTime: '10:00', endTime: '11:00' }];
    const more = [
      { dayOfWeek: 1.5, startTime: '10:00', endTime: '11:00' },
      { dayOfWeek: '1', startTime: '10:00', endTime: '11:00' },
    ];
    const times = [
      { dayOfWeek: 1, startTime: '25:00', endTime: '26:00' },
      { dayOfWeek: 1, startTime: '12:00', endTime: '11:00' },
    ];
    const barber = sanitizeBarber({ id: 'b1', weeklyBreaks: [...junk, lunch, ...more, ...times] });
    expect(barber.weeklyBreaks).toEqual([lunch]);
  });

  it('skips skipped-break keys that are not a real date and time', () => {
    const barber = sanitizeBarber({
      skippedBreaks: [
        '2026-03-02 13:00',
        null,
        5,
        '2026-02-30 13:00',
        '2026-03-02 24:00',
        '2026-03-02T13:00',
        '2026-03-02 13:00 ',
      ],
    });
    expect(barber.skippedBreaks).toEqual(['2026-03-02 13:00']);
  });

  it('reads lists that are not lists as absent (weekly hours: the shop’s)', () => {
    expect(sanitizeBarber({ weeklyBreaks: { 0: lunch }, skippedBreaks: 'x', weeklyHours: 7 })).toEqual({
      weeklyBreaks: undefined,
      skippedBreaks: undefined,
      weeklyHours: null,
    });
  });

  it('keeps a valid barber as it is and adds no field a partial read left out', () => {
    const barber = { id: 'b1', name: 'Sam', weeklyHours: HOURS, weeklyBreaks: [lunch], skippedBreaks: ['2026-03-02 13:00'] };
    expect(sanitizeBarber(barber)).toEqual(barber);
    expect(sanitizeBarber({ isActive: true })).toEqual({ isActive: true });
  });

  it('makes a barber with junk breaks one the slot engine answers for', () => {
    const stored = { weeklyBreaks: [null, lunch], skippedBreaks: [null, {}] } as unknown as Barber;
    const input = {
      date: '2026-03-02',
      timeZone: 'Europe/London',
      shopHours: HOURS,
      durationMin: 30,
      busy: [],
      blocks: [],
      now: 0,
    };
    expect(() => computeDaySlots({ ...input, ...stored })).toThrow();
    const slots = computeDaySlots({ ...input, ...sanitizeBarber(stored) });
    expect(slots.find((s) => s.time === '13:00')).toMatchObject({ available: false });
    expect(slots.find((s) => s.time === '12:00')).toMatchObject({ available: true });
  });
});

describe('sanitizeShop', () => {
  it('keeps only real closed dates, good hours entries and text hero images', () => {
    const shop = sanitizeShop({
      closedDates: ['2026-12-25', '2026-02-30', null, 20261226, '2026-12-26'],
      businessHours: [...HOURS.slice(1), null, { dayOfWeek: 0 }],
      heroImages: ['https://example.com/a.jpg', null, {}],
    });
    expect(shop.closedDates).toEqual(['2026-12-25', '2026-12-26']);
    expect(shop.businessHours).toEqual(HOURS.slice(1));
    expect(shop.heroImages).toEqual(['https://example.com/a.jpg']);
  });

  it('reads lists that are not lists as none', () => {
    expect(sanitizeShop({ closedDates: '2026-12-25', businessHours: null, heroImages: 'x' })).toEqual({
      closedDates: undefined,
      businessHours: [],
      heroImages: [],
    });
  });

  it('keeps a valid shop as it is', () => {
    const shop: Partial<Barbershop> = { name: 'Cuts', businessHours: HOURS, closedDates: ['2026-12-25'], heroImages: [] };
    expect(sanitizeShop(shop)).toEqual(shop);
  });
});

describe('sanitizeService', () => {
  it('keeps the valid barber ids of a list', () => {
    expect(sanitizeService({ barberIds: [{}, 1, null, 'b1', '', 'a/b', 'x'.repeat(129), 'b2'] }).barberIds).toEqual(['b1', 'b2']);
  });

  it('reads barber ids that are not a list as every barber (null), and keeps null and absence', () => {
    expect(sanitizeService({ barberIds: 'b1' }).barberIds).toBeNull();
    expect(sanitizeService({ barberIds: { b1: true } }).barberIds).toBeNull();
    expect(sanitizeService({ barberIds: null }).barberIds).toBeNull();
    const service: Partial<Service> = { name: 'Cut' };
    expect(sanitizeService(service)).toEqual(service);
  });
});

describe('sanitizeTimeBlock', () => {
  const block: Partial<TimeBlock> = {
    startDate: '2026-03-02',
    endDate: '2026-03-02',
    startTime: '12:00',
    endTime: '13:00',
    isAllDay: false,
  };

  it('keeps a valid timed or all-day block as it is', () => {
    expect(sanitizeTimeBlock(block)).toEqual(block);
    const allDay = { ...block, startTime: null, endTime: null, isAllDay: true };
    expect(sanitizeTimeBlock(allDay)).toEqual(allDay);
  });

  it('reads a timed block whose times are junk as all day (never drops the time the owner blocked)', () => {
    expect(sanitizeTimeBlock({ ...block, startTime: 1200 as unknown as string })).toEqual({
      ...block,
      startTime: null,
      isAllDay: true,
    });
    expect(sanitizeTimeBlock({ ...block, endTime: '25:00' })).toEqual({ ...block, endTime: null, isAllDay: true });
    expect(sanitizeTimeBlock({ ...block, isAllDay: 'no' as unknown as boolean })).toEqual({ ...block, isAllDay: true });
  });
});

describe('item checks', () => {
  it('isWeeklyBreak wants a day 0-6 and a break that ends after it starts', () => {
    expect(isWeeklyBreak(lunch)).toBe(true);
    expect(isWeeklyBreak({ ...lunch, dayOfWeek: 6 })).toBe(true);
    expect(isWeeklyBreak({ ...lunch, dayOfWeek: -1 })).toBe(false);
    expect(isWeeklyBreak({ ...lunch, endTime: '13:00' })).toBe(false);
  });

  it('isBreakOccurrence wants exactly a real date, a space and a time', () => {
    expect(isBreakOccurrence('2028-02-29 09:30')).toBe(true);
    expect(isBreakOccurrence('2027-02-29 09:30')).toBe(false);
    expect(isBreakOccurrence('2028-02-29 9:30')).toBe(false);
  });
});
