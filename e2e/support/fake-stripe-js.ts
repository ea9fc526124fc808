// A stand-in for Stripe.js (https://js.stripe.com), which cannot load offline. The product's own
// loading path stays real: @stripe/stripe-js's loadStripe injects its <script>, and
// @stripe/react-stripe-js's Elements and PaymentElement drive what that script defines. Only the
// script's body is ours, served by Playwright's page.route; it confirms an intent the way
// Stripe.js does, with a POST to api.stripe.com carrying the intent's client secret and the
// publishable key, which the test answers (from the local fake Stripe API server).
import type { Page, Route } from 'playwright-core';

/** The version @stripe/stripe-js 8 expects (its release train), so it loads without a warning. */
const STRIPE_JS_VERSION = 'clover';

/**
 * The script served for https://js.stripe.com/<train>/stripe.js. `apiBase` is where it sends
 * Stripe's API calls (api.stripe.com, which a test answers with page.route; or the local fake
 * Stripe API itself in demo mode). The element lets the tester pick one of Stripe's test cards.
 */
export function fakeStripeJs(options: { apiBase?: string } = {}): string {
  const apiBase = options.apiBase ?? 'https://api.stripe.com';
  return `(() => {
  const calls = (window.__fakeStripeCalls = []);
  const API = ${JSON.stringify(apiBase)};
  const CARDS = [
    ['4242424242424242', '4242 4242 4242 4242 (succeeds)'],
    ['4000000000000002', '4000 0000 0000 0002 (declined)'],
    ['4000002760003184', '4000 0027 6000 3184 (authentication required)'],
  ];
  function Stripe(publishableKey, stripeOptions) {
    const stripeAccount = (stripeOptions && stripeOptions.stripeAccount) || null;
    calls.push(Object.assign({ call: 'Stripe', publishableKey }, stripeAccount ? { stripeAccount } : {}));
    let clientSecret = null;
    let card = CARDS[0][0];
    // On a connected account (direct charges) Stripe.js sends the Stripe-Account header.
    const headers = () => Object.assign(
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      stripeAccount ? { 'Stripe-Account': stripeAccount } : {},
    );
    const kindOf = (secret) => (secret.startsWith('seti_') ? 'setup_intents' : 'payment_intents');
    const confirm = async (kind, { elements, confirmParams, redirect }) => {
      calls.push({ call: kind === 'setup_intents' ? 'confirmSetup' : 'confirmPayment', clientSecret: elements.clientSecret, redirect, returnUrl: confirmParams && confirmParams.return_url, card, stripeAccount });
      const id = elements.clientSecret.split('_secret_')[0];
      const form = new URLSearchParams({ client_secret: elements.clientSecret, key: publishableKey, return_url: confirmParams.return_url });
      form.set('payment_method_data[type]', 'card');
      form.set('payment_method_data[card][number]', card);
      const res = await fetch(API + '/v1/' + kind + '/' + id + '/confirm', { method: 'POST', headers: headers(), body: form.toString() });
      const body = await res.json();
      if (body.error) return { error: body.error };
      if (redirect !== 'if_required' && confirmParams.return_url) {
        const back = new URL(confirmParams.return_url, location.href);
        const name = kind === 'setup_intents' ? 'setup_intent' : 'payment_intent';
        back.searchParams.set(name, body.id);
        back.searchParams.set(name + '_client_secret', elements.clientSecret);
        back.searchParams.set('redirect_status', 'succeeded');
        location.assign(back.toString());
        return new Promise(() => {});
      }
      return kind === 'setup_intents' ? { setupIntent: body } : { paymentIntent: body };
    };
    const retrieve = async (secret) => {
      const kind = kindOf(secret);
      const query = new URLSearchParams({ client_secret: secret, key: publishableKey });
      const res = await fetch(API + '/v1/' + kind + '/' + secret.split('_secret_')[0] + '?' + query, { headers: headers() });
      const body = await res.json();
      if (body.error) return { error: body.error };
      return kind === 'setup_intents' ? { setupIntent: body } : { paymentIntent: body };
    };
    const stripe = {
      elements(options) {
        clientSecret = options.clientSecret;
        calls.push({ call: 'elements', clientSecret });
        return {
          clientSecret,
          create(type) {
            calls.push({ call: 'create', type });
            let node = null;
            const handlers = {};
            return {
              mount(target) {
                node = document.createElement('div');
                node.setAttribute('role', 'group');
                node.setAttribute('aria-label', 'Card details (test Stripe.js)');
                const label = document.createElement('label');
                label.textContent = 'Test card ';
                const select = document.createElement('select');
                // Stripe's element fits its container (its iframe is width 1px, min-width 100%): the
                // longest option must not widen the page on a phone
                select.style.width = '1px';
                select.style.minWidth = '100%';
                for (const [number, text] of CARDS) {
                  const option = document.createElement('option');
                  option.value = number;
                  option.textContent = text;
                  select.appendChild(option);
                }
                select.value = card;
                select.addEventListener('change', () => {
                  card = select.value;
                  (handlers.change || []).forEach((cb) => cb({ elementType: type, complete: true, empty: false }));
                });
                label.appendChild(select);
                node.appendChild(label);
                target.appendChild(node);
                setTimeout(() => (handlers.ready || []).forEach((cb) => cb({ elementType: type })), 0);
              },
              on(event, cb) { (handlers[event] = handlers[event] || []).push(cb); },
              off(event, cb) { handlers[event] = (handlers[event] || []).filter((h) => h !== cb); },
              update() {},
              destroy() { if (node) node.remove(); },
            };
          },
          update() {},
          submit() { return Promise.resolve({}); },
          getElement() { return null; },
        };
      },
      confirmSetup: (args) => confirm('setup_intents', args),
      confirmPayment: (args) => confirm('payment_intents', args),
      retrievePaymentIntent: retrieve,
      retrieveSetupIntent: retrieve,
      createToken() {},
      createPaymentMethod() {},
      confirmCardPayment() {},
      _registerWrapper(wrapper) { calls.push({ call: 'registerWrapper', name: wrapper.name }); },
      registerAppInfo() {},
    };
    return stripe;
  }
  Stripe.version = '${STRIPE_JS_VERSION}';
  window.Stripe = Stripe;
})();`;
}

