import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { idTokenFromCustomToken } from '../support/owners';

const PASSWORD = 'chosen-pass-1';

const tag = () => randomUUID().replace(/-/g, '').slice(0, 6);
const registration = (businessName: string, username: string) => ({
  businessName,
  username,
  email: `${username}@test.example`,
  password: PASSWORD,
});

describe('owners choose their username, which is their booking link', () => {
  it('registers two shops of the same name with distinct usernames, each shop at its own link', async () => {
    const t = tag();
    const businessName = `Same Name Cuts ${t}`;
    const slugs = [`same-name-${t}`, `same-name-${t}-leeds`];
    const shopIds: string[] = [];
    for (const username of slugs) {
      const reg = await callApi('POST', '/api/register', { body: registration(businessName, username) });
      expect(reg.status).toBe(201);
      expect(reg.body.username).toBe(username);
      const token = await idTokenFromCustomToken(reg.body.customToken);
      const shop = await callApi('POST', '/api/barbershops', {
        token,
        body: { name: businessName, address: '1 High Street, Leeds' },
      });
      expect(shop.status).toBe(201);
      expect(shop.body).toMatchObject({ name: businessName, slug: username });
      expect((await adminDb.doc(`slugs/${username}`).get()).data()).toEqual({ shopId: shop.body.id });
      shopIds.push(shop.body.id);

      // renaming keeps the booking link the owner shared
      const renamed = await callApi('PATCH', `/api/barbershops/${shop.body.id}`, {
        token,
        body: { name: `${businessName} Renamed` },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.slug).toBe(username);
    }
    for (const [i, username] of slugs.entries()) {
      const page = await callApi('GET', `/api/barbershops/by-slug/${username}`);
      expect(page.status).toBe(200);
      expect(page.body.shop.id).toBe(shopIds[i]);
      // the chosen username signs in as typed
      const login = await callApi('POST', '/api/login', { body: { username: username.toUpperCase(), password: PASSWORD } });
      expect(login.status).toBe(200);
      expect(login.body.username).toBe(username);
    }
  });

  it('refuses a taken username with 409, creating nothing, and a shop link counts as taken', async () => {
    const username = `taken-${tag()}`;
    expect((await callApi('POST', '/api/register', { body: registration('First Owner', username) })).status).toBe(201);
    const again = { ...registration('Second Owner', username), email: `second-${tag()}@test.example` };
    const res = await callApi('POST', '/api/register', { body: again });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(`The username ${username} is already taken. Please choose another.`);
    await expect(adminAuth.getUserByEmail(again.email)).rejects.toThrow();

    // the demo shop's link is classic-cuts (its owner signs in as classiccuts)
    const demoLink = await callApi('POST', '/api/register', {
      body: { ...registration('Classic Cuts', 'classic-cuts'), email: `demo-link-${tag()}@test.example` },
    });
    expect(demoLink.status).toBe(409);
    expect(demoLink.body.message).toBe('The username classic-cuts is already taken. Please choose another.');
  });

  it('gives one of two owners claiming the same username at once a 409', async () => {
    const username = `race-${tag()}`;
    const results = await Promise.all(
      ['a', 'b'].map((who) =>
        callApi('POST', '/api/register', {
          body: { ...registration(`Race ${who}`, username), email: `race-${who}-${username}@test.example` },
        }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const winner = results.find((r) => r.status === 201)!;
    expect((await adminDb.doc(`usernames/${username}`).get()).get('uid')).toBe(winner.body.id);
    expect((await adminDb.doc(`slugs/${username}`).get()).get('ownerId')).toBe(winner.body.id);
    expect(results.find((r) => r.status === 409)!.body.message).toMatch(/already taken/);
  });

  it('answers a username outside the rules with 400 and its reason', async () => {
    const cases: [string, string | RegExp][] = [
      ['ab', 'Username must be at least 3 characters'],
      ['bad_name', 'Username can use lowercase letters, digits and hyphens only'],
      ['two--hyphens', /two in a row/],
      ['-edge', /cannot start or end with a hyphen/],
      ['dashboard', /reserved/],
      ['a'.repeat(31), 'Username must be at most 30 characters'],
    ];
    for (const [username, message] of cases) {
      const body = { ...registration('Bad Username Shop', username), email: `bad-${tag()}@test.example` };
      const res = await callApi('POST', '/api/register', { body });
      expect(res.status, username).toBe(400);
      expect(res.body.errors.username, username).toMatch(message);
      await expect(adminAuth.getUserByEmail(body.email)).rejects.toThrow();

      const check = await callApi('GET', `/api/usernames/${encodeURIComponent(username)}`);
      expect(check.status, username).toBe(400);
      expect(check.body.message, username).toMatch(message);
    }
  });

  it('says whether a username is free, and offers free alternatives for a taken one', async () => {
    const base = `offer-${tag()}`;
    expect((await callApi('POST', '/api/register', { body: registration('Offer One', base) })).status).toBe(201);
    expect((await callApi('POST', '/api/register', { body: registration('Offer Two', `${base}-2`) })).status).toBe(201);

    const free = await callApi('GET', `/api/usernames/${base}-free`);
    expect(free.status).toBe(200);
    expect(free.body).toEqual({ username: `${base}-free`, available: true, message: null, suggestions: [] });

    const taken = await callApi('GET', `/api/usernames/${base}?place=Leeds`);
    expect(taken.status).toBe(200);
    expect(taken.body).toEqual({
      username: base,
      available: false,
      message: `The username ${base} is already taken. Please choose another.`,
      suggestions: [`${base}-leeds`, `${base}-3`, `${base}-4`],
    });
  });
});
