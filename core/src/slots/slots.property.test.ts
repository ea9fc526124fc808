import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BlockReason, BusinessHoursEntry, DayOfWeek } from '../model/types';
import { naiveDaySlots, naiveReason } from '../test-support/naiveSlots';
import { addDays, timeOf } from '../time/zone';
import { computeDaySlots, unavailableReason, type BarberDayInput, type BlockLike } from './slots';

// Days the clocks change, in zones whose changes differ: London (an hour at 01:00 UTC), Adelaide
// (+9:30/+10:30), Lord Howe (a 30-minute change), Havana (at midnight) and Kolkata (no change).
const CHANGE_DAYS: [string, string][] = [
  ['Europe/London', '2026-03-29'],
  ['Europe/London', '2026-10-25'],
  ['Europe/London', '2027-03-28'],
  ['Europe/London', '2027-10-31'],
  ['Australia/Adelaide', '2026-04-05'],
  ['Australia/Adelaide', '2026-10-04'],
  ['Australia/Lord_Howe', '2026-04-05'],
  ['Australia/Lord_Howe', '2026-10-04'],
  ['America/Havana', '2026-03-08'],
  ['America/Havana', '2026-11-01'],
];
const ZONES = ['Europe/London', 'Australia/Adelaide', 'Australia/Lord_Howe', 'Asia/Kolkata', 'America/Havana'];
const REASONS: BlockReason[] = ['break', 'lunch', 'meeting', 'training', 'vacation', 'sick_leave', 'personal', 'unavailable'];
const MINUTE = 60_000;

const zoneDay = fc.oneof(
  { arbitrary: fc.constantFrom(...CHANGE_DAYS), weight: 3 },
  {
    arbitrary: fc.tuple(
      fc.constantFrom(...ZONES),
      fc.integer({ min: 0, max: 729 }).map((d) => addDays('2026-01-01', d)),
    ),
    weight: 1,
  },
);
// Opening hours often start in the small hours, where the clocks change, on the quarter hour.
const wallMinute = fc.oneof(
  fc.integer({ min: 0, max: 16 }).map((q) => q * 15),
  fc.integer({ min: 0, max: 240 }),
  fc.integer({ min: 0, max: 1439 }),
);
const hoursRow = (dayOfWeek: number) =>
  fc.record({
    dayOfWeek: fc.constant(dayOfWeek as DayOfWeek),
    startTime: wallMinute.map(timeOf),
    endTime: wallMinute.map(timeOf),
    isActive: fc.integer({ min: 0, max: 4 }).map((n) => n > 0),
  });
const weekHours: fc.Arbitrary<BusinessHoursEntry[]> = fc
  .tuple(...[0, 1, 2, 3, 4, 5, 6].map((d) => fc.option(hoursRow(d), { freq: 6 })))
  .map((rows) => rows.filter((r): r is BusinessHoursEntry => r !== null));
/** An instant near the day, in whole minutes or not. */
const nearInstant = (midnight: number) =>
  fc.oneof(
    fc.integer({ min: -900, max: 2400 }).map((m) => midnight + m * MINUTE),
    fc.integer({ min: -900 * MINUTE, max: 2400 * MINUTE }).map((ms) => midnight + ms),
  );

function dayInput([timeZone, date]: [string, string]): fc.Arbitrary<BarberDayInput> {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  const nearDate = fc.constantFrom(addDays(date, -1), date, addDays(date, 1));
  const block: fc.Arbitrary<BlockLike> = fc.record({
    startDate: nearDate,
    endDate: nearDate,
    startTime: fc.option(wallMinute.map(timeOf), { freq: 8 }),
    endTime: fc.option(wallMinute.map(timeOf), { freq: 8 }),
    isAllDay: fc.boolean(),
    reason: fc.constantFrom(...REASONS),
  });
  return fc.record(
    {
      date: fc.constant(date),
      timeZone: fc.constant(timeZone),
      shopHours: weekHours,
      barberHours: fc.option(weekHours),
      durationMin: fc.integer({ min: 1, max: 240 }),
      busy: fc.array(
        fc
          .tuple(nearInstant(midnight), fc.integer({ min: 1, max: 240 * MINUTE }))
          .map(([start, length]) => ({ start, end: start + length })),
        { maxLength: 12 },
      ),
      blocks: fc.array(block, { maxLength: 4 }),
      now: fc.oneof(fc.constant(0), nearInstant(midnight)),
      leadTimeMin: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
      stepMin: fc.constantFrom(15, 20, 30, 45, 60),
      lastBookableDate: fc.option(nearDate, { nil: undefined }),
      blockReasons: fc.boolean(),
    },
    { requiredKeys: ['date', 'timeZone', 'shopHours', 'durationMin', 'busy', 'blocks', 'now'] },
  );
}

const anyDay = zoneDay.chain(dayInput);

// zonedToInstant places a repeated wall time by the zone's offset when it is asked: check that
// the engine agrees with it whether the clocks of the server are on summer or winter time.
describe.each([
  ['in winter', '2026-11-23T12:00:00Z'],
  ['in summer', '2026-07-01T12:00:00Z'],
])('the slot engine and the naive per-slot scan, asked %s', (_, today) => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('list the same slots with the same reasons on random days', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(today));
    fc.assert(
      fc.property(anyDay, (input) => {
        expect(computeDaySlots(input)).toEqual(naiveDaySlots(input));
      }),
      { numRuns: 100, seed: 16 },
    );
    // the naive scan asks the zone library thousands of times: slow on a shared machine
  }, 30_000);

  it('give the same reason for any start minute, on or off the grid', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(today));
    fc.assert(
      fc.property(anyDay, fc.integer({ min: 0, max: 1439 }).map(timeOf), (input, time) => {
        expect(unavailableReason(input, time)).toBe(naiveReason(input, time));
      }),
      { numRuns: 150, seed: 16 },
    );
  });
});
