import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApiApp } from './api/app';
import { FUNCTIONS_REGION } from './app/region';
import { deferFrameworkBodyErrors } from './http/frameworkBody';
import { emailSecrets } from './email/params';
import { billingSecrets } from './services/billing/config';
import { smsSecrets } from './sms/params';

// Before the Functions runtime builds its express app: its JSON parser's failures reach our app.
deferFrameworkBodyErrors();

setGlobalOptions({ region: FUNCTIONS_REGION, maxInstances: 10 });

// A deployed function sees only the secrets it binds. The api sends emails (staff invites, waitlist
// joins and offers, payment links, invites to book…) and texts (waitlist offers), and reads
// whether a shop offers texts (the booking's reminderChannels, the shop page, the SMS view).
export const api = onRequest({ cors: false, secrets: [...billingSecrets(), ...emailSecrets(), ...smsSecrets()] }, createApiApp());

export * from './triggers/email';
export * from './triggers/shopSearch';
export * from './triggers/reviews';
export * from './triggers/bookerView';
export * from './jobs/email';
export * from './jobs/preauths';
export * from './jobs/holds';
export * from './jobs/waitlist';
export * from './triggers/waitlist';
export * from './webhooks';
export { shopPage, sitemap } from './seo';
export * from './og';
