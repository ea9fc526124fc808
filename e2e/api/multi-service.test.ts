// Visits of several services through /api: one booking takes the services' time together plus
// their cleanup buffers, its price and time come from the services whatever the client sends,
// and only barbers who perform every chosen service can get it (named or "any available").
import { barberDayId } from '@barbershop/core/slots';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let shop: TestShop;
let owner: TestOwner;
let cut: string;
let beard: string;
let shave: string;
let b1: string;
let b2: string;
let b3: string;
const date = futureWeekday(23, 3);
let customerNo = 0;

function book(body: Record<string, unknown>, day = date) {
  customerNo += 1;
  return callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      date: day,
      customerName: `Visit Customer ${customerNo}`,
      customerPhone: `07911 12${String(customerNo).padStart(4, '0')}`,
      customerEmail: `visit-${customerNo}@example.com`,
      ...body,
    },
  });
}

const busyOf = async (barberId: string, day = date) =>
  ((await adminDb.doc(`barbershops/${shop.id}/barberDays/${barberDayId(barberId, day)}`).get()).get('intervals') ?? []) as {
    start: number;
    end: number;
    appointmentId: string;
  }[];

const slotsOf = async (serviceIds: string[], day = date) => {
  const res = await callApi(
    'GET',
    `/api/barbershops/${shop.id}/slots?date=${day}&serviceId=${serviceIds[0]}&serviceIds=${serviceIds.join(',')}`,
  );
  expect(res.status).toBe(200);
  return res.body as {
    durationMin: number;
    barbers: { barberId: string; slots: { time: string; available: boolean; reason?: string }[] }[];
  };
};
const slotAt = (list: { time: string; available: boolean; reason?: string }[], time: string) => list.find((s) => s.time === time);

beforeAll(async () => {
  owner = await createOwner('visit-owner');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 3 });
  [b1, b2, b3] = shop.barberIds as [string, string, string];
  cut = shop.serviceIds[0]!; // Cut: 30 min, £20.00
  beard = `${shop.id}-beard`;
  shave = `${shop.id}-shave`;
  const services = adminDb.collection(`barbershops/${shop.id}/services`);
  // Beard Trim leaves 10 minutes of cleanup and is done by Barbers 2 and 3; the shave by 3 only.
  await services.doc(beard).set({
    id: beard,
    shopId: shop.id,
    name: 'Beard Trim',
    description: '',
    durationMin: 30,
    pricePence: 1500,
    isActive: true,
    bufferMin: 10,
    barberIds: [b2, b3],
  });
  await services.doc(shave).set({
    id: shave,
    shopId: shop.id,
    name: 'Hot Towel Shave',
    description: '',
    durationMin: 30,
    pricePence: 2500,
    isActive: true,
    bufferMin: 0,
    barberIds: [b3],
  });
});

