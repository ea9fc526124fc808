import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '../app/region';
import { billingSecrets } from '../services/billing/config';
import { connectWebhookSecrets } from '../services/payments/stripeConnect';
import { handleStripeConnectWebhook } from './stripeConnectWebhook';
import { handleStripeWebhook } from './stripeWebhook';

/**
 * The endpoint registered at Stripe (https://{FUNCTIONS_REGION}-<project>.cloudfunctions.net/stripeWebhook).
 * The region is explicit: this module is evaluated before index.ts calls setGlobalOptions.
 */
export const stripeWebhook = onRequest({ region: FUNCTIONS_REGION, cors: false, secrets: billingSecrets() }, handleStripeWebhook);

/**
 * The Connect endpoint (https://{FUNCTIONS_REGION}-<project>.cloudfunctions.net/stripeConnectWebhook):
 * events of the shops' connected accounts, signed with STRIPE_CONNECT_WEBHOOK_SECRET.
 */
export const stripeConnectWebhook = onRequest(
  { region: FUNCTIONS_REGION, cors: false, secrets: connectWebhookSecrets() },
  handleStripeConnectWebhook,
);
