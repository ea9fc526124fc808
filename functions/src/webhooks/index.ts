import { onRequest } from 'firebase-functions/v2/https';
import { billingSecrets } from '../services/billing/config';
import { handleStripeWebhook } from './stripeWebhook';

/** POST https://<region>-<project>.cloudfunctions.net/stripeWebhook, the endpoint registered at Stripe. */
export const stripeWebhook = onRequest({ cors: false, secrets: billingSecrets() }, handleStripeWebhook);
