import type { Barber, Barbershop, BusyInterval } from '../model/types';
import { barberDayInput } from '../slots/dayInput';
import { unavailableReason, type BlockLike } from '../slots/slots';
import { instantToZoned } from '../time/zone';

const MINUTE = 60_000;

/**
 * Whether `barber` is working at `at` (epoch ms): within their hours that day, the shop not
 * closed, not on a time block or a weekly break. Their bookings are not looked at: a barber busy
 * with a customer is still at work (a walk-in with them then says until when they are busy).
 */
export function isWorkingAt(
  shop: Pick<Barbershop, 'timezone' | 'businessHours' | 'closedDates'>,
  barber: Pick<Barber, 'weeklyHours' | 'weeklyBreaks' | 'skippedBreaks'>,
  blocks: readonly BlockLike[],
  at: number,
): boolean {
  const minute = Math.floor(at / MINUTE) * MINUTE;
  const { date, time } = instantToZoned(minute, shop.timezone);
  const reason = unavailableReason(
    barberDayInput({ shop, barber, date, visit: { durationMin: 1 }, busy: [], blocks, now: minute }),
    time,
    minute,
  );
  return reason === null;
}

/**
 * Why a walk-in from `start` for `minutes` (the visit and its buffer) does not fit `barberName`'s
 * bookings: with a customer now ("until 14:30"), or a booking coming before it would end. Null
 * when none of `busy` overlaps it. Times in the shop's zone.
 */
export function walkInBusyReason(
  barberName: string,
  busy: readonly Pick<BusyInterval, 'start' | 'end'>[],
  start: number,
  minutes: number,
  timeZone: string,
): string | null {
  const end = start + minutes * MINUTE;
  const clash = [...busy].filter((b) => b.start < end && start < b.end).sort((a, b) => a.start - b.start);
  if (clash.length === 0) return null;
  const now = clash.find((b) => b.start <= start);
  if (now) {
    // back-to-back bookings: busy until the last of the run that starts by then
    let until = now.end;
    for (const b of [...busy].sort((x, y) => x.start - y.start)) if (b.start <= until && b.end > until) until = b.end;
    return `${barberName} is with a customer until ${instantToZoned(until, timeZone).time}.`;
  }
  const next = instantToZoned(clash[0]!.start, timeZone).time;
  return `${barberName} has a booking at ${next}: not enough time for this walk-in before it.`;
}
