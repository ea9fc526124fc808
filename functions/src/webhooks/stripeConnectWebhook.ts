import type { Request, Response } from 'express';
import type Stripe from 'stripe';
import { EventClaim, isAlreadyExists, type ConnectEventOutcome } from '../services/payments/eventClaim';
import { connectWebhookSecret, paymentsEnabled, platformStripe } from '../services/payments/stripeConnect';
import { connectEventHandlers } from './connectEvents';

/**
 * The Connect webhook (events of the shops' connected accounts, `event.account` set): its own
 * endpoint and secret at Stripe. The signature is checked over the raw body (Cloud Functions
 * keeps it as req.rawBody; a plain express.raw() parser leaves it in req.body), then the event
 * is applied at most once. A failure answers 500, so Stripe delivers the event again later.
 */
export async function handleStripeConnectWebhook(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') {
    res.status(405).json({ message: 'Use POST' });
    return;
  }
  if (!paymentsEnabled() || !connectWebhookSecret()) {
    res.status(503).json({ message: 'Payments are not configured' });
    return;
  }
  const raw = (req as Request & { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : null);
  const signature = req.get('stripe-signature');
  if (!raw || !signature) {
    res.status(400).json({ message: 'Missing Stripe signature or body' });
    return;
  }
  let event: Stripe.Event;
  try {
    event = platformStripe().webhooks.constructEvent(raw, signature, connectWebhookSecret());
  } catch {
    res.status(400).json({ message: 'Invalid Stripe signature' });
    return;
  }
  try {
    const outcome = await processConnectEvent(event);
    res.json({ received: true, outcome });
  } catch (err) {
    console.error('Stripe Connect event failed', event.id, event.type, event.account, err);
    res.status(500).json({ message: 'Event not processed' });
  }
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
    // A concurrent delivery of the same event recorded the claim first.
    if (isAlreadyExists(err)) return 'duplicate';
    throw err;
  }
}
