// Reserve with Google, redirect flavour (docs/deploy.md "Reserve with Google"): a booking that
// carries Google's token reports one conversion to the configured endpoint (a fake here), a
// booking without one reports nothing, and a paid booking reports when its hold becomes the
// booking, once however many times it is completed. In-process (payments-app.ts): the real /api
// with the endpoint configured for this file's process only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { startFakeRwg, type FakeRwg } from '../support/fake-rwg';
import { startPaymentsApp, type PaymentsApp } from '../support/payments-app';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

const PARTNER = 'partner-20481';
const TOKEN = 'AJKvS9WeONmWKEwjG0--HdpzMq0yAVNL8KMxbb44QtbcxMhSx_NUud5b8PLUBFehAIxOBO-iYRIJOknEFkIJmdsofdVJ6uOweQ==';

let app: PaymentsApp;
let rwg: FakeRwg;
let shop: TestShop;

beforeAll(async () => {
  rwg = await startFakeRwg();
  app = await startPaymentsApp({
    apiOnly: true,
    env: {
      RWG_CONVERSION_URL: rwg.url,
      RWG_PARTNER_ID: PARTNER,
      RATE_LIMIT_BOOKING_PER_CLIENT: '1000/10m',
      RATE_LIMIT_BOOKING_PER_SHOP: '1000/1h',
      RATE_LIMIT_BOOKING_PER_SHOP_PER_CLIENT: '1000/1h',
    },
  });
  shop = await createTestShop({ barbers: 1 });
});

afterAll(async () => {
  await app?.close();
  await rwg?.close();
});

let slot = 0;
let phone = Math.floor(Math.random() * 1000);
function booking(s: TestShop, extra: Record<string, unknown> = {}) {
  const n = slot++;
  const tag = randomUUID().slice(0, 8);
  return {
    barbershopId: s.id,
    serviceId: s.serviceIds[0],
    barberId: s.barberIds[0],
    date: futureWeekday(21, 3),
    time: `${String(9 + n).padStart(2, '0')}:00`,
    customerName: `Customer ${tag}`,
    customerPhone: `07700 900${String(phone++ % 1000).padStart(3, '0')}`,
    customerEmail: `c-${tag}@test.example`,
    ...extra,
  };
}
const post = (body: unknown) => callApi('POST', '/api/appointments', { body, baseUrl: app.url });
const stored = async (s: TestShop, id: string) => (await adminDb.doc(`barbershops/${s.id}/appointments/${id}`).get()).data()!;

describe('Reserve with Google conversions', () => {
  it('a booking with a token reports exactly one conversion; one without reports none', async () => {
    const before = rwg.reports.length;
    const plain = await post(booking(shop));
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(rwg.reports.length).toBe(before);
    expect((await stored(shop, plain.body.id)).rwgToken).toBeUndefined();

    const fromGoogle = await post(booking(shop, { rwgToken: TOKEN }));
    expect(fromGoogle.status, JSON.stringify(fromGoogle.body)).toBe(201);
    expect(rwg.reports.slice(before)).toEqual([{ conversion_partner_id: PARTNER, rwg_token: TOKEN, merchant_changed: 2 }]);
    // kept on the booking, never in an answer
    expect((await stored(shop, fromGoogle.body.id)).rwgToken).toBe(TOKEN);
    expect(JSON.stringify(fromGoogle.body)).not.toContain(TOKEN);
  });

  it('refuses a token that is not one with a clear 400, and books nothing', async () => {
    for (const rwgToken of ['has spaces', 'x'.repeat(513), 42, '']) {
      const body = booking(shop, { rwgToken });
      const res = await post(body);
      expect(res.status, String(rwgToken)).toBe(400);
      expect(JSON.stringify(res.body)).toMatch(/rwgToken/);
      const same = await adminDb
        .collection(`barbershops/${shop.id}/appointments`)
        .where('customerEmail', '==', body.customerEmail)
        .get();
      expect(same.size).toBe(0);
    }
  });

  it('a paid booking reports once, when its hold becomes the booking, however often it is completed', async () => {
    const paying = await createTestShop({ barbers: 1 });
    const account = await app.connectShop(paying.id, { mode: 'deposit', deposit: { kind: 'percent', value: 20 } });
    expect(account).toBeTruthy();
    const before = rwg.reports.length;
    const held = await post(booking(paying, { rwgToken: TOKEN, policyAccepted: true, policyVersion: 1 }));
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect(rwg.reports.length).toBe(before); // not booked yet
    const { holdId, clientSecret } = held.body;
    const pi = [...app.fake.connect.paymentIntents.values()].find((p) => p.metadata.holdId === holdId)!;
    app.fake.connect.succeedIntent(pi.id);
    const completes = await Promise.all(
      [1, 2, 3].map(() => callApi('POST', `/api/holds/${holdId}/complete`, { body: { clientSecret }, baseUrl: app.url })),
    );
    for (const c of completes) expect(c.status, JSON.stringify(c.body)).toBe(201);
    expect(rwg.reports.slice(before)).toEqual([{ conversion_partner_id: PARTNER, rwg_token: TOKEN, merchant_changed: 2 }]);
    expect((await stored(paying, holdId)).rwgToken).toBe(TOKEN);
  });
});
