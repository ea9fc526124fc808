// The fake Stripe API's Connect side, through the real `stripe` SDK: what the payments code and
// its tests rely on behaves as Stripe documents it (per-account objects, idempotency, the test
// cards' outcomes and error shapes, signed events). No emulator is needed, but it runs with the api tests.
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../support/fake-stripe';
import { CONNECT_WEBHOOK_SECRET, TEST_CARDS } from '../support/fake-stripe-connect';

let fake: FakeStripe;
let stripe: Stripe;
let account: string;
const on = () => ({ stripeAccount: account });

beforeAll(async () => {
  fake = await startFakeStripe();
  stripe = new Stripe('sk_test_fake', { host: '127.0.0.1', port: fake.port, protocol: 'http', maxNetworkRetries: 2 });
  account = (await stripe.accounts.create({ country: 'GB', controller: { stripe_dashboard: { type: 'full' } } })).id;
});

afterAll(() => fake?.close());

/** What Stripe.js sends when the customer confirms with a card in the Payment Element. */
async function confirmInBrowser(
  kind: 'payment_intents' | 'setup_intents',
  clientSecret: string,
  card: string,
  stripeAccount = account,
) {
  const res = await fetch(`http://127.0.0.1:${fake.port}/v1/${kind}/${clientSecret.split('_secret_')[0]}/confirm`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Stripe-Account': stripeAccount },
    body: new URLSearchParams({
      client_secret: clientSecret,
      key: 'pk_test_fake',
      'payment_method_data[card][number]': card,
    }).toString(),
  });
  return { status: res.status, body: await res.json() };
}

