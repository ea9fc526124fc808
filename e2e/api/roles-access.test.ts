// Issue 35: every owner route outside the bookings answers each role as docs/permissions.md says
// (core's PERMISSIONS), reading the membership per request: a removed member's next request is
// refused, another shop's member is refused, a member's change waits on the owner's billing.
import { noAccessMessage, subscriptionAccess } from '@barbershop/core/billing';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createMember, removeMembership, type TestMember } from '../support/members';
import { createOwner, idTokenFor, type TestOwner } from '../support/owners';
import { createTestShop, STANDARD_HOURS, type TestShop } from '../support/shops';

type Caller = 'owner' | 'manager' | 'frontDesk' | 'barber' | 'removed' | 'otherShop' | 'signedOut';
const CALLERS: Caller[] = ['owner', 'manager', 'frontDesk', 'barber', 'removed', 'otherShop', 'signedOut'];

let owner: TestOwner;
let shop: TestShop;
let tokens: Record<Caller, string | null>;
let barber: TestMember;

beforeAll(async () => {
  owner = await createOwner('roles');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
  const manager = await createMember(shop.id, 'manager', { name: 'Mia Manager' });
  const frontDesk = await createMember(shop.id, 'frontDesk', { name: 'Fran Desk' });
  barber = await createMember(shop.id, 'barber', { barberId: shop.barberIds[0]!, name: 'Barber 1' });
  const removed = await createMember(shop.id, 'manager', { name: 'Rex Removed' });
  await removeMembership(shop.id, removed.uid);
  const otherOwner = await createOwner('other');
  const otherShop = await createTestShop({ ownerUid: otherOwner.uid });
  const outsider = await createMember(otherShop.id, 'manager', { name: 'Otto Other' });
  tokens = {
    owner: owner.token,
    manager: manager.token,
    frontDesk: frontDesk.token,
    barber: barber.token,
    removed: removed.token,
    otherShop: outsider.token,
    signedOut: null,
  };
});

/** Every caller but the signed-out one: refused 403 unless the row says otherwise. */
type Row = {
  name: string;
  method: string;
  path: () => string;
  body?: () => unknown;
  allowed: Partial<Record<Caller, number>>;
};

const own = () => shop.barberIds[0]!;
const other = () => shop.barberIds[1]!;
const today = new Date().toISOString().slice(0, 10);

