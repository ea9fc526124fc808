import { describe, expect, it } from 'vitest';
import { NOT_BOOKABLE_MESSAGES, notBookableReason } from './bookable';
import { ONLINE_BOOKING_UNAVAILABLE } from './access';

const now = Date.UTC(2026, 5, 1);
const trial = (daysLeft: number) => ({
  subscriptionStatus: 'trialing' as const,
  trialEndsAt: new Date(now + daysLeft * 86_400_000),
});
const ok = { ownerBilling: trial(3), activeBarbers: 1, activeServices: 1, now };

describe('notBookableReason', () => {
  it('is null for a running trial, an active subscription or a shop without billing', () => {
    expect(notBookableReason(ok)).toBeNull();
    expect(notBookableReason({ ...ok, ownerBilling: { subscriptionStatus: 'active' } })).toBeNull();
    expect(notBookableReason({ ...ok, ownerBilling: undefined })).toBeNull();
  });

  it('names the first missing condition: access, then a barber, then a service', () => {
    expect(notBookableReason({ ...ok, ownerBilling: trial(-1), activeBarbers: 0 })).toBe('no_access');
    expect(notBookableReason({ ...ok, ownerBilling: { subscriptionStatus: null } })).toBe('no_access');
    expect(notBookableReason({ ...ok, activeBarbers: 0, activeServices: 0 })).toBe('no_barber');
    expect(notBookableReason({ ...ok, activeServices: 0 })).toBe('no_service');
  });

  it('uses the billing text for a shop without access', () => {
    expect(NOT_BOOKABLE_MESSAGES.no_access).toBe(ONLINE_BOOKING_UNAVAILABLE);
  });
});

describe('notBookableReason with more staff', () => {
  it('counts any number of active barbers and services', () => {
    expect(notBookableReason({ ...ok, activeBarbers: 3, activeServices: 12 })).toBeNull();
    expect(
      notBookableReason({ ...ok, ownerBilling: { subscriptionStatus: 'past_due' }, activeBarbers: 2, activeServices: 0 }),
    ).toBe('no_service');
  });
});
