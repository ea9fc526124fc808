import type { SlotDto } from './slotDto';
import type { BusinessHoursEntry, TimeBlock, TimeBlockSpan, WeeklyBreak } from '../model/types';
import { breakBlocksOn } from './breaks';
import { dayClock, instantAt, MINUTES_PER_DAY, wallMinuteExists, wallTimeLabel, type DayClock } from '../time/dayClock';
import { minutesOf } from '../time/zone';
import { BLOCK_REASON_LABELS } from './blockReasons';
import { barberDayHours, entryFor, listingWindow } from './hours';
import { liveIntervals } from './busyProjection';
import { normalizeIntervals, overlapsAny, type Interval } from './intervals';

export const DEFAULT_STEP_MIN = 30;
/** Online bookings must start at least this far ahead; owners may book up to now. */
export const ONLINE_LEAD_TIME_MIN = 15;

/** Why a start time cannot be booked (also the slot tooltip). */
export const SLOT_REASONS = {
  closed: 'Closed',
  notWorking: 'Not working',
  tooLate: 'Too close to closing time',
  past: 'In the past',
  tooSoon: 'Too soon to book online',
  booked: 'Booked',
  tooFar: 'Too far ahead to book online',
  /** a time block, as the public sees it: why a named barber is away is the owner's business */
  blocked: 'Not Available',
} as const;

/** Which refusal a reason is: compared by code, never by its English label. */
export type SlotReasonCode = keyof typeof SLOT_REASONS;

/** Why a start time cannot be booked: the code to act on and the label people read. */
export interface SlotReason {
  code: SlotReasonCode;
  /** SLOT_REASONS[code], except a block on an owner view: the block's reason ('Sick Leave') */
  label: string;
}

const reason = (code: SlotReasonCode): SlotReason => ({ code, label: SLOT_REASONS[code] });

/** What the slot engine needs of a time block: when, and why (for the slot's reason). */
export type BlockLike = TimeBlockSpan & Pick<TimeBlock, 'reason'>;

export interface BarberDayInput {
  date: string;
  timeZone: string;
  shopHours: readonly BusinessHoursEntry[];
  barberHours?: readonly BusinessHoursEntry[] | null;
  /** the barber's weekly breaks and the occurrences taken out (breaks.ts) */
  weeklyBreaks?: readonly WeeklyBreak[] | null;
  skippedBreaks?: readonly string[] | null;
  /** whole days the shop is closed (YYYY-MM-DD): every time is Closed */
  closedDates?: readonly string[];
  durationMin: number;
  /**
   * cleanup after the visit: the barber must be free of bookings and blocks until the end plus
   * this, but the visit itself (not its cleanup) must end by closing time; absent: 0
   */
  bufferMin?: number;
  /** the barber's booked intervals, each with its own buffer (any order); holds count until `heldUntil` */
  busy: readonly (Interval & { heldUntil?: number | null })[];
  /** the barber's time blocks; those not covering `date` are ignored */
  blocks: readonly BlockLike[];
  now: number;
  leadTimeMin?: number;
  stepMin?: number;
  /** online listings: the last date of the shop's booking horizon; later days are all `tooFar` */
  lastBookableDate?: string;
  /** label blocked times with the block's reason ('Sick Leave'): owner views only; else 'Not Available' */
  blockReasons?: boolean;
}

interface Prepared {
  input: BarberDayInput;
  clock: DayClock;
  /** the barber's working hours that day as instants; null when not working */
  work: Interval | null;
  shopOpenToday: boolean;
  busy: Interval[];
  /** sorted by start, so that a time under two blocks shows the earlier one's reason */
  blocks: { interval: Interval; label: string }[];
}

function blockInterval(block: TimeBlockSpan, clock: DayClock): Interval | null {
  if (clock.date < block.startDate || clock.date > block.endDate) return null;
  if (block.isAllDay || !block.startTime || !block.endTime)
    return { start: instantAt(clock, 0), end: instantAt(clock, MINUTES_PER_DAY) };
  const start = instantAt(clock, minutesOf(block.startTime));
  const end = instantAt(clock, minutesOf(block.endTime));
  return end > start ? { start, end } : null;
}

/**
 * A block covers each day from startDate to endDate: all day, or from startTime to endTime on
 * each of those days (a 12:00-13:00 lunch over a week blocks lunch every day).
 */
export function blockIntervalOn(block: TimeBlockSpan, date: string, timeZone: string): Interval | null {
  return blockInterval(block, dayClock(date, timeZone));
}

