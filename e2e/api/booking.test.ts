import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, nextSunday, type TestShop } from '../support/shops';

let shop: TestShop;
let owner: TestOwner;
let stranger: TestOwner;
const date = futureWeekday(14, 2);

// Each booking is another customer's: one customer may hold only 3 upcoming online bookings.
let customerNo = 0;
const booking = (overrides: Record<string, unknown> = {}) => ({
  barbershopId: shop.id,
  serviceId: shop.serviceIds[0],
  barberId: shop.barberIds[0],
  date,
  time: '10:00',
  customerName: 'Ada Lovelace',
  customerPhone: `07700 900${String((customerNo += 1)).padStart(3, '0')}`,
  customerEmail: `ada.${customerNo}@example.com`,
  notes: 'Short back and sides',
  ...overrides,
});

async function slotsOf(barberId: string, day = date, duration = 30) {
  const res = await callApi<{ time: string; available: boolean; reason?: string }[]>(
    'GET',
    `/api/barbers/${barberId}/all-slots?date=${day}&duration=${duration}`,
  );
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  owner = await createOwner('booking-owner');
  stranger = await createOwner('booking-stranger');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
});

describe('POST /api/appointments', () => {
  it('books with the service price and duration, whatever the client sends', async () => {
    const res = await callApi('POST', '/api/appointments', { body: booking({ time: '09:00', price: 1, duration: 5 }) });
    expect(res.status).toBe(201);
    expect(res.body.id).toEqual(expect.any(String));
    expect(res.body.pricePence).toBe(2000);
    expect(res.body.durationMin).toBe(30);
    const stored = await adminDb.doc(`barbershops/${shop.id}/appointments/${res.body.id}`).get();
    expect(stored.get('pricePence')).toBe(2000);
    expect(stored.get('status')).toBe('scheduled');
    expect(stored.get('source')).toBe('online');
    expect(stored.get('date')).toBe(date);
    expect(stored.get('time')).toBe('09:00');
    expect(stored.get('barberName')).toBe('Barber 1');
    expect(stored.get('serviceName')).toBe('Cut');
    const slot = (await slotsOf(shop.barberIds[0]!)).find((s) => s.time === '09:00');
    expect(slot).toEqual({ time: '09:00', available: false, reason: 'Booked' });
  });

  it('matches a returning customer by phone within the shop', async () => {
    const a = await callApi('POST', '/api/appointments', { body: booking({ time: '11:00', customerPhone: '07700 900222' }) });
    const b = await callApi('POST', '/api/appointments', { body: booking({ time: '12:00', customerPhone: '077009-00222' }) });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.customerId).toBe(a.body.customerId);
    const customers = await adminDb.collection(`barbershops/${shop.id}/customers`).where('phone', '==', '+447700900222').get();
    expect(customers.size).toBe(1);
  });

  it('refuses missing and malformed fields with 400 and a message per field', async () => {
    const res = await callApi('POST', '/api/appointments', {
      body: booking({ customerName: '', customerEmail: 'not-an-email' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.customerName).toMatch(/required/);
    expect(res.body.errors.customerEmail).toMatch(/email/);
    expect((await callApi('POST', '/api/appointments', { body: booking({ date: '2026-02-30' }) })).status).toBe(400);
    expect((await callApi('POST', '/api/appointments', { body: booking({ customerName: 'x'.repeat(5000) }) })).status).toBe(400);
    expect((await callApi('POST', '/api/appointments', { body: [1, 2] })).status).toBe(400);
    expect((await callApi('POST', '/api/appointments', { rawBody: '{"barbershopId": ' })).status).toBe(400);
    expect((await callApi('POST', '/api/appointments', { body: booking({ barbershopId: 42 }) })).status).toBe(400);
  });

  it('answers 404 for unknown shops, services and barbers', async () => {
    expect((await callApi('POST', '/api/appointments', { body: booking({ barbershopId: 'no-such-shop' }) })).status).toBe(404);
    expect((await callApi('POST', '/api/appointments', { body: booking({ serviceId: 'no-such-service' }) })).status).toBe(404);
    expect((await callApi('POST', '/api/appointments', { body: booking({ barberId: 'no-such-barber' }) })).status).toBe(404);
    // another shop's barber is unknown here
    expect((await callApi('POST', '/api/appointments', { body: booking({ barberId: 'demo-cc-james' }) })).status).toBe(404);
  });

  it('answers 422 for the past, a closed day, outside hours and an inactive service', async () => {
    const past = await callApi('POST', '/api/appointments', { body: booking({ date: '2025-01-07' }) });
    expect(past.status).toBe(422);
    expect(past.body.message).toMatch(/past/);
    expect((await callApi('POST', '/api/appointments', { body: booking({ date: nextSunday() }) })).status).toBe(422);
    expect((await callApi('POST', '/api/appointments', { body: booking({ time: '07:00' }) })).status).toBe(422);
    expect(
      (await callApi('POST', '/api/appointments', { body: booking({ time: '17:30', serviceId: shop.serviceIds[1] }) })).status,
    ).toBe(422);
    expect((await callApi('POST', '/api/appointments', { body: booking({ serviceId: shop.serviceIds[2] }) })).status).toBe(422);
  });

  it('accepts the spec caller: an ISO appointmentDate instead of date and time', async () => {
    const instant = new Date(`${date}T13:00:00Z`); // 13:00 GMT is 13:00 in London in winter, 14:00 in summer
    const res = await callApi('POST', '/api/appointments', {
      body: booking({ date: undefined, time: undefined, appointmentDate: instant.toISOString(), barberId: shop.barberIds[1] }),
    });
    expect(res.status).toBe(201);
    expect(res.body.start).toBe(instant.toISOString());
  });

  it('gives exactly one of 50 concurrent bookings of one slot, the rest 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callApi('POST', '/api/appointments', {
          body: booking({ time: '15:00', customerPhone: `07700 900${String(i).padStart(3, '0')}` }),
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const stored = await adminDb
      .collection(`barbershops/${shop.id}/appointments`)
      .where('barberId', '==', shop.barberIds[0])
      .where('date', '==', date)
      .where('time', '==', '15:00')
      .get();
    expect(stored.docs.filter((d) => d.get('status') === 'scheduled')).toHaveLength(1);
  }, 180_000); // 50 cold function workers on a shared emulator can take longer than the default
});

describe('any available stylist', () => {
  it('never assigns a busy barber and refuses when everyone is busy', async () => {
    const first = await callApi('POST', '/api/appointments', { body: booking({ time: '16:00', barberId: shop.barberIds[0] }) });
    expect(first.status).toBe(201);
    const any = await callApi('POST', '/api/appointments', { body: booking({ time: '16:00', barberId: '' }) });
    expect(any.status).toBe(201);
    expect(any.body.barberId).toBe(shop.barberIds[1]);
    const none = await callApi('POST', '/api/appointments', { body: booking({ time: '16:00', barberId: 'any' }) });
    expect(none.status).toBe(409);
  });

  it('shows a time as available in the merged list while one barber is free', async () => {
    await callApi('POST', '/api/appointments', { body: booking({ time: '14:00', barberId: shop.barberIds[0] }) });
    const res = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[0]}`);
    expect(res.status).toBe(200);
    expect(res.body.barbers).toHaveLength(2);
    const byBarber = Object.fromEntries(
      res.body.barbers.map((b: any) => [b.barberId, b.slots.find((s: any) => s.time === '14:00')]),
    );
    expect(byBarber[shop.barberIds[0]!].available).toBe(false);
    expect(res.body.anyAvailable.find((s: any) => s.time === '14:00').available).toBe(true);
  });
});

describe('DELETE /api/appointments/{id}', () => {
  it('lets only the shop owner cancel, and the slot can be booked again', async () => {
    const made = await callApi('POST', '/api/appointments', { body: booking({ time: '17:00' }) });
    expect(made.status).toBe(201);
    expect((await callApi('DELETE', `/api/appointments/${made.body.id}`)).status).toBe(401);
    expect((await callApi('DELETE', `/api/appointments/${made.body.id}`, { token: stranger.token })).status).toBe(403);
    expect((await callApi('DELETE', '/api/appointments/no-such-appointment', { token: owner.token })).status).toBe(404);
    const cancelled = await callApi('DELETE', `/api/appointments/${made.body.id}`, { token: owner.token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    expect((await slotsOf(shop.barberIds[0]!)).find((s) => s.time === '17:00')?.available).toBe(true);
    const again = await callApi('POST', '/api/appointments', { body: booking({ time: '17:00' }) });
    expect(again.status).toBe(201);
  });
});

describe('GET /api/appointments/{id}/summary', () => {
  it('shows the booking without personal data', async () => {
    const made = await callApi('POST', '/api/appointments', { body: booking({ time: '13:30', barberId: shop.barberIds[1] }) });
    const res = await callApi('GET', `/api/appointments/${made.body.id}/summary`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      shopName: shop.name,
      serviceName: 'Cut',
      barberName: 'Barber 2',
      date,
      time: '13:30',
      pricePence: 2000,
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Ada|07700|ada\.\d+@example/);
    expect((await callApi('GET', '/api/appointments/nope/summary')).status).toBe(404);
  });
});
