// Which waitlisted customer is offered a freed time, and which time (issue 36, docs/waitlist.md).
// Pure: the functions (services/waitlist/offers) read the entries and the day's free slots.
import type { WaitlistEntry, WaitlistPreference, WaitlistSettings } from '../model/waitlist';

/** The key of a time offered to an entry (`WaitlistEntry.offeredSlots`): never offered to them twice. */
export const offerSlotKey = (barberId: string, startMs: number): string => `${barberId}@${startMs}`;

type Ordered = Pick<WaitlistEntry, 'id' | 'regular'> & { createdAt: Date | number };

const ms = (d: Date | number): number => (typeof d === 'number' ? d : d.getTime());

/**
 * The entries in the order the shop offers in: the first to join first, or (regularsFirst) the
 * customers with a completed visit first, each group by the time they joined; the id breaks ties
 * so two runs always agree.
 */
export function orderEntries<T extends Ordered>(entries: readonly T[], order: WaitlistSettings['order']): T[] {
  return [...entries].sort(
    (a, b) =>
      (order === 'regularsFirst' ? Number(b.regular) - Number(a.regular) : 0) ||
      ms(a.createdAt) - ms(b.createdAt) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** Whether a start at `time` on `date` is in one of the windows (from and to both included). */
export const fitsPreference = (prefs: readonly WaitlistPreference[], date: string, time: string): boolean =>
  prefs.some((p) => p.date === date && p.from <= time && time <= p.to);

/** One barber's free times on a day, each with its start instant, in their barber order. */
export interface BarberFreeSlots {
  barberId: string;
  slots: readonly { time: string; start: number; available: boolean }[];
}

export interface FittingSlot {
  barberId: string;
  time: string;
  start: number;
}

/**
 * The earliest free time on `date` in the entry's windows, with the entry's barber (or any
 * barber: the earliest time, then the first barber in order), not offered to the entry before.
 * Null: nothing fits.
 */
export function firstFit(
  entry: Pick<WaitlistEntry, 'barberId' | 'preferences' | 'offeredSlots'>,
  perBarberSlots: readonly BarberFreeSlots[],
  date: string,
): FittingSlot | null {
  let best: FittingSlot | null = null;
  for (const b of perBarberSlots) {
    if (entry.barberId !== null && b.barberId !== entry.barberId) continue;
    for (const s of b.slots) {
      if (!s.available || !fitsPreference(entry.preferences, date, s.time)) continue;
      if (entry.offeredSlots.includes(offerSlotKey(b.barberId, s.start))) continue;
      if (!best || s.start < best.start) best = { barberId: b.barberId, time: s.time, start: s.start };
      break; // this barber's later times cannot beat their first
    }
  }
  return best;
}
