import type { UserBilling } from '@barbershop/core/model';
import { users } from '../../data/collections';
import { notFound } from '../../errors';

/** The owner's billing record (404 when the user document is missing). */
export async function ownerBilling(uid: string): Promise<UserBilling> {
  const user = (await users().doc(uid).get()).data();
  if (!user) throw notFound('User not found');
  return user.billing ?? {};
}
