// The owner's calendar through /api: moving a booking (one transaction, the same engine as the
// customer's reschedule), walk-ins from this minute, marking visits, and cancelling with a
// reason and with or without the customer's email.
import { barberDayId } from '@barbershop/core/slots';
import { instantToZoned } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, STANDARD_HOURS, type TestShop } from '../support/shops';

let owner: TestOwner;
let shop: TestShop;
let b1: string;
let b2: string;
/** the third chair: for the walk-in whose emails are checked (b1 and b2 take the other walk-ins) */
let b3: string;
/** the fourth and fifth chairs: a walk-in the owner moves from one to the other */
let b4: string;
let b5: string;
let cut: string;
const date = futureWeekday(25, 2); // a Tuesday
let customerNo = 0;

async function book(barberId: string, time: string, day = date) {
  customerNo += 1;
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: cut,
      barberId,
      date: day,
      time,
      customerName: `Moved Customer ${customerNo}`,
      customerPhone: `07911 13${String(customerNo).padStart(4, '0')}`,
      customerEmail: `moved-${customerNo}-${shop.id}@example.com`,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; customerEmail: string };
}

const move = (id: string, body: Record<string, unknown>, token = owner.token) =>
  callApi('POST', `/api/appointments/${id}/move`, { token, body });

const intervalsOf = async (barberId: string, day = date) =>
  (
    ((await adminDb.doc(`barbershops/${shop.id}/barberDays/${barberDayId(barberId, day)}`).get()).get('intervals') ?? []) as {
      appointmentId: string;
    }[]
  ).map((i) => i.appointmentId);

beforeAll(async () => {
  owner = await createOwner('moves-owner');
  // open every day from midnight, so a walk-in "now" has hours whenever the suite runs
  const allDay = STANDARD_HOURS.map((h) => ({ ...h, startTime: '00:00', endTime: '23:59', isActive: true }));
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 5, hours: allDay });
  [b1, b2, b3, b4, b5] = shop.barberIds as [string, string, string, string, string];
  cut = shop.serviceIds[0]!;
});

