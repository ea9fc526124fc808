import { addDays } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, nextSunday, type TestShop } from '../support/shops';

let owner: TestOwner;
let stranger: TestOwner;
let shop: TestShop;
let otherShop: TestShop;
const date = futureWeekday(18, 4);
const later = futureWeekday(25, 3);
const WEEKDAY_TIMES = Array.from(
  { length: 18 },
  (_, i) => `${String(9 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`,
); // 09:00-17:30

beforeAll(async () => {
  owner = await createOwner('dash-owner');
  stranger = await createOwner('dash-stranger');
  shop = await createTestShop({ ownerUid: owner.uid });
  otherShop = await createTestShop({ ownerUid: stranger.uid });
});

const as = (who: TestOwner | null) => ({ token: who?.token ?? null });

describe('customers', () => {
  it('adds a customer (name and phone required), matches a phone already on file, and lists by name', async () => {
    const made = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      ...as(owner),
      body: { name: 'Zara Owner', phone: '07700 900111', email: 'zara@example.com', barbershopId: shop.id },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Zara Owner',
      phone: '+447700900111',
      email: 'zara@example.com',
      barbershopId: shop.id,
    });
    const again = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      ...as(owner),
      body: { name: 'Zara O.', phone: '07700-900-111' },
    });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(made.body.id);
    await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      ...as(owner),
      body: { name: 'Adam First', phone: '07700 900222' },
    });
    const list = await callApi('GET', `/api/barbershops/${shop.id}/customers`, as(owner));
    expect(list.status).toBe(200);
    expect(list.body.map((c: any) => c.name)).toEqual(['Adam First', 'Zara Owner']);
  });

  it('refuses a customer without name or phone, or with a bad email, and writes nothing', async () => {
    const bad = await callApi('POST', `/api/barbershops/${shop.id}/customers`, { ...as(owner), body: { name: '', phone: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'phone']));
    const email = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      ...as(owner),
      body: { name: 'Bad Mail', phone: '07700 900999', email: 'not-an-email' },
    });
    expect(email.status).toBe(400);
    expect(email.body.errors.email).toBe('Enter a valid email address');
    expect((await callApi('POST', `/api/barbershops/${shop.id}/customers`, { ...as(owner), rawBody: '[1,2]' })).status).toBe(400);
    const list = await callApi('GET', `/api/barbershops/${shop.id}/customers`, as(owner));
    expect(list.body.map((c: any) => c.name)).not.toContain('Bad Mail');
  });
});

