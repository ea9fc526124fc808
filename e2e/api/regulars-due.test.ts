// Regulars who are due (issue 36 "Must show"): a customer who comes every three weeks and was last
// seen five weeks ago is listed; one who never agreed to hear from the shop is listed too but gets
// no invitation; the invite goes once per fortnight with an unsubscribe link that works.
import { randomUUID } from 'node:crypto';
import { customerIdForPhone } from '@barbershop/core/customers';
import { addDays, todayIn, zonedToInstant } from '@barbershop/core/time';
import type { RegularDueDto } from '@barbershop/core/waitlist';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let owner: TestOwner;
let stranger: TestOwner;
let shop: TestShop;
const today = todayIn('Europe/London');
let phones = 0;
const unique = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

interface Seeded {
  id: string;
  phone: string;
  email: string;
  key: string | null;
}

/**
 * A customer of the shop and their visits, written as functions write them: `completedDaysAgo`
 * completed visits, `scheduledInDays` booked ahead; `consent`: the marketing consent a booking
 * with the box ticked records (absent: never asked).
 */
async function customerWith(
  name: string,
  completedDaysAgo: number[],
  options: { consent?: boolean; scheduledInDays?: number[] } = {},
): Promise<Seeded> {
  // the reserved drama range (a real mobile number's shape), one per customer of this shop
  const phone = `+447700900${String(100 + (phones += 1))}`;
  const id = customerIdForPhone(phone);
  const email = unique(name.split(' ')[0]!.toLowerCase());
  const key = options.consent === undefined ? null : randomUUID().replace(/-/g, '');
  await adminDb.doc(`barbershops/${shop.id}/customers/${id}`).set({
    id,
    shopId: shop.id,
    name,
    phone,
    email,
    notes: '',
    createdAt: new Date(Date.now() - 400 * 86_400_000),
    ...(key
      ? { marketing: { consent: options.consent, at: new Date(), source: 'booking', unsubscribeKey: key, invitedAt: null } }
      : {}),
  });
  const visits = [
    ...completedDaysAgo.map((d) => ({ date: addDays(today, -d), status: 'completed' })),
    ...(options.scheduledInDays ?? []).map((d) => ({ date: addDays(today, d), status: 'scheduled' })),
  ];
  await Promise.all(
    visits.map(async ({ date, status }) => {
      const appointmentId = `reg-${randomUUID().slice(0, 8)}`;
      const start = zonedToInstant(date, '10:00', 'Europe/London');
      await adminDb.doc(`barbershops/${shop.id}/appointments/${appointmentId}`).set({
        id: appointmentId,
        shopId: shop.id,
        barberId: shop.barberIds[0],
        serviceId: shop.serviceIds[0],
        customerId: id,
        start,
        end: new Date(start.getTime() + 30 * 60_000),
        date,
        time: '10:00',
        durationMin: 30,
        pricePence: 2000,
        status,
        // no address: the booking triggers email nobody (this test reads the invites only)
        customerName: name,
        customerPhone: phone,
        customerEmail: '',
        serviceName: 'Cut',
        barberName: 'Barber 1',
        notes: '',
        source: 'owner',
        createdAt: new Date(),
        reminderSentAt: null,
        thankYouSentAt: null,
      });
    }),
  );
  return { id, phone, email, key };
}

let ada: Seeded; // every three weeks, last seen five weeks ago, agreed to hear from the shop
let bob: Seeded; // the same habit, never asked
let cal: Seeded; // three-weekly, seen ten days ago: not due
let dee: Seeded; // overdue, but booked ahead: not due
let eve: Seeded; // overdue, never asked: ticks the box when she books (then cancels)

const regulars = (token = owner.token) => callApi<RegularDueDto[]>('GET', `/api/barbershops/${shop.id}/regulars-due`, { token });
const invite = (customerId: string, token = owner.token) =>
  callApi('POST', `/api/barbershops/${shop.id}/customers/${customerId}/invite-to-book`, { token });
