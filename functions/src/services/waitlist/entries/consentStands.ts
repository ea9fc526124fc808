import type { WaitlistEntry } from '@barbershop/core/model';
import { customers } from '../../../data/collections';

/**
 * Whether the box the customer ticked when joining still speaks for them when they claim an
 * offer: not once they withdrew consent (the unsubscribe link) after joining, which a claim
 * must never give back.
 */
export async function entryConsentStands(entry: WaitlistEntry): Promise<boolean> {
  if (!entry.marketingConsent) return false;
  const marketing = (await customers(entry.shopId).doc(entry.customerId).get()).data()?.marketing;
  return !(marketing?.consent === false && marketing.at.getTime() > entry.createdAt.getTime());
}
