// The Stripe calls that move a booking's money after booking, each a direct charge on the shop's
// connected account (`stripeAccount`: the Stripe-Account header) with an idempotency key made
// of our ids, so a retried or concurrent call makes one refund or one charge at Stripe.
import type { AppointmentPayment } from '@barbershop/core/payments';
import type Stripe from 'stripe';
import { applicationFeeFor, onAccount, platformStripe as stripe } from '../stripeConnect';

/**
 * A charge attempt's result: succeeded, or Stripe's code for why not. `problem`: Stripe (or the
 * way to it) failed, not the card: the owner sees it as a problem beside the failed fee.
 */
export type ChargeResult =
  | { ok: true; paymentIntentId: string }
  | { ok: false; paymentIntentId: string | null; code: string; requiresAction: boolean; problem?: boolean };

const account = (p: Pick<AppointmentPayment, 'stripeAccountId'>, idempotencyKey?: string): Stripe.RequestOptions =>
  onAccount(p.stripeAccountId, idempotencyKey);

/** The platform's fee on a charge, when configured (absent: not sent). */
const platformFee = (amountPence: number) => {
  const fee = applicationFeeFor(amountPence);
  return fee === undefined ? {} : { application_fee_amount: fee };
};

/** Stripe's code of a failed call ('card_declined', 'authentication_required', ...). */
export function stripeCode(err: unknown): string {
  const e = err as { code?: string; decline_code?: string; type?: string } | null;
  return e?.code || e?.decline_code || e?.type || 'stripe_error';
}

const isCardError = (err: unknown) => (err as { type?: unknown } | null)?.type === 'StripeCardError';

export async function refundCharge(
  p: AppointmentPayment,
  paymentIntentId: string,
  amountPence: number,
  idempotencyKey: string,
  metadata: Record<string, string>,
): Promise<Stripe.Refund> {
  return stripe().refunds.create(
    { payment_intent: paymentIntentId, amount: amountPence, reason: 'requested_by_customer', metadata },
    account(p, idempotencyKey),
  );
}

/**
 * An off-session PaymentIntent on the card saved at booking (the customer is not there: SCA was
 * done when the card was saved; the bank may still ask, `authentication_required`): a fee
 * charged, or with `capture: 'manual'` the no-show fee held on the card (the pre-authorisation,
 * captured or released later). Never thrown: the cancel or no-show is already saved, so a
 * refusal is answered with its code (a fee recorded failed; a fee not held is charged instead).
 */
export async function chargeSavedCard(
  p: AppointmentPayment,
  amountPence: number,
  description: string,
  idempotencyKey: string,
  metadata: Record<string, string>,
  capture: 'automatic' | 'manual' = 'automatic',
): Promise<ChargeResult> {
  if (!p.stripeCustomerId || !p.paymentMethodId)
    return { ok: false, paymentIntentId: null, code: 'no_card', requiresAction: false };
  try {
    const pi = await stripe().paymentIntents.create(
      {
        amount: amountPence,
        currency: 'gbp',
        customer: p.stripeCustomerId,
        payment_method: p.paymentMethodId,
        // sent only for a hold: Stripe's default otherwise (newer API versions: automatic_async)
        ...(capture === 'manual' ? { capture_method: 'manual' as const } : {}),
        off_session: true,
        confirm: true,
        description,
        metadata,
        ...platformFee(amountPence),
      },
      account(p, idempotencyKey),
    );
    if (pi.status === (capture === 'manual' ? 'requires_capture' : 'succeeded')) return { ok: true, paymentIntentId: pi.id };
    return {
      ok: false,
      paymentIntentId: pi.id,
      code: pi.last_payment_error?.code ?? pi.status,
      requiresAction: pi.status === 'requires_action',
    };
  } catch (err) {
    if (!isCardError(err)) console.error(capture === 'manual' ? 'pre-authorisation failed' : 'fee charge failed', err);
    const e = err as { code?: string; raw?: { payment_intent?: { id?: string } }; payment_intent?: { id?: string } };
    const code = stripeCode(err);
    return {
      ok: false,
      paymentIntentId: e.payment_intent?.id ?? e.raw?.payment_intent?.id ?? null,
      code,
      requiresAction: code === 'authentication_required',
      problem: !isCardError(err),
    };
  }
}

export async function capturePreauth(
  p: AppointmentPayment,
  paymentIntentId: string,
  idempotencyKey: string,
): Promise<Stripe.PaymentIntent> {
  return stripe().paymentIntents.capture(paymentIntentId, {}, account(p, idempotencyKey));
}

/** A PaymentIntent of the booking, read from the shop's account. */
export async function readIntent(p: AppointmentPayment, paymentIntentId: string): Promise<Stripe.PaymentIntent> {
  return stripe().paymentIntents.retrieve(paymentIntentId, {}, account(p));
}

/**
 * Ends a payment page so it can no longer be paid, and answers it as Stripe has it: `expired`,
 * or `complete` when the customer paid it first (Stripe refuses to expire it: it is read instead).
 */
export async function expireCheckoutSession(p: AppointmentPayment, sessionId: string): Promise<Stripe.Checkout.Session> {
  try {
    return await stripe().checkout.sessions.expire(sessionId, {}, account(p));
  } catch (err) {
    const session = await stripe()
      .checkout.sessions.retrieve(sessionId, {}, account(p))
      .catch(() => null);
    if (session && session.status !== 'open') return session;
    throw err;
  }
}

/** Releases a pre-authorisation; one already released or captured is left as it is. */
export async function releasePreauth(p: AppointmentPayment, paymentIntentId: string): Promise<void> {
  const pi = await stripe().paymentIntents.retrieve(paymentIntentId, {}, account(p));
  if (pi.status === 'canceled' || pi.status === 'succeeded') return;
  await stripe().paymentIntents.cancel(paymentIntentId, {}, account(p, `release:${paymentIntentId}`));
}

/** "Send payment link": a hosted Checkout page on the shop's account for the failed fee. */
export async function feeCheckoutSession(
  p: AppointmentPayment,
  input: {
    amountPence: number;
    name: string;
    successUrl: string;
    cancelUrl: string;
    idempotencyKey: string;
    metadata: Record<string, string>;
  },
): Promise<Stripe.Checkout.Session> {
  return stripe().checkout.sessions.create(
    {
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'gbp', unit_amount: input.amountPence, product_data: { name: input.name } } },
      ],
      ...(p.stripeCustomerId ? { customer: p.stripeCustomerId } : {}),
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
      metadata: input.metadata,
      payment_intent_data: { metadata: input.metadata, ...platformFee(input.amountPence) },
    },
    account(p, input.idempotencyKey),
  );
}
