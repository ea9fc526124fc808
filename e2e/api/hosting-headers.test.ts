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
interface HeaderRule {
  source?: string;
  regex?: string;
  headers: { key: string; value: string }[];
}
const headerRules: HeaderRule[] = firebaseJson.hosting.headers;
const productionCsp: string = headerRules.flatMap((rule) => rule.headers).find((h) => h.key === 'Content-Security-Policy')!.value;
// The one route other sites may frame: the booking flow embed.js opens (docs/embed.md).
const embedRule = headerRules.find((rule) => rule.source === '/embed/**')!;
const embedCsp = embedRule.headers.find((h) => h.key === 'Content-Security-Policy')!.value;

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

/** `framed`: the embed's booking flow, which any site may frame; every other path may be framed by none. */
function expectSecurityHeaders(res: Response, { framed = false } = {}) {
  for (const [key, value] of Object.entries(SECURITY_HEADERS)) {
    if (framed && key === 'x-frame-options') expect(res.headers.get(key), `${res.url}: ${key}`).toBeNull();
    else expect(res.headers.get(key), `${res.url}: ${key}`).toBe(value);
  }
  const csp = directives(res.headers.get('content-security-policy') ?? '');
  const prod = directives(framed ? embedCsp : productionCsp);
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

  it("lets any site frame the embed's booking flow, and nothing else of the site: the rest of its policy is the same", () => {
    expect(directives(embedCsp).get('frame-ancestors')).toEqual(['*']);
    expect(embedCsp).toBe(productionCsp.replace("frame-ancestors 'none'", 'frame-ancestors *'));
    expect(embedRule.headers.map((h) => h.key)).not.toContain('X-Frame-Options');
    // the embed's other security headers are the site's
    const site = headerRules.find((rule) => rule.headers.some((h) => h.key === 'X-Frame-Options'))!;
    expect(embedRule.headers.filter((h) => h.key !== 'Content-Security-Policy')).toEqual(
      site.headers.filter((h) => h.key !== 'Content-Security-Policy' && h.key !== 'X-Frame-Options'),
    );
  });
});

describe('headers served by Hosting', () => {
  it('every page carries them and is revalidated on each visit; its inline scripts are allowed by hash', async () => {
    for (const path of ['/', '/dashboard', '/auth', '/index.html', '/shop.html', '/app.html']) {
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
    // The built shop page has its one inline script (the request started before the app's script).
    expect(await (await fetch(`${APP_URL}/shop.html`)).text()).toContain('<script>(function(){');
  });

  it('the server-rendered shop page carries them too (its CDN lifetime: shop-page-seo.test.ts)', async () => {
    const res = await fetch(`${APP_URL}/classic-cuts`);
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
  });

  it('only /embed/{slug} may be framed by another site; every other page and file keeps DENY and frame-ancestors none', async () => {
    const framed = await fetch(`${APP_URL}/embed/classic-cuts`);
    expect(framed.status).toBe(200);
    expect(framed.headers.get('content-type')).toMatch(/^text\/html/);
    expectSecurityHeaders(framed, { framed: true });
    expect(framed.headers.get('cache-control')).toBe('no-cache');
    // neighbours of the framed route, the script and the app's routes are never framed
    for (const path of [
      '/',
      '/classic-cuts',
      '/embed',
      '/embedded',
      '/embed.js',
      '/booking-confirmation',
      '/dashboard',
      '/api/health',
    ]) {
      // (an unknown slug may answer 404: its headers are the same)
      expectSecurityHeaders(await fetch(`${APP_URL}${path}`));
    }
  });

  it('embed.js is a plain script, cached for an hour', async () => {
    const res = await fetch(`${APP_URL}/embed.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(await res.text()).toContain('barberbook:booked');
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
