import { onRequest } from 'firebase-functions/v2/https';
import { FUNCTIONS_REGION } from '../app/region';
import { emailSecrets } from '../email/params';
import { billingSecrets } from '../services/billing/config';
import { connectWebhookSecrets } from '../services/payments/stripeConnect';
import { smsSecrets } from '../sms/params';
import { handleStripeConnectWebhook } from './stripeConnectWebhook';
import { handleStripeWebhook } from './stripeWebhook';
import { handleTwilioWebhook } from './twilioWebhook';

/**
 * The endpoint registered at Stripe (https://{FUNCTIONS_REGION}-<project>.cloudfunctions.net/stripeWebhook).
 * The region is explicit: this module is evaluated before index.ts calls setGlobalOptions.
 */
export const stripeWebhook = onRequest({ region: FUNCTIONS_REGION, cors: false, secrets: billingSecrets() }, handleStripeWebhook);

/**
 * The Connect endpoint (https://{FUNCTIONS_REGION}-<project>.cloudfunctions.net/stripeConnectWebhook):
 * events of the shops' connected accounts, signed with STRIPE_CONNECT_WEBHOOK_SECRET. Email's
 * secret too: a dispute emails the shop.
 */
export const stripeConnectWebhook = onRequest(
  { region: FUNCTIONS_REGION, cors: false, secrets: [...connectWebhookSecrets(), ...emailSecrets()] },
  handleStripeConnectWebhook,
);

/**
 * Twilio's delivery reports and incoming texts (docs/sms.md), reached through Hosting's rewrite
 * of `/api/webhooks/twilio/**` (the app's own address, which the status callbacks name). The
 * auth token checks the signature; email's secrets send the forwarded text and a failed
 * reminder's email.
 */
export const twilioWebhook = onRequest(
  { region: FUNCTIONS_REGION, cors: false, secrets: [...smsSecrets(), ...emailSecrets()] },
  handleTwilioWebhook,
);
