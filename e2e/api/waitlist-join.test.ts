// Joining the waitlist (issue 36) through the API: the entry, its joined email and private link,
// one entry per customer per day, every bad input a clear 4xx, and the shop's day list that only
// its own team reads and changes. The days joined for are taken off by both barbers (time off),
// so entries stay waiting; one test joins for a free time, offered at once. The offers'
// lifecycle is waitlist-offers.test.ts's.
import { randomInt } from 'node:crypto';
import { todayIn } from '@barbershop/core/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { startInProcessApi, type InProcessApi } from '../support/inProcessApi';
import { createMember, type TestMember } from '../support/members';
import { waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { offerLinkOf, waitForEmails } from '../support/waitlist';
import { createTestShop, daysFromToday, futureWeekday, nextSunday, type TestShop } from '../support/shops';

let shop: TestShop;
let otherShop: TestShop;
let owner: TestOwner;
let stranger: TestOwner;
let barberMember: TestMember;
const date = futureWeekday(14, 2);
/** the day list's day, also taken off */
const day = futureWeekday(21, 3);

/** Both barbers off all day (a time block each): nothing can be offered that day. */
async function dayOff(d: string) {
  for (const barberId of shop.barberIds)
    await adminDb.doc(`barbershops/${shop.id}/timeBlocks/${barberId}-${d}`).set({
      id: `${barberId}-${d}`,
      shopId: shop.id,
      barberId,
      startDate: d,
      endDate: d,
      startTime: null,
      endTime: null,
      isAllDay: true,
      reason: 'vacation',
      notes: '',
    });
}

// each join is another customer's (Ofcom's drama numbers, valid as mobiles): one entry per customer per day
let customerNo = 0;
let phoneNo = randomInt(0, 500);
const nextPhone = () => `07700 900${String((phoneNo += 1)).padStart(3, '0')}`;
const join = (overrides: Record<string, unknown> = {}) => {
  customerNo += 1;
  return {
    barbershopId: shop.id,
    serviceId: shop.serviceIds[0],
    barberId: shop.barberIds[0],
    preferences: [{ date, from: '10:00', to: '12:00' }],
    customerName: 'Grace Hopper',
    customerPhone: nextPhone(),
    customerEmail: `grace.${customerNo}.${randomInt(0, 1e9)}@example.com`,
    ...overrides,
  };
};
const post = (body: unknown) => callApi('POST', '/api/waitlist', { body });

beforeAll(async () => {
  owner = await createOwner('waitlist-owner');
  stranger = await createOwner('waitlist-stranger');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
  otherShop = await createTestShop({ ownerUid: stranger.uid, barbers: 1 });
  barberMember = await createMember(shop.id, 'barber', { barberId: shop.barberIds[1]! });
  await dayOff(date);
  await dayOff(day);
});

describe('POST /api/waitlist', () => {
  it('puts the customer on the list, emails the private link, and the link shows and leaves the entry', async () => {
    const body = join({
      preferences: [
        { date, from: '14:00', to: '15:00' },
        { date, from: '09:30', to: '10:30' },
      ],
    });
    const res = await post(body);
    expect(res.status, res.text).toBe(201);
    const { entry, token } = res.body;
    expect(token).toEqual(expect.any(String));
    expect(entry).toMatchObject({
      shopId: shop.id,
      shopName: shop.name,
      serviceName: 'Cut',
      barberName: 'Barber 1',
      state: 'waiting',
      offer: null,
      // sorted by date and start
      preferences: [
        { date, from: '09:30', to: '10:30' },
        { date, from: '14:00', to: '15:00' },
      ],
    });
    const stored = (await adminDb.doc(`barbershops/${shop.id}/waitlist/${entry.id}`).get()).data()!;
    expect(stored.dates).toEqual([date]);
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored.marketingConsent).toBe(false);
    expect(stored.regular).toBe(false);

    const [mail] = await waitForOutbox(body.customerEmail, /waitlist/);
    expect(mail?.emailType).toBe('waitlist_joined');
    expect(String(mail?.text)).toContain(`/waitlist/${encodeURIComponent(entry.id)}?token=${encodeURIComponent(token)}`);

    const lookup = await callApi('POST', `/api/waitlist/${entry.id}/lookup`, { body: { token } });
    expect(lookup.status).toBe(200);
    expect(lookup.body).toEqual(entry);
    for (const wrong of [{ token: 'x'.repeat(43) }, { token: 42 }, {}, { token: 'y'.repeat(5000) }]) {
      expect((await callApi('POST', `/api/waitlist/${entry.id}/lookup`, { body: wrong })).status).toBe(404);
      expect((await callApi('POST', `/api/waitlist/${entry.id}/leave`, { body: wrong })).status).toBe(404);
    }
    expect((await callApi('POST', '/api/waitlist/no-such-entry/lookup', { body: { token } })).status).toBe(404);

    const left = await callApi('POST', `/api/waitlist/${entry.id}/leave`, { body: { token } });
    expect(left.status).toBe(200);
    expect(left.body.state).toBe('left');
    // leaving twice is leaving once
    const again = await callApi('POST', `/api/waitlist/${entry.id}/leave`, { body: { token } });
    expect(again.status).toBe(200);
    expect(again.body.state).toBe('left');
    expect((await adminDb.doc(`barbershops/${shop.id}/waitlist/${entry.id}`).get()).get('removedBy')).toBeNull();
  });

  it('offers a time already free in a window at once, and leaving gives it back', async () => {
    const open = futureWeekday(28, 4);
    const slotsAt = async () =>
      (await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${open}&duration=30`)).body as {
        time: string;
        available: boolean;
      }[];
    expect((await slotsAt()).find((s) => s.time === '11:00')?.available).toBe(true);
    const body = join({ preferences: [{ date: open, from: '11:00', to: '11:15' }] });
    const res = await post(body);
    expect(res.status, res.text).toBe(201);
    expect(res.body.entry.state).toBe('offered');
    expect(res.body.entry.offer).toMatchObject({ date: open, time: '11:00', barberName: 'Barber 1' });
    const [offerMail] = await waitForOutbox(body.customerEmail, /A time is free/);
    expect(offerMail?.emailType).toBe('waitlist_offer');
    // held for them: nobody else sees it free
    expect((await slotsAt()).find((s) => s.time === '11:00')?.available).toBe(false);

    const left = await callApi('POST', `/api/waitlist/${res.body.entry.id}/leave`, { body: { token: res.body.token } });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ state: 'left', offer: null });
    const offer = await adminDb.doc(`barbershops/${shop.id}/waitlistOffers/${res.body.entry.offer.offerId}`).get();
    expect(offer.get('state')).toBe('withdrawn');
    expect((await slotsAt()).find((s) => s.time === '11:00')?.available).toBe(true);
  });

  it('takes one live entry per customer per shop per day, the phone however it is typed; leaving frees the day', async () => {
    const phone = nextPhone();
    const first = await post(join({ customerPhone: phone }));
    expect(first.status).toBe(201);
    // the id in the private link is random: nothing derived from the phone number
    expect(first.body.entry.id).toMatch(/^[A-Za-z0-9]{20}$/);
    const second = await post(join({ customerPhone: phone.replace(/^0/, '+44 ').replace(' ', ''), barberId: 'any' }));
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({
      code: 'waitlist_already_joined',
      message: "You're already on this shop's waitlist today. Use the link in your email to see or leave it.",
    });
    // once they leave, the same day they may join again (a new entry, a new link)
    const left = await callApi('POST', `/api/waitlist/${first.body.entry.id}/leave`, { body: { token: first.body.token } });
    expect(left.status, left.text).toBe(200);
    const again = await post(join({ customerPhone: phone }));
    expect(again.status, again.text).toBe(201);
    expect(again.body.entry.id).not.toBe(first.body.entry.id);
    expect((await post(join({ customerPhone: phone }))).status).toBe(409);
    // at another shop the same customer may join
    expect(
      (await post(join({ customerPhone: phone, barbershopId: otherShop.id, serviceId: otherShop.serviceIds[0], barberId: null })))
        .status,
    ).toBe(201);
  });

  it('merges repeated windows and takes any barber', async () => {
    const res = await post(
      join({
        barberId: '',
        preferences: [
          { date, from: '10:00', to: '11:00' },
          { date, from: '10:00', to: '11:00' },
          { date, from: '10:30', to: '12:00' },
        ],
      }),
    );
    expect(res.status).toBe(201);
    expect(res.body.entry.barberId).toBeNull();
    expect(res.body.entry.barberName).toBe('Any Available Stylist');
    expect(res.body.entry.preferences).toEqual([{ date, from: '10:00', to: '12:00' }]);
  });

  it('answers bad input with a clear 4xx and writes nothing', async () => {
    const before = (await adminDb.collection(`barbershops/${shop.id}/waitlist`).get()).size;
    const six = Array.from({ length: 6 }, (_, i) => ({ date, from: `1${i}:00`, to: `1${i}:30` }));
    const cases: [unknown, number][] = [
      [join({ preferences: six }), 400],
      [join({ preferences: [] }), 400],
      [join({ preferences: 'tomorrow' }), 400],
      [join({ preferences: [{ date, from: '12:00', to: '11:00' }] }), 400],
      [join({ preferences: [{ date: '2026-02-30', from: '10:00', to: '11:00' }] }), 400],
      [join({ preferences: [{ date, from: '25:00', to: '26:00' }] }), 400],
      [join({ preferences: [{ date, from: '10:00', to: '11:00', extra: 1 }] }), 400],
      [join({ barbershopId: 42 }), 400],
      [join({ marketingConsent: 'yes' }), 400],
      [join({ customerName: 'x'.repeat(5000) }), 400],
      [join({ customerEmail: `${'x'.repeat(5000)}@example.com` }), 400],
      [join({ customerEmail: 'not-an-email' }), 400],
      [join({ customerPhone: '12' }), 400],
      [join({ barbershopId: 'no-such-shop' }), 404],
      [join({ serviceId: 'no-such-service' }), 404],
      [join({ barberId: 'no-such-barber' }), 404],
      // another shop's barber is unknown here
      [join({ barberId: otherShop.barberIds[0] }), 404],
      // the retired service
      [join({ serviceId: shop.serviceIds[2] }), 422],
      [[1, 2], 400],
    ];
    for (const [body, status] of cases) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(status);
      expect(res.body.message).toEqual(expect.any(String));
    }
    expect((await callApi('POST', '/api/waitlist', { rawBody: '{"barbershopId": ' })).status).toBe(400);
    expect((await adminDb.collection(`barbershops/${shop.id}/waitlist`).get()).size).toBe(before);
  });

  it('refuses windows nobody could be offered: 422 naming the window', async () => {
    const past = await post(
      join({
        preferences: [
          { date, from: '10:00', to: '11:00' },
          { date: daysFromToday(-2), from: '10:00', to: '11:00' },
        ],
      }),
    );
    expect(past.status).toBe(422);
    expect(past.body.errors).toEqual({ 'preferences[1]': 'That date has passed. Please choose today or a later date.' });
    const far = await post(join({ preferences: [{ date: daysFromToday(120), from: '10:00', to: '11:00' }] }));
    expect(far.status).toBe(422);
    expect(far.body.errors['preferences[0]']).toBe('Online bookings open 90 days ahead. Please choose an earlier date.');
    const sunday = await post(join({ preferences: [{ date: nextSunday(), from: '10:00', to: '11:00' }] }));
    expect(sunday.status).toBe(422);
    expect(sunday.body.errors['preferences[0]']).toBe('The barbershop is closed that day. Please choose another date.');
    const evening = await post(join({ preferences: [{ date, from: '19:00', to: '21:00' }] }));
    expect(evening.status).toBe(422);
    expect(evening.body.errors['preferences[0]']).toMatch(/open 09:00–18:00/);
  });

  it('records consent on a customer on file from their own address only, and creates no customer for a new one', async () => {
    const phone = nextPhone();
    const email = `ada.${randomInt(0, 1e9)}@example.com`;
    const booked = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[1],
        date: futureWeekday(35, 2),
        time: '16:00',
        customerName: 'Ada Lovelace',
        customerPhone: phone,
        customerEmail: email,
      },
    });
    expect(booked.status, booked.text).toBe(201);
    const customerPath = `barbershops/${shop.id}/customers/${booked.body.customerId}`;
    expect((await adminDb.doc(customerPath).get()).get('marketing')).toBeUndefined();
    // a booking with Ada's phone and someone else's address: her record is not switched on
    const other = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[1],
        date: futureWeekday(35, 2),
        time: '17:00',
        customerName: 'Ada Lovelace',
        customerPhone: phone,
        customerEmail: `someone.else.${randomInt(0, 1e9)}@example.com`,
        marketingConsent: true,
      },
    });
    expect(other.status, other.text).toBe(201);
    expect((await adminDb.doc(customerPath).get()).get('marketing')).toBeUndefined();
    // her own address, however it is capitalised, speaks for her record
    const own = await post(join({ customerPhone: phone, customerEmail: email.toUpperCase(), marketingConsent: true }));
    expect(own.status, own.text).toBe(201);
    const marketing = (await adminDb.doc(customerPath).get()).get('marketing');
    expect(marketing).toMatchObject({ consent: true, source: 'waitlist', unsubscribeKey: expect.stringMatching(/^[\w-]{32}$/) });

    const newcomer = nextPhone();
    const res = await post(join({ customerPhone: newcomer, marketingConsent: true }));
    expect(res.status).toBe(201);
    const entry = (await adminDb.doc(`barbershops/${shop.id}/waitlist/${res.body.entry.id}`).get()).data()!;
    expect(entry.marketingConsent).toBe(true);
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/${entry.customerId}`).get()).exists).toBe(false);

    // the booking's box records it on the customer it creates, and an unticked one later keeps it
    const book = (marketingConsent: boolean, time: string) =>
      callApi('POST', '/api/appointments', {
        body: {
          barbershopId: shop.id,
          serviceId: shop.serviceIds[0],
          barberId: shop.barberIds[1],
          date: futureWeekday(35, 2),
          time,
          customerName: 'Newcomer',
          customerPhone: newcomer,
          customerEmail: 'newcomer@example.com',
          marketingConsent,
        },
      });
    const first = await book(true, '09:00');
    expect(first.status, first.text).toBe(201);
    const given = (await adminDb.doc(`barbershops/${shop.id}/customers/${first.body.customerId}`).get()).get('marketing');
    expect(given).toMatchObject({ consent: true, source: 'booking', unsubscribeKey: expect.stringMatching(/^[\w-]{32}$/) });
    expect((await book(false, '09:30')).status).toBe(201);
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/${first.body.customerId}`).get()).get('marketing')).toEqual(
      given,
    );
  });
});

describe('a claim after the unsubscribe link', () => {
  it('does not give back the consent withdrawn since joining', async () => {
    const phone = nextPhone();
    const email = `una.${randomInt(0, 1e9)}@example.com`;
    const customer = { customerName: 'Una Subscribed', customerPhone: phone, customerEmail: email };
    const booked = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[1],
        date: futureWeekday(35, 2),
        time: '15:00',
        ...customer,
      },
    });
    expect(booked.status, booked.text).toBe(201);
    const customerPath = `barbershops/${shop.id}/customers/${booked.body.customerId}`;
    // joins with the box ticked: her record consents; a free time is held for her at once
    const open = futureWeekday(42, 4);
    const joined = await post(
      join({ ...customer, preferences: [{ date: open, from: '11:00', to: '11:15' }], marketingConsent: true }),
    );
    expect(joined.status, joined.text).toBe(201);
    expect(joined.body.entry.state).toBe('offered');
    const key = (await adminDb.doc(customerPath).get()).get('marketing.unsubscribeKey') as string;
    expect((await callApi('POST', '/api/unsubscribe', { body: { shopId: shop.id, key } })).status).toBe(200);

    const [offerMail] = await waitForEmails(email, 'waitlist_offer');
    const link = offerLinkOf(offerMail!);
    const claimed = await callApi('POST', `/api/waitlist/offers/${link.offerId}/claim`, { body: { token: link.token } });
    expect(claimed.status, claimed.text).toBe(201);
    expect((await adminDb.doc(customerPath).get()).get('marketing')).toMatchObject({ consent: false, source: 'unsubscribe' });
  });
});

describe('the waitlist settings', () => {
  it('are the owner’s to change, and a shop with the waitlist off refuses joins', async () => {
    const settings = { enabled: false, order: 'regularsFirst', holdMinutes: 20 };
    expect(
      (await callApi('PATCH', `/api/barbershops/${shop.id}`, { body: { waitlist: settings }, token: stranger.token })).status,
    ).toBe(403);
    expect(
      (await callApi('PATCH', `/api/barbershops/${shop.id}`, { body: { waitlist: settings }, token: barberMember.token })).status,
    ).toBe(403);
    const bad = await callApi('PATCH', `/api/barbershops/${shop.id}`, {
      body: { waitlist: { ...settings, holdMinutes: 500 } },
      token: owner.token,
    });
    expect(bad.status).toBe(400);
    const saved = await callApi('PATCH', `/api/barbershops/${shop.id}`, { body: { waitlist: settings }, token: owner.token });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body.waitlist).toEqual(settings);
    expect((await callApi('GET', `/api/barbershops/${shop.id}`)).body.waitlist).toEqual(settings);
    const refused = await post(join());
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("This shop isn't taking a waitlist.");
    const on = await callApi('PATCH', `/api/barbershops/${shop.id}`, {
      body: { waitlist: { enabled: true, order: 'firstCome', holdMinutes: 15 } },
      token: owner.token,
    });
    expect(on.status).toBe(200);
    expect((await post(join())).status).toBe(201);
  });
});

describe("the shop's day list", () => {
  const joinOn = (overrides: Record<string, unknown> = {}) =>
    post(join({ preferences: [{ date: day, from: '09:00', to: '17:00' }], ...overrides }));

  it('lists the day’s entries in the shop’s order, with the week’s refilled chairs; only the team reads it', async () => {
    const first = await joinOn({ customerName: 'First Comer' });
    // a regular: a completed visit at the shop before joining
    const regularPhone = nextPhone();
    const e164 = `+44${regularPhone.replace(/\s/g, '').slice(1)}`;
    const customerId = `phone-${e164.replace('+', 'p')}`;
    await adminDb.doc(`barbershops/${shop.id}/appointments/visit-${customerId}`).set({
      id: `visit-${customerId}`,
      shopId: shop.id,
      customerId,
      status: 'completed',
      pricePence: 2000,
      createdAt: new Date(Date.now() - 60 * 86_400_000),
    });
    const regular = await joinOn({ customerName: 'Regular Rita', customerPhone: regularPhone });
    const leaver = await joinOn({ customerName: 'Leaving Lee' });
    expect([first.status, regular.status, leaver.status]).toEqual([201, 201, 201]);
    expect(
      (await callApi('POST', `/api/waitlist/${leaver.body.entry.id}/leave`, { body: { token: leaver.body.token } })).status,
    ).toBe(200);

    const list = async (token: string, d = day) => callApi('GET', `/api/barbershops/${shop.id}/waitlist?date=${d}`, { token });
    const firstCome = await list(owner.token);
    expect(firstCome.status, firstCome.text).toBe(200);
    expect(firstCome.body.entries.map((e: { name: string; position: number | null }) => [e.name, e.position])).toEqual([
      ['First Comer', 1],
      ['Regular Rita', 2],
      ['Leaving Lee', null],
    ]);
    expect(firstCome.body.entries[1]).toMatchObject({
      regular: true,
      state: 'waiting',
      offersSent: 0,
      offers: [],
      serviceName: 'Cut',
    });
    expect(firstCome.body.entries[0].phone).toMatch(/^\+44/);

    await callApi('PATCH', `/api/barbershops/${shop.id}`, {
      body: { waitlist: { enabled: true, order: 'regularsFirst', holdMinutes: 15 } },
      token: owner.token,
    });
    const regularsFirst = await list(owner.token);
    expect(regularsFirst.body.settings).toEqual({ enabled: true, order: 'regularsFirst', holdMinutes: 15 });
    expect(regularsFirst.body.entries.slice(0, 2).map((e: { name: string }) => e.name)).toEqual(['Regular Rita', 'First Comer']);
    await callApi('PATCH', `/api/barbershops/${shop.id}`, {
      body: { waitlist: { enabled: true, order: 'firstCome', holdMinutes: 15 } },
      token: owner.token,
    });

    // the week's chairs refilled: bookings made from the list this week, cancelled ones aside
    const today = todayIn('Europe/London');
    const before = (await list(owner.token, today)).body.refilled;
    const booked = (id: string, status: string, pricePence: number) =>
      adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).set({
        id,
        shopId: shop.id,
        customerId: 'someone',
        status,
        pricePence,
        waitlistEntryId: first.body.entry.id,
        createdAt: new Date(),
      });
    await booked(`refill-a-${randomInt(0, 1e9)}`, 'scheduled', 3500);
    await booked(`refill-b-${randomInt(0, 1e9)}`, 'cancelled', 2000);
    const after = (await list(owner.token, today)).body.refilled;
    expect(after.weekStart <= today).toBe(true);
    expect(after.count - before.count).toBe(1);
    expect(after.revenuePence - before.revenuePence).toBe(3500);

    expect((await list(stranger.token)).status).toBe(403);
    expect((await list(barberMember.token)).status).toBe(403);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/waitlist?date=${day}`)).status).toBe(401);
    expect((await list(owner.token, 'tomorrow')).status).toBe(400);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/waitlist`, { token: owner.token })).status).toBe(400);
  });

  it('is the shop’s to remove from: another shop’s owner is told 404, a barber 403', async () => {
    const joined = await joinOn({ customerName: 'Removed Ron' });
    const id = joined.body.entry.id;
    expect((await callApi('DELETE', `/api/waitlist/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await callApi('DELETE', `/api/waitlist/${id}`, { token: barberMember.token })).status).toBe(403);
    expect((await callApi('DELETE', `/api/waitlist/${id}`)).status).toBe(401);
    expect((await callApi('DELETE', '/api/waitlist/no-such-entry', { token: owner.token })).status).toBe(404);
    expect((await adminDb.doc(`barbershops/${shop.id}/waitlist/${id}`).get()).get('state')).toBe('waiting');

    expect((await callApi('DELETE', `/api/waitlist/${id}`, { token: owner.token })).status).toBe(204);
    expect((await callApi('DELETE', `/api/waitlist/${id}`, { token: owner.token })).status).toBe(204);
    const stored = (await adminDb.doc(`barbershops/${shop.id}/waitlist/${id}`).get()).data()!;
    expect(stored.state).toBe('left');
    expect(stored.removedBy).toMatchObject({ uid: owner.uid, role: 'owner' });
    const seen = await callApi('POST', `/api/waitlist/${id}/lookup`, { body: { token: joined.body.token } });
    expect(seen.body.state).toBe('left');
  });
});

