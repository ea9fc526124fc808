import type { SubscriptionStatus } from '../model/types';

export interface StatusLabel {
  badge: string;
  title: string;
  /** a second line, when the spec gives one */
  detail?: string;
  /** which date the message shows */
  date: 'trialEndsAt' | 'currentPeriodEnd' | null;
  tone: 'info' | 'success' | 'warning' | 'error' | 'default';
}

/**
 * The labels of the Subscription Status card. A subscription cancelled at period end is
 * shown as cancelled (Stripe keeps 'active' or 'trialing' until then); any other status raw.
 */
export function subscriptionStatusLabel(
  status: SubscriptionStatus | string | null | undefined,
  cancelAtPeriodEnd = false,
): StatusLabel {
  if (cancelAtPeriodEnd || status === 'canceled') {
    return { badge: 'Cancelled', title: 'Subscription Cancelled', date: 'currentPeriodEnd', tone: 'default' };
  }
  switch (status) {
    case 'trialing':
      return { badge: 'Free Trial', title: 'Free Trial Active', date: 'trialEndsAt', tone: 'info' };
    case 'active':
      return { badge: 'Active', title: 'Active', date: 'currentPeriodEnd', tone: 'success' };
    case 'past_due':
      return {
        badge: 'Payment Due',
        title: 'Payment Required',
        detail: 'Update your payment method to continue service.',
        date: null,
        tone: 'error',
      };
    default: {
      const raw = status ?? 'none';
      return { badge: raw, title: raw, date: null, tone: 'warning' };
    }
  }
}

/** Whether the owner can still cancel (the action is hidden once cancelled). */
export function canCancelSubscription(
  status: SubscriptionStatus | string | null | undefined,
  cancelAtPeriodEnd = false,
): boolean {
  return !cancelAtPeriodEnd && (status === 'trialing' || status === 'active' || status === 'past_due');
}