describe('the owner moves a booking', () => {
  it('to another barber and time in one go: the intervals move, the customer gets one "moved" email, the shop no notice', async () => {
    const booked = await book(b1, '10:00');
    // a reminder already sent for 10:00 (as the job marks it): the new time gets its own
    const ref = adminDb.doc(`barbershops/${shop.id}/appointments/${booked.id}`);
    await ref.update({ reminderSentAt: new Date() });
    const res = await move(booked.id, { barberId: b2, date, time: '14:15' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: booked.id, barberId: b2, barberName: 'Barber 2', date, time: '14:15' });
    expect((await ref.get()).get('reminderSentAt')).toBeNull();
    expect(await intervalsOf(b1)).not.toContain(booked.id);
    expect(await intervalsOf(b2)).toContain(booked.id);
    const [mail] = await waitForOutbox(booked.customerEmail, /^Appointment moved/);
    expect(mail?.attachments[0].content).toContain('SEQUENCE:1');
    expect(mail?.text).toContain('14:15');
    // the shop's notice would follow the customer's email at once: give it time, then check none came
    await new Promise((r) => setTimeout(r, 1500));
    const shopEmail = String((await adminDb.doc(`barbershops/${shop.id}`).get()).get('email'));
    expect((await outboxFor(shopEmail)).filter((m) => /moved by the customer/.test(String(m.subject)))).toEqual([]);
    expect((await outboxFor(booked.customerEmail)).filter((m) => /^Appointment moved/.test(String(m.subject)))).toHaveLength(1);
  });

  it('races a new booking for the same time: exactly one wins', async () => {
    const booked = await book(b1, '09:00');
    customerNo += 1;
    const [moved, fresh] = await Promise.all([
      move(booked.id, { barberId: b2, date, time: '16:00' }),
      callApi('POST', '/api/appointments', {
        body: {
          barbershopId: shop.id,
          serviceId: cut,
          barberId: b2,
          date,
          time: '16:00',
          customerName: 'Racing Customer',
          customerPhone: `07911 13${String(customerNo).padStart(4, '0')}`,
          customerEmail: `racer-${shop.id}@example.com`,
        },
      }),
    ]);
    // one of the two got 16:00 with Barber 2 (200 or 201), the other was refused with 409
    expect([moved.status === 200, fresh.status === 201].filter(Boolean)).toHaveLength(1);
    expect([moved.status, fresh.status]).toContain(409);
    const snap = await adminDb
      .collection(`barbershops/${shop.id}/appointments`)
      .where('barberId', '==', b2)
      .where('time', '==', '16:00')
      .get();
    expect(snap.docs.filter((d) => d.get('status') === 'scheduled')).toHaveLength(1);
  });

  it('refuses a move onto a weekly break, a time block or a closed date, and changes nothing', async () => {
    const booked = await book(b1, '11:00');
    await adminDb.doc(`barbershops/${shop.id}/barbers/${b2}`).update({
      weeklyBreaks: [{ dayOfWeek: 2, startTime: '13:00', endTime: '13:30' }],
    });
    const onBreak = await move(booked.id, { barberId: b2, date, time: '12:45' });
    expect(onBreak.status).toBe(409);
    expect(onBreak.body.message).toBe('Barber 2 is not available at that time (Break). Please choose another time.');
    const closed = futureWeekday(32, 3);
    await adminDb.doc(`barbershops/${shop.id}`).update({ closedDates: [closed] });
    const onClosure = await move(booked.id, { barberId: b1, date: closed, time: '10:00' });
    expect(onClosure.status).toBe(422);
    expect(onClosure.body.message).toBe('The barbershop is closed at that time.');
    const stored = (await adminDb.doc(`barbershops/${shop.id}/appointments/${booked.id}`).get()).data()!;
    expect([stored.barberId, stored.date, stored.time, stored.sequence]).toEqual([b1, date, '11:00', 0]);
    expect(await intervalsOf(b1)).toContain(booked.id);
  });

  it('answers 400 for a bad body, 409 for a cancelled booking, and nothing for someone else', async () => {
    const booked = await book(b1, '08:00');
    expect((await move(booked.id, { barberId: b2, date: '2026-02-30', time: '10:00' })).status).toBe(400);
    expect((await move(booked.id, { barberId: b2, date })).status).toBe(400);
    const stranger = await createOwner('moves-stranger');
    expect([403, 404]).toContain((await move(booked.id, { barberId: b2, date, time: '08:00' }, stranger.token)).status);
    expect((await move('no-such-appointment', { barberId: b2, date, time: '08:00' })).status).toBe(404);
    await callApi('POST', `/api/appointments/${booked.id}/cancel`, { token: owner.token, body: { notifyCustomer: false } });
    expect((await move(booked.id, { barberId: b2, date, time: '08:00' })).status).toBe(409);
  });

  it('with notifyCustomer false emails the customer nothing (the new time still gets its reminder); true emails them; "false" is 400', async () => {
    const booked = await book(b1, '17:00');
    const ref = adminDb.doc(`barbershops/${shop.id}/appointments/${booked.id}`);
    for (const bad of ['false', 0, null, {}]) {
      expect((await move(booked.id, { barberId: b1, date, time: '17:30', notifyCustomer: bad })).status).toBe(400);
    }
    const typo = await move(booked.id, { barberId: b1, date, time: '17:30', notifyCustomer: 'false' });
    expect(typo.body.message).toBe('notifyCustomer must be true or false');
    expect((await ref.get()).get('time')).toBe('17:00');

    await ref.update({ reminderSentAt: new Date() });
    const silent = await move(booked.id, { barberId: b2, date, time: '17:30', notifyCustomer: false });
    expect(silent.status).toBe(200);
    expect(silent.body).toMatchObject({ barberId: b2, time: '17:30' });
    expect((await ref.get()).get('reminderSentAt')).toBeNull();
    // once the booker view shows the move, the trigger has had its turn at the email
    const view = adminDb.doc(`barbershops/${shop.id}/bookerViews/${booked.id}`);
    const deadline = Date.now() + 20_000;
    while ((await view.get()).get('time') !== '17:30' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300));
    expect((await view.get()).get('time')).toBe('17:30');
    expect(await waitForOutbox(booked.customerEmail, /^Appointment moved/, 1, 3_000)).toEqual([]);

    const told = await move(booked.id, { barberId: b1, date, time: '17:00', notifyCustomer: true });
    expect(told.status).toBe(200);
    const [mail] = await waitForOutbox(booked.customerEmail, /^Appointment moved/);
    expect(mail?.text).toContain('17:00');
    expect(mail?.attachments[0].content).toContain('SEQUENCE:2');
  });
});

