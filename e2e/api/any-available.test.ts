// "Any available stylist" through /api (spec section 7, core pickAnyAvailable): among the
// barbers free at the time, the one with the fewest bookings that day; never a busy one.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let shop: TestShop;
const date = futureWeekday(19, 4);
let customerNo = 0;

function book(barberId: string | null, time: string) {
  customerNo += 1;
  return callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId,
      date,
      time,
      customerName: `Any Customer ${customerNo}`,
      customerPhone: `07700 900${String(800 + customerNo).padStart(3, '0')}`,
      customerEmail: `any-${customerNo}@example.com`,
      notes: '',
    },
  });
}

async function bookedCounts(): Promise<number[]> {
  const snap = await adminDb.collection(`barbershops/${shop.id}/appointments`).where('date', '==', date).get();
  return shop.barberIds.map((id) => snap.docs.filter((d) => d.get('barberId') === id).length);
}

beforeAll(async () => {
  const owner = await createOwner('any-owner');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 3 });
  const [b1, b2, b3] = shop.barberIds as [string, string, string];
  // Barber 1 (listed first) is the busiest, Barber 3 the least booked but busy at 14:00.
  for (const [barber, time] of [
    [b1, '09:00'],
    [b1, '09:30'],
    [b1, '10:00'],
    [b2, '09:00'],
    [b2, '09:30'],
    [b3, '14:00'],
  ] as const) {
    expect((await book(barber, time)).status).toBe(201);
  }
});

describe('booking "any available"', () => {
  it('picks the least-booked barber among those free at the time, never the one busy then', async () => {
    expect(await bookedCounts()).toEqual([3, 2, 1]);
    const res = await book('any', '14:00');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ barberId: shop.barberIds[1], barberName: 'Barber 2', date, time: '14:00' });
    const stored = await adminDb.doc(`barbershops/${shop.id}/appointments/${res.body.id}`).get();
    expect([stored.get('barberId'), stored.get('barberName')]).toEqual([shop.barberIds[1], 'Barber 2']);
    expect(await bookedCounts()).toEqual([3, 3, 1]);
  });

  it('picks the least-booked barber when they are free (null says "any" too)', async () => {
    const res = await book(null, '15:00');
    expect(res.status).toBe(201);
    expect(res.body.barberId).toBe(shop.barberIds[2]);
    expect(await bookedCounts()).toEqual([3, 3, 2]);
  });

  it('falls to the only free barber at a time, then refuses when nobody is free', async () => {
    const last = await book('any', '14:00');
    expect(last.body.barberId).toBe(shop.barberIds[0]);
    const slots = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[0]}`);
    expect(slots.body.anyAvailable.find((s: { time: string }) => s.time === '14:00')).toEqual({
      time: '14:00',
      available: false,
      reason: 'Booked',
    });
    const none = await book('any', '14:00');
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('No stylist is free at that time any more. Please choose another time.');
    expect(await bookedCounts()).toEqual([4, 3, 2]);
  });
});
