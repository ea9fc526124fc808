import type { Stripe } from '@stripe/stripe-js';

const loaded = new Map<string, Promise<Stripe | null>>();

/**
 * Demo mode only (`npm start`, docs/payments.md "Demo mode"): the emulator build names a local
 * stand-in for Stripe.js. Loaded before @stripe/stripe-js, whose loader then finds
 * `window.Stripe` and never asks js.stripe.com. A real build has no such URL.
 */
const DEMO_STRIPE_PORT = import.meta.env.VITE_FIREBASE_PROJECT_ID?.startsWith('demo-')
  ? import.meta.env.VITE_DEMO_STRIPE_PORT
  : undefined;

function demoScript(url: string): Promise<void> {
  if ((window as { Stripe?: unknown }).Stripe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      reject(new Error('The demo Stripe.js did not load'));
    };
    document.head.appendChild(script);
  });
}

/**
 * Stripe.js for a publishable key (and a shop's connected account: its direct charges), loaded
 * once and only when a card form is shown. A failed load (offline, blocked script) is forgotten
 * so that Try Again loads it afresh.
 */
export function stripeFor(publishableKey: string, stripeAccount?: string): Promise<Stripe | null> {
  const key = `${publishableKey}|${stripeAccount ?? ''}`;
  let promise = loaded.get(key);
  if (!promise) {
    // on the host that served the page (a phone on the LAN too), as the emulators are reached
    const demo = DEMO_STRIPE_PORT
      ? `${window.location.protocol}//${window.location.hostname}:${DEMO_STRIPE_PORT}/js/stripe.js`
      : null;
    promise = (demo ? demoScript(demo) : Promise.resolve())
      .then(() => import('@stripe/stripe-js'))
      .then((m) => m.loadStripe(publishableKey, stripeAccount ? { stripeAccount } : undefined))
      .then((stripe) => {
        if (!stripe) throw new Error('Stripe.js is not available in this browser');
        return stripe;
      });
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}
