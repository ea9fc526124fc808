// In-process (e2e/support/payments-app.ts): the real billing routes and webhook (functions/src)
// with the real `stripe` SDK pointed at a local fake of the Stripe endpoints, against the
// suite's Firestore and Auth emulators, billing on for this file's process only.
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { callApi } from '../support/api';
import type { FakeStripe } from '../support/fake-stripe';
import { createOwner, idTokenFor, type TestOwner } from '../support/owners';
import { startPaymentsApp, WEBHOOK_SECRET, type PaymentsApp } from '../support/payments-app';
import { createTestShop } from '../support/shops';

let app: PaymentsApp;
let fake: FakeStripe;
let baseUrl = '';

beforeAll(async () => {
  app = await startPaymentsApp({ apiOnly: true });
  ({ fake, url: baseUrl } = app);
});

afterAll(() => app?.close());

const call = (method: string, path: string, body?: unknown, token?: string) => callApi(method, path, { body, token, baseUrl });

const billingOf = async (uid: string) => (await adminDb.doc(`users/${uid}`).get()).get('billing');

/** A signed Stripe event for a subscription in the fake, as Stripe would deliver it. */
function subscriptionEvent(type: string, sub: Record<string, any>, created = Math.floor(Date.now() / 1000)) {
  return { id: `evt_${randomUUID().replace(/-/g, '')}`, object: 'event', type, created, data: { object: structuredClone(sub) } };
}

function deliver(event: unknown, secret = WEBHOOK_SECRET) {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return fetch(`${baseUrl}/stripeWebhook`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body: payload,
  });
}

/** Registration with a card: the trial subscription, the SetupIntent confirmed, the account created. */
async function registerWithCard(tag = randomUUID().slice(0, 6)) {
  const businessName = `Stripe Cuts ${tag}`;
  const email = `stripe-${tag}@test.example`;
  const created = await call('POST', '/api/create-subscription', { email, businessName });
  expect(created.status).toBe(201);
  fake.confirmSetupIntent(fake.subscriptions.get(created.body.subscriptionId)!.pending_setup_intent);
  const registered = await call('POST', '/api/register', {
    businessName,
    email,
    password: 'stripe-pass-1',
    stripeCustomerId: created.body.customerId,
    stripeSubscriptionId: created.body.subscriptionId,
    trialEndsAt: created.body.trialEnd,
  });
  expect(registered.status).toBe(201);
  const uid = registered.body.id as string;
  return { uid, email, businessName, created: created.body, token: await idTokenFor(email, 'stripe-pass-1') };
}

