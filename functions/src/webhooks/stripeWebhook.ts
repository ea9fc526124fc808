import type { Request, Response } from 'express';
import { webhookSecret } from '../services/billing/config';
import { receiveStripeEvent } from './stripeEndpoint';
import { processStripeEvent } from './stripeEvents';

/** The Stripe webhook (billing: the platform's own events), each event applied once. */
export async function handleStripeWebhook(req: Request, res: Response): Promise<void> {
  await receiveStripeEvent(req, res, {
    secret: webhookSecret,
    feature: 'billing',
    apply: processStripeEvent,
    name: 'Stripe event',
  });
}
