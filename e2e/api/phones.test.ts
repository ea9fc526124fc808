import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// Phones are stored in E.164 (+447700900123) whichever way they were typed, and refused when
// they are not phone numbers (issue 13, "Phones").

let owner: TestOwner;
let shop: TestShop;
const date = futureWeekday(16, 3);

const booking = (time: string, customerPhone: string) => ({
  barbershopId: shop.id,
  serviceId: shop.serviceIds[0],
  barberId: shop.barberIds[0],
  date,
  time,
  customerName: 'Ada Lovelace',
  customerPhone,
  customerEmail: 'ada@example.com',
});

const customersOf = async () => (await adminDb.collection(`barbershops/${shop.id}/customers`).get()).docs.map((d) => d.data());

beforeAll(async () => {
  owner = await createOwner('phones-owner');
  shop = await createTestShop({ ownerUid: owner.uid });
});

describe('online booking', () => {
  it('refuses a phone that is not a number and writes nothing', async () => {
    for (const phone of ['-----', '12345', 'call me']) {
      const res = await callApi('POST', '/api/appointments', { body: booking('09:00', phone) });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'Enter a valid phone number',
        errors: { customerPhone: 'Enter a valid phone number' },
      });
    }
    expect(await customersOf()).toEqual([]);
    expect((await adminDb.collection(`barbershops/${shop.id}/appointments`).get()).size).toBe(0);
  });

  it('one number typed two ways is one customer, stored in E.164', async () => {
    const a = await callApi('POST', '/api/appointments', { body: booking('10:00', '07700 900123') });
    const b = await callApi('POST', '/api/appointments', { body: booking('11:00', '+44 7700 900123') });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.customerId).toBe(a.body.customerId);
    expect(a.body.customerId).toBe('phone-p447700900123');
    const customers = await customersOf();
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ id: 'phone-p447700900123', phone: '+447700900123' });
    for (const id of [a.body.id, b.body.id]) {
      expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).get('customerPhone')).toBe('+447700900123');
    }
  });
});

describe('owner-added customers', () => {
  it('stores the phone in E.164 and an online booking with the number written another way finds them', async () => {
    const made = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      token: owner.token,
      body: { name: 'Grace Hopper', phone: '07700 900 456' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ id: 'phone-p447700900456', phone: '+447700900456' });
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/phone-p447700900456`).get()).get('phone')).toBe('+447700900456');
    const booked = await callApi('POST', '/api/appointments', { body: booking('12:00', '+44 (0)7700 900-456') });
    expect(booked.status).toBe(201);
    expect(booked.body.customerId).toBe('phone-p447700900456');
  });

  it('refuses a phone that is not a number', async () => {
    const before = (await customersOf()).length;
    const res = await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
      token: owner.token,
      body: { name: 'Dash', phone: '-----' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Enter a valid phone number', errors: { phone: 'Enter a valid phone number' } });
    expect(await customersOf()).toHaveLength(before);
  });
});

describe("the shop's phone", () => {
  it('is stored in E.164, may be cleared, and is refused when it is not a number', async () => {
    const saved = await callApi('PATCH', `/api/barbershops/${shop.id}`, { token: owner.token, body: { phone: '020 7946 0123' } });
    expect(saved.status).toBe(200);
    expect(saved.body.phone).toBe('+442079460123');
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('phone')).toBe('+442079460123');

    const bad = await callApi('PATCH', `/api/barbershops/${shop.id}`, { token: owner.token, body: { phone: '-----' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ message: 'Enter a valid phone number', errors: { phone: 'Enter a valid phone number' } });
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('phone')).toBe('+442079460123');

    const cleared = await callApi('PATCH', `/api/barbershops/${shop.id}`, { token: owner.token, body: { phone: '' } });
    expect(cleared.status).toBe(200);
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('phone')).toBe('');
  });

  it('a new shop stores its phone in E.164', async () => {
    const newOwner = await createOwner('phones-new-shop');
    const res = await callApi('POST', '/api/barbershops', {
      token: newOwner.token,
      body: {
        name: `Phone Shop ${newOwner.uid.slice(-8)}`,
        address: '1 Phone Street',
        phone: '0161 496 0022',
        email: '',
        description: '',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.phone).toBe('+441614960022');
    expect((await adminDb.doc(`barbershops/${res.body.id}`).get()).get('phone')).toBe('+441614960022');
  });
});
