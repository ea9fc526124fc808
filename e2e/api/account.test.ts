import { randomUUID } from 'node:crypto';
import { deriveUsername } from '@barbershop/core/account';
import { barberDayId } from '@barbershop/core/slots';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, idTokenFromCustomToken } from '../support/owners';

const PASSWORD = 'first-pass-1';

function newBusiness() {
  const tag = randomUUID().replace(/-/g, '').slice(0, 8);
  return { businessName: `Acct Shop ${tag}`, email: `acct-${tag}@test.example`, password: PASSWORD };
}

async function register(body = newBusiness()) {
  // no username: the spec's older callers get the one derived from the business name
  const res = await callApi('POST', '/api/register', { body });
  expect(res.status).toBe(201);
  return { ...body, user: res.body, token: await idTokenFromCustomToken(res.body.customToken) };
}

describe('POST /api/register', () => {
  it('creates the Auth user, users/{uid} with a 7-day trial and the username claim, and answers a session', async () => {
    const input = newBusiness();
    const before = Date.now();
    const { user, token } = await register(input);
    const username = deriveUsername(input.businessName);
    expect(user).toMatchObject({
      username,
      email: input.email,
      role: 'owner',
      firstName: 'Acct',
      lastName: input.businessName.slice(5),
    });
    expect(user.pendingBusinessName).toBe(input.businessName);
    expect(typeof user.customToken).toBe('string');

    const doc = (await adminDb.doc(`users/${user.id}`).get()).data()!;
    expect(doc).toMatchObject({ username, role: 'owner', profileImageUrl: '', pendingBusinessName: input.businessName });
    expect(doc.billing).toMatchObject({
      subscriptionStatus: 'trialing',
      seatsTotal: 4,
      stripeCustomerId: null,
      stripeSubscriptionId: null,
    });
    const trialEnd = doc.billing.trialEndsAt.toMillis();
    expect(trialEnd - before).toBeGreaterThan(7 * 86400_000 - 60_000);
    expect(trialEnd - before).toBeLessThan(7 * 86400_000 + 60_000);
    expect((await adminDb.doc(`usernames/${username}`).get()).get('uid')).toBe(user.id);
    expect((await adminAuth.getUser(user.id)).email).toBe(input.email);

    const me = await callApi('GET', '/api/user', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, username, email: input.email, role: 'owner' });
    expect(me.body.billing).toBeUndefined();
  });

  it('refuses a business name whose username is taken with 409, creating nothing', async () => {
    const first = await register();
    const again = {
      businessName: first.businessName.toUpperCase(),
      email: `other-${randomUUID().slice(0, 6)}@test.example`,
      password: PASSWORD,
    };
    const res = await callApi('POST', '/api/register', { body: again });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already taken/);
    await expect(adminAuth.getUserByEmail(again.email)).rejects.toThrow();
    const claim = await adminDb.doc(`usernames/${deriveUsername(first.businessName)}`).get();
    expect(claim.get('uid')).toBe(first.user.id);
  });

  it('refuses an email that already has an account with 409, claiming no username', async () => {
    const first = await register();
    const other = newBusiness();
    const res = await callApi('POST', '/api/register', { body: { ...other, email: first.email.toUpperCase() } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/email already exists/);
    expect((await adminDb.doc(`usernames/${deriveUsername(other.businessName)}`).get()).exists).toBe(false);
  });

  it('answers bad input with 400 and the fields at fault', async () => {
    const good = newBusiness();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...good, businessName: '' }, 'businessName', 'Business name is required'],
      [{ ...good, businessName: '!!! ???' }, 'businessName', 'Business name must contain letters or digits'],
      [{ ...good, email: 'not-an-email' }, 'email', 'Enter a valid email address'],
      [{ ...good, email: undefined }, 'email', 'Email is required'],
      [{ ...good, password: '123' }, 'password', 'Password must be at least 6 characters'],
      [{ ...good, password: undefined }, 'password', 'Password is required'],
    ];
    for (const [body, field, message] of cases) {
      const res = await callApi('POST', '/api/register', { body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual({ message, errors: { [field]: message } });
    }
    expect((await callApi('POST', '/api/register', { body: [good] })).status).toBe(400);
    await expect(adminAuth.getUserByEmail(good.email)).rejects.toThrow();
  });
});

