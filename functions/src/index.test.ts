// A deployed function sees only the secrets it binds (app/boundSecrets.ts): one that sends an
// email without SENDGRID_API_KEY bound, or a text without Twilio's secrets, finds them unset and
// quietly sends nothing in production, while the emulator (which binds none) works. So: every
// function is listed here by what it sends, and its declared secrets are checked with every
// secret name bound, as a project's build that lists them all binds them (functions/build.mjs
// bakes FUNCTION_SECRETS in as __BOUND_SECRETS__; here it is set on globalThis before import).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const EMAIL = ['SENDGRID_API_KEY'];
const TWILIO = ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN'];
const STRIPE = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_CONNECT_WEBHOOK_SECRET'];

/** Functions that send emails and texts (or decide whether a text can go, which reads Twilio's). */
const EMAILS_AND_TEXTS = [
  // staff invites, waitlist joins and offers (by text too), payment links, invites to book…
  'api',
  'emailOnAppointmentCreated',
  'emailOnAppointmentUpdated',
  'emailReminders',
  'smsReminders2h',
  'emailThankYous',
  'emailFeatureIntroductions',
  'emailPersonalContacts',
  'emailRetryFailed',
  // a freed time offered to the waitlist, by email and text
  'expireWaitlistOffers',
  'waitlistOnBarberDayWritten',
  'waitlistOnTimeBlockWritten',
  'waitlistOnBarberUpdated',
  'waitlistOnShopUpdated',
  // checks Twilio's signature; forwards a text by email, and a failed reminder's email
  'twilioWebhook',
];
/** Functions that send emails only. */
const EMAILS = [
  'emailOnOwnerCreated',
  // a dispute emails the shop
  'stripeConnectWebhook',
];
/** Functions that send nothing but say whether the shop offers texts (Twilio configured). */
const TEXTS_OFFERED = ['shopPage'];
/** Functions that send nothing (what they write may fire a trigger that does). */
const NEITHER = [
  'sitemap',
  'ogImage',
  'shopSearchKeysOnWrite',
  'reviewStatsOnCreated',
  'bookerViewOnAppointmentDeleted',
  'stripeWebhook',
  'releaseExpiredHolds',
  'noShowPreauths',
];

type Endpoint = { __endpoint?: { secretEnvironmentVariables?: { key: string }[] } };
let functions: Record<string, Endpoint>;
const emulator = process.env.FUNCTIONS_EMULATOR;

beforeAll(async () => {
  // the emulator binds nothing (boundSecrets.ts): this is a deployed build's view
  delete process.env.FUNCTIONS_EMULATOR;
  (globalThis as { __BOUND_SECRETS__?: readonly string[] }).__BOUND_SECRETS__ = [...EMAIL, ...TWILIO, ...STRIPE];
  functions = (await import('./index')) as unknown as Record<string, Endpoint>;
}, 60_000);

afterAll(() => {
  delete (globalThis as { __BOUND_SECRETS__?: readonly string[] }).__BOUND_SECRETS__;
  if (emulator !== undefined) process.env.FUNCTIONS_EMULATOR = emulator;
});

const secretsOf = (name: string): string[] => (functions[name]?.__endpoint?.secretEnvironmentVariables ?? []).map((s) => s.key);

describe('the secrets each deployed function binds', () => {
  it('every exported function is listed above by what it sends', () => {
    const listed = [...EMAILS_AND_TEXTS, ...EMAILS, ...TEXTS_OFFERED, ...NEITHER];
    const exported = Object.keys(functions).filter((k) => functions[k]?.__endpoint);
    expect([...listed].sort()).toEqual([...exported].sort());
  });

  it.each(EMAILS_AND_TEXTS)('%s binds SendGrid and Twilio', (name) => {
    expect(secretsOf(name)).toEqual(expect.arrayContaining([...EMAIL, ...TWILIO]));
  });

  it.each(EMAILS)('%s binds SendGrid', (name) => {
    expect(secretsOf(name)).toEqual(expect.arrayContaining(EMAIL));
  });

  it.each(TEXTS_OFFERED)('%s binds Twilio', (name) => {
    expect(secretsOf(name)).toEqual(expect.arrayContaining(TWILIO));
  });
});
