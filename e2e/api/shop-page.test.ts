import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let owner: TestOwner;
let shop: TestShop;
let other: TestShop;

beforeAll(async () => {
  owner = await createOwner('shop-page');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 3 });
  other = await createTestShop({ barbers: 1 });
  await adminDb.doc(`barbershops/${shop.id}/barbers/${shop.barberIds[1]}`).update({ isActive: false });
});

describe('GET /api/barbershops/by-slug/{slug}', () => {
  it("answers the shop, its active services and its active barbers, as the shop's own routes do", async () => {
    const res = await callApi('GET', `/api/barbershops/by-slug/${shop.slug}`);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['barbers', 'reviews', 'services', 'shop']);
    // no verified review yet: no average, no badge
    expect(res.body.reviews).toEqual({ average: null, count: 0, reviews: [] });
    expect(res.body.shop.rating).toBeNull();
    expect(res.body.shop).toMatchObject({
      id: shop.id,
      name: shop.name,
      slug: shop.slug,
      address: '1 Test Street, London',
      serviceNames: ['Cut', 'Long Cut'],
      bookingHorizonDays: 90,
      bookable: true,
      notBookableReason: null,
    });
    expect(res.body.shop).not.toHaveProperty('ownerId');
    expect(res.body.shop).not.toHaveProperty('searchKeys');
    expect(res.body.services.map((s: { id: string }) => s.id)).toEqual([shop.serviceIds[0], shop.serviceIds[1]]);
    expect(res.body.barbers.map((b: { id: string }) => b.id)).toEqual([shop.barberIds[0], shop.barberIds[2]]);
    expect(res.body.services).toEqual((await callApi('GET', `/api/barbershops/${shop.id}/services`)).body);
    expect(res.body.barbers).toEqual((await callApi('GET', `/api/barbershops/${shop.id}/barbers`)).body);
    expect(res.body.services[1]).toEqual({
      id: shop.serviceIds[1],
      shopId: shop.id,
      barbershopId: shop.id,
      name: 'Long Cut',
      description: '',
      durationMin: 45,
      pricePence: 3500,
      isActive: true,
      duration: 45,
      price: 35,
      bufferMin: 0,
      barberIds: null,
    });
  });

  it('holds nothing of another shop', async () => {
    const res = await callApi('GET', `/api/barbershops/by-slug/${other.slug}`);
    expect(res.body.shop.id).toBe(other.id);
    expect(res.body.barbers.map((b: { shopId: string }) => b.shopId)).toEqual([other.id]);
    expect([...new Set(res.body.services.map((s: { shopId: string }) => s.shopId))]).toEqual([other.id]);
  });

  it('finds the shop whatever the case of the slug, and answers a shop that cannot book with its reason', async () => {
    expect((await callApi('GET', `/api/barbershops/by-slug/${shop.slug.toUpperCase()}`)).body.shop.id).toBe(shop.id);
    const closed = await createTestShop({ barbers: 1 });
    await adminDb.doc(`barbershops/${closed.id}/barbers/${closed.barberIds[0]}`).update({ isActive: false });
    const res = await callApi('GET', `/api/barbershops/by-slug/${closed.slug}`);
    expect(res.body.shop).toMatchObject({ bookable: false, notBookableReason: 'no_barber' });
    expect(res.body.barbers).toEqual([]);
  });

  it('answers 404 with a message for an unknown slug, as for an unknown shop', async () => {
    for (const slug of ['no-such-shop-anywhere', 'services', 'barbers', '---', 'x'.repeat(201)]) {
      const res = await callApi('GET', `/api/barbershops/by-slug/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body).toEqual({ message: 'Barbershop not found' });
    }
    expect((await callApi('GET', '/api/barbershops/no-such-shop')).body).toEqual({ message: 'Barbershop not found' });
  });
});

describe('Cache-Control of the public and owner routes', () => {
  const cc = async (path: string, token?: string) => (await callApi('GET', path, { token })).headers.get('cache-control');
  const shared = 'public, max-age=0, s-maxage=60';

  it('lets the CDN keep public shop data briefly', async () => {
    expect(await cc(`/api/barbershops/by-slug/${shop.slug}`)).toBe(shared);
    expect(await cc(`/api/barbershops/${shop.id}`)).toBe(shared);
    expect(await cc(`/api/barbershops/${shop.id}/services`)).toBe(shared);
    expect(await cc(`/api/barbershops/${shop.id}/barbers`)).toBe(shared);
    expect(await cc(`/api/barbershops?slug=${shop.slug}`)).toBe(shared);
    const res = await callApi('GET', `/api/barbershops/${shop.id}/barbers`);
    expect(res.headers.get('vary')).toContain('Authorization');
  });

  it('keeps no copy of slots, availability or errors', async () => {
    const date = futureWeekday(20, 3);
    expect(await cc(`/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[0]}`)).toBe('no-store');
    expect(await cc(`/api/barbers/${shop.barberIds[0]}/all-slots?date=${date}`)).toBe('no-store');
    expect(await cc(`/api/barbershops/${shop.id}/availability?month=${date.slice(0, 7)}&serviceId=${shop.serviceIds[0]}`)).toBe(
      'no-store',
    );
    expect(await cc('/api/barbershops/by-slug/no-such-shop-anywhere')).toBe('no-store');
  });

  it('never lets a shared cache keep an answer for a signed-in caller', async () => {
    // the owner sees the inactive barber too: that answer is theirs alone
    const mine = await callApi('GET', `/api/barbershops/${shop.id}/barbers`, { token: owner.token });
    expect(mine.body).toHaveLength(3);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await cc('/api/user/barbershops', owner.token)).toBe('private, no-store');
    expect(await cc('/api/user', owner.token)).toBe('private, no-store');
    expect(await cc(`/api/barbershops/${shop.id}/customers`, owner.token)).toBe('private, no-store');
    expect(await cc('/api/health')).toBe('private, no-store');
  });
});
