// In-process: the real /api app (functions/src) against the suite's Firestore and Auth emulators,
// with small abuse limits set for this process only. The suite's functions emulator runs with
// limits out of reach (scripts/lib/suite-limits.mjs), because every other test books and signs
// in from one address; here each request names its client the way production does, in
// X-Forwarded-For as Firebase Hosting and Google's front end leave it: `<client>, <CDN node>`.
import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { createOwner, idTokenFor } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';
import { startInProcessApi, type InProcessApi } from '../support/inProcessApi';

let api: InProcessApi;
let baseUrl = '';

beforeAll(async () => {
  Object.assign(process.env, {
    RATE_LIMIT_BOOKING_PER_CLIENT: '5/10m',
    RATE_LIMIT_BOOKING_PER_SHOP: '8/1h',
    RATE_LIMIT_BOOKING_PER_SHOP_PER_CLIENT: '3/1h',
    RATE_LIMIT_LOGIN_PER_CLIENT: '6/15m',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '3/15m',
    RATE_LIMIT_REGISTER_PER_CLIENT: '2/1h',
    RATE_LIMIT_SUBSCRIPTION_PER_CLIENT: '2/1h',
    RATE_LIMIT_PASSWORD_CHANGE_FAILURES_PER_ACCOUNT: '3/15m',
  });
  delete process.env.CLIENT_ADDRESS_XFF_POSITION; // the production default: second from the right
  delete process.env.STRIPE_SECRET_KEY; // billing disabled: create-subscription answers 503 behind its limit
  api = await startInProcessApi({ pinRateLimitClock: true });
  baseUrl = api.baseUrl;
});

afterAll(async () => {
  await api?.close();
});

/** A client address of its own for one test (benchmark range 198.18.0.0/15). */
const newClient = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
const CDN_NODE = '151.101.65.195';

async function call(path: string, body: unknown, client: string, prepended: string[] = [], token?: string) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': [...prepended, client, CDN_NODE].join(', '),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: text ? JSON.parse(text) : null };
}

/** Retry-After: the whole seconds left in the window (the clock is pinned 1 s into it). */
function expectRetryAfter(value: string | null, windowSec: number) {
  expect(value).toBe(String(windowSec - 1));
}

let customerNo = 0;
function booking(shop: TestShop, time: string, barber = 0) {
  customerNo += 1;
  return {
    barbershopId: shop.id,
    serviceId: shop.serviceIds[0],
    barberId: shop.barberIds[barber],
    date: futureWeekday(10, 3),
    time,
    customerName: `Limit Customer ${customerNo}`,
    customerPhone: `07700 900${String(customerNo).padStart(3, '0')}`,
    customerEmail: `limit-${randomUUID().slice(0, 8)}@test.example`,
  };
}

const appointmentsOf = async (shop: TestShop) =>
  (await adminDb.collection(`barbershops/${shop.id}/appointments`).get()).docs.map((d) => d.data());