describe('walk-ins', () => {
  it('book the chosen barber from this minute, with no details needed', async () => {
    const before = instantToZoned(Date.now(), 'Europe/London');
    const res = await callApi('POST', `/api/barbershops/${shop.id}/walk-ins`, {
      token: owner.token,
      body: { barberId: b1, serviceId: cut },
    });
    const after = instantToZoned(Date.now(), 'Europe/London');
    if (before.time > '23:28') {
      // the last half hour of the day: a 30-minute cut no longer fits before closing
      expect(res.status).toBe(422);
      return;
    }
    expect(res.status).toBe(201);
    expect([before.time, after.time]).toContain(res.body.time);
    expect(res.body).toMatchObject({ customerName: 'Walk-in', customerId: '', customerPhone: '', source: 'owner' });
    expect(await intervalsOf(b1, res.body.date)).toContain(res.body.id);
  });

  it('with a phone the walk-in joins the customer list', async () => {
    const res = await callApi('POST', `/api/barbershops/${shop.id}/walk-ins`, {
      token: owner.token,
      body: { barberId: b2, serviceId: cut, name: 'Wally Walker', phone: '07911 139999' },
    });
    if (res.status === 422) return; // the last half hour of the day, as above
    expect(res.status).toBe(201);
    const customer = await adminDb.doc(`barbershops/${shop.id}/customers/${res.body.customerId}`).get();
    expect(customer.get('name')).toBe('Wally Walker');
    expect(customer.get('phone')).toBe('+447911139999');
  });

  it('get no confirmation email (no reminder text, no manage link) and no reminder; the shop is still notified', async () => {
    const email = `walk-in-${shop.id}@example.com`;
    const res = await callApi('POST', `/api/barbershops/${shop.id}/walk-ins`, {
      token: owner.token,
      body: { barberId: b3, serviceId: cut, name: 'Wendy Walk', email },
    });
    if (res.status === 422) return; // the last half hour of the day, as above
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    // the trigger emails the customer before the shop: once the shop's notice is logged, the
    // customer's confirmation would have been too
    const logOf = async () =>
      (await adminDb.collection(`barbershops/${shop.id}/emailLog`).where('appointmentId', '==', id).get()).docs.map((d) =>
        String(d.get('emailType')),
      );
    const deadline = Date.now() + 20_000;
    while (!(await logOf()).includes('staff_notification') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300));
    expect(await logOf()).toEqual(['staff_notification']);
    expect(await outboxFor(email)).toEqual([]);
    const ref = adminDb.doc(`barbershops/${shop.id}/appointments/${id}`);
    expect((await ref.get()).get('walkIn')).toBe(true);
    // the reminder job passes it by even where its start would look ahead (a clock a minute behind)
    await ref.update({ start: new Date(Date.now() + 3_600_000), end: new Date(Date.now() + 5_400_000) });
    expect((await callApi('POST', '/api/dev/jobs/reminders')).status).toBe(200);
    expect((await ref.get()).get('reminderSentAt') ?? null).toBeNull();
    expect(await outboxFor(email)).toEqual([]);
  });

  it('moved by the owner to another barber: the customer gets no "moved" email', async () => {
    const email = `walk-in-moved-${shop.id}@example.com`;
    const res = await callApi('POST', `/api/barbershops/${shop.id}/walk-ins`, {
      token: owner.token,
      body: { barberId: b4, serviceId: cut, name: 'Walter Moved', email },
    });
    if (res.status === 422) return; // the last half hour of the day, as above
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    const ref = adminDb.doc(`barbershops/${shop.id}/appointments/${id}`);
    expect((await ref.get()).get('walkIn')).toBe(true);
    // The walk-in's own minute has begun, so the move checks it as past: the other chair takes it
    // two minutes on (still within the day's hours, 00:00-23:59, unless the day is nearly over).
    const to = instantToZoned((await ref.get()).get('start').toMillis() + 120_000, 'Europe/London');
    if (to.date !== res.body.date || to.time > '23:29') return;
    const moved = await move(id, { barberId: b5, date: to.date, time: to.time });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body).toMatchObject({ id, barberId: b5, barberName: 'Barber 5', time: to.time });
    expect((await ref.get()).get('sequence')).toBe(1);
    // the update trigger syncs the booker view first and emails right after it: once the view
    // shows the new barber, a "moved" email would follow within moments
    const view = adminDb.doc(`barbershops/${shop.id}/bookerViews/${id}`);
    const deadline = Date.now() + 20_000;
    while ((await view.get()).get('barberId') !== b5 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300));
    expect((await view.get()).get('barberId')).toBe(b5);
    expect(await waitForOutbox(email, /moved/i, 1, 3_000)).toEqual([]);
    expect(await outboxFor(email)).toEqual([]);
  });

  it('are the owner’s only', async () => {
    const anonymous = await callApi('POST', `/api/barbershops/${shop.id}/walk-ins`, { body: { barberId: b1, serviceId: cut } });
    expect(anonymous.status).toBe(401);
  });
});