describe('a visit of two services', () => {
  it('takes exactly the combined time plus the buffer, at the services’ price whatever the client sent', async () => {
    const res = await book({
      serviceId: cut,
      serviceIds: [cut, beard],
      barberId: b2,
      time: '10:00',
      // a tampered total: ignored, the services decide
      duration: 5,
      price: 1,
      durationMin: 5,
      pricePence: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      serviceId: cut,
      serviceName: 'Cut + Beard Trim',
      durationMin: 60,
      pricePence: 3500,
      bufferMin: 10,
      services: [
        { serviceId: cut, name: 'Cut', durationMin: 30, pricePence: 2000, bufferMin: 0 },
        { serviceId: beard, name: 'Beard Trim', durationMin: 30, pricePence: 1500, bufferMin: 10 },
      ],
    });
    // the customer is told 10:00 to 11:00; the barber is busy until 11:10
    expect(Date.parse(res.body.end) - Date.parse(res.body.start)).toBe(60 * 60_000);
    const busy = (await busyOf(b2)).find((i) => i.appointmentId === res.body.id)!;
    expect(busy.start).toBe(Date.parse(res.body.start));
    expect(busy.end - busy.start).toBe(70 * 60_000);
  });

  it('leaves the times around it as they should be: the buffer is taken, the rest is free', async () => {
    const alone = await slotsOf([cut]);
    const barber2 = alone.barbers.find((b) => b.barberId === b2)!.slots;
    expect(slotAt(barber2, '09:30')).toEqual({ time: '09:30', available: true }); // 09:30-10:00 ends as the visit starts
    expect(slotAt(barber2, '10:30')?.reason).toBe('Booked');
    expect(slotAt(barber2, '11:00')?.reason).toBe('Booked'); // the cleanup until 11:10
    expect(slotAt(barber2, '11:30')).toEqual({ time: '11:30', available: true });
  });

  it('lists only the barbers who perform every chosen service, for the combined time', async () => {
    const both = await slotsOf([cut, beard]);
    expect(both.durationMin).toBe(60);
    expect(both.barbers.map((b) => b.barberId)).toEqual([b2, b3]);
    // 09:00 + 60 + 10 would run into the 10:00 visit on Barber 2
    expect(slotAt(both.barbers[0]!.slots, '09:00')?.reason).toBe('Booked');
    expect(slotAt(both.barbers[1]!.slots, '09:00')?.available).toBe(true);
    expect((await slotsOf([beard, shave])).barbers.map((b) => b.barberId)).toEqual([b3]);
  });

  it('refuses a named barber who does not perform one of the services, and books nothing', async () => {
    const res = await book({ serviceId: cut, serviceIds: [cut, beard], barberId: b1, time: '15:00' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Barber 1 does not perform Beard Trim. Please choose another barber.');
    expect(await busyOf(b1)).toEqual([]);
  });

  it('never gives "any available" to a barber who does not perform a chosen service, even the least booked', async () => {
    // Barber 1 has nothing booked all day; Barbers 2 and 3 do the beard trim
    const res = await book({ serviceId: beard, serviceIds: [beard], barberId: 'any', time: '13:00' });
    expect(res.status).toBe(201);
    expect([b2, b3]).toContain(res.body.barberId);
    const shaveAndBeard = await book({ serviceId: shave, serviceIds: [shave, beard], barberId: null, time: '16:00' });
    expect(shaveAndBeard.status).toBe(201);
    expect(shaveAndBeard.body.barberId).toBe(b3);
    // Barber 3 is now busy at 16:00 and the only one who shaves: nobody is free, Barber 1 never gets it
    const again = await book({ serviceId: shave, serviceIds: [shave], barberId: 'any', time: '16:00' });
    expect(again.status).toBe(409);
    expect(await busyOf(b1)).toEqual([]);
  });

  it('answers 422 when no barber performs all of them, and the month shows no day for such a visit', async () => {
    await adminDb.doc(`barbershops/${shop.id}/services/${cut}`).update({ barberIds: [b1] });
    try {
      const res = await book({ serviceId: cut, serviceIds: [cut, shave], barberId: 'any', time: '12:00' });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe('No stylist performs all of these services in one visit. Please book them separately.');
      const month = await callApi(
        'GET',
        `/api/barbershops/${shop.id}/availability?month=${date.slice(0, 7)}&serviceId=${cut}&serviceIds=${cut},${shave}`,
      );
      expect(month.status).toBe(200);
      expect(month.body.availableDates).toEqual([]);
    } finally {
      await adminDb.doc(`barbershops/${shop.id}/services/${cut}`).update({ barberIds: null });
    }
  });

  it('refuses malformed lists with 400 and unknown or retired services as a single booking would', async () => {
    const wrongFirst = await book({ serviceId: cut, serviceIds: [beard, cut], barberId: b2, time: '15:00' });
    expect(wrongFirst.status).toBe(400);
    expect(wrongFirst.body.errors).toMatchObject({ serviceIds: 'serviceIds must start with serviceId' });
    for (const serviceIds of [[cut, cut], 'x,y', [cut, 7], [cut, 'a', 'b', 'c', 'd', 'e']]) {
      expect((await book({ serviceId: cut, serviceIds, barberId: b2, time: '15:00' })).status, JSON.stringify(serviceIds)).toBe(
        400,
      );
    }
    expect((await book({ serviceId: cut, serviceIds: [cut, 'no-such-service'], barberId: b2, time: '15:00' })).status).toBe(404);
    const retired = await book({ serviceId: cut, serviceIds: [cut, shop.serviceIds[2]], barberId: b2, time: '15:00' });
    expect(retired.status).toBe(422);
    const other = await createTestShop();
    expect((await book({ serviceId: cut, serviceIds: [cut, other.serviceIds[0]], barberId: b2, time: '15:00' })).status).toBe(
      404,
    );
    expect((await busyOf(b2)).length).toBe(1);
  });

  it('lets exactly one of many simultaneous two-service bookings of the same barber and time win', async () => {
    const day = futureWeekday(30, 2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => book({ serviceId: cut, serviceIds: [cut, beard], barberId: b3, time: '11:00' }, day)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    // and a booking overlapping only the winner's buffer loses too
    expect((await book({ serviceId: cut, barberId: b3, time: '12:00' }, day)).status).toBe(409);
    expect((await busyOf(b3, day)).length).toBe(1);
  });

  it('lets "any available" place exactly as many simultaneous visits as there are performing barbers', async () => {
    const day = futureWeekday(30, 4);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => book({ serviceId: beard, serviceIds: [beard, cut], barberId: 'any', time: '14:00' }, day)),
    );
    expect(
      answers
        .filter((a) => a.status === 201)
        .map((a) => a.body.barberId)
        .sort(),
    ).toEqual([b2, b3].sort());
    expect(answers.filter((a) => a.status !== 201).map((a) => a.status)).toEqual([409, 409, 409]);
  });
});

describe("the owner's booking of several services", () => {
  it('books the visit for a performing barber and refuses one who does not perform a service', async () => {
    const customer = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      token: owner.token,
      body: { name: 'Owner Visit', phone: '07911 129999' },
    });
    expect(customer.status).toBe(201);
    const body = { customerId: customer.body.id, serviceId: cut, serviceIds: [cut, beard], date, time: '17:00' };
    const refused = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      token: owner.token,
      body: { ...body, barberId: b1 },
    });
    expect(refused.status).toBe(422);
    const booked = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      token: owner.token,
      body: { ...body, barberId: b2 },
    });
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ serviceName: 'Cut + Beard Trim', durationMin: 60, pricePence: 3500, barberId: b2 });
  });
});