// The allowed callers with the status they get; any other signed-in caller 403, signed out 401.
// Customer ids that do not exist: a caller past the role check gets 404, so the row stays the same
// whoever calls first (the positive merges and erasures are below).
const ROWS: Row[] = [
  {
    name: 'GET a barber',
    method: 'GET',
    path: () => `/api/barbers/${own()}`,
    allowed: { owner: 200, manager: 200, frontDesk: 200, barber: 200 },
  },
  {
    name: "GET a barber's future appointments (to remove them)",
    method: 'GET',
    path: () => `/api/barbers/${other()}/future-appointments`,
    allowed: { owner: 200, manager: 200 },
  },
  {
    name: "PATCH another barber's bio",
    method: 'PATCH',
    path: () => `/api/barbers/${other()}`,
    body: () => ({ bio: 'Fades' }),
    allowed: { owner: 200, manager: 200 },
  },
  {
    name: 'PATCH their own bio',
    method: 'PATCH',
    path: () => `/api/barbers/${own()}`,
    body: () => ({ bio: 'Beards' }),
    allowed: { owner: 200, manager: 200, barber: 200 },
  },
  {
    name: 'PATCH their own active flag',
    method: 'PATCH',
    path: () => `/api/barbers/${own()}`,
    body: () => ({ isActive: true }),
    allowed: { owner: 200, manager: 200 },
  },
  {
    name: 'PATCH their own weekly hours',
    method: 'PATCH',
    path: () => `/api/barbers/${own()}`,
    body: () => ({ weeklyHours: STANDARD_HOURS }),
    // past the role check the API has nothing to store (the hours are written through the rules)
    allowed: { owner: 400, manager: 400 },
  },
  {
    name: 'POST a service',
    method: 'POST',
    path: () => `/api/barbershops/${shop.id}/services`,
    body: () => ({ name: 'Trim', duration: 15, price: 10 }),
    allowed: { owner: 201, manager: 201 },
  },
  {
    name: 'PATCH the shop settings',
    method: 'PATCH',
    path: () => `/api/barbershops/${shop.id}`,
    body: () => ({ description: 'Cuts and shaves' }),
    allowed: { owner: 200, manager: 200 },
  },
  {
    name: 'PATCH the shop hours',
    method: 'PATCH',
    path: () => `/api/barbershops/${shop.id}`,
    body: () => ({ businessHours: STANDARD_HOURS }),
    allowed: { owner: 200, manager: 200 },
  },
  {
    name: 'PUT the shop profile',
    method: 'PUT',
    path: () => `/api/barbershops/${shop.id}`,
    body: () => ({ name: shop.name, address: '1 Test Street, London' }),
    allowed: { owner: 200, manager: 200 },
  },
  {
    name: 'GET the customers',
    method: 'GET',
    path: () => `/api/barbershops/${shop.id}/customers`,
    allowed: { owner: 200, manager: 200, frontDesk: 200 },
  },
  {
    name: 'POST a customer merge',
    method: 'POST',
    path: () => `/api/barbershops/${shop.id}/customers/no-such-customer/merge`,
    body: () => ({ duplicateId: 'no-such-duplicate' }),
    allowed: { owner: 404, manager: 404, frontDesk: 404 },
  },
  {
    name: 'POST a customer erasure',
    method: 'POST',
    path: () => `/api/barbershops/${shop.id}/customers/no-such-customer/erase`,
    allowed: { owner: 404, manager: 404 },
  },
  {
    name: 'GET the reports',
    method: 'GET',
    path: () => `/api/barbershops/${shop.id}/reports?from=${today}&to=${today}`,
    allowed: { owner: 200, manager: 200 },
  },
  {
    name: 'GET the email activity',
    method: 'GET',
    path: () => `/api/barbershops/${shop.id}/email-activity`,
    allowed: { owner: 200, manager: 200, frontDesk: 200 },
  },
  {
    name: "GET the shop's payment account",
    method: 'GET',
    path: () => `/api/payments/account?shopId=${shop.id}`,
    allowed: { owner: 200 },
  },
  {
    name: "GET the shop's seats",
    method: 'GET',
    path: () => `/api/user/seats?shopId=${shop.id}`,
    allowed: { owner: 200, manager: 200 },
  },
  {
    name: 'GET the subscription (the caller’s own billing)',
    method: 'GET',
    path: () => '/api/user/subscription',
    // otherShop's caller is a staff account too: billing is its owner's
    allowed: { owner: 200 },
  },
];

describe('owner routes by role (docs/permissions.md)', () => {
  for (const row of ROWS) {
    it(row.name, async () => {
      for (const caller of CALLERS) {
        const expected = caller === 'signedOut' ? 401 : (row.allowed[caller] ?? 403);
        const res = await callApi(row.method, row.path(), { token: tokens[caller], body: row.body?.() });
        expect(res.status, `${caller}: ${res.text}`).toBe(expected);
      }
    });
  }

  it('tells each refusal why: the role, another shop, a removed member', async () => {
    const path = `/api/barbershops/${shop.id}/reports?from=${today}&to=${today}`;
    expect((await callApi('GET', path, { token: tokens.frontDesk })).body).toEqual({
      message: 'Your role (front desk) does not allow this',
    });
    for (const caller of ['removed', 'otherShop'] as const)
      expect((await callApi('GET', path, { token: tokens[caller] })).body).toEqual({
        message: 'This barbershop belongs to another account',
      });
    expect((await callApi('GET', `/api/barbers/${own()}`, { token: tokens.otherShop })).body).toEqual({
      message: 'This barber belongs to another barbershop',
    });
  });
});

