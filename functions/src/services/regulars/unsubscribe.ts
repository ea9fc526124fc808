import { db } from '../../app/firebase';
import { customers } from '../../data/collections';
import { notFound } from '../../errors';

const NOT_VALID = 'This unsubscribe link is not valid.';

/**
 * POST /api/unsubscribe (public, the link in every "Invite to book" email): withdraws the
 * consent of the shop's customer whose unsubscribe key the link carries (24 random bytes: the
 * key alone names them; the link carries no customer id, which is their phone number). An
 * unknown shop or key is one 404, so the answer tells nothing of who is a customer. Idempotent:
 * a second click changes nothing.
 */
export async function unsubscribe(shopId: string, key: string, now = new Date()): Promise<{ unsubscribed: true }> {
  const byKey = customers(shopId).where('marketing.unsubscribeKey', '==', key).limit(1);
  await db.runTransaction(async (tx) => {
    const found = (await tx.get(byKey)).docs[0];
    const marketing = found?.data().marketing;
    if (!found || !marketing?.unsubscribeKey || marketing.unsubscribeKey !== key) throw notFound(NOT_VALID);
    if (marketing.consent === false) return;
    tx.update(found.ref, { marketing: { ...marketing, consent: false, at: now, source: 'unsubscribe' } });
  });
  return { unsubscribed: true };
}
