// The Stripe Connect side of the fake Stripe API (issue 34): connected accounts and their
// onboarding links, and the objects the shop's payments create on its own account (direct
// charges: every request carries the `Stripe-Account` header). Objects live per account: an id
// asked for on another account is "No such ...", as at Stripe. Money-moving calls honour the
// Idempotency-Key (the same key answers the same response). Test cards behave as Stripe's:
// 4242... succeeds, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 passes 3-D Secure on
// session (Stripe.js) but needs authentication for every off-session charge.
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

type Json = Record<string, any>;

/** The test cards the fake knows, by number (what the fake Stripe.js element offers). */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  authenticationRequired: '4000002760003184',
} as const;

/** The secret `event()` signs with unless told otherwise (set STRIPE_CONNECT_WEBHOOK_SECRET to it). */
export const CONNECT_WEBHOOK_SECRET = 'whsec_test_connect';

type CardBehaviour = 'success' | 'declined' | 'authentication_required';

/** Stripe's test PaymentMethod ids (https://docs.stripe.com/testing) the fake understands. */
const TEST_PAYMENT_METHODS: Record<string, { number: string; behaviour: CardBehaviour }> = {
  pm_card_visa: { number: TEST_CARDS.success, behaviour: 'success' },
  pm_card_chargeDeclined: { number: TEST_CARDS.declined, behaviour: 'declined' },
  pm_card_authenticationRequired: { number: TEST_CARDS.authenticationRequired, behaviour: 'authentication_required' },
};

const now = () => Math.floor(Date.now() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const secret = (objectId: string) => `${objectId}_secret_${randomBytes(8).toString('hex')}`;

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(body.error?.message ?? 'Stripe error');
  }
}

const invalid = (message: string, extra: Json = {}) =>
  new StripeApiError(400, { error: { type: 'invalid_request_error', message, ...extra } });
const noSuch = (kind: string, objectId: string) =>
  new StripeApiError(404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${objectId}'` },
  });
const unexpectedState = (pi: Json, action: string) =>
  invalid(`This PaymentIntent could not be ${action} because it has a status of ${pi.status}.`, {
    code: 'payment_intent_unexpected_state',
    payment_intent: structuredClone(pi),
  });

/** Who is calling: the platform's secret key, or Stripe.js with a publishable key and the intent's client secret. */
export interface Caller {
  stripeAccount: string | undefined;
  secretKey: boolean;
  publishableKey: string | undefined;
}

export interface SignedEvent {
  event: Json;
  /** the raw body to POST */
  payload: string;
  /** the Stripe-Signature header */
  signature: string;
}

export class FakeStripeConnect {
  readonly accounts = new Map<string, Json>();
  readonly accountLinks: Json[] = [];
  readonly customers = new Map<string, Json>();
  readonly paymentIntents = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  readonly charges = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  readonly checkoutSessions = new Map<string, Json>();
  /** object id -> the connected account it lives on */
  private readonly owner = new Map<string, string>();
  private readonly behaviour = new Map<string, CardBehaviour>();
  private readonly idempotent = new Map<string, { request: string; answer: [number, Json] }>();
  private refundRefusals = { count: 0, code: '' };
  /** accounts whose owner disconnected the platform: every call on them is refused, as at Stripe */
  private readonly deauthorized = new Set<string>();
  /** Set by deliverEventsTo: state changes are then sent to that endpoint as Stripe would (demo mode, browser tests). */
  private webhook: { url: string; secret: string } | null = null;

  /** Where onboarding links and Checkout pages point (the fake server's own stand-in pages). */
  constructor(private readonly baseUrl: () => string) {}

  /** Whether this request is the Connect side's: platform account calls, or anything on a connected account. */
  handles(path: string, caller: Caller): boolean {
    return caller.stripeAccount !== undefined || /^\/v1\/(accounts|account_links)(\/|$)/.test(path);
  }

  /** The connected account an object (pi_, seti_, cus_, pm_, ch_, re_, cs_) lives on. */
  accountOf(objectId: string): string | undefined {
    return this.owner.get(objectId);
  }

