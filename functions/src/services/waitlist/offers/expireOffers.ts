import type { WaitlistOffer } from '@barbershop/core/model';
import { todayIn } from '@barbershop/core/time';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../../app/firebase';
import { allWaitlistEntries, allWaitlistOffers, waitlist, waitlistOffers } from '../../../data/collections';
import { sendWaitlistOfferExpired } from '../../../email/waitlistEmails';
import { readBarberDay, removeFromDay } from '../../booking/busyDays';
import { loadShop } from '../../reads/shopData';
import { offerFreedTimes } from './offerFreedTimes';

/**
 * The `waitlist-offers` job (every minute; docs/waitlist.md "Expiry"): each offer whose hold
 * ended unclaimed expires (its interval freed if still there, the customer back to waiting, told
 * so), and its time is offered to the next customer waiting for that day; entries whose dates all
 * passed end. The hold's time is free at its expiry whether or not this ran (the slot engine and
 * every booking transaction skip an expired hold); the job only moves the list on. Each step is
 * one transaction that checks the state it changes, so overlapping runs are safe and no email
 * goes twice. Answers how many offers expired.
 */
export async function expireOffers(now: Date = new Date()): Promise<number> {
  const due = await allWaitlistOffers().where('state', '==', 'offered').where('expiresAt', '<=', now).get();
  let expired = 0;
  for (const doc of due.docs) {
    if (await expireOffer(doc.data(), now.getTime())) expired++;
  }
  await endPassedEntries(now.getTime());
  return expired;
}

async function expireOffer(found: WaitlistOffer, now: number): Promise<boolean> {
  const ref = waitlistOffers(found.shopId).doc(found.id);
  const entryRef = waitlist(found.shopId).doc(found.entryId);
  const outcome = await db.runTransaction(async (tx) => {
    const [offerSnap, entrySnap, day] = await Promise.all([
      tx.get(ref),
      tx.get(entryRef),
      readBarberDay(tx, { shopId: found.shopId, barberId: found.barberId, date: found.date }),
    ]);
    const offer = offerSnap.data();
    // claimed or taken back meanwhile, or its hold lengthened: not this run's
    if (!offer || offer.state !== 'offered' || offer.expiresAt.getTime() > now) return null;
    const entry = entrySnap.data();
    removeFromDay(tx, day, offer.id);
    tx.update(ref, { state: 'expired', updatedAt: new Date(now) });
    const backToWaiting = entry?.state === 'offered' && entry.offerId === offer.id;
    if (entry && backToWaiting)
      tx.update(entryRef, { state: 'waiting', offerId: null, offersExpired: FieldValue.increment(1), updatedAt: new Date(now) });
    return { offer, entry: backToWaiting ? entry : null };
  });
  if (!outcome) return false;
  const shop = await loadShop(found.shopId).catch(() => null);
  if (shop && outcome.entry) await sendWaitlistOfferExpired(shop, { ...outcome.entry, state: 'waiting' }, outcome.offer);
  await offerFreedTimes(found.shopId, [found.date], Date.now());
  return true;
}

/** Entries still waiting whose every date is past (shop zone) end: nothing can be offered to them any more. */
async function endPassedEntries(now: number): Promise<void> {
  const waiting = await allWaitlistEntries().where('state', '==', 'waiting').get();
  const todayOf = new Map<string, string | null>();
  for (const doc of waiting.docs) {
    const entry = doc.data();
    if (!todayOf.has(entry.shopId)) {
      const shop = await loadShop(entry.shopId).catch(() => null);
      todayOf.set(entry.shopId, shop ? todayIn(shop.timezone, now) : null);
    }
    const today = todayOf.get(entry.shopId);
    if (!today || entry.dates.some((d) => d >= today)) continue;
    await db.runTransaction(async (tx) => {
      const ref = waitlist(entry.shopId).doc(entry.id);
      if ((await tx.get(ref)).data()?.state !== 'waiting') return;
      tx.update(ref, { state: 'ended', updatedAt: new Date(now) });
    });
  }
}
