import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { APP_URL } from '../support/env';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// Issue 13, "What was seen": each input that was booked, stored or answered with a 5xx.
let shop: TestShop;
let owner: TestOwner;
const date = futureWeekday(10, 3);
const nextYear = new Date().getUTCFullYear() + 1;

const booking = (overrides: Record<string, unknown> = {}) => ({
  barbershopId: shop.id,
  serviceId: shop.serviceIds[0],
  barberId: shop.barberIds[0],
  date,
  time: '10:00',
  customerName: 'Val Idation',
  customerPhone: '07700 900321',
  customerEmail: 'val@example.com',
  ...overrides,
});
const atTime = (appointmentDate: string) => booking({ date: undefined, time: undefined, appointmentDate });

async function appointmentCount() {
  return (await adminDb.collection(`barbershops/${shop.id}/appointments`).count().get()).data().count;
}

/** A JSON error as the API promises: `{ message }`, no HTML, no stack, no server paths. */
function expectJsonError(res: { status: number; body: unknown; text: string }, status: number) {
  expect(res.status).toBe(status);
  expect(res.body).toEqual(expect.objectContaining({ message: expect.any(String) }));
  expect(res.text).not.toMatch(/<html|<pre|at JSON\.parse|node_modules|\/work\//i);
}

beforeAll(async () => {
  owner = await createOwner('validation-owner');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
});

describe('impossible and far dates', () => {
  it('refuses appointmentDate on days the calendar does not have, which Date.parse rolls over', async () => {
    const before = await appointmentCount();
    for (const when of [`${nextYear}-11-31T10:00`, `${nextYear}-02-30T10:00`, `${nextYear}-02-30T10:00:00.000Z`]) {
      const res = await callApi('POST', '/api/appointments', { body: atTime(when) });
      expectJsonError(res, 400);
      expect(res.body.errors.appointmentDate).toMatch(/real date and time/);
    }
    expectJsonError(await callApi('POST', '/api/appointments', { body: booking({ date: `${nextYear}-02-30` }) }), 400);
    expect(await appointmentCount()).toBe(before);
  });

  it('refuses years 2100 and 9999 and the expanded year +275760', async () => {
    for (const when of ['2100-01-05T10:00', '9999-01-05T10:00', '9999-12-31T10:00:00Z', '+275760-09-13T00:00:00Z']) {
      expectJsonError(await callApi('POST', '/api/appointments', { body: atTime(when) }), 400);
    }
    expectJsonError(await callApi('POST', '/api/appointments', { body: booking({ date: '2100-01-05' }) }), 400);
    expectJsonError(await callApi('GET', `/api/barbers/${shop.barberIds[0]}/all-slots?date=9999-01-05`), 400);
    const owned = await callApi('POST', `/api/barbershops/${shop.id}/appointments`, {
      token: owner.token,
      body: {
        customerId: 'c1',
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[0],
        appointmentDate: '+275760-09-13T00:00:00Z',
      },
    });
    expectJsonError(owned, 400);
  });
});

describe('the slot grid', () => {
  it('refuses online start times between the listed slots with 422', async () => {
    const before = await appointmentCount();
    for (const time of ['11:15', '09:07']) {
      const res = await callApi('POST', '/api/appointments', { body: booking({ time }) });
      expectJsonError(res, 422);
      expect(res.body.message).toBe(
        'Online bookings start at the times listed on the booking page. Please choose one of those times.',
      );
    }
    expectJsonError(await callApi('POST', '/api/appointments', { body: atTime(`${date}T11:15:00`) }), 422);
    expect(await appointmentCount()).toBe(before);
    expect((await callApi('POST', '/api/appointments', { body: booking({ time: '11:30' }) })).status).toBe(201);
  });
});

describe('wrong JSON types, lone surrogates and reserved ids', () => {
  it('answers arrays and objects in string fields with 400, not 500', async () => {
    const before = await appointmentCount();
    for (const overrides of [
      { customerName: ['Ada'] },
      { customerEmail: { a: 1 } },
      { notes: ['x'] },
      { customerPhone: 7700900123 },
      { time: ['10:00'] },
      { barberId: { id: 1 } },
    ]) {
      const res = await callApi('POST', '/api/appointments', { body: booking(overrides) });
      expectJsonError(res, 400);
    }
    expect(await appointmentCount()).toBe(before);
    expectJsonError(
      await callApi('POST', '/api/register', {
        body: { businessName: ['Shop'], email: 'x@example.com', password: 'secret-pass' },
      }),
      400,
    );
    expectJsonError(
      await callApi('PATCH', `/api/barbershops/${shop.id}`, { token: owner.token, body: { name: { first: 'x' } } }),
      400,
    );
    expectJsonError(
      await callApi('GET', `/api/barbershops/${shop.id}/slots?serviceId=${shop.serviceIds[0]}&date=${date}&date=${date}`),
      400,
    );
  });

  it('answers a lone UTF-16 surrogate in a value or a key with 400', async () => {
    const before = await appointmentCount();
    const body = JSON.stringify(booking()).replace('"Val Idation"', '"Val \\ud800"');
    expectJsonError(await callApi('POST', '/api/appointments', { rawBody: body }), 400);
    const key = JSON.stringify(booking()).replace('"notes"', '"x"').replace('{', '{"\\udc00":"x",');
    expectJsonError(await callApi('POST', '/api/appointments', { rawBody: key }), 400);
    expect(await appointmentCount()).toBe(before);
  });

  it("answers Firestore's reserved __name__ ids in paths with 404 and in bodies with 400", async () => {
    expectJsonError(await callApi('GET', '/api/barbershops/__name__'), 404);
    expectJsonError(await callApi('GET', '/api/barbershops/__name__/services'), 404);
    expectJsonError(await callApi('GET', `/api/barbers/__name__/all-slots?date=${date}`), 404);
    expectJsonError(await callApi('GET', '/api/appointments/__name__/summary'), 404);
    expectJsonError(await callApi('DELETE', '/api/time-blocks/__name__', { token: owner.token }), 404);
    expectJsonError(await callApi('POST', '/api/appointments', { body: booking({ barbershopId: '__name__' }) }), 400);
    expectJsonError(await callApi('POST', '/api/appointments', { body: booking({ serviceId: '__key__' }) }), 400);
  });

  it('refuses a business name with no letters or digits at create-subscription with 400', async () => {
    const res = await callApi('POST', '/api/create-subscription', {
      body: { email: 'nolet@example.com', businessName: '!!! ---' },
    });
    expectJsonError(res, 400);
    expect(res.body.errors.businessName).toBe('Business name must contain letters or digits');
  });
});

describe('malformed bodies and error size', () => {
  it('answers malformed JSON with a JSON 400, without HTML, stack or server paths', async () => {
    for (const raw of ['{"barbershopId": ', '{bad json}', '[1, 2', '"unterminated']) {
      const res = await callApi('POST', '/api/appointments', { rawBody: raw });
      expectJsonError(res, 400);
      expect(res.body).toEqual({ message: 'Malformed JSON body' });
    }
  });

  it('gives a small error for a 60 kB value, without the value, and a 413 for a 1 MB one', async () => {
    // the largest value a body under the 64 kB limit can carry to validation
    const huge = 'Q'.repeat(60_000);
    const tooLarge = await callApi('POST', '/api/appointments', { body: booking({ notes: 'Q'.repeat(1_000_000) }) });
    expectJsonError(tooLarge, 413);
    expect(tooLarge.body).toEqual({ message: 'Request body too large' });
    for (const overrides of [
      { customerName: huge },
      { notes: huge },
      { customerEmail: `${huge}@example.com` },
      { appointmentDate: huge },
    ]) {
      const res = await callApi('POST', '/api/appointments', { body: booking(overrides) });
      expectJsonError(res, 400);
      expect(res.text.length).toBeLessThan(1000);
      expect(res.text).not.toContain('QQQQQQQQ');
    }
    const shopName = await callApi('PATCH', `/api/barbershops/${shop.id}`, { token: owner.token, body: { name: huge } });
    expectJsonError(shopName, 400);
    expect(shopName.text.length).toBeLessThan(1000);
  });

  it('never echoes a reserved shop name', async () => {
    const res = await callApi('PATCH', `/api/barbershops/${shop.id}`, { token: owner.token, body: { name: 'Dashboard' } });
    expectJsonError(res, 400);
    expect(res.body.errors.name).toBe('That name cannot be used as a barbershop name');
  });

  it('refuses form posts and other non-JSON bodies with 415, so no web page can book through its visitors', async () => {
    const before = await appointmentCount();
    const fields = new URLSearchParams(Object.entries(booking()).map(([k, v]) => [k, String(v)]));
    const multipart = new FormData();
    for (const [k, v] of fields) multipart.append(k, v);
    for (const [contentType, body] of [
      ['application/x-www-form-urlencoded', fields.toString()],
      ['text/plain', JSON.stringify(booking())],
      [undefined, multipart],
    ] as const) {
      const res = await fetch(`${APP_URL}/api/appointments`, {
        method: 'POST',
        headers: contentType ? { 'Content-Type': contentType } : {},
        body,
      });
      const text = await res.text();
      expect(res.status).toBe(415);
      expect(JSON.parse(text)).toEqual({ message: 'Send the request body as JSON (Content-Type: application/json)' });
    }
    expect(await appointmentCount()).toBe(before);
  });
});
