import type { BarberDay, BusyInterval } from '@barbershop/core/model';
import { addInterval, barberDayId, holdsInterval, liveIntervals, moveInterval, removeInterval } from '@barbershop/core/slots';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { barberDays } from '../../data/collections';

// The barber-day busy projection written inside the caller's transaction: the list arithmetic
// is core's (slots/busyProjection); this module only reads and writes the documents.

/** A barber-day as a transaction read it: its document and its intervals then. */
export interface ReadBarberDay {
  dayRef: DocumentReference<BarberDay>;
  intervals: readonly BusyInterval[];
}

/** Whose day a written document is (stored on it for the range queries). */
export interface BarberDayKey {
  shopId: string;
  barberId: string;
  date: string;
}

/** A barber's day document. */
export const barberDayRef = (key: BarberDayKey) => barberDays(key.shopId).doc(barberDayId(key.barberId, key.date));

/** A barber's day read in `tx` (no document: no intervals). */
export async function readBarberDay(tx: Transaction, key: BarberDayKey): Promise<ReadBarberDay> {
  const dayRef = barberDayRef(key);
  return { dayRef, intervals: (await tx.get(dayRef)).data()?.intervals ?? [] };
}

/**
 * A booking's (or a hold's) interval onto the day as read (the whole document set: a new day is
 * created). Holds expired at `now` are dropped on the way: they are free time already.
 */
export function addToDay(tx: Transaction, day: ReadBarberDay, key: BarberDayKey, interval: BusyInterval, now: number): void {
  tx.set(day.dayRef, { ...key, intervals: addInterval(liveIntervals(day.intervals, now), interval) });
}

/** Frees an appointment's interval; a day without it is not written (idempotent). Answers whether it wrote. */
export function removeFromDay(tx: Transaction, day: ReadBarberDay, appointmentId: string): boolean {
  if (!holdsInterval(day.intervals, appointmentId)) return false;
  tx.update(day.dayRef, { intervals: removeInterval(day.intervals, appointmentId) });
  return true;
}

/**
 * A moved booking: the old day (as read) loses its interval, the new barber's day (as read)
 * gains it at its new time; one write when both are the same day.
 */
export function moveBetweenDays(
  tx: Transaction,
  old: ReadBarberDay,
  to: ReadBarberDay,
  key: BarberDayKey,
  interval: BusyInterval,
): void {
  const lists = moveInterval(
    { id: old.dayRef.path, intervals: old.intervals },
    { id: to.dayRef.path, intervals: to.intervals },
    interval,
  );
  if (lists.from) tx.update(old.dayRef, { intervals: lists.from });
  tx.set(to.dayRef, { ...key, intervals: lists.to });
}
