import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi, type ApiAnswer } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// A barber is removed (deleted or deactivated) while bookings for them arrive: every path that
// can put a booking on a barber (an online booking, "any available", the owner's booking, the
// owner's move, the customer's reschedule) races the removal. Whatever wins, no booking is ever
// left on a removed barber: either the booking is refused, or the removal is (409, the barber
// stays active with the booking), or the removal's own choice (cancel/move) handled it.
const date = futureWeekday(9, 3);
const TRIALS = 20;
let phoneNo = 0;
const phone = () => `07700 9${String((phoneNo += 1)).padStart(5, '0')}`;

const online = (shop: TestShop, barberId: string, time: string) =>
  callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId,
      date,
      time,
      customerName: `Race ${time}`,
      customerPhone: phone(),
      customerEmail: `race-${randomUUID().slice(0, 8)}@example.com`,
    },
  });

/** How the removal says what happens to the barber's future bookings (none: 409 if there are any). */
const REMOVALS: { method: 'PATCH' | 'DELETE'; future?: { action: 'move' | 'cancel' } }[] = [
  { method: 'PATCH' },
  { method: 'DELETE' },
  { method: 'PATCH', future: { action: 'cancel' } },
  { method: 'DELETE', future: { action: 'move' } },
];

/** One trial: a fresh shop whose Barber 1 is removed while six bookings for them are made. */
async function runTrial(owner: TestOwner, trial: number): Promise<{ stranded: number; outcome: string }> {
  const shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
  const [leaving, staying] = shop.barberIds as [string, string];
  const customerId = `race-customer-${trial}`;
  const [, toMove, toReschedule] = await Promise.all([
    adminDb.doc(`barbershops/${shop.id}/customers/${customerId}`).set({
      id: customerId,
      shopId: shop.id,
      name: 'Owner Booked',
      phone: '+447700900999',
      email: '',
      notes: '',
      createdAt: new Date(),
    }),
    // bookings of the other barber, to be moved onto the leaving one during the race
    online(shop, staying, '16:00'),
    online(shop, staying, '17:00'),
  ]);
  expect(toMove.status, toMove.text).toBe(201);
  expect(toReschedule.status, toReschedule.text).toBe(201);

  const removal = REMOVALS[trial % REMOVALS.length]!;
  const body = removal.method === 'PATCH' ? { isActive: false } : {};
  const [removed, ...bookings] = (await Promise.all<ApiAnswer<any>>([
    callApi(removal.method, `/api/barbers/${leaving}`, {
      token: owner.token,
      body: { ...body, ...(removal.future ? { futureAppointments: removal.future } : {}) },
    }),
    online(shop, leaving, '10:00'),
    online(shop, leaving, '11:00'),
    online(shop, '', '12:00'),
    callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      token: owner.token,
      body: { customerId, serviceId: shop.serviceIds[0], barberId: leaving, date, time: '13:00' },
    }),
    callApi('POST', `/api/appointments/${toMove.body.id}/move`, {
      token: owner.token,
      body: { date, time: '15:00', barberId: leaving },
    }),
    callApi('POST', `/api/appointments/${toReschedule.body.id}/reschedule`, {
      body: { token: toReschedule.body.manageToken, date, time: '14:00', barberId: leaving },
    }),
  ])) as [ApiAnswer<any>, ...ApiAnswer<any>[]];

  // Every answer is a decision, never a 500.
  expect([200, 204, 409], removed.text).toContain(removed.status);
  for (const b of bookings) expect([200, 201, 404, 409], b.text).toContain(b.status);

  const barber = await adminDb.doc(`barbershops/${shop.id}/barbers/${leaving}`).get();
  const gone = !barber.exists || barber.get('isActive') === false;
  const onLeaving = (await adminDb.collection(`barbershops/${shop.id}/appointments`).where('barberId', '==', leaving).get()).docs
    .map((d) => d.data())
    .filter((a) => a.status === 'scheduled');
  // the removal's answer matches what happened to the barber (a refused one leaves them bookable)
  expect(gone, `trial ${trial}: ${removed.status} ${removed.text}`).toBe(removed.status !== 409);
  const landed = bookings.filter((b) => b.status < 300).length;
  return {
    stranded: gone ? onLeaving.length : 0,
    outcome: `${removal.method}${removal.future ? `+${removal.future.action}` : ''}:${removed.status}/${landed}`,
  };
}

describe('removing a barber while bookings for them arrive', () => {
  it(`never leaves a booking on a removed barber (${TRIALS} trials)`, async () => {
    const owner = await createOwner('race');
    // one function worker per concurrent request: start them first, so the trials' requests race
    // each other rather than cold starts (an emulator's worker can take seconds to start)
    await Promise.all(Array.from({ length: 2 * 7 }, () => callApi('GET', '/api/health')));
    // two trials at a time, each on its own shop
    const lanes = [0, 1].map(async (lane) => {
      const results = [];
      for (let trial = lane; trial < TRIALS; trial += 2) results.push(await runTrial(owner, trial));
      return results;
    });
    const results = (await Promise.all(lanes)).flat();
    console.info(`removed-barber race (removal status / bookings that landed): ${results.map((r) => r.outcome).join(' ')}`);
    expect(results.reduce((n, r) => n + r.stranded, 0)).toBe(0);
  }, 300_000);
});
