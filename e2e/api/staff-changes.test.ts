import { barberDayId } from '@barbershop/core/slots';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { allListedShops, callApi } from '../support/api';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// Deleting or deactivating a barber never orphans a booking: without a choice the API refuses
// with the count; moving takes the other barber's time and frees the old one's; cancelling
// emails the customer.
const date = futureWeekday(9, 2);
const unique = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

async function ownerShop(): Promise<{ owner: TestOwner; shop: TestShop }> {
  const owner = await createOwner('staffchg');
  return { owner, shop: await createTestShop({ ownerUid: owner.uid, barbers: 2 }) };
}

async function book(shop: TestShop, barberIndex: number, time: string, customerEmail = unique('cust')) {
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[barberIndex],
      date,
      time,
      customerName: `Customer ${time}`,
      customerPhone: `07700 900${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
      customerEmail,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id as string, email: customerEmail };
}

const appointment = async (shop: TestShop, id: string) =>
  (await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).data()!;
const barber = async (shop: TestShop, i: number) => adminDb.doc(`barbershops/${shop.id}/barbers/${shop.barberIds[i]}`).get();
const slotAt = async (shop: TestShop, i: number, time: string) => {
  const res = await callApi('GET', `/api/barbers/${shop.barberIds[i]}/all-slots?date=${date}&duration=30`);
  return res.body.find((s: { time: string }) => s.time === time);
};

describe('a barber with future bookings', () => {
  it('is neither deleted nor deactivated without a choice: 409 with the count, nothing changes', async () => {
    const { owner, shop } = await ownerShop();
    const a = await book(shop, 0, '10:00');
    await book(shop, 0, '11:00');
    const cancelled = await book(shop, 0, '12:00');
    expect((await callApi('DELETE', `/api/appointments/${cancelled.id}`, { token: owner.token })).status).toBe(200);

    const del = await callApi('DELETE', `/api/barbers/${shop.barberIds[0]}`, { token: owner.token });
    expect(del.status).toBe(409);
    expect(del.body).toMatchObject({ futureAppointments: 2 });
    expect(del.body.message).toContain('2 future appointments');
    const off = await callApi('PATCH', `/api/barbers/${shop.barberIds[0]}`, { token: owner.token, body: { isActive: false } });
    expect(off.status).toBe(409);
    expect(off.body).toMatchObject({ futureAppointments: 2 });
    // a choice for only one of the two is not enough either
    const partial = await callApi('PATCH', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: { isActive: false, futureAppointments: { appointments: [{ appointmentId: a.id, action: 'cancel' }] } },
    });
    expect(partial.status).toBe(409);
    expect(partial.body.futureAppointments).toBe(2);

    expect((await barber(shop, 0)).get('isActive')).toBe(true);
    expect((await appointment(shop, a.id)).status).toBe('scheduled');
    // other edits of the barber still work
    expect(
      (await callApi('PATCH', `/api/barbers/${shop.barberIds[0]}`, { token: owner.token, body: { bio: 'Still here' } })).status,
    ).toBe(200);
  });

  it('lists the future bookings with a free barber suggested for each (null when nobody is free)', async () => {
    const { owner, shop } = await ownerShop();
    const free = await book(shop, 0, '10:00');
    const clash = await book(shop, 0, '11:00');
    await book(shop, 1, '11:00');
    const res = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/future-appointments`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      futureAppointments: 2,
      appointments: [
        {
          id: free.id,
          date,
          time: '10:00',
          durationMin: 30,
          serviceName: 'Cut',
          customerName: 'Customer 10:00',
          suggestedBarberId: shop.barberIds[1],
          suggestedBarberName: 'Barber 2',
        },
        {
          id: clash.id,
          date,
          time: '11:00',
          durationMin: 30,
          serviceName: 'Cut',
          customerName: 'Customer 11:00',
          suggestedBarberId: null,
          suggestedBarberName: null,
        },
      ],
    });
    const stranger = await createOwner('staffchg-stranger');
    expect(
      (await callApi('GET', `/api/barbers/${shop.barberIds[0]}/future-appointments`, { token: stranger.token })).status,
    ).toBe(403);
    expect((await callApi('GET', `/api/barbers/${shop.barberIds[0]}/future-appointments`)).status).toBe(401);
  });

  it('deactivated with "move": the other barber takes the time, the old barber is free then, the booking shows the new barber', async () => {
    const { owner, shop } = await ownerShop();
    const a = await book(shop, 0, '10:00');
    expect(await slotAt(shop, 1, '10:00')).toEqual({ time: '10:00', available: true });
    const res = await callApi('PATCH', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: { isActive: false, futureAppointments: { action: 'move' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.isActive).toBe(false);

    expect(await appointment(shop, a.id)).toMatchObject({
      barberId: shop.barberIds[1],
      barberName: 'Barber 2',
      status: 'scheduled',
    });
    expect(await slotAt(shop, 1, '10:00')).toMatchObject({ available: false, reason: 'Booked' });
    const oldDay = (await adminDb.doc(`barbershops/${shop.id}/barberDays/${barberDayId(shop.barberIds[0]!, date)}`).get()).data();
    expect(oldDay?.intervals).toEqual([]);
    const newDay = (await adminDb.doc(`barbershops/${shop.id}/barberDays/${barberDayId(shop.barberIds[1]!, date)}`).get()).data();
    expect(newDay?.intervals.map((i: { appointmentId: string }) => i.appointmentId)).toEqual([a.id]);
    // Barber 2's 10:00 is taken now: a customer cannot book it again
    const again = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[1],
        date,
        time: '10:00',
        customerName: 'Late',
        customerPhone: '07700 900111',
        customerEmail: unique('late'),
      },
    });
    expect(again.status).toBe(409);
    expect((await barber(shop, 0)).get('isActive')).toBe(false);
  });

  it('refuses a move to a barber who is not free, changing nothing', async () => {
    const { owner, shop } = await ownerShop();
    const a = await book(shop, 0, '14:00');
    await book(shop, 1, '14:00');
    const res = await callApi('DELETE', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: { futureAppointments: { action: 'move' } },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `No other barber is free on ${date} at 14:00 for Customer 14:00's appointment. Cancel it instead.`,
    );
    const named = await callApi('DELETE', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: { futureAppointments: { appointments: [{ appointmentId: a.id, action: 'move', barberId: shop.barberIds[1] }] } },
    });
    expect(named.status).toBe(409);
    expect(named.body.message).toBe(
      `Customer 14:00's appointment on ${date} at 14:00 cannot be moved: That time was just booked. Please choose another time.`,
    );
    // the refused removal leaves the barber taking bookings
    expect((await barber(shop, 0)).get('isActive')).toBe(true);
    expect((await barber(shop, 0)).exists).toBe(true);
    expect(await appointment(shop, a.id)).toMatchObject({ barberId: shop.barberIds[0], status: 'scheduled' });
  });

  it('deleted with "cancel": the bookings are cancelled, their times freed, and each customer is emailed', async () => {
    const { owner, shop } = await ownerShop();
    const a = await book(shop, 0, '10:00');
    const b = await book(shop, 0, '15:30');
    const res = await callApi('DELETE', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: { futureAppointments: { action: 'cancel' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect((await barber(shop, 0)).exists).toBe(false);
    for (const x of [a, b]) {
      expect((await appointment(shop, x.id)).status).toBe('cancelled');
      const mails = await waitForOutbox(x.email, /Appointment cancelled/);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toContain(`Cut at ${shop.name}`);
    }
  });

  it('handles each appointment as chosen: one moved, one cancelled', async () => {
    const { owner, shop } = await ownerShop();
    const moved = await book(shop, 0, '09:30');
    const dropped = await book(shop, 0, '16:00');
    const res = await callApi('PATCH', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: {
        isActive: false,
        futureAppointments: {
          appointments: [
            { appointmentId: moved.id, action: 'move', barberId: shop.barberIds[1] },
            { appointmentId: dropped.id, action: 'cancel' },
          ],
        },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await appointment(shop, moved.id)).toMatchObject({ barberId: shop.barberIds[1], status: 'scheduled' });
    expect((await appointment(shop, dropped.id)).status).toBe('cancelled');
    expect(await waitForOutbox(dropped.email, /Appointment cancelled/)).toHaveLength(1);
    expect((await outboxFor(moved.email)).filter((m) => /Appointment cancelled/.test(m.subject))).toEqual([]);
  });

  it('moves only to a barber who performs every service of the visit, as the dashboard move does', async () => {
    const owner = await createOwner('staffchg');
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 3 });
    // Barber 2 is free and first in line, but does not do this service
    await adminDb
      .doc(`barbershops/${shop.id}/services/${shop.serviceIds[0]}`)
      .update({ barberIds: [shop.barberIds[0], shop.barberIds[2]] });
    const a = await book(shop, 0, '10:00');
    await book(shop, 2, '10:00');

    // nobody who performs Cut is free at 10:00: nothing is suggested
    const listed = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/future-appointments`, { token: owner.token });
    expect(listed.body.appointments[0]).toMatchObject({ id: a.id, suggestedBarberId: null });
    const named = await callApi('DELETE', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: { futureAppointments: { appointments: [{ appointmentId: a.id, action: 'move', barberId: shop.barberIds[1] }] } },
    });
    expect(named.status).toBe(422);
    expect(named.body.message).toBe(
      `Customer 10:00's appointment on ${date} at 10:00 cannot be moved: Barber 2 does not perform Cut. Please choose another barber.`,
    );
    // the dashboard's move says the same of Barber 2
    const dashboard = await callApi('POST', `/api/appointments/${a.id}/move`, {
      token: owner.token,
      body: { date, time: '10:00', barberId: shop.barberIds[1] },
    });
    expect(dashboard.status).toBe(422);
    expect(dashboard.body.message).toBe('Barber 2 does not perform Cut. Please choose another barber.');
    expect((await barber(shop, 0)).exists).toBe(true);
    expect((await barber(shop, 0)).get('isActive')).toBe(true);
    expect(await appointment(shop, a.id)).toMatchObject({ barberId: shop.barberIds[0], status: 'scheduled' });

    // at 11:00 Barber 3 is free and does Cut: suggested ahead of Barber 2, and the move goes there
    const b = await book(shop, 0, '11:00');
    const again = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/future-appointments`, { token: owner.token });
    expect(again.body.appointments.find((x: { id: string }) => x.id === b.id)).toMatchObject({
      suggestedBarberId: shop.barberIds[2],
      suggestedBarberName: 'Barber 3',
    });
  });

  it('tells the customer of a staff-change move exactly as of a dashboard move', async () => {
    const { owner, shop } = await ownerShop();
    const byStaffChange = await book(shop, 0, '10:00');
    const byDashboard = await book(shop, 0, '11:00');
    const dragged = await callApi('POST', `/api/appointments/${byDashboard.id}/move`, {
      token: owner.token,
      body: { date, time: '11:00', barberId: shop.barberIds[1] },
    });
    expect(dragged.status, dragged.text).toBe(200);
    const res = await callApi('PATCH', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: { isActive: false, futureAppointments: { action: 'move' } },
    });
    expect(res.status, res.text).toBe(200);

    for (const x of [byStaffChange, byDashboard]) {
      // the same stored change: the new barber, the sequence raised, moved by the owner
      expect(await appointment(shop, x.id)).toMatchObject({
        barberId: shop.barberIds[1],
        barberName: 'Barber 2',
        sequence: 1,
        movedBy: 'owner',
      });
      const [mail, ...more] = await waitForOutbox(x.email, /^Appointment moved/);
      expect(more).toEqual([]);
      expect(mail!.subject).toContain(`Cut at ${shop.name}`);
      expect(mail!.text).toContain('Barber 2');
    }
    // the owner made both moves: the shop is not notified of either
    expect(
      (await outboxFor(`${shop.id.replace('test-shop-', '')}@shop.example`)).filter((m) => /moved/i.test(m.subject)),
    ).toEqual([]);
  });

  it('never suggests, nor moves to, a barber who does not perform the service, however free', async () => {
    const owner = await createOwner('staffchg');
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 3 });
    // Barber 2 is free all day but does not do Cut; Barber 3 does, and is busy at 10:00
    await adminDb
      .doc(`barbershops/${shop.id}/services/${shop.serviceIds[0]}`)
      .update({ barberIds: [shop.barberIds[0], shop.barberIds[2]] });
    const visits = [await book(shop, 0, '10:00'), await book(shop, 0, '11:00'), await book(shop, 0, '12:00')];
    await book(shop, 2, '10:00');

    const listed = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/future-appointments`, { token: owner.token });
    expect(listed.status).toBe(200);
    const suggested = listed.body.appointments.map((x: { suggestedBarberId: string | null }) => x.suggestedBarberId);
    expect(suggested).toEqual([null, shop.barberIds[2], shop.barberIds[2]]);
    expect(suggested).not.toContain(shop.barberIds[1]);

    // "move" for all: 10:00 has nobody who does Cut, so nothing moves
    const all = await callApi('PATCH', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: { isActive: false, futureAppointments: { action: 'move' } },
    });
    expect(all.status).toBe(409);
    for (const v of visits) expect((await appointment(shop, v.id)).barberId).toBe(shop.barberIds[0]);

    // cancel the 10:00, move the rest as suggested: all go to Barber 3, none to Barber 2
    const res = await callApi('PATCH', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: {
        isActive: false,
        futureAppointments: { action: 'move', appointments: [{ appointmentId: visits[0]!.id, action: 'cancel' }] },
      },
    });
    expect(res.status, res.text).toBe(200);
    expect(await appointment(shop, visits[0]!.id)).toMatchObject({ status: 'cancelled' });
    for (const v of visits.slice(1))
      expect(await appointment(shop, v.id)).toMatchObject({ barberId: shop.barberIds[2], status: 'scheduled', sequence: 1 });
  });

  it('raises the sequence after a silent dashboard move, and the staff-change move tells the customer once, of the time that stands', async () => {
    const { owner, shop } = await ownerShop();
    const x = await book(shop, 0, '10:00');
    // the owner moves it to 11:00 without telling the customer: no "moved" email
    const silent = await callApi('POST', `/api/appointments/${x.id}/move`, {
      token: owner.token,
      body: { date, time: '11:00', barberId: shop.barberIds[0], notifyCustomer: false },
    });
    expect(silent.status, silent.text).toBe(200);
    expect(await appointment(shop, x.id)).toMatchObject({ sequence: 1, movedSentSequence: 1 });

    const res = await callApi('PATCH', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: { isActive: false, futureAppointments: { action: 'move' } },
    });
    expect(res.status, res.text).toBe(200);
    expect(await appointment(shop, x.id)).toMatchObject({
      barberId: shop.barberIds[1],
      time: '11:00',
      sequence: 2,
      movedBy: 'owner',
    });
    // one "moved" email in all: the staff change's, with the new barber and the 11:00 that stands
    const [mail, ...more] = await waitForOutbox(x.email, /^Appointment moved/);
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Barber 2');
    expect(mail!.subject).toContain('at 11:00');
    expect((await outboxFor(x.email)).filter((m) => /^Appointment moved/.test(m.subject))).toHaveLength(1);
  });

  it('keeps the reminder already sent when the move keeps the time: no second reminder for the same visit', async () => {
    const { owner, shop } = await ownerShop();
    const a = await book(shop, 0, '10:00');
    // the reminder job has emailed the customer about 10:00 (it marks the booking so)
    const sentAt = new Date();
    await adminDb.doc(`barbershops/${shop.id}/appointments/${a.id}`).update({ reminderSentAt: sentAt });
    const res = await callApi('PATCH', `/api/barbers/${shop.barberIds[0]}`, {
      token: owner.token,
      body: { isActive: false, futureAppointments: { action: 'move' } },
    });
    expect(res.status, res.text).toBe(200);
    const stored = await appointment(shop, a.id);
    expect(stored).toMatchObject({ barberId: shop.barberIds[1], time: '10:00', sequence: 1 });
    expect(stored.reminderSentAt?.toMillis()).toBe(sentAt.getTime());
  });

  it('refuses a malformed choice with 400', async () => {
    const { owner, shop } = await ownerShop();
    await book(shop, 0, '10:00');
    const cases: [unknown, string, string][] = [
      ['cancel', 'futureAppointments', 'futureAppointments must be an object'],
      [{ action: 'keep' }, 'futureAppointments.action', 'Action must be "move" or "cancel"'],
      [
        { appointments: [{ appointmentId: 'a/b', action: 'move' }] },
        'futureAppointments.appointments[0].appointmentId',
        'Appointment id is not a valid id',
      ],
    ];
    for (const [futureAppointments, field, message] of cases) {
      const res = await callApi('DELETE', `/api/barbers/${shop.barberIds[0]}`, {
        token: owner.token,
        body: { futureAppointments },
      });
      expect(res.status, JSON.stringify(futureAppointments)).toBe(400);
      expect(res.body).toEqual({ message, errors: { [field]: message } });
    }
    expect((await barber(shop, 0)).exists).toBe(true);
  });
});

