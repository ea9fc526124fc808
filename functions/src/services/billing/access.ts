import { noAccessMessage, ONLINE_BOOKING_UNAVAILABLE, subscriptionAccess } from '@barbershop/core';
import type { RequestHandler } from 'express';
import { shops, users } from '../../data/collections';
import { requireUid } from '../../http/auth';
import { forbidden } from '../../http/errors';

/** Owner changes need access (a running trial or a subscription): 403 otherwise. */
export async function requireAccess(uid: string): Promise<void> {
  const user = (await users().doc(uid).get()).data();
  const access = subscriptionAccess(user?.billing, Date.now());
  if (!access.hasAccess) throw forbidden(noAccessMessage(access));
}

/**
 * Route middleware for owner changes: 401 without a session, 403 without access. Reading
 * stays open, so an owner whose trial ended still sees the dashboard and the banner.
 */
export const withAccess: RequestHandler = (req, _res, next) => {
  requireUid(req)
    .then(requireAccess)
    .then(() => next(), next);
};

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