describe('registration with billing enabled', () => {
  it('creates a customer and a 7-day trial with the base price only, and answers the SetupIntent secret', async () => {
    const before = fake.requests.length;
    const email = `trial-${randomUUID().slice(0, 6)}@test.example`;
    const res = await call('POST', '/api/create-subscription', { email, businessName: 'Trial Cuts' });
    expect(res.status).toBe(201);
    const sent = fake.requests.slice(before);
    const customer = sent.find((r) => r.path === '/v1/customers')!;
    expect(customer.params).toMatchObject({ email, name: 'Trial Cuts' });
    const subscription = sent.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions')!;
    expect(subscription.params).toMatchObject({
      customer: res.body.customerId,
      items: [{ price: 'price_base', quantity: '1' }],
      trial_period_days: '7',
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription', payment_method_types: ['card'] },
    });
    expect(res.body.clientSecret).toMatch(/^seti_.+_secret_/);
    expect(res.body.subscriptionId).toMatch(/^sub_/);
    const days = (res.body.trialEnd * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
  });

  it('refuses bad input and a registration whose card was not saved, and stores Stripe ids and trial end once it was', async () => {
    expect((await call('POST', '/api/create-subscription', { email: 'not-an-email', businessName: '' })).status).toBe(400);

    const tag = randomUUID().slice(0, 6);
    const email = `reg-${tag}@test.example`;
    const created = (await call('POST', '/api/create-subscription', { email, businessName: `Reg Cuts ${tag}` })).body;
    const form = {
      businessName: `Reg Cuts ${tag}`,
      email,
      password: 'stripe-pass-1',
      stripeCustomerId: created.customerId,
      stripeSubscriptionId: created.subscriptionId,
      trialEndsAt: created.trialEnd,
    };

    const noCard = await call('POST', '/api/register', form);
    expect(noCard.status).toBe(400);
    expect(noCard.body.message).toBe('Payment setup incomplete. Please try again');
    const missing = await call('POST', '/api/register', {
      ...form,
      stripeSubscriptionId: undefined,
      stripeCustomerId: undefined,
    });
    expect(missing.status).toBe(400);

    fake.confirmSetupIntent(fake.subscriptions.get(created.subscriptionId)!.pending_setup_intent);
    const otherEmail = await call('POST', '/api/register', { ...form, email: `other-${tag}@test.example` });
    expect(otherEmail.status).toBe(400);

    // A client-sent trial end is ignored: Stripe's counts.
    const ok = await call('POST', '/api/register', { ...form, trialEndsAt: 4102444800 });
    expect(ok.status).toBe(201);
    const billing = await billingOf(ok.body.id);
    expect(billing).toMatchObject({
      stripeCustomerId: created.customerId,
      stripeSubscriptionId: created.subscriptionId,
      subscriptionStatus: 'trialing',
      seatsTotal: 4,
    });
    expect(billing.trialEndsAt.toMillis()).toBe(created.trialEnd * 1000);
  });
});

describe('registration that cannot complete', () => {
  it('refuses a taken business name or email before Stripe is called', async () => {
    const owner = await registerWithCard();
    const before = fake.requests.length;
    const sameName = await call('POST', '/api/create-subscription', {
      email: `new-${randomUUID().slice(0, 6)}@test.example`,
      businessName: owner.businessName,
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toMatch(/already taken/);
    const sameEmail = await call('POST', '/api/create-subscription', {
      email: owner.email,
      businessName: `Another ${randomUUID().slice(0, 6)}`,
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('An account with this email already exists. Sign in instead.');
    expect(fake.requests.length).toBe(before);
  });

  it('cancels the trial subscription when the account cannot be created after the card was saved', async () => {
    const tag = randomUUID().slice(0, 6);
    const email = `late-${tag}@test.example`;
    const created = (await call('POST', '/api/create-subscription', { email, businessName: `Late Cuts ${tag}` })).body;
    fake.confirmSetupIntent(fake.subscriptions.get(created.subscriptionId)!.pending_setup_intent);
    // The email is taken between the card step and the account (another sign-up, elsewhere).
    await adminAuth.createUser({ email, password: 'someone-else-1' });
    const res = await call('POST', '/api/register', {
      businessName: `Late Cuts ${tag}`,
      email,
      password: 'stripe-pass-1',
      stripeCustomerId: created.customerId,
      stripeSubscriptionId: created.subscriptionId,
      trialEndsAt: created.trialEnd,
    });
    expect(res.status).toBe(409);
    expect(fake.subscriptions.get(created.subscriptionId)!.status).toBe('canceled');
    expect((await adminDb.collection('usernames').doc(`latecuts${tag}`).get()).exists).toBe(false);
  });

  it("cancels an abandoned trial (no account holds it) when Stripe says the trial will end, and leaves an owner's alone", async () => {
    const tag = randomUUID().slice(0, 6);
    const abandoned = (
      await call('POST', '/api/create-subscription', { email: `gone-${tag}@test.example`, businessName: `Gone Cuts ${tag}` })
    ).body;
    fake.confirmSetupIntent(fake.subscriptions.get(abandoned.subscriptionId)!.pending_setup_intent);
    const res = await deliver(
      subscriptionEvent('customer.subscription.trial_will_end', fake.subscriptions.get(abandoned.subscriptionId)!),
    );
    expect(await res.json()).toEqual({ received: true, outcome: 'abandoned' });
    expect(fake.subscriptions.get(abandoned.subscriptionId)!.status).toBe('canceled');

    const owner = await registerWithCard();
    const kept = await deliver(
      subscriptionEvent('customer.subscription.trial_will_end', fake.subscriptions.get(owner.created.subscriptionId)!),
    );
    expect(await kept.json()).toEqual({ received: true, outcome: 'applied' });
    expect(fake.subscriptions.get(owner.created.subscriptionId)!.status).toBe('trialing');
  });
});

describe('seats with a Stripe subscription', () => {
  let owner: Awaited<ReturnType<typeof registerWithCard>>;
  beforeAll(async () => {
    owner = await registerWithCard();
    await createTestShop({ ownerUid: owner.uid, barbers: 3 });
  });

  it('prices seats at £40 plus £6.99 per seat above 4', async () => {
    const res = await call('POST', '/api/user/seats/calculate-price', { newSeatsTotal: 6 }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ seatsTotal: 6, monthlyPricePence: 5398, extraSeats: 2 });
    expect((await call('POST', '/api/user/seats/calculate-price', { newSeatsTotal: 3 }, owner.token)).status).toBe(400);
  });

  it('adds, resizes and removes the seat item with proration, and refuses below 4 or below the barbers in use', async () => {
    const subId = owner.created.subscriptionId;
    const up = await call('POST', '/api/user/seats/update', { seatsTotal: 6 }, owner.token);
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ seatsUsed: 3, seatsTotal: 6 });
    const added = fake.requestsTo('POST', new RegExp(`/v1/subscriptions/${subId}$`)).at(-1)!;
    expect(added.params).toMatchObject({
      items: [{ price: 'price_seat', quantity: '2' }],
      proration_behavior: 'create_prorations',
    });
    expect(fake.subscriptions.get(subId)!.items.data.map((i: any) => [i.price.id, i.quantity])).toEqual([
      ['price_base', 1],
      ['price_seat', 2],
    ]);
    expect((await billingOf(owner.uid)).seatsTotal).toBe(6);

    await call('POST', '/api/user/seats/update', { seatsTotal: 5 }, owner.token);
    expect(fake.subscriptions.get(subId)!.items.data.map((i: any) => [i.price.id, i.quantity])).toEqual([
      ['price_base', 1],
      ['price_seat', 1],
    ]);
    await call('POST', '/api/user/seats/update', { seatsTotal: 4 }, owner.token);
    expect(fake.subscriptions.get(subId)!.items.data.map((i: any) => i.price.id)).toEqual(['price_base']);
    expect((await billingOf(owner.uid)).seatsTotal).toBe(4);

    const requestsBefore = fake.requests.length;
    const tooFew = await call('POST', '/api/user/seats/update', { seatsTotal: 3 }, owner.token);
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors.seatsTotal).toBe('The plan includes at least 4 seats');
    expect(fake.requests.length).toBe(requestsBefore);
  });

  it('refuses to go below the seats in use with the spec warning, and leaves Stripe alone', async () => {
    // Five barbers in use on six seats: five is fine, four is not.
    await call('POST', '/api/user/seats/update', { seatsTotal: 6 }, owner.token);
    const shops = await adminDb.collection('barbershops').where('ownerId', '==', owner.uid).get();
    const shopRef = shops.docs[0]!.ref;
    for (const n of [4, 5])
      await shopRef
        .collection('barbers')
        .doc(`extra-${n}`)
        .set({
          id: `extra-${n}`,
          shopId: shopRef.id,
          name: `Extra ${n}`,
          specialty: '',
          bio: '',
          photoUrl: '',
          isActive: true,
          weeklyHours: null,
        });
    const requestsBefore = fake.requests.filter((r) => r.method === 'POST').length;
    const res = await call('POST', '/api/user/seats/update', { seatsTotal: 4 }, owner.token);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'You cannot reduce seats below your current usage (5 seats). Please remove some staff members first.',
    );
    expect(fake.requests.filter((r) => r.method === 'POST').length).toBe(requestsBefore);
    expect((await billingOf(owner.uid)).seatsTotal).toBe(6);
  });

  it('previews the prorated cost of a seat change on a paid subscription', async () => {
    fake.subscriptions.get(owner.created.subscriptionId)!.status = 'active';
    const res = await call('POST', '/api/user/seats/calculate-price', { newSeatsTotal: 8 }, owner.token);
    expect(res.body).toEqual({
      seatsTotal: 8,
      monthlyPricePence: 4000 + 4 * 699,
      extraSeats: 4,
      proratedAmountPence: Math.round((2 * 699) / 2),
    });
    const preview = fake.requestsTo('POST', /\/v1\/invoices\/create_preview$/).at(-1)!;
    expect(preview.params).toMatchObject({
      subscription: owner.created.subscriptionId,
      subscription_details: { proration_behavior: 'create_prorations' },
    });
    fake.subscriptions.get(owner.created.subscriptionId)!.status = 'trialing';
  });
});

