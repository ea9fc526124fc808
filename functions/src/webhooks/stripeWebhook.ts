import type { Request, Response } from 'express';
import { billingEnabled, stripe, webhookSecret } from '../services/billing/config';
import { processStripeEvent } from './stripeEvents';

/**
 * The Stripe webhook: the signature is checked over the raw body (Cloud Functions keeps it as
 * req.rawBody; a plain express.raw() parser leaves it in req.body), then the event is applied once.
 */
export async function handleStripeWebhook(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') {
    res.status(405).json({ message: 'Use POST' });
    return;
  }
  if (!billingEnabled() || !webhookSecret()) {
    res.status(503).json({ message: 'Billing is not configured' });
    return;
  }
  const raw = (req as Request & { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : null);
  const signature = req.get('stripe-signature');
  if (!raw || !signature) {
    res.status(400).json({ message: 'Missing Stripe signature or body' });
    return;
  }
  let event;
  try {
    event = stripe().webhooks.constructEvent(raw, signature, webhookSecret());
  } catch {
    res.status(400).json({ message: 'Invalid Stripe signature' });
    return;
  }
  try {
    const outcome = await processStripeEvent(event);
    res.json({ received: true, outcome });
  } catch (err) {
    console.error('Stripe event failed', event.id, event.type, err);
    // A 500 makes Stripe deliver the event again later.
    res.status(500).json({ message: 'Event not processed' });
  }
}
