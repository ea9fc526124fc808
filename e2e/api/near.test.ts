// The listing's near search (docs/api.md "Near"): the seeded demo shops are pinned in London,
// Manchester and Edinburgh; this file's own shops are pinned in Shetland, where nobody else is.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { allListedShops, callApi, nextLink } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, STANDARD_HOURS, type TestShop } from '../support/shops';

const SHOREDITCH = '51.5245,-0.0780';
const MANCHESTER_PICCADILLY = '53.4774,-2.2309';
// Shetland, north of Lerwick; each test shop 0.5 km further north (1° of latitude is ~111 km)
const BASE = { lat: 60.3, lng: -1.25 };
const north = (km: number) => ({ lat: Math.round((BASE.lat + km / 111.2) * 1e6) / 1e6, lng: BASE.lng });
const NEAR_BASE = `${BASE.lat},${BASE.lng}`;

const tag = randomUUID().slice(0, 8);
let owner: TestOwner;
let pinned: TestShop[];
let closedAllWeek: TestShop;
let fromAddress: TestShop;

const ids = (list: { id: string }[]) => list.map((s) => s.id);
const pin = (shop: TestShop, body: unknown, token = owner.token) =>
  callApi('PUT', `/api/barbershops/${shop.id}/location`, { body, token });

beforeAll(async () => {
  owner = await createOwner('near');
  pinned = [];
  // created out of distance order: the answer's order is the distance's, not the creation's
  for (const km of [2, 0.5, 2.5, 1, 1.5]) {
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 1, name: `Near ${tag} ${km}` });
    expect((await pin(shop, north(km))).status).toBe(200);
    pinned.push(shop);
  }
  pinned.sort((a, b) => Number(a.name.split(' ').at(-1)) - Number(b.name.split(' ').at(-1)));
  closedAllWeek = await createTestShop({
    ownerUid: owner.uid,
    barbers: 1,
    name: `Near ${tag} closed`,
    hours: STANDARD_HOURS.map((h) => ({ ...h, isActive: false })),
  });
  expect((await pin(closedAllWeek, north(3))).status).toBe(200);
  fromAddress = await createTestShop({ ownerUid: owner.uid, barbers: 1, address: '1 Commercial Street, Lerwick ZE1 0AA' });
});

describe('GET /api/barbershops?near=', () => {
  it('lists the nearest demo shop first for a position, each shop with its distance in km, nearest first', async () => {
    const london = await callApi('GET', `/api/barbershops?near=${SHOREDITCH}&radiusKm=50`);
    expect(london.status).toBe(200);
    expect(london.body[0].id).toBe('demo-classic-cuts');
    expect(london.body[0].distanceKm).toBeLessThan(1);
    expect(london.body[0].location).toMatchObject({ lat: 51.5241, lng: -0.0746 });
    expect(ids(london.body)).not.toContain('demo-royal-fade-studio');
    const distances = london.body.map((s: { distanceKm: number }) => s.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));

    const manchester = await callApi('GET', `/api/barbershops?near=${MANCHESTER_PICCADILLY}`);
    expect(manchester.body[0].id).toBe('demo-royal-fade-studio');
    expect(ids(manchester.body)).not.toContain('demo-classic-cuts');
  });

  it('orders by distance, keeps within the radius and pages with a Link cursor, each shop once', async () => {
    const mine = new Set(ids(pinned));
    const first = await callApi('GET', `/api/barbershops?near=${NEAR_BASE}&radiusKm=2.2&limit=2`);
    expect(first.status).toBe(200);
    expect(ids(first.body)).toEqual(ids(pinned.slice(0, 2)));
    const next = nextLink(first.headers);
    expect(next).toMatch(/^\/api\/barbershops\?near=60\.3%2C-1\.25&radiusKm=2\.2&limit=2&cursor=[0-9a-f]+$/);
    const second = await callApi('GET', next!);
    expect(ids(second.body)).toEqual(ids(pinned.slice(2, 4)));

    for (const limit of [1, 2, 3, 50]) {
      const all = await allListedShops(`/api/barbershops?near=${NEAR_BASE}&radiusKm=2.7&limit=${limit}`);
      expect(new Set(ids(all)).size, `limit ${limit}: no duplicates`).toBe(all.length);
      expect(
        ids(all).filter((id) => mine.has(id)),
        `limit ${limit}`,
      ).toEqual(ids(pinned));
      expect(ids(all)).not.toContain(closedAllWeek.id); // 3 km away
    }
  });

  it('filters open=now (a shop closed all week never shows) and service= (a word prefix)', async () => {
    const all = ids(await allListedShops(`/api/barbershops?near=${NEAR_BASE}&radiusKm=5`));
    expect(all).toContain(closedAllWeek.id);
    expect(ids(await allListedShops(`/api/barbershops?near=${NEAR_BASE}&radiusKm=5&open=now`))).not.toContain(closedAllWeek.id);
    expect(ids(await allListedShops(`/api/barbershops?near=${NEAR_BASE}&radiusKm=5&service=long`))).toEqual(all);
    expect(ids(await allListedShops(`/api/barbershops?near=${NEAR_BASE}&radiusKm=5&service=beard`))).toEqual([]);

    const beard = ids(await allListedShops(`/api/barbershops?near=${SHOREDITCH}&service=beard`));
    expect(beard[0]).toBe('demo-classic-cuts');
    expect(ids(await allListedShops(`/api/barbershops?near=${SHOREDITCH}&service=perm`))).not.toContain('demo-classic-cuts');
  });

  it('answers 400 for a radius, a position or a page size out of bounds, and for a cursor of another listing', async () => {
    const listing = await callApi('GET', '/api/barbershops?limit=1');
    const nameCursor = new URL(`http://x${nextLink(listing.headers) ?? '/?cursor=00'}`).searchParams.get('cursor');
    const cases: [string, string][] = [
      [`near=${NEAR_BASE}&radiusKm=0`, 'radiusKm must be a number from 1 to 50'],
      [`near=${NEAR_BASE}&radiusKm=51`, 'radiusKm must be a number from 1 to 50'],
      [`near=${NEAR_BASE}&radiusKm=ten`, 'radiusKm must be a number from 1 to 50'],
      ['radiusKm=5', 'radiusKm needs near'],
      ['near=48.8566,2.3522', 'near must be a latitude and a longitude in the UK, as lat,lng'],
      ['near=51.5', 'near must be a latitude and a longitude in the UK, as lat,lng'],
      [`near=${NEAR_BASE}&limit=0`, 'limit must be a whole number from 1 to 50'],
      [`near=${NEAR_BASE}&limit=51`, 'limit must be a whole number from 1 to 50'],
      [`near=${NEAR_BASE}&cursor=${nameCursor}`, 'cursor must be the cursor of a previous page'],
      [`near=${NEAR_BASE}&open=later`, "open must be 'now'"],
      [`near=${NEAR_BASE}&q=cuts`, 'near and q cannot be used together'],
    ];
    for (const [query, message] of cases) {
      const res = await callApi('GET', `/api/barbershops?${query}`);
      expect(res.status, query).toBe(400);
      expect(JSON.stringify(res.body), query).toContain(message);
    }
  });
});

