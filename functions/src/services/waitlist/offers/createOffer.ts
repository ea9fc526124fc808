import { busyEndOf, visitOf } from '@barbershop/core/booking';
import type { ActorStamp, Barbershop, BusyInterval, WaitlistEntry, WaitlistOffer } from '@barbershop/core/model';
import { liveIntervals } from '@barbershop/core/slots';
import { offerSlotKey, waitlistSettingsOf } from '@barbershop/core/waitlist';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../../app/firebase';
import { waitlist, waitlistOffers } from '../../../data/collections';
import { sendWaitlistOffer } from '../../../email/waitlistEmails';
import { sendWaitlistOfferText } from '../../../sms/waitlistTexts';
import { conflict, notFound } from '../../../errors';
import { addToDay, readBarberDay } from '../../booking/busyDays';
import { loadActiveBarbers, loadActiveServices } from '../../reads/shopData';
import { newOfferToken } from './offerToken';

export const NOT_WAITING_MESSAGE = 'This customer is not waiting for a time any more.';
export const SLOT_TAKEN_MESSAGE = 'That time is no longer free.';

/** The time offered: a barber, the shop-zone date and time, and the start instant. */
export interface OfferSlot {
  barberId: string;
  date: string;
  time: string;
  start: number;
}

/**
 * Offers `slot` to `entry` (docs/waitlist.md "Offers"): in one transaction the entry must still
 * be waiting (409 waitlist_not_waiting) and the time free on the barber's day (409 slot_taken);
 * the offer, its hold (the barber-day interval with `heldUntil`, the payment hold's mechanism)
 * and the entry (offered) are written together. Then the offer email: its raw token exists only
 * in memory, so the email is sent by this call alone, never by a retry.
 */
export async function createOffer(
  shop: Barbershop,
  entry: WaitlistEntry,
  slot: OfferSlot,
  opts: { now: number; offeredBy: ActorStamp | null },
): Promise<WaitlistOffer> {
  const [services, barbers] = await Promise.all([loadActiveServices(shop.id, entry.serviceIds), loadActiveBarbers(shop.id)]);
  const barber = barbers.find((b) => b.id === slot.barberId);
  if (!barber) throw notFound('Barber not found');
  const visit = visitOf(services);
  const start = new Date(slot.start);
  const busyEnd = busyEndOf({ end: new Date(slot.start + visit.durationMin * 60_000), bufferMin: visit.bufferMin });
  // held no longer than the time itself lasts: a hold past the start keeps a time nobody can claim
  const expiresAt = new Date(Math.min(opts.now + waitlistSettingsOf(shop).holdMinutes * 60_000, slot.start));
  const ref = waitlistOffers(shop.id).doc();
  const token = newOfferToken();
  const offer: WaitlistOffer = {
    id: ref.id,
    shopId: shop.id,
    entryId: entry.id,
    barberId: barber.id,
    barberName: barber.name,
    serviceIds: visit.services.map((s) => s.serviceId),
    serviceName: visit.serviceName,
    durationMin: visit.durationMin,
    pricePence: visit.pricePence,
    date: slot.date,
    time: slot.time,
    start,
    busyEnd: new Date(busyEnd),
    tokenHash: token.hash,
    expiresAt,
    state: 'offered',
    offeredBy: opts.offeredBy,
    appointmentId: null,
    createdAt: new Date(opts.now),
    updatedAt: new Date(opts.now),
  };
  const interval: BusyInterval = { start: slot.start, end: busyEnd, appointmentId: ref.id, heldUntil: expiresAt.getTime() };
  const entryRef = waitlist(shop.id).doc(entry.id);
  const key = { shopId: shop.id, barberId: barber.id, date: slot.date };
  const current = await db.runTransaction(async (tx) => {
    const [entrySnap, day] = await Promise.all([tx.get(entryRef), readBarberDay(tx, key)]);
    const stored = entrySnap.data();
    if (!stored || stored.state !== 'waiting') throw conflict(NOT_WAITING_MESSAGE, 'waitlist_not_waiting');
    const now = Date.now();
    if (liveIntervals(day.intervals, now).some((i) => i.start < interval.end && interval.start < i.end))
      throw conflict(SLOT_TAKEN_MESSAGE, 'slot_taken');
    addToDay(tx, day, key, interval, now);
    tx.set(ref, offer);
    tx.update(entryRef, {
      state: 'offered',
      offerId: ref.id,
      offeredSlots: FieldValue.arrayUnion(offerSlotKey(barber.id, slot.start)),
      offersSent: FieldValue.increment(1),
      updatedAt: new Date(opts.now),
    });
    return stored;
  });
  await sendWaitlistOffer(shop, current, offer, token.token); // never throws: a failure is logged and retried
  await sendWaitlistOfferText(shop, current, offer, token.token); // never throws: logged in the shop's smsLog
  return offer;
}
