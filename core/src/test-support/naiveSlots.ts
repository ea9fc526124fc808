// The yardstick for the slot engine: for every listed minute it asks the time-zone library where
// that wall time is, and scans every booking and every block. Slow and obviously right; the
// property test and `npm run bench` compare computeDaySlots against it. Not for production.
import type { SlotDto } from '../slots/slotDto';
import { BLOCK_REASON_LABELS } from '../slots/blockReasons';
import { barberDayHours, entryFor, listingWindow } from '../slots/hours';
import { SLOT_REASONS, type BarberDayInput, type BlockLike } from '../slots/slots';
import { addDays, dayOfWeek, isExistingWallTime, timeOf, zonedToInstant } from '../time/zone';

const instant = (date: string, time: string, timeZone: string) => zonedToInstant(date, time, timeZone).getTime();

function naiveBlockInterval(block: BlockLike, date: string, timeZone: string) {
  if (date < block.startDate || date > block.endDate) return null;
  if (block.isAllDay || !block.startTime || !block.endTime)
    return { start: instant(date, '00:00', timeZone), end: instant(addDays(date, 1), '00:00', timeZone) };
  const start = instant(date, block.startTime, timeZone);
  const end = instant(date, block.endTime, timeZone);
  return end > start ? { start, end } : null;
}

/** Why `time` cannot be booked, or null: every look-up made afresh, every interval scanned. */
export function naiveReason(input: BarberDayInput, time: string): string | null {
  const { date, timeZone } = input;
  if (input.lastBookableDate && date > input.lastBookableDate) return SLOT_REASONS.tooFar;
  const dow = dayOfWeek(date);
  if (!entryFor(input.shopHours, dow)?.isActive) return SLOT_REASONS.closed;
  const hours = barberDayHours(input.shopHours, input.barberHours, dow);
  const start = instant(date, time, timeZone);
  const workStart = hours ? instant(date, timeOf(hours.open), timeZone) : 0;
  const workEnd = hours ? instant(date, timeOf(hours.close), timeZone) : 0;
  if (!hours || start < workStart || start >= workEnd) return SLOT_REASONS.notWorking;
  const end = start + input.durationMin * 60_000;
  if (start < input.now) return SLOT_REASONS.past;
  if (start < input.now + (input.leadTimeMin ?? 0) * 60_000) return SLOT_REASONS.tooSoon;
  let first: { start: number; label: string } | null = null;
  for (const b of input.blocks) {
    const interval = naiveBlockInterval(b, date, timeZone);
    if (!interval || !(interval.start < end && start < interval.end)) continue;
    const label = input.blockReasons ? BLOCK_REASON_LABELS[b.reason] : SLOT_REASONS.blocked;
    if (!first || interval.start < first.start) first = { start: interval.start, label };
  }
  if (first) return first.label;
  for (const b of input.busy) if (b.start < end && start < b.end) return SLOT_REASONS.booked;
  if (end > workEnd) return SLOT_REASONS.tooLate;
  return null;
}

/** computeDaySlots, the slow way. */
export function naiveDaySlots(input: BarberDayInput): SlotDto[] {
  const window = listingWindow(input.shopHours, dayOfWeek(input.date));
  const slots: SlotDto[] = [];
  for (let m = window.open; m < window.close; m += input.stepMin ?? 30) {
    const time = timeOf(m);
    if (!isExistingWallTime(input.date, time, input.timeZone)) continue;
    const reason = naiveReason(input, time);
    slots.push(reason ? { time, available: false, reason } : { time, available: true });
  }
  return slots;
}
