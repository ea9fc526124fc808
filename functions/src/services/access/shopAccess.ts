import { noAccessMessage, ONLINE_BOOKING_UNAVAILABLE, subscriptionAccess } from '@barbershop/core/billing';
import type { UserProfile } from '@barbershop/core/model';
import { shops, users } from '../../data/collections';
import { forbidden } from '../../errors';

/**
 * Owner changes need access (a running trial or a subscription): 403 otherwise. `profile` is the
 * owner's profile when the caller has read it already (the request's owner check has).
 */
export async function requireAccess(uid: string, profile?: UserProfile): Promise<void> {
  const user = profile ?? (await users().doc(uid).get()).data();
  const access = subscriptionAccess(user?.billing, Date.now());
  if (!access.hasAccess) throw forbidden(noAccessMessage(access));
}

/**
 * Online booking at a shop whose owner has lost access is refused (docs/billing.md); the shop
 * page itself still shows. Shops without an owner account (imported or seeded without one)
 * have no billing to check and stay bookable.
 */
export async function requireShopBookable(shopId: string, ownerId?: string): Promise<void> {
  const owner = ownerId ?? (await shops().doc(shopId).get()).data()?.ownerId;
  if (!owner) return;
  const user = (await users().doc(owner).get()).data();
  if (!user?.billing) return;
  if (!subscriptionAccess(user.billing, Date.now()).hasAccess) throw forbidden(ONLINE_BOOKING_UNAVAILABLE);
}
