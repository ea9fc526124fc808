import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { readFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { FIRESTORE_HOST, PROJECT_ID } from '../support/env';

const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199';

function reachable(hostPort: string): Promise<boolean> {
  const [host, port] = hostPort.split(':');
  return new Promise((resolve) => {
    const socket = createConnection({ host, port: Number(port) });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });
}

// The Storage emulator needs a rules runtime that firebase-tools downloads; where it could not be
// downloaded (these offline machines) the suite runs without it and these tests are skipped.
const storageUp = await reachable(STORAGE_HOST);

describe.skipIf(!storageUp)('storage rules (skipped: the Storage emulator is not running, its runtime cannot be downloaded here)', () => {
  let env: RulesTestEnvironment;
  const suffix = Math.random().toString(36).slice(2, 8);
  const shopId = `storage-shop-${suffix}`;
  beforeAll(async () => {
    const [fh, fp] = FIRESTORE_HOST.split(':');
    const [sh, sp] = STORAGE_HOST.split(':');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { host: fh, port: Number(fp), rules: readFileSync(join(__dirname, '../../firestore.rules'), 'utf8') },
      storage: { host: sh, port: Number(sp), rules: readFileSync(join(__dirname, '../../storage.rules'), 'utf8') },
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      await setDoc(doc(ctx.firestore() as unknown as Firestore, `barbershops/${shopId}`), { id: shopId, ownerId: 'owner-1' });
    });
  });
  afterAll(async () => env?.cleanup());

  it('lets the owner upload a small PNG and nobody else', async () => {
    const png = new Uint8Array([137, 80, 78, 71]);
    await assertSucceeds(env.authenticatedContext('owner-1').storage().ref(`barbershops/${shopId}/logo.png`).put(png, { contentType: 'image/png' }).then((snap) => snap));
    await assertFails(env.authenticatedContext('owner-2').storage().ref(`barbershops/${shopId}/logo.png`).put(png, { contentType: 'image/png' }).then((snap) => snap));
    await assertFails(env.unauthenticatedContext().storage().ref(`barbershops/${shopId}/logo.png`).put(png, { contentType: 'image/png' }).then((snap) => snap));
  });

  it('refuses files that are not JPG/PNG images or are 5 MB or more', async () => {
    const owner = env.authenticatedContext('owner-1').storage();
    await assertFails(owner.ref(`barbershops/${shopId}/notes.txt`).put(new Uint8Array([1]), { contentType: 'text/plain' }).then((snap) => snap));
    await assertFails(owner.ref(`barbershops/${shopId}/big.png`).put(new Uint8Array(5 * 1024 * 1024), { contentType: 'image/png' }).then((snap) => snap));
  });

  it('serves images to anyone', async () => {
    await assertSucceeds(env.unauthenticatedContext().storage().ref(`barbershops/${shopId}/logo.png`).getDownloadURL());
  });
});
