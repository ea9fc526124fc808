import { subscriptionAccess, type SubscriptionStatusDto } from '@barbershop/core';
import { Router } from 'express';
import { users } from '../data/collections';
import { requireUid } from '../http/auth';
import { notFound } from '../http/errors';
import { handle } from '../http/handler';

/**
 * GET /api/user/subscription: the owner's access from users/{uid}.billing. Stripe billing is a
 * later issue; until STRIPE_SECRET_KEY is configured, billing is disabled and the trial decides.
 */
export function subscriptionRoutes() {
  const router = Router();
  router.get(
    '/user/subscription',
    handle(async (req): Promise<SubscriptionStatusDto> => {
      const user = (await users().doc(await requireUid(req)).get()).data();
      if (!user) throw notFound('User not found');
      const access = subscriptionAccess(user.billing, Date.now());
      return {
        hasAccess: access.hasAccess,
        isTrialing: access.isTrialing,
        isActive: access.isActive,
        trialEnded: access.trialEnded,
        trialEndsAt: access.trialEndsAt?.toISOString() ?? null,
        subscriptionStatus: user.billing?.subscriptionStatus ?? null,
        currentPeriodEnd: user.billing?.currentPeriodEnd?.toISOString() ?? null,
        billingEnabled: Boolean(process.env.STRIPE_SECRET_KEY),
        daysRemaining: access.daysRemaining,
        banner: access.banner,
      };
    }),
  );
  return router;
}
