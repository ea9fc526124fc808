import type { SubscriptionStatusDto } from '@barbershop/core/api';
import { subscriptionAccess } from '@barbershop/core/billing';
import type { UserBilling } from '@barbershop/core/model';
import { stripeConfigured } from './config';
import { ownerBilling } from './owner';

/** GET /api/user/subscription: access and status from the owner's billing fields. */
export function subscriptionStatusDto(billing: UserBilling, now = Date.now()): SubscriptionStatusDto {
  const access = subscriptionAccess(billing, now);
  return {
    hasAccess: access.hasAccess,
    isTrialing: access.isTrialing,
    isActive: access.isActive,
    trialEnded: access.trialEnded,
    trialEndsAt: access.trialEndsAt?.toISOString() ?? null,
    subscriptionStatus: billing.subscriptionStatus ?? null,
    currentPeriodEnd: billing.currentPeriodEnd?.toISOString() ?? null,
    billingEnabled: stripeConfigured(),
    daysRemaining: access.daysRemaining,
    banner: access.banner,
    cancelAtPeriodEnd: Boolean(billing.cancelAtPeriodEnd),
  };
}

export async function subscriptionStatus(uid: string): Promise<SubscriptionStatusDto> {
  return subscriptionStatusDto(await ownerBilling(uid));
}
