import type Stripe from 'stripe';
import { db } from '../app/firebase';
import { stripeEvents, users } from '../data/collections';
import { priceIds, stripe } from '../services/billing/config';
import { billingFromSubscription, billingUpdate, idOf } from '../services/billing/stripeState';

export type EventOutcome = 'applied' | 'duplicate' | 'ignored' | 'stale' | 'other-subscription' | 'no-owner' | 'abandoned';

const events = stripeEvents;

/**
 * Applies one verified Stripe event at most once: stripeEvents/{eventId} is created in the same
 * transaction that updates the owner, so a replayed or concurrently redelivered event finds it
 * and changes nothing. An event older than the last one applied never overwrites newer state,
 * and events of an owner's earlier subscription leave the current one alone.
 */
export async function processStripeEvent(event: Stripe.Event): Promise<EventOutcome> {
  const ref = events().doc(event.id);
  if ((await ref.get()).exists) return 'duplicate';

  // Side effects at Stripe are idempotent (setting the same default card twice is harmless),
  // so they run before the claim and a failure leaves the event unclaimed for Stripe's retry.
  if (event.type === 'setup_intent.succeeded') await adoptNewCard(event.data.object);

  let outcome: EventOutcome;
  try {
    outcome = await db.runTransaction(async (tx) => {
      if ((await tx.get(ref)).exists) return 'duplicate';
      let outcome: EventOutcome = 'ignored';
      if (event.type.startsWith('customer.subscription.')) {
        const sub = event.data.object as Stripe.Subscription;
        const owners = await tx.get(users().where('billing.stripeCustomerId', '==', idOf(sub.customer)).limit(1));
        const owner = owners.docs[0];
        // Before POST /api/register stored the ids there is no owner yet: leave the event
        // unclaimed (registration reads the subscription from Stripe itself).
        if (!owner) return 'no-owner';
        const billing = owner.data().billing ?? {};
        if (billing.stripeSubscriptionId && billing.stripeSubscriptionId !== sub.id) outcome = 'other-subscription';
        else if ((billing.stripeEventCreated ?? 0) > event.created) outcome = 'stale';
        else {
          tx.update(
            owner.ref,
            billingUpdate({ ...billingFromSubscription(sub, priceIds().seat), stripeEventCreated: event.created }),
          );
          outcome = 'applied';
        }
      }
      tx.create(ref, { id: event.id, type: event.type, created: event.created, outcome, receivedAt: new Date() });
      return outcome;
    });
  } catch (err) {
    // A concurrent delivery of the same event created the claim first.
    if ((err as { code?: number }).code === 6) return 'duplicate';
    throw err;
  }
  if (outcome === 'no-owner' && event.type === 'customer.subscription.trial_will_end') {
    await cancelAbandonedTrial(event.data.object as Stripe.Subscription);
    return 'abandoned';
  }
  return outcome;
}

/**
 * Three days before a trial ends Stripe sends trial_will_end. A trial subscription that no
 * account holds by then was left by a registration abandoned after the card was saved (tab
 * closed, connection lost): end it, or the saved card would be charged for nothing.
 */
async function cancelAbandonedTrial(sub: Stripe.Subscription): Promise<void> {
  const client = stripe();
  const current = await client.subscriptions.retrieve(sub.id);
  if (current.status === 'trialing') await client.subscriptions.cancel(sub.id);
}

/** A card saved from Settings (Update Payment Method) becomes the default for invoices and the subscription. */
async function adoptNewCard(intent: Stripe.SetupIntent): Promise<void> {
  const customer = idOf(intent.customer);
  const paymentMethod = idOf(intent.payment_method);
  if (intent.metadata?.purpose !== 'update-payment-method' || !customer || !paymentMethod) return;
  const client = stripe();
  await client.customers.update(customer, { invoice_settings: { default_payment_method: paymentMethod } });
  const owner = intent.metadata.uid ? (await users().doc(intent.metadata.uid).get()).data() : undefined;
  const subscriptionId = owner?.billing?.stripeCustomerId === customer ? owner.billing.stripeSubscriptionId : null;
  if (subscriptionId) await client.subscriptions.update(subscriptionId, { default_payment_method: paymentMethod });
}