  route(method: string, path: string, p: Json, caller: Caller, idempotencyKey: string | undefined): [number, Json] {
    if (method !== 'POST' || !idempotencyKey) return this.answer(method, path, p, caller);
    const key = `${caller.stripeAccount ?? 'platform'}|${idempotencyKey}`;
    const request = JSON.stringify([path, p]);
    const seen = this.idempotent.get(key);
    // the same key with other parameters is refused, as at Stripe (nothing is done, nothing kept)
    if (seen && seen.request !== request)
      return [
        400,
        {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        },
      ];
    if (seen) return structuredClone(seen.answer);
    const answer = this.answer(method, path, p, caller);
    // Stripe keeps the first answer, errors included, except for its own 5xx.
    this.idempotent.set(key, { request, answer: structuredClone(answer) });
    return answer;
  }

  /**
   * The next `count` refunds are refused with `code` (Stripe's `balance_insufficient`: the shop's
   * balance cannot cover it), as Stripe answers: a 400, kept for its idempotency key like any answer.
   */
  refuseRefunds(count = 1, code = 'balance_insufficient'): void {
    this.refundRefusals = { count, code };
  }

  private answer(method: string, path: string, p: Json, caller: Caller): [number, Json] {
    try {
      return [200, this.dispatch(method, path, p, caller)];
    } catch (err) {
      if (err instanceof StripeApiError) return [err.status, err.body];
      throw err;
    }
  }

