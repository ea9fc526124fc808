// In-process (e2e/support/payments-app.ts): the real onboarding routes and Connect webhook
// (functions/src) with the real `stripe` SDK pointed at the local fake Stripe API, against the
// suite's Firestore and Auth emulators, payments on for this file's process only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import type { FakeStripe } from '../support/fake-stripe';
import { deliverEvent, type SignedEvent } from '../support/fake-stripe-connect';
import { createOwner, type TestOwner } from '../support/owners';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { createTestShop, type TestShop } from '../support/shops';

let app: PaymentsApp;
let fake: FakeStripe;
let baseUrl = '';

beforeAll(async () => {
  app = await startPaymentsApp({ apiOnly: true, env: { PUBLIC_APP_URL: 'https://barberbook.test' } });
  ({ fake, url: baseUrl } = app);
});

afterAll(() => app?.close());

const call = (method: string, path: string, token?: string, body?: unknown) => callApi(method, path, { token, body, baseUrl });
const deliver = (signed: SignedEvent) => deliverEvent(`${baseUrl}/stripeConnectWebhook`, signed);
const stored = async (shopId: string) => (await adminDb.doc(`paymentAccounts/${shopId}`).get()).data();
const live = async (shopId: string) => (await adminDb.doc(`barbershops/${shopId}`).get()).get('paymentsLive');

async function ownerWithShop(): Promise<{ owner: TestOwner; shop: TestShop }> {
  const owner = await createOwner('pay');
  return { owner, shop: await createTestShop({ ownerUid: owner.uid }) };
}

/** Connects the shop and answers its connected account's id. */
async function connected(owner: TestOwner): Promise<string> {
  const res = await call('POST', '/api/payments/connect', owner.token);
  expect(res.status).toBe(200);
  return fake.connect.accountLinks.at(-1)!.params.account as string;
}

describe('connecting the shop to Stripe', () => {
  it('shows a shop without an account as not connected', async () => {
    const { owner } = await ownerWithShop();
    const res = await call('GET', '/api/payments/account', owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      platformEnabled: true,
      connected: false,
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: [],
      live: false,
    });
  });

  it('creates one account with the recommended configuration, even for two clicks at once, and answers an onboarding link', async () => {
    const { owner, shop } = await ownerWithShop();
    const before = fake.requests.length;
    const [first, second] = await Promise.all([
      call('POST', '/api/payments/connect', owner.token),
      call('POST', '/api/payments/connect', owner.token),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.url).toMatch(/\/fake-connect\/onboarding\/acct_/);

    const accounts = [...fake.connect.accounts.values()].filter((a) => a.metadata.shopId === shop.id);
    expect(accounts).toHaveLength(1);
    const account = accounts[0]!;
    const creates = fake.requests.slice(before).filter((r) => r.method === 'POST' && r.path === '/v1/accounts');
    expect(creates[0]!.params).toMatchObject({
      country: 'GB',
      controller: {
        fees: { payer: 'account' },
        losses: { payments: 'stripe' },
        requirement_collection: 'stripe',
        stripe_dashboard: { type: 'full' },
      },
      metadata: { shopId: shop.id },
    });
    expect(creates.every((r) => r.idempotencyKey === `connect-account:${shop.id}`)).toBe(true);

    const links = fake.requests.slice(before).filter((r) => r.path === '/v1/account_links');
    expect(links[0]!.params).toEqual({
      account: account.id,
      type: 'account_onboarding',
      refresh_url: 'https://barberbook.test/dashboard/settings?tab=payments',
      return_url: 'https://barberbook.test/dashboard/settings?tab=payments',
    });
    expect(await stored(shop.id)).toMatchObject({ shopId: shop.id, stripeAccountId: account.id, chargesEnabled: false });
    expect(await live(shop.id)).toBe(false);

    // Later clicks reuse the account and make a fresh link (Stripe's expire within minutes).
    const again = await call('POST', '/api/payments/connect', owner.token);
    expect(again.status).toBe(200);
    expect(fake.requests.slice(before).filter((r) => r.path === '/v1/accounts')).toHaveLength(creates.length);
    expect(fake.connect.accountLinks.at(-1)!.params.account).toBe(account.id);

    const state = await call('GET', '/api/payments/account', owner.token);
    expect(state.body).toMatchObject({ connected: true, detailsSubmitted: false, chargesEnabled: false, live: false });
    expect(state.body.requirementsDue.length).toBeGreaterThan(0);
  });

  it('does not let another shop owner see or connect this shop, and asks an owner without a shop to create one', async () => {
    const { owner, shop } = await ownerWithShop();
    await connected(owner);
    const other = await ownerWithShop();

    const seen = await call('GET', `/api/payments/account?shopId=${shop.id}`, other.owner.token);
    expect(seen.status).toBe(403);
    const connect = await call('POST', '/api/payments/connect', other.owner.token, { shopId: shop.id });
    expect(connect.status).toBe(403);
    // Their own shop is theirs alone: not connected.
    expect((await call('GET', '/api/payments/account', other.owner.token)).body.connected).toBe(false);
    expect((await call('GET', '/api/payments/account')).status).toBe(401);

    const noShop = await createOwner('pay-noshop');
    const none = await call('POST', '/api/payments/connect', noShop.token);
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('Create your barbershop first');
  });
});

