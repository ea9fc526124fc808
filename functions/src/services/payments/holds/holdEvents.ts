// The Connect webhook's hold events (registered in webhooks/connectEvents.ts). Each leads to the
// same idempotent service the customer's own call does, so the client and the webhook, in any
// order, replayed or at once, make one booking; the hold's state is their idempotency (the
// webhook records the event's claim afterwards).
import type Stripe from 'stripe';
import { isDocId } from '@barbershop/core/validation';
import { holds } from '../../../data/collections';
import { HttpError } from '../../../errors';
import { completeHold } from './completeHold';
import { releaseHold } from './releaseHold';

/** The hold an intent was made for (metadata set at creation); other intents (fees, links) are not ours. */
const holdIdOf = (event: Stripe.Event): string | null => {
  const object = event.data.object as { metadata?: Record<string, string> | null };
  return object.metadata?.holdId ?? null;
};

/**
 * The hold the event is about, only when the event comes from the hold's own account and its
 * object is the hold's own intent: metadata is whatever the intent's maker wrote, so an intent on
 * another shop's account naming this hold changes nothing.
 */
async function ownHoldId(event: Stripe.Event): Promise<string | null> {
  const holdId = holdIdOf(event);
  if (!holdId || !isDocId(holdId) || !event.account) return null;
  const hold = (await holds().doc(holdId).get()).data();
  const objectId = (event.data.object as { id?: string }).id;
  if (!hold || hold.stripeAccountId !== event.account || !objectId) return null;
  return objectId === hold.paymentIntentId || objectId === hold.setupIntentId ? holdId : null;
}

/**
 * `payment_intent.succeeded`, `setup_intent.succeeded`: the hold becomes its booking (or, its
 * time taken after it expired, is lost and refunded). A refusal the customer would hear (402
 * not paid after all, 404 not a hold of ours, 409 lost) is an outcome here, not a failure:
 * Stripe must not deliver it again.
 */
export async function onHoldIntentSucceeded(event: Stripe.Event): Promise<string> {
  const holdId = await ownHoldId(event);
  if (!holdId) return 'ignored';
  try {
    await completeHold(holdId);
    return 'booked';
  } catch (err) {
    // busy (other calls completing it at once, none through yet): Stripe delivers it again
    if (err instanceof HttpError && err.status < 500 && err.code !== 'hold_busy') return err.status === 409 ? 'lost' : 'ignored';
    throw err;
  }
}

/**
 * `payment_intent.payment_failed`: the card was declined; the hold is released (its intent
 * cancelled, its time free), so a declined card leaves no booking.
 */
export async function onHoldIntentFailed(event: Stripe.Event): Promise<string> {
  const holdId = await ownHoldId(event);
  if (!holdId) return 'ignored';
  try {
    return await releaseHold(holdId);
  } catch (err) {
    if (err instanceof HttpError && err.status < 500) return 'ignored';
    throw err;
  }
}