describe('GET /api/places', () => {
  it('resolves a full postcode or a district to the district centre', async () => {
    const full = await callApi('GET', `/api/places?q=${encodeURIComponent('sw1a 1aa')}`);
    expect(full.status).toBe(200);
    expect(full.body.district).toBe('SW1A');
    expect(full.body.lat).toBeCloseTo(51.5, 1);
    expect(full.body.lng).toBeCloseTo(-0.14, 1);
    const district = await callApi('GET', '/api/places?q=M4');
    expect(district.body).toMatchObject({ district: 'M4' });
    expect(district.body.lat).toBeCloseTo(53.48, 1);
  });

  it('answers 404 with a plain message for an unknown place and 400 without one', async () => {
    for (const q of ['ZZ9 9ZZ', 'Narnia']) {
      const res = await callApi('GET', `/api/places?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(404);
      expect(res.body.message).toMatch(/We could not find that place/);
    }
    expect((await callApi('GET', '/api/places')).status).toBe(400);
  });
});

describe('PUT /api/barbershops/:id/location', () => {
  it('sets the pin from the address: the centre of its postcode district, with a geohash', async () => {
    const res = await pin(fromAddress, { fromAddress: true });
    expect(res.status).toBe(200);
    expect(res.body.location).toMatchObject({ source: 'postcode' });
    const place = await callApi('GET', '/api/places?q=ZE1');
    expect(res.body.location.lat).toBe(place.body.lat);
    expect(res.body.location.lng).toBe(place.body.lng);
    expect(res.body.location.geohash).toMatch(/^[0-9b-hjkmnp-z]{10}$/);
  });

  it("keeps the owner's adjusted pin as 'owner'", async () => {
    const res = await pin(fromAddress, { lat: 60.16, lng: -1.15 });
    expect(res.body.location).toMatchObject({ lat: 60.16, lng: -1.15, source: 'owner' });
  });

  it('refuses a position outside the UK, a body of neither form, another owner and an address without a postcode', async () => {
    for (const body of [{ lat: 48.85, lng: 2.35 }, { fromAddress: false }, { lat: 60, lng: -1, geohash: 'x' }, 'here']) {
      const res = await pin(fromAddress, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const stranger = await createOwner('near-stranger');
    expect((await pin(fromAddress, { lat: 60.2, lng: -1.2 }, stranger.token)).status).toBe(403);
    const noPostcode = await createTestShop({ ownerUid: owner.uid, barbers: 1, address: '1 Test Street, London' });
    const res = await pin(noPostcode, { fromAddress: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/postcode/);
  });
});
