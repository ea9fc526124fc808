// The Content-Security-Policy lives in firebase.json's hosting.headers, the one place Hosting
// (and the Hosting emulator) reads it. This module reads it, checks the build's inline script
// against it, and derives the emulator variant: the app run on the emulators also talks to the
// Auth, Firestore and Storage emulators over plain http on their ports (docs/deploy.md).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './paths.mjs';
import { cspHashSource } from './shopPrefetch.mjs';

const CSP = 'Content-Security-Policy';

/** The committed firebase.json. */
export function firebaseJson() {
  return JSON.parse(readFileSync(join(repoRoot, 'firebase.json'), 'utf8'));
}

/** The CSP header entry of a hosting config ({ key, value }), or null. */
export function cspHeader(hosting) {
  for (const rule of hosting.headers ?? []) {
    for (const header of rule.headers ?? []) if (header.key === CSP) return header;
  }
  return null;
}

/** 'a b; c d' as [['a', ['b']], ['c', ['d']]]. */
export function parseCsp(value) {
  return value
    .split(';')
    .map((d) => d.trim().split(/\s+/).filter(Boolean))
    .filter((parts) => parts.length)
    .map(([name, ...sources]) => [name, sources]);
}

export const serializeCsp = (directives) => directives.map(([name, sources]) => [name, ...sources].join(' ')).join('; ');

/** The sources of one directive of a CSP value ([] when absent). */
export function cspSources(value, directive) {
  return parseCsp(value).find(([name]) => name === directive)?.[1] ?? [];
}

/**
 * The policy for the emulators: each emulator port on any host (the app reaches the emulators
 * on the host that served the page, so a phone on the LAN works too) for connections, Storage's
 * for images, and no upgrade-insecure-requests, since nothing local speaks https.
 */
export function emulatorCsp(value, ports, demoOrigins = []) {
  const local = (port) => `http://*:${port}`;
  const added = {
    'connect-src': [local(ports.auth), local(ports.firestore), local(ports.storage), ...demoOrigins],
    'img-src': [local(ports.storage)],
    // demo payments only: the stand-in for Stripe.js comes from the local fake Stripe API
    'script-src': demoOrigins,
  };
  return serializeCsp(
    parseCsp(value)
      .filter(([name]) => name !== 'upgrade-insecure-requests')
      .map(([name, sources]) => [name, [...sources, ...(added[name] ?? [])]]),
  );
}

/** A copy of a hosting config whose CSPs are the emulator variant. */
export function emulatorHosting(hosting, ports, demoOrigins = []) {
  const copy = structuredClone(hosting);
  // every rule's policy: the site's, and the framed booking flow's (/embed/**, docs/embed.md)
  for (const rule of copy.headers ?? []) {
    for (const header of rule.headers ?? []) if (header.key === CSP) header.value = emulatorCsp(header.value, ports, demoOrigins);
  }
  return copy;
}

/** Why an inline script would be blocked by firebase.json's CSP, or null when it is allowed. */
export function inlineScriptProblem(scriptText, hosting = firebaseJson().hosting) {
  const header = cspHeader(hosting);
  if (!header) return null;
  const hash = cspHashSource(scriptText);
  if (cspSources(header.value, 'script-src').includes(hash)) return null;
  return `firebase.json's Content-Security-Policy does not allow the inline script of shop.html: add ${hash} to its script-src (and remove the old hash).`;
}
