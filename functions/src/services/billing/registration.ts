import { trialEndFrom, type RegisterInput } from '@barbershop/core/account';
import type { CreateSubscriptionDto } from '@barbershop/core/api';
import {
  MIN_SEATS,
  seatsTotalOf,
  subscriptionItemsFor,
  TRIAL_DAYS,
  type CreateSubscriptionInput,
} from '@barbershop/core/billing';
import type { UserBilling } from '@barbershop/core/model';
import type Stripe from 'stripe';
import { users } from '../../data/collections';
import { badRequest, conflict } from '../../errors';
import { priceIds, stripe, stripeConfigured, stripeNotConfigured } from './config';
import { billingFromSubscription, idOf } from './stripeState';

const SETUP_INCOMPLETE = 'Payment setup incomplete. Please try again';

/**
 * POST /api/create-subscription: before the account exists, a Stripe customer and a
 * subscription with the 7-day trial (base price once, the seat price only above 4 seats). The
 * card is saved through the subscription's pending SetupIntent, whose secret the client confirms.
 */
export async function createTrialSubscription(input: CreateSubscriptionInput, seats = MIN_SEATS): Promise<CreateSubscriptionDto> {
  if (!stripeConfigured()) throw stripeNotConfigured('billing');
  const prices = priceIds();
  const client = stripe();
  const customer = await client.customers.create({
    email: input.email,
    name: input.businessName,
    metadata: { businessName: input.businessName },
  });
  const sub = await client.subscriptions.create({
    customer: customer.id,
    items: subscriptionItemsFor(seats, prices),
    trial_period_days: TRIAL_DAYS,
    payment_behavior: 'default_incomplete',
    // Cards only: they confirm in place (3-D Secure in a modal), so registration never leaves the
    // page for a redirect that would lose the account form.
    payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
    // Without a card at the trial's end there is nothing to charge: end the subscription.
    trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    expand: ['pending_setup_intent'],
  });
  const setupIntent = sub.pending_setup_intent as Stripe.SetupIntent | null;
  if (!setupIntent?.client_secret || !sub.trial_end)
    throw new Error(`Stripe subscription ${sub.id} came without a SetupIntent or trial end`);
  return { clientSecret: setupIntent.client_secret, customerId: customer.id, subscriptionId: sub.id, trialEnd: sub.trial_end };
}

/**
 * The billing record POST /api/register stores. With billing enabled the Stripe ids from the
 * client are checked with Stripe (the customer's email, the subscription's customer, the card
 * saved, not claimed by another account) and the trial end is Stripe's, never the client's.
 * Disabled: the trial starts now without Stripe.
 */
export async function billingAtRegistration(input: RegisterInput, now: Date): Promise<UserBilling> {
  if (!stripeConfigured()) {
    return {
      stripeCustomerId: null,
      stripeSubscriptionId: null,
      subscriptionStatus: 'trialing',
      trialEndsAt: trialEndFrom(now),
      currentPeriodEnd: null,
      seatsTotal: seatsTotalOf(undefined),
    };
  }
  const customerId = input.stripeCustomerId?.trim();
  const subscriptionId = input.stripeSubscriptionId?.trim();
  if (!customerId || !subscriptionId)
    throw badRequest(SETUP_INCOMPLETE, { stripeSubscriptionId: 'Add a card to start the trial' });
  const client = stripe();
  const [sub, customer] = await Promise.all([
    client.subscriptions.retrieve(subscriptionId, { expand: ['pending_setup_intent'] }).catch(() => null),
    client.customers.retrieve(customerId).catch(() => null),
  ]);
  if (!sub || !customer || customer.deleted || idOf(sub.customer) !== customerId) throw badRequest(SETUP_INCOMPLETE);
  if ((customer.email ?? '').toLowerCase() !== input.email.toLowerCase()) {
    throw badRequest('The payment setup was made for another email address. Please try again');
  }
  const setupIntent = sub.pending_setup_intent as Stripe.SetupIntent | null;
  if ((setupIntent && setupIntent.status !== 'succeeded') || !['trialing', 'active'].includes(sub.status))
    throw badRequest(SETUP_INCOMPLETE);
  const claimed = await users().where('billing.stripeSubscriptionId', '==', subscriptionId).limit(1).get();
  if (!claimed.empty) throw conflict('This subscription already belongs to an account. Sign in instead.');
  return billingFromSubscription(sub, priceIds().seat);
}
