import type { ClientSecretDto, SubscriptionPaymentDto, SubscriptionStatusDto } from '@barbershop/core/api';
import { seatsTotalOf, subscriptionItemsFor } from '@barbershop/core/billing';
import type { UserBilling } from '@barbershop/core/model';
import type Stripe from 'stripe';
import { users } from '../../data/collections';
import { conflict, notFound, unprocessable } from '../../errors';
import { priceIds, stripe, stripeConfigured, stripeNotConfigured } from './config';
import { ownerBilling } from './owner';
import { subscriptionStatusDto } from './status';
import { billingFromSubscription, billingUpdate, idOf, paymentIntentIdFromSecret } from './stripeState';

const PAYMENT_EXPAND = ['latest_invoice.confirmation_secret', 'latest_invoice.payments'];

function requireBilling() {
  if (!stripeConfigured()) throw stripeNotConfigured('billing');
  return { client: stripe(), prices: priceIds() };
}

async function saveSubscription(uid: string, sub: Stripe.Subscription, seatPriceId: string): Promise<UserBilling> {
  const billing = billingFromSubscription(sub, seatPriceId);
  await users().doc(uid).update(billingUpdate(billing));
  return billing;
}

async function currentSubscription(client: Stripe, billing: UserBilling, expand: string[] = []) {
  if (!billing.stripeSubscriptionId) return null;
  return client.subscriptions.retrieve(billing.stripeSubscriptionId, { expand }).catch((err: unknown) => {
    if ((err as { statusCode?: number }).statusCode === 404) return null;
    throw err;
  });
}

/**
 * POST /api/subscription/create (the /subscribe page): the invoice to pay now. A running trial
 * ends now; an unpaid first invoice is offered again; with no usable subscription (none,
 * cancelled, expired) a new one starts for the owner's seats without a trial.
 */
export async function startSubscriptionPayment(uid: string): Promise<SubscriptionPaymentDto> {
  const { client, prices } = requireBilling();
  const user = (await users().doc(uid).get()).data();
  if (!user) throw notFound('User not found');
  const billing = user.billing ?? {};
  let sub = await currentSubscription(client, billing, PAYMENT_EXPAND);
  if (sub?.status === 'active') throw conflict('Your subscription is already active.');
  if (sub?.status === 'trialing') {
    sub = await client.subscriptions.update(sub.id, {
      trial_end: 'now',
      cancel_at_period_end: false,
      payment_behavior: 'default_incomplete',
      proration_behavior: 'none',
      expand: PAYMENT_EXPAND,
    });
  } else if (sub?.status !== 'incomplete' && sub?.status !== 'past_due') {
    const customerId =
      billing.stripeCustomerId ??
      (
        await client.customers.create({
          email: user.email,
          name: user.pendingBusinessName ?? `${user.firstName} ${user.lastName}`.trim(),
          metadata: { uid },
        })
      ).id;
    sub = await client.subscriptions.create({
      customer: customerId,
      items: subscriptionItemsFor(seatsTotalOf(billing.seatsTotal), prices),
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
      metadata: { uid },
      expand: PAYMENT_EXPAND,
    });
  }
  const invoice = sub.latest_invoice as Stripe.Invoice | null;
  const clientSecret = invoice?.confirmation_secret?.client_secret;
  const payment = invoice?.payments?.data.find((p) => p.payment.type === 'payment_intent');
  const paymentIntentId =
    idOf(payment?.payment.payment_intent) ?? (clientSecret ? paymentIntentIdFromSecret(clientSecret) : null);
  await saveSubscription(uid, sub, prices.seat);
  if (!clientSecret || !paymentIntentId) throw unprocessable('There is nothing to pay on this subscription right now.');
  return { clientSecret, paymentIntentId };
}

/** POST /api/subscription/complete: after Stripe.js confirmed the payment, the owner's state from Stripe. */
export async function completeSubscription(uid: string, paymentIntentId: string): Promise<SubscriptionStatusDto> {
  const { client, prices } = requireBilling();
  const billing = await ownerBilling(uid);
  const intent = await client.paymentIntents.retrieve(paymentIntentId).catch(() => null);
  if (!intent || !billing.stripeCustomerId || idOf(intent.customer) !== billing.stripeCustomerId)
    throw notFound('Payment not found');
  if (intent.status !== 'succeeded' && intent.status !== 'processing') {
    throw conflict(`The payment has not gone through (${intent.status.replace(/_/g, ' ')}). Please try again.`);
  }
  const sub = await currentSubscription(client, billing);
  if (!sub) throw notFound('No subscription found');
  return subscriptionStatusDto(await saveSubscription(uid, sub, prices.seat));
}

/** POST /api/subscription/cancel: at the end of the period; service continues until then. */
export async function cancelSubscription(uid: string): Promise<SubscriptionStatusDto> {
  const { client, prices } = requireBilling();
  const billing = await ownerBilling(uid);
  const sub = await currentSubscription(client, billing);
  if (!sub) throw notFound('No subscription to cancel');
  if (sub.status === 'canceled' || sub.status === 'incomplete_expired' || sub.cancel_at_period_end) {
    throw conflict('Your subscription is already cancelled.');
  }
  const updated = await client.subscriptions.update(sub.id, { cancel_at_period_end: true });
  return subscriptionStatusDto(await saveSubscription(uid, updated, prices.seat));
}

/**
 * POST /api/subscription/update-payment-method: a SetupIntent for the new card; the webhook
 * makes the saved card the default when it succeeds (setup_intent.succeeded).
 */
export async function paymentMethodSetup(uid: string): Promise<ClientSecretDto> {
  const { client } = requireBilling();
  const billing = await ownerBilling(uid);
  if (!billing.stripeCustomerId) throw notFound('No billing account yet: subscribe first');
  const intent = await client.setupIntents.create({
    customer: billing.stripeCustomerId,
    usage: 'off_session',
    payment_method_types: ['card'],
    metadata: { uid, purpose: 'update-payment-method' },
  });
  if (!intent.client_secret) throw new Error(`SetupIntent ${intent.id} came without a client secret`);
  return { clientSecret: intent.client_secret };
}

/**
 * Ends the Stripe subscription at once, when no account is left to use it: account deletion
 * and a registration that failed after the card was saved. Nothing more may be
 * charged. Already ended or unknown: nothing to do.
 */
export async function cancelSubscriptionNow(billing: UserBilling | undefined): Promise<void> {
  if (!stripeConfigured() || !billing?.stripeSubscriptionId) return;
  const client = stripe();
  const sub = await currentSubscription(client, billing);
  if (!sub || sub.status === 'canceled' || sub.status === 'incomplete_expired') return;
  await client.subscriptions.cancel(sub.id);
}