  private dispatch(method: string, path: string, p: Json, caller: Caller): Json {
    const acct = caller.stripeAccount;
    let m: RegExpExecArray | null;
    if (!caller.secretKey) return this.fromStripeJs(method, path, p, caller);

    if (method === 'POST' && path === '/v1/accounts') return this.createAccount(p);
    if ((m = /^\/v1\/accounts\/([^/]+)$/.exec(path)) || (path === '/v1/account' && acct)) {
      const account = this.account(m ? m[1]! : acct!);
      if (method === 'POST') this.updateAccount(account.id, p);
      if (method === 'DELETE') {
        this.accounts.delete(account.id);
        return { id: account.id, object: 'account', deleted: true };
      }
      return account;
    }
    if (method === 'POST' && path === '/v1/account_links') return this.accountLink(p);

    if (!acct) throw invalid(`Unrecognized request URL (${method}: ${path}) in the fake`);
    this.account(acct);

    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: newId('cus'),
        object: 'customer',
        email: p.email ?? null,
        name: p.name ?? null,
        phone: p.phone ?? null,
        metadata: p.metadata ?? {},
        invoice_settings: { default_payment_method: null },
        created: now(),
      };
      return this.keep(this.customers, acct, customer);
    }
    if ((m = /^\/v1\/customers\/([^/]+)$/.exec(path))) {
      const customer = this.get(this.customers, 'customer', m[1]!, acct);
      if (method === 'POST') {
        Object.assign(customer, pick(p, ['email', 'name', 'phone']));
        if (p.metadata) customer.metadata = { ...customer.metadata, ...p.metadata };
        if (p.invoice_settings?.default_payment_method)
          customer.invoice_settings.default_payment_method = p.invoice_settings.default_payment_method;
      }
      return customer;
    }
    if (method === 'GET' && (m = /^\/v1\/customers\/([^/]+)\/payment_methods$/.exec(path)))
      return this.listPaymentMethods(this.get(this.customers, 'customer', m[1]!, acct).id, acct);
    if (method === 'GET' && path === '/v1/payment_methods') return this.listPaymentMethods(p.customer, acct);
    if (method === 'POST' && path === '/v1/payment_methods')
      return this.paymentMethod(acct, this.cardOf(p) ?? TEST_CARDS.success);
    if ((m = /^\/v1\/payment_methods\/([^/]+)(\/attach|\/detach)?$/.exec(path))) {
      const pm = this.get(this.paymentMethods, 'payment_method', m[1]!, acct);
      if (m[2] === '/attach') pm.customer = this.get(this.customers, 'customer', p.customer, acct).id;
      if (m[2] === '/detach') pm.customer = null;
      return pm;
    }

    if (method === 'POST' && path === '/v1/payment_intents') return this.createPaymentIntent(p, acct);
    if ((m = /^\/v1\/payment_intents\/([^/]+)(\/confirm|\/capture|\/cancel)?$/.exec(path))) {
      const pi = this.get(this.paymentIntents, 'payment_intent', m[1]!, acct);
      if (method === 'GET') return this.expand(pi, p.expand, acct);
      if (m[2] === '/confirm') return this.confirmPaymentIntent(pi, p, acct, p.off_session === 'true');
      if (m[2] === '/capture') return this.capture(pi, p, acct);
      if (m[2] === '/cancel') return this.cancel(pi, p, acct);
      if (p.metadata) pi.metadata = { ...pi.metadata, ...p.metadata };
      Object.assign(pi, pick(p, ['description', 'receipt_email']));
      if (p.amount !== undefined) pi.amount = Number(p.amount);
      return pi;
    }
    if (method === 'GET' && path === '/v1/payment_intents') {
      const data = this.all(this.paymentIntents, acct).filter((pi) => !p.customer || pi.customer === p.customer);
      return list(data, '/v1/payment_intents');
    }

    if (method === 'POST' && path === '/v1/setup_intents') return this.createSetupIntent(p, acct);
    if ((m = /^\/v1\/setup_intents\/([^/]+)(\/confirm|\/cancel)?$/.exec(path))) {
      const si = this.get(this.setupIntents, 'setup_intent', m[1]!, acct);
      if (method === 'GET') return si;
      if (m[2] === '/confirm') return this.confirmSetupIntent(si, p, acct);
      if (m[2] === '/cancel') {
        if (si.status === 'succeeded')
          throw invalid('This SetupIntent has already succeeded.', { code: 'setup_intent_unexpected_state' });
        si.status = 'canceled';
        return si;
      }
      if (p.metadata) si.metadata = { ...si.metadata, ...p.metadata };
      return si;
    }

    if ((m = /^\/v1\/charges\/([^/]+)$/.exec(path))) return this.get(this.charges, 'charge', m[1]!, acct);
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(p, acct);
    if ((m = /^\/v1\/refunds\/([^/]+)$/.exec(path))) return this.get(this.refunds, 'refund', m[1]!, acct);
    if (method === 'GET' && path === '/v1/refunds') {
      const data = this.all(this.refunds, acct).filter((r) => !p.payment_intent || r.payment_intent === p.payment_intent);
      return list(data, '/v1/refunds');
    }

    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createCheckoutSession(p, acct);
    if ((m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path))) {
      const session = this.get(this.checkoutSessions, 'checkout.session', m[1]!, acct);
      if (m[2] === '/expire') {
        // as Stripe: only a page still open can be ended (a paid one is 'complete')
        if (session.status !== 'open')
          throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`, {
            code: 'checkout_session_unexpected_state',
          });
        Object.assign(session, { status: 'expired', url: null });
      }
      return session;
    }
    throw invalid(`Unrecognized request URL (${method}: ${path}) in the fake`);
  }

  /** What Stripe.js may do with a publishable key: read and confirm an intent it holds the client secret of. */
  private fromStripeJs(method: string, path: string, p: Json, caller: Caller): Json {
    const m = /^\/v1\/(payment_intents|setup_intents)\/([^/]+)(\/confirm)?$/.exec(path);
    if (!caller.publishableKey?.startsWith('pk_') || !m)
      throw new StripeApiError(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    const acct = caller.stripeAccount ?? '';
    const store = m[1] === 'payment_intents' ? this.paymentIntents : this.setupIntents;
    const intent = store.get(m[2]!);
    // Without the right Stripe-Account (Stripe(pk, {stripeAccount})) Stripe finds no such intent.
    if (!intent || this.owner.get(intent.id) !== acct || intent.client_secret !== p.client_secret)
      throw noSuch(m[1] === 'payment_intents' ? 'payment_intent' : 'setup_intent', m[2]!);
    if (method === 'GET' || !m[3]) return intent;
    const card = this.cardOf(p);
    const pm = card ? this.paymentMethod(acct, card).id : p.payment_method;
    const params = { ...p, payment_method: pm };
    return m[1] === 'payment_intents'
      ? this.confirmPaymentIntent(intent, params, acct, false)
      : this.confirmSetupIntent(intent, params, acct);
  }

  // ---- accounts

  private createAccount(p: Json): Json {
    const account = {
      id: newId('acct'),
      object: 'account',
      type: p.type ?? 'none',
      country: p.country ?? 'GB',
      default_currency: 'gbp',
      email: p.email ?? null,
      business_type: p.business_type ?? null,
      business_profile: { name: p.business_profile?.name ?? null, url: p.business_profile?.url ?? null },
      controller: {
        fees: { payer: p.controller?.fees?.payer ?? 'account' },
        losses: { payments: p.controller?.losses?.payments ?? 'stripe' },
        requirement_collection: p.controller?.requirement_collection ?? 'stripe',
        stripe_dashboard: { type: p.controller?.stripe_dashboard?.type ?? 'full' },
        is_controller: true,
        type: 'application',
      },
      capabilities: Object.fromEntries(Object.keys(p.capabilities ?? {}).map((c) => [c, 'inactive'])),
      charges_enabled: false,
      payouts_enabled: false,
      details_submitted: false,
      requirements: {
        currently_due: ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
        eventually_due: ['business_type', 'external_account', 'tos_acceptance.date', 'tos_acceptance.ip'],
        past_due: [],
        disabled_reason: 'requirements.past_due',
        current_deadline: null,
      },
      metadata: p.metadata ?? {},
      created: now(),
    };
    this.accounts.set(account.id, account);
    return account;
  }

  private account(accountId: string): Json {
    const account = this.accounts.get(accountId);
    if (!account || this.deauthorized.has(accountId))
      throw new StripeApiError(403, {
        error: {
          type: 'invalid_request_error',
          code: 'account_invalid',
          message: `The provided key does not have access to account '${accountId}' (or that account does not exist).`,
        },
      });
    return account;
  }

  private updateAccount(accountId: string, p: Json) {
    const account = this.account(accountId);
    if (p.metadata) account.metadata = { ...account.metadata, ...p.metadata };
    if (p.email) account.email = p.email;
    if (p.business_profile) account.business_profile = { ...account.business_profile, ...p.business_profile };
  }

  private accountLink(p: Json): Json {
    const account = this.account(p.account);
    if (!p.refresh_url || !p.return_url) throw invalid('Missing required param: return_url or refresh_url.');
    if (!['account_onboarding', 'account_update'].includes(p.type)) throw invalid(`Invalid type: ${p.type}`, { param: 'type' });
    const link = {
      object: 'account_link',
      created: now(),
      expires_at: now() + 300,
      url: `${this.baseUrl()}/fake-connect/onboarding/${account.id}/${randomBytes(6).toString('hex')}`,
      // what the fake onboarding page sends the owner back to (not part of Stripe's answer)
      params: { ...p },
    };
    this.accountLinks.push(link);
    const { params: _params, ...answer } = link;
    return answer;
  }

  /** The test's "the owner finished Stripe's onboarding": details submitted, charges and payouts on. */
  completeOnboarding(accountId: string, patch: Json = {}): Json {
    const account = this.account(accountId);
    Object.assign(account, {
      details_submitted: true,
      charges_enabled: true,
      payouts_enabled: true,
      requirements: { currently_due: [], eventually_due: [], past_due: [], disabled_reason: null, current_deadline: null },
      capabilities: { card_payments: 'active', transfers: 'active' },
      ...patch,
    });
    this.emit('account.updated', account, accountId);
    return structuredClone(account);
  }

  /**
   * The test's "the owner disconnected the platform in their Stripe Dashboard": from now on the
   * platform's calls on the account (and links to it) are refused. Answers the object of Stripe's
   * `account.application.deauthorized` event, for the test to send.
   */
  deauthorize(accountId: string): Json {
    this.account(accountId);
    this.deauthorized.add(accountId);
    return { id: 'ca_platform', object: 'application', name: 'BarberBook' };
  }

  // ---- cards

  /** The card Stripe.js sent (`payment_method_data[card][number]`), if any. */
  private cardOf(p: Json): string | null {
    const number = p.payment_method_data?.card?.number ?? p.card?.number;
    return number ? String(number).replace(/\s/g, '') : null;
  }

  private paymentMethod(acct: string, number: string): Json {
    const behaviour: CardBehaviour =
      number === TEST_CARDS.declined
        ? 'declined'
        : number === TEST_CARDS.authenticationRequired
          ? 'authentication_required'
          : 'success';
    const pm = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: 'visa', last4: number.slice(-4), exp_month: 12, exp_year: new Date().getFullYear() + 3, country: 'GB' },
      customer: null,
      created: now(),
    };
    this.behaviour.set(pm.id, behaviour);
    return this.keep(this.paymentMethods, acct, pm);
  }

  /** The payment method an intent is confirmed with: a pm_ on this account or one of Stripe's test ids. */
  private resolvePaymentMethod(value: string | undefined, acct: string): Json {
    if (!value) throw invalid('You must provide a payment method to confirm.', { code: 'payment_intent_unexpected_state' });
    const test = TEST_PAYMENT_METHODS[value];
    if (test) {
      const pm = this.paymentMethod(acct, test.number);
      this.behaviour.set(pm.id, test.behaviour);
      return pm;
    }
    return this.get(this.paymentMethods, 'payment_method', value, acct);
  }

  private listPaymentMethods(customer: string | undefined, acct: string): Json {
    return list(
      this.all(this.paymentMethods, acct).filter((pm) => pm.customer && (!customer || pm.customer === customer)),
      '/v1/payment_methods',
    );
  }

  private attach(pm: Json, customer: string | null) {
    if (customer && !pm.customer) pm.customer = customer;
  }

  // ---- PaymentIntents

  private createPaymentIntent(p: Json, acct: string): Json {
    const amount = Number(p.amount);
    if (!Number.isInteger(amount) || amount < 30)
      throw invalid('Amount must be at least £0.30 gbp', { code: 'amount_too_small', param: 'amount' });
    if (!p.currency) throw invalid('Missing required param: currency.', { param: 'currency' });
    if (p.customer) this.get(this.customers, 'customer', p.customer, acct);
    const piId = newId('pi');
    const pi: Json = {
      id: piId,
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      currency: String(p.currency).toLowerCase(),
      customer: p.customer ?? null,
      description: p.description ?? null,
      receipt_email: p.receipt_email ?? null,
      status: 'requires_payment_method',
      client_secret: secret(piId),
      capture_method: p.capture_method ?? 'automatic',
      confirmation_method: 'automatic',
      setup_future_usage: p.setup_future_usage ?? null,
      application_fee_amount: p.application_fee_amount !== undefined ? Number(p.application_fee_amount) : null,
      payment_method: null,
      payment_method_types: p.payment_method_types ?? ['card'],
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      cancellation_reason: null,
      canceled_at: null,
      metadata: p.metadata ?? {},
      livemode: false,
      created: now(),
    };
    this.keep(this.paymentIntents, acct, pi);
    if (p.payment_method) {
      pi.payment_method = this.resolvePaymentMethod(p.payment_method, acct).id;
      pi.status = 'requires_confirmation';
    }
    if (p.confirm === 'true')
      return this.confirmPaymentIntent(pi, { payment_method: pi.payment_method }, acct, p.off_session === 'true');
    return pi;
  }

  private confirmPaymentIntent(pi: Json, p: Json, acct: string, offSession: boolean): Json {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status))
      throw unexpectedState(pi, 'confirmed');
    const pm = this.resolvePaymentMethod(p.payment_method ?? pi.payment_method ?? undefined, acct);
    pi.payment_method = pm.id;
    const behaviour = this.behaviour.get(pm.id) ?? 'success';
    // 3184 asks for 3-D Secure on every charge: done on session (the fake Stripe.js passes it), impossible off session.
    const failure =
      behaviour === 'declined'
        ? 'card_declined'
        : behaviour === 'authentication_required' && offSession
          ? 'authentication_required'
          : null;
    if (failure) {
      this.fail(pi, failure, pm.id, acct);
      throw new StripeApiError(402, { error: { ...pi.last_payment_error, payment_intent: structuredClone(pi) } });
    }
    this.succeed(pi, pm, acct);
    return pi;
  }

  private succeed(pi: Json, pm: Json, acct: string) {
    if (pi.setup_future_usage || pi.customer) this.attach(pm, pi.customer);
    pi.last_payment_error = null;
    pi.next_action = null;
    const charge = this.charge(
      pi,
      acct,
      pi.capture_method !== 'manual' && pi.capture_method !== 'automatic_async' ? pi.amount : 0,
    );
    pi.latest_charge = charge.id;
    if (pi.capture_method === 'manual') {
      pi.status = 'requires_capture';
      pi.amount_capturable = pi.amount;
      this.emit('payment_intent.amount_capturable_updated', pi, acct);
    } else {
      pi.status = 'succeeded';
      pi.amount_received = pi.amount;
      charge.captured = true;
      this.emit('payment_intent.succeeded', pi, acct);
    }
  }

  private fail(pi: Json, code: 'card_declined' | 'authentication_required', paymentMethodId: string, acct: string) {
    const charge = this.charge(pi, acct, 0);
    Object.assign(charge, { status: 'failed', paid: false, failure_code: code });
    pi.latest_charge = charge.id;
    pi.status = 'requires_payment_method';
    pi.last_payment_error = {
      type: 'card_error',
      code,
      ...(code === 'card_declined' ? { decline_code: 'generic_decline' } : {}),
      message:
        code === 'card_declined'
          ? 'Your card was declined.'
          : 'Your card was declined. This transaction requires authentication.',
      charge: charge.id,
      payment_method: structuredClone(this.paymentMethods.get(paymentMethodId)),
    };
    this.emit('payment_intent.payment_failed', pi, acct);
  }

  private charge(pi: Json, acct: string, captured: number): Json {
    const charge = {
      id: newId('ch'),
      object: 'charge',
      amount: pi.amount,
      amount_captured: captured,
      amount_refunded: 0,
      captured: false,
      refunded: false,
      paid: true,
      status: 'succeeded',
      currency: pi.currency,
      customer: pi.customer,
      payment_intent: pi.id,
      payment_method: pi.payment_method,
      application_fee_amount: pi.application_fee_amount,
      failure_code: null,
      metadata: pi.metadata,
      created: now(),
    };
    return this.keep(this.charges, acct, charge);
  }

  private capture(pi: Json, p: Json, acct: string): Json {
    if (pi.status !== 'requires_capture') throw unexpectedState(pi, 'captured');
    const amount = p.amount_to_capture !== undefined ? Number(p.amount_to_capture) : pi.amount;
    if (amount > pi.amount_capturable)
      throw invalid('The amount to capture is greater than the amount capturable.', { param: 'amount_to_capture' });
    if (p.application_fee_amount !== undefined) pi.application_fee_amount = Number(p.application_fee_amount);
    Object.assign(pi, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    const charge = this.get(this.charges, 'charge', pi.latest_charge, acct);
    Object.assign(charge, { captured: true, amount_captured: amount, application_fee_amount: pi.application_fee_amount });
    this.emit('payment_intent.succeeded', pi, acct);
    return pi;
  }

  private cancel(pi: Json, p: Json, acct: string): Json {
    if (pi.status === 'succeeded' || pi.status === 'canceled') throw unexpectedState(pi, 'canceled');
    Object.assign(pi, {
      status: 'canceled',
      amount_capturable: 0,
      canceled_at: now(),
      cancellation_reason: p.cancellation_reason ?? null,
    });
    this.emit('payment_intent.canceled', pi, acct);
    return pi;
  }

  private expand(pi: Json, expand: string[] | undefined, acct: string): Json {
    if (!expand?.includes('latest_charge') || !pi.latest_charge) return pi;
    return { ...structuredClone(pi), latest_charge: this.get(this.charges, 'charge', pi.latest_charge, acct) };
  }

  // ---- SetupIntents

  private createSetupIntent(p: Json, acct: string): Json {
    if (p.customer) this.get(this.customers, 'customer', p.customer, acct);
    const siId = newId('seti');
    const si: Json = {
      id: siId,
      object: 'setup_intent',
      customer: p.customer ?? null,
      usage: p.usage ?? 'off_session',
      status: 'requires_payment_method',
      client_secret: secret(siId),
      payment_method: null,
      payment_method_types: p.payment_method_types ?? ['card'],
      last_setup_error: null,
      next_action: null,
      metadata: p.metadata ?? {},
      livemode: false,
      created: now(),
    };
    this.keep(this.setupIntents, acct, si);
    if (p.confirm === 'true') return this.confirmSetupIntent(si, p, acct);
    return si;
  }

  private confirmSetupIntent(si: Json, p: Json, acct: string): Json {
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(si.status))
      throw invalid(`This SetupIntent could not be confirmed because it has a status of ${si.status}.`, {
        code: 'setup_intent_unexpected_state',
        setup_intent: structuredClone(si),
      });
    const pm = this.resolvePaymentMethod(p.payment_method ?? si.payment_method ?? undefined, acct);
    si.payment_method = pm.id;
    if (this.behaviour.get(pm.id) === 'declined') {
      si.status = 'requires_payment_method';
      si.last_setup_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
      };
      throw new StripeApiError(402, { error: { ...si.last_setup_error, setup_intent: structuredClone(si) } });
    }
    this.attach(pm, si.customer);
    Object.assign(si, { status: 'succeeded', last_setup_error: null });
    this.emit('setup_intent.succeeded', si, acct);
    return si;
  }

  // ---- refunds and Checkout

  private createRefund(p: Json, acct: string): Json {
    if (this.refundRefusals.count > 0) {
      this.refundRefusals.count -= 1;
      throw invalid('Insufficient funds in Stripe account to make this refund.', { code: this.refundRefusals.code });
    }
    const pi = p.payment_intent
      ? this.get(this.paymentIntents, 'payment_intent', p.payment_intent, acct)
      : this.get(this.paymentIntents, 'payment_intent', this.get(this.charges, 'charge', p.charge, acct).payment_intent, acct);
    if (pi.status !== 'succeeded' || !pi.latest_charge)
      throw invalid(`This PaymentIntent (${pi.id}) does not have a successful charge to refund.`, {
        code: 'charge_not_refundable',
      });
    const charge = this.get(this.charges, 'charge', pi.latest_charge, acct);
    const left = charge.amount_captured - charge.amount_refunded;
    const amount = p.amount !== undefined ? Number(p.amount) : left;
    if (left <= 0) throw invalid(`Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' });
    if (!Number.isInteger(amount) || amount <= 0 || amount > left)
      throw invalid(
        `Refund amount (£${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (£${(left / 100).toFixed(2)})`,
        {
          param: 'amount',
        },
      );
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    const refund = {
      id: newId('re'),
      object: 'refund',
      amount,
      currency: pi.currency,
      charge: charge.id,
      payment_intent: pi.id,
      reason: p.reason ?? null,
      status: 'succeeded',
      metadata: p.metadata ?? {},
      created: now(),
    };
    this.keep(this.refunds, acct, refund);
    this.emit('charge.refunded', charge, acct);
    return refund;
  }

  private createCheckoutSession(p: Json, acct: string): Json {
    if (p.mode !== 'payment') throw invalid('The fake only knows mode payment', { param: 'mode' });
    if (!p.success_url) throw invalid('Missing required param: success_url.', { param: 'success_url' });
    const items: Json[] = p.line_items ?? [];
    const amount = items.reduce((sum, i) => sum + Number(i.price_data?.unit_amount ?? 0) * Number(i.quantity ?? 1), 0);
    if (amount < 30)
      throw invalid("The Checkout Session's total amount due must add up to at least £0.30 gbp", { code: 'amount_too_small' });
    const csId = `cs_test_${randomBytes(12).toString('hex')}`;
    const session = {
      id: csId,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: amount,
      currency: items[0]?.price_data?.currency ?? 'gbp',
      customer: p.customer ?? null,
      customer_email: p.customer_email ?? null,
      line_items: items,
      payment_intent: null,
      payment_intent_data: p.payment_intent_data ?? null,
      success_url: p.success_url,
      cancel_url: p.cancel_url ?? null,
      metadata: p.metadata ?? {},
      expires_at: p.expires_at ? Number(p.expires_at) : now() + 86_400,
      // Stripe's hosted page is checkout.stripe.com/c/pay/<id>; the fake serves its stand-in (fake-stripe.ts)
      url: `${this.baseUrl()}/fake-connect/checkout/c/pay/${csId}`,
      created: now(),
    };
    return this.keep(this.checkoutSessions, acct, session);
  }

  /** The test's "the customer paid on the hosted page": a succeeded PaymentIntent on the session's account. */
  payCheckoutSession(sessionId: string, card: string = TEST_CARDS.success): Json {
    const session = this.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`no checkout session ${sessionId}`);
    if (session.status !== 'open') throw new Error(`checkout session ${sessionId} is ${session.status}: it takes no payment`);
    const acct = this.owner.get(sessionId)!;
    const data = session.payment_intent_data ?? {};
    const pi = this.createPaymentIntent(
      {
        amount: String(session.amount_total),
        currency: session.currency,
        customer: session.customer ?? undefined,
        metadata: { ...session.metadata, ...(data.metadata ?? {}) },
        application_fee_amount: data.application_fee_amount,
        setup_future_usage: data.setup_future_usage,
      },
      acct,
    );
    this.confirmPaymentIntent(pi, { payment_method: this.paymentMethod(acct, card).id }, acct, false);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: pi.id, url: null });
    this.emit('checkout.session.completed', session, acct);
    return structuredClone(session);
  }

  // ---- test helpers

  /**
   * From now on, send the Connect events the fake's state changes cause (account.updated,
   * payment_intent.*, setup_intent.succeeded, charge.refunded, checkout.session.completed) to `url`, signed with `secret`,
   * a moment after the change, as Stripe does. API tests leave it off and send events themselves.
   */
  deliverEventsTo(url: string, secret: string = CONNECT_WEBHOOK_SECRET): void {
    this.webhook = { url, secret };
  }

  private emit(type: string, object: Json, acct: string) {
    const webhook = this.webhook;
    if (!webhook) return;
    const signed = this.event(type, object, { account: acct, secret: webhook.secret });
    setTimeout(() => {
      deliverEvent(webhook.url, signed).then(
        (res) => res.ok || console.warn(`fake Stripe: ${type} answered ${res.status}`),
        (err) => console.warn(`fake Stripe: ${type} not delivered`, err),
      );
    }, 50);
  }

  /**
   * The customer confirmed the PaymentIntent or SetupIntent in Stripe.js with `card` (4242... by
   * default; the authentication-required card passes on session and fails later off session).
   */
  succeedIntent(intentId: string, options: { card?: string } = {}): Json {
    const acct = this.owner.get(intentId);
    if (!acct) throw new Error(`no intent ${intentId} on a connected account`);
    const pm = this.paymentMethod(acct, (options.card ?? TEST_CARDS.success).replace(/\s/g, ''));
    const si = this.setupIntents.get(intentId);
    if (si) return structuredClone(this.confirmSetupIntent(si, { payment_method: pm.id }, acct));
    const pi = this.paymentIntents.get(intentId)!;
    if (!['requires_payment_method', 'requires_confirmation', 'requires_action'].includes(pi.status))
      throw new Error(`intent ${intentId} is ${pi.status}`);
    pi.payment_method = pm.id;
    this.succeed(pi, pm, acct);
    return structuredClone(pi);
  }

  /** The customer's card was refused for this intent (`card_declined` unless told). */
  failIntent(intentId: string, options: { code?: 'card_declined' | 'authentication_required' } = {}): Json {
    const acct = this.owner.get(intentId);
    if (!acct) throw new Error(`no intent ${intentId} on a connected account`);
    const pm = this.paymentMethod(acct, TEST_CARDS.declined);
    const si = this.setupIntents.get(intentId);
    if (si) {
      Object.assign(si, {
        payment_method: pm.id,
        status: 'requires_payment_method',
        last_setup_error: { type: 'card_error', code: options.code ?? 'card_declined', message: 'Your card was declined.' },
      });
      return structuredClone(si);
    }
    const pi = this.paymentIntents.get(intentId)!;
    pi.payment_method = pm.id;
    this.fail(pi, options.code ?? 'card_declined', pm.id, acct);
    return structuredClone(pi);
  }

  /**
   * A Connect event as Stripe delivers it to the platform's Connect endpoint (`account` set),
   * signed with Stripe's scheme: POST `payload` with the header `Stripe-Signature: signature`.
   */
  event(
    type: string,
    object: Json,
    options: { account: string; created?: number; id?: string; secret?: string; previousAttributes?: Json },
  ): SignedEvent {
    const event = {
      id: options.id ?? newId('evt'),
      object: 'event',
      api_version: '2025-10-29.clover',
      account: options.account,
      type,
      created: options.created ?? now(),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: {
        object: structuredClone(object),
        ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
      },
    };
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? CONNECT_WEBHOOK_SECRET });
    return { event, payload, signature };
  }

  private keep<T extends Json>(store: Map<string, Json>, acct: string, object: T): T {
    store.set(object.id, object);
    this.owner.set(object.id, acct);
    return object;
  }

  private get(store: Map<string, Json>, kind: string, objectId: string, acct: string): Json {
    const object = objectId ? store.get(objectId) : undefined;
    if (!object || this.owner.get(objectId) !== acct) throw noSuch(kind, String(objectId));
    return object;
  }

  private all(store: Map<string, Json>, acct: string): Json[] {
    return [...store.values()].filter((o) => this.owner.get(o.id) === acct).reverse();
  }
}

function pick(p: Json, keys: string[]): Json {
  return Object.fromEntries(keys.filter((k) => p[k] !== undefined).map((k) => [k, p[k]]));
}

function list(data: Json[], url: string): Json {
  return { object: 'list', data, has_more: false, url };
}

/** Posts a signed event to a webhook endpoint (our stripeConnectWebhook), as Stripe delivers it. */
export function deliverEvent(url: string, signed: SignedEvent): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signed.signature },
    body: signed.payload,
  });
}
