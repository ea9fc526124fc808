import { onRequest } from 'firebase-functions/v2/https';
import { billingSecrets } from '../services/billing/config';
import { handleStripeWebhook } from './stripeWebhook';

/**
 * The endpoint registered at Stripe (https://europe-west2-<project>.cloudfunctions.net/stripeWebhook).
 * The region is explicit: this module is evaluated before index.ts calls setGlobalOptions.
 */
export const stripeWebhook = onRequest({ region: 'europe-west2', cors: false, secrets: billingSecrets() }, handleStripeWebhook);
