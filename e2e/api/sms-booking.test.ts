// Texts on the emulators (issue 38, docs/sms.md): a booking whose customer chose texts gets its
// confirmation as a text (the functions emulator writes it to smsOutbox, the local transport,
// and logs it in the shop's smsLog), from the booking's own trigger; a booking without that
// choice gets none; a shop that turned texts off refuses the choice with a clear 422.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { waitForOutbox } from '../support/outbox';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let shop: TestShop;
const date = futureWeekday(16, 3);
let phoneSeq = Math.floor(Math.random() * 900);

function booking(target: TestShop, time: string, extra: Record<string, unknown> = {}) {
  const n = String(100 + (phoneSeq++ % 900)).padStart(3, '0');
  return {
    barbershopId: target.id,
    serviceId: target.serviceIds[0],
    barberId: target.barberIds[0],
    date,
    time,
    customerName: 'Zoë Hart',
    customerPhone: `07700 900${n}`,
    customerEmail: `sms-${randomUUID().slice(0, 8)}@example.com`,
    ...extra,
  };
}

const e164 = (ukMobile: string) => `+44${ukMobile.replace(/\s/g, '').slice(1)}`;

async function smsLogFor(shopId: string, appointmentId: string) {
  const snap = await adminDb.collection(`barbershops/${shopId}/smsLog`).where('appointmentId', '==', appointmentId).get();
  return snap.docs.map((d) => d.data());
}

/** The shop's log entries for a booking, waiting (bounded) for its trigger. */
async function waitForSmsLog(shopId: string, appointmentId: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entries = await smsLogFor(shopId, appointmentId);
    if (entries.length > 0 || Date.now() > deadline) return entries;
    await new Promise((r) => setTimeout(r, 300));
  }
}

beforeAll(async () => {
  shop = await createTestShop({ barbers: 1 });
});

describe('a booking with text consent', () => {
  it('gets its confirmation by text: in the outbox and in the shop log, with the manage link', async () => {
    const body = booking(shop, '10:00', { reminderChannels: { sms: true, email: true } });
    const res = await callApi('POST', '/api/appointments', { body });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.id as string;
    const stored = (await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).data()!;
    expect(stored.reminderChannels).toEqual({ sms: true, email: true });

    const [entry] = await waitForSmsLog(shop.id, id);
    expect(entry).toMatchObject({
      smsType: 'sms_confirmation',
      to: e164(body.customerPhone),
      status: 'sent',
      transport: 'outbox',
      encoding: 'UCS-2', // Zoë
      providerSid: null,
      error: null,
    });
    expect(entry!.body).toContain(`you're booked at ${shop.name}`);
    expect(entry!.body).toMatch(new RegExp(`/booking/${id}\\?t=[A-Za-z0-9_-]{32}`));
    expect(entry!.segments).toBeGreaterThanOrEqual(2);

    const outbox = await adminDb.collection('smsOutbox').where('to', '==', e164(body.customerPhone)).get();
    expect(outbox.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ body: entry!.body, smsType: 'sms_confirmation', shopId: shop.id, segments: entry!.segments }),
    ]);
    // the email confirmation goes as well
    expect(await waitForOutbox(body.customerEmail, /^Booking confirmed/)).toHaveLength(1);
    // the number's thread names the booking, for a reply
    const thread = (await adminDb.doc(`smsThreads/${e164(body.customerPhone)}`).get()).data();
    expect(thread).toMatchObject({ shopId: shop.id, appointmentId: id, smsType: 'sms_confirmation', logId: entry!.id });
  });

  it('sends no text for a booking without that choice', async () => {
    const body = booking(shop, '11:00');
    const res = await callApi('POST', '/api/appointments', { body });
    expect(res.status).toBe(201);
    expect(await waitForOutbox(body.customerEmail, /^Booking confirmed/)).toHaveLength(1);
    expect(await smsLogFor(shop.id, res.body.id)).toEqual([]);
    expect(
      (await adminDb.doc(`barbershops/${shop.id}/appointments/${res.body.id}`).get()).get('reminderChannels'),
    ).toBeUndefined();
  });

  it('is refused with a 422 by a shop that turned texts off, and nothing is booked', async () => {
    const off = await createTestShop({ barbers: 1 });
    await adminDb.doc(`barbershops/${off.id}`).update({ sms: { enabled: false, secondReminder: false } });
    const body = booking(off, '10:00', { reminderChannels: { sms: true, email: false } });
    const res = await callApi('POST', '/api/appointments', { body });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe("This shop doesn't send text messages.");
    expect((await adminDb.collection(`barbershops/${off.id}/appointments`).get()).empty).toBe(true);
    // email only is still welcome there
    const emailOnly = await callApi('POST', '/api/appointments', {
      body: { ...body, reminderChannels: { sms: false, email: true } },
    });
    expect(emailOnly.status, JSON.stringify(emailOnly.body)).toBe(201);
  });

  it('refuses reminderChannels that are not two true-or-false answers with a 400', async () => {
    for (const reminderChannels of [{ sms: 'yes', email: true }, { sms: true }, 'sms']) {
      const res = await callApi('POST', '/api/appointments', { body: booking(shop, '15:00', { reminderChannels }) });
      expect(res.status, JSON.stringify(reminderChannels)).toBe(400);
      expect(String(res.body.message)).toMatch(/reminderChannels/);
    }
  });
});
