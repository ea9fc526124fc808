// Through Hosting, against the suite's functions emulator: the per-customer cap on upcoming
// online bookings (the suite runs with its default, 3), the booking horizon, and what
// registration emails may carry. The per-client rate limits are tested in abuse-limits.test.ts.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, daysFromToday, futureWeekday, weekdayFromToday, type TestShop } from '../support/shops';
import { waitForOutbox } from '../support/outbox';

let owner: TestOwner;
let shop: TestShop;
const date = futureWeekday(12, 4);
const WEEKDAY_TIMES = Array.from(
  { length: 18 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
); // 09:00-17:30
const CAP_MESSAGE =
  'You already have 3 upcoming bookings at this barbershop. Please cancel one or contact the shop to book more.';

beforeAll(async () => {
  owner = await createOwner('limits-owner');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 3 });
});

const book = (target: TestShop, time: string, customer: { phone: string; email: string }, day = date, barber = 0) =>
  callApi('POST', '/api/appointments', {
    body: {
      barbershopId: target.id,
      serviceId: target.serviceIds[0],
      barberId: target.barberIds[barber],
      date: day,
      time,
      customerName: 'Cap Customer',
      customerPhone: customer.phone,
      customerEmail: customer.email,
    },
  });

let phoneNo = 100;
const newCustomer = () => ({
  phone: `07700 900${String((phoneNo += 1))}`,
  email: `cap-${randomUUID().slice(0, 8)}@test.example`,
});

