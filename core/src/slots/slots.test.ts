import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry } from '../model/types';
import { zonedToInstant } from '../time/zone';
import {
  blockIntervalOn,
  computeDaySlots,
  mergeAnyAvailable,
  unavailableReason,
  type BarberDayInput,
  type BlockLike,
} from './slots';

const LONDON = 'Europe/London';
const HOURS: BusinessHoursEntry[] = [
  { dayOfWeek: 0, startTime: '10:00', endTime: '16:00', isActive: false },
  { dayOfWeek: 1, startTime: '09:00', endTime: '18:00', isActive: true },
  { dayOfWeek: 2, startTime: '09:00', endTime: '18:00', isActive: true },
  { dayOfWeek: 3, startTime: '09:00', endTime: '18:00', isActive: true },
  { dayOfWeek: 4, startTime: '09:00', endTime: '18:00', isActive: true },
  { dayOfWeek: 5, startTime: '09:00', endTime: '18:00', isActive: true },
  { dayOfWeek: 6, startTime: '09:00', endTime: '17:00', isActive: true },
];
const LONG_AGO = Date.parse('2020-01-01T00:00:00Z');
const at = (date: string, time: string) => zonedToInstant(date, time, LONDON).getTime();

function day(overrides: Partial<BarberDayInput> = {}): BarberDayInput {
  return {
    date: '2026-12-01',
    timeZone: LONDON,
    shopHours: HOURS,
    durationMin: 30,
    busy: [],
    blocks: [],
    now: LONG_AGO,
    ...overrides,
  };
}
const slot = (slots: ReturnType<typeof computeDaySlots>, time: string) => slots.find((s) => s.time === time);
const availableTimes = (input: BarberDayInput) =>
  computeDaySlots(input)
    .filter((s) => s.available)
    .map((s) => s.time);

