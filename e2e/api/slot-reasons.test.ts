// Blocked times tell the public only `Not Available`: why a named barber is away ('Sick Leave')
// is the owner's business. The owner's views (the block list, owner bookings) keep the reason.
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let owner: TestOwner;
let shop: TestShop;
let customerId: string;
const date = futureWeekday(16, 3);
const WEEKDAY_TIMES = Array.from(
  { length: 18 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
); // 09:00-17:30
const as = (o: TestOwner) => ({ token: o.token });

beforeAll(async () => {
  owner = await createOwner('slot-reasons');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
  const sick = await callApi('POST', `/api/barbers/${shop.barberIds[0]}/time-blocks`, {
    ...as(owner),
    body: { startDate: date, endDate: date, isAllDay: true, startTime: null, endTime: null, reason: 'sick_leave', notes: 'Flu' },
  });
  expect(sick.status).toBe(201);
  const lunch = await callApi('POST', `/api/barbers/${shop.barberIds[1]}/time-blocks`, {
    ...as(owner),
    body: { startDate: date, endDate: date, isAllDay: false, startTime: '12:00', endTime: '13:00', reason: 'lunch', notes: '' },
  });
  expect(lunch.status).toBe(201);
  const customer = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
    ...as(owner),
    body: { name: 'Grace Hopper', phone: '07700 900456' },
  });
  customerId = customer.body.id;
});

describe('public slots', () => {
  it("GET /api/barbers/{id}/all-slots says Not Available for a barber's sick leave, never the reason", async () => {
    const res = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${date}&duration=30`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(WEEKDAY_TIMES.map((time) => ({ time, available: false, reason: 'Not Available' })));
    expect(JSON.stringify(res.body)).not.toContain('Sick');
  });

  it('GET /api/barbershops/{id}/slots says Not Available per barber and in the merged list', async () => {
    const res = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[0]}`);
    expect(res.status).toBe(200);
    const [sick, lunching] = [0, 1].map((i) => res.body.barbers.find((b: any) => b.barberId === shop.barberIds[i]).slots);
    expect(sick.find((s: any) => s.time === '10:00')).toEqual({ time: '10:00', available: false, reason: 'Not Available' });
    expect(lunching.find((s: any) => s.time === '12:00')).toEqual({ time: '12:00', available: false, reason: 'Not Available' });
    expect(res.body.anyAvailable.find((s: any) => s.time === '12:30')).toEqual({
      time: '12:30',
      available: false,
      reason: 'Not Available',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Sick|Lunch/);
  });

  it('an online booking of a blocked time is refused without the reason', async () => {
    const res = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[0],
        date,
        time: '10:00',
        customerName: 'Ada Lovelace',
        customerPhone: '07700 900123',
        customerEmail: 'ada@example.com',
        notes: '',
      },
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Barber 1 is not available at that time. Please choose another time.');
  });
});

describe('the owner still sees the reason', () => {
  it('in the block list and when booking over the block', async () => {
    const blocks = await callApi(
      'GET',
      `/api/barbers/${shop.barberIds[0]}/time-blocks?startDate=${date}&endDate=${date}`,
      as(owner),
    );
    expect(blocks.body.map((b: any) => [b.reason, b.notes])).toEqual([['sick_leave', 'Flu']]);
    const booked = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      ...as(owner),
      body: { customerId, serviceId: shop.serviceIds[0], barberId: shop.barberIds[0], date, time: '10:00' },
    });
    expect(booked.status).toBe(409);
    expect(booked.body.message).toBe('Barber 1 is not available at that time (Sick Leave). Please choose another time.');
  });
});
