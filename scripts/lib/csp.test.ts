import { describe, expect, it } from 'vitest';
// @ts-expect-error a JavaScript module of the scripts
import { cspHeader, emulatorCsp, firebaseJson, inlineScriptProblem } from './csp.mjs';
// @ts-expect-error a JavaScript module of the scripts
import { cspHashSource, SHOP_PREFETCH_JS } from './shopPrefetch.mjs';

const ports = { auth: 9169, firestore: 8150, storage: 9269 };

describe('the emulator variant of the Content-Security-Policy', () => {
  it('adds the emulators to connect-src and Storage to img-src, on any host, and drops the https upgrade', () => {
    expect(
      emulatorCsp(
        "default-src 'self'; img-src 'self' https:; connect-src 'self' https://a.example; upgrade-insecure-requests",
        ports,
      ),
    ).toBe(
      "default-src 'self'; img-src 'self' https: http://*:9269; connect-src 'self' https://a.example http://*:9169 http://*:8150 http://*:9269",
    );
  });

  it('allows the local Stripe.js and fake Stripe API of demo payments only when asked (npm start)', () => {
    const value = "script-src 'self' https://js.stripe.com; connect-src 'self'";
    expect(emulatorCsp(value, ports)).toBe(`${value} http://*:9169 http://*:8150 http://*:9269`);
    expect(emulatorCsp(value, ports, ['http://*:12111'])).toBe(
      "script-src 'self' https://js.stripe.com http://*:12111; connect-src 'self' http://*:9169 http://*:8150 http://*:9269 http://*:12111",
    );
  });
});

describe("the shop page's inline script", () => {
  it('is allowed by firebase.json, by the hash of its exact text', () => {
    expect(inlineScriptProblem(SHOP_PREFETCH_JS)).toBeNull();
    expect(cspHeader(firebaseJson().hosting).value).toContain(cspHashSource(SHOP_PREFETCH_JS));
  });

  it('changed by one character, is refused, naming the hash to put in script-src', () => {
    const changed = `${SHOP_PREFETCH_JS} `;
    expect(inlineScriptProblem(changed)).toBe(
      `firebase.json's Content-Security-Policy does not allow the inline script of shop.html: add ${cspHashSource(changed)} to its script-src (and remove the old hash).`,
    );
  });
});
