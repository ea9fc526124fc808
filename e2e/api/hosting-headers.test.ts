// The security headers of firebase.json as the Hosting emulator serves them: on the prerendered
// pages, the single-page app's routes, the hashed assets and the /api answers. The emulators run
// firebase.json's policy with the emulators' own origins added (scripts/lib/csp.mjs); everything
// else is the production policy, checked here directive by directive.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { publicCacheControl, shopListingConfig } from '@barbershop/core/shop';
import { describe, expect, it } from 'vitest';
import { APP_URL } from '../support/env';

const firebaseJson = JSON.parse(readFileSync(new URL('../../firebase.json', import.meta.url), 'utf8'));
const productionCsp: string = firebaseJson.hosting.headers
  .flatMap((rule: { headers: { key: string; value: string }[] }) => rule.headers)
  .find((h: { key: string }) => h.key === 'Content-Security-Policy').value;

const directives = (csp: string) =>
  new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );

/** The emulators' ports, as scripts/lib/ports.mjs gave them to this run. */
const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const local = {
  auth: `http://*:${port('VITE_AUTH_EMULATOR_PORT', 9099)}`,
  firestore: `http://*:${port('VITE_FIRESTORE_EMULATOR_PORT', 8080)}`,
  storage: `http://*:${port('VITE_STORAGE_EMULATOR_PORT', 9199)}`,
};

const SECURITY_HEADERS = {
  'strict-transport-security': 'max-age=31536000',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(self), usb=(), payment=(self "https://js.stripe.com")',
};

function expectSecurityHeaders(res: Response) {
  for (const [key, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(key), key).toBe(value);
  const csp = directives(res.headers.get('content-security-policy') ?? '');
  const prod = directives(productionCsp);
  // The emulator policy is the production one, plus the emulators' origins, minus the https upgrade.
  expect([...csp.keys()]).toEqual([...prod.keys()].filter((d) => d !== 'upgrade-insecure-requests'));
  for (const [name, sources] of prod) {
    if (name === 'upgrade-insecure-requests') continue;
    const extra =
      name === 'connect-src' ? [local.auth, local.firestore, local.storage] : name === 'img-src' ? [local.storage] : [];
    expect(csp.get(name), name).toEqual([...sources, ...extra]);
  }
}

describe('the production Content-Security-Policy (firebase.json)', () => {
  const csp = directives(productionCsp);

  it('allows scripts only from the site, Stripe.js and reCAPTCHA, never inline or eval', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    const scripts = csp.get('script-src')!;
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts.filter((s) => !s.startsWith("'sha256-"))).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]);
  });

  it('is never framed, embeds nothing, and talks only to the site, Firebase and Stripe over https', () => {
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(csp.get('connect-src')).toEqual([
      "'self'",
      'https://identitytoolkit.googleapis.com',
      'https://securetoken.googleapis.com',
      'https://firestore.googleapis.com',
      'https://firebasestorage.googleapis.com',
      'https://content-firebaseappcheck.googleapis.com',
      'https://www.google.com/recaptcha/',
      'https://api.stripe.com',
    ]);
    expect(productionCsp).not.toMatch(/http:|127\.0\.0\.1|localhost/);
  });

  it('needs inline styles only (MUI and Emotion write them)', () => {
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });
});

describe('headers served by Hosting', () => {
  it('every page carries them and is revalidated on each visit; its inline scripts are allowed by hash', async () => {
    for (const path of ['/', '/classic-cuts', '/dashboard', '/auth', '/index.html', '/shop.html', '/app.html']) {
      const res = await fetch(`${APP_URL}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toMatch(/^text\/html/);
      expectSecurityHeaders(res);
      expect(res.headers.get('cache-control'), path).toBe('no-cache');
      const html = await res.text();
      const scriptSrc = directives(res.headers.get('content-security-policy')!).get('script-src')!;
      for (const [, body] of html.matchAll(/<script>([\s\S]*?)<\/script>/g)) {
        expect(scriptSrc, `${path}: inline script`).toContain(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
      }
    }
    // The shop page has its one inline script (the request started before the app's script).
    expect(await (await fetch(`${APP_URL}/classic-cuts`)).text()).toContain('<script>(function(){');
  });

  it('hashed assets are immutable for a year', async () => {
    const html = await (await fetch(`${APP_URL}/`)).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const res = await fetch(`${APP_URL}${asset}`);
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('/api answers carry them too, and keep their own caching', async () => {
    const health = await fetch(`${APP_URL}/api/health`);
    expect(health.status).toBe(200);
    expectSecurityHeaders(health);
    expect(health.headers.get('cache-control')).toBe('private, no-store');
    const shop = await fetch(`${APP_URL}/api/barbershops/by-slug/classic-cuts`);
    expect(shop.status).toBe(200);
    expectSecurityHeaders(shop);
    expect(shop.headers.get('cache-control')).toBe(publicCacheControl(shopListingConfig(process.env).publicCacheSeconds));
  });
});
