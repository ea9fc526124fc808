import { beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let owner: TestOwner;
let stranger: TestOwner;
let shop: TestShop;
const date = futureWeekday(18, 4);

beforeAll(async () => {
  owner = await createOwner('dash-owner');
  stranger = await createOwner('dash-stranger');
  shop = await createTestShop({ ownerUid: owner.uid });
});

const as = (who: TestOwner | null) => ({ token: who?.token ?? null });

describe('customers', () => {
  it('adds a customer (name and phone required) and lists them by name, owner only', async () => {
    const made = await callApi('POST', `/api/barbershops/${shop.id}/customers`, { ...as(owner), body: { name: 'Zara Owner', phone: '07700 111111', email: 'zara@example.com', barbershopId: shop.id } });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Zara Owner', phone: '07700111111', email: 'zara@example.com' });
    const again = await callApi('POST', `/api/barbershops/${shop.id}/customers`, { ...as(owner), body: { name: 'Zara O.', phone: '07700-111-111' } });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(made.body.id);
    await callApi('POST', `/api/barbershops/${shop.id}/customers`, { ...as(owner), body: { name: 'Adam First', phone: '07700 222222' } });
    const list = await callApi('GET', `/api/barbershops/${shop.id}/customers`, as(owner));
    expect(list.body.map((c: any) => c.name)).toEqual(['Adam First', 'Zara Owner']);
    const bad = await callApi('POST', `/api/barbershops/${shop.id}/customers`, { ...as(owner), body: { name: '', phone: '' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['name', 'phone']));
    expect((await callApi('GET', `/api/barbershops/${shop.id}/customers`, as(null))).status).toBe(401);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/customers`, as(stranger))).status).toBe(403);
    expect((await callApi('POST', `/api/barbershops/${shop.id}/customers`, { ...as(stranger), body: { name: 'x', phone: '1' } })).status).toBe(403);
    expect((await callApi('GET', '/api/barbershops/no-such-shop/customers', as(owner))).status).toBe(404);
  });
});

describe('owner bookings and the appointments range', () => {
  it('books for a customer on file with the local date-time, refuses conflicts, and lists by range', async () => {
    const customer = await callApi('POST', `/api/barbershops/${shop.id}/customers`, { ...as(owner), body: { name: 'Walk In', phone: '07700 333333' } });
    const body = { customerId: customer.body.id, barberId: shop.barberIds[0], serviceId: shop.serviceIds[0], appointmentDate: `${date}T14:00:00`, notes: 'Walk-in', status: 'scheduled' };
    const made = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, { ...as(owner), body });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ date, time: '14:00', source: 'owner', customerName: 'Walk In', pricePence: 2000 });
    const clash = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, { ...as(owner), body });
    expect(clash.status).toBe(409);
    expect((await callApi('POST', `/api/barbershops/${shop.id}/appointments`, { ...as(owner), body: { ...body, customerId: 'nobody', appointmentDate: `${date}T15:00:00` } })).status).toBe(404);
    expect((await callApi('POST', `/api/barbershops/${shop.id}/appointments`, { ...as(owner), body: { ...body, appointmentDate: 'soon' } })).status).toBe(400);
    expect((await callApi('POST', `/api/barbershops/${shop.id}/appointments`, { ...as(stranger), body })).status).toBe(403);

    const range = await callApi('GET', `/api/barbershops/${shop.id}/appointments?startDate=${date}&endDate=${date}`, as(owner));
    expect(range.status).toBe(200);
    expect(range.body.map((a: any) => a.id)).toContain(made.body.id);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/appointments?startDate=${date}`, as(owner))).status).toBe(400);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/appointments?startDate=2026-01-01&endDate=2027-12-31`, as(owner))).status).toBe(400);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/appointments?startDate=${date}&endDate=${date}`, as(stranger))).status).toBe(403);

    const barberDay = await callApi('GET', `/api/barbers/${shop.barberIds[0]}/appointments?startDate=${date}&endDate=${date}`, as(owner));
    expect(barberDay.body.map((a: any) => a.time)).toContain('14:00');
    expect((await callApi('GET', `/api/barbers/${shop.barberIds[0]}/appointments?startDate=${date}&endDate=${date}`, as(stranger))).status).toBe(403);
  });
});

describe('time blocks', () => {
  it('blocks an afternoon, which the public slots then show, and removes it again', async () => {
    const made = await callApi('POST', `/api/barbers/${shop.barberIds[1]}/time-blocks`, {
      ...as(owner),
      body: { barberId: shop.barberIds[1], startDate: date, endDate: date, startTime: '13:00', endTime: '18:00', isAllDay: false, reason: 'training', notes: '' },
    });
    expect(made.status).toBe(201);
    const slots = await callApi('GET', `/api/barbers/${shop.barberIds[1]}/all-slots?date=${date}&duration=30`);
    expect(slots.body.find((s: any) => s.time === '15:00')).toEqual({ time: '15:00', available: false, reason: 'Training' });
    expect(slots.body.find((s: any) => s.time === '12:00').available).toBe(true);

    const list = await callApi('GET', `/api/barbers/${shop.barberIds[1]}/time-blocks?startDate=${date}&endDate=${date}`, as(owner));
    expect(list.body.map((b: any) => b.id)).toEqual([made.body.id]);
    expect((await callApi('DELETE', `/api/time-blocks/${made.body.id}`, as(stranger))).status).toBe(403);
    expect((await callApi('DELETE', `/api/time-blocks/${made.body.id}`, as(owner))).status).toBe(204);
    expect((await callApi('DELETE', `/api/time-blocks/${made.body.id}`, as(owner))).status).toBe(404);
    const after = await callApi('GET', `/api/barbers/${shop.barberIds[1]}/all-slots?date=${date}&duration=30`);
    expect(after.body.find((s: any) => s.time === '15:00').available).toBe(true);
  });

  it('refuses invalid blocks and other owners', async () => {
    const post = (who: TestOwner, body: object) => callApi('POST', `/api/barbers/${shop.barberIds[1]}/time-blocks`, { ...as(who), body });
    const base = { startDate: date, endDate: date, startTime: '09:00', endTime: '10:00', isAllDay: false, reason: 'break' };
    expect((await post(owner, { ...base, startDate: '2025-01-01', endDate: '2025-01-01' })).status).toBe(400);
    expect((await post(owner, { ...base, reason: 'party' })).status).toBe(400);
    expect((await post(owner, { ...base, endTime: '08:00' })).status).toBe(400);
    expect((await post(owner, { ...base, startTime: undefined })).status).toBe(400);
    expect((await post(stranger, base)).status).toBe(403);
    expect((await callApi('POST', '/api/barbers/no-such-barber/time-blocks', { ...as(owner), body: base })).status).toBe(404);
  });
});
