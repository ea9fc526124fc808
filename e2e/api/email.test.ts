import { randomUUID } from 'node:crypto';
import { instantToZoned, zonedToInstant } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let shop: TestShop;
let shopEmail: string;
let owner: TestOwner;
let stranger: TestOwner;
const date = futureWeekday(15, 1);
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/** 'YYYY-MM-DD' as the emails write it: 'Monday 7 December 2026'. */
const prettyDate = (d: string) => {
  const day = new Date(`${d}T00:00:00Z`);
  return `${DAYS[day.getUTCDay()]} ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
};
const unique = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;

async function book(target: TestShop, time: string, customerEmail: string, customerName = 'Ada Lovelace') {
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: target.id,
      serviceId: target.serviceIds[1],
      barberId: target.barberIds[0],
      date,
      time,
      customerName,
      customerPhone: `07700 900${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`,
      customerEmail,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

/**
 * An appointment written directly (as the booking service does), starting `hoursAhead` from now;
 * with `cutoffHours`, changeable online until that long before it (else stored without a cut-off).
 */
async function appointmentIn(hoursAhead: number, customerEmail: string, cutoffHours?: number) {
  const id = `email-${randomUUID().slice(0, 8)}`;
  const start = new Date(Math.round((Date.now() + hoursAhead * 3_600_000) / 60_000) * 60_000);
  const { date: day, time } = instantToZoned(start, 'Europe/London');
  await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).set({
    id,
    shopId: shop.id,
    barberId: shop.barberIds[1],
    serviceId: shop.serviceIds[0],
    customerId: 'c-direct',
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    date: day,
    time,
    durationMin: 30,
    pricePence: 2000,
    status: 'scheduled',
    customerName: 'Grace Hopper',
    customerPhone: '07700 900000',
    customerEmail,
    serviceName: 'Cut',
    barberName: 'Barber 2',
    notes: '',
    source: 'owner',
    createdAt: new Date(),
    reminderSentAt: null,
    thankYouSentAt: null,
    ...(cutoffHours === undefined ? {} : { manageUntil: new Date(start.getTime() - cutoffHours * 3_600_000) }),
  });
  return { id, date: day, time };
}

const runJob = (name: string) => callApi('POST', `/api/dev/jobs/${name}`);

async function logFor(appointmentId: string, shopId = shop.id) {
  const snap = await adminDb.collection(`barbershops/${shopId}/emailLog`).where('appointmentId', '==', appointmentId).get();
  return snap.docs.map((d) => d.data());
}

/** The log entries of one type for an appointment, waiting (bounded) as triggers run asynchronously. */
async function waitForLog(appointmentId: string, emailType: string, timeoutMs = 20_000, shopId = shop.id) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const entries = (await logFor(appointmentId, shopId)).filter((e) => e.emailType === emailType);
    if (entries.length > 0 || Date.now() > deadline) return entries;
    await new Promise((r) => setTimeout(r, 300));
  }
}

beforeAll(async () => {
  owner = await createOwner('email-owner');
  stranger = await createOwner('email-stranger');
  shop = await createTestShop({ ownerUid: owner.uid });
  shopEmail = (await adminDb.doc(`barbershops/${shop.id}`).get()).get('email');
  await adminDb.doc(`barbershops/${shop.id}`).update({ googleBusinessUrl: 'https://g.page/r/test-review' });
});

describe('booking emails', () => {
  it('sends the customer one confirmation with the facts and an .ics, the shop one notification, and logs both', async () => {
    const to = unique('confirm');
    const appointment = await book(shop, '10:00', to);
    const confirmations = await waitForOutbox(to, /Booking confirmed/);
    expect(confirmations).toHaveLength(1);
    const mail = confirmations[0];
    expect(mail!.subject).toBe(`Booking confirmed: Long Cut at ${shop.name} on ${prettyDate(date)} at 10:00`);
    for (const fact of [
      shop.name,
      'Long Cut',
      prettyDate(date),
      '10:00',
      '£35.00',
      'Barber 1',
      '1 Test Street, London',
      'Add to Google Calendar',
    ])
      expect(mail!.text).toContain(fact);
    expect(mail!.html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(mail!.attachments[0].filename).toBe('appointment.ics');
    expect(mail!.attachments[0].content).toContain('BEGIN:VEVENT');
    expect(mail!.attachments[0].content).toContain(`UID:${appointment.id}@barberbook`);

    const staff = await waitForOutbox(
      shopEmail,
      new RegExp(`^New booking: Ada Lovelace, Long Cut on ${prettyDate(date)} at 10:00$`),
    );
    expect(staff).toHaveLength(1);
    expect(staff[0]!.text).toContain(to);

    const log = await waitForLog(appointment.id, 'staff_notification');
    expect(log).toHaveLength(1);
    const entries = await logFor(appointment.id);
    expect(entries.map((e) => `${e.emailType}:${e.recipientEmail}:${e.status}`).sort()).toEqual([
      `booking_confirmation:${to}:sent`,
      `staff_notification:${shopEmail}:sent`,
    ]);
    expect(entries[0]).toMatchObject({ shopId: shop.id, appointmentId: appointment.id, error: null });
    expect((await outboxFor(to)).filter((m) => /Booking confirmed/.test(m.subject))).toHaveLength(1);
  });

  it("writes the date and time in the shop's own zone", async () => {
    const nyOwner = await createOwner('email-ny');
    const ny = await createTestShop({ ownerUid: nyOwner.uid });
    await adminDb.doc(`barbershops/${ny.id}`).update({ timezone: 'America/New_York' });
    const to = unique('zone');
    await book(ny, '10:00', to);
    const [mail] = await waitForOutbox(to, /Booking confirmed/);
    expect(mail!.subject).toContain(`on ${prettyDate(date)} at 10:00`);
    const utcStart = zonedToInstant(date, '10:00', 'America/New_York').toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(mail!.attachments[0].content).toContain(`DTSTART:${utcStart}`);
  });

  it('escapes a customer name full of HTML', async () => {
    const to = unique('xss');
    await book(shop, '11:00', to, '<script>alert(1)</script>');
    const [mail] = await waitForOutbox(to, /Booking confirmed/);
    expect(mail!.html).not.toContain('<script>alert(1)</script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    const [staff] = await waitForOutbox(shopEmail, /New booking: <script>alert\(1\)<\/script>/);
    expect(staff!.html).not.toContain('<script>');
  });

  it('tells the customer once when the owner cancels, and logs it', async () => {
    const to = unique('cancel');
    const appointment = await book(shop, '12:00', to);
    await waitForOutbox(to, /Booking confirmed/);
    expect((await callApi('DELETE', `/api/appointments/${appointment.id}`, { token: owner.token })).status).toBe(200);
    const [mail] = await waitForOutbox(to, /Appointment cancelled/);
    expect(mail!.subject).toBe(`Appointment cancelled: Long Cut at ${shop.name} on ${prettyDate(date)}`);
    for (const fact of [shop.name, 'Long Cut', '12:00', '£35.00']) expect(mail!.text).toContain(fact);
    const log = await waitForLog(appointment.id, 'cancellation');
    expect(log.map((e) => `${e.recipientEmail}:${e.status}`)).toEqual([`${to}:sent`]);
    // An unrelated later update of the cancelled appointment (or the same event redelivered)
    // runs the cancellation handler again: awaited here in-process, it must send nothing more.
    await adminDb.doc(`barbershops/${shop.id}/appointments/${appointment.id}`).update({ notes: 'moved to next week' });
    const { onAppointmentCancelled } = await import('../../functions/src/email/automations');
    const { outboxTransport } = await import('../../functions/src/email/transport');
    await Promise.all([
      onAppointmentCancelled(shop.id, appointment.id, outboxTransport()),
      onAppointmentCancelled(shop.id, appointment.id, outboxTransport()),
    ]);
    expect((await outboxFor(to)).filter((m) => /Appointment cancelled/.test(m.subject))).toHaveLength(1);
    expect((await logFor(appointment.id)).filter((e) => e.emailType === 'cancellation')).toHaveLength(1);
  });
});

describe('scheduled emails', () => {
  it('sends a reminder once, however often the job runs', async () => {
    const to = unique('remind');
    // a 3-hour cut-off: 5 hours ahead it can still be changed online, so the reminder offers the link
    const { id, date: day, time } = await appointmentIn(5, to, 3);
    const firstRun = Date.now();
    const runs = await Promise.all([runJob('reminders'), runJob('reminders')]);
    expect(runs.map((r) => r.status)).toEqual([200, 200]);
    expect((await runJob('reminders')).status).toBe(200);
    const reminders = (await outboxFor(to)).filter((m) => /^Reminder/.test(m.subject));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe(`Reminder: Cut at ${shop.name} on ${prettyDate(day)} at ${time}`);
    for (const fact of [shop.name, 'Cut', time, '£20.00', 'arrive 10 minutes early']) expect(reminders[0]!.text).toContain(fact);
    // a private manage link of its own, which opens this booking
    const link = /\/booking\/([^?\s]+)\?t=([A-Za-z0-9_-]{32})/.exec(String(reminders[0]!.text));
    expect(link?.[1]).toBe(id);
    const opened = await callApi('POST', `/api/appointments/${id}/manage`, { body: { token: link![2] } });
    expect(opened.status).toBe(200);
    expect(opened.body.appointment.id).toBe(id);
    const sentAt = (await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).get('reminderSentAt').toMillis();
    expect(sentAt).toBeGreaterThanOrEqual(firstRun - 5_000); // the emulator's clock may trail this process's a little
    expect(sentAt).toBeLessThanOrEqual(Date.now() + 5_000);
    expect((await logFor(id)).filter((e) => e.emailType === 'reminder').map((e) => `${e.recipientEmail}:${e.status}`)).toEqual([
      `${to}:sent`,
    ]);
  });

  it('sends no reminder for an appointment more than 24 hours away', async () => {
    const to = unique('later');
    await appointmentIn(30, to);
    await runJob('reminders');
    expect((await outboxFor(to)).filter((m) => /^Reminder/.test(m.subject))).toHaveLength(0);
  });

  it('sends no reminder for an appointment cancelled first', async () => {
    const to = unique('cancelled');
    const { id } = await appointmentIn(6, to);
    await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).update({ status: 'cancelled' });
    await runJob('reminders');
    expect((await outboxFor(to)).filter((m) => /^Reminder/.test(m.subject))).toHaveLength(0);
    expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).get('reminderSentAt')).toBeNull();
  });

  it('thanks the customer once after the appointment, with the review link', async () => {
    const to = unique('thanks');
    const { id } = await appointmentIn(-2, to);
    await Promise.all([runJob('thank-yous'), runJob('thank-yous')]);
    const mails = (await outboxFor(to)).filter((m) => /Thank you for visiting/.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Thank you for visiting ${shop.name}`);
    expect(mails[0]!.html).toContain('href="https://g.page/r/test-review"');
    // and the booker's own manage link, to rate the visit: it opens this booking, ready to rate
    const link = /How was your visit\? Rate your visit: \S*\/booking\/([^?\s]+)\?t=([A-Za-z0-9_-]{32})/.exec(
      String(mails[0]!.text),
    );
    expect(link?.[1]).toBe(id);
    expect(mails[0]!.html).toContain('Rate your visit</a>');
    const opened = await callApi('POST', `/api/appointments/${id}/manage`, { body: { token: link![2] } });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ appointment: { id }, canReview: true, review: null });
    expect((await logFor(id)).filter((e) => e.emailType === 'thank_you').map((e) => e.status)).toEqual(['sent']);
  });

  it('does not thank before the appointment has ended', async () => {
    const to = unique('not-yet');
    await appointmentIn(-0.25, to);
    await runJob('thank-yous');
    expect((await outboxFor(to)).filter((m) => /Thank you/.test(m.subject))).toHaveLength(0);
  });

  it('runs jobs on demand only by known name', async () => {
    expect((await runJob('no-such-job')).status).toBe(404);
    expect((await runJob('constructor')).status).toBe(404);
  });
});

