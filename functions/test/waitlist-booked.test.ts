// In-process: the new-booking automation confirms a booking claimed from the waitlist as
// `waitlist_booked` (issue 36), and any other as `booking_confirmation`; the shop's notification
// is the same either way. Against the suite's Firestore emulator, with a capturing transport.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../src/app/firebase';
import { onAppointmentCreated } from '../src/email/automations';
import type { MailTransport, OutgoingEmail } from '../src/email/transport';

const shopId = `wl-booked-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  await db.doc(`barbershops/${shopId}`).set({
    id: shopId,
    ownerId: 'nobody',
    name: 'Waitlist Mail Shop',
    slug: shopId,
    address: '1 Road',
    phone: '+442079460000',
    email: 'shop@waitlist.example',
    googleBusinessUrl: '',
    timezone: 'Europe/London',
    businessHours: [],
  });
});

/**
 * A booking written 'pending' then made 'scheduled' (the emulator's own new-booking trigger
 * leaves it alone), for this test to run the automation itself.
 */
async function booking(extra: Record<string, unknown>): Promise<string> {
  const id = `appt-${randomUUID().slice(0, 8)}`;
  const start = new Date(Date.now() + 5 * 86_400_000);
  const ref = db.doc(`barbershops/${shopId}/appointments/${id}`);
  await ref.set({
    id,
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
    customerPhone: '+447700900123',
    customerEmail: 'ada@example.com',
    serviceName: 'Cut',
    barberName: 'Sam',
    notes: '',
    source: 'online',
    createdAt: new Date(),
    reminderSentAt: null,
    thankYouSentAt: null,
    ...extra,
  });
  await ref.update({ status: 'scheduled' });
  return id;
}

async function sentFor(appointmentId: string): Promise<OutgoingEmail[]> {
  const sent: OutgoingEmail[] = [];
  const capture: MailTransport = { name: 'outbox', send: async (e) => void sent.push(e) };
  await onAppointmentCreated(shopId, appointmentId, capture);
  return sent;
}

describe('the confirmation of a booking from the waitlist', () => {
  it('is waitlist_booked, with the details and the calendar file, the shop notified as usual', async () => {
    const sent = await sentFor(await booking({ waitlistEntryId: 'c_20261126' }));
    expect(sent.map((e) => [e.to, e.emailType])).toEqual([
      ['ada@example.com', 'waitlist_booked'],
      ['shop@waitlist.example', 'staff_notification'],
    ]);
    expect(sent[0]!.subject).toBe('Booked from the waitlist: Cut at Waitlist Mail Shop on Tuesday 1 January 2030 at 10:00');
    expect(sent[0]!.fromName).toBe('Waitlist Mail Shop via BarberBook');
    expect(sent[0]!.attachments?.map((a) => a.filename)).toEqual(['appointment.ics']);
    expect(sent[0]!.text).toContain('Service: Cut\nBarber: Sam\nDate: Tuesday 1 January 2030\nTime: 10:00');
  });

  it('a booking not from the waitlist gets the usual confirmation', async () => {
    const sent = await sentFor(await booking({}));
    expect(sent.map((e) => e.emailType)).toEqual(['booking_confirmation', 'staff_notification']);
  });

  it('is sent once, however often the trigger runs', async () => {
    const id = await booking({ waitlistEntryId: 'c_20261126' });
    expect(await sentFor(id)).toHaveLength(2);
    expect(await sentFor(id)).toEqual([]);
  });
});
