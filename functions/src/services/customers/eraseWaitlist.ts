import { inChunks } from '@barbershop/core/customers';
import type { EmailType } from '@barbershop/core/model';
import { db } from '../../app/firebase';
import { waitlist, waitlistKeys } from '../../data/collections';
import { withdrawOffer } from '../waitlist/offers';

/** Values per `in` query (Firestore's limit). */
const IN_VALUES = 30;

/** The emails about a customer's place on the waitlist, and the shop's invites to book. */
const WAITLIST_EMAIL_TYPES: ReadonlySet<EmailType> = new Set<EmailType>([
  'waitlist_joined',
  'waitlist_offer',
  'waitlist_offer_expired',
  'waitlist_booked',
  'invite_to_book',
]);

export const isWaitlistEmailType = (type: EmailType): boolean => WAITLIST_EMAIL_TYPES.has(type);

/**
 * The erased customer's waitlist entries (by phone): each taken off the list (`left`) and its
 * name, phone, email and customer id (their phone, `phone-p44…`) blanked; a time held for them is
 * withdrawn, so it goes to the next customer and no claim brings the record back; the day's lock
 * (keyed by a hash of the phone) is deleted. Answers the addresses the entries had, whose emails
 * the erasure deletes too. Idempotent: an erasure run again finds no entry by that phone.
 */
export async function eraseWaitlistEntries(shopId: string, phones: readonly string[]): Promise<string[]> {
  const found = (
    await Promise.all(inChunks(phones, IN_VALUES).map((g) => waitlist(shopId).where('phone', 'in', g).get()))
  ).flatMap((s) => s.docs);
  const emails = found.map((d) => d.data().email).filter(Boolean);
  const locks = (
    await Promise.all(
      inChunks(
        found.map((d) => d.id),
        IN_VALUES,
      ).map((g) => waitlistKeys(shopId).where('entryId', 'in', g).get()),
    )
  ).flatMap((s) => s.docs);
  for (const snap of found) {
    const ref = waitlist(shopId).doc(snap.id);
    const heldOfferId = await db.runTransaction(async (tx) => {
      const entry = (await tx.get(ref)).data();
      if (!entry) return null;
      const live = entry.state === 'waiting' || entry.state === 'offered';
      tx.update(ref, {
        ...(live ? { state: 'left' as const, offerId: null } : {}),
        name: '',
        phone: '',
        email: '',
        customerId: '',
        updatedAt: new Date(),
      });
      return entry.state === 'offered' ? entry.offerId : null;
    });
    if (heldOfferId) await withdrawOffer(shopId, heldOfferId);
  }
  await Promise.all(locks.map((l) => l.ref.delete()));
  return [...new Set(emails)];
}
