import { defineSecret, defineString } from 'firebase-functions/params';
import Stripe from 'stripe';
import { bound } from '../../app/boundSecrets';
import { HttpError } from '../../errors';

type SecretParam = ReturnType<typeof defineSecret>;

const stripeSecretKey: SecretParam = defineSecret('STRIPE_SECRET_KEY');
const stripeWebhookSecret: SecretParam = defineSecret('STRIPE_WEBHOOK_SECRET');
// Empty defaults live in functions/.env: the emulator asks for any param without a value.
const basePriceId = defineString('STRIPE_PRICE_BASE', { description: 'Stripe price id of the £40/month base plan (4 seats)' });
const seatPriceId = defineString('STRIPE_PRICE_SEAT', { description: 'Stripe price id of one extra seat at £6.99/month' });
const publishableKey = defineString('STRIPE_PUBLISHABLE_KEY', {
  description: 'Stripe publishable key for Stripe.js in the browser',
});

/**
 * Secrets the api and webhook functions bind: those of Stripe the project's build lists
 * (app/boundSecrets.ts; none: billing-disabled). The emulator binds none (it would ask Secret
 * Manager, unreachable offline); there a key may come from functions/.env.local.
 */
export const billingSecrets = (): SecretParam[] => bound([stripeSecretKey, stripeWebhookSecret]);
/** The Stripe secret key alone, as this build binds it (the Connect webhook adds its own secret). */
export const stripeKeySecrets = (): SecretParam[] => bound([stripeSecretKey]);

// An unset secret is the normal local case: read the value only when the environment has one.
const secretKey = (): string => (process.env.STRIPE_SECRET_KEY ? stripeSecretKey.value() : '');
export const webhookSecret = (): string => (process.env.STRIPE_WEBHOOK_SECRET ? stripeWebhookSecret.value() : '');
const param = (p: ReturnType<typeof defineString>, name: string): string => (process.env[name] ? p.value() : '');

/**
 * The platform has its Stripe secret key: billing and payments (Connect) are on. Without it (the
 * local default) both are off.
 */
export function stripeConfigured(): boolean {
  return secretKey() !== '';
}

export function priceIds(): { base: string; seat: string } {
  const ids = { base: param(basePriceId, 'STRIPE_PRICE_BASE'), seat: param(seatPriceId, 'STRIPE_PRICE_SEAT') };
  if (!ids.base || !ids.seat) throw new HttpError(503, 'Billing is not configured: the Stripe price ids are missing');
  return ids;
}

export function stripePublishableKey(): string | null {
  return param(publishableKey, 'STRIPE_PUBLISHABLE_KEY') || null;
}

const NOT_CONFIGURED = { billing: 'Billing is not configured', payments: 'Payments are not configured' } as const;

/** 503 for a Stripe action while Stripe is not configured, named as the feature asked for. */
export const stripeNotConfigured = (feature: keyof typeof NOT_CONFIGURED) => new HttpError(503, NOT_CONFIGURED[feature]);

let cached: { key: string; client: Stripe } | null = null;

/**
 * The Stripe client. STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL point it at
 * another server (the tests' local fake of the Stripe endpoints); unset, it talks to Stripe.
 */
export function stripe(): Stripe {
  const key = secretKey();
  if (!key) throw stripeNotConfigured('billing');
  const target = `${key}|${process.env.STRIPE_API_HOST ?? ''}|${process.env.STRIPE_API_PORT ?? ''}`;
  if (cached?.key !== target) {
    const protocol = process.env.STRIPE_API_PROTOCOL;
    cached = {
      key: target,
      client: new Stripe(key, {
        ...(process.env.STRIPE_API_HOST ? { host: process.env.STRIPE_API_HOST } : {}),
        ...(process.env.STRIPE_API_PORT ? { port: Number(process.env.STRIPE_API_PORT) } : {}),
        ...(protocol === 'http' || protocol === 'https' ? { protocol } : {}),
        maxNetworkRetries: 2,
        timeout: 20_000,
        appInfo: { name: 'barberbook' },
      }),
    };
  }
  return cached.client;
}