describe('the fake Stripe API on connected accounts', () => {
  it('creates an account once per idempotency key and completes onboarding through its link', async () => {
    const params = { country: 'GB', metadata: { shopId: 'shop-1' } };
    const [a, b] = await Promise.all([
      stripe.accounts.create(params, { idempotencyKey: 'connect-account:shop-1' }),
      stripe.accounts.create(params, { idempotencyKey: 'connect-account:shop-1' }),
    ]);
    expect(a.id).toBe(b.id);
    expect(a.charges_enabled).toBe(false);
    const link = await stripe.accountLinks.create({
      account: a.id,
      type: 'account_onboarding',
      refresh_url: 'http://x/r',
      return_url: 'http://x/back',
    });
    expect((await fetch(link.url)).status).toBe(200);
    const done = await fetch(link.url, { method: 'POST', redirect: 'manual' });
    expect(done.headers.get('location')).toBe('http://x/back');
    expect(await stripe.accounts.retrieve(a.id)).toMatchObject({
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
    });
  });

  it("keeps each account's objects to it and records the Stripe-Account header", async () => {
    const customer = await stripe.customers.create({ email: 'c@test.example' }, on());
    await expect(stripe.customers.retrieve(customer.id)).rejects.toThrow(/No such customer/);
    const other = (await stripe.accounts.create({ country: 'GB' })).id;
    await expect(stripe.customers.retrieve(customer.id, {}, { stripeAccount: other })).rejects.toThrow(/No such customer/);
    expect(fake.requests.at(-1)!.stripeAccount).toBe(other);
    expect(fake.connect.accountOf(customer.id)).toBe(account);
  });

  it('takes a deposit confirmed by Stripe.js, keeps the card for later, and refunds it in parts', async () => {
    const customer = await stripe.customers.create({}, on());
    const pi = await stripe.paymentIntents.create(
      { amount: 500, currency: 'gbp', customer: customer.id, setup_future_usage: 'off_session', application_fee_amount: 10 },
      on(),
    );
    expect((await confirmInBrowser('payment_intents', pi.client_secret!, TEST_CARDS.declined)).body.error.code).toBe(
      'card_declined',
    );
    const paid = await confirmInBrowser('payment_intents', pi.client_secret!, TEST_CARDS.success);
    expect(paid.body.status).toBe('succeeded');
    expect((await stripe.paymentMethods.retrieve(paid.body.payment_method, {}, on())).customer).toBe(customer.id);

    const first = await stripe.refunds.create({ payment_intent: pi.id, amount: 200 }, { ...on(), idempotencyKey: 'refund:a:1' });
    const again = await stripe.refunds.create({ payment_intent: pi.id, amount: 200 }, { ...on(), idempotencyKey: 'refund:a:1' });
    expect(again.id).toBe(first.id);
    // the same key with another amount: refused as Stripe does, and nothing refunded
    await expect(
      stripe.refunds.create({ payment_intent: pi.id, amount: 100 }, { ...on(), idempotencyKey: 'refund:a:1' }),
    ).rejects.toMatchObject({ type: 'StripeIdempotencyError' });
    // a refused refund (the shop's balance) is kept for its key; a new key is a new try
    fake.connect.refuseRefunds(1);
    const refusedKey = { ...on(), idempotencyKey: 'refund:a:2' };
    await expect(stripe.refunds.create({ payment_intent: pi.id, amount: 100 }, refusedKey)).rejects.toMatchObject({
      code: 'balance_insufficient',
    });
    await expect(stripe.refunds.create({ payment_intent: pi.id, amount: 100 }, refusedKey)).rejects.toMatchObject({
      code: 'balance_insufficient',
    });
    expect(
      (await stripe.refunds.create({ payment_intent: pi.id, amount: 100 }, { ...on(), idempotencyKey: 'refund:a:3' })).amount,
    ).toBe(100);
    await expect(stripe.refunds.create({ payment_intent: pi.id, amount: 400 }, on())).rejects.toThrow(/greater than unrefunded/);
    await stripe.refunds.create({ payment_intent: pi.id }, on());
    expect((await stripe.charges.retrieve(paid.body.latest_charge, {}, on())).refunded).toBe(true);
  });

  it('charges a saved card off session, or answers 402 with the failed PaymentIntent', async () => {
    const customer = await stripe.customers.create({}, on());
    const si = await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session' }, on());
    const saved = await confirmInBrowser('setup_intents', si.client_secret!, TEST_CARDS.authenticationRequired);
    expect(saved.body.status).toBe('succeeded');

    const failed = await stripe.paymentIntents
      .create(
        {
          amount: 1000,
          currency: 'gbp',
          customer: customer.id,
          payment_method: saved.body.payment_method,
          off_session: true,
          confirm: true,
        },
        on(),
      )
      .catch((err: unknown) => err as Stripe.errors.StripeCardError);
    expect(failed).toBeInstanceOf(Stripe.errors.StripeCardError);
    expect((failed as Stripe.errors.StripeCardError).code).toBe('authentication_required');
    expect((failed as Stripe.errors.StripeCardError).payment_intent).toMatchObject({ status: 'requires_payment_method' });

    const declined = await stripe.paymentIntents
      .create({ amount: 1000, currency: 'gbp', payment_method: 'pm_card_chargeDeclined', off_session: true, confirm: true }, on())
      .catch((err: Stripe.errors.StripeCardError) => err);
    expect((declined as Stripe.errors.StripeCardError).code).toBe('card_declined');

    const ok = await stripe.paymentIntents.create(
      { amount: 1000, currency: 'gbp', payment_method: 'pm_card_visa', off_session: true, confirm: true },
      on(),
    );
    expect(ok.status).toBe('succeeded');
  });

  it('authorises, captures part, and cancels; refuses what Stripe refuses', async () => {
    const held = await stripe.paymentIntents.create(
      { amount: 1500, currency: 'gbp', capture_method: 'manual', payment_method: 'pm_card_visa', confirm: true },
      on(),
    );
    expect(held).toMatchObject({ status: 'requires_capture', amount_capturable: 1500 });
    expect(await stripe.paymentIntents.capture(held.id, { amount_to_capture: 1000 }, on())).toMatchObject({
      status: 'succeeded',
      amount_received: 1000,
    });
    await expect(stripe.paymentIntents.cancel(held.id, {}, on())).rejects.toThrow(/status of succeeded/);
    const open = await stripe.paymentIntents.create({ amount: 1500, currency: 'gbp' }, on());
    expect((await stripe.paymentIntents.cancel(open.id, {}, on())).status).toBe('canceled');
  });

  it('lets tests succeed or fail an intent, opens a payment link, and signs events as Stripe does', async () => {
    const pi = await stripe.paymentIntents.create({ amount: 700, currency: 'gbp' }, on());
    expect(fake.connect.succeedIntent(pi.id).status).toBe('succeeded');
    const failing = await stripe.paymentIntents.create({ amount: 700, currency: 'gbp' }, on());
    expect(fake.connect.failIntent(failing.id).last_payment_error.code).toBe('card_declined');

    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: 'gbp', unit_amount: 1250, product_data: { name: 'No-show fee' } } }],
        success_url: 'https://shop.test/paid',
      },
      on(),
    );
    expect(session).toMatchObject({ amount_total: 1250, status: 'open' });
    expect(session.url).toMatch(/\/fake-connect\/checkout\/c\/pay\/cs_test_/);
    expect(fake.connect.payCheckoutSession(session.id)).toMatchObject({ status: 'complete', payment_status: 'paid' });

    const signed = fake.connect.event('payment_intent.succeeded', fake.connect.paymentIntents.get(pi.id)!, { account });
    const event = stripe.webhooks.constructEvent(signed.payload, signed.signature, CONNECT_WEBHOOK_SECRET);
    expect(event).toMatchObject({ type: 'payment_intent.succeeded', account, data: { object: { id: pi.id } } });
    expect(() => stripe.webhooks.constructEvent(signed.payload, signed.signature, 'whsec_other')).toThrow();
  });
});