describe('POST /api/login and /api/logout', () => {
  it('signs in with the username, the business name as typed, or the email', async () => {
    const owner = await register();
    const username = deriveUsername(owner.businessName);
    for (const login of [username, owner.businessName, owner.email.toUpperCase()]) {
      const res = await callApi('POST', '/api/login', { body: { username: login, password: PASSWORD } });
      expect(res.status, login).toBe(200);
      expect(res.body).toMatchObject({ id: owner.user.id, username, role: 'owner' });
      const token = await idTokenFromCustomToken(res.body.customToken);
      expect((await callApi('GET', '/api/user', { token })).body.id).toBe(owner.user.id);
    }
  });

  it('answers wrong credentials with 401 Invalid username or password', async () => {
    const owner = await register();
    const username = deriveUsername(owner.businessName);
    for (const body of [
      { username, password: 'wrong-password' },
      { username: 'nosuchuser' + randomUUID().slice(0, 6), password: PASSWORD },
      { username: 'nobody@nowhere.example', password: PASSWORD },
    ]) {
      const res = await callApi('POST', '/api/login', { body });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe('Invalid username or password');
    }
  });

  it('needs both username and password', async () => {
    const res = await callApi('POST', '/api/login', { body: { username: 'someone' } });
    expect(res.status).toBe(400);
    expect(res.body.errors.password).toBe('Please enter both username and password');
    expect((await callApi('POST', '/api/login', { body: { password: 'x' } })).status).toBe(400);
  });

  it('acknowledges logout with 204, signed in or not', async () => {
    const owner = await register();
    expect((await callApi('POST', '/api/logout', { token: owner.token })).status).toBe(204);
    expect((await callApi('POST', '/api/logout')).status).toBe(204);
  });
});

