// The owner's side of text messages (issue 38; docs/api.md "Text messages"): the SMS view's GET
// /api/barbershops/{id}/sms-activity, the settings' PUT /api/barbershops/{id}/sms-settings, and
// the shop page's `textReminders` that follows them. The emulators are a platform that can text
// (the smsOutbox), so `available` is true here.
import { todayIn } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createMember, type TestMember } from '../support/members';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, type TestShop } from '../support/shops';

let owner: TestOwner;
let other: TestOwner;
let shop: TestShop;
let manager: TestMember;
let frontDesk: TestMember;
let barber: TestMember;

const month = () => todayIn('Europe/London').slice(0, 7);
const logEntry = (id: string, minutesAgo: number, extra: Record<string, unknown> = {}) => ({
  id,
  shopId: shop.id,
  smsType: 'sms_confirmation',
  to: '+447700900123',
  body: `Text ${id}`,
  segments: 1,
  encoding: 'GSM-7',
  status: 'delivered',
  providerSid: null,
  appointmentId: 'a1',
  waitlistEntryId: null,
  error: null,
  transport: 'outbox',
  createdAt: new Date(Date.now() - minutesAgo * 60_000),
  statusAt: new Date(Date.now() - minutesAgo * 60_000),
  ...extra,
});

beforeAll(async () => {
  [owner, other] = await Promise.all([createOwner('smsowner'), createOwner('smsother')]);
  shop = await createTestShop({ ownerUid: owner.uid });
  await createTestShop({ ownerUid: other.uid });
  [manager, frontDesk, barber] = await Promise.all([
    createMember(shop.id, 'manager', { invitedBy: owner.uid }),
    createMember(shop.id, 'frontDesk', { invitedBy: owner.uid }),
    createMember(shop.id, 'barber', { barberId: shop.barberIds[0]!, invitedBy: owner.uid }),
  ]);
  const base = adminDb.doc(`barbershops/${shop.id}`);
  await Promise.all([
    base.collection('smsLog').doc('older').set(logEntry('older', 30)),
    base
      .collection('smsLog')
      .doc('newer')
      .set(
        logEntry('newer', 5, {
          smsType: 'sms_reminder',
          body: 'Zoë, see you tomorrow',
          segments: 2,
          encoding: 'UCS-2',
          status: 'failed',
          error: '30003',
          fallbackEmailAt: new Date(),
        }),
      ),
    base.collection('smsUsage').doc(month()).set({ month: month(), segments: 3, messages: 2 }),
  ]);
});

const activity = (token: string, shopId = shop.id) => callApi('GET', `/api/barbershops/${shopId}/sms-activity`, { token });
const save = (token: string, body: unknown, shopId = shop.id) =>
  callApi('PUT', `/api/barbershops/${shopId}/sms-settings`, { token, body });
const textReminders = async () =>
  (await callApi('GET', `/api/barbershops/by-slug/${shop.slug}`)).body.shop.textReminders as boolean;

describe('GET sms-activity', () => {
  it("answers the shop's settings, this month's usage and its texts, newest first", async () => {
    const res = await activity(owner.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ available: true, enabled: true, secondReminder: false, used: 3, month: month() });
    expect(res.body.allowance).toBeGreaterThan(0);
    expect(res.body.messages.map((m: { id: string }) => m.id)).toEqual(['newer', 'older']);
    expect(res.body.messages[0]).toMatchObject({
      smsType: 'sms_reminder',
      to: '+447700900123',
      segments: 2,
      encoding: 'UCS-2',
      status: 'failed',
      error: '30003',
      appointmentId: 'a1',
      fallbackEmail: true,
    });
    expect(res.body.messages[1]).toMatchObject({ fallbackEmail: false, error: null });
  });

  it('is read by whoever reads the Email Flow (front desk too), not by a barber or another shop', async () => {
    expect((await activity(manager.token)).status).toBe(200);
    expect((await activity(frontDesk.token)).status).toBe(200);
    expect((await activity(barber.token)).status).toBe(403);
    expect((await activity(other.token)).status).toBe(403);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/sms-activity`)).status).toBe(401);
  });
});

describe('PUT sms-settings', () => {
  it('saves both switches (owner or manager) and the shop page stops offering texts when they are off', async () => {
    expect(await textReminders()).toBe(true);
    const off = await save(owner.token, { enabled: false, secondReminder: false });
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, secondReminder: false, available: true, used: 3 });
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('sms')).toEqual({ enabled: false, secondReminder: false });
    expect(await textReminders()).toBe(false);

    const on = await save(manager.token, { enabled: true, secondReminder: true });
    expect(on.status).toBe(200);
    expect((await activity(owner.token)).body).toMatchObject({ enabled: true, secondReminder: true });
    expect(await textReminders()).toBe(true);
  });

  it('refuses the front desk, a barber and another shop, and changes nothing', async () => {
    const before = (await adminDb.doc(`barbershops/${shop.id}`).get()).get('sms');
    for (const token of [frontDesk.token, barber.token, other.token]) {
      expect((await save(token, { enabled: false, secondReminder: false })).status).toBe(403);
    }
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('sms')).toEqual(before);
  });

  it('answers 400 with the field for a bad body, and changes nothing', async () => {
    const before = (await adminDb.doc(`barbershops/${shop.id}`).get()).get('sms');
    const notBoolean = await save(owner.token, { enabled: 'no', secondReminder: false });
    expect(notBoolean.status).toBe(400);
    expect(notBoolean.body.errors).toEqual({ enabled: 'enabled must be true or false' });
    expect((await save(owner.token, { enabled: true })).status).toBe(400);
    expect((await save(owner.token, { enabled: true, secondReminder: false, allowance: 9999 })).status).toBe(400);
    expect((await save(owner.token, [])).status).toBe(400);
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('sms')).toEqual(before);
  });

  it('answers 404 for a shop that does not exist', async () => {
    expect((await save(owner.token, { enabled: true, secondReminder: false }, 'no-such-shop')).status).toBe(404);
  });
});
