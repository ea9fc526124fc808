/**
 * Every query key of billing. The signed-in owner's are under `user`, so sign-out drops them;
 * the billing config is public (registration asks before an account exists).
 */
export const billingKeys = {
  /** GET /api/user/subscription */
  subscription: ['user', 'subscription'] as const,
  /** GET /api/user/seats */
  seats: ['user', 'seats'] as const,
  /** POST /api/user/seats/calculate-price: a quote, read-only */
  seatPrice: (seats: number) => ['user', 'seat-price', seats] as const,
  /** GET /api/billing/config */
  config: ['billing', 'config'] as const,
  /** The card form's Stripe intent of each flow: created when the form opens (see docs/decisions.md). */
  trialSubscription: (email: string, businessName: string) => ['billing', 'trial-subscription', email, businessName] as const,
  trialSubscriptions: ['billing', 'trial-subscription'] as const,
  paymentMethodSetup: ['user', 'billing', 'payment-method-setup'] as const,
  subscribePayment: ['user', 'billing', 'subscribe-payment'] as const,
};
