import { seatsFromItems } from '@barbershop/core/billing';
import type { SubscriptionStatus, UserBilling } from '@barbershop/core/model';
import type Stripe from 'stripe';

const date = (unixSeconds: number | null | undefined): Date | null => (unixSeconds ? new Date(unixSeconds * 1000) : null);

export const idOf = (ref: string | { id: string } | null | undefined): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

/**
 * The owner's billing fields as a Stripe subscription states them. The period end lives on the
 * items since API version 2025-03-31; a subscription that has ended (cancelled at once, or at
 * the end of its period) gives access until `ended_at`.
 */
export function billingFromSubscription(sub: Stripe.Subscription, seatPriceId: string): UserBilling {
  const periodEnd = Math.max(0, ...sub.items.data.map((i) => i.current_period_end ?? 0));
  return {
    stripeCustomerId: idOf(sub.customer),
    stripeSubscriptionId: sub.id,
    subscriptionStatus: sub.status as SubscriptionStatus,
    trialEndsAt: date(sub.trial_end),
    currentPeriodEnd: sub.status === 'canceled' && sub.ended_at ? date(sub.ended_at) : date(periodEnd),
    seatsTotal: seatsFromItems(
      sub.items.data.map((i) => ({ price: idOf(i.price) ?? '', quantity: i.quantity ?? 0 })),
      seatPriceId,
    ),
    cancelAtPeriodEnd: sub.cancel_at_period_end || Boolean(sub.cancel_at && sub.status !== 'canceled'),
  };
}

/** Firestore update paths for users/{uid}.billing, leaving the fields not given untouched. */
export function billingUpdate(billing: Partial<UserBilling>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(billing)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [`billing.${k}`, v]),
  );
}

/** The PaymentIntent id inside its client secret (`pi_123_secret_abc`). */
export function paymentIntentIdFromSecret(clientSecret: string): string | null {
  return /^(pi_[A-Za-z0-9]+)_secret_/.exec(clientSecret)?.[1] ?? null;
}