describe('GET /api/user', () => {
  it('is 401 without a token or with a bad one', async () => {
    expect((await callApi('GET', '/api/user')).status).toBe(401);
    const bad = await callApi('GET', '/api/user', { token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.body).toEqual({ message: 'Session expired or invalid, please sign in again' });
  });
});

describe('POST /api/user/change-password', () => {
  it('checks the current password, then only the new one signs in', async () => {
    const owner = await register();
    const username = deriveUsername(owner.businessName);
    const wrong = await callApi('POST', '/api/user/change-password', {
      token: owner.token,
      body: { currentPassword: 'not-it', newPassword: 'second-pass-2' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.currentPassword).toBe('Current password is incorrect');

    const ok = await callApi('POST', '/api/user/change-password', {
      token: owner.token,
      body: { currentPassword: PASSWORD, newPassword: 'second-pass-2' },
    });
    expect(ok.status).toBe(200);
    expect(typeof ok.body.customToken).toBe('string');
    expect((await callApi('POST', '/api/login', { body: { username, password: PASSWORD } })).status).toBe(401);
    expect((await callApi('POST', '/api/login', { body: { username, password: 'second-pass-2' } })).status).toBe(200);
  });

  it('refuses missing fields, a short new password and a missing token', async () => {
    const owner = await register();
    for (const body of [
      {},
      { currentPassword: PASSWORD },
      { newPassword: 'abcdefg' },
      { currentPassword: PASSWORD, newPassword: '123' },
    ]) {
      expect((await callApi('POST', '/api/user/change-password', { token: owner.token, body })).status).toBe(400);
    }
    const anon = await callApi('POST', '/api/user/change-password', {
      body: { currentPassword: PASSWORD, newPassword: 'abcdefgh' },
    });
    expect(anon.status).toBe(401);
    expect(
      (await callApi('POST', '/api/login', { body: { username: deriveUsername(owner.businessName), password: PASSWORD } }))
        .status,
    ).toBe(200);
  });
});

describe('DELETE /api/user/account', () => {
  it('is 401 without a token', async () => {
    expect((await callApi('DELETE', '/api/user/account')).status).toBe(401);
  });

  it('removes the owner, their shop and everything under it, and nothing of anyone else', async () => {
    const owner = await register();
    const shop = await callApi('POST', '/api/barbershops', {
      token: owner.token,
      body: { name: owner.businessName, address: '1 Test Street' },
    });
    expect(shop.status).toBe(201);
    const shopId: string = shop.body.id;
    const barber = await callApi('POST', `/api/barbershops/${shopId}/barbers`, { token: owner.token, body: { name: 'Sam' } });
    expect(barber.status).toBe(201);
    expect(
      (
        await callApi('POST', `/api/barbershops/${shopId}/services`, {
          token: owner.token,
          body: { name: 'Cut', duration: 30, price: 20 },
        })
      ).status,
    ).toBe(201);
    // Documents other features write below the shop (customers, appointments, blocks, busy days, email log).
    const below = [
      'customers/c1',
      'appointments/a1',
      'timeBlocks/t1',
      `barberDays/${barberDayId(barber.body.id, '2030-01-07')}`,
      'emailLog/e1',
    ];
    for (const path of below) await adminDb.doc(`barbershops/${shopId}/${path}`).set({ id: path.split('/')[1], shopId });

    // Someone else's shop, which must survive.
    const other = await createOwner('survivor');
    const otherShop = await callApi('POST', '/api/barbershops', {
      token: other.token,
      body: { name: `Survivor ${other.uid}`, address: '2 Other Road' },
    });
    expect(otherShop.status).toBe(201);
    await callApi('POST', `/api/barbershops/${otherShop.body.id}/barbers`, { token: other.token, body: { name: 'Kept' } });

    const res = await callApi('DELETE', '/api/user/account', { token: owner.token });
    expect(res.status).toBe(204);

    const uid: string = owner.user.id;
    expect((await adminDb.doc(`users/${uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`usernames/${owner.user.username}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`slugs/${shop.body.slug}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`barbershops/${shopId}`).get()).exists).toBe(false);
    for (const sub of ['barbers', 'services', 'customers', 'appointments', 'timeBlocks', 'barberDays', 'emailLog']) {
      expect((await adminDb.collection(`barbershops/${shopId}/${sub}`).get()).size, sub).toBe(0);
      expect((await adminDb.collectionGroup(sub).where('shopId', '==', shopId).get()).size, sub).toBe(0);
    }
    expect((await adminDb.collection('barbershops').where('ownerId', '==', uid).get()).size).toBe(0);
    await expect(adminAuth.getUser(uid)).rejects.toThrow();
    expect((await callApi('POST', '/api/login', { body: { username: owner.user.username, password: PASSWORD } })).status).toBe(
      401,
    );

    // Everyone else is untouched.
    expect((await adminDb.doc(`barbershops/${otherShop.body.id}`).get()).get('ownerId')).toBe(other.uid);
    expect((await adminDb.collection(`barbershops/${otherShop.body.id}/barbers`).get()).size).toBe(1);
    expect((await adminDb.doc(`slugs/${otherShop.body.slug}`).get()).get('shopId')).toBe(otherShop.body.id);
    expect((await adminDb.doc('barbershops/demo-classic-cuts').get()).exists).toBe(true);
    expect((await adminDb.collection('barbershops/demo-classic-cuts/barbers').get()).size).toBeGreaterThanOrEqual(3);
    expect((await adminDb.doc(`users/${other.uid}`).get()).exists).toBe(true);
  });
});
