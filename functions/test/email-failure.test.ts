// In-process: the real automation code with the SendGrid transport pointed at a local server
// that fails, against the suite's Firestore emulator.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/app/firebase';
import { onAppointmentCreated } from '../src/email/automations';
import { retryFailedEmails } from '../src/email/sendEmail';
import { sendgridTransport } from '../src/email/transport';
import { captureServer } from './captureServer';

let capture: Awaited<ReturnType<typeof captureServer>>;
const shopId = `email-fail-${randomUUID().slice(0, 8)}`;
const appointmentId = `appt-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  capture = await captureServer(500);
  await db.doc(`barbershops/${shopId}`).set({ id: shopId, ownerId: 'nobody', name: 'Failing Mail Shop', slug: shopId, address: '1 Road', phone: '1', email: 'shop@failing.example', googleBusinessUrl: '', timezone: 'Europe/London', businessHours: [] });
  const start = new Date(Date.now() + 3 * 86_400_000);
  // Written as 'pending' so that the emulator's own trigger leaves it alone; this test runs the
  // same automation in-process with SendGrid pointed at the failing capture server.
  await db.doc(`barbershops/${shopId}/appointments/${appointmentId}`).set({
    id: appointmentId, shopId, barberId: 'b', serviceId: 's', customerId: 'c', start, end: new Date(start.getTime() + 1_800_000), date: '2030-01-01', time: '10:00',
    durationMin: 30, pricePence: 2000, status: 'pending', customerName: 'Ada', customerPhone: '1', customerEmail: 'ada@example.com',
    serviceName: 'Cut', barberName: 'Sam', notes: '', source: 'online', createdAt: new Date(), reminderSentAt: null, thankYouSentAt: null,
  });
  await db.doc(`barbershops/${shopId}/appointments/${appointmentId}`).update({ status: 'scheduled' });
});
afterAll(async () => capture.close());

describe('a SendGrid failure', () => {
  it('is logged as failed, the booking stands, and the retry job sends it later', async () => {
    const transport = sendgridTransport('SG.key', 'from@shop.example', capture.url);
    await expect(onAppointmentCreated(shopId, appointmentId, transport)).resolves.toBeUndefined();
    expect(capture.requests.map((r) => r.body.personalizations[0].to[0].email).sort()).toEqual(['ada@example.com', 'shop@failing.example']);
    const log = await db.collection(`barbershops/${shopId}/emailLog`).get();
    expect(log.docs.map((d) => `${d.get('emailType')}:${d.get('status')}`).sort()).toEqual(['booking_confirmation:failed', 'staff_notification:failed']);
    expect(log.docs[0]!.get('error')).toBeTruthy();
    const appointment = await db.doc(`barbershops/${shopId}/appointments/${appointmentId}`).get();
    expect(appointment.get('status')).toBe('scheduled');
    expect(appointment.get('confirmationSentAt')).toBeTruthy();

    capture.state.status = 202;
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await retryFailedEmails(later, transport)).toBeGreaterThanOrEqual(2);
    const after = await db.collection(`barbershops/${shopId}/emailLog`).get();
    expect(after.docs.map((d) => `${d.get('status')}:${d.get('error')}`)).toEqual(['sent:null', 'sent:null']);
    expect(capture.requests.filter((r) => r.body.subject.startsWith('Booking confirmed'))).toHaveLength(2);
  });
});