describe('owner emails', () => {
  it('welcomes a new owner at once and follows up after an hour and after a day, once each', async () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 6);
    const email = `welcome-${tag}@test.example`;
    const reg = await callApi('POST', '/api/register', {
      body: { businessName: `Welcome Shop ${tag}`, email, password: 'welcome-pass-1' },
    });
    expect(reg.status).toBe(201);
    const [welcome] = await waitForOutbox(email, /Welcome to BarberBook/);
    expect(welcome!.subject).toBe('Welcome to BarberBook');
    expect(welcome!.text).toContain(reg.body.username);

    // half an hour in: neither follow-up is due yet
    await adminDb.doc(`users/${reg.body.id}`).update({ createdAt: new Date(Date.now() - 30 * 60_000) });
    await runJob('feature-introductions');
    await runJob('personal-contacts');
    expect((await outboxFor(email)).map((m) => m.subject)).toEqual([welcome!.subject]);

    // two hours in: the feature introduction only
    await adminDb.doc(`users/${reg.body.id}`).update({ createdAt: new Date(Date.now() - 2 * 3_600_000) });
    await runJob('feature-introductions');
    await runJob('personal-contacts');
    expect((await outboxFor(email)).filter((m) => m.subject === 'Get the most from BarberBook')).toHaveLength(1);
    expect((await outboxFor(email)).filter((m) => /How is/.test(m.subject))).toHaveLength(0);

    // a day and more: the personal contact invitation, and nothing twice
    await adminDb.doc(`users/${reg.body.id}`).update({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
    await Promise.all([runJob('feature-introductions'), runJob('personal-contacts'), runJob('personal-contacts')]);
    const subjects = (await outboxFor(email)).map((m) => m.subject).sort();
    expect(subjects).toEqual(['How is your barbershop getting on?', 'Get the most from BarberBook', welcome!.subject].sort());
  });
});

