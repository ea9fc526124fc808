// A stand-in for Stripe.js (https://js.stripe.com), which cannot load offline. The product's own
// loading path stays real: @stripe/stripe-js's loadStripe injects its <script>, and
// @stripe/react-stripe-js's Elements and PaymentElement drive what that script defines. Only the
// script's body is ours, served by Playwright's page.route; it confirms an intent the way
// Stripe.js does, with a POST to api.stripe.com carrying the intent's client secret and the
// publishable key, which the test answers (from the local fake Stripe API server).
import type { Page, Route } from 'playwright-core';

/** The version @stripe/stripe-js 8 expects (its release train), so it loads without a warning. */
const STRIPE_JS_VERSION = 'clover';

/** The script served for https://js.stripe.com/<train>/stripe.js. */
export const FAKE_STRIPE_JS = `(() => {
  const calls = (window.__fakeStripeCalls = []);
  function Stripe(publishableKey) {
    calls.push({ call: 'Stripe', publishableKey });
    let clientSecret = null;
    const confirm = async (kind, { elements, confirmParams, redirect }) => {
      calls.push({ call: kind === 'setup_intents' ? 'confirmSetup' : 'confirmPayment', clientSecret: elements.clientSecret, redirect, returnUrl: confirmParams && confirmParams.return_url });
      const id = elements.clientSecret.split('_secret_')[0];
      const res = await fetch('https://api.stripe.com/v1/' + kind + '/' + id + '/confirm', {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ client_secret: elements.clientSecret, key: publishableKey, return_url: confirmParams.return_url }).toString(),
      });
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
            return {
              mount(target) {
                node = document.createElement('div');
                node.setAttribute('role', 'group');
                node.setAttribute('aria-label', 'Card details (test Stripe.js)');
                node.textContent = 'Card number 4242 4242 4242 4242';
                target.appendChild(node);
              },
              on() {},
              off() {},
              update() {},
              destroy() { if (node) node.remove(); },
            };
          },
          update() {},
          getElement() { return null; },
        };
      },
      confirmSetup: (args) => confirm('setup_intents', args),
      confirmPayment: (args) => confirm('payment_intents', args),
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
    const request = { path: new URL(req.url()).pathname, clientSecret: form.get('client_secret'), key: form.get('key') };
    seen.push(request);
    const { status, body } = answer(request);
    return route.fulfill({ status, headers: cors, contentType: 'application/json', body: JSON.stringify(body) });
  });
  return seen;
}
