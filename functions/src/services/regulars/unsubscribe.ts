import { timingSafeEqual } from 'node:crypto';
import { db } from '../../app/firebase';
import { customers } from '../../data/collections';
import { notFound } from '../../errors';

const NOT_VALID = 'This unsubscribe link is not valid.';

const sameKey = (given: string, stored: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * POST /api/unsubscribe (public, the link in every "Invite to book" email): withdraws the
 * customer's consent when the link's key matches; an unknown shop, customer or key is one 404,
 * so the answer tells nothing of who is a customer. Idempotent: a second click changes nothing.
 */
export async function unsubscribe(
  shopId: string,
  customerId: string,
  key: string,
  now = new Date(),
): Promise<{ unsubscribed: true }> {
  const ref = customers(shopId).doc(customerId);
  await db.runTransaction(async (tx) => {
    const marketing = (await tx.get(ref)).data()?.marketing;
    if (!marketing?.unsubscribeKey || !sameKey(key, marketing.unsubscribeKey)) throw notFound(NOT_VALID);
    if (marketing.consent === false) return;
    tx.update(ref, { marketing: { ...marketing, consent: false, at: now, source: 'unsubscribe' } });
  });
  return { unsubscribed: true };
}
