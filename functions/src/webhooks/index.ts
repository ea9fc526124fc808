import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '../app/region';
import { billingSecrets } from '../services/billing/config';
import { handleStripeWebhook } from './stripeWebhook';

/**
 * The endpoint registered at Stripe (https://{FUNCTIONS_REGION}-<project>.cloudfunctions.net/stripeWebhook).
 * The region is explicit: this module is evaluated before index.ts calls setGlobalOptions.
 */
export const stripeWebhook = onRequest({ region: FUNCTIONS_REGION, cors: false, secrets: billingSecrets() }, handleStripeWebhook);
