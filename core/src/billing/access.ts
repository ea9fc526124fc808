import type { UserBilling } from '../model/types';

export const TRIAL_WARNING_DAYS = 2;
const DAY = 86_400_000;

export type BannerKind = 'none' | 'ending-soon' | 'trial-expired' | 'subscription-required';

export interface SubscriptionAccess {
  hasAccess: boolean;
  isTrialing: boolean;
  isActive: boolean;
  trialEnded: boolean;
  trialEndsAt: Date | null;
  /** days to the trial end, rounded up */
  daysRemaining: number | null;
  banner: BannerKind;
}

/**
 * Access from the owner's billing fields. past_due keeps access while
 * Stripe retries the card (the status tab asks for a new card); a cancelled subscription keeps
 * it until the paid period ends.
 */
export function subscriptionAccess(billing: UserBilling | undefined, now: number): SubscriptionAccess {
  const status = billing?.subscriptionStatus ?? null;
  const trialEndsAt = billing?.trialEndsAt ?? null;
  const periodEnd = billing?.currentPeriodEnd?.getTime() ?? 0;
  const base = { trialEndsAt, daysRemaining: null, isTrialing: false, isActive: false, trialEnded: false };
  if (status === 'active' || status === 'past_due' || (status === 'canceled' && periodEnd > now)) {
    return { ...base, hasAccess: true, isActive: status === 'active', banner: 'none' };
  }
  if (status === 'trialing' && trialEndsAt) {
    const left = trialEndsAt.getTime() - now;
    if (left > 0) {
      const daysRemaining = Math.ceil(left / DAY);
      return {
        ...base,
        hasAccess: true,
        isTrialing: true,
        daysRemaining,
        banner: daysRemaining <= TRIAL_WARNING_DAYS ? 'ending-soon' : 'none',
      };
    }
    return { ...base, hasAccess: false, trialEnded: true, daysRemaining: 0, banner: 'trial-expired' };
  }
  return {
    ...base,
    hasAccess: false,
    trialEnded: Boolean(trialEndsAt && trialEndsAt.getTime() <= now),
    banner: 'subscription-required',
  };
}

/** Text of the 403 that owner changes get without access. */
export function noAccessMessage(access: SubscriptionAccess): string {
  return access.trialEnded && access.banner === 'trial-expired'
    ? 'Your trial has ended. Subscribe to continue.'
    : 'A subscription is required. Subscribe to continue.';
}

/** What the public booking route answers when the shop's owner has no access (docs/billing.md). */
export const ONLINE_BOOKING_UNAVAILABLE =
  'Online booking is temporarily unavailable for this barbershop. Please contact the shop directly.';