describe('online booking limits', () => {
  it('stops one client from booking a whole day: 429 with Retry-After after the limit, even with forged X-Forwarded-For entries', async () => {
    const shop = await createTestShop({ barbers: 3 });
    const second = await createTestShop(); // the client's attempts count across shops
    const client = newClient();
    for (const time of ['09:00', '09:30', '10:00']) {
      expect((await call('/api/appointments', booking(shop, time), client)).status).toBe(201);
    }
    for (const time of ['10:30', '11:00']) {
      expect((await call('/api/appointments', booking(second, time), client)).status).toBe(201);
    }
    const refused = await call('/api/appointments', booking(shop, '11:30'), client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many booking attempts. Please try again in 10 minutes.' });
    expectRetryAfter(refused.retryAfter, 600);
    // Values a client writes at the left of X-Forwarded-For do not make it someone else.
    const forged = await call('/api/appointments', booking(shop, '11:30', 1), client, ['203.0.113.9', newClient()]);
    expect(forged.status).toBe(429);

    // Another client books the very slot that was refused: nothing of the refused ones was written.
    expect((await call('/api/appointments', booking(shop, '11:30'), newClient())).status).toBe(201);
    expect((await appointmentsOf(shop)).map((a) => a.time).sort()).toEqual(['09:00', '09:30', '10:00', '11:30']);
  });

  it('limits the bookings of one shop from many clients, and other shops are not affected', async () => {
    const shop = await createTestShop({ barbers: 3 });
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    for (const time of times) expect((await call('/api/appointments', booking(shop, time), newClient())).status).toBe(201);
    const refused = await call('/api/appointments', booking(shop, '13:00'), newClient());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'This barbershop is receiving too many online bookings right now. Please try again in 60 minutes or contact the shop.',
    );
    expectRetryAfter(refused.retryAfter, 3600);
    expect(await appointmentsOf(shop)).toHaveLength(8);

    const other = await createTestShop();
    expect((await call('/api/appointments', booking(other, '13:00'), newClient())).status).toBe(201);
  });

  it('lets a flood of junk naming a shop use none of its allowance: 200 invalid requests from 20 addresses, then 8 real bookings', async () => {
    const shop = await createTestShop({ barbers: 3 });
    const valid = () => booking(shop, '09:00');
    // Shapes a bot sends when it knows only the (public) shop id: each is refused before any booking.
    const junk: Array<() => Record<string, unknown>> = [
      () => ({ barbershopId: shop.id }),
      () => ({ ...valid(), customerPhone: 'not a phone' }),
      () => ({ ...valid(), customerName: '' }),
      () => ({ ...valid(), serviceId: 'no-such-service' }),
      () => ({ ...valid(), barberId: 'no-such-barber' }),
      () => ({ ...valid(), time: '03:00' }),
      () => ({ ...valid(), date: '2000-01-03' }),
      () => ({ ...valid(), time: '9am' }),
      () => ({ ...valid(), serviceIds: ['x'] }),
      () => ({ ...valid(), customerEmail: 'nobody' }),
    ];
    const flooders = Array.from({ length: 20 }, newClient);
    const answers = await Promise.all(
      flooders.map(async (client, i) => {
        const statuses: number[] = [];
        // each address starts at another shape, so every shape reaches the route past the client limit
        for (let k = 0; k < junk.length; k += 1) {
          statuses.push((await call('/api/appointments', junk[(i + k) % junk.length]!(), client)).status);
        }
        return statuses;
      }),
    );
    const statuses = answers.flat();
    expect(statuses).toHaveLength(200);
    expect(statuses.filter((s) => s < 400 || s >= 500)).toEqual([]);
    // the flooders' own addresses are stopped by their per-client limit
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(100);
    expect(await appointmentsOf(shop)).toEqual([]);

    // The shop's whole allowance is still there for customers on other addresses.
    const times = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00', '12:30'];
    for (const time of times) expect((await call('/api/appointments', booking(shop, time), newClient())).status).toBe(201);
    expect(await appointmentsOf(shop)).toHaveLength(8);
  });

  it('counts only bookings made against the shop: invalid requests, taken slots, repeats and a customer over the cap use none', async () => {
    const shop = await createTestShop({ barbers: 1 });
    const regular = booking(shop, '09:00');
    const made = await call('/api/appointments', regular, newClient());
    expect(made.status).toBe(201);
    for (const time of ['09:30', '10:00']) {
      const again = { ...booking(shop, time), customerPhone: regular.customerPhone };
      expect((await call('/api/appointments', again, newClient())).status).toBe(201);
    }
    // 3 made; now refused requests, each from an address of its own:
    const refused = [
      { body: { ...regular, customerName: '' }, status: 400 }, // validation
      { body: { ...regular, customerPhone: '12' }, status: 400 },
      { body: { ...booking(shop, '09:00'), time: '03:00' }, status: 422 }, // outside opening hours
      { body: booking(shop, '09:00'), status: 409 }, // slot taken by another customer
      { body: booking(shop, '09:30'), status: 409 },
      { body: regular, status: 409 }, // the same booking sent again
      { body: regular, status: 409 },
      { body: { ...booking(shop, '10:30'), customerPhone: regular.customerPhone }, status: 409 }, // 4th upcoming: the customer cap
    ];
    for (const { body, status } of refused) expect((await call('/api/appointments', body, newClient())).status).toBe(status);

    // 3 of 8 used: 5 more are made, then the shop's limit answers.
    for (const time of ['10:30', '11:00', '11:30', '12:00', '12:30']) {
      expect((await call('/api/appointments', booking(shop, time), newClient())).status).toBe(201);
    }
    const full = await call('/api/appointments', booking(shop, '13:00'), newClient());
    expect(full.status).toBe(429);
    expect(full.body.message).toBe(
      'This barbershop is receiving too many online bookings right now. Please try again in 60 minutes or contact the shop.',
    );
    expectRetryAfter(full.retryAfter, 3600);
    expect(await appointmentsOf(shop)).toHaveLength(8);
  });

  it("lets one address make only its share of a shop's bookings, so no single source can use up the shop", async () => {
    const shop = await createTestShop({ barbers: 3 });
    const client = newClient();
    for (const time of ['09:00', '09:30', '10:00']) {
      expect((await call('/api/appointments', booking(shop, time), client)).status).toBe(201);
    }
    const refused = await call('/api/appointments', booking(shop, '10:30'), client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      message: 'Too many bookings at this barbershop from your connection. Please try again in 60 minutes or contact the shop.',
    });
    expectRetryAfter(refused.retryAfter, 3600);
    // the address still books elsewhere, and the shop takes bookings from everyone else
    expect((await call('/api/appointments', booking(await createTestShop(), '10:30'), client)).status).toBe(201);
    expect((await call('/api/appointments', booking(shop, '10:30'), newClient())).status).toBe(201);
  });
});