describe('the Connect webhook', () => {
  it('applies account.updated to the account state and paymentsLive, once, and ignores an older event', async () => {
    const { owner, shop } = await ownerWithShop();
    const accountId = await connected(owner);
    const onboarded = fake.connect.completeOnboarding(accountId);
    const created = Math.floor(Date.now() / 1000);
    const update = fake.connect.event('account.updated', onboarded, { account: accountId, created });

    const res = await deliver(update);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await stored(shop.id)).toMatchObject({
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      disabledReason: null,
      eventCreated: created,
    });
    expect(await live(shop.id)).toBe(true);
    await adminDb.doc(`barbershops/${shop.id}`).update({ paymentPolicy: { mode: 'deposit' } });
    expect((await call('GET', '/api/payments/account', owner.token)).body).toEqual({
      platformEnabled: true,
      connected: true,
      detailsSubmitted: true,
      chargesEnabled: true,
      payoutsEnabled: true,
      requirementsDue: [],
      live: true,
    });

    // An older event (Stripe does not deliver in order) leaves the newer state alone.
    const older = fake.connect.event(
      'account.updated',
      { ...onboarded, charges_enabled: false, requirements: { currently_due: ['external_account'], disabled_reason: null } },
      { account: accountId, created: created - 60 },
    );
    expect(await (await deliver(older)).json()).toMatchObject({ outcome: 'stale' });
    expect(await stored(shop.id)).toMatchObject({ chargesEnabled: true, requirementsDue: [] });
    expect(await live(shop.id)).toBe(true);

    // A newer one that disables charges turns the shop's payments off.
    const disabled = {
      ...onboarded,
      charges_enabled: false,
      requirements: { currently_due: ['individual.verification.document'], disabled_reason: 'requirements.past_due' },
    };
    expect(
      (await deliver(fake.connect.event('account.updated', disabled, { account: accountId, created: created + 60 }))).status,
    ).toBe(200);
    expect(await stored(shop.id)).toMatchObject({ chargesEnabled: false, requirementsDue: ['individual.verification.document'] });
    expect(await live(shop.id)).toBe(false);
  });

  it('stops taking money when the owner disconnects the platform in Stripe', async () => {
    const { owner, shop } = await ownerWithShop();
    const accountId = await connected(owner);
    const created = Math.floor(Date.now() / 1000);
    await deliver(
      fake.connect.event('account.updated', fake.connect.completeOnboarding(accountId), { account: accountId, created }),
    );
    expect(await live(shop.id)).toBe(true);

    const gone = fake.connect.event(
      'account.application.deauthorized',
      { id: 'ca_platform', object: 'application' },
      {
        account: accountId,
        created: created + 1,
      },
    );
    expect(await (await deliver(gone)).json()).toEqual({ received: true, outcome: 'applied' });
    expect(await live(shop.id)).toBe(false);
    expect(await stored(shop.id)).toMatchObject({
      chargesEnabled: false,
      payoutsEnabled: false,
      disabledReason: 'platform_disconnected',
    });
    expect((await call('GET', '/api/payments/account', owner.token)).body).toMatchObject({
      connected: true,
      chargesEnabled: false,
      live: false,
    });
  });

  it('changes nothing on a replayed or concurrently redelivered event', async () => {
    const { owner, shop } = await ownerWithShop();
    const accountId = await connected(owner);
    const created = Math.floor(Date.now() / 1000);
    const update = fake.connect.event('account.updated', fake.connect.completeOnboarding(accountId), {
      account: accountId,
      created,
    });

    const outcomes = await Promise.all([deliver(update), deliver(update), deliver(update)].map(async (p) => (await p).json()));
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(['applied', 'duplicate', 'duplicate']);
    expect(await live(shop.id)).toBe(true);

    // The owner's state moves on (another event) and the old delivery comes back: nothing changes.
    await adminDb.doc(`paymentAccounts/${shop.id}`).update({ payoutsEnabled: false });
    const replay = await deliver(update);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await stored(shop.id))!.payoutsEnabled).toBe(false);
    expect((await adminDb.doc(`stripeEvents/${update.event.id}`).get()).data()).toMatchObject({
      type: 'account.updated',
      account: accountId,
      outcome: 'applied',
    });
  });

  it('refuses a bad signature with 400, and ignores an account that is not a shop of ours', async () => {
    const { owner, shop } = await ownerWithShop();
    const accountId = await connected(owner);
    const forged = fake.connect.event('account.updated', fake.connect.completeOnboarding(accountId), {
      account: accountId,
      secret: 'whsec_wrong',
    });
    const res = await deliver(forged);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Invalid Stripe signature' });
    expect((await stored(shop.id))!.chargesEnabled).toBe(false);
    expect((await adminDb.doc(`stripeEvents/${forged.event.id}`).get()).exists).toBe(false);

    const stranger = fake.connect.event(
      'account.updated',
      { id: 'acct_not_ours', object: 'account', charges_enabled: true, metadata: {} },
      { account: 'acct_not_ours' },
    );
    expect(await (await deliver(stranger)).json()).toEqual({ received: true, outcome: 'ignored' });
  });
});

describe('without Stripe keys', () => {
  it('says payments are off and refuses to connect with 503', async () => {
    const { owner } = await ownerWithShop();
    const key = process.env.STRIPE_SECRET_KEY;
    delete process.env.STRIPE_SECRET_KEY;
    try {
      const account = await call('GET', '/api/payments/account', owner.token);
      expect(account.status).toBe(200);
      expect(account.body).toMatchObject({ platformEnabled: false, connected: false, live: false });
      const connect = await call('POST', '/api/payments/connect', owner.token);
      expect(connect.status).toBe(503);
      expect(connect.body.message).toBe('Payments are not configured');
      const hook = await deliver(
        fake.connect.event('account.updated', { id: 'acct_x', object: 'account' }, { account: 'acct_x' }),
      );
      expect(hook.status).toBe(503);
    } finally {
      process.env.STRIPE_SECRET_KEY = key;
    }
  });
});
