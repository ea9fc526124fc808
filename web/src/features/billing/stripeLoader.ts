import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, loaded once and only when a card form is shown. */
export function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let promise = loaded.get(publishableKey);
  if (!promise) {
    promise = import('@stripe/stripe-js').then((m) => m.loadStripe(publishableKey));
    loaded.set(publishableKey, promise);
  }
  return promise;
}