const unsubscribe = (body: unknown) => callApi('POST', '/api/unsubscribe', { body });
const invitesTo = async (email: string) => (await outboxFor(email)).filter((m) => m.emailType === 'invite_to_book');

beforeAll(async () => {
  [owner, stranger] = await Promise.all([createOwner('regulars'), createOwner('regulars-other')]);
  shop = await createTestShop({ ownerUid: owner.uid });
  [ada, bob, cal, dee, eve] = await Promise.all([
    customerWith('Ada Lovelace', [35, 56, 77, 98], { consent: true }),
    customerWith('Bob Marley', [36, 57, 78], {}),
    customerWith('Cal Ripken', [10, 31, 52], { consent: true }),
    customerWith('Dee Dee', [40, 61, 82], { consent: true, scheduledInDays: [4] }),
    customerWith('Eve Online', [50, 71, 92]),
  ]);
});

describe('regulars due', () => {
  it('lists the three-weekly customer last seen five weeks ago, and the one without consent, not those not due', async () => {
    const res = await regulars();
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((r) => [r.customerId, r]));
    expect(byId.get(ada.id)).toEqual({
      customerId: ada.id,
      name: 'Ada Lovelace',
      email: ada.email,
      visits: 4,
      usualGapDays: 21,
      lastVisitDate: addDays(today, -35),
      daysSinceLastVisit: 35,
      consent: true,
      invitedAt: null,
    });
    expect(byId.get(bob.id)).toMatchObject({ usualGapDays: 21, daysSinceLastVisit: 36, consent: false });
    expect(byId.has(cal.id)).toBe(false);
    expect(byId.has(dee.id)).toBe(false);
  });

  it('refuses to invite a customer without consent, and sends them nothing', async () => {
    const res = await invite(bob.id);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ message: "This customer hasn't agreed to hear from the shop." });
    const log = await adminDb.collection(`barbershops/${shop.id}/emailLog`).where('recipientEmail', '==', bob.email).get();
    expect(log.size).toBe(0);
    expect(await outboxFor(bob.email)).toEqual([]);
  });

  it('invites a consenting regular once, with the unsubscribe link, logged as sent by the owner; a second click is 409', async () => {
    const first = await invite(ada.id);
    expect(first.status).toBe(200);
    const sent = await waitForOutbox(ada.email, /^Time for your next visit to /);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.fromName).toBe(`${shop.name} via BarberBook`);
    expect(sent[0]!.text).toContain(`Book your next visit: `);
    expect(sent[0]!.text).toMatch(new RegExp(`Unsubscribe: \\S+/unsubscribe\\?shop=${shop.id}&key=${ada.key}$`, 'm'));
    expect(sent[0]!.html).toContain('>Unsubscribe</a>');

    const second = await invite(ada.id);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject({ code: 'invited_recently' });
    expect(await invitesTo(ada.email)).toHaveLength(1);

    const log = await adminDb.collection(`barbershops/${shop.id}/emailLog`).where('recipientEmail', '==', ada.email).get();
    expect(log.docs.map((d) => [d.get('emailType'), d.get('triggeredBy')?.uid])).toEqual([['invite_to_book', owner.uid]]);
    const listed = (await regulars()).body.find((r) => r.customerId === ada.id);
    expect(listed?.invitedAt).toBe((first.body as { invitedAt: string }).invitedAt);
  });

  it("the email's unsubscribe link withdraws consent (a wrong key does not); the invite is then refused", async () => {
    const [mail] = await invitesTo(ada.email);
    const link = new URL(/Unsubscribe: (\S+)/.exec(String(mail!.text))![1]!);
    // the shop and the key only: no customer id (their phone number) in a link that gets logged
    expect([...link.searchParams.keys()]).toEqual(['shop', 'key']);
    const body = { shopId: link.searchParams.get('shop'), key: link.searchParams.get('key') };

    expect((await unsubscribe({ ...body, key: `${body.key}x` })).status).toBe(404);
    // the key names a customer of that shop only
    expect((await unsubscribe({ ...body, shopId: 'no-such-shop' })).status).toBe(404);
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/${ada.id}`).get()).get('marketing.consent')).toBe(true);

    const res = await unsubscribe(body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ unsubscribed: true });
    // twice: the same answer, nothing more changes
    expect((await unsubscribe(body)).status).toBe(200);
    const stored = (await adminDb.doc(`barbershops/${shop.id}/customers/${ada.id}`).get()).get('marketing');
    expect(stored).toMatchObject({ consent: false, source: 'unsubscribe', unsubscribeKey: ada.key });

    expect((await regulars()).body.find((r) => r.customerId === ada.id)?.consent).toBe(false);
    const refused = await invite(ada.id);
    expect(refused.status).toBe(422);
    expect(await invitesTo(ada.email)).toHaveLength(1);
  });

  it('records consent given at booking (the ticked box); an unticked box later does not withdraw it', async () => {
    const booking = (time: string, marketingConsent?: boolean) =>
      callApi('POST', '/api/appointments', {
        body: {
          barbershopId: shop.id,
          serviceId: shop.serviceIds[0],
          barberId: shop.barberIds[0],
          date: futureWeekday(10, 3),
          time,
          customerName: 'Eve Online',
          customerPhone: eve.phone,
          customerEmail: eve.email,
          ...(marketingConsent === undefined ? {} : { marketingConsent }),
        },
      });
    const cancel = (b: { id: string; manageToken: string }) =>
      callApi('POST', `/api/appointments/${b.id}/manage/cancel`, { body: { token: b.manageToken } });
    expect((await regulars()).body.find((r) => r.customerId === eve.id)?.consent).toBe(false);

    const ticked = await booking('10:00', true);
    expect(ticked.status, JSON.stringify(ticked.body)).toBe(201);
    // booked ahead: not due while the booking stands
    expect((await regulars()).body.some((r) => r.customerId === eve.id)).toBe(false);
    const unticked = await booking('14:00', false);
    expect(unticked.status).toBe(201);
    expect((await cancel(ticked.body)).status).toBe(200);
    expect((await cancel(unticked.body)).status).toBe(200);

    expect((await regulars()).body.find((r) => r.customerId === eve.id)?.consent).toBe(true);
    expect((await invite(eve.id)).status).toBe(200);
    const [mail] = await waitForOutbox(eve.email, /^Time for your next visit to /);
    expect(mail!.text).toMatch(new RegExp(`/unsubscribe\\?shop=${shop.id}&key=[A-Za-z0-9_-]{32}$`, 'm'));
  });

  it('answers bad unsubscribe requests with a clear 4xx', async () => {
    expect((await callApi('POST', '/api/unsubscribe', { rawBody: '{"shopId":' })).status).toBe(400);
    expect((await unsubscribe([shop.id])).status).toBe(400);
    expect((await unsubscribe({ shopId: shop.id })).status).toBe(400);
    expect((await unsubscribe({ shopId: shop.id, key: 42 })).status).toBe(400);
    expect((await unsubscribe({ shopId: 'a/b', key: 'k' })).status).toBe(400);
    expect((await unsubscribe({ shopId: shop.id, key: 'k'.repeat(5000) })).status).toBe(400);
    expect((await unsubscribe({ shopId: 'no-such-shop', key: 'k' })).status).toBe(404);
    expect((await unsubscribe({ shopId: shop.id, key: 'k' })).status).toBe(404);
  });

  it("keeps another shop's owner and strangers out", async () => {
    expect((await regulars(stranger.token)).status).toBe(403);
    expect((await invite(cal.id, stranger.token)).status).toBe(403);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/regulars-due`)).status).toBe(401);
    expect((await callApi('POST', `/api/barbershops/${shop.id}/customers/${cal.id}/invite-to-book`)).status).toBe(401);
    expect(await invitesTo(cal.email)).toEqual([]);
    // an unknown customer of one's own shop
    expect((await invite('no-such-customer')).status).toBe(404);
  });
});
