// The Stripe side of a hold: the intent the customer confirms, read, cancelled or refunded, each
// call on the shop's connected account (direct charges: the `stripeAccount` option sends the
// Stripe-Account header) with an idempotency key made of the hold's id, so a retried or
// concurrent call does the thing once at Stripe.
import type { PaymentHold } from '@barbershop/core/model';
import { intentProgress, type HoldIntentKind, type IntentProgress } from '@barbershop/core/payments';
import { applicationFeeFor, onAccount as on, platformStripe as stripe } from '../stripeConnect';
import { idOf } from '../../billing/stripeState';

export interface OpenedIntent {
  intentKind: HoldIntentKind;
  paymentIntentId: string | null;
  setupIntentId: string | null;
  clientSecret: string;
  stripeCustomerId: string;
}

export interface IntentRequest {
  holdId: string;
  shopId: string;
  stripeAccountId: string;
  intentKind: HoldIntentKind;
  amountPence: number;
  customer: { name: string; email: string; phone: string };
  /** what the customer's bank statement and the shop's Stripe dashboard show */
  description: string;
}

/**
 * The customer on the shop's account and the intent for this hold: a PaymentIntent for the
 * deposit or prepayment (the card kept for later fees: `setup_future_usage: off_session`) or a
 * SetupIntent for a card on file (`usage: off_session`, so SCA happens now, with the customer).
 * Cards only: a card confirms in place, without a redirect that would lose the booking page.
 */
export async function openHoldIntent(req: IntentRequest): Promise<OpenedIntent> {
  const metadata = { holdId: req.holdId, shopId: req.shopId };
  const client = stripe();
  const customer = await client.customers.create(
    { name: req.customer.name, email: req.customer.email, phone: req.customer.phone || undefined, metadata },
    on(req.stripeAccountId, `hold-customer:${req.holdId}`),
  );
  if (req.intentKind === 'setup') {
    const si = await client.setupIntents.create(
      { customer: customer.id, usage: 'off_session', payment_method_types: ['card'], metadata, description: req.description },
      on(req.stripeAccountId, `hold:${req.holdId}`),
    );
    return {
      intentKind: 'setup',
      paymentIntentId: null,
      setupIntentId: si.id,
      clientSecret: si.client_secret!,
      stripeCustomerId: customer.id,
    };
  }
  const fee = applicationFeeFor(req.amountPence);
  const pi = await client.paymentIntents.create(
    {
      amount: req.amountPence,
      currency: 'gbp',
      customer: customer.id,
      setup_future_usage: 'off_session',
      payment_method_types: ['card'],
      description: req.description,
      receipt_email: req.customer.email || undefined,
      metadata,
      ...(fee ? { application_fee_amount: fee } : {}),
    },
    on(req.stripeAccountId, `hold:${req.holdId}`),
  );
  return {
    intentKind: 'payment',
    paymentIntentId: pi.id,
    setupIntentId: null,
    clientSecret: pi.client_secret!,
    stripeCustomerId: customer.id,
  };
}

/** An intent as completing needs it. */
export interface IntentState {
  progress: IntentProgress;
  /** Stripe's words for a refused card ('Your card was declined.'), when it was */
  failure: string | null;
  paymentMethodId: string | null;
  /** the PaymentIntent's amount, checked against the hold's (0 for a SetupIntent) */
  amountPence: number;
  /** the intent's `metadata.holdId`: it must be this hold's */
  holdId: string | null;
}

type HoldIntent = Pick<PaymentHold, 'stripeAccountId' | 'paymentIntentId' | 'setupIntentId'>;

/** The hold's intent read from Stripe now (never from the request). */
export async function readHoldIntent(hold: HoldIntent): Promise<IntentState> {
  if (hold.paymentIntentId) {
    const pi = await stripe().paymentIntents.retrieve(hold.paymentIntentId, {}, on(hold.stripeAccountId));
    return {
      progress: intentProgress(pi.status, pi.last_payment_error != null),
      failure: pi.last_payment_error?.message ?? null,
      paymentMethodId: idOf(pi.payment_method),
      amountPence: pi.amount,
      holdId: pi.metadata?.holdId ?? null,
    };
  }
  const si = await stripe().setupIntents.retrieve(hold.setupIntentId!, {}, on(hold.stripeAccountId));
  return {
    progress: intentProgress(si.status, si.last_setup_error != null),
    failure: si.last_setup_error?.message ?? null,
    paymentMethodId: idOf(si.payment_method),
    amountPence: 0,
    holdId: si.metadata?.holdId ?? null,
  };
}

/**
 * Cancels the hold's intent so it can never be paid. Answers 'succeeded' when it is too late:
 * the customer paid meanwhile (the caller completes the hold instead); an intent already
 * cancelled is 'canceled'.
 */
export async function cancelHoldIntent(hold: HoldIntent): Promise<'canceled' | 'succeeded'> {
  try {
    if (hold.paymentIntentId) await stripe().paymentIntents.cancel(hold.paymentIntentId, {}, on(hold.stripeAccountId));
    else if (hold.setupIntentId) await stripe().setupIntents.cancel(hold.setupIntentId, {}, on(hold.stripeAccountId));
    return 'canceled';
  } catch (err) {
    // Stripe refuses to cancel an intent that succeeded or was cancelled already: read which.
    const code = (err as { code?: string } | null)?.code;
    if (code !== 'payment_intent_unexpected_state' && code !== 'setup_intent_unexpected_state') throw err;
    return (await readHoldIntent(hold)).progress === 'succeeded' ? 'succeeded' : 'canceled';
  }
}

/** The whole payment of a lost hold given back; one refund whoever asks (`refund:<holdId>:lost`). */
export async function refundLostHold(hold: HoldIntent & Pick<PaymentHold, 'id' | 'shopId'>): Promise<string> {
  const refund = await stripe().refunds.create(
    {
      payment_intent: hold.paymentIntentId!,
      reason: 'requested_by_customer',
      metadata: { holdId: hold.id, shopId: hold.shopId },
    },
    on(hold.stripeAccountId, `refund:${hold.id}:lost`),
  );
  return refund.id;
}
