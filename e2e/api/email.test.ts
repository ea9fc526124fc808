import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let shop: TestShop;
let owner: TestOwner;
let stranger: TestOwner;
const date = futureWeekday(15, 1);
const shopEmail = () => `${shop.id.replace('test-shop-', '')}@shop.example`;

async function book(time: string, customerEmail: string, customerName = 'Ada Lovelace') {
  const res = await callApi('POST', '/api/appointments', {
    body: { barbershopId: shop.id, serviceId: shop.serviceIds[1], barberId: shop.barberIds[0], date, time, customerName, customerPhone: `07700 ${Math.floor(Math.random() * 1e6)}`, customerEmail },
  });
  expect(res.status).toBe(201);
  return res.body;
}

/** An appointment written directly, starting `hoursAhead` from now and booked two days ago. */
async function appointmentSoon(hoursAhead: number, customerEmail: string) {
  const id = `soon-${randomUUID().slice(0, 8)}`;
  const start = new Date(Date.now() + hoursAhead * 3_600_000);
  await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).set({
    id,
    shopId: shop.id,
    barberId: shop.barberIds[1],
    serviceId: shop.serviceIds[0],
    customerId: 'c-soon',
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    date: start.toISOString().slice(0, 10),
    time: '10:00',
    durationMin: 30,
    pricePence: 2000,
    status: 'scheduled',
    customerName: 'Soon Customer',
    customerPhone: '07700 000000',
    customerEmail,
    serviceName: 'Cut',
    barberName: 'Barber 2',
    notes: '',
    source: 'online',
    createdAt: new Date(Date.now() - 48 * 3_600_000),
    reminderSentAt: null,
    thankYouSentAt: null,
  });
  return id;
}

const runJob = (name: string) => callApi('POST', `/api/dev/jobs/${name}`);

beforeAll(async () => {
  owner = await createOwner('email-owner');
  stranger = await createOwner('email-stranger');
  shop = await createTestShop({ ownerUid: owner.uid });
});

describe('booking emails', () => {
  it('sends the customer a confirmation with the facts and an .ics, and the shop a notification', async () => {
    const to = `confirm-${randomUUID().slice(0, 6)}@example.com`;
    const appointment = await book('10:00', to);
    const [mail] = await waitForOutbox(to, /Booking confirmed/);
    expect(mail).toBeDefined();
    expect(mail!.subject).toContain(shop.name);
    for (const fact of [shop.name, 'Long Cut', '10:00', '£35.00', 'Barber 1']) expect(mail!.text).toContain(fact);
    expect(mail!.attachments[0].filename).toBe('appointment.ics');
    expect(mail!.attachments[0].content).toContain('BEGIN:VEVENT');
    const staff = await waitForOutbox(shopEmail(), new RegExp(`New booking: Ada Lovelace.*10:00`));
    expect(staff.length).toBeGreaterThan(0);
    const log = await adminDb.collection(`barbershops/${shop.id}/emailLog`).where('appointmentId', '==', appointment.id).get();
    expect(log.docs.map((d) => `${d.get('emailType')}:${d.get('status')}`).sort()).toEqual(['booking_confirmation:sent', 'staff_notification:sent']);
  });

  it('escapes a customer name full of HTML', async () => {
    const to = `xss-${randomUUID().slice(0, 6)}@example.com`;
    await book('11:00', to, '<script>alert(1)</script>');
    const [mail] = await waitForOutbox(to, /Booking confirmed/);
    expect(mail!.html).not.toContain('<script>alert(1)</script>');
    expect(mail!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('tells the customer when the owner cancels', async () => {
    const to = `cancel-${randomUUID().slice(0, 6)}@example.com`;
    const appointment = await book('12:00', to);
    await waitForOutbox(to, /Booking confirmed/);
    expect((await callApi('DELETE', `/api/appointments/${appointment.id}`, { token: owner.token })).status).toBe(200);
    const [mail] = await waitForOutbox(to, /Appointment cancelled/);
    expect(mail!.text).toContain('Long Cut');
  });
});

describe('scheduled emails', () => {
  it('sends a reminder once, however often the job runs', async () => {
    const to = `remind-${randomUUID().slice(0, 6)}@example.com`;
    const id = await appointmentSoon(5, to);
    expect((await runJob('reminders')).status).toBe(200);
    expect((await runJob('reminders')).status).toBe(200);
    const reminders = await waitForOutbox(to, /Reminder/);
    expect(reminders).toHaveLength(1);
    expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).get('reminderSentAt')).toBeTruthy();
  });

  it('sends no reminder for an appointment cancelled first', async () => {
    const to = `cancelled-${randomUUID().slice(0, 6)}@example.com`;
    const id = await appointmentSoon(6, to);
    await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).update({ status: 'cancelled' });
    await runJob('reminders');
    expect((await outboxFor(to)).filter((m) => /Reminder/.test(m.subject))).toHaveLength(0);
  });

  it('thanks the customer after the appointment, once', async () => {
    const to = `thanks-${randomUUID().slice(0, 6)}@example.com`;
    await appointmentSoon(-2, to);
    await runJob('thank-yous');
    await runJob('thank-yous');
    const mails = await waitForOutbox(to, /Thank you for visiting/);
    expect(mails).toHaveLength(1);
  });

  it('runs jobs on demand only by known name', async () => {
    expect((await runJob('no-such-job')).status).toBe(404);
  });
});

describe('owner emails', () => {
  it('welcomes a new owner and follows up after an hour and a day, once each', async () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 6);
    const email = `welcome-${tag}@test.example`;
    const reg = await callApi('POST', '/api/register', { body: { businessName: `Welcome Shop ${tag}`, email, password: 'welcome-pass-1', username: 'x' } });
    expect(reg.status).toBe(201);
    const [welcome] = await waitForOutbox(email, /Welcome to BarberBook/);
    expect(welcome!.text).toContain(reg.body.username);
    await adminDb.doc(`users/${reg.body.id}`).update({ createdAt: new Date(Date.now() - 25 * 3_600_000) });
    await runJob('feature-introductions');
    await runJob('personal-contacts');
    await runJob('personal-contacts');
    expect(await waitForOutbox(email, /Get the most from BarberBook/)).toHaveLength(1);
    expect(await waitForOutbox(email, /How is/)).toHaveLength(1);
  });
});

describe('GET /api/barbershops/{id}/email-activity', () => {
  it("lists the shop's email log, newest first, for its owner only", async () => {
    const res = await callApi('GET', `/api/barbershops/${shop.id}/email-activity`, { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body[0]).toMatchObject({ emailType: expect.any(String), recipientEmail: expect.any(String), status: 'sent' });
    const times = res.body.map((e: any) => Date.parse(e.sentAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/email-activity`)).status).toBe(401);
    expect((await callApi('GET', `/api/barbershops/${shop.id}/email-activity`, { token: stranger.token })).status).toBe(403);
  });
});
