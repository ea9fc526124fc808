// In-process: the real automation code with the SendGrid transport pointed at a local server
// that fails, against the suite's Firestore emulator.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/app/firebase';
import { onAppointmentCreated } from '../src/email/automations';
import { RETRY_LEASE_MS } from '../src/email/retryQueue';
import { retryFailedEmails, sendEmail } from '../src/email/sendEmail';
import { sendgridTransport, type MailTransport, type OutgoingEmail } from '../src/email/transport';
import { captureServer } from './captureServer';

let capture: Awaited<ReturnType<typeof captureServer>>;
const shopId = `email-fail-${randomUUID().slice(0, 8)}`;
const appointmentId = `appt-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  capture = await captureServer(500);
  await db.doc(`barbershops/${shopId}`).set({
    id: shopId,
    ownerId: 'nobody',
    name: 'Failing Mail Shop',
    slug: shopId,
    address: '1 Road',
    phone: '1',
    email: 'shop@failing.example',
    googleBusinessUrl: '',
    timezone: 'Europe/London',
    businessHours: [],
  });
  const start = new Date(Date.now() + 3 * 86_400_000);
  // Written as 'pending' so that the emulator's own trigger leaves it alone; this test runs the
  // same automation in-process with SendGrid pointed at the failing capture server.
  await db.doc(`barbershops/${shopId}/appointments/${appointmentId}`).set({
    id: appointmentId,
    shopId,
    barberId: 'b',
    serviceId: 's',
    customerId: 'c',
    start,
    end: new Date(start.getTime() + 1_800_000),
    date: '2030-01-01',
    time: '10:00',
    durationMin: 30,
    pricePence: 2000,
    status: 'pending',
    customerName: 'Ada',
    customerPhone: '1',
    customerEmail: 'ada@example.com',
    serviceName: 'Cut',
    barberName: 'Sam',
    notes: '',
    source: 'online',
    createdAt: new Date(),
    reminderSentAt: null,
    thankYouSentAt: null,
  });
  await db.doc(`barbershops/${shopId}/appointments/${appointmentId}`).update({ status: 'scheduled' });
});
afterAll(async () => capture.close());

describe('a SendGrid failure', () => {
  it('is logged as failed, the booking stands, and the retry job sends it later', async () => {
    const transport = sendgridTransport('SG.key', 'from@shop.example', capture.url);
    await expect(onAppointmentCreated(shopId, appointmentId, transport)).resolves.toBeUndefined();
    expect(capture.requests.map((r) => r.body.personalizations[0].to[0].email).sort()).toEqual([
      'ada@example.com',
      'shop@failing.example',
    ]);
    const log = await db.collection(`barbershops/${shopId}/emailLog`).get();
    expect(log.docs.map((d) => `${d.get('emailType')}:${d.get('status')}`).sort()).toEqual([
      'booking_confirmation:failed',
      'staff_notification:failed',
    ]);
    expect(log.docs[0]!.get('error')).toBeTruthy();
    const appointment = await db.doc(`barbershops/${shopId}/appointments/${appointmentId}`).get();
    expect(appointment.get('status')).toBe('scheduled');
    expect(appointment.get('confirmationSentAt')).toBeTruthy();

    capture.state.status = 202;
    const later = new Date(Date.now() + 10 * 60_000);
    expect(await retryFailedEmails(later, transport)).toBeGreaterThanOrEqual(2);
    const after = await db.collection(`barbershops/${shopId}/emailLog`).get();
    expect(after.docs.map((d) => `${d.get('status')}:${d.get('error')}`)).toEqual(['sent:null', 'sent:null']);
    const confirmations = capture.requests.filter((r) => r.body.subject.startsWith('Booking confirmed'));
    expect(confirmations).toHaveLength(2);
    // the retry carries the same sender name and Reply-To as the first try
    for (const r of confirmations) {
      expect(r.body.from).toEqual({ email: 'from@shop.example', name: 'Failing Mail Shop via BarberBook' });
      expect(r.body.reply_to).toEqual({ email: 'shop@failing.example' });
    }
  });
});

describe('the retry queue', () => {
  // Runs after the test above (one file runs in order), so the queue holds only what this adds.
  async function queuedFailure(to: string) {
    const failing: MailTransport = { name: 'sendgrid', send: () => Promise.reject(new Error('SendGrid is down')) };
    const email = { subject: `Queued for ${to}`, html: '<p>hi</p>', text: 'hi' };
    await sendEmail(
      {
        emailType: 'reminder',
        to,
        email,
        shopId,
        appointmentId,
        fromName: 'Failing Mail Shop via BarberBook',
        replyTo: 'shop@failing.example',
      },
      failing,
    );
    const queued = await db.collection('mailRetries').where('to', '==', to).get();
    expect(queued.size).toBe(1);
    return queued.docs[0]!.ref;
  }

  it('keeps an entry whose run died after claiming it, and sends it once the lease has expired', async () => {
    const to = `crash-${randomUUID().slice(0, 8)}@example.com`;
    const ref = await queuedFailure(to);
    const due = new Date(Date.now() + 10 * 60_000);

    // A run that claims the entry and then dies: its send never returns.
    let claimedSend: (e: OutgoingEmail) => void = () => {};
    const reachedSend = new Promise<OutgoingEmail>((r) => (claimedSend = r));
    const dying: MailTransport = {
      name: 'sendgrid',
      send: (e) => {
        claimedSend(e);
        return new Promise<void>(() => {});
      },
    };
    void retryFailedEmails(due, dying);
    expect((await reachedSend).to).toBe(to);

    const held = await ref.get();
    expect(held.exists).toBe(true);
    expect(held.get('leaseUntil').toDate().getTime()).toBe(due.getTime() + RETRY_LEASE_MS);

    // while the lease runs, another run leaves it alone
    const sent: OutgoingEmail[] = [];
    const working: MailTransport = { name: 'sendgrid', send: async (e) => void sent.push(e) };
    expect(await retryFailedEmails(new Date(due.getTime() + 60_000), working)).toBe(0);
    expect(sent).toHaveLength(0);

    // after it, the entry is sent once, with its sender name and Reply-To, and leaves the queue
    expect(await retryFailedEmails(new Date(due.getTime() + RETRY_LEASE_MS + 60_000), working)).toBe(1);
    expect(sent.map((e) => `${e.to}|${e.fromName}|${e.replyTo}`)).toEqual([
      `${to}|Failing Mail Shop via BarberBook|shop@failing.example`,
    ]);
    expect((await ref.get()).exists).toBe(false);
    const log = await db.collection(`barbershops/${shopId}/emailLog`).where('recipientEmail', '==', to).get();
    expect(log.docs.map((d) => `${d.get('status')}:${d.get('error')}`)).toEqual(['sent:null']);
  });

  it('keeps an entry whose send throws after the claim, due again after a back-off', async () => {
    const to = `throw-${randomUUID().slice(0, 8)}@example.com`;
    const ref = await queuedFailure(to);
    const due = new Date(Date.now() + 10 * 60_000);
    const throwing: MailTransport = { name: 'sendgrid', send: () => Promise.reject(new Error('connection reset')) };
    expect(await retryFailedEmails(due, throwing)).toBe(0);
    const entry = await ref.get();
    expect(entry.exists).toBe(true);
    expect(entry.get('attempts')).toBe(2);
    expect(entry.get('leaseId')).toBeNull();
    expect(entry.get('nextAttemptAt').toDate().getTime()).toBe(due.getTime() + 4 * 5 * 60_000);
  });
});
