// Stripe on the shop's own account (Connect, direct charges): the platform's client from
// billing/config.ts (its key, STRIPE_API_HOST for the local fake), each call made with the
// connected account's id as `stripeAccount` (the Stripe-Account header), so the PaymentIntent,
// the refund and the customer live on the shop's account and the shop carries the fees.
import { defineSecret, defineString } from 'firebase-functions/params';
import type Stripe from 'stripe';
import { bound } from '../../app/boundSecrets';
import { HttpError } from '../../errors';
import { stripe, stripeConfigured, stripeKeySecrets, stripeNotConfigured } from '../billing/config';

const connectWebhookSecretParam = defineSecret('STRIPE_CONNECT_WEBHOOK_SECRET');
// The empty-by-default value lives in functions/.env (the emulator asks for a param without one).
const feePercentParam = defineString('PAYMENTS_APPLICATION_FEE_PERCENT', {
  description: "The platform's fee on each payment a shop takes, in percent (0: none)",
});

/** A Stripe call that failed for the platform, not the customer's card: 503 when unreachable, else 502. */
export function stripeUnavailable(err: unknown, message: string): HttpError {
  const type = (err as { type?: unknown } | null)?.type;
  return new HttpError(type === 'StripeConnectionError' || type === 'StripeRateLimitError' ? 503 : 502, message);
}

/** The platform's Stripe client (503 "Payments are not configured" without a key). */
export function platformStripe(): Stripe {
  if (!stripeConfigured()) throw stripeNotConfigured('payments');
  return stripe();
}

/**
 * The request options of a call on the shop's connected account: every object it creates or
 * reads lives there. `idempotencyKey` (made of our ids) makes a retried call act once.
 */
export function onAccount(stripeAccountId: string, idempotencyKey?: string): Stripe.RequestOptions {
  return { stripeAccount: stripeAccountId, ...(idempotencyKey ? { idempotencyKey } : {}) };
}

/** PAYMENTS_APPLICATION_FEE_PERCENT: 0 unless set; a value that is not 0-100 is a configuration error. */
export function applicationFeePercent(): number {
  const raw = process.env.PAYMENTS_APPLICATION_FEE_PERCENT ? feePercentParam.value().trim() : '';
  if (raw === '') return 0;
  const percent = Number(raw);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100)
    throw new HttpError(503, 'Payments are not configured: PAYMENTS_APPLICATION_FEE_PERCENT must be 0-100');
  return percent;
}

/**
 * The platform's fee (`application_fee_amount`) on a charge of `amountPence`, rounded down to the
 * penny; undefined when there is none, so the parameter is not sent at all.
 */
export function applicationFeeFor(amountPence: number): number | undefined {
  // the epsilon keeps a float product such as 28.999999 from losing a penny
  const fee = Math.floor((amountPence * applicationFeePercent()) / 100 + 1e-9);
  return fee > 0 ? fee : undefined;
}

/** The Connect webhook's signing secret (its own endpoint at Stripe, its own secret). */
export function connectWebhookSecret(): string {
  return process.env.STRIPE_CONNECT_WEBHOOK_SECRET ? connectWebhookSecretParam.value() : '';
}

/** What the Connect webhook function binds: the Stripe key and its signing secret, as this build lists them. */
export const connectWebhookSecrets = (): ReturnType<typeof defineSecret>[] => [
  ...stripeKeySecrets(),
  ...bound([connectWebhookSecretParam]),
];
