import { describe, expect, it } from 'vitest';
import { noAccessMessage, subscriptionAccess } from './access';
import { canCancelSubscription, subscriptionStatusLabel } from './labels';

const now = Date.parse('2026-11-23T12:00:00Z');
const HOUR = 3_600_000;
const at = (ms: number) => new Date(now + ms);

describe('subscriptionAccess, whole answers', () => {
  it('answers an active subscription in full', () => {
    expect(subscriptionAccess({ subscriptionStatus: 'active', trialEndsAt: at(-HOUR) }, now)).toEqual({
      hasAccess: true,
      isTrialing: false,
      isActive: true,
      trialEnded: false,
      trialEndsAt: at(-HOUR),
      daysRemaining: null,
      banner: 'none',
    });
  });

  it('answers a running trial in full, warning from exactly 2 days left', () => {
    expect(subscriptionAccess({ subscriptionStatus: 'trialing', trialEndsAt: at(48 * HOUR) }, now)).toEqual({
      hasAccess: true,
      isTrialing: true,
      isActive: false,
      trialEnded: false,
      trialEndsAt: at(48 * HOUR),
      daysRemaining: 2,
      banner: 'ending-soon',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'trialing', trialEndsAt: at(48 * HOUR + 1) }, now)).toMatchObject({
      daysRemaining: 3,
      banner: 'none',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'trialing', trialEndsAt: at(1) }, now)).toMatchObject({
      hasAccess: true,
      daysRemaining: 1,
      banner: 'ending-soon',
    });
  });

  it('ends the trial at its very end, in full', () => {
    expect(subscriptionAccess({ subscriptionStatus: 'trialing', trialEndsAt: at(0) }, now)).toEqual({
      hasAccess: false,
      isTrialing: false,
      isActive: false,
      trialEnded: true,
      trialEndsAt: at(0),
      daysRemaining: 0,
      banner: 'trial-expired',
    });
  });

  it('keeps past_due running without calling it active, and a cancellation until its last millisecond', () => {
    expect(subscriptionAccess({ subscriptionStatus: 'past_due' }, now)).toMatchObject({
      hasAccess: true,
      isActive: false,
      banner: 'none',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'canceled', currentPeriodEnd: at(1) }, now)).toMatchObject({
      hasAccess: true,
      isActive: false,
      banner: 'none',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'canceled', currentPeriodEnd: at(0) }, now)).toMatchObject({
      hasAccess: false,
      banner: 'subscription-required',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'canceled' }, now)).toMatchObject({
      hasAccess: false,
      banner: 'subscription-required',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'unpaid', currentPeriodEnd: at(HOUR) }, now)).toMatchObject({
      hasAccess: false,
      banner: 'subscription-required',
    });
  });

  it('answers no billing at all in full, and remembers a trial that ended before any subscription', () => {
    expect(subscriptionAccess(undefined, now)).toEqual({
      hasAccess: false,
      isTrialing: false,
      isActive: false,
      trialEnded: false,
      trialEndsAt: null,
      daysRemaining: null,
      banner: 'subscription-required',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'incomplete', trialEndsAt: at(0) }, now)).toMatchObject({
      trialEnded: true,
      banner: 'subscription-required',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'incomplete', trialEndsAt: at(1) }, now)).toMatchObject({
      trialEnded: false,
      banner: 'subscription-required',
    });
    expect(subscriptionAccess({ subscriptionStatus: 'trialing' }, now)).toMatchObject({
      hasAccess: false,
      trialEnded: false,
      banner: 'subscription-required',
    });
  });
});

describe('noAccessMessage', () => {
  it('says the trial ended only when it did', () => {
    expect(noAccessMessage(subscriptionAccess({ subscriptionStatus: 'trialing', trialEndsAt: at(-HOUR) }, now))).toBe(
      'Your trial has ended. Subscribe to continue.',
    );
    expect(noAccessMessage(subscriptionAccess({ subscriptionStatus: 'incomplete', trialEndsAt: at(-HOUR) }, now))).toBe(
      'A subscription is required. Subscribe to continue.',
    );
    expect(noAccessMessage(subscriptionAccess(undefined, now))).toBe('A subscription is required. Subscribe to continue.');
  });
});

describe('subscription status labels, whole answers', () => {
  it('gives each status its tone and date', () => {
    expect(subscriptionStatusLabel('trialing')).toEqual({
      badge: 'Free Trial',
      title: 'Free Trial Active',
      date: 'trialEndsAt',
      tone: 'info',
    });
    expect(subscriptionStatusLabel('active')).toEqual({
      badge: 'Active',
      title: 'Active',
      date: 'currentPeriodEnd',
      tone: 'success',
    });
    expect(subscriptionStatusLabel('past_due')).toEqual({
      badge: 'Payment Due',
      title: 'Payment Required',
      detail: 'Update your payment method to continue service.',
      date: null,
      tone: 'error',
    });
    expect(subscriptionStatusLabel('canceled')).toEqual({
      badge: 'Cancelled',
      title: 'Subscription Cancelled',
      date: 'currentPeriodEnd',
      tone: 'default',
    });
    expect(subscriptionStatusLabel('trialing', true)).toEqual({
      badge: 'Cancelled',
      title: 'Subscription Cancelled',
      date: 'currentPeriodEnd',
      tone: 'default',
    });
    expect(subscriptionStatusLabel('incomplete')).toEqual({
      badge: 'incomplete',
      title: 'incomplete',
      date: null,
      tone: 'warning',
    });
    expect(subscriptionStatusLabel(null)).toEqual({ badge: 'none', title: 'none', date: null, tone: 'warning' });
    expect(subscriptionStatusLabel(undefined)).toEqual({ badge: 'none', title: 'none', date: null, tone: 'warning' });
  });

  it('offers Cancel for trialing, active and past_due subscriptions not already cancelled', () => {
    expect(canCancelSubscription('active')).toBe(true);
    expect(canCancelSubscription('past_due')).toBe(true);
    expect(canCancelSubscription('trialing', true)).toBe(false);
    expect(canCancelSubscription('past_due', true)).toBe(false);
    expect(canCancelSubscription('unpaid')).toBe(false);
    expect(canCancelSubscription(null)).toBe(false);
  });
});
