// storage.rules: shop images under barbershops/{shopId}/ are public to read and writable by the
// shop's owner only (as recorded in Firestore), images only, under 5 MB.
//
// The Storage emulator needs a rules runtime that firebase-tools downloads; on the project's
// offline machines it cannot start (docs/emulators.md), and these tests are reported as skipped
// with that reason. They run wherever the suite has a Storage emulator.
import { assertFails, assertSucceeds, initializeTestEnvironment, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, type Firestore } from 'firebase/firestore';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { FIRESTORE_HOST, PROJECT_ID } from '../support/env';
import { rulesPath, shopDoc } from './setup';

const STORAGE_HOST = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
const HUB = process.env.FIREBASE_EMULATOR_HUB;

/**
 * Why the Storage emulator cannot be used, or null when it can. A port that answers is not
 * enough: with port offsets another suite's emulator may listen on this suite's Storage port,
 * so the suite's own emulator hub must list Storage as running.
 */
async function storageUnavailable(): Promise<string | null> {
  if (!STORAGE_HOST) return 'FIREBASE_STORAGE_EMULATOR_HOST is not set';
  if (HUB) {
    try {
      const running = (await (await fetch(`http://${HUB}/emulators`, { signal: AbortSignal.timeout(3000) })).json()) as Record<
        string,
        unknown
      >;
      if (!('storage' in running))
        return `the Storage emulator is not running in this suite (its rules runtime cannot be downloaded on this machine); ${STORAGE_HOST} not reachable`;
    } catch (err) {
      return `the emulator hub at ${HUB} did not answer: ${(err as Error).message}`;
    }
  }
  try {
    await fetch(`http://${STORAGE_HOST}/`, { signal: AbortSignal.timeout(2000) });
    return null;
  } catch {
    return `the Storage emulator is not reachable at ${STORAGE_HOST} (its rules runtime cannot be downloaded on this machine)`;
  }
}

const reason = await storageUnavailable();
if (reason) console.warn(`[rules] storage rules tests skipped: ${reason}`);

describe.skipIf(reason !== null)(`storage rules${reason ? ` (skipped: ${reason})` : ''}`, () => {
  let env: RulesTestEnvironment;
  const suffix = Math.random().toString(36).slice(2, 8);
  const shopId = `storage-shop-${suffix}`;
  const otherShopId = `storage-other-${suffix}`;
  const owner = `storage-owner-${suffix}`;
  const otherOwner = `storage-owner-b-${suffix}`;
  const nobody = `storage-nobody-${suffix}`;
  const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10]);

  const storageAs = (uid: string | null) =>
    (uid === null ? env.unauthenticatedContext() : env.authenticatedContext(uid)).storage();
  const put = (uid: string | null, path: string, bytes: Uint8Array, contentType: string) =>
    storageAs(uid)
      .ref(path)
      .put(bytes, { contentType })
      .then((snap) => snap);

  beforeAll(async () => {
    const [fh, fp] = FIRESTORE_HOST.split(':');
    const [sh, sp] = STORAGE_HOST!.split(':');
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { host: fh, port: Number(fp), rules: readFileSync(rulesPath('firestore.rules'), 'utf8') },
      storage: { host: sh, port: Number(sp), rules: readFileSync(rulesPath('storage.rules'), 'utf8') },
    });
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore() as unknown as Firestore;
      await setDoc(doc(db, `barbershops/${shopId}`), shopDoc(shopId, owner));
      await setDoc(doc(db, `barbershops/${otherShopId}`), shopDoc(otherShopId, otherOwner));
    });
  });
  afterAll(async () => env?.cleanup());

  it('lets the owner upload PNG, JPEG and other images into the shop folder, and replace them', async () => {
    await assertSucceeds(put(owner, `barbershops/${shopId}/logo.png`, png, 'image/png'));
    await assertSucceeds(put(owner, `barbershops/${shopId}/hero/1.jpg`, png, 'image/jpeg'));
    await assertSucceeds(put(owner, `barbershops/${shopId}/hero/2.webp`, png, 'image/webp'));
    await assertSucceeds(put(owner, `barbershops/${shopId}/logo.png`, png, 'image/png'));
  });

  it('refuses uploads by anyone but the owner', async () => {
    await assertFails(put(otherOwner, `barbershops/${shopId}/logo.png`, png, 'image/png'));
    await assertFails(put(nobody, `barbershops/${shopId}/logo.png`, png, 'image/png'));
    await assertFails(put(null, `barbershops/${shopId}/logo.png`, png, 'image/png'));
  });

  it('refuses the owner outside their own shop folder', async () => {
    await assertFails(put(owner, `barbershops/${otherShopId}/logo.png`, png, 'image/png'));
    await assertFails(put(owner, `barbershops/no-such-shop-${suffix}/logo.png`, png, 'image/png'));
    await assertFails(put(owner, `uploads/${suffix}.png`, png, 'image/png'));
  });

  it('refuses files that are not images, and images of 5 MB or more', async () => {
    await assertFails(put(owner, `barbershops/${shopId}/notes.txt`, new Uint8Array([1]), 'text/plain'));
    await assertFails(put(owner, `barbershops/${shopId}/page.html`, new Uint8Array([60]), 'text/html'));
    await assertFails(put(owner, `barbershops/${shopId}/big.png`, new Uint8Array(5 * 1024 * 1024), 'image/png'));
    await assertSucceeds(put(owner, `barbershops/${shopId}/almost.png`, new Uint8Array(5 * 1024 * 1024 - 1), 'image/png'));
  });

  it('serves the images to anyone, signed in or not', async () => {
    await assertSucceeds(storageAs(null).ref(`barbershops/${shopId}/logo.png`).getDownloadURL());
    await assertSucceeds(storageAs(otherOwner).ref(`barbershops/${shopId}/logo.png`).getMetadata());
  });

  it('lets only the owner delete', async () => {
    await assertFails(storageAs(otherOwner).ref(`barbershops/${shopId}/hero/1.jpg`).delete());
    await assertFails(storageAs(null).ref(`barbershops/${shopId}/hero/1.jpg`).delete());
    await assertSucceeds(storageAs(owner).ref(`barbershops/${shopId}/hero/1.jpg`).delete());
  });
});