describe('a barber on their own column', () => {
  it('changes their bio, not another barber’s, nor their own active flag or hours', async () => {
    const mine = await callApi('PATCH', `/api/barbers/${own()}`, {
      token: barber.token,
      body: { bio: 'Skin fades', name: 'Bo' },
    });
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ bio: 'Skin fades', name: 'Bo' });
    const theirs = await callApi('PATCH', `/api/barbers/${other()}`, { token: barber.token, body: { bio: 'Hijacked' } });
    expect(theirs.status).toBe(403);
    expect(theirs.body).toEqual({ message: 'You can only change your own profile' });
    for (const body of [{ isActive: false }, { weeklyHours: [] }, { bio: 'And', isActive: false }])
      expect((await callApi('PATCH', `/api/barbers/${own()}`, { token: barber.token, body })).status, JSON.stringify(body)).toBe(
        403,
      );
    const [mineNow, theirsNow] = await Promise.all(
      [own(), other()].map(async (id) => (await adminDb.doc(`barbershops/${shop.id}/barbers/${id}`).get()).data()!),
    );
    expect(mineNow).toMatchObject({ bio: 'Skin fades', isActive: true });
    expect(theirsNow?.bio).not.toBe('Hijacked');
  });
});

describe('staff management by a manager', () => {
  it('adds a barber on the owner’s seats and deletes one; front desk and barbers cannot', async () => {
    const added = await callApi('POST', `/api/barbershops/${shop.id}/barbers`, {
      token: tokens.manager,
      body: { name: 'New Hire' },
    });
    expect(added.status).toBe(201);
    for (const caller of ['frontDesk', 'barber', 'removed', 'otherShop'] as const) {
      expect(
        (await callApi('POST', `/api/barbershops/${shop.id}/barbers`, { token: tokens[caller], body: { name: 'X' } })).status,
      ).toBe(403);
      expect((await callApi('DELETE', `/api/barbers/${added.body.id}`, { token: tokens[caller] })).status).toBe(403);
    }
    expect((await callApi('DELETE', `/api/barbers/${added.body.id}`, { token: tokens.manager })).status).toBe(204);
    expect((await adminDb.doc(`barbershops/${shop.id}/barbers/${added.body.id}`).get()).exists).toBe(false);
  });
});

