// storage.rules, checked without the Storage emulator (it cannot start on the project's offline
// machines: docs/emulators.md). The rules file is parsed and each request below is evaluated the
// way the rules runtime would, so a loosened condition, a new open path or a changed size limit
// fails here. e2e/rules/storage.test.ts runs the same kinds of request against the real emulator
// wherever it can start.
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@barbershop/core/validation';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRules, storageAllows, type StorageRequest } from './rulesLanguage';

const rules = parseRules(readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8'));

const OWNER = { uid: 'owner-a' };
const OTHER_OWNER = { uid: 'owner-b' };
const NOBODY = { uid: 'signed-in-nobody' };
const docs = {
  'barbershops/shop-a': { ownerId: OWNER.uid, name: 'Shop A' },
  'barbershops/shop-b': { ownerId: OTHER_OWNER.uid, name: 'Shop B' },
};
const png = (size = 1000) => ({ size, contentType: 'image/png' });
const allows = (request: StorageRequest) => storageAllows(rules, request, docs);

describe('storage.rules (static check)', () => {
  it('is a version 2 Storage rules file with one open folder: barbershops/{shopId}/', () => {
    expect(rules.version).toBe('2');
    expect(rules.service).toBe('firebase.storage');
    expect(rules.root.matches.map((m) => m.path)).toEqual(['/b/{bucket}/o']);
    expect(rules.root.matches[0]?.matches.map((m) => m.path)).toEqual(['/barbershops/{shopId}/{allPaths=**}']);
  });

  it('lets the owner upload every image type the settings page accepts, and replace it', () => {
    for (const contentType of [...IMAGE_TYPES, 'image/webp']) {
      expect(
        allows({ method: 'create', path: 'barbershops/shop-a/logo', auth: OWNER, resource: { size: 1000, contentType } }),
      ).toBe(true);
    }
    expect(allows({ method: 'create', path: 'barbershops/shop-a/hero/1.jpg', auth: OWNER, resource: png() })).toBe(true);
    expect(allows({ method: 'update', path: 'barbershops/shop-a/logo.png', auth: OWNER, resource: png() })).toBe(true);
  });

  it('refuses uploads by anyone but the owner', () => {
    for (const auth of [OTHER_OWNER, NOBODY, null]) {
      expect(allows({ method: 'create', path: 'barbershops/shop-a/logo.png', auth, resource: png() })).toBe(false);
      expect(allows({ method: 'update', path: 'barbershops/shop-a/logo.png', auth, resource: png() })).toBe(false);
    }
  });

  it('refuses the owner outside their own shop folder', () => {
    expect(allows({ method: 'create', path: 'barbershops/shop-b/logo.png', auth: OWNER, resource: png() })).toBe(false);
    expect(allows({ method: 'create', path: 'barbershops/no-such-shop/logo.png', auth: OWNER, resource: png() })).toBe(false);
    expect(allows({ method: 'create', path: 'uploads/logo.png', auth: OWNER, resource: png() })).toBe(false);
    expect(allows({ method: 'create', path: 'barbershops', auth: OWNER, resource: png() })).toBe(false);
  });

  it('refuses files that are not images, and images of the settings page limit or more', () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(
      allows({
        method: 'create',
        path: 'barbershops/shop-a/notes.txt',
        auth: OWNER,
        resource: { size: 10, contentType: 'text/plain' },
      }),
    ).toBe(false);
    expect(
      allows({
        method: 'create',
        path: 'barbershops/shop-a/page.html',
        auth: OWNER,
        resource: { size: 10, contentType: 'text/html' },
      }),
    ).toBe(false);
    expect(
      allows({
        method: 'create',
        path: 'barbershops/shop-a/x.svg',
        auth: OWNER,
        resource: { size: 10, contentType: 'application/xml+image/svg' },
      }),
    ).toBe(false);
    expect(allows({ method: 'create', path: 'barbershops/shop-a/big.png', auth: OWNER, resource: png(MAX_IMAGE_BYTES) })).toBe(
      false,
    );
    expect(allows({ method: 'update', path: 'barbershops/shop-a/big.png', auth: OWNER, resource: png(MAX_IMAGE_BYTES) })).toBe(
      false,
    );
    expect(
      allows({ method: 'create', path: 'barbershops/shop-a/almost.png', auth: OWNER, resource: png(MAX_IMAGE_BYTES - 1) }),
    ).toBe(true);
  });

  it('serves the images to anyone, signed in or not, and nothing outside the shop folders', () => {
    for (const auth of [null, NOBODY, OTHER_OWNER, OWNER]) {
      expect(allows({ method: 'get', path: 'barbershops/shop-a/logo.png', auth })).toBe(true);
      expect(allows({ method: 'list', path: 'barbershops/shop-a/hero/1.jpg', auth })).toBe(true);
    }
    expect(allows({ method: 'get', path: 'private/report.pdf', auth: OWNER })).toBe(false);
  });

  it('lets only the owner delete', () => {
    expect(allows({ method: 'delete', path: 'barbershops/shop-a/hero/1.jpg', auth: OTHER_OWNER })).toBe(false);
    expect(allows({ method: 'delete', path: 'barbershops/shop-a/hero/1.jpg', auth: null })).toBe(false);
    expect(allows({ method: 'delete', path: 'barbershops/shop-a/hero/1.jpg', auth: OWNER })).toBe(true);
  });
});

describe('the static rules reader', () => {
  const read = (body: string) =>
    parseRules(`rules_version = '2';\nservice firebase.storage {\n match /b/{bucket}/o {\n${body}\n}\n}`);

  it('notices a loosened rule: an open write is allowed for anyone', () => {
    const open = read('match /barbershops/{shopId}/{allPaths=**} { allow read, write: if true; }');
    expect(storageAllows(open, { method: 'create', path: 'barbershops/shop-a/x.png', auth: null, resource: png() }, docs)).toBe(
      true,
    );
  });

  it('treats a runtime error (request.auth.uid when signed out) as a denial, like the real runtime', () => {
    const rule = read("match /{allPaths=**} { allow write: if request.auth.uid == 'owner-a'; }");
    expect(storageAllows(rule, { method: 'create', path: 'x.png', auth: null, resource: png() }, docs)).toBe(false);
    expect(storageAllows(rule, { method: 'create', path: 'x.png', auth: OWNER, resource: png() }, docs)).toBe(true);
  });

  it('refuses a construct it does not know instead of guessing', () => {
    const rule = read('match /{allPaths=**} { allow write: if request.time < timestamp.date(2030, 1, 1); }');
    expect(() => storageAllows(rule, { method: 'create', path: 'x.png', auth: OWNER, resource: png() }, docs)).toThrow(
      /unknown name timestamp/,
    );
  });
});