// In-process (as invites-limits.test.ts): a small per-client limit for this process only.
describe('the waitlist rate limit', () => {
  let api: InProcessApi;

  beforeAll(async () => {
    process.env.RATE_LIMIT_WAITLIST_PER_CLIENT = '2/10m';
    delete process.env.CLIENT_ADDRESS_XFF_POSITION;
    api = await startInProcessApi({ pinRateLimitClock: true });
  });

  afterAll(async () => {
    await api?.close();
    delete process.env.RATE_LIMIT_WAITLIST_PER_CLIENT;
  });

  const newClient = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  async function joinFrom(client: string, body: unknown) {
    const res = await fetch(`${api.baseUrl}/api/waitlist`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `${client}, 151.101.65.195` },
      body: JSON.stringify(body),
    });
    return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as { message?: string } };
  }

  it('counts every join per client, valid or not, then answers 429 with Retry-After', async () => {
    const client = newClient();
    expect((await joinFrom(client, join())).status).toBe(201);
    expect((await joinFrom(client, join({ preferences: [] }))).status).toBe(400);
    const limited = await joinFrom(client, join());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toBe('Too many waitlist requests. Please try again in 10 minutes.');
    expect(limited.retryAfter).toBe(String(10 * 60 - 1));
    expect((await joinFrom(newClient(), join())).status).toBe(201);
  });
});
