import { describe, expect, it } from 'vitest';
import { canCancelSubscription, subscriptionStatusLabel } from './labels';

describe('subscription status labels', () => {
  it('names each Stripe status as the spec does, others raw', () => {
    expect(subscriptionStatusLabel('trialing')).toMatchObject({
      badge: 'Free Trial',
      title: 'Free Trial Active',
      date: 'trialEndsAt',
    });
    expect(subscriptionStatusLabel('active')).toMatchObject({ badge: 'Active', date: 'currentPeriodEnd' });
    expect(subscriptionStatusLabel('past_due')).toMatchObject({
      badge: 'Payment Due',
      title: 'Payment Required',
      detail: 'Update your payment method to continue service.',
    });
    expect(subscriptionStatusLabel('canceled')).toMatchObject({
      badge: 'Cancelled',
      title: 'Subscription Cancelled',
      date: 'currentPeriodEnd',
    });
    expect(subscriptionStatusLabel('unpaid')).toMatchObject({ badge: 'unpaid', title: 'unpaid' });
  });

  it('shows a subscription cancelled at period end as cancelled, and hides the cancel action', () => {
    expect(subscriptionStatusLabel('active', true).badge).toBe('Cancelled');
    expect(canCancelSubscription('active', true)).toBe(false);
    expect(canCancelSubscription('canceled')).toBe(false);
    expect(canCancelSubscription('trialing')).toBe(true);
  });
});