describe('computeDaySlots', () => {
  it('lists the shop hours every 30 minutes, all free on an empty Tuesday', () => {
    const slots = computeDaySlots(day());
    expect(slots[0]).toEqual({ time: '09:00', available: true });
    expect(slots.at(-1)?.time).toBe('17:30');
    expect(slots).toHaveLength(18);
    expect(slots.filter((s) => !s.available)).toEqual([]);
  });

  it('marks every slot of a closed day Closed', () => {
    const slots = computeDaySlots(day({ date: '2026-11-29' })); // a Sunday
    // The Sunday row of HOURS (10:00-16:00, inactive) still gives the grid the owner sees.
    expect(slots.map((s) => s.time)).toEqual([
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
    ]);
    expect(slots.every((s) => !s.available && s.reason === 'Closed')).toBe(true);
  });

  it('marks overlaps with bookings Booked, including a booking that starts mid-slot', () => {
    const busy = [{ start: at('2026-12-01', '10:15'), end: at('2026-12-01', '10:45') }];
    const slots = computeDaySlots(day({ busy }));
    expect(slot(slots, '10:00')).toEqual({ time: '10:00', available: false, reason: 'Booked' });
    expect(slot(slots, '10:30')?.reason).toBe('Booked');
    expect(slot(slots, '09:30')?.available).toBe(true);
    expect(slot(slots, '11:00')?.available).toBe(true);
  });

  it('counts a hold as booked until it expires, then the time is free again', () => {
    const now = at('2026-12-01', '08:00');
    const held = { start: at('2026-12-01', '10:00'), end: at('2026-12-01', '10:30'), heldUntil: now + 60_000 };
    expect(slot(computeDaySlots(day({ busy: [held], now })), '10:00')?.reason).toBe('Booked');
    expect(unavailableReason(day({ busy: [held], now }), '10:00')).toBe('Booked');
    const expired = { ...held, heldUntil: now };
    expect(slot(computeDaySlots(day({ busy: [expired], now })), '10:00')?.available).toBe(true);
    expect(unavailableReason(day({ busy: [expired], now: now + 1 }), '10:00')).toBeNull();
  });

  it('needs room for a duration that is not a multiple of the step', () => {
    const busy = [{ start: at('2026-12-01', '11:00'), end: at('2026-12-01', '11:30') }];
    const slots = computeDaySlots(day({ durationMin: 45, busy }));
    expect(slot(slots, '10:00')?.available).toBe(true); // 10:00-10:45
    expect(slot(slots, '10:30')?.reason).toBe('Booked'); // 10:30-11:15 hits 11:00
    expect(slot(slots, '17:00')?.available).toBe(true); // 17:00-17:45, closes 18:00
    expect(slot(slots, '17:30')?.reason).toBe('Too close to closing time'); // would end 18:15
  });

  it('honours a barber whose own hours are narrower than the shop', () => {
    const barberHours = HOURS.map((h) => (h.dayOfWeek === 2 ? { ...h, startTime: '11:00', endTime: '15:00' } : h));
    const times = availableTimes(day({ barberHours }));
    expect(times[0]).toBe('11:00');
    expect(times.at(-1)).toBe('14:30');
    expect(slot(computeDaySlots(day({ barberHours })), '09:00')?.reason).toBe('Not working');
  });

  it('never lets a barber work outside the shop hours or on their day off', () => {
    const wide = HOURS.map((h) => ({ ...h, startTime: '07:00', endTime: '22:00', isActive: h.dayOfWeek !== 2 }));
    expect(availableTimes(day({ barberHours: wide }))).toEqual([]);
    const thursday = availableTimes(day({ date: '2026-12-03', barberHours: wide }));
    expect(thursday[0]).toBe('09:00');
    expect(thursday.at(-1)).toBe('17:30');
  });

  it('blocks all day with an all-day block, labelled Not Available for the public', () => {
    const blocks: BlockLike[] = [
      { startDate: '2026-12-01', endDate: '2026-12-01', startTime: null, endTime: null, isAllDay: true, reason: 'sick_leave' },
    ];
    const slots = computeDaySlots(day({ blocks }));
    // The whole day's grid is still listed (an empty list would read as "closed" to the page).
    expect(slots).toHaveLength(18);
    expect(slots.every((s) => !s.available && s.reason === 'Not Available')).toBe(true);
  });

  it("labels blocked times with the block's reason for the owner (blockReasons)", () => {
    const blocks: BlockLike[] = [
      { startDate: '2026-12-01', endDate: '2026-12-01', startTime: null, endTime: null, isAllDay: true, reason: 'sick_leave' },
    ];
    const ownerSlots = computeDaySlots(day({ blocks, blockReasons: true }));
    expect(ownerSlots).toHaveLength(18);
    expect(ownerSlots.every((s) => !s.available && s.reason === 'Sick Leave')).toBe(true);
    expect(unavailableReason(day({ blocks, blockReasons: true }), '10:00')).toBe('Sick Leave');
    expect(unavailableReason(day({ blocks }), '10:00')).toBe('Not Available');
  });

  it('blocks a timed window, with the reason label as tooltip', () => {
    const blocks: BlockLike[] = [
      { startDate: '2026-12-01', endDate: '2026-12-01', startTime: '12:00', endTime: '13:00', isAllDay: false, reason: 'lunch' },
    ];
    const slots = computeDaySlots(day({ blocks, durationMin: 45, blockReasons: true }));
    expect(slot(slots, '11:30')).toEqual({ time: '11:30', available: false, reason: 'Lunch' }); // 11:30-12:15
    expect(slot(slots, '11:00')?.available).toBe(true); // 11:00-11:45
  });

  it('treats a slot that only touches a block as free', () => {
    const blocks: BlockLike[] = [
      { startDate: '2026-12-01', endDate: '2026-12-01', startTime: '12:00', endTime: '13:00', isAllDay: false, reason: 'lunch' },
    ];
    const slots = computeDaySlots(day({ blocks, durationMin: 30 }));
    expect(slot(slots, '12:00')?.reason).toBe('Not Available');
    expect(slot(slots, '12:30')?.reason).toBe('Not Available');
    expect(slot(slots, '13:00')?.available).toBe(true);
  });

  it('applies a block spanning several days to each of its days and no other', () => {
    const blocks: BlockLike[] = [
      { startDate: '2026-11-30', endDate: '2026-12-02', startTime: null, endTime: null, isAllDay: true, reason: 'vacation' },
    ];
    expect(availableTimes(day({ date: '2026-11-30', blocks }))).toEqual([]);
    expect(availableTimes(day({ date: '2026-12-01', blocks }))).toEqual([]);
    expect(availableTimes(day({ date: '2026-12-02', blocks }))).toEqual([]);
    expect(availableTimes(day({ date: '2026-12-03', blocks }))).toHaveLength(18);
    const timed: BlockLike[] = [
      {
        startDate: '2026-11-30',
        endDate: '2026-12-04',
        startTime: '09:00',
        endTime: '10:00',
        isAllDay: false,
        reason: 'training',
      },
    ];
    const thursday = computeDaySlots(day({ date: '2026-12-03', blocks: timed, blockReasons: true }));
    expect(slot(thursday, '09:30')?.reason).toBe('Training');
    expect(slot(thursday, '10:00')?.available).toBe(true);
  });

  it('marks past times and times inside the lead time on today', () => {
    const now = at('2026-12-01', '11:05');
    const slots = computeDaySlots(day({ now, leadTimeMin: 30 }));
    expect(slot(slots, '11:00')?.reason).toBe('In the past');
    expect(slot(slots, '11:30')?.reason).toBe('Too soon to book online');
    expect(slot(slots, '12:00')?.available).toBe(true);
  });

  it('lists the right instants on the spring clock change (2026-03-29 is a Sunday: open it)', () => {
    const sundayOpen = HOURS.map((h) => (h.dayOfWeek === 0 ? { ...h, isActive: true } : h));
    const busy = [{ start: Date.parse('2026-03-29T09:00:00Z'), end: Date.parse('2026-03-29T09:30:00Z') }]; // 10:00 BST
    const slots = computeDaySlots(day({ date: '2026-03-29', shopHours: sundayOpen, busy }));
    expect(slots[0]?.time).toBe('10:00');
    expect(slot(slots, '10:00')?.reason).toBe('Booked');
    expect(slot(slots, '09:00')).toBeUndefined();
    expect(slot(slots, '10:30')?.available).toBe(true);
    expect(slots.at(-1)?.time).toBe('15:30');
  });

  it('leaves out the hour the spring change skips when the shop is open then (2027-03-28)', () => {
    const nightOwl = HOURS.map((h) => (h.dayOfWeek === 0 ? { ...h, startTime: '00:00', endTime: '03:00', isActive: true } : h));
    const slots = computeDaySlots(day({ date: '2027-03-28', shopHours: nightOwl }));
    expect(slots.map((s) => s.time)).toEqual(['00:00', '00:30', '02:00', '02:30']);
  });

  it('lists the right instants on the autumn clock change (2026-10-25)', () => {
    const sundayOpen = HOURS.map((h) => (h.dayOfWeek === 0 ? { ...h, isActive: true } : h));
    const busy = [{ start: Date.parse('2026-10-25T10:00:00Z'), end: Date.parse('2026-10-25T10:30:00Z') }]; // 10:00 GMT
    const slots = computeDaySlots(day({ date: '2026-10-25', shopHours: sundayOpen, busy }));
    expect(slot(slots, '10:00')?.reason).toBe('Booked');
    expect(slot(slots, '10:30')?.available).toBe(true);
    expect(slots).toHaveLength(12);
  });
});

