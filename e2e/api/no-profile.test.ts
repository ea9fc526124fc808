// Every /api route that authenticates is an owner's. Called by a signed-in identity that is not
// an owner with a profile — a manage link's booking identity, or an account made straight
// through the Auth emulator with no users/{uid} — each answers a JSON error (403, 401), never a
// 5xx and never a result (issue 31). The route list is read from the real router, so a route
// added later is swept too, or has to be named public here.
import { customerIdForPhone } from '@barbershop/core/customers';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../functions/src/routes';
import { adminAuth, adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { AUTH_HOST } from '../support/env';
import { waitForOutbox } from '../support/outbox';
import { createOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

/** Routes that take no sign-in (or ignore one): they answer whoever calls. */
const PUBLIC = new Set([
  'GET /api/health',
  'POST /api/register',
  'GET /api/usernames/:username',
  'POST /api/login',
  'POST /api/password-reset',
  'POST /api/logout',
  'POST /api/create-subscription',
  'GET /api/billing/config',
  'POST /api/appointments',
  'POST /api/appointments/:id/manage',
  'POST /api/appointments/:id/reschedule',
  // the manage link's cancel (its token) and the time kept while paying (the intent's client secret)
  'POST /api/appointments/:id/manage/cancel',
  'POST /api/holds/:holdId/complete',
  'DELETE /api/holds/:holdId',
  'GET /api/appointments/:id/summary',
  'POST /api/dev/jobs/:name',
  'GET /api/barbershops',
  'GET /api/barbershops/by-slug/:slug',
  'GET /api/barbershops/:id',
  'GET /api/barbershops/:id/services',
  'GET /api/barbershops/:id/barbers',
  'GET /api/barbershops/:id/reviews',
  'GET /api/barbershops/:id/slots',
  'GET /api/barbershops/:id/availability',
  'GET /api/barbershops/:id/next-available',
  // a postcode or district's centre (the near search's place box)
  'GET /api/places',
  'GET /api/barbers/:barberId/all-slots',
  // an invite's page, signed in or not (the accept with a Bearer token is swept below)
  'POST /api/invites/preview',
  // joining the waitlist, and the entry's private link (its token)
  'POST /api/waitlist',
  'POST /api/waitlist/:entryId/lookup',
  'POST /api/waitlist/:entryId/leave',
  // an offer's private link (its token), and the unsubscribe link of a shop's marketing email (its key)
  'POST /api/waitlist/offers/:offerId/lookup',
  'POST /api/waitlist/offers/:offerId/claim',
  'POST /api/waitlist/offers/:offerId/leave',
  'POST /api/unsubscribe',
]);

/** The account's own deletion also finishes for an account without a profile (below). */
const ACCOUNT_DELETION = 'DELETE /api/user/account';

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  name?: string;
  handle?: { stack?: Layer[] };
}

/** Every route of the /api router as 'METHOD /api/path', nested routers included. */
function routesOf(stack: Layer[]): string[] {
  return stack.flatMap((layer) => {
    if (layer.route) return Object.keys(layer.route.methods).map((m) => `${m.toUpperCase()} /api${layer.route!.path}`);
    return layer.handle?.stack ? routesOf(layer.handle.stack) : [];
  });
}

const ALL_ROUTES = routesOf((apiRoutes() as unknown as { stack: Layer[] }).stack);
const OWNER_ROUTES = ALL_ROUTES.filter((r) => !PUBLIC.has(r) && r !== ACCOUNT_DELETION);

/** Plausible bodies, so that no route could stop at validation before it meets the identity. */
const BODIES: Record<string, unknown> = {
  'POST /api/user/seats/update': { seatsTotal: 5 },
  'POST /api/user/seats/calculate-price': { newSeatsTotal: 5 },
  'POST /api/user/change-password': { currentPassword: 'test-password-1', newPassword: 'a-new-password-2' },
  'POST /api/subscription/complete': { paymentIntentId: 'pi_123' },
  'POST /api/barbershops': { name: 'Sneaky Cuts', address: '1 Side Street' },
  'POST /api/barbershops/:id/barbers': { name: 'Sneaky' },
  'POST /api/barbershops/:id/services': { name: 'Sneaky', durationMin: 30, price: '10.00' },
  'POST /api/barbershops/:id/customers': { name: 'Sneaky', phone: '07911 150199', email: 'sneaky@example.com' },
  'POST /api/barbershops/:id/customers/:customerId/merge': { duplicateId: 'someone-else' },
  'POST /api/appointments/:id/cancel': { reason: 'No' },
  'POST /api/time-blocks/:id/remove-day': { date: futureWeekday(20, 2) },
  'POST /api/invites/accept': { token: 'a'.repeat(43) },
  'POST /api/barbershops/:id/invites': { email: 'sneaky@example.com', role: 'frontDesk' },
  'PATCH /api/barbershops/:id/members/:uid': { role: 'frontDesk' },
  'PUT /api/barbershops/:id/location': { lat: 51.5, lng: -0.1 },
};

const DAY = futureWeekday(20, 2);
/** Queries the reads need, likewise. */
const QUERIES: Record<string, string> = {
  'GET /api/barbershops/:id/appointments': `?startDate=${DAY}&endDate=${DAY}`,
  'GET /api/barbers/:id/appointments': `?startDate=${DAY}&endDate=${DAY}`,
  'GET /api/barbers/:id/time-blocks': `?startDate=${DAY}&endDate=${DAY}`,
  'GET /api/barbershops/:id/reports': `?from=${DAY}&to=${DAY}`,
  'GET /api/barbershops/:id/waitlist': `?date=${DAY}`,
};

let shop: TestShop;
let appointmentId: string;
let customerId: string;
const identities: { name: string; token: string; status: number; message: string }[] = [];
let noProfile: { uid: string; token: string };

/** The ids of the test's own shop, so every check below reaches a real document. */
function pathOf(route: string): string {
  const [, path] = route.split(' ') as [string, string];
  return path
    .replace('/barbershops/:id', `/barbershops/${shop.id}`)
    .replace('/barbers/:id', `/barbers/${shop.barberIds[0]}`)
    .replace('/appointments/:id', `/appointments/${appointmentId}`)
    .replace(':customerId', customerId)
    .replace(/:[a-zA-Z]+/g, 'no-such-id');
}

async function signIn(kind: 'signInWithCustomToken' | 'signUp', body: Record<string, unknown>) {
  const res = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:${kind}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, returnSecureToken: true }),
  });
  const json = (await res.json()) as { idToken?: string; error?: { message: string } };
  if (!json.idToken) throw new Error(`${kind} failed: ${json.error?.message}`);
  return { uid: (await adminAuth.verifyIdToken(json.idToken)).uid, token: json.idToken };
}