describe('marking and cancelling', () => {
  it('refuses completed or no-show before the visit starts (422, nothing stored), allows them from its start', async () => {
    const booked = await book(b2, '06:30');
    const patch = (body: Record<string, unknown>) =>
      callApi('PATCH', `/api/appointments/${booked.id}`, { token: owner.token, body });
    for (const status of ['no_show', 'completed']) {
      const early = await patch({ status });
      expect(early.status).toBe(422);
      expect(early.body.message).toBe(
        `This visit has not started yet (${date} 06:30): it can be marked completed or no-show only from its start time.`,
      );
    }
    const ref = adminDb.doc(`barbershops/${shop.id}/appointments/${booked.id}`);
    expect((await ref.get()).get('status')).toBe('scheduled');
    // notes alone are still the owner's to edit before the visit
    expect((await patch({ notes: 'Prefers a skin fade' })).status).toBe(200);
    // the visit's time comes: its start a minute ago
    await ref.update({ start: new Date(Date.now() - 60_000), end: new Date(Date.now() + 29 * 60_000) });
    expect((await patch({ status: 'completed' })).body.status).toBe('completed');
    expect((await patch({ status: 'no_show' })).body.status).toBe('no_show');
  });

  it('marks a no-show and takes it back; a cancelled booking cannot be marked', async () => {
    const booked = await book(b2, '08:30');
    const patch = (body: Record<string, unknown>) =>
      callApi('PATCH', `/api/appointments/${booked.id}`, { token: owner.token, body });
    // a visit that has started (the rule above): marked as the owner sees it happen
    await adminDb.doc(`barbershops/${shop.id}/appointments/${booked.id}`).update({ start: new Date(Date.now() - 60_000) });
    expect((await patch({ status: 'no_show' })).body.status).toBe('no_show');
    expect((await patch({ status: 'scheduled', notes: 'Came the next day' })).body).toMatchObject({
      status: 'scheduled',
      notes: 'Came the next day',
    });
    expect((await patch({ status: 'cancelled' })).status).toBe(400);
    expect((await patch({})).status).toBe(400);
    await callApi('POST', `/api/appointments/${booked.id}/cancel`, { token: owner.token, body: {} });
    expect((await patch({ status: 'completed' })).status).toBe(409);
  });

  it('cancels with a reason and without emailing the customer when asked, or with the email by default', async () => {
    const quiet = await book(b1, '07:00');
    const told = await book(b1, '07:30');
    const res = await callApi('POST', `/api/appointments/${quiet.id}/cancel`, {
      token: owner.token,
      body: { reason: 'Told in person', notifyCustomer: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('cancelled');
    const stored = (await adminDb.doc(`barbershops/${shop.id}/appointments/${quiet.id}`).get()).data()!;
    expect([stored.cancelReason, stored.cancelledBy, stored.cancelNotice]).toEqual(['Told in person', 'owner', false]);
    expect(await intervalsOf(b1)).not.toContain(quiet.id);
    await callApi('POST', `/api/appointments/${told.id}/cancel`, { token: owner.token, body: {} });
    expect(await waitForOutbox(told.customerEmail, /^Appointment cancelled/)).toHaveLength(1);
    expect((await outboxFor(quiet.customerEmail)).filter((m) => /cancelled/.test(String(m.subject)))).toEqual([]);
    expect(
      (await callApi('POST', `/api/appointments/${told.id}/cancel`, { token: owner.token, body: { notifyCustomer: 'no' } }))
        .status,
    ).toBe(400);
  });
});
