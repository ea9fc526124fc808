import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { allListedShops, callApi, nextLink } from '../support/api';
import { createTestShop, type TestShop } from '../support/shops';

// Shops of this file are named with a tag nobody else uses, so a search finds exactly them.
const tag = randomUUID().slice(0, 8);
let paged: TestShop[];
let bros: TestShop;
let leeds: TestShop;

beforeAll(async () => {
  paged = [];
  for (const n of [3, 1, 5, 2, 4]) paged.push(await createTestShop({ barbers: 1, name: `Paging ${tag} ${n}` }));
  bros = await createTestShop({ barbers: 1, name: `Barber Bros ${tag}` });
  leeds = await createTestShop({ barbers: 1, name: `Quiff ${tag}`, address: `3 Call Lane, Leeds${tag} LS1 6DT` });
});

const ids = (list: { id: string }[]) => list.map((s) => s.id);

describe('GET /api/barbershops pages', () => {
  it('pages through the shops with limit=2, each exactly once, in name order, the next page in a Link header', async () => {
    const q = encodeURIComponent(`paging ${tag}`);
    const first = await callApi('GET', `/api/barbershops?q=${q}&limit=2`);
    expect(first.status).toBe(200);
    expect(first.body.map((s: { name: string }) => s.name)).toEqual([`Paging ${tag} 1`, `Paging ${tag} 2`]);
    const next = nextLink(first.headers);
    expect(next).toMatch(new RegExp(`^/api/barbershops\\?limit=2&q=paging\\+${tag}&cursor=[0-9a-f]+$`));
    const second = await callApi('GET', next!);
    expect(second.body.map((s: { name: string }) => s.name)).toEqual([`Paging ${tag} 3`, `Paging ${tag} 4`]);
    const third = await callApi('GET', nextLink(second.headers)!);
    expect(third.body.map((s: { name: string }) => s.name)).toEqual([`Paging ${tag} 5`]);
    expect(third.headers.get('link')).toBeNull();

    const byName = [...paged].sort((a, b) => a.name.localeCompare(b.name));
    expect(ids(await allListedShops(`/api/barbershops?q=${q}&limit=2`))).toEqual(ids(byName));
    expect(ids(await allListedShops(`/api/barbershops?q=${q}&limit=1`))).toEqual(ids(byName));
    expect(ids(await allListedShops(`/api/barbershops?q=${q}&limit=5`))).toEqual(ids(byName));
  });

  it('searches by a word prefix of the name, any case', async () => {
    for (const q of [`barber bros ${tag.slice(0, 3)}`, `BROS ${tag}`, `Barber B`]) {
      const found = ids(await allListedShops(`/api/barbershops?q=${encodeURIComponent(q)}&limit=50`));
      expect(found).toContain(bros.id);
      expect(found).not.toContain(leeds.id);
    }
    expect(ids(await allListedShops(`/api/barbershops?q=${encodeURIComponent(`bros ${tag}`)}`))).toEqual([bros.id]);
  });

  it('searches by the town of the address, not by the street or the postcode', async () => {
    expect(ids(await allListedShops(`/api/barbershops?q=leeds${tag}`))).toEqual([leeds.id]);
    expect(ids(await allListedShops(`/api/barbershops?q=LEEDS${tag.slice(0, 4)}`))).toEqual([leeds.id]);
    expect(ids(await allListedShops(`/api/barbershops?q=${encodeURIComponent(`call lane leeds${tag}`)}`))).toEqual([]);
    expect(ids(await allListedShops(`/api/barbershops?q=${encodeURIComponent(`ls1 6dt leeds${tag}`)}`))).toEqual([]);
  });

  it('answers the first page without parameters, at most the default 24', async () => {
    const res = await callApi('GET', '/api/barbershops');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(24);
  });

  it('refuses a bad page size, a made-up cursor and an empty search with 400', async () => {
    for (const query of ['limit=0', 'limit=51', 'limit=two', 'cursor=abc', 'q=%21%21', 'limit=1&limit=2']) {
      const res = await callApi('GET', `/api/barbershops?${query}`);
      expect(res.status, query).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
    expect((await callApi('GET', '/api/barbershops?limit=0')).body.errors).toEqual({
      limit: 'limit must be a whole number from 1 to 50',
    });
  });

  it('lets the CDN keep a listing briefly', async () => {
    const res = await callApi('GET', `/api/barbershops?q=${tag}`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect((await callApi('GET', '/api/barbershops?limit=0')).headers.get('cache-control')).toBe('no-store');
  });
});
