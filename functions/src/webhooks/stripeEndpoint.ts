import type { Request, Response } from 'express';
import type Stripe from 'stripe';
import { stripe, stripeConfigured, stripeNotConfigured } from '../services/billing/config';

/** What sets one Stripe webhook endpoint apart: its signing secret and what it does with an event. */
export interface StripeEndpoint {
  /** its signing secret at Stripe ('' when unset: the endpoint answers 503, not configured) */
  secret: () => string;
  /** what the 503 says is not configured */
  feature: Parameters<typeof stripeNotConfigured>[0];
  /** applies one verified event; what it answers is sent back as `outcome` */
  apply: (event: Stripe.Event) => Promise<unknown>;
  /** the log's name for an event that failed */
  name: string;
}

/**
 * One delivery to a Stripe webhook endpoint: the signature is checked over the raw body (Cloud
 * Functions keeps it as req.rawBody; a plain express.raw() parser leaves it in req.body), then
 * the event is applied. A failure answers 500, so Stripe delivers the event again later.
 */
export async function receiveStripeEvent(req: Request, res: Response, endpoint: StripeEndpoint): Promise<void> {
  if (req.method !== 'POST') {
    res.status(405).json({ message: 'Use POST' });
    return;
  }
  if (!stripeConfigured() || !endpoint.secret()) {
    res.status(503).json({ message: stripeNotConfigured(endpoint.feature).message });
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
    event = stripe().webhooks.constructEvent(raw, signature, endpoint.secret());
  } catch {
    res.status(400).json({ message: 'Invalid Stripe signature' });
    return;
  }
  try {
    const outcome = await endpoint.apply(event);
    res.json({ received: true, outcome });
  } catch (err) {
    console.error(`${endpoint.name} failed`, event.id, event.type, ...(event.account ? [event.account] : []), err);
    res.status(500).json({ message: 'Event not processed' });
  }
}
