// Staff invites and membership (issue 35, DESIGN "Invites", "Members API"): invite by email, the
// emailed single-use link, joining with a new account or a signed-in one, roles that may invite,
// barber columns, removal and the cascades. Through the real API and the emulators.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminAuth, adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createMember } from '../support/members';
import { waitForOutbox } from '../support/outbox';
import { createOwner, idTokenFor, idTokenFromCustomToken, type TestOwner } from '../support/owners';
import { createTestShop, type TestShop } from '../support/shops';

const PASSWORD = 'joined-pass-1';
const GONE = 'This invite has expired or was already used';

async function ownerWithShop(barbers = 3): Promise<{ owner: TestOwner; shop: TestShop }> {
  const owner = await createOwner('inviter');
  const shop = await createTestShop({ ownerUid: owner.uid, barbers });
  return { owner, shop };
}

const newEmail = () => `invitee-${randomUUID().slice(0, 8)}@test.example`;

const invite = (token: string, shopId: string, body: unknown) =>
  callApi('POST', `/api/barbershops/${shopId}/invites`, { token, body });

/** The token of the `nth` invite email to `to` (1: the first), read from its /join link. */
async function emailedToken(to: string, nth = 1): Promise<string> {
  const mails = await waitForOutbox(to, /invited you to join/, nth);
  expect(mails.length).toBeGreaterThanOrEqual(nth);
  const texts = mails.sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis()).map((m) => String(m.text));
  const match = /\/join\?token=([A-Za-z0-9_-]+)/.exec(texts[nth - 1]!);
  expect(match, texts[nth - 1]).not.toBeNull();
  return match![1]!;
}

const preview = (token: string) => callApi('POST', '/api/invites/preview', { body: { token } });
const accept = (body: Record<string, unknown>, bearer?: string) =>
  callApi('POST', '/api/invites/accept', { body, token: bearer ?? null });

/** tokensValidAfterTime has whole-second resolution: a revocation shows once the second turned. */
async function nextSecond(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 1050 - (Date.now() % 1000)));
  return Math.floor(Date.now() / 1000) * 1000;
}
const validAfter = async (uid: string) => Date.parse((await adminAuth.getUser(uid)).tokensValidAfterTime ?? '');

