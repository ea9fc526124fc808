import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { allListedShops, callApi } from '../support/api';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let shop: TestShop;
const date = futureWeekday(21, 3);

beforeAll(async () => {
  shop = await createTestShop({ barbers: 2 });
  await adminDb.doc(`barbershops/${shop.id}/barbers/${shop.barberIds[1]}`).update({ isActive: false });
});

describe('public shop routes', () => {
  it('lists shops with their active service names, and finds one by slug', async () => {
    const all = await allListedShops(`/api/barbershops?q=${shop.id.replace('test-shop-', '')}`);
    const mine = all.find((s: any) => s.id === shop.id);
    expect(mine.serviceNames).toEqual(['Cut', 'Long Cut']);
    expect(mine).not.toHaveProperty('ownerId');
    const bySlug = await callApi('GET', `/api/barbershops?slug=${shop.slug}`);
    expect(bySlug.body.map((s: any) => s.id)).toEqual([shop.id]);
    expect((await callApi('GET', '/api/barbershops?slug=no-such-shop')).body).toEqual([]);
    expect((await callApi('GET', '/api/barbershops?slug=a&slug=b')).status).toBe(400);
  });

  it('answers one shop, and 404 for an unknown one', async () => {
    expect((await callApi('GET', `/api/barbershops/${shop.id}`)).body.name).toBe(shop.name);
    expect((await callApi('GET', '/api/barbershops/no-such-shop')).status).toBe(404);
  });

  it('lists active services with pence, minutes and the spec aliases', async () => {
    const res = await callApi('GET', `/api/barbershops/${shop.id}/services`);
    expect(res.body.map((s: any) => s.name)).toEqual(['Cut', 'Long Cut']);
    expect(res.body[1]).toMatchObject({ durationMin: 45, pricePence: 3500, duration: 45, price: 35 });
    expect((await callApi('GET', '/api/barbershops/no-such-shop/services')).status).toBe(404);
  });

  it('lists only active barbers to the public', async () => {
    const res = await callApi('GET', `/api/barbershops/${shop.id}/barbers`);
    expect(res.body.map((b: any) => b.id)).toEqual([shop.barberIds[0]]);
  });

  it("answers a barber's slots for a date and duration, and refuses bad queries", async () => {
    const res = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${date}&duration=45`);
    expect(res.status).toBe(200);
    expect(res.body[0]).toEqual({ time: '09:00', available: true });
    expect(res.body.find((s: any) => s.time === '17:30')).toMatchObject({
      available: false,
      reason: 'Too close to closing time',
    });
    expect((await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=tomorrow&duration=30`)).status).toBe(400);
    expect((await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${date}&duration=0`)).status).toBe(400);
    expect((await callApi('GET', `/api/barbers/no-such-barber/all-slots?date=${date}&duration=30`)).status).toBe(404);
  });

  it("answers the shop's slots for a service, and refuses bad queries", async () => {
    const res = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[1]}`);
    expect(res.status).toBe(200);
    expect(res.body.durationMin).toBe(45);
    expect(res.body.barbers.map((b: any) => b.barberId)).toEqual([shop.barberIds[0]]);
    // 45 minutes on a 09:00-18:00 day: 17:30 runs past closing; nothing is booked
    expect(res.body.anyAvailable.map((s: any) => [s.time, s.available ? 'free' : s.reason])).toEqual(
      Array.from({ length: 18 }, (_, i) => [
        `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
        i === 17 ? 'Too close to closing time' : 'free',
      ]),
    );
    expect((await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}`)).status).toBe(400);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=nope`)).status).toBe(404);
  });

  it('shows time blocks as Not Available, without their reason', async () => {
    await adminDb.doc(`barbershops/${shop.id}/timeBlocks/${shop.id}-block`).set({
      id: `${shop.id}-block`,
      shopId: shop.id,
      barberId: shop.barberIds[0],
      startDate: date,
      endDate: date,
      startTime: '12:00',
      endTime: '14:00',
      isAllDay: false,
      reason: 'meeting',
      notes: '',
    });
    const res = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${date}&duration=30`);
    expect(res.body.find((s: any) => s.time === '12:30')).toEqual({ time: '12:30', available: false, reason: 'Not Available' });
    const booked = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[0],
        date,
        time: '13:00',
        customerName: 'Blocked Test',
        customerPhone: '07700 900001',
        customerEmail: 'b@example.com',
      },
    });
    expect(booked.status).toBe(409);
    expect(booked.body.message).toBe('Barber 1 is not available at that time. Please choose another time.');
  });
});
