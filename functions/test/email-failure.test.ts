// In-process: the real automation code with the SendGrid transport pointed at a local server
// that fails, against the suite's Firestore emulator.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/app/firebase';
import { APPOINTMENT_TEMPLATES } from '@barbershop/core';
import { appointmentFacts } from '../src/email/automations';
import { retryFailedEmails, sendEmail } from '../src/email/sendEmail';
import { sendgridTransport } from '../src/email/transport';
import { captureServer } from './captureServer';

let capture: Awaited<ReturnType<typeof captureServer>>;
const shopId = `email-fail-${randomUUID().slice(0, 8)}`;
const appointmentId = `appt-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  capture = await captureServer(500);
  await db.doc(`barbershops/${shopId}`).set({ id: shopId, ownerId: 'nobody', name: 'Failing Mail Shop', slug: shopId, address: '1 Road', phone: '1', email: '', googleBusinessUrl: '', timezone: 'Europe/London', businessHours: [] });
  const start = new Date(Date.now() + 3 * 86_400_000);
  await db.doc(`barbershops/${shopId}/appointments/${appointmentId}`).set({
    id: appointmentId, shopId, barberId: 'b', serviceId: 's', customerId: 'c', start, end: new Date(start.getTime() + 1_800_000), date: '2030-01-01', time: '10:00',
    durationMin: 30, pricePence: 2000, status: 'scheduled', customerName: 'Ada', customerPhone: '1', customerEmail: 'ada@example.com',
    serviceName: 'Cut', barberName: 'Sam', notes: '', source: 'online', createdAt: new Date(),
    // the emulator's own trigger has already sent (to the outbox); this test sends again by hand
    confirmationSentAt: new Date(),
  });
});
afterAll(async () => capture.close());

describe('a SendGrid failure', () => {
  it('is logged as failed, the booking stands, and the retry job sends it later', async () => {
    const shop = (await db.doc(`barbershops/${shopId}`).get()).data() as any;
    const appointment = (await db.doc(`barbershops/${shopId}/appointments/${appointmentId}`).get()).data() as any;
    const facts = appointmentFacts(shop, { ...appointment, start: appointment.start.toDate(), end: appointment.end.toDate() });
    const status = await sendEmail(
      { emailType: 'booking_confirmation', to: 'ada@example.com', email: APPOINTMENT_TEMPLATES.booking_confirmation(facts), shopId, appointmentId },
      sendgridTransport('SG.key', 'from@shop.example', capture.url),
    );
    expect(status).toBe('failed');
    expect(capture.requests).toHaveLength(1);
    const log = await db.collection(`barbershops/${shopId}/emailLog`).get();
    expect(log.docs.map((d) => d.get('status'))).toEqual(['failed']);
    expect((await db.doc(`barbershops/${shopId}/appointments/${appointmentId}`).get()).get('status')).toBe('scheduled');

    capture.state.status = 202;
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await retryFailedEmails(later, sendgridTransport('SG.key', 'from@shop.example', capture.url))).toBeGreaterThanOrEqual(1);
    const after = await db.collection(`barbershops/${shopId}/emailLog`).get();
    expect(after.docs.map((d) => d.get('status'))).toEqual(['sent']);
  });
});
