// The shop's link preview image (docs/seo.md "Preview image"): GET /og/{slug}.png through the
// Hosting rewrite answers a 1200×630 PNG of what the shop page shows (name, picture or initials,
// the verified reviews' badge), a new picture when the name changes, 404 JSON for an unknown shop.
import { randomUUID } from 'node:crypto';
import type { BarbershopDto, ShopPageDto } from '@barbershop/core/api';
import { ogImageInputsOf, ogImagePath, ogImageVersion } from '@barbershop/core/seo';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { APP_URL } from '../support/env';
import { createOwner, type TestOwner } from '../support/owners';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

interface Png {
  status: number;
  type: string | null;
  cacheControl: string | null;
  bytes: Buffer;
}

async function getImage(path: string): Promise<Png> {
  const res = await fetch(`${APP_URL}${path}`);
  return {
    status: res.status,
    type: res.headers.get('content-type'),
    cacheControl: res.headers.get('cache-control'),
    bytes: Buffer.from(await res.arrayBuffer()),
  };
}

/** The width and height of a PNG's IHDR chunk, which must come first. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function shopBySlug(slug: string): Promise<BarbershopDto> {
  const res = await callApi<ShopPageDto>('GET', `/api/barbershops/by-slug/${slug}`);
  expect(res.status).toBe(200);
  return res.body.shop;
}

/** The image the shop page links to (its og:image): the current version's address. */
async function currentImage(slug: string): Promise<Png & { version: string }> {
  const version = ogImageVersion(ogImageInputsOf(await shopBySlug(slug)));
  return { ...(await getImage(ogImagePath(slug, version))), version };
}

// The first request starts the function's worker and draws the first image (fonts, layout engine):
// on a busy two-core machine that alone can take most of a minute.
describe('GET /og/{slug}.png', { timeout: 180_000 }, () => {
  // Both functions' workers started once before the checks: on a loaded machine the first
  // request to a cold emulated function can pass the Hosting emulator's proxy timeout (504).
  beforeAll(async () => {
    for (const path of ['/api/barbershops/by-slug/classic-cuts', '/og/classic-cuts.png']) {
      for (let attempt = 0; attempt < 3 && (await fetch(`${APP_URL}${path}`)).status === 504; attempt++);
    }
  }, 300_000);

  it("answers the demo shop's preview as a 1200×630 PNG, kept long at its versioned address", async () => {
    const image = await currentImage('classic-cuts');
    expect(image.status).toBe(200);
    expect(image.type).toBe('image/png');
    expect(pngSize(image.bytes)).toEqual({ width: 1200, height: 630 });
    expect(image.cacheControl).toBe('public, max-age=31536000, immutable');
    // without a version (or with an old one) the CDN keeps it only briefly
    const bare = await getImage('/og/classic-cuts.png');
    expect(bare.status).toBe(200);
    expect(bare.bytes.equals(image.bytes)).toBe(true);
    expect(bare.cacheControl).toMatch(/^public, max-age=60, s-maxage=60/);
    expect((await getImage('/og/classic-cuts.png?v=old')).cacheControl).toMatch(/^public, max-age=60/);
  });

  it('answers 404 JSON, no image, for an unknown shop', async () => {
    // (a path that does not decode is refused by the handler too, but the Hosting emulator answers it 500 before)
    for (const path of [`/og/no-such-shop-${randomUUID().slice(0, 8)}.png`, '/og/classic-cuts.jpg']) {
      const res = await fetch(`${APP_URL}${path}`);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ message: 'Barbershop not found' });
    }
  });

  describe("an owner's shop", () => {
    let owner: TestOwner;
    let shop: BarbershopDto;

    beforeAll(async () => {
      owner = await createOwner('og');
      const name = `Og Shop ${randomUUID().slice(0, 6)}`;
      const res = await callApi('POST', '/api/barbershops', {
        token: owner.token,
        body: { name, address: '1 High Street, London' },
      });
      expect(res.status).toBe(201);
      shop = res.body;
    });

    const patch = async (body: Record<string, unknown>) => {
      const res = await callApi<BarbershopDto>('PATCH', `/api/barbershops/${shop.id}`, { token: owner.token, body });
      expect(res.status).toBe(200);
      shop = res.body;
    };

    it("draws a new image, at a new version, when the shop's name changes", async () => {
      const before = await currentImage(shop.slug);
      expect(before.status).toBe(200);
      await patch({ name: `Og Renamed ${randomUUID().slice(0, 6)}` });
      const after = await currentImage(shop.slug);
      expect(after.status).toBe(200);
      expect(pngSize(after.bytes)).toEqual({ width: 1200, height: 630 });
      expect(after.version).not.toBe(before.version);
      expect(after.bytes.equals(before.bytes)).toBe(false);
    });

    it('draws an uploaded logo, and the initials when the logo cannot be fetched safely', async () => {
      const initials = await currentImage(shop.slug);
      // a picture is drawn: any PNG the form accepts, here the demo shop's own preview
      const picture = (await currentImage('classic-cuts')).bytes;
      await patch({ logoImage: `data:image/png;base64,${picture.toString('base64')}` });
      const withLogo = await currentImage(shop.slug);
      expect(withLogo.status).toBe(200);
      expect(withLogo.bytes.equals(initials.bytes)).toBe(false);
      // an address on this machine is never fetched: the same initials as with no logo at all
      await patch({ logoImage: 'https://127.0.0.1:1/logo.png' });
      const unsafe = await currentImage(shop.slug);
      expect(unsafe.status).toBe(200);
      expect(pngSize(unsafe.bytes)).toEqual({ width: 1200, height: 630 });
      expect(unsafe.bytes.equals(initials.bytes)).toBe(true);
      await patch({ logoImage: '' });
    });

    it('shows a rating only once the shop page shows one, and then a new image', async () => {
      expect(shop.rating).toBeNull();
      const unrated = await currentImage(shop.slug);
      // two verified reviews: the shop page shows no badge yet, nor does the image
      await adminDb.doc(`barbershops/${shop.id}`).update({ reviewStats: { count: 2, sum: 9 } });
      const two = await currentImage(shop.slug);
      expect(two.version).toBe(unrated.version);
      expect(two.bytes.equals(unrated.bytes)).toBe(true);
      await adminDb.doc(`barbershops/${shop.id}`).update({ reviewStats: { count: 3, sum: 14 } });
      expect((await shopBySlug(shop.slug)).rating).toEqual({ average: 4.7, count: 3 });
      const rated = await currentImage(shop.slug);
      expect(rated.version).not.toBe(unrated.version);
      expect(rated.bytes.equals(unrated.bytes)).toBe(false);
    });
  });
});
