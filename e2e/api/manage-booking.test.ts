// The customer's private manage link (docs/api.md): the token issued at booking, the manage
// view, rescheduling, the customer's own cancel through the security rules, and the booker view
// (bookerViews) the link's identity reads instead of the appointment, kept in step by a trigger.
import { createHash } from 'node:crypto';
import { doc, getDoc, serverTimestamp, updateDoc } from 'firebase/firestore';
import { customerContactKeys } from '@barbershop/core/abuse';
import { barberDayId } from '@barbershop/core/slots';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { clientDbWithCustomToken } from '../support/clientDb';
import { waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let shop: TestShop;
let owner: TestOwner;
const date = futureWeekday(14, 2);
const otherDate = futureWeekday(15, 3);
const NOT_FOUND = { message: 'Booking not found' };
const CLOSED = { message: 'This booking can no longer be changed online. Please call the shop.' };

let customerNo = 0;
const unique = (what: string) => `${what}.${Date.now()}.${(customerNo += 1)}@manage.example`;

async function book(time: string, overrides: Record<string, unknown> = {}, target: TestShop = shop) {
  const email = unique('c');
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: target.id,
      serviceId: target.serviceIds[0],
      barberId: target.barberIds[0],
      date,
      time,
      customerName: 'Ada Byron Lovelace',
      customerPhone: `07700 9${String(100000 + customerNo).slice(-5)}`,
      customerEmail: email,
      notes: '',
      ...overrides,
    },
  });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.id as string, token: res.body.manageToken as string, email, body: res.body };
}

const manage = (id: string, token?: unknown) =>
  callApi('POST', `/api/appointments/${id}/manage`, { body: token === undefined ? {} : { token } });

const reschedule = (id: string, body: Record<string, unknown>) => callApi('POST', `/api/appointments/${id}/reschedule`, { body });

async function slot(barberId: string, day: string, time: string) {
  const res = await callApi<{ time: string; available: boolean; reason?: string }[]>(
    'GET',
    `/api/barbers/${barberId}/all-slots?date=${day}&duration=30`,
  );
  expect(res.status).toBe(200);
  return res.body.find((s) => s.time === time);
}

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (done(v) || Date.now() > deadline) return v;
    await new Promise((r) => setTimeout(r, 300));
  }
}

const apptDoc = (id: string, target: TestShop = shop) => adminDb.doc(`barbershops/${target.id}/appointments/${id}`);
const viewDoc = (id: string, target: TestShop = shop) => adminDb.doc(`barbershops/${target.id}/bookerViews/${id}`);

/** The booker view as stored, once `done` holds (the trigger writes it a moment after the appointment). */
const waitForView = (id: string, done: (v: Record<string, unknown> | undefined) => boolean, target: TestShop = shop) =>
  waitFor(async () => (await viewDoc(id, target).get()).data(), done);

beforeAll(async () => {
  owner = await createOwner('manage-owner');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
});

