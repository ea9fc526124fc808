import type { UserBilling } from '@barbershop/core';
import { users } from '../../data/collections';
import { notFound } from '../../errors';

/** The owner's billing record (404 when the user document is missing). */
export async function ownerBilling(uid: string): Promise<UserBilling> {
  const user = (await users().doc(uid).get()).data();
  if (!user) throw notFound('User not found');
  return user.billing ?? {};
}

/** The owner whose billing names this Stripe customer, if any. */
export async function ownerOfCustomer(customerId: string) {
  const snap = await users().where('billing.stripeCustomerId', '==', customerId).limit(1).get();
  return snap.docs[0] ?? null;
}