describe('inviting and joining with a new account', () => {
  it('emails a /join link that previews, then creates a staff account and its membership once', async () => {
    const { owner, shop } = await ownerWithShop();
    const email = newEmail();
    const created = await invite(owner.token, shop.id, {
      email: email.toUpperCase(),
      role: 'barber',
      barberId: shop.barberIds[0],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email, role: 'barber', barberId: shop.barberIds[0], invitedByName: 'Test Owner' });
    expect(created.body).not.toHaveProperty('tokenHash');
    const days = (Date.parse(created.body.expiresAt) - Date.parse(created.body.sentAt)) / 86_400_000;
    expect(days).toBe(7);

    const token = await emailedToken(email);
    const mail = (await waitForOutbox(email, /invited you to join/))[0]!;
    expect(mail.subject).toBe(`Test Owner invited you to join ${shop.name}`);
    expect(mail.text).toContain("as a barber (Barber 1's column)");
    const logged = await adminDb.collection(`barbershops/${shop.id}/emailLog`).where('emailType', '==', 'staff_invite').get();
    expect(logged.docs.map((d) => d.get('recipientEmail'))).toEqual([email]);
    // only the hash is stored
    const stored = (await adminDb.collection(`barbershops/${shop.id}/invites`).get()).docs.map((d) => d.data());
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);

    const seen = await preview(token);
    expect(seen.status).toBe(200);
    expect(seen.body).toEqual({
      shopName: shop.name,
      role: 'barber',
      email,
      barberName: 'Barber 1',
      accountExists: false,
      expiresAt: created.body.expiresAt,
    });

    const joined = await accept({ token, firstName: 'Sam', lastName: 'Cole', password: PASSWORD });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({
      shopId: shop.id,
      email,
      firstName: 'Sam',
      lastName: 'Cole',
      username: '',
      role: 'staff',
    });
    const idToken = await idTokenFromCustomToken(joined.body.customToken);
    const uid = joined.body.id as string;

    const member = (await adminDb.doc(`barbershops/${shop.id}/members/${uid}`).get()).data();
    expect(member).toMatchObject({
      id: uid,
      shopId: shop.id,
      role: 'barber',
      barberId: shop.barberIds[0],
      name: 'Sam Cole',
      email,
      invitedBy: owner.uid,
    });
    expect((await adminDb.doc(`users/${uid}`).get()).data()).toMatchObject({ role: 'staff', username: '', email });
    expect((await adminDb.collection(`barbershops/${shop.id}/invites`).get()).size).toBe(0);

    const mine = await callApi('GET', '/api/user/barbershops', { token: idToken });
    expect(mine.status).toBe(200);
    expect(mine.body).toHaveLength(1);
    expect(mine.body[0]).toMatchObject({ id: shop.id, name: shop.name, myRole: 'barber', myBarberId: shop.barberIds[0] });

    // the link worked once
    const again = await accept({ token, firstName: 'Sam', password: PASSWORD });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe(GONE);
    expect((await preview(token)).status).toBe(410);

    const team = await callApi('GET', `/api/barbershops/${shop.id}/members`, { token: owner.token });
    expect(team.status).toBe(200);
    expect(team.body.map((m: { role: string; name: string }) => [m.role, m.name])).toEqual([
      ['owner', 'Test Owner'],
      ['barber', 'Sam Cole'],
    ]);
    expect(team.body[0].joinedAt).toBeNull();
  });

  it('answers 410 for an expired link, and a resend gives a new link that replaces the old one', async () => {
    const { owner, shop } = await ownerWithShop();
    const email = newEmail();
    const created = await invite(owner.token, shop.id, { email, role: 'frontDesk' });
    expect(created.status).toBe(201);
    const first = await emailedToken(email);
    await adminDb.doc(`barbershops/${shop.id}/invites/${created.body.id}`).update({ expiresAt: new Date(Date.now() - 1000) });
    expect((await preview(first)).status).toBe(410);
    expect((await accept({ token: first, firstName: 'Al', password: PASSWORD })).status).toBe(410);

    const resent = await callApi('POST', `/api/barbershops/${shop.id}/invites/${created.body.id}/resend`, { token: owner.token });
    expect(resent.status).toBe(200);
    expect(Date.parse(resent.body.expiresAt)).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    const second = await emailedToken(email, 2);
    expect(second).not.toBe(first);
    expect((await preview(first)).status).toBe(410);
    expect((await preview(second)).body).toMatchObject({ role: 'frontDesk', barberName: null });
  });

  it('stops a revoked link, and lists only the pending invites', async () => {
    const { owner, shop } = await ownerWithShop();
    const [a, b] = [newEmail(), newEmail()];
    const first = await invite(owner.token, shop.id, { email: a, role: 'manager' });
    expect((await invite(owner.token, shop.id, { email: b, role: 'frontDesk' })).status).toBe(201);
    const token = await emailedToken(a);
    const revoked = await callApi('DELETE', `/api/barbershops/${shop.id}/invites/${first.body.id}`, { token: owner.token });
    expect(revoked.status).toBe(204);
    expect((await preview(token)).status).toBe(410);
    expect((await accept({ token, firstName: 'Al', password: PASSWORD })).status).toBe(410);
    const listed = await callApi('GET', `/api/barbershops/${shop.id}/invites`, { token: owner.token });
    expect(listed.body.map((i: { email: string }) => i.email)).toEqual([b]);
    const twice = await callApi('DELETE', `/api/barbershops/${shop.id}/invites/${first.body.id}`, { token: owner.token });
    expect(twice.status).toBe(404);
  });

  it('replaces a pending invite to the same email: the first link stops working', async () => {
    const { owner, shop } = await ownerWithShop();
    const email = newEmail();
    expect((await invite(owner.token, shop.id, { email, role: 'barber', barberId: shop.barberIds[0] })).status).toBe(201);
    const first = await emailedToken(email);
    // the same person, for the column the first invite held
    expect((await invite(owner.token, shop.id, { email, role: 'barber', barberId: shop.barberIds[0] })).status).toBe(201);
    const second = await emailedToken(email, 2);
    expect((await preview(first)).status).toBe(410);
    expect((await preview(second)).status).toBe(200);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/invites`, { token: owner.token })).body).toHaveLength(1);
  });
});

describe('joining with an existing account', () => {
  it("refuses an account whose email is not the invite's (403), and keeps the link", async () => {
    const { owner, shop } = await ownerWithShop();
    const email = newEmail();
    await invite(owner.token, shop.id, { email, role: 'frontDesk' });
    const token = await emailedToken(email);
    const stranger = await createOwner('stranger');
    const refused = await accept({ token }, stranger.token);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This invite is for another email address');
    expect((await preview(token)).status).toBe(200);
    expect((await adminDb.doc(`barbershops/${shop.id}/members/${stranger.uid}`).get()).exists).toBe(false);
  });

  it('lets the owner of another shop join as a barber once signed in; signed out it asks to sign in (409)', async () => {
    const { owner, shop } = await ownerWithShop();
    const other = await ownerWithShop(1);
    const created = await invite(owner.token, shop.id, { email: other.owner.email, role: 'barber', barberId: shop.barberIds[1] });
    expect(created.status).toBe(201);
    const token = await emailedToken(other.owner.email);
    expect((await preview(token)).body).toMatchObject({ accountExists: true, barberName: 'Barber 2' });

    const signedOut = await accept({ token, firstName: 'Someone', password: PASSWORD });
    expect(signedOut.status).toBe(409);
    expect(signedOut.body.message).toBe('An account with this email exists: sign in to accept');

    const joined = await accept({ token }, other.owner.token);
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ shopId: shop.id, id: other.owner.uid });
    expect(typeof joined.body.customToken).toBe('string');
    const mine = await callApi('GET', '/api/user/barbershops', { token: other.owner.token });
    expect(
      mine.body.map((s: { id: string; myRole: string; myBarberId: string | null }) => [s.id, s.myRole, s.myBarberId]),
    ).toEqual([
      [other.shop.id, 'owner', null],
      [shop.id, 'barber', shop.barberIds[1]],
    ]);
    expect((await accept({ token }, other.owner.token)).status).toBe(410);
    // a member is not invited again, nor the owner
    expect((await invite(owner.token, shop.id, { email: other.owner.email, role: 'frontDesk' })).status).toBe(409);
    expect((await invite(owner.token, shop.id, { email: owner.email, role: 'manager' })).status).toBe(409);
  });

  it('treats an Auth account without a profile (a join that failed half-way) as no account: the invitee can still join', async () => {
    const { owner, shop } = await ownerWithShop();
    const email = newEmail();
    // an Auth user made an hour ago whose profile never came (younger ones may be a join in flight)
    const orphan = { uid: `orphan-${randomUUID().slice(0, 8)}` };
    const imported = await adminAuth.importUsers([
      { uid: orphan.uid, email, metadata: { creationTime: new Date(Date.now() - 3_600_000).toUTCString() } },
    ]);
    expect(imported.failureCount).toBe(0);
    expect((await invite(owner.token, shop.id, { email, role: 'frontDesk' })).status).toBe(201);
    const token = await emailedToken(email);
    expect((await preview(token)).body).toMatchObject({ accountExists: false });
    const joined = await accept({ token, firstName: 'Fresh', lastName: 'Start', password: PASSWORD });
    expect(joined.status, joined.text).toBe(200);
    expect(joined.body.id).not.toBe(orphan.uid);
    await expect(adminAuth.getUser(orphan.uid)).rejects.toThrow();
    expect((await adminDb.doc(`barbershops/${shop.id}/members/${joined.body.id}`).get()).get('role')).toBe('frontDesk');
  });

  it('answers 401 for a bad Bearer token rather than making a new account', async () => {
    const { owner, shop } = await ownerWithShop();
    const email = newEmail();
    await invite(owner.token, shop.id, { email, role: 'frontDesk' });
    const token = await emailedToken(email);
    expect((await accept({ token, firstName: 'X', password: PASSWORD }, 'not-a-token')).status).toBe(401);
    expect((await preview(token)).body).toMatchObject({ accountExists: false });
  });
});

describe('who may invite and manage the team', () => {
  it('a manager invites front desk and barbers but not managers; front desk and barbers may not invite', async () => {
    const { shop } = await ownerWithShop();
    const manager = await createMember(shop.id, 'manager', { name: 'Mia Manager' });
    const frontDesk = await createMember(shop.id, 'frontDesk');
    const barber = await createMember(shop.id, 'barber', { barberId: shop.barberIds[2] });

    expect((await invite(manager.token, shop.id, { email: newEmail(), role: 'manager' })).status).toBe(403);
    const ok = await invite(manager.token, shop.id, { email: newEmail(), role: 'frontDesk' });
    expect(ok.status).toBe(201);
    expect(ok.body.invitedByName).toBe('Mia Manager');
    const barberInvite = await invite(manager.token, shop.id, { email: newEmail(), role: 'barber', barberId: shop.barberIds[0] });
    expect(barberInvite.status).toBe(201);
    for (const member of [frontDesk, barber]) {
      expect((await invite(member.token, shop.id, { email: newEmail(), role: 'frontDesk' })).status).toBe(403);
      expect((await callApi('GET', `/api/barbershops/${shop.id}/members`, { token: member.token })).status).toBe(403);
      expect((await callApi('GET', `/api/barbershops/${shop.id}/invites`, { token: member.token })).status).toBe(403);
    }
    const outsider = await createOwner('outsider');
    expect((await invite(outsider.token, shop.id, { email: newEmail(), role: 'frontDesk' })).status).toBe(403);
    expect((await invite('', shop.id, { email: newEmail(), role: 'frontDesk' })).status).toBe(401);

    // a manager changes and removes front desk and barbers, never another manager
    const otherManager = await createMember(shop.id, 'manager');
    const path = (uid: string) => `/api/barbershops/${shop.id}/members/${uid}`;
    expect((await callApi('PATCH', path(otherManager.uid), { token: manager.token, body: { role: 'frontDesk' } })).status).toBe(
      403,
    );
    expect((await callApi('DELETE', path(otherManager.uid), { token: manager.token })).status).toBe(403);
    expect((await callApi('PATCH', path(frontDesk.uid), { token: manager.token, body: { role: 'manager' } })).status).toBe(403);
    const moved = await callApi('PATCH', path(frontDesk.uid), {
      token: manager.token,
      body: { role: 'barber', barberId: shop.barberIds[1] },
    });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ uid: frontDesk.uid, role: 'barber', barberId: shop.barberIds[1] });
    expect((await callApi('DELETE', path(frontDesk.uid), { token: manager.token })).status).toBe(204);
  });

  it("refuses a change or removal of the owner's role", async () => {
    const { owner, shop } = await ownerWithShop();
    const path = `/api/barbershops/${shop.id}/members/${owner.uid}`;
    expect((await callApi('PATCH', path, { token: owner.token, body: { role: 'manager' } })).status).toBe(403);
    expect((await callApi('DELETE', path, { token: owner.token })).status).toBe(403);
  });
});

describe('barber columns', () => {
  it('needs an active column of the shop that no member and no other pending invite holds', async () => {
    const { owner, shop } = await ownerWithShop();
    const other = await ownerWithShop(1);
    await adminDb.doc(`barbershops/${shop.id}/barbers/${shop.barberIds[2]}`).update({ isActive: false });
    await createMember(shop.id, 'barber', { barberId: shop.barberIds[0] });
    const pending = await invite(owner.token, shop.id, { email: newEmail(), role: 'barber', barberId: shop.barberIds[1] });
    expect(pending.status).toBe(201);

    const status = async (body: Record<string, unknown>) =>
      (await invite(owner.token, shop.id, { email: newEmail(), ...body })).status;
    expect(await status({ role: 'barber' })).toBe(400);
    expect(await status({ role: 'barber', barberId: '' })).toBe(400);
    expect(await status({ role: 'barber', barberId: 'no-such-barber' })).toBe(400);
    expect(await status({ role: 'barber', barberId: other.shop.barberIds[0] })).toBe(400);
    expect(await status({ role: 'barber', barberId: shop.barberIds[2] })).toBe(400);
    expect(await status({ role: 'frontDesk', barberId: shop.barberIds[1] })).toBe(400);
    const taken = await invite(owner.token, shop.id, { email: newEmail(), role: 'barber', barberId: shop.barberIds[0] });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Another team member is already this barber');
    expect(await status({ role: 'barber', barberId: shop.barberIds[1] })).toBe(409);
  });

  it('moves a member to a free column only', async () => {
    const { owner, shop } = await ownerWithShop();
    const a = await createMember(shop.id, 'barber', { barberId: shop.barberIds[0] });
    const b = await createMember(shop.id, 'frontDesk');
    const change = (uid: string, body: unknown) =>
      callApi('PATCH', `/api/barbershops/${shop.id}/members/${uid}`, { token: owner.token, body });
    expect((await change(b.uid, { role: 'barber', barberId: shop.barberIds[0] })).status).toBe(409);
    expect((await change(b.uid, { role: 'barber' })).status).toBe(400);
    expect((await change(a.uid, { role: 'barber', barberId: shop.barberIds[0] })).status).toBe(200);
    expect((await change('nobody-here', { role: 'frontDesk' })).status).toBe(404);
  });
});

describe('removal', () => {
  it('a removed member is refused from the next request, and their sessions are revoked', async () => {
    const { owner, shop } = await ownerWithShop();
    const manager = await createMember(shop.id, 'manager');
    expect((await callApi('GET', `/api/barbershops/${shop.id}/members`, { token: manager.token })).status).toBe(200);
    const since = await nextSecond();
    const removed = await callApi('DELETE', `/api/barbershops/${shop.id}/members/${manager.uid}`, { token: owner.token });
    expect(removed.status).toBe(204);
    expect(await validAfter(manager.uid)).toBeGreaterThanOrEqual(since);
    // the session held is refused; a new sign-in is refused by the membership, read per request
    expect([401, 403]).toContain((await callApi('GET', `/api/barbershops/${shop.id}/members`, { token: manager.token })).status);
    const fresh = await idTokenFor(manager.email, manager.password);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/members`, { token: fresh })).status).toBe(403);
    expect((await adminDb.doc(`barbershops/${shop.id}/members/${manager.uid}`).get()).exists).toBe(false);
    expect((await callApi('GET', '/api/user/barbershops', { token: fresh })).body).toEqual([]);
  });

  it('an owner whose trial ended can still remove a member and revoke an invite, though not invite', async () => {
    const { owner, shop } = await ownerWithShop();
    const desk = await createMember(shop.id, 'frontDesk');
    const pending = await invite(owner.token, shop.id, { email: newEmail(), role: 'frontDesk' });
    expect(pending.status).toBe(201);
    await adminDb.doc(`users/${owner.uid}`).update({
      billing: { subscriptionStatus: 'trialing', trialEndsAt: new Date(Date.now() - 86400_000), seatsTotal: 4 },
    });
    expect((await invite(owner.token, shop.id, { email: newEmail(), role: 'frontDesk' })).status).toBe(403);
    expect((await callApi('DELETE', `/api/barbershops/${shop.id}/members/${desk.uid}`, { token: owner.token })).status).toBe(204);
    const revoked = await callApi('DELETE', `/api/barbershops/${shop.id}/invites/${pending.body.id}`, { token: owner.token });
    expect(revoked.status).toBe(204);
    expect((await adminDb.doc(`barbershops/${shop.id}/members/${desk.uid}`).get()).exists).toBe(false);
  });

  it("a removed manager's invites stop working, and a demoted one's for roles they may no longer give", async () => {
    const { owner, shop } = await ownerWithShop();
    const [first, second] = [await createMember(shop.id, 'manager'), await createMember(shop.id, 'manager')];
    const fromFirst = newEmail();
    const fromSecond = newEmail();
    expect((await invite(first.token, shop.id, { email: fromFirst, role: 'frontDesk' })).status).toBe(201);
    expect((await invite(second.token, shop.id, { email: fromSecond, role: 'frontDesk' })).status).toBe(201);
    const [firstToken, secondToken] = [await emailedToken(fromFirst), await emailedToken(fromSecond)];

    expect((await callApi('DELETE', `/api/barbershops/${shop.id}/members/${first.uid}`, { token: owner.token })).status).toBe(
      204,
    );
    expect((await preview(firstToken)).status).toBe(410);
    const demoted = await callApi('PATCH', `/api/barbershops/${shop.id}/members/${second.uid}`, {
      token: owner.token,
      body: { role: 'frontDesk' },
    });
    expect(demoted.status, demoted.text).toBe(200);
    expect((await preview(secondToken)).status).toBe(410);
  });

  it("a manager cannot replace the owner's pending invite of a manager by inviting the same email", async () => {
    const { owner, shop } = await ownerWithShop();
    const manager = await createMember(shop.id, 'manager');
    const email = newEmail();
    expect((await invite(owner.token, shop.id, { email, role: 'manager' })).status).toBe(201);
    expect((await invite(manager.token, shop.id, { email, role: 'frontDesk' })).status).toBe(403);
    expect((await preview(await emailedToken(email))).body).toMatchObject({ role: 'manager' });
  });

  it('a lower role ends the sessions too', async () => {
    const { owner, shop } = await ownerWithShop();
    const manager = await createMember(shop.id, 'manager');
    const since = await nextSecond();
    const res = await callApi('PATCH', `/api/barbershops/${shop.id}/members/${manager.uid}`, {
      token: owner.token,
      body: { role: 'frontDesk' },
    });
    expect(res.status).toBe(200);
    expect(await validAfter(manager.uid)).toBeGreaterThanOrEqual(since);
    const fresh = await idTokenFor(manager.email, manager.password);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/members`, { token: fresh })).status).toBe(403);
    expect((await callApi('GET', '/api/user/barbershops', { token: fresh })).body[0]).toMatchObject({ myRole: 'frontDesk' });
  });

  it('deleting a barber column removes the member who was that barber and a pending invite to it', async () => {
    const { owner, shop } = await ownerWithShop();
    const barber = await createMember(shop.id, 'barber', { barberId: shop.barberIds[0] });
    const keeper = await createMember(shop.id, 'barber', { barberId: shop.barberIds[1] });
    // an invite to the column written as an older one could be (the API refuses it while the column is held)
    await adminDb.doc(`barbershops/${shop.id}/invites/manual`).set({
      id: 'manual',
      shopId: shop.id,
      email: 'manual@test.example',
      role: 'barber',
      barberId: shop.barberIds[0],
      tokenHash: 'x',
      expiresAt: new Date(Date.now() + 86_400_000),
      createdAt: new Date(),
      sentAt: new Date(),
      invitedBy: owner.uid,
      invitedByName: 'Test Owner',
    });
    const since = await nextSecond();
    const deleted = await callApi('DELETE', `/api/barbers/${shop.barberIds[0]}`, { token: owner.token });
    expect(deleted.status).toBe(204);
    expect((await adminDb.doc(`barbershops/${shop.id}/members/${barber.uid}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`barbershops/${shop.id}/members/${keeper.uid}`).get()).exists).toBe(true);
    expect((await adminDb.doc(`barbershops/${shop.id}/invites/manual`).get()).exists).toBe(false);
    expect(await validAfter(barber.uid)).toBeGreaterThanOrEqual(since);
    const fresh = await idTokenFor(barber.email, barber.password);
    expect((await callApi('GET', '/api/user/barbershops', { token: fresh })).body).toEqual([]);
  });

  it("deleting the owner's account removes the team and ends the members' sessions", async () => {
    const { owner, shop } = await ownerWithShop();
    const manager = await createMember(shop.id, 'manager');
    expect((await invite(owner.token, shop.id, { email: newEmail(), role: 'frontDesk' })).status).toBe(201);
    const since = await nextSecond();
    expect((await callApi('DELETE', '/api/user/account', { token: owner.token })).status).toBe(204);
    expect((await adminDb.collection(`barbershops/${shop.id}/members`).get()).size).toBe(0);
    expect((await adminDb.collection(`barbershops/${shop.id}/invites`).get()).size).toBe(0);
    expect(await validAfter(manager.uid)).toBeGreaterThanOrEqual(since);
    // the member's own account stays
    expect((await adminDb.doc(`users/${manager.uid}`).get()).exists).toBe(true);
  });
});

