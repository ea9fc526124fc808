// Settings → Payments in the browser with payments enabled (desktop): the built app and the real
// /api in this process (billing-app.ts) with the real `stripe` SDK on the fake Stripe API, and the
// real Connect webhook beside them. The owner connects (the fake's onboarding page, back to
// Stripe's return address), Stripe's `account.updated` arrives signed, the page shows charges
// enabled, and a 20% deposit policy is saved with the text customers will accept.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { startBillingApp, type BillingApp } from '../support/billing-app';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { CONNECT_WEBHOOK_SECRET, deliverEvent } from '../support/fake-stripe-connect';
import { createOwner } from '../support/owners';
import { createTestShop } from '../support/shops';

let browser: Browser;
let app: BillingApp;
let webhook: Server;
let webhookUrl = '';

beforeAll(async () => {
  app = await startBillingApp();
  // Stripe's onboarding sends the owner back to this app
  Object.assign(process.env, { STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET, PUBLIC_APP_URL: app.url });
  const { handleStripeConnectWebhook } = await import('../../functions/src/webhooks/stripeConnectWebhook');
  const hooks = express();
  hooks.post('/stripeConnectWebhook', express.raw({ type: '*/*' }), (req, res) => void handleStripeConnectWebhook(req, res));
  webhook = createServer(hooks);
  await new Promise<void>((resolve) => webhook.listen(0, '127.0.0.1', resolve));
  webhookUrl = `http://127.0.0.1:${(webhook.address() as AddressInfo).port}/stripeConnectWebhook`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => webhook?.close(resolve));
  await app?.close();
});

describe('Settings → Payments (payments enabled)', () => {
  it('connects with Stripe, shows charges enabled after account.updated, and saves a 20% deposit policy with its text', async () => {
    const owner = await createOwner('pay-settings');
    const shop = await createTestShop({ ownerUid: owner.uid });
    const username = (await adminDb.doc(`users/${owner.uid}`).get()).get('username') as string;
    await adminDb.doc(`usernames/${username}`).set({ uid: owner.uid });

    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await page.goto(`${app.url}/auth`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${app.url}/dashboard`);

    await page.goto(`${app.url}/settings?tab=payments`);
    await page.getByRole('tab', { name: 'Payments', selected: true }).waitFor();
    await page.getByRole('button', { name: 'Connect with Stripe' }).click();

    // The fake's stand-in for Stripe's hosted onboarding, then back to Settings → Payments.
    await page.waitForURL(/\/fake-connect\/onboarding\//);
    await page.getByRole('button', { name: 'Complete onboarding' }).click();
    await page.waitForURL(`${app.url}/settings?tab=payments`);
    const accountId = (await adminDb.doc(`barbershops/${shop.id}`).get()).get('stripeAccountId') as string | undefined;
    const stored = (await adminDb.doc(`paymentAccounts/${shop.id}`).get()).data();
    const connectedId = accountId ?? (stored?.stripeAccountId as string);
    expect(connectedId).toMatch(/^acct_/);

    // Stripe tells the platform: account.updated, signed as Stripe signs it.
    const account = app.fake.connect.accounts.get(connectedId);
    const delivered = await deliverEvent(
      webhookUrl,
      app.fake.connect.event('account.updated', account!, { account: connectedId }),
    );
    expect(delivered.status).toBe(200);
    await page.reload();
    const state = page.getByRole('list', { name: 'Stripe account state' });
    await expect.poll(() => state.textContent()).toContain('Charges enabledYes');
    await page.getByText('Your Stripe account can take payments.').waitFor();

    // A 20% deposit, saved; the preview is the text customers will accept.
    await page.getByRole('radio', { name: /^Deposit/ }).check();
    await page.getByLabel('Deposit (%)').fill('20');
    await expect.poll(() => page.getByTestId('policy-preview').textContent()).toMatch(/20%/);
    await page.getByRole('button', { name: 'Save policy' }).click();
    await page.getByText('Payment policy saved').waitFor();
    const policy = (await adminDb.doc(`barbershops/${shop.id}`).get()).get('paymentPolicy');
    expect(policy).toMatchObject({ mode: 'deposit', deposit: { kind: 'percent', value: 20 } });
    expect(policy.version).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  }, 180_000);
});