describe('upcoming online bookings per customer', () => {
  it('refuses the 4th by the same phone or the same email, written differently, with 409', async () => {
    const ada = newCustomer();
    for (const time of ['09:00', '09:30', '10:00']) expect((await book(shop, time, ada)).status).toBe(201);
    const samePhoneInternational = await book(shop, '10:30', { phone: `+44 ${ada.phone.slice(1)}`, email: `other-${ada.email}` });
    expect(samePhoneInternational.status).toBe(409);
    expect(samePhoneInternational.body).toEqual({ message: CAP_MESSAGE, code: 'upcoming_cap' });
    const sameEmailUpperCase = await book(shop, '10:30', { phone: newCustomer().phone, email: ada.email.toUpperCase() });
    expect(sameEmailUpperCase.status).toBe(409);
    expect(sameEmailUpperCase.body.message).toBe(CAP_MESSAGE);
    const booked = (await adminDb.collection(`barbershops/${shop.id}/appointments`).where('time', '==', '10:30').get()).size;
    expect(booked).toBe(0);

    // Another shop is another count.
    const other = await createTestShop();
    expect((await book(other, '10:30', ada)).status).toBe(201);
  });

  it('counts only scheduled bookings: a cancelled one frees its place', async () => {
    const grace = newCustomer();
    const ids: string[] = [];
    for (const time of ['11:00', '11:30', '12:00']) ids.push((await book(shop, time, grace)).body.id);
    expect((await book(shop, '12:30', grace)).status).toBe(409);
    expect((await callApi('DELETE', `/api/appointments/${ids[0]}`, { token: owner.token })).status).toBe(200);
    expect((await book(shop, '12:30', grace)).status).toBe(201);
    expect((await book(shop, '13:00', grace)).status).toBe(409);
  });

  it('holds under concurrent bookings: one customer with 2 booked sends 4 at once, exactly one gets through', async () => {
    const alan = newCustomer();
    for (const time of ['14:00', '14:30']) expect((await book(shop, time, alan)).status).toBe(201);
    const results = await Promise.all(['15:00', '15:30', '16:00', '16:30'].map((time, i) => book(shop, time, alan, date, i % 3)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    const stored = (await adminDb.collection(`barbershops/${shop.id}/appointments`).where('date', '==', date).get()).docs.map(
      (d) => d.data(),
    );
    expect(stored.filter((a) => ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30'].includes(a.time))).toHaveLength(3);
  });

  it('does not limit what the owner books for a customer', async () => {
    const linus = newCustomer();
    let customerId = '';
    for (const time of ['09:00', '09:30', '10:00']) customerId = (await book(shop, time, linus, date, 1)).body.customerId;
    expect((await book(shop, '10:30', linus, date, 1)).status).toBe(409);
    const byOwner = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      token: owner.token,
      body: { customerId, serviceId: shop.serviceIds[0], barberId: shop.barberIds[1], date, time: '10:30' },
    });
    expect(byOwner.status).toBe(201);
  });
});

describe('booking horizon', () => {
  const slots = async (target: TestShop, day: string) => {
    const res = await callApi('GET', `/api/barbershops/${target.id}/slots?date=${day}&serviceId=${target.serviceIds[0]}`);
    expect(res.status).toBe(200);
    return res.body;
  };

  it('refuses online bookings beyond 90 days by default, and lists those days as unavailable with the reason', async () => {
    const target = await createTestShop({ ownerUid: owner.uid });
    const shopDto = await callApi('GET', `/api/barbershops/${target.id}`);
    expect(shopDto.body.bookingHorizonDays).toBe(90);

    const lastWeekday = [90, 89, 88]
      .map((n) => daysFromToday(n))
      .find((d) => ![0, 6].includes(new Date(`${d}T12:00:00Z`).getUTCDay()))!;
    expect((await book(target, '10:00', newCustomer(), lastWeekday)).status).toBe(201);
    const day91 = await book(target, '10:00', newCustomer(), daysFromToday(91));
    expect(day91.status).toBe(422);
    expect(day91.body.message).toBe('Online bookings open 90 days ahead. Please choose an earlier date.');

    const beyond = weekdayFromToday(91);
    const listed = await slots(target, beyond);
    const tooFar = WEEKDAY_TIMES.map((time) => ({ time, available: false, reason: 'Too far ahead to book online' }));
    expect(listed.anyAvailable).toEqual(tooFar);
    const barberDay = await callApi('GET', `/api/barbers/${target.barberIds[0]}/all-slots?date=${beyond}&duration=30`);
    expect(barberDay.status).toBe(200);
    expect(barberDay.body).toEqual(tooFar);
    expect((await slots(target, lastWeekday)).anyAvailable.some((s: { available: boolean }) => s.available)).toBe(true);
  });

  it('lets the owner set 1 to 365 days: at 120, day 100 can be booked and day 121 cannot', async () => {
    const target = await createTestShop({ ownerUid: owner.uid });
    for (const bad of [0, 366, 12.5, '120', null]) {
      const res = await callApi('PATCH', `/api/barbershops/${target.id}`, {
        token: owner.token,
        body: { bookingHorizonDays: bad },
      });
      expect(res.status, `bookingHorizonDays ${JSON.stringify(bad)}`).toBe(400);
      expect(res.body.errors.bookingHorizonDays).toBe('Booking window must be a whole number of days from 1 to 365');
    }
    const saved = await callApi('PATCH', `/api/barbershops/${target.id}`, {
      token: owner.token,
      body: { bookingHorizonDays: 120 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.bookingHorizonDays).toBe(120);
    expect((await adminDb.doc(`barbershops/${target.id}`).get()).get('bookingHorizonDays')).toBe(120);

    const day100 = weekdayFromToday(100);
    expect((await book(target, '10:00', newCustomer(), day100)).status).toBe(201);
    expect((await slots(target, day100)).anyAvailable.some((s: { available: boolean }) => s.available)).toBe(true);
    const day121 = await book(target, '10:00', newCustomer(), daysFromToday(121));
    expect(day121.status).toBe(422);
    expect(day121.body.message).toBe('Online bookings open 120 days ahead. Please choose an earlier date.');
  });

  it('does not limit how far ahead the owner books', async () => {
    const target = await createTestShop({ ownerUid: owner.uid });
    const customer = await callApi('POST', `/api/barbershops/${target.id}/customers`, {
      token: owner.token,
      body: { name: 'Far Ahead', phone: '07700 900999' },
    });
    expect(customer.status).toBe(201);
    const res = await callApi('POST', `/api/barbershops/${target.id}/appointments`, {
      token: owner.token,
      body: {
        customerId: customer.body.id,
        serviceId: target.serviceIds[0],
        barberId: target.barberIds[0],
        date: weekdayFromToday(200),
        time: '10:00',
      },
    });
    expect(res.status).toBe(201);
  });
});

describe('registration emails', () => {
  it('welcome only the registered address, with no text of the registrant in the subject', async () => {
    const tag = randomUUID().slice(0, 8);
    const email = `welcome-only-${tag}@test.example`;
    const businessName = `Win A Prize At Evil Example ${tag}`;
    const reg = await callApi('POST', '/api/register', { body: { businessName, email, password: 'welcome-pass-1' } });
    expect(reg.status).toBe(201);
    const [welcome] = await waitForOutbox(email, /Welcome/);
    expect(welcome!.subject).toBe('Welcome to BarberBook');
    // Every email the registration caused went to the registered address.
    const mentioning = (await adminDb.collection('mailOutbox').get()).docs
      .map((d) => d.data())
      .filter((m) => JSON.stringify(m).includes(tag));
    expect(mentioning.map((m) => m.to)).toEqual([email]);
  });
});