describe('bad input', () => {
  it('answers 4xx (never 500) to malformed invites, tokens and changes, and writes nothing', async () => {
    const { owner, shop } = await ownerWithShop();
    const frontDesk = await createMember(shop.id, 'frontDesk');
    const bodies: unknown[] = [
      {},
      [],
      { email: 5, role: 'frontDesk' },
      { email: `${'x'.repeat(10_000)}@test.example`, role: 'frontDesk' },
      { email: 'not-an-email', role: 'frontDesk' },
      { email: newEmail(), role: 'owner' },
      { email: newEmail(), role: ['barber'] },
      { email: newEmail(), role: 'barber', barberId: { id: shop.barberIds[0] } },
      { email: newEmail(), role: 'barber', barberId: 'a/b' },
    ];
    for (const body of bodies)
      expect((await invite(owner.token, shop.id, body)).status, JSON.stringify(body).slice(0, 80)).toBe(400);
    const raw = await callApi('POST', `/api/barbershops/${shop.id}/invites`, { token: owner.token, rawBody: '{"email":' });
    expect(raw.status).toBe(400);
    expect((await adminDb.collection(`barbershops/${shop.id}/invites`).get()).size).toBe(0);

    for (const token of ['', 'short', 'a'.repeat(5000), 'has spaces in it and more', 123, null, ['x'.repeat(43)], { a: 1 }]) {
      const label = JSON.stringify(token).slice(0, 20);
      expect((await callApi('POST', '/api/invites/preview', { body: { token } })).status, label).toBe(400);
      expect((await callApi('POST', '/api/invites/accept', { body: { token } })).status, label).toBe(400);
    }
    // well formed, but no such invite
    expect((await preview('A'.repeat(43))).status).toBe(410);

    const email = newEmail();
    await invite(owner.token, shop.id, { email, role: 'frontDesk' });
    const token = await emailedToken(email);
    for (const body of [
      { token },
      { token, firstName: 'Al' },
      { token, firstName: 'Al', password: 'short' },
      { token, firstName: 'x'.repeat(101), password: PASSWORD },
      { token, firstName: 7, password: PASSWORD },
      { token, firstName: 'Al', password: PASSWORD, lastName: ['x'] },
    ])
      expect((await accept(body)).status, JSON.stringify(body).slice(60)).toBe(400);
    // nothing half-written: the link still works and no account was made
    expect((await preview(token)).body).toMatchObject({ accountExists: false });

    const change = (body: unknown) =>
      callApi('PATCH', `/api/barbershops/${shop.id}/members/${frontDesk.uid}`, { token: owner.token, body });
    for (const body of [{}, { role: 'owner' }, { role: 5 }, { role: 'frontDesk', barberId: shop.barberIds[0] }])
      expect((await change(body)).status, JSON.stringify(body)).toBe(400);
    expect((await callApi('POST', `/api/barbershops/${shop.id}/invites/no-such/resend`, { token: owner.token })).status).toBe(
      404,
    );
    const longId = await callApi('DELETE', `/api/barbershops/${shop.id}/invites/${'x'.repeat(2000)}`, { token: owner.token });
    expect(longId.status).toBe(404);
    expect((await callApi('GET', '/api/barbershops/no-such-shop/members', { token: owner.token })).status).toBe(404);
  });
});