/** The script as browser tests serve it (its API calls go to api.stripe.com, answered by the test). */
export const FAKE_STRIPE_JS = fakeStripeJs();

/** What a test decides about the script: serve it, or fail it as an offline network would. */
export type StripeJsMode = 'serve' | 'fail';

/** Serves (or fails) every https://js.stripe.com request of `page`; answers how many were asked. */
export async function routeStripeJs(page: Page, mode: () => StripeJsMode): Promise<{ loads: () => number }> {
  let loads = 0;
  await page.route('https://js.stripe.com/**', (route: Route) => {
    loads += 1;
    if (mode() === 'fail') return route.abort('internetdisconnected');
    return route.fulfill({ status: 200, contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  return { loads: () => loads };
}

/** A confirmation request Stripe.js sent to api.stripe.com, as the test saw it. */
export interface StripeConfirmRequest {
  path: string;
  clientSecret: string | null;
  key: string | null;
  /** the Stripe-Account header: present when Stripe.js was created with `{stripeAccount}` */
  stripeAccount?: string;
  /** the test card picked in the fake element */
  card: string | null;
}

/**
 * Answers Stripe.js's calls to https://api.stripe.com with `answer` (CORS allowed, as Stripe
 * does), recording each confirmation.
 */
export async function routeStripeApi(
  page: Page,
  answer: (request: StripeConfirmRequest) => { status: number; body: unknown },
): Promise<StripeConfirmRequest[]> {
  const seen: StripeConfirmRequest[] = [];
  await page.route('https://api.stripe.com/**', async (route: Route) => {
    const req = route.request();
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    };
    if (req.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const form = new URLSearchParams(req.postData() ?? '');
    const request = {
      path: new URL(req.url()).pathname,
      clientSecret: form.get('client_secret'),
      key: form.get('key'),
      ...(req.headers()['stripe-account'] ? { stripeAccount: req.headers()['stripe-account'] } : {}),
      card: form.get('payment_method_data[card][number]'),
    };
    seen.push(request);
    const { status, body } = answer(request);
    return route.fulfill({ status, headers: cors, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return seen;
}

/**
 * Sends Stripe.js's calls to https://api.stripe.com on to the local fake Stripe API (`fakePort`,
 * FakeStripe.port), headers and body as sent, so a connected account's intents are confirmed by
 * the fake as Stripe would (the decline and authentication-required cards included).
 */
export async function forwardStripeApiToFake(page: Page, fakePort: number): Promise<void> {
  await page.route('https://api.stripe.com/**', async (route: Route) => {
    const req = route.request();
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Access-Control-Allow-Methods': 'POST, GET, OPTIONS',
    };
    if (req.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const url = new URL(req.url());
    const stripeAccount = req.headers()['stripe-account'];
    const res = await fetch(`http://127.0.0.1:${fakePort}${url.pathname}${url.search}`, {
      method: req.method(),
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(stripeAccount ? { 'Stripe-Account': stripeAccount } : {}),
      },
      body: req.method() === 'GET' ? undefined : (req.postData() ?? ''),
    });
    return route.fulfill({ status: res.status, headers: cors, contentType: 'application/json', body: await res.text() });
  });
}