/** One line per listed time: 'HH:mm' when free, 'HH:mm reason' when not. */
const grid = (input: BarberDayInput) => computeDaySlots(input).map((s) => (s.available ? s.time : `${s.time} ${s.reason}`));
const MORNING: BusinessHoursEntry[] = HOURS.map((h) => ({ ...h, startTime: '09:00', endTime: '11:00' }));
const morning = (overrides: Partial<BarberDayInput> = {}) => day({ shopHours: MORNING, ...overrides });
const block = (b: Partial<BlockLike>): BlockLike => ({
  startDate: '2026-12-01',
  endDate: '2026-12-01',
  startTime: null,
  endTime: null,
  isAllDay: false,
  reason: 'meeting',
  ...b,
});

describe('computeDaySlots at the edges', () => {
  it('ignores a block that starts after the day or ended before it', () => {
    const blocks = [
      block({ startDate: '2026-12-02', endDate: '2026-12-03', isAllDay: true }),
      block({ startDate: '2026-11-25', endDate: '2026-11-30', isAllDay: true }),
    ];
    expect(grid(morning({ blocks }))).toEqual(['09:00', '09:30', '10:00', '10:30']);
    expect(grid(morning({ blocks, date: '2026-12-02' }))).toEqual([
      '09:00 Not Available',
      '09:30 Not Available',
      '10:00 Not Available',
      '10:30 Not Available',
    ]);
  });

  it('blocks the whole day when a timed block lacks its start or its end, or is marked all day', () => {
    const allDay = ['09:00 Meeting', '09:30 Meeting', '10:00 Meeting', '10:30 Meeting'];
    expect(grid(morning({ blockReasons: true, blocks: [block({ startTime: null, endTime: '10:00' })] }))).toEqual(allDay);
    expect(grid(morning({ blockReasons: true, blocks: [block({ startTime: '09:00', endTime: null })] }))).toEqual(allDay);
    expect(
      grid(morning({ blockReasons: true, blocks: [block({ startTime: '09:00', endTime: '09:30', isAllDay: true })] })),
    ).toEqual(allDay);
  });

  it('ignores a timed block that ends when or before it starts', () => {
    expect(
      grid(
        morning({ blocks: [block({ startTime: '10:00', endTime: '10:00' }), block({ startTime: '10:30', endTime: '09:30' })] }),
      ),
    ).toEqual(['09:00', '09:30', '10:00', '10:30']);
  });

  it('frees a slot that ends exactly when a booking or a block starts', () => {
    const busy = [{ start: at('2026-12-01', '09:30'), end: at('2026-12-01', '10:00') }];
    expect(grid(morning({ busy }))).toEqual(['09:00', '09:30 Booked', '10:00', '10:30']);
    expect(grid(morning({ blocks: [block({ startTime: '10:00', endTime: '10:30' })] }))).toEqual([
      '09:00',
      '09:30',
      '10:00 Not Available',
      '10:30',
    ]);
  });

  it("labels a slot under two blocks with the earlier block's reason, whatever their order", () => {
    const blocks = [
      block({ startTime: '10:00', endTime: '11:00', reason: 'training' }),
      block({ startDate: '2026-11-30', startTime: '09:30', endTime: '10:15', reason: 'lunch' }),
      block({ startDate: '2026-12-05', endDate: '2026-12-06', isAllDay: true, reason: 'vacation' }),
    ];
    expect(grid(morning({ blocks, blockReasons: true }))).toEqual(['09:00', '09:30 Lunch', '10:00 Lunch', '10:30 Training']);
    expect(grid(morning({ blocks: [...blocks].reverse(), blockReasons: true }))).toEqual([
      '09:00',
      '09:30 Lunch',
      '10:00 Lunch',
      '10:30 Training',
    ]);
  });

  it('reads a weekday missing from the shop hours as closed, over 09:00-17:00', () => {
    const slots = computeDaySlots(day({ shopHours: HOURS.filter((h) => h.dayOfWeek !== 2) }));
    expect(slots.map((s) => s.time)).toEqual([
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
    expect(slots.filter((s) => s.reason === 'Closed')).toHaveLength(16);
  });

  it("answers Not working from the barber's closing time and Too close to closing time before it", () => {
    const barberHours = HOURS.map((h) => ({ ...h, startTime: '09:30', endTime: '10:30' }));
    expect(grid(morning({ barberHours }))).toEqual(['09:00 Not working', '09:30', '10:00', '10:30 Not working']);
    expect(grid(morning({ barberHours, durationMin: 45 }))).toEqual([
      '09:00 Not working',
      '09:30',
      '10:00 Too close to closing time',
      '10:30 Not working',
    ]);
    expect(grid(morning({ durationMin: 60 }))).toEqual(['09:00', '09:30', '10:00', '10:30 Too close to closing time']);
  });

  it('lets an owner book a slot starting right now, and online bookings exactly the lead time ahead', () => {
    const now = at('2026-12-01', '09:30');
    expect(grid(morning({ now }))).toEqual(['09:00 In the past', '09:30', '10:00', '10:30']);
    expect(grid(morning({ now, leadTimeMin: 30 }))).toEqual([
      '09:00 In the past',
      '09:30 Too soon to book online',
      '10:00',
      '10:30',
    ]);
    expect(grid(morning({ now: now + 1, leadTimeMin: 30 }))).toEqual([
      '09:00 In the past',
      '09:30 In the past',
      '10:00 Too soon to book online',
      '10:30',
    ]);
  });

  it('checks the order of the reasons: beyond the horizon, closed, not working, past, soon, blocked, booked, closing', () => {
    const busy = [{ start: at('2026-12-01', '10:00'), end: at('2026-12-01', '11:00') }];
    const blocks = [block({ startTime: '10:00', endTime: '10:30' })];
    expect(grid(morning({ busy, blocks }))).toEqual(['09:00', '09:30', '10:00 Not Available', '10:30 Booked']);
    expect(grid(morning({ busy, blocks, lastBookableDate: '2026-11-30' }))[2]).toBe('10:00 Too far ahead to book online');
    expect(grid(morning({ busy, blocks, lastBookableDate: '2026-12-01' }))[2]).toBe('10:00 Not Available');
    expect(grid(morning({ busy, blocks, now: at('2026-12-01', '10:45') }))).toEqual([
      '09:00 In the past',
      '09:30 In the past',
      '10:00 In the past',
      '10:30 In the past',
    ]);
  });
});

describe('blockIntervalOn', () => {
  it("answers the block's instants on a day it covers, in the shop's zone", () => {
    const lunch = block({ startDate: '2026-03-28', endDate: '2026-03-30', startTime: '12:00', endTime: '13:00' });
    expect(blockIntervalOn(lunch, '2026-03-28', LONDON)).toEqual({
      start: Date.parse('2026-03-28T12:00:00Z'),
      end: Date.parse('2026-03-28T13:00:00Z'),
    });
    expect(blockIntervalOn(lunch, '2026-03-30', LONDON)).toEqual({
      start: Date.parse('2026-03-30T11:00:00Z'),
      end: Date.parse('2026-03-30T12:00:00Z'),
    });
    expect(blockIntervalOn(lunch, '2026-03-27', LONDON)).toBeNull();
    expect(blockIntervalOn(lunch, '2026-03-31', LONDON)).toBeNull();
  });

  it('covers the whole 23-hour or 25-hour day when all day', () => {
    const away = block({ startDate: '2026-03-29', endDate: '2026-10-25', isAllDay: true });
    expect(blockIntervalOn(away, '2026-03-29', LONDON)).toEqual({
      start: Date.parse('2026-03-29T00:00:00Z'),
      end: Date.parse('2026-03-29T23:00:00Z'),
    });
    expect(blockIntervalOn(away, '2026-10-25', LONDON)).toEqual({
      start: Date.parse('2026-10-24T23:00:00Z'),
      end: Date.parse('2026-10-26T00:00:00Z'),
    });
  });

  it('is null for a timed block that ends when or before it starts', () => {
    expect(blockIntervalOn(block({ startTime: '12:00', endTime: '12:00' }), '2026-12-01', LONDON)).toBeNull();
    expect(blockIntervalOn(block({ startTime: '13:00', endTime: '12:00' }), '2026-12-01', LONDON)).toBeNull();
  });
});

describe('unavailableReason', () => {
  it('checks an off-grid start time the same way', () => {
    const busy = [{ start: at('2026-12-01', '10:00'), end: at('2026-12-01', '10:30') }];
    expect(unavailableReason(day({ busy }), '10:15')).toBe('Booked');
    expect(unavailableReason(day({ busy }), '10:30')).toBeNull();
    expect(unavailableReason(day(), '08:00')).toBe('Not working');
    expect(unavailableReason(day({ date: '2026-11-29' }), '11:00')).toBe('Closed');
  });
});

describe('mergeAnyAvailable', () => {
  it('merges by time, an available slot winning, sorted by time', () => {
    const merged = mergeAnyAvailable([
      [
        { time: '10:00', available: false, reason: 'Booked' },
        { time: '09:30', available: true },
      ],
      [
        { time: '10:00', available: true },
        { time: '09:30', available: false, reason: 'Booked' },
        { time: '10:30', available: false, reason: 'Lunch' },
      ],
    ]);
    expect(merged).toEqual([
      { time: '09:30', available: true },
      { time: '10:00', available: true },
      { time: '10:30', available: false, reason: 'Lunch' },
    ]);
  });

  it('keeps the first reason when nobody is free, and an earlier free slot over a later busy one', () => {
    expect(
      mergeAnyAvailable([
        [
          { time: '10:30', available: false, reason: 'Booked' },
          { time: '11:00', available: true },
        ],
        [
          { time: '10:30', available: false, reason: 'Lunch' },
          { time: '11:00', available: false, reason: 'Booked' },
        ],
      ]),
    ).toEqual([
      { time: '10:30', available: false, reason: 'Booked' },
      { time: '11:00', available: true },
    ]);
    expect(mergeAnyAvailable([])).toEqual([]);
  });
});