describe('owner bookings and the appointments range', () => {
  it('books a customer on file at the local date-time, refuses a clash with 409, and lists by range', async () => {
    const customer = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      ...as(owner),
      body: { name: 'Walk In', phone: '07700 900333' },
    });
    const body = {
      customerId: customer.body.id,
      barberId: shop.barberIds[0],
      serviceId: shop.serviceIds[0],
      appointmentDate: `${date}T14:00:00`,
      notes: 'Walk-in',
      status: 'scheduled',
    };
    const made = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, { ...as(owner), body });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      date,
      time: '14:00',
      source: 'owner',
      status: 'scheduled',
      customerName: 'Walk In',
      pricePence: 2000,
      notes: 'Walk-in',
    });
    const clash = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      ...as(owner),
      body: { ...body, appointmentDate: `${date}T14:15:00` },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.message).toMatch(/booked|not available/i);

    // date + time works too
    const second = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      ...as(owner),
      body: { ...body, appointmentDate: undefined, date, time: '16:00' },
    });
    expect(second.status).toBe(201);

    const range = await callApi('GET', `/api/barbershops/${shop.id}/appointments?startDate=${date}&endDate=${date}`, as(owner));
    expect(range.status).toBe(200);
    expect(range.body.map((a: any) => a.time)).toEqual(['14:00', '16:00']);
    // the spec's client sends ISO dates
    const iso = await callApi(
      'GET',
      `/api/barbershops/${shop.id}/appointments?startDate=${date}T00:00:00.000Z&endDate=${later}T00:00:00.000Z`,
      as(owner),
    );
    expect(iso.body.map((a: any) => a.id)).toEqual(expect.arrayContaining([made.body.id, second.body.id]));

    const barberDay = await callApi(
      'GET',
      `/api/barbers/${shop.barberIds[0]}/appointments?startDate=${date}&endDate=${date}`,
      as(owner),
    );
    expect(barberDay.status).toBe(200);
    expect(barberDay.body.map((a: any) => a.time)).toEqual(['14:00', '16:00']);
    const otherBarber = await callApi(
      'GET',
      `/api/barbers/${shop.barberIds[1]}/appointments?startDate=${date}&endDate=${date}`,
      as(owner),
    );
    expect(otherBarber.body).toEqual([]);
  });

  it('refuses bad bookings with a clear 4xx', async () => {
    const customer = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      ...as(owner),
      body: { name: 'Edge Case', phone: '07700 900444' },
    });
    const body = {
      customerId: customer.body.id,
      barberId: shop.barberIds[1],
      serviceId: shop.serviceIds[0],
      appointmentDate: `${date}T11:00:00`,
      notes: '',
      status: 'scheduled',
    };
    const post = (b: object) => callApi('POST', `/api/barbershops/${shop.id}/appointments`, { ...as(owner), body: b });
    expect((await post({ ...body, customerId: 'nobody' })).status).toBe(404);
    expect((await post({ ...body, barberId: otherShop.barberIds[0] })).status).toBe(404);
    expect((await post({ ...body, serviceId: 'no-such-service' })).status).toBe(404);
    const retired = await post({ ...body, serviceId: shop.serviceIds[2] });
    expect(retired.status).toBe(422);
    expect(retired.body.message).toBe('This service is no longer offered');
    expect((await post({ ...body, appointmentDate: 'soon' })).status).toBe(400);
    expect((await post({ ...body, appointmentDate: undefined })).status).toBe(400);
    expect((await post({ ...body, customerId: undefined })).status).toBe(400);
    expect((await post({ ...body, status: 'completed' })).status).toBe(400);
    expect((await post({ ...body, appointmentDate: '2020-06-02T11:00:00' })).status).toBe(422); // past
    expect((await post({ ...body, appointmentDate: `${nextSunday(14)}T11:00:00` })).status).toBe(422); // closed
    expect((await post({ ...body, appointmentDate: `${date}T20:00:00` })).status).toBe(422); // after hours
    const range = await callApi(
      'GET',
      `/api/barbers/${shop.barberIds[1]}/appointments?startDate=${date}&endDate=${date}`,
      as(owner),
    );
    expect(range.body).toEqual([]);
  });

  it('refuses missing, reversed and over-long ranges', async () => {
    const get = (path: string) => callApi('GET', path, as(owner));
    expect((await get(`/api/barbershops/${shop.id}/appointments?startDate=${date}`)).status).toBe(400);
    expect((await get(`/api/barbershops/${shop.id}/appointments?startDate=${later}&endDate=${date}`)).status).toBe(400);
    expect((await get(`/api/barbershops/${shop.id}/appointments?startDate=2026-01-01&endDate=2027-12-31`)).status).toBe(400);
    expect((await get(`/api/barbershops/${shop.id}/appointments?startDate=2026-02-30&endDate=2026-03-01`)).status).toBe(400);
    // the spec's widest range: first day of the previous month to the last day of the month after next
    expect((await get(`/api/barbershops/${shop.id}/appointments?startDate=2026-07-01&endDate=2026-10-31`)).status).toBe(200);
    expect((await get(`/api/barbers/${shop.barberIds[0]}/appointments?endDate=${date}`)).status).toBe(400);
    expect((await get(`/api/barbers/${shop.barberIds[0]}/time-blocks?startDate=nope&endDate=${date}`)).status).toBe(400);
  });
});