describe('customers by role', () => {
  const addCustomer = async (id: string, name: string) => {
    await adminDb.doc(`barbershops/${shop.id}/customers/${id}`).set({
      id,
      shopId: shop.id,
      name,
      phone: '',
      email: '',
      notes: '',
      createdAt: new Date(),
    });
  };

  it('front desk merges duplicates; a manager erases a customer, front desk cannot', async () => {
    const suffix = Date.now().toString(36);
    await addCustomer(`kept-${suffix}`, 'Ann Lee');
    await addCustomer(`dup-${suffix}`, 'Ann Lee');
    const merged = await callApi('POST', `/api/barbershops/${shop.id}/customers/kept-${suffix}/merge`, {
      token: tokens.frontDesk,
      body: { duplicateId: `dup-${suffix}` },
    });
    expect(merged.status).toBe(200);
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/dup-${suffix}`).get()).exists).toBe(false);
    const erase = `/api/barbershops/${shop.id}/customers/kept-${suffix}/erase`;
    expect((await callApi('POST', erase, { token: tokens.frontDesk })).status).toBe(403);
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/kept-${suffix}`).get()).exists).toBe(true);
    expect((await callApi('POST', erase, { token: tokens.manager })).status).toBe(200);
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/kept-${suffix}`).get()).exists).toBe(false);
  });
});

describe('the email activity', () => {
  it('says which member triggered an email, null for an automatic one', async () => {
    const log = adminDb.collection(`barbershops/${shop.id}/emailLog`);
    const base = { shopId: shop.id, emailType: 'booking_confirmation', recipientEmail: 'ann@example.com', status: 'sent' };
    await log
      .doc('by-member')
      .set({ ...base, id: 'by-member', sentAt: new Date(), triggeredBy: { uid: 'u1', name: 'Fran Desk', role: 'frontDesk' } });
    await log.doc('automatic').set({ ...base, id: 'automatic', sentAt: new Date(Date.now() - 1000) });
    const res = await callApi('GET', `/api/barbershops/${shop.id}/email-activity`, { token: tokens.frontDesk });
    expect(res.status).toBe(200);
    const byId = new Map((res.body as { id: string; triggeredBy: unknown }[]).map((e) => [e.id, e.triggeredBy]));
    expect(byId.get('by-member')).toEqual({ uid: 'u1', name: 'Fran Desk', role: 'frontDesk' });
    expect(byId.get('automatic')).toBeNull();
  });
});

describe('membership read per request', () => {
  it("refuses a member's next request once they are removed", async () => {
    const member = await createMember(shop.id, 'frontDesk', { name: 'Soon Gone' });
    const path = `/api/barbershops/${shop.id}/customers`;
    expect((await callApi('GET', path, { token: member.token })).status).toBe(200);
    await removeMembership(shop.id, member.uid);
    const after = await callApi('GET', path, { token: member.token });
    expect(after.status).toBe(403);
    expect(after.body).toEqual({ message: 'This barbershop belongs to another account' });
  });

  it("refuses a member's change when the owner's trial has ended; reading stays open", async () => {
    const endedOwner = await createOwner('ended');
    const endedShop = await createTestShop({ ownerUid: endedOwner.uid });
    const manager = await createMember(endedShop.id, 'manager');
    const billing = { subscriptionStatus: 'trialing', trialEndsAt: new Date(Date.now() - 86400_000), seatsTotal: 4 } as const;
    await adminDb.doc(`users/${endedOwner.uid}`).update({ billing });
    const change = await callApi('PATCH', `/api/barbershops/${endedShop.id}`, {
      token: manager.token,
      body: { description: 'x' },
    });
    expect(change.status).toBe(403);
    expect(change.body).toEqual({ message: noAccessMessage(subscriptionAccess(billing, Date.now())) });
    expect((await adminDb.doc(`barbershops/${endedShop.id}`).get()).get('description')).not.toBe('x');
    expect(
      (await callApi('GET', `/api/barbershops/${endedShop.id}/reports?from=${today}&to=${today}`, { token: manager.token }))
        .status,
    ).toBe(200);
  });
});

describe('an account that owns a shop and works in another', () => {
  it('changes the shop that employs it, whose subscription runs, though its own trial has ended', async () => {
    const lapsed = await createOwner('lapsed');
    const ownShop = await createTestShop({ ownerUid: lapsed.uid });
    await adminDb.doc(`users/${lapsed.uid}`).update({
      billing: { subscriptionStatus: 'trialing', trialEndsAt: new Date(Date.now() - 86400_000), seatsTotal: 4 },
    });
    await adminDb.doc(`barbershops/${shop.id}/members/${lapsed.uid}`).set({
      id: lapsed.uid,
      shopId: shop.id,
      role: 'manager',
      barberId: null,
      name: 'Lou Lapsed',
      email: lapsed.email,
      joinedAt: new Date(),
      invitedBy: owner.uid,
    });
    const there = await callApi('PATCH', `/api/barbershops/${shop.id}`, {
      token: lapsed.token,
      body: { description: 'Changed by a manager who owns a lapsed shop' },
    });
    expect(there.status, there.text).toBe(200);
    const home = await callApi('PATCH', `/api/barbershops/${ownShop.id}`, { token: lapsed.token, body: { description: 'x' } });
    expect(home.status).toBe(403);
  });
});

describe("a staff account's own account", () => {
  it('reads itself, changes its password, and deleting it removes only its account and memberships', async () => {
    const member = await createMember(shop.id, 'frontDesk', { name: 'Dee Leaving' });
    const me = await callApi('GET', '/api/user', { token: member.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: member.uid, role: 'staff' });
    const changed = await callApi('POST', '/api/user/change-password', {
      token: member.token,
      body: { currentPassword: member.password, newPassword: 'another-password-2' },
    });
    expect(changed.status, changed.text).toBe(200);
    const token = await idTokenFor(member.email, 'another-password-2');
    const seats = await callApi('POST', '/api/user/seats/update', { token, body: { seatsTotal: 9 } });
    expect(seats.status).toBe(403);
    expect(seats.body).toEqual({ message: 'Billing belongs to the shop owner’s account' });

    const deleted = await callApi('DELETE', '/api/user/account', { token });
    expect(deleted.status, deleted.text).toBe(204);
    expect((await adminDb.doc(`barbershops/${shop.id}/members/${member.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`users/${member.uid}`).get()).exists).toBe(false);
    await expect(adminAuth.getUser(member.uid)).rejects.toThrow();
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('ownerId')).toBe(owner.uid);
    expect((await adminDb.collection(`barbershops/${shop.id}/barbers`).get()).size).toBeGreaterThanOrEqual(2);
  });
});