beforeAll(async () => {
  const owner = await createOwner('no-profile');
  shop = await createTestShop({ ownerUid: owner.uid });
  const booked = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      date: futureWeekday(20, 2),
      time: '10:00',
      customerName: 'Bo Booker',
      customerPhone: '07911 150198',
      customerEmail: `bo-${shop.id}@example.com`,
      notes: '',
    },
  });
  expect(booked.status, booked.text).toBe(201);
  appointmentId = booked.body.id;
  customerId = customerIdForPhone('+447911150198');
  // the confirmation email's trigger adds its manage link's hash to the booking: let it finish
  // before the routes' sweep compares the booking with itself (a queued trigger is no route's change)
  const [confirmation] = await waitForOutbox(`bo-${shop.id}@example.com`, /^Booking confirmed/, 1, 90_000);
  expect(confirmation, 'the confirmation email').toBeDefined();
  const manage = await callApi('POST', `/api/appointments/${appointmentId}/manage`, { body: { token: booked.body.manageToken } });
  expect(manage.status, manage.text).toBe(200);
  const booking = await signIn('signInWithCustomToken', { token: manage.body.firebaseToken });
  noProfile = await signIn('signUp', { email: `no-profile-${randomUUID().slice(0, 8)}@test.example`, password: 'no-profile-1' });
  identities.push(
    {
      name: 'a manage link’s booking identity',
      token: booking.token,
      status: 403,
      message: 'This sign-in opens one booking only: sign in to your account',
    },
    { name: 'an Auth account without a profile', token: noProfile.token, status: 401, message: 'Account not found' },
  );
}, 150_000);

describe('owner routes called by an identity that is not an owner with a profile', () => {
  it('lists every route of the router, the public ones by name', () => {
    for (const route of PUBLIC) expect(ALL_ROUTES, route).toContain(route);
    expect(ALL_ROUTES).toContain(ACCOUNT_DELETION);
    expect(OWNER_ROUTES).toContain('POST /api/user/seats/update');
    expect(OWNER_ROUTES.length).toBeGreaterThanOrEqual(35);
  });

  it('answers each one a JSON error, never a 5xx, and changes nothing', async () => {
    const before = (await adminDb.doc(`barbershops/${shop.id}/appointments/${appointmentId}`).get()).data();
    const failures: string[] = [];
    for (const identity of identities) {
      for (const route of [...OWNER_ROUTES, ACCOUNT_DELETION]) {
        if (route === ACCOUNT_DELETION && identity.status === 401) continue; // its own test below
        const method = route.split(' ')[0]!;
        const body = BODIES[route] ?? (method === 'GET' || method === 'DELETE' ? undefined : {});
        const res = await callApi(method, pathOf(route) + (QUERIES[route] ?? ''), { token: identity.token, body });
        const answer = `${identity.name}: ${route} answered ${res.status} ${res.text.slice(0, 120)}`;
        if (res.status !== identity.status || (res.body as { message?: unknown })?.message !== identity.message) {
          failures.push(answer);
        }
      }
    }
    expect(failures).toEqual([]);
    // the booking the identity belongs to is as it was, and no shop was made for either
    expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${appointmentId}`).get()).data()).toEqual(before);
    expect((await adminDb.collection('barbershops').where('ownerId', '==', noProfile.uid).get()).size).toBe(0);
    expect((await adminDb.doc(`users/${noProfile.uid}`).get()).exists).toBe(false);
  });

  it('lets an account without a profile delete itself (what a deletion stopped half-way needs to finish)', async () => {
    const res = await callApi('DELETE', '/api/user/account', { token: noProfile.token });
    expect(res.status, res.text).toBe(204);
    await expect(adminAuth.getUser(noProfile.uid)).rejects.toThrow();
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).exists).toBe(true);
  });
});