describe('time blocks', () => {
  it('blocks an afternoon, which the public slots then show Not Available (not why), and removes it again', async () => {
    const made = await callApi('POST', `/api/barbers/${shop.barberIds[1]}/time-blocks`, {
      ...as(owner),
      body: {
        barberId: shop.barberIds[1],
        startDate: date,
        endDate: date,
        startTime: '13:00',
        endTime: '18:00',
        isAllDay: false,
        reason: 'training',
        notes: '',
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      barberId: shop.barberIds[1],
      startDate: date,
      endDate: date,
      startTime: '13:00',
      endTime: '18:00',
      isAllDay: false,
      reason: 'training',
    });
    const slots = await callApi('GET', `/api/barbers/${shop.barberIds[1]}/all-slots?date=${date}&duration=30`);
    expect(slots.body.find((s: any) => s.time === '15:00')).toEqual({ time: '15:00', available: false, reason: 'Not Available' });
    expect(slots.body.find((s: any) => s.time === '12:00').available).toBe(true);
    const shopSlots = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[0]}`);
    expect(shopSlots.status).toBe(200);

    const list = await callApi(
      'GET',
      `/api/barbers/${shop.barberIds[1]}/time-blocks?startDate=${date}&endDate=${date}`,
      as(owner),
    );
    expect(list.body.map((b: any) => b.id)).toEqual([made.body.id]);
    expect((await callApi('DELETE', `/api/time-blocks/${made.body.id}`, as(owner))).status).toBe(204);
    expect((await callApi('DELETE', `/api/time-blocks/${made.body.id}`, as(owner))).status).toBe(404);
    const after = await callApi('GET', `/api/barbers/${shop.barberIds[1]}/all-slots?date=${date}&duration=30`);
    expect(after.body.find((s: any) => s.time === '15:00').available).toBe(true);
  });

  it('keeps an all-day block spanning several days, with null times, and lists it for each day it touches', async () => {
    const made = await callApi('POST', `/api/barbers/${shop.barberIds[0]}/time-blocks`, {
      ...as(owner),
      body: {
        barberId: shop.barberIds[0],
        startDate: later,
        endDate: addDays(later, 5),
        startTime: '10:00',
        endTime: '11:00',
        isAllDay: true,
        reason: 'vacation',
        notes: 'Away',
      },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ isAllDay: true, startTime: null, endTime: null, notes: 'Away' });
    const slots = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=${later}&duration=30`);
    expect(slots.body).toEqual(WEEKDAY_TIMES.map((time) => ({ time, available: false, reason: 'Not Available' })));
    const mid = await callApi(
      'GET',
      `/api/barbers/${shop.barberIds[0]}/time-blocks?startDate=${addDays(later, 2)}&endDate=${addDays(later, 3)}`,
      as(owner),
    );
    expect(mid.body.map((b: any) => b.id)).toContain(made.body.id);
    const before = await callApi(
      'GET',
      `/api/barbers/${shop.barberIds[0]}/time-blocks?startDate=${date}&endDate=${date}`,
      as(owner),
    );
    expect(before.body.map((b: any) => b.id)).not.toContain(made.body.id);
  });

  it('refuses invalid blocks with 400 and a past start with 422', async () => {
    const post = (body: object) => callApi('POST', `/api/barbers/${shop.barberIds[1]}/time-blocks`, { ...as(owner), body });
    const base = { startDate: date, endDate: date, startTime: '09:00', endTime: '10:00', isAllDay: false, reason: 'break' };
    const past = await post({ ...base, startDate: '2025-01-01', endDate: '2025-01-01' });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('Start date cannot be earlier than today');
    const missing = await post({});
    expect(missing.status).toBe(400);
    expect(Object.keys(missing.body.errors)).toEqual(
      expect.arrayContaining(['startDate', 'endDate', 'reason', 'startTime', 'endTime']),
    );
    expect((await post({ ...base, reason: 'party' })).status).toBe(400);
    expect((await post({ ...base, endTime: '08:00' })).status).toBe(400);
    expect((await post({ ...base, startTime: undefined })).status).toBe(400);
    expect((await post({ ...base, startTime: '9am' })).status).toBe(400);
    expect((await post({ ...base, endDate: '2020-01-01' })).status).toBe(400);
    expect((await post({ ...base, barberId: shop.barberIds[0] })).status).toBe(400);
    expect((await callApi('POST', '/api/barbers/no-such-barber/time-blocks', { ...as(owner), body: base })).status).toBe(404);
    const list = await callApi(
      'GET',
      `/api/barbers/${shop.barberIds[1]}/time-blocks?startDate=${date}&endDate=${date}`,
      as(owner),
    );
    expect(list.body.filter((b: any) => b.reason === 'break')).toEqual([]);
  });
});

