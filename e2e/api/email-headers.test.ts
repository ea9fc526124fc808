// Nothing stored can break an email header: a customer name holding CR/LF (data written before
// the checks, or by any path other than the API) reaches the staff notification's subject as one
// line, so it can neither add headers nor split the message.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let owner: TestOwner;
let shop: TestShop;
let shopEmail: string;
const date = futureWeekday(17, 2);

beforeAll(async () => {
  owner = await createOwner('mail-headers');
  shop = await createTestShop({ ownerUid: owner.uid });
  shopEmail = (await adminDb.doc(`barbershops/${shop.id}`).get()).get('email');
});

describe('email headers', () => {
  it('a customer name with CR/LF reaches the staff notification subject as one clean line', async () => {
    const id = `crlf-${randomUUID().slice(0, 8)}`;
    await adminDb.doc(`barbershops/${shop.id}/customers/${id}`).set({
      id,
      shopId: shop.id,
      name: 'Eve\r\nBcc: victim@example.com\r\n\r\nHello',
      phone: '+447700900777',
      email: '',
      notes: '',
      createdAt: new Date(),
    });
    const booked = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      token: owner.token,
      body: { customerId: id, serviceId: shop.serviceIds[0], barberId: shop.barberIds[0], date, time: '11:00' },
    });
    expect(booked.status).toBe(201);
    const [mail] = await waitForOutbox(shopEmail, /^New booking: Eve/);
    expect(mail?.subject).toMatch(/^New booking: Eve Bcc: victim@example\.com Hello, Cut on .* at 11:00$/);
    expect(mail?.subject).not.toMatch(/[\r\n]/);
  });
});