describe('GET /api/barbershops/{id}/email-activity', () => {
  it("lists the shop's email log, newest first, for its owner only", async () => {
    // A shop of its own: its log holds exactly this test's emails.
    const quietShop = await createTestShop({ ownerUid: owner.uid });
    const quietShopEmail = (await adminDb.doc(`barbershops/${quietShop.id}`).get()).get('email');
    const to = unique('activity');
    const appointment = await book(quietShop, '15:00', to);
    const later = await book(quietShop, '16:00', unique('activity-later'));
    for (const id of [appointment.id, later.id]) {
      await waitForLog(id, 'staff_notification', 20_000, quietShop.id);
      await waitForLog(id, 'booking_confirmation', 20_000, quietShop.id);
    }
    const res = await callApi('GET', `/api/barbershops/${quietShop.id}/email-activity`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
    expect(res.body.map((e: any) => `${e.appointmentId}:${e.emailType}:${e.status}`).sort()).toEqual(
      [
        `${appointment.id}:booking_confirmation:sent`,
        `${appointment.id}:staff_notification:sent`,
        `${later.id}:booking_confirmation:sent`,
        `${later.id}:staff_notification:sent`,
      ].sort(),
    );
    expect(res.body.find((e: any) => e.recipientEmail === to)).toMatchObject({
      id: expect.any(String),
      emailType: 'booking_confirmation',
      status: 'sent',
      appointmentId: appointment.id,
    });
    expect(res.body.filter((e: any) => e.recipientEmail === quietShopEmail)).toHaveLength(2);
    const times = res.body.map((e: any) => Date.parse(e.sentAt));
    expect(times.filter((t: number) => Number.isNaN(t))).toEqual([]);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/email-activity`)).status).toBe(401);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/email-activity`, { token: stranger.token })).status).toBe(403);
    expect((await callApi('GET', '/api/barbershops/no-such-shop/email-activity', { token: owner.token })).status).toBe(404);
  });
});