function prepare(input: BarberDayInput): Prepared {
  const clock = dayClock(input.date, input.timeZone);
  const shopEntry = entryFor(input.shopHours, clock.dayOfWeek);
  const hours = barberDayHours(input.shopHours, input.barberHours, clock.dayOfWeek);
  const weeklyBreaks = breakBlocksOn(input, input.date, clock.dayOfWeek);
  const blocks = [...input.blocks, ...weeklyBreaks]
    .map((b) => ({
      interval: blockInterval(b, clock),
      label: input.blockReasons ? (BLOCK_REASON_LABELS[b.reason] ?? SLOT_REASONS.blocked) : SLOT_REASONS.blocked,
    }))
    .filter((b): b is { interval: Interval; label: string } => b.interval !== null)
    .sort((a, b) => a.interval.start - b.interval.start);
  return {
    input,
    clock,
    shopOpenToday: Boolean(shopEntry?.isActive) && !(input.closedDates ?? []).includes(input.date),
    work: hours ? { start: instantAt(clock, hours.open), end: instantAt(clock, hours.close) } : null,
    // a hold past its expiry is free time (busyProjection)
    busy: normalizeIntervals(liveIntervals(input.busy, input.now)),
    blocks,
  };
}

function reasonFor(p: Prepared, start: number): SlotReason | null {
  const { input } = p;
  if (input.lastBookableDate && input.date > input.lastBookableDate) return reason('tooFar');
  if (!p.shopOpenToday) return reason('closed');
  if (!p.work || start < p.work.start || start >= p.work.end) return reason('notWorking');
  const end = start + input.durationMin * 60_000;
  const busyEnd = end + (input.bufferMin ?? 0) * 60_000;
  if (start < input.now) return reason('past');
  if (start < input.now + (input.leadTimeMin ?? 0) * 60_000) return reason('tooSoon');
  // A barber has a handful of blocks a day: a scan finds the first one the slot overlaps.
  const block = p.blocks.find((b) => b.interval.start < busyEnd && start < b.interval.end);
  if (block) return { code: 'blocked', label: block.label };
  if (overlapsAny(p.busy, start, busyEnd)) return reason('booked');
  if (end > p.work.end) return reason('tooLate');
  return null;
}

/**
 * Every start time of a barber's day, `stepMin` apart over the shop's listed hours, each with
 * whether `[start, start + duration)` can be booked and, if not, why. The day's clock is
 * resolved once; each slot is then integer arithmetic and a binary search of the busy time.
 */
export function computeDaySlots(input: BarberDayInput): SlotDto[] {
  const p = prepare(input);
  const step = input.stepMin ?? DEFAULT_STEP_MIN;
  const window = listingWindow(input.shopHours, p.clock.dayOfWeek);
  const slots: SlotDto[] = [];
  for (let m = window.open; m < window.close; m += step) {
    // the hour skipped when the clocks go forward is not offered: no one can arrive at 01:30 then
    if (!wallMinuteExists(p.clock, m)) continue;
    const time = wallTimeLabel(m);
    const why = reasonFor(p, instantAt(p.clock, m));
    slots.push(why ? { time, available: false, reason: why.label } : { time, available: true });
  }
  return slots;
}

/**
 * Why one start time cannot be booked, or null when it can (booking re-checks with this). A
 * wall time the clock shows twice is its second occurrence; `start` (epoch ms) names the exact
 * instant instead, such as the first 01:30 (BST) on the day the clocks go back.
 */
export function unavailableReason(input: BarberDayInput, time: string, start?: number): string | null {
  return slotReasonAt(input, time, start)?.label ?? null;
}

/** unavailableReason with the reason's code: what a booking's refusal is decided by. */
export function slotReasonAt(input: BarberDayInput, time: string, start?: number): SlotReason | null {
  const p = prepare(input);
  return reasonFor(p, start ?? instantAt(p.clock, minutesOf(time)));
}

/** Merges barbers' slot lists by time: a time is available when any barber is. */
export function mergeAnyAvailable(lists: readonly SlotDto[][]): SlotDto[] {
  const byTime = new Map<string, SlotDto>();
  for (const list of lists) {
    for (const slot of list) {
      const seen = byTime.get(slot.time);
      if (!seen || (!seen.available && slot.available)) byTime.set(slot.time, slot);
    }
  }
  return [...byTime.values()].sort((a, b) => a.time.localeCompare(b.time));
}
