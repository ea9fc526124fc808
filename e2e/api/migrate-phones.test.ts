import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// The one-off phone migration (docs/phones.md), run as documented on data written the way the
// product stored phones before E.164: digits only, `+44` kept with the national 0, or nothing.

const repoRoot = join(import.meta.dirname, '..', '..');
const run = promisify(execFile);

async function migrate(shopId: string): Promise<string> {
  const { stdout } = await run(process.execPath, [join(repoRoot, 'scripts/migrate-phones.mjs'), '--shop', shopId], {
    cwd: repoRoot,
    env: process.env,
  });
  return stdout;
}

let shop: TestShop;
const path = (p: string) => `barbershops/${shop.id}/${p}`;
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  shop = await createTestShop({ barbers: 1 });
  const batch = adminDb.batch();
  batch.update(adminDb.doc(`barbershops/${shop.id}`), { phone: '020 7946 0011' });
  const customer = (id: string, phone: string, createdAt: string, more: Record<string, unknown> = {}) =>
    batch.set(adminDb.doc(path(`customers/${id}`)), {
      id,
      shopId: shop.id,
      name: `Customer ${id}`,
      phone,
      email: '',
      notes: '',
      createdAt: at(createdAt),
      ...more,
    });
  // One person, booked as `07700 900123` and as `+44 (0)7700 900123`: two legacy records.
  customer('phone-07700900123', '07700900123', '2026-01-01T10:00:00Z', { email: 'ada@example.com' });
  customer('phone-p4407700900123', '+4407700900123', '2026-02-01T10:00:00Z', { notes: 'Prefers mornings' });
  // `-----` normalised to an empty phone, and a value that never was a number.
  customer('phone-', '', '2026-03-01T10:00:00Z');
  customer('legacy-words', 'ring the shop', '2026-03-02T10:00:00Z');
  customer('legacy-manchester', '0161 496 0022', '2026-03-03T10:00:00Z');
  // Past and cancelled, their emails long sent: the email triggers leave them alone.
  const appointment = (id: string, customerId: string, customerPhone: string) =>
    batch.set(adminDb.doc(path(`appointments/${id}`)), {
      id,
      shopId: shop.id,
      customerId,
      customerPhone,
      customerName: 'Legacy',
      customerEmail: '',
      barberId: shop.barberIds[0],
      serviceId: shop.serviceIds[0],
      serviceName: 'Cut',
      barberName: 'Barber 1',
      date: '2026-01-05',
      time: '10:00',
      start: at('2026-01-05T10:00:00Z'),
      end: at('2026-01-05T10:30:00Z'),
      durationMin: 30,
      pricePence: 2000,
      notes: '',
      source: 'online',
      status: 'cancelled',
      createdAt: at('2026-01-01T10:00:00Z'),
      confirmationSentAt: at('2026-01-01T10:00:00Z'),
      cancellationSentAt: at('2026-01-02T10:00:00Z'),
    });
  appointment('appt-a', 'phone-07700900123', '07700900123');
  appointment('appt-b', 'phone-p4407700900123', '+4407700900123');
  appointment('appt-c', 'phone-', '');
  appointment('appt-d', 'legacy-manchester', '0161 496 0022');
  await batch.commit();
});

describe('scripts/migrate-phones.mjs', () => {
  it('rewrites phones to E.164, merges one number into one customer, and reports what it left', async () => {
    const report = await migrate(shop.id);
    expect(report).toContain('1 shop(s) checked.');
    expect(report).toContain('Shop phones rewritten: 1');
    expect(report).toContain('Customer phones rewritten: 2');
    expect(report).toContain(
      `Customers merged: 1\n  ${path('customers/phone-p4407700900123')} -> ${path('customers/phone-07700900123')}`,
    );
    expect(report).toContain('Appointments updated: 3');
    expect(report).toContain('Left as they are (not a phone number): 3');
    expect(report).toContain(`${path('customers/legacy-words')} phone: "ring the shop"`);
    expect(report).toContain(`${path('customers/phone-')} phone: ""`);
    expect(report).toContain(`${path('appointments/appt-c')} customerPhone: ""`);

    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('phone')).toBe('+442079460011');
    const customers = Object.fromEntries((await adminDb.collection(path('customers')).get()).docs.map((d) => [d.id, d.data()]));
    expect(Object.keys(customers).sort()).toEqual(['legacy-manchester', 'legacy-words', 'phone-', 'phone-07700900123']);
    // the older record survives, keeps its email and takes the notes it lacked
    expect(customers['phone-07700900123']).toMatchObject({
      phone: '+447700900123',
      email: 'ada@example.com',
      notes: 'Prefers mornings',
    });
    expect(customers['legacy-manchester']!.phone).toBe('+441614960022');
    expect(customers['legacy-words']!.phone).toBe('ring the shop');
    expect(customers['phone-']!.phone).toBe('');

    const appointments = Object.fromEntries(
      (await adminDb.collection(path('appointments')).get()).docs.map((d) => [d.id, d.data()]),
    );
    expect(appointments['appt-a']).toMatchObject({ customerId: 'phone-07700900123', customerPhone: '+447700900123' });
    expect(appointments['appt-b']).toMatchObject({ customerId: 'phone-07700900123', customerPhone: '+447700900123' });
    expect(appointments['appt-c']).toMatchObject({ customerId: 'phone-', customerPhone: '' });
    expect(appointments['appt-d']).toMatchObject({ customerId: 'legacy-manchester', customerPhone: '+441614960022' });
  });

  it('changes nothing when run again', async () => {
    const before = (await adminDb.collection(path('customers')).get()).docs.map((d) => d.data());
    const report = await migrate(shop.id);
    expect(report).toContain(
      'Shop phones rewritten: 0\nCustomer phones rewritten: 0\nCustomers merged: 0\nAppointments updated: 0',
    );
    expect(report).toContain('Left as they are (not a phone number): 3');
    expect((await adminDb.collection(path('customers')).get()).docs.map((d) => d.data())).toEqual(before);
  });

  it('a booking by the migrated number finds the merged customer', async () => {
    const res = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[0],
        date: futureWeekday(15, 2),
        time: '10:00',
        customerName: 'Ada',
        customerPhone: '+44 7700 900123',
        customerEmail: 'ada@example.com',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body.customerId).toBe('phone-07700900123');
  });
});
