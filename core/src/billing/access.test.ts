import { describe, expect, it } from 'vitest';
import { subscriptionAccess } from './access';

const now = Date.parse('2026-11-23T12:00:00Z');
const trial = (hoursLeft: number) =>
  subscriptionAccess({ subscriptionStatus: 'trialing', trialEndsAt: new Date(now + hoursLeft * 3_600_000) }, now);

describe('subscription access and banner', () => {
  it('gives a running trial access, warning at 2 days or fewer, days rounded up', () => {
    expect(trial(5 * 24)).toMatchObject({ hasAccess: true, isTrialing: true, daysRemaining: 5, banner: 'none' });
    expect(trial(49)).toMatchObject({ daysRemaining: 3, banner: 'none' });
    expect(trial(47)).toMatchObject({ daysRemaining: 2, banner: 'ending-soon' });
    expect(trial(1)).toMatchObject({ daysRemaining: 1, banner: 'ending-soon' });
  });
  it('ends access when the trial is over', () => {
    expect(trial(-1)).toMatchObject({ hasAccess: false, trialEnded: true, banner: 'trial-expired' });
  });
  it('gives active subscriptions access, and cancelled ones until the period ends', () => {
    expect(subscriptionAccess({ subscriptionStatus: 'active' }, now)).toMatchObject({
      hasAccess: true,
      isActive: true,
      banner: 'none',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'canceled', currentPeriodEnd: new Date(now + 1000) }, now).hasAccess).toBe(
      true,
    );
    expect(subscriptionAccess({ subscriptionStatus: 'canceled', currentPeriodEnd: new Date(now - 1000) }, now)).toMatchObject({
      hasAccess: false,
      banner: 'subscription-required',
    });
    expect(subscriptionAccess(undefined, now).banner).toBe('subscription-required');
  });
});

describe('access without a trial or subscription', () => {
  it('requires a subscription for incomplete or unpaid subscriptions and keeps past_due running', () => {
    expect(subscriptionAccess({ subscriptionStatus: 'incomplete' }, now)).toMatchObject({
      hasAccess: false,
      banner: 'subscription-required',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'unpaid' }, now).hasAccess).toBe(false);
    expect(subscriptionAccess({ subscriptionStatus: 'past_due' }, now)).toMatchObject({ hasAccess: true, banner: 'none' });
  });
});
