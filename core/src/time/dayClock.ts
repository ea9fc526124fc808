// One calendar day's wall clock in a zone, resolved once: which instant each wall minute is, and
// which wall minutes the clocks skip. The slot engine then works in integer minutes instead of
// asking the time-zone library about every slot. The mapping is read from zonedToInstant itself
// (at midnight, the next midnight, and by bisection on a clock-change day), so it agrees with
// zonedToInstant exactly, wherever that puts a skipped or a repeated wall time.
import { addDays, dayOfWeek, timeOf, zonedToInstant, type DayOfWeek } from './zone';

export const MINUTES_PER_DAY = 1440;
const MINUTE_MS = 60_000;

export interface DayClock {
  date: string;
  dayOfWeek: DayOfWeek;
  /** Date.UTC of the date at 00:00: wall minute m reads as utcMidnight + m minutes */
  utcMidnight: number;
  /** the first wall minute turned into an instant with the later offset (1440 when none changes) */
  switchMinute: number;
  /** instant minus wall reading, in ms, before and from switchMinute (minus the UTC offsets) */
  shiftBefore: number;
  shiftAfter: number;
  /** the wall minutes [gapStart, gapEnd) that the clocks going forward skip; empty when equal */
  gapStart: number;
  gapEnd: number;
}

/**
 * Resolves a day's clock with a handful of zone look-ups: two on an ordinary day, about a dozen
 * on a clock-change day (the offset used for wall times changes once in a day, at most).
 */
export function resolveDayClock(date: string, timeZone: string): DayClock {
  const nextDate = addDays(date, 1);
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  // instant minus wall reading of minute m, in ms (minus the UTC offset zonedToInstant used)
  const at = (m: number) =>
    (m === MINUTES_PER_DAY ? zonedToInstant(nextDate, '00:00', timeZone) : zonedToInstant(date, timeOf(m), timeZone)).getTime() -
    (utcMidnight + m * MINUTE_MS);
  const shiftBefore = at(0);
  const shiftAfter = at(MINUTES_PER_DAY);
  let switchMinute = MINUTES_PER_DAY;
  if (shiftAfter !== shiftBefore) {
    // the first minute that takes the later offset: shiftBefore at lo, shiftAfter at hi
    let lo = 0;
    let hi = MINUTES_PER_DAY;
    while (hi - lo > 1) {
      const mid = (lo + hi) >> 1;
      if (at(mid) === shiftAfter) hi = mid;
      else lo = mid;
    }
    switchMinute = hi;
  }
  // Clocks going forward by k minutes skip the k wall minutes before the first one that exists
  // again, which is where zonedToInstant starts using the later offset.
  const skipped = Math.max(0, (shiftBefore - shiftAfter) / MINUTE_MS);
  return {
    date,
    dayOfWeek: dayOfWeek(date),
    utcMidnight,
    switchMinute,
    shiftBefore,
    shiftAfter,
    gapStart: switchMinute - skipped,
    gapEnd: switchMinute,
  };
}

/** The instant (epoch ms) the wall clock shows minute m of the day (1440: the next midnight). */
export function instantAt(clock: DayClock, m: number): number {
  return clock.utcMidnight + m * MINUTE_MS + (m < clock.switchMinute ? clock.shiftBefore : clock.shiftAfter);
}

/** Whether the wall clock ever shows minute m of the day (not in the hour skipped in spring). */
export function wallMinuteExists(clock: DayClock, m: number): boolean {
  return m < clock.gapStart || m >= clock.gapEnd;
}

// Clocks are memoised: every barber of a shop, and every request, asks for the same few days.
// zonedToInstant places a repeated wall time by the zone's offset at the moment of asking, so
// clocks are kept only for the half hour they were resolved in (offsets change on the hour or the
// half hour): a kept clock always agrees with a fresh zonedToInstant.
export const DAY_CLOCK_CACHE_LIMIT = 512;
const HALF_HOUR_MS = 1_800_000;
const cache = new Map<string, DayClock>();
let cacheHalfHour = Number.NaN;

/** The day's clock, resolved once and reused (see resolveDayClock). */
export function dayClock(date: string, timeZone: string): DayClock {
  const halfHour = Math.floor(Date.now() / HALF_HOUR_MS);
  if (halfHour !== cacheHalfHour) {
    cache.clear();
    cacheHalfHour = halfHour;
  }
  const key = `${timeZone} ${date}`;
  let clock = cache.get(key);
  if (!clock) {
    if (cache.size >= DAY_CLOCK_CACHE_LIMIT) cache.clear();
    clock = resolveDayClock(date, timeZone);
    cache.set(key, clock);
  }
  return clock;
}

const LABELS = Array.from({ length: MINUTES_PER_DAY }, (_, m) => timeOf(m));

/** 'HH:mm' of a wall minute 0..1439, from a table: the engine names every slot it lists. */
export function wallTimeLabel(m: number): string {
  return LABELS[m] ?? timeOf(m);
}