describe('emails reach someone who can act', () => {
  it('sends customer emails from "{Shop} via BarberBook" with replies to the shop, the notification replying to the customer, each with a text part and a link to the shop page', async () => {
    const to = unique('envelope');
    await book(shop, '16:00', to, 'Reply Tester');
    const [mail] = await waitForOutbox(to, /Booking confirmed/);
    expect(mail).toMatchObject({
      fromName: `${shop.name} via BarberBook`,
      fromEmail: 'bookings@barberbook.example',
      replyTo: shopEmail,
    });
    expect(mail!.text).toMatch(new RegExp(`\\nVisit ${shop.name}: https?://[^\\s/]+/${shop.slug}$`));
    expect(mail!.html).toMatch(new RegExp(`<a href="https?://[^"/]+/${shop.slug}">Visit ${shop.name}</a>`));

    const [staff] = await waitForOutbox(shopEmail, /^New booking: Reply Tester/);
    expect(staff).toMatchObject({ fromName: 'BarberBook', replyTo: to });
    expect(staff!.text).toMatch(/^A customer has booked online\.\n/);
    expect(staff!.text).toMatch(new RegExp(`Visit ${shop.name}: https?://[^\\s/]+/${shop.slug}$`));
  });

  it("tells the owner's account email of a booking at a shop without its own email, and says the owner made it", async () => {
    const noEmailOwner = await createOwner('email-noshopmail');
    const quiet = await createTestShop({ ownerUid: noEmailOwner.uid });
    await adminDb.doc(`barbershops/${quiet.id}`).update({ email: '' });
    const customer = await callApi('POST', `/api/barbershops/${quiet.id}/customers`, {
      token: noEmailOwner.token,
      body: { name: 'Walk In', phone: '+447700900123', email: unique('walkin') },
    });
    expect(customer.status).toBe(201);
    const booked = await callApi('POST', `/api/barbershops/${quiet.id}/appointments`, {
      token: noEmailOwner.token,
      body: {
        customerId: customer.body.id,
        barberId: quiet.barberIds[0],
        serviceId: quiet.serviceIds[0],
        appointmentDate: `${date}T13:00:00`,
      },
    });
    expect(booked.status).toBe(201);
    const notes = await waitForOutbox(noEmailOwner.email, /^New booking: Walk In, Cut/);
    expect(notes).toHaveLength(1);
    const note = notes[0];
    expect(note!.text).toMatch(/^Booked by the owner from the dashboard\.\n/);
    expect(note!.html).toContain('Booked by the owner from the dashboard.');
    const [confirmation] = await waitForOutbox(customer.body.email, /Booking confirmed/);
    // no shop email to reply to: no Reply-To rather than a dead one
    expect(confirmation).toMatchObject({ fromName: `${quiet.name} via BarberBook`, replyTo: null });
    const staffLog = async () =>
      (await callApi('GET', `/api/barbershops/${quiet.id}/email-activity`, { token: noEmailOwner.token })).body.filter(
        (e: any) => e.emailType === 'staff_notification',
      );
    const deadline = Date.now() + 20_000;
    while ((await staffLog()).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 300));
    expect((await staffLog()).map((e: any) => `${e.recipientEmail}:${e.status}`)).toEqual([`${noEmailOwner.email}:sent`]);
  });
});