describe('the manage token issued at booking', () => {
  it('is answered once by POST /api/appointments and stored only as its SHA-256 hash', async () => {
    const b = await book('09:00');
    expect(b.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const stored = (await apptDoc(b.id).get()).data()!;
    // the booking's token first; the confirmation email's own token may have joined it by now
    expect(stored.manageTokenHashes[0]).toBe(createHash('sha256').update(b.token).digest('hex'));
    for (const hash of stored.manageTokenHashes) expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(b.token);
    expect(stored.sequence).toBe(0);
    // the default cut-off: 24 hours before the start
    expect(stored.manageUntil.toDate().getTime()).toBe(stored.start.toDate().getTime() - 24 * 3_600_000);
    // no other answer carries the token or its hash
    const list = await callApi('GET', `/api/barbershops/${shop.id}/appointments?startDate=${date}&endDate=${date}`, {
      token: owner.token,
    });
    expect(list.status).toBe(200);
    expect(list.text).not.toContain(b.token);
    expect(list.text).not.toContain('manageTokenHashes');
    const summary = await callApi('GET', `/api/appointments/${b.id}/summary`);
    expect(summary.status).toBe(200);
    expect(summary.text).not.toContain(b.token);
    expect(summary.text).not.toContain('manageTokenHashes');
  });

  it("is in the customer's confirmation email as a link of its own, and in no email to the shop", async () => {
    const b = await book('13:00', { barberId: shop.barberIds[1] });
    const [confirmation] = await waitForOutbox(b.email, /^Booking confirmed/);
    const link = new RegExp(`/booking/${b.id}\\?t=([A-Za-z0-9_-]{32})`).exec(String(confirmation!.text));
    expect(link).not.toBeNull();
    const emailToken = link![1]!;
    expect(emailToken).not.toBe(b.token);
    expect(String(confirmation!.html)).toContain(`/booking/${b.id}?t=${emailToken}">Reschedule or cancel online</a>`);
    const opened = await manage(b.id, emailToken);
    expect(opened.status).toBe(200);
    expect(opened.body.appointment.id).toBe(b.id);
    // the booking's own token still works too
    expect((await manage(b.id, b.token)).status).toBe(200);
    const stored = (await apptDoc(b.id).get()).data()!;
    expect(stored.manageTokenHashes).toEqual([
      createHash('sha256').update(b.token).digest('hex'),
      createHash('sha256').update(emailToken).digest('hex'),
    ]);
    const shopEmail = String((await adminDb.doc(`barbershops/${shop.id}`).get()).get('email'));
    const shopEmails = await waitForOutbox(shopEmail, /^New booking/);
    expect(shopEmails.length).toBeGreaterThan(0);
    for (const m of shopEmails) expect(String(m.text)).not.toContain('/booking/');
  });

  it('is not written when the shop turned online changes off: manageUntil is null', async () => {
    const offShop = await createTestShop({ ownerUid: owner.uid });
    await adminDb.doc(`barbershops/${offShop.id}`).update({ manageCutoffHours: null });
    const b = await book('10:00', {}, offShop);
    expect((await apptDoc(b.id, offShop).get()).get('manageUntil')).toBeNull();
    const res = await manage(b.id, b.token);
    expect(res.status).toBe(200);
    expect(res.body.manageUntil).toBeNull();
    expect(res.body.canManage).toBe(false);
  });
});

describe('POST /api/appointments/{id}/manage', () => {
  it('answers the booking, the shop and a sign-in token, without the customer’s contact details', async () => {
    const b = await book('09:30');
    const res = await manage(b.id, b.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toMatch(/no-store/);
    const stored = (await apptDoc(b.id).get()).data()!;
    expect(res.body).toEqual({
      appointment: {
        id: b.id,
        status: 'scheduled',
        date,
        time: '09:30',
        durationMin: 30,
        pricePence: 2000,
        serviceId: shop.serviceIds[0],
        serviceIds: [shop.serviceIds[0]],
        serviceName: 'Cut',
        services: [{ name: 'Cut', durationMin: 30, pricePence: 2000 }],
        barberId: shop.barberIds[0],
        barberName: 'Barber 1',
        customerFirstName: 'Ada',
        start: stored.start.toDate().toISOString(),
        end: stored.end.toDate().toISOString(),
      },
      shop: {
        id: shop.id,
        name: shop.name,
        slug: shop.slug,
        address: '1 Test Street, London',
        phone: '+442079460000',
        email: expect.stringMatching(/@shop\.example$/),
        timezone: 'Europe/London',
      },
      manageUntil: stored.manageUntil.toDate().toISOString(),
      canManage: true,
      firebaseToken: expect.any(String),
      // a visit still to come: nothing to review yet
      canReview: false,
      review: null,
    });
    expect(res.text).not.toContain(b.email);
    expect(res.text).not.toContain('Lovelace');
    expect(res.text).not.toContain('7700');
  });

  it('lists every service of a visit with its time and price, never the cleanup buffer (the summary too)', async () => {
    const visitShop = await createTestShop({ ownerUid: owner.uid });
    const [cut, long] = visitShop.serviceIds as [string, string];
    await adminDb.doc(`barbershops/${visitShop.id}/services/${long}`).update({ bufferMin: 15 });
    const b = await book('10:00', { serviceIds: [cut, long] }, visitShop);
    const services = [
      { name: 'Cut', durationMin: 30, pricePence: 2000 },
      { name: 'Long Cut', durationMin: 45, pricePence: 3500 },
    ];
    const res = await manage(b.id, b.token);
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({
      serviceId: cut,
      serviceIds: [cut, long],
      serviceName: 'Cut + Long Cut',
      services,
      durationMin: 75,
      pricePence: 5500,
    });
    const summary = await callApi('GET', `/api/appointments/${b.id}/summary`);
    expect(summary.body).toMatchObject({ serviceName: 'Cut + Long Cut', services, durationMin: 75, pricePence: 5500 });
    for (const text of [res.text, summary.text]) expect(text).not.toMatch(/buffer/i);
  });

  it('answers the same 404 for an unknown booking and a wrong, foreign, missing, tampered or malformed token', async () => {
    const a = await book('11:00');
    const other = await book('11:30');
    const flip = (t: string) => `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all([
      manage(a.id, 'A'.repeat(32)),
      manage(a.id, other.token),
      manage(a.id),
      manage(a.id, ''),
      manage(a.id, flip(a.token)),
      manage(a.id, a.token.slice(1)),
      manage(a.id, `${a.token}=`),
      manage('no-such-booking', a.token),
      manage(a.id, [a.token]),
      // in the address, where logs would record it, the token is not read
      callApi('POST', `/api/appointments/${a.id}/manage?token=${a.token}`, { body: {} }),
    ]);
    for (const res of answers) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
    // the right token still works
    expect((await manage(a.id, a.token)).status).toBe(200);
  });
});

describe('POST /api/appointments/{id}/reschedule', () => {
  it('moves the booking: the old slot is free, the new one taken, sequence + 1, and the customer hears of it', async () => {
    const b = await book('12:00');
    const res = await reschedule(b.id, { token: b.token, date: otherDate, time: '14:00', barberId: shop.barberIds[1] });
    expect(res.status, res.text).toBe(200);
    expect(res.body.appointment).toMatchObject({
      date: otherDate,
      time: '14:00',
      barberId: shop.barberIds[1],
      barberName: 'Barber 2',
    });
    expect(res.body.canManage).toBe(true);
    expect(await slot(shop.barberIds[0]!, date, '12:00')).toEqual({ time: '12:00', available: true });
    expect(await slot(shop.barberIds[1]!, otherDate, '14:00')).toEqual({ time: '14:00', available: false, reason: 'Booked' });
    const stored = (await apptDoc(b.id).get()).data()!;
    expect(stored).toMatchObject({ date: otherDate, time: '14:00', barberId: shop.barberIds[1], sequence: 1 });
    expect(stored.manageUntil.toDate().getTime()).toBe(stored.start.toDate().getTime() - 24 * 3_600_000);
    expect(res.body.appointment.start).toBe(stored.start.toDate().toISOString());
    // the customer's cap keeps counting the booking until its new time
    for (const key of customerContactKeys(stored.customerPhone, stored.customerEmail)) {
      const holdId = createHash('sha256').update(`barberbook-holds:v1:${shop.id}:${key}`).digest('hex');
      const hold = await adminDb.doc(`customerBookingHolds/${holdId}`).get();
      expect(hold.get('held')).toEqual([{ appointmentId: b.id, start: stored.start.toDate().getTime() }]);
    }
    const [mail] = await waitForOutbox(b.email, /Appointment moved/);
    expect(mail?.subject).toMatch(/at 14:00$/);
    expect(mail?.attachments[0].content).toContain('METHOD:REQUEST');
    expect(mail?.attachments[0].content).toContain('SEQUENCE:1');
    expect(mail?.attachments[0].content).toContain(`UID:${b.id}@barberbook`);
    // the shop hears of it too, with replies going to the customer
    const shopEmail = String((await adminDb.doc(`barbershops/${shop.id}`).get()).get('email'));
    const notices = await waitForOutbox(shopEmail, /^Booking moved by the customer: .* at 14:00$/);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.replyTo).toBe(b.email);
    // the same token keeps working after the move
    expect((await manage(b.id, b.token)).body.appointment.time).toBe('14:00');
  });

  it('moves within the same barber-day, the booking not standing in its own way', async () => {
    const b = await book('15:00', { serviceId: shop.serviceIds[1] }); // 45 minutes
    const res = await reschedule(b.id, { token: b.token, date, time: '15:30', barberId: shop.barberIds[0] });
    expect(res.status, res.text).toBe(200);
    const day = (await adminDb.doc(`barbershops/${shop.id}/barberDays/${barberDayId(shop.barberIds[0]!, date)}`).get()).get(
      'intervals',
    );
    expect(day.filter((i: { appointmentId: string }) => i.appointmentId === b.id)).toHaveLength(1);
  });

  it('checks the new time as a new online booking: off the grid and closed hours are 422', async () => {
    const b = await book('16:00', { barberId: shop.barberIds[1] });
    const offGrid = await reschedule(b.id, { token: b.token, date: otherDate, time: '10:07', barberId: '' });
    expect(offGrid.status).toBe(422);
    const closed = await reschedule(b.id, { token: b.token, date: otherDate, time: '23:00', barberId: 'any' });
    expect(closed.status).toBe(422);
    expect(closed.body.message).toEqual(expect.any(String));
  });

  it('answers the same 404 for a wrong or malformed token', async () => {
    const b = await book('16:30');
    for (const token of ['A'.repeat(32), 'short', undefined, 42]) {
      const res = await reschedule(b.id, { token, date: otherDate, time: '10:00' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual(NOT_FOUND);
    }
  });

  it('races a new booking for the same time: exactly one wins, nothing half-written', async () => {
    const b = await book('13:00');
    const [moved, booked] = await Promise.all([
      reschedule(b.id, { token: b.token, date: otherDate, time: '11:00', barberId: shop.barberIds[0] }),
      callApi('POST', '/api/appointments', {
        body: {
          barbershopId: shop.id,
          serviceId: shop.serviceIds[0],
          barberId: shop.barberIds[0],
          date: otherDate,
          time: '11:00',
          customerName: 'Grace Hopper',
          customerPhone: '07700 900777',
          customerEmail: unique('race'),
        },
      }),
    ]);
    const wins = [moved, booked].filter((r) => r.status >= 200 && r.status < 300);
    expect(wins).toHaveLength(1);
    const loser = [moved, booked].find((r) => r.status >= 300)!;
    expect(loser.status).toBe(409);
    expect(loser.body.message).toEqual(expect.any(String));
    const intervals = (
      await adminDb.doc(`barbershops/${shop.id}/barberDays/${barberDayId(shop.barberIds[0]!, otherDate)}`).get()
    ).get('intervals');
    const winnerStart = moved.status === 200 ? moved.body.appointment.start : booked.body.start;
    expect(intervals.filter((i: { start: number }) => i.start === Date.parse(winnerStart))).toHaveLength(1);
    const stored = (await apptDoc(b.id).get()).data()!;
    if (moved.status === 200) {
      expect(stored).toMatchObject({ date: otherDate, time: '11:00', sequence: 1 });
      expect(await slot(shop.barberIds[0]!, date, '13:00')).toEqual({ time: '13:00', available: true });
    } else {
      expect(stored).toMatchObject({ date, time: '13:00', sequence: 0 });
      expect(await slot(shop.barberIds[0]!, date, '13:00')).toEqual({ time: '13:00', available: false, reason: 'Booked' });
    }
  });

  it('refuses after the cut-off and for a cancelled booking with 422', async () => {
    const late = await book('17:00');
    await apptDoc(late.id).update({ manageUntil: new Date(Date.now() - 60_000) });
    expect((await manage(late.id, late.token)).body.canManage).toBe(false);
    const res = await reschedule(late.id, { token: late.token, date: otherDate, time: '10:00' });
    expect(res.status).toBe(422);
    expect(res.body).toEqual(CLOSED);

    const cancelled = await book('17:30');
    expect((await callApi('DELETE', `/api/appointments/${cancelled.id}`, { token: owner.token })).status).toBe(200);
    const again = await reschedule(cancelled.id, { token: cancelled.token, date: otherDate, time: '10:30' });
    expect(again.status).toBe(422);
    expect(again.body).toEqual(CLOSED);
    expect((await manage(cancelled.id, cancelled.token)).body).toMatchObject({
      canManage: false,
      appointment: { status: 'cancelled' },
    });
  });
});

describe('the customer cancels through the security rules', () => {
  it('frees the slot and emails the customer (CANCEL .ics) and the shop', async () => {
    const b = await book('10:30');
    const view = await manage(b.id, b.token);
    const client = await clientDbWithCustomToken(view.body.firebaseToken, b.id);
    try {
      // a write without a read: the booker may not read the appointment itself
      await updateDoc(doc(client.db, `barbershops/${shop.id}/appointments/${b.id}`), {
        status: 'cancelled',
        cancelledAt: serverTimestamp(),
        cancelledBy: 'customer',
      });
    } finally {
      await client.close();
    }
    expect((await waitForView(b.id, (v) => v?.status === 'cancelled'))?.status).toBe('cancelled');
    const freed = await waitFor(
      () => slot(shop.barberIds[0]!, date, '10:30'),
      (s) => s?.available === true,
    );
    expect(freed).toEqual({ time: '10:30', available: true });
    const [mail] = await waitForOutbox(b.email, /Appointment cancelled/);
    expect(mail?.attachments[0].content).toContain('METHOD:CANCEL');
    expect(mail?.attachments[0].content).toContain('STATUS:CANCELLED');
    expect(mail?.attachments[0].content).toContain('SEQUENCE:1');
    const shopEmail = (await adminDb.doc(`barbershops/${shop.id}`).get()).get('email') as string;
    const notices = await waitForOutbox(shopEmail, new RegExp(`Booking cancelled by the customer: Ada Byron Lovelace`));
    expect(notices.length).toBeGreaterThan(0);
    expect((await reschedule(b.id, { token: b.token, date: otherDate, time: '12:00' })).status).toBe(422);
  });
});

describe("the booker view: what the manage link's identity reads", () => {
  const viewOf = (id: string, status: string, day: string, time: string, barberId: string) => ({
    id,
    shopId: shop.id,
    status,
    date: day,
    time,
    barberId,
  });

  it('is readable with the link’s sign-in token, unlike the appointment, and holds no more than the page shows', async () => {
    const b = await book('14:00', { notes: 'Please call 07700 900999 first' });
    const answer = await manage(b.id, b.token);
    const expected = viewOf(b.id, 'scheduled', date, '14:00', shop.barberIds[0]!);
    expect(await waitForView(b.id, (v) => v !== undefined)).toEqual(expected);
    const client = await clientDbWithCustomToken(answer.body.firebaseToken, `view-${b.id}`);
    try {
      expect((await getDoc(doc(client.db, `barbershops/${shop.id}/bookerViews/${b.id}`))).data()).toEqual(expected);
      await expect(getDoc(doc(client.db, `barbershops/${shop.id}/appointments/${b.id}`))).rejects.toMatchObject({
        code: 'permission-denied',
      });
    } finally {
      await client.close();
    }
  });

  it('follows the customer’s reschedule, the owner’s move, a status and the owner’s cancel with a reason', async () => {
    const [b1, b2] = shop.barberIds as [string, string];
    const b = await book('10:00');
    await waitForView(b.id, (v) => v?.time === '10:00');
    expect((await reschedule(b.id, { token: b.token, date: otherDate, time: '15:00', barberId: b2 })).status).toBe(200);
    expect(await waitForView(b.id, (v) => v?.time === '15:00')).toEqual(viewOf(b.id, 'scheduled', otherDate, '15:00', b2));
    const moved = await callApi('POST', `/api/appointments/${b.id}/move`, {
      token: owner.token,
      body: { barberId: b1, date: otherDate, time: '16:00' },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(await waitForView(b.id, (v) => v?.time === '16:00')).toEqual(viewOf(b.id, 'scheduled', otherDate, '16:00', b1));
    // a visit is marked only from its start: the test's booking is in the future, so it starts now
    await apptDoc(b.id).update({ start: new Date(Date.now() - 60_000) });
    const noShow = await callApi('PATCH', `/api/appointments/${b.id}`, { token: owner.token, body: { status: 'no_show' } });
    expect(noShow.status, noShow.text).toBe(200);
    expect((await waitForView(b.id, (v) => v?.status === 'no_show'))?.status).toBe('no_show');
    await callApi('PATCH', `/api/appointments/${b.id}`, { token: owner.token, body: { status: 'scheduled' } });
    await waitForView(b.id, (v) => v?.status === 'scheduled');
    const cancelled = await callApi('POST', `/api/appointments/${b.id}/cancel`, {
      token: owner.token,
      body: { reason: 'The barber is ill', notifyCustomer: false },
    });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(await waitForView(b.id, (v) => v?.status === 'cancelled')).toEqual(viewOf(b.id, 'cancelled', otherDate, '16:00', b1));
  });

  it('stays without the customer after an erasure, and goes with its appointment', async () => {
    const b = await book('14:30');
    const expected = viewOf(b.id, 'scheduled', date, '14:30', shop.barberIds[0]!);
    await waitForView(b.id, (v) => v !== undefined);
    const customerId = String((await apptDoc(b.id).get()).get('customerId'));
    const erased = await callApi('POST', `/api/barbershops/${shop.id}/customers/${customerId}/erase`, { token: owner.token });
    expect(erased.status, erased.text).toBe(200);
    expect((await apptDoc(b.id).get()).get('customerName')).toBe('Erased customer');
    // the view never held the customer: nothing of them to take out
    expect((await viewDoc(b.id).get()).data()).toEqual(expected);
    await apptDoc(b.id).delete();
    expect(await waitForView(b.id, (v) => v === undefined)).toBeUndefined();
  });
});

describe('the shop setting manageCutoffHours', () => {
  it('takes null or whole hours 1 to 72 and is in the shop DTO (24 when unset)', async () => {
    const target = await createTestShop({ ownerUid: owner.uid });
    expect((await callApi('GET', `/api/barbershops/${target.id}`)).body.manageCutoffHours).toBe(24);
    for (const bad of [0, 73, 2.5, '24', true]) {
      const res = await callApi('PATCH', `/api/barbershops/${target.id}`, {
        token: owner.token,
        body: { manageCutoffHours: bad },
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors.manageCutoffHours).toBe(
        'Online changes cut-off must be off or a whole number of hours from 1 to 72',
      );
    }
    const six = await callApi('PATCH', `/api/barbershops/${target.id}`, { token: owner.token, body: { manageCutoffHours: 6 } });
    expect(six.status).toBe(200);
    expect(six.body.manageCutoffHours).toBe(6);
    const b = await book('14:30', {}, target);
    const stored = (await apptDoc(b.id, target).get()).data()!;
    expect(stored.manageUntil.toDate().getTime()).toBe(stored.start.toDate().getTime() - 6 * 3_600_000);
    const off = await callApi('PATCH', `/api/barbershops/${target.id}`, {
      token: owner.token,
      body: { manageCutoffHours: null },
    });
    expect(off.status).toBe(200);
    expect(off.body.manageCutoffHours).toBeNull();
  });
});