describe('authorization on every dashboard route', () => {
  it('answers 401 without a token, 403 to another owner (404 for their time blocks) and 404 for unknown ids', async () => {
    const block = await callApi('POST', `/api/barbers/${shop.barberIds[0]}/time-blocks`, {
      ...as(owner),
      body: { startDate: date, endDate: date, startTime: '09:00', endTime: '09:30', isAllDay: false, reason: 'meeting' },
    });
    expect(block.status).toBe(201);
    const customer = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      ...as(owner),
      body: { name: 'Private Person', phone: '07700 900555' },
    });
    const range = `startDate=${date}&endDate=${date}`;
    const blockBody = { startDate: date, endDate: date, startTime: '12:00', endTime: '12:30', isAllDay: false, reason: 'lunch' };
    const bookingBody = {
      customerId: customer.body.id,
      barberId: shop.barberIds[0],
      serviceId: shop.serviceIds[0],
      appointmentDate: `${date}T12:00:00`,
    };
    // A time block is looked up below the caller's own shop, so another owner's block is 404 to
    // them: they cannot tell it from an unknown id (client-chosen ids may repeat across shops).
    const routes: { method: string; path: string; unknown: string; body?: object; otherOwner?: number }[] = [
      { method: 'GET', path: `/api/barbershops/${shop.id}/customers`, unknown: '/api/barbershops/no-such-shop/customers' },
      {
        method: 'POST',
        path: `/api/barbershops/${shop.id}/customers`,
        unknown: '/api/barbershops/no-such-shop/customers',
        body: { name: 'Spy', phone: '07700 900000' },
      },
      {
        method: 'GET',
        path: `/api/barbershops/${shop.id}/appointments?${range}`,
        unknown: `/api/barbershops/no-such-shop/appointments?${range}`,
      },
      {
        method: 'POST',
        path: `/api/barbershops/${shop.id}/appointments`,
        unknown: '/api/barbershops/no-such-shop/appointments',
        body: bookingBody,
      },
      {
        method: 'GET',
        path: `/api/barbers/${shop.barberIds[0]}/appointments?${range}`,
        unknown: `/api/barbers/no-such-barber/appointments?${range}`,
      },
      {
        method: 'GET',
        path: `/api/barbers/${shop.barberIds[0]}/time-blocks?${range}`,
        unknown: `/api/barbers/no-such-barber/time-blocks?${range}`,
      },
      {
        method: 'POST',
        path: `/api/barbers/${shop.barberIds[0]}/time-blocks`,
        unknown: '/api/barbers/no-such-barber/time-blocks',
        body: blockBody,
      },
      { method: 'DELETE', path: `/api/time-blocks/${block.body.id}`, unknown: '/api/time-blocks/no-such-block', otherOwner: 404 },
    ];
    for (const r of routes) {
      const label = `${r.method} ${r.path}`;
      expect((await callApi(r.method, r.path, { body: r.body })).status, `${label} without a token`).toBe(401);
      const refused = await callApi(r.method, r.path, { ...as(stranger), body: r.body });
      expect(refused.status, `${label} as another owner`).toBe(r.otherOwner ?? 403);
      expect(typeof refused.body.message, `${label} message`).toBe('string');
      expect((await callApi(r.method, r.unknown, { ...as(owner), body: r.body })).status, `${r.method} ${r.unknown}`).toBe(404);
    }
    // nothing the stranger sent was written
    const customers = await callApi('GET', `/api/barbershops/${shop.id}/customers`, as(owner));
    expect(customers.body.map((c: any) => c.name)).not.toContain('Spy');
    const blocks = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/time-blocks?${range}`, as(owner));
    expect(blocks.body.map((b: any) => b.id)).toEqual([block.body.id]);
    const booked = await callApi('GET', `/api/barbershops/${shop.id}/appointments?${range}`, as(owner));
    expect(booked.body.map((a: any) => a.time)).not.toContain('12:00');
  });
});
