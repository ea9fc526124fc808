import type { Request, Response } from 'express';
import type Stripe from 'stripe';
import { EventClaim, isAlreadyExists, type ConnectEventOutcome } from '../services/payments/eventClaim';
import { isContention } from '../errors';
import { connectWebhookSecret } from '../services/payments/stripeConnect';
import { connectEventHandlers } from './connectEvents';
import { receiveStripeEvent } from './stripeEndpoint';

/**
 * The Connect webhook (events of the shops' connected accounts, `event.account` set): its own
 * endpoint and secret at Stripe; each event is applied at most once.
 */
export async function handleStripeConnectWebhook(req: Request, res: Response): Promise<void> {
  await receiveStripeEvent(req, res, {
    secret: connectWebhookSecret,
    feature: 'payments',
    apply: processConnectEvent,
    name: 'Stripe Connect event',
  });
}

/** Applies one verified Connect event through its registered handler, at most once. */
export async function processConnectEvent(event: Stripe.Event): Promise<ConnectEventOutcome> {
  const handler = connectEventHandlers[event.type];
  // A platform event sent here by mistake, or a type nobody handles: nothing to apply.
  if (!event.account || !handler) return 'ignored';
  const claim = new EventClaim(event);
  if (await claim.applied()) return 'duplicate';
  try {
    const outcome = await handler(event, claim);
    if (!claim.recorded) await claim.record(outcome);
    return outcome;
  } catch (err) {
    // A concurrent delivery of the same event recorded the claim first (this one's transaction
    // may have lost to it as contention rather than meeting the claim).
    if (isAlreadyExists(err) || (isContention(err) && (await claim.applied()))) return 'duplicate';
    throw err;
  }
}