describe('cancel, subscribe and the card', () => {
  it('cancels at the end of the period, keeps access, shows as cancelled and refuses a second cancel', async () => {
    const owner = await registerWithCard();
    const res = await call('POST', '/api/subscription/cancel', undefined, owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      hasAccess: true,
      isTrialing: true,
      cancelAtPeriodEnd: true,
      subscriptionStatus: 'trialing',
    });
    const update = fake.requestsTo('POST', new RegExp(`/v1/subscriptions/${owner.created.subscriptionId}$`)).at(-1)!;
    expect(update.params).toEqual({ cancel_at_period_end: 'true' });
    expect(await billingOf(owner.uid)).toMatchObject({ cancelAtPeriodEnd: true });
    expect((await call('POST', '/api/subscription/cancel', undefined, owner.token)).status).toBe(409);
  });

  it("ends a trial on /subscribe, pays the invoice and activates on complete; refuses another customer's payment", async () => {
    const owner = await registerWithCard();
    const started = await call('POST', '/api/subscription/create', undefined, owner.token);
    expect(started.status).toBe(200);
    expect(started.body.clientSecret).toMatch(/^pi_.+_secret_/);
    expect(started.body.paymentIntentId).toMatch(/^pi_/);
    expect(
      fake.requestsTo('POST', new RegExp(`/v1/subscriptions/${owner.created.subscriptionId}$`)).at(-1)!.params,
    ).toMatchObject({
      trial_end: 'now',
      payment_behavior: 'default_incomplete',
    });

    const early = await call(
      'POST',
      '/api/subscription/complete',
      { paymentIntentId: started.body.paymentIntentId },
      owner.token,
    );
    expect(early.status).toBe(409);
    const stranger = await createOwner('stranger');
    expect(
      (await call('POST', '/api/subscription/complete', { paymentIntentId: started.body.paymentIntentId }, stranger.token))
        .status,
    ).toBe(404);
    expect((await call('POST', '/api/subscription/complete', { paymentIntentId: 'not-an-id' }, owner.token)).status).toBe(400);

    fake.payInvoice(started.body.paymentIntentId);
    const done = await call('POST', '/api/subscription/complete', { paymentIntentId: started.body.paymentIntentId }, owner.token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ hasAccess: true, isActive: true, subscriptionStatus: 'active', banner: 'none' });
    expect((await call('POST', '/api/subscription/create', undefined, owner.token)).status).toBe(409);
  });

  it('starts a new subscription for an owner without one (expired trial, no Stripe yet)', async () => {
    const owner: TestOwner = await createOwner('expired');
    await adminDb
      .doc(`users/${owner.uid}`)
      .update({ 'billing.trialEndsAt': new Date(Date.now() - 1000), 'billing.seatsTotal': 5 });
    const started = await call('POST', '/api/subscription/create', undefined, owner.token);
    expect(started.status).toBe(200);
    const created = fake.requestsTo('POST', /^\/v1\/subscriptions$/).at(-1)!;
    expect(created.params.items).toEqual([
      { price: 'price_base', quantity: '1' },
      { price: 'price_seat', quantity: '1' },
    ]);
    expect(created.params.trial_period_days).toBeUndefined();
    expect(await billingOf(owner.uid)).toMatchObject({
      subscriptionStatus: 'incomplete',
      stripeCustomerId: expect.stringMatching(/^cus_/),
    });
  });

  it('answers a SetupIntent secret for a new card and adopts the card when the webhook says it was saved', async () => {
    const owner = await registerWithCard();
    const res = await call('POST', '/api/subscription/update-payment-method', undefined, owner.token);
    expect(res.status).toBe(200);
    const seti = res.body.clientSecret.split('_secret_')[0];
    fake.confirmSetupIntent(seti);
    const event = {
      id: `evt_${randomUUID().replace(/-/g, '')}`,
      object: 'event',
      type: 'setup_intent.succeeded',
      created: Math.floor(Date.now() / 1000),
      data: { object: fake.setupIntents.get(seti) },
    };
    expect((await deliver(event)).status).toBe(200);
    const pm = fake.setupIntents.get(seti)!.payment_method;
    expect(fake.customers.get(owner.created.customerId)!.invoice_settings.default_payment_method).toBe(pm);
    expect(fake.subscriptions.get(owner.created.subscriptionId)!.default_payment_method).toBe(pm);
  });
});

