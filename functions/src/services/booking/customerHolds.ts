import { createHash } from 'node:crypto';
import { customerContactKeys, upcomingCapMessage, upcomingHeld, type HeldBooking } from '@barbershop/core/abuse';
import { UPCOMING_CAP_CODE } from '@barbershop/core/api';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { appointments, customerBookingHolds, holds } from '../../data/collections';
import { conflict } from '../../errors';

/**
 * Functions-only collection (customerBookingHolds): per shop and customer contact (phone, email),
 * the online bookings the contact holds ahead. Ids are hashes (no phone or email stored);
 * `expiresAt` (a day after the last held start) is the field of its TTL policy.
 */
const DAY_MS = 86_400_000;

function holdRef(shopId: string, contactKey: string): DocumentReference {
  return customerBookingHolds().doc(createHash('sha256').update(`barberbook-holds:v1:${shopId}:${contactKey}`).digest('hex'));
}

function heldList(value: unknown): HeldBooking[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (h): h is HeldBooking =>
      typeof (h as HeldBooking)?.appointmentId === 'string' && typeof (h as HeldBooking)?.start === 'number',
  );
}

/**
 * The hold documents of a customer's contacts (an erased customer's are deleted): the ids are
 * hashes, but a hash of a phone still identifies the person who has it.
 */
export function holdRefsOf(shopId: string, contact: { phone: string; email: string }): DocumentReference[] {
  return customerContactKeys(contact.phone, contact.email).map((key) => holdRef(shopId, key));
}

/**
 * Inside the booking transaction: refuses (409) an online booking when the customer, by phone
 * or by email, already holds `max` scheduled bookings ahead at the shop. Every held booking is
 * re-read, so a cancelled or completed one no longer counts; a time kept while the customer pays
 * counts until it expires. The hold documents are read in the
 * transaction, so two bookings by one customer at once are serialised by Firestore and cannot
 * both pass. Returns the write that adds the new booking (call it after every other read).
 */
export async function checkUpcomingCap(
  tx: Transaction,
  shopId: string,
  contact: { phone: string; email: string },
  max: number,
  now: number,
): Promise<(added: HeldBooking) => void> {
  const refs = customerContactKeys(contact.phone, contact.email).map((key) => holdRef(shopId, key));
  const lists = (await Promise.all(refs.map((ref) => tx.get(ref)))).map((snap) => heldList(snap.get('held')));
  const candidates = upcomingHeld(lists, now);
  const booked = await Promise.all(candidates.map((h) => tx.get(appointments(shopId).doc(h.appointmentId))));
  // an entry with no booking yet may be a time kept while the customer pays (issue 34): it counts while held
  const unbooked = candidates.filter((_h, i) => !booked[i]!.exists);
  const kept = await Promise.all(unbooked.map((h) => tx.get(holds().doc(h.appointmentId))));
  const live = new Set([
    ...candidates.filter((_h, i) => booked[i]!.data()?.status === 'scheduled').map((h) => h.appointmentId),
    ...unbooked
      .filter((_h, i) => {
        const hold = kept[i]!.data();
        return hold?.state === 'held' && hold.expiresAt.getTime() > now;
      })
      .map((h) => h.appointmentId),
  ]);
  if (live.size >= max) throw conflict(upcomingCapMessage(max), UPCOMING_CAP_CODE);
  return (added) => {
    refs.forEach((ref, i) => {
      const held = [...lists[i]!.filter((h) => live.has(h.appointmentId)), added];
      tx.set(ref, { shopId, held, expiresAt: new Date(Math.max(...held.map((h) => h.start)) + DAY_MS) });
    });
  };
}

/**
 * Before the booking transaction, outside it: the bookings the customer's holds list as upcoming,
 * for the transaction to read in its first batch with the holds themselves. Only a hint: the
 * cap is decided on the holds as read in the transaction, and a booking listed there but not
 * here is read then.
 */
export async function heldBookingRefs(
  shopId: string,
  contact: { phone: string; email: string },
  now: number,
): Promise<DocumentReference[]> {
  const snaps = await db.getAll(...holdRefsOf(shopId, contact));
  return upcomingHeld(
    snaps.map((snap) => heldList(snap.get('held'))),
    now,
  ).map((h) => appointments(shopId).doc(h.appointmentId));
}

/**
 * Inside the reschedule transaction: the moved booking's entry in the customer's holds gets its
 * new start, so it keeps counting towards the cap until the new time. Reads now; returns the
 * write (call it after every other read).
 */
export async function moveHeldBooking(
  tx: Transaction,
  shopId: string,
  contact: { phone: string; email: string },
  appointmentId: string,
): Promise<(start: number) => void> {
  const refs = customerContactKeys(contact.phone, contact.email).map((key) => holdRef(shopId, key));
  const snaps = await Promise.all(refs.map((ref) => tx.get(ref)));
  return (start) => {
    snaps.forEach((snap, i) => {
      const held = heldList(snap.get('held'));
      if (!held.some((h) => h.appointmentId === appointmentId)) return;
      const moved = held.map((h) => (h.appointmentId === appointmentId ? { ...h, start } : h));
      tx.set(refs[i]!, { shopId, held: moved, expiresAt: new Date(Math.max(...moved.map((h) => h.start)) + DAY_MS) });
    });
  };
}