describe('account deletion', () => {
  it('counts the future bookings, then emails one cancellation per booking before the data goes', async () => {
    const owner = await createOwner('acctdel');
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
    const a = await book(shop, 0, '10:00');
    const b = await book(shop, 1, '10:00');
    const c = await book(shop, 0, '11:00', a.email);
    const gone = await book(shop, 1, '12:00');
    expect((await callApi('DELETE', `/api/appointments/${gone.id}`, { token: owner.token })).status).toBe(200);
    await waitForOutbox(gone.email, /Appointment cancelled/);

    expect((await callApi('GET', '/api/user/account/future-appointments', { token: owner.token })).body).toEqual({
      futureAppointments: 3,
    });
    expect((await callApi('GET', '/api/user/account/future-appointments')).status).toBe(401);

    expect((await callApi('DELETE', '/api/user/account', { token: owner.token })).status).toBe(204);
    // sent before the answer, one per booking (a's customer had two)
    const cancellations = async (email: string) =>
      (await outboxFor(email)).filter((m) => /Appointment cancelled/.test(m.subject));
    expect(await cancellations(a.email)).toHaveLength(2);
    expect(await cancellations(b.email)).toHaveLength(1);
    expect(await cancellations(gone.email)).toHaveLength(1);
    for (const mail of [...(await cancellations(a.email)), ...(await cancellations(b.email))])
      expect(mail.subject).toContain(`Cut at ${shop.name}`);
    expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${c.id}`).get()).exists).toBe(false);
  });
});

describe('GET /api/barbershops lists only bookable shops', () => {
  it('leaves out a shop whose trial ended, one without an active barber and one without an active service; ?slug= still finds each', async () => {
    const running = await createOwner('list-ok');
    const expired = await createOwner('list-expired');
    await adminDb.doc(`users/${expired.uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() - 60_000) });
    // named alike, so one search lists the four of them (the listing pages by name)
    const tag = `Listing ${randomUUID().slice(0, 8)}`;
    const ok = await createTestShop({ ownerUid: running.uid, barbers: 1, name: `${tag} Ok` });
    const noAccess = await createTestShop({ ownerUid: expired.uid, barbers: 1, name: `${tag} No Access` });
    const noBarber = await createTestShop({
      ownerUid: (await createOwner('list-nobarber')).uid,
      barbers: 1,
      name: `${tag} No Barber`,
    });
    await adminDb.doc(`barbershops/${noBarber.id}/barbers/${noBarber.barberIds[0]}`).update({ isActive: false });
    const noService = await createTestShop({
      ownerUid: (await createOwner('list-noservice')).uid,
      barbers: 1,
      name: `${tag} No Service`,
    });
    for (const id of noService.serviceIds)
      await adminDb.doc(`barbershops/${noService.id}/services/${id}`).update({ isActive: false });

    const list = await allListedShops<{ id: string }>(`/api/barbershops?q=${encodeURIComponent(tag)}&limit=2`);
    const ids = list.map((s) => s.id);
    expect(ids).toEqual([ok.id]);
    for (const shop of [noAccess, noBarber, noService]) expect(ids).not.toContain(shop.id);
    expect(list.find((s) => s.id === ok.id)).toMatchObject({ bookable: true, notBookableReason: null });

    for (const [shop, reason] of [
      [noAccess, 'no_access'],
      [noBarber, 'no_barber'],
      [noService, 'no_service'],
    ] as const) {
      const bySlug = await callApi('GET', `/api/barbershops?slug=${shop.slug}`);
      expect(bySlug.body).toHaveLength(1);
      expect(bySlug.body[0]).toMatchObject({ id: shop.id, bookable: false, notBookableReason: reason });
    }
  });
});