describe('sign-in limits', () => {
  async function ownerWithUsername() {
    const owner = await createOwner('limits-login');
    const username = `lim${randomUUID().replace(/-/g, '').slice(0, 12)}`;
    await adminDb.doc(`usernames/${username}`).set({ uid: owner.uid });
    return { ...owner, username };
  }

  it('refuses an account after its failed passwords, by username and email alike and from any address, even with the right password', async () => {
    const owner = await ownerWithUsername();
    for (const login of [owner.username, owner.email, owner.username.toUpperCase()]) {
      const wrong = await call('/api/login', { username: login, password: 'wrong-password-1' }, newClient());
      expect(wrong.status).toBe(401);
    }
    const locked = await call('/api/login', { username: owner.username, password: owner.password }, newClient());
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({
      message: 'Too many failed sign-in attempts for this account. Please try again in 15 minutes.',
    });
    expectRetryAfter(locked.retryAfter, 900);
    expect((await call('/api/login', { username: owner.email, password: owner.password }, newClient())).status).toBe(429);

    const other = await ownerWithUsername();
    expect((await call('/api/login', { username: other.username, password: other.password }, newClient())).status).toBe(200);
  });

  it('answers a name without an account the same way after its failures', async () => {
    const name = `nobody${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 3; i += 1)
      expect((await call('/api/login', { username: name, password: 'guess-password' }, newClient())).status).toBe(401);
    expect((await call('/api/login', { username: name, password: 'guess-password' }, newClient())).status).toBe(429);
  });

  it('answers a name that cannot be a username (a path, dots) as any wrong sign-in, never 500', async () => {
    for (const name of ['a/b', '..', '__x__', 'x/../y'])
      expect((await call('/api/login', { username: name, password: 'guess-password' }, newClient())).status, name).toBe(401);
  });

  it('clears the failures when the owner signs in', async () => {
    const owner = await ownerWithUsername();
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 2; i += 1)
        expect((await call('/api/login', { username: owner.username, password: 'wrong-password-1' }, newClient())).status).toBe(
          401,
        );
      expect((await call('/api/login', { username: owner.username, password: owner.password }, newClient())).status).toBe(200);
    }
  });

  it('refuses one client guessing at many accounts, while others still sign in', async () => {
    const client = newClient();
    for (let i = 0; i < 6; i += 1) {
      expect(
        (await call('/api/login', { username: `guess${randomUUID().slice(0, 8)}`, password: 'guess-password' }, client)).status,
      ).toBe(401);
    }
    const owner = await ownerWithUsername();
    const refused = await call('/api/login', { username: owner.username, password: owner.password }, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many sign-in attempts. Please try again in 15 minutes.' });
    expectRetryAfter(refused.retryAfter, 900);
    expect((await call('/api/login', { username: owner.username, password: owner.password }, newClient())).status).toBe(200);
  });
});

describe('password change limits', () => {
  const changePassword = (owner: { token: string }, currentPassword: string, newPassword = 'changed-password-1') =>
    call('/api/user/change-password', { currentPassword, newPassword }, newClient(), [], owner.token);

  it('refuses an account after its wrong current passwords, even the right one, until the window has passed', async () => {
    const owner = await createOwner('limits-change');
    for (let i = 0; i < 3; i += 1) {
      const wrong = await changePassword(owner, `wrong-password-${i}`);
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe('Current password is incorrect');
    }
    const locked = await changePassword(owner, owner.password);
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ message: 'Too many wrong current passwords. Please try again in 15 minutes.' });
    expectRetryAfter(locked.retryAfter, 900);
    // the password was not changed
    expect(await idTokenFor(owner.email, owner.password)).toBeTruthy();

    // another account is not affected
    const other = await createOwner('limits-change');
    expect((await changePassword(other, other.password)).status).toBe(200);

    // after the window, the right password changes it
    const { rateLimitClock } = await import('../../functions/src/services/rate-limits');
    const pinned = rateLimitClock.now;
    const later = pinned() + 900_000;
    rateLimitClock.now = () => later;
    try {
      const changed = await changePassword(owner, owner.password);
      expect(changed.status).toBe(200);
      expect(changed.body.message).toBe('Password changed');
    } finally {
      rateLimitClock.now = pinned;
    }
    expect(await idTokenFor(owner.email, 'changed-password-1')).toBeTruthy();
  });

  it('clears the count when the right current password is given', async () => {
    const owner = await createOwner('limits-change');
    let session = owner;
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 2; i += 1) expect((await changePassword(session, 'wrong-password-1')).status).toBe(400);
      const next = `changed-password-${round}`;
      expect((await changePassword(session, session.password, next)).status).toBe(200);
      // a new password ends the other sessions: sign in again with it
      session = { ...owner, password: next, token: await idTokenFor(owner.email, next) };
    }
  });
});

describe('registration limits', () => {
  it('limits registrations and subscription starts per client, each on its own count', async () => {
    const client = newClient();
    const form = () => {
      const tag = randomUUID().slice(0, 8);
      return { businessName: `Limit Cuts ${tag}`, email: `limit-reg-${tag}@test.example`, password: 'limit-pass-1' };
    };
    for (let i = 0; i < 2; i += 1) expect((await call('/api/register', form(), client)).status).toBe(201);
    const third = form();
    const refused = await call('/api/register', third, client);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: 'Too many registration attempts. Please try again in 60 minutes.' });
    expectRetryAfter(refused.retryAfter, 3600);
    await expect(adminAuth.getUserByEmail(third.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });

    const subscribe = () => call('/api/create-subscription', { email: third.email, businessName: third.businessName }, client);
    expect((await subscribe()).status).toBe(503); // billing is disabled in this process; the limit stands in front
    expect((await subscribe()).status).toBe(503);
    const refusedSubscription = await subscribe();
    expect(refusedSubscription.status).toBe(429);
    expect(refusedSubscription.body).toEqual({ message: 'Too many registration attempts. Please try again in 60 minutes.' });
    expectRetryAfter(refusedSubscription.retryAfter, 3600);

    expect((await call('/api/register', third, newClient())).status).toBe(201);
  });
});

describe('what the limits store', () => {
  it('keeps hashed keys with an expiry for the TTL policy, never an address, email or username', async () => {
    const client = newClient();
    const owner = await createOwner('limits-store');
    await call('/api/login', { username: owner.email, password: 'wrong-password-1' }, client);
    const docs = (await adminDb.collection('rateLimits').get()).docs;
    expect(docs.length).toBeGreaterThan(0);
    for (const doc of docs) {
      expect(doc.id).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(doc.data()).sort()).toEqual(['count', 'expiresAt', 'name', 'windowStart']);
      expect(doc.get('expiresAt').toMillis()).toBeGreaterThan(doc.get('windowStart').toMillis());
    }
    const stored = JSON.stringify(docs.map((d) => d.data()));
    expect(stored).not.toContain(client);
    expect(stored).not.toContain(owner.email);
    expect(stored).not.toContain(owner.uid);
  });
});