describe('account deletion', () => {
  it('cancels the Stripe subscription at once', async () => {
    const owner = await registerWithCard();
    const res = await call('DELETE', '/api/user/account', undefined, owner.token);
    expect(res.status).toBe(204);
    expect(fake.requestsTo('DELETE', new RegExp(`/v1/subscriptions/${owner.created.subscriptionId}$`))).toHaveLength(1);
    expect(fake.subscriptions.get(owner.created.subscriptionId)!.status).toBe('canceled');
    expect((await adminDb.doc(`users/${owner.uid}`).get()).exists).toBe(false);
  });
});

describe('the Stripe webhook', () => {
  it('refuses a bad signature with 400 and changes nothing', async () => {
    const owner = await registerWithCard();
    const sub = { ...fake.subscriptions.get(owner.created.subscriptionId)!, status: 'past_due' };
    const forged = await deliver(subscriptionEvent('customer.subscription.updated', sub), 'whsec_wrong');
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({ message: 'Invalid Stripe signature' });
    const unsigned = await fetch(`${baseUrl}/stripeWebhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect(unsigned.status).toBe(400);
    expect((await billingOf(owner.uid)).subscriptionStatus).toBe('trialing');
  });

  it('applies a replayed event once', async () => {
    const owner = await registerWithCard();
    const sub = fake.subscriptions.get(owner.created.subscriptionId)!;
    const event = subscriptionEvent('customer.subscription.updated', { ...sub, status: 'active' });
    const first = await deliver(event);
    expect(await first.json()).toEqual({ received: true, outcome: 'applied' });
    // The owner's state moves on (a later event); the replay of the first must not undo it.
    await adminDb.doc(`users/${owner.uid}`).update({ 'billing.subscriptionStatus': 'past_due' });
    const replay = await deliver(event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: 'duplicate' });
    expect((await billingOf(owner.uid)).subscriptionStatus).toBe('past_due');
    const claim = await adminDb.doc(`stripeEvents/${event.id}`).get();
    expect(claim.get('outcome')).toBe('applied');
  });

  it('applies the same event delivered five times at once exactly once, and concurrent replays after it not at all', async () => {
    const owner = await registerWithCard();
    const sub = fake.subscriptions.get(owner.created.subscriptionId)!;
    const event = subscriptionEvent('customer.subscription.updated', { ...sub, status: 'active' });
    const burst = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    expect(burst.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const outcomes = (await Promise.all(burst.map((r) => r.json()))).map((b) => b.outcome);
    expect(outcomes.sort()).toEqual(['applied', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(await billingOf(owner.uid)).toMatchObject({ subscriptionStatus: 'active', stripeEventCreated: event.created });
    const claim = await adminDb.doc(`stripeEvents/${event.id}`).get();
    expect(claim.data()).toMatchObject({
      id: event.id,
      type: 'customer.subscription.updated',
      created: event.created,
      outcome: 'applied',
    });

    // The owner moves on; three more deliveries of the same event at once change nothing.
    await adminDb.doc(`users/${owner.uid}`).update({ 'billing.subscriptionStatus': 'past_due' });
    const replays = await Promise.all(Array.from({ length: 3 }, () => deliver(event)));
    expect(await Promise.all(replays.map((r) => r.json()))).toEqual(
      [0, 1, 2].map(() => ({ received: true, outcome: 'duplicate' })),
    );
    expect((await billingOf(owner.uid)).subscriptionStatus).toBe('past_due');
    expect((await adminDb.doc(`stripeEvents/${event.id}`).get()).updateTime!.isEqual(claim.updateTime!)).toBe(true);
  });

  it('carries status changes to the owner and GET /api/user/subscription (and so the banner), ignoring older events', async () => {
    const owner = await registerWithCard();
    const sub = fake.subscriptions.get(owner.created.subscriptionId)!;
    const t = Math.floor(Date.now() / 1000);
    const periodEnd = t + 30 * 86_400;
    const active = {
      ...sub,
      status: 'active',
      trial_end: t - 60,
      items: { ...sub.items, data: sub.items.data.map((i: any) => ({ ...i, current_period_end: periodEnd })) },
    };
    await deliver(subscriptionEvent('customer.subscription.updated', active, t));
    let status = (await call('GET', '/api/user/subscription', undefined, owner.token)).body;
    expect(status).toMatchObject({
      subscriptionStatus: 'active',
      isActive: true,
      hasAccess: true,
      banner: 'none',
      billingEnabled: true,
    });
    expect(status.currentPeriodEnd).toBe(new Date(periodEnd * 1000).toISOString());

    await deliver(subscriptionEvent('customer.subscription.updated', { ...active, status: 'past_due' }, t + 1));
    status = (await call('GET', '/api/user/subscription', undefined, owner.token)).body;
    expect(status).toMatchObject({ subscriptionStatus: 'past_due', hasAccess: true });

    // Delivered late: an event created before the one applied last changes nothing.
    const late = await deliver(subscriptionEvent('customer.subscription.updated', { ...active, status: 'trialing' }, t - 100));
    expect(await late.json()).toMatchObject({ outcome: 'stale' });

    await deliver(
      subscriptionEvent('customer.subscription.deleted', { ...active, status: 'canceled', ended_at: t + 2 - 60 }, t + 2),
    );
    status = (await call('GET', '/api/user/subscription', undefined, owner.token)).body;
    expect(status).toMatchObject({ subscriptionStatus: 'canceled', hasAccess: false, banner: 'subscription-required' });

    // Owner gating follows: changes are refused, and the public shop stops taking bookings.
    const { requireAccess, requireShopBookable } = await import('../../functions/src/services/billing');
    await expect(requireAccess(owner.uid)).rejects.toMatchObject({ status: 403 });
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
    await expect(requireShopBookable(shop.id)).rejects.toMatchObject({
      status: 403,
      message: 'Online booking is temporarily unavailable for this barbershop. Please contact the shop directly.',
    });
  });

  it('leaves the current subscription alone for events of an earlier one', async () => {
    const owner = await registerWithCard();
    const old = { ...fake.subscriptions.get(owner.created.subscriptionId)!, id: 'sub_earlier', status: 'canceled' };
    const res = await deliver(subscriptionEvent('customer.subscription.deleted', old));
    expect(await res.json()).toMatchObject({ outcome: 'other-subscription' });
    expect((await billingOf(owner.uid)).subscriptionStatus).toBe('trialing');
  });
});
