// The 24-hour reminder by text (issue 38, docs/sms.md), in this test process with Twilio
// configured: the real `twilio` SDK sends to the fake Twilio API (e2e/support/fake-twilio.ts).
// The job is functions' own code, run here against the suite's Firestore emulator. The bookings
// start ~200 days ahead and the job is run with `now` 5 hours before them, so the emulator's own
// scheduled runs (real time) never see them and this file's runs see nothing of other files'.
import { randomUUID } from 'node:crypto';
import { instantToZoned } from '@barbershop/core/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { FakeTwilio } from '../support/fake-twilio';
import { outboxFor } from '../support/outbox';
import { createTestShop, type TestShop } from '../support/shops';

type Jobs = typeof import('../../functions/src/jobs/registry');

let twilio: FakeTwilio;
let jobs: Jobs['JOBS'];
let shop: TestShop;
const HOUR = 3_600_000;
// whole minutes, ~200 days ahead, a different hour per booking so no two share a time
const base = Math.round((Date.now() + 200 * 24 * HOUR) / 60_000) * 60_000;
let nextSlot = 0;
let phoneSeq = Math.floor(Math.random() * 800);

beforeAll(async () => {
  twilio = await new FakeTwilio().start();
  Object.assign(process.env, twilio.env());
  ({ JOBS: jobs } = await import('../../functions/src/jobs/registry'));
  shop = await createTestShop({ barbers: 1 });
});

afterAll(async () => {
  await twilio?.close();
});

/**
 * A booking written as the booking service writes it, its confirmation already sent (so the
 * emulator's trigger sends nothing), the customer having chosen `channels`.
 */
async function bookingWith(target: TestShop, channels: { sms: boolean; email: boolean }, createdAt = new Date()) {
  const id = `sms-${randomUUID().slice(0, 8)}`;
  const start = new Date(base + nextSlot++ * HOUR);
  const { date, time } = instantToZoned(start, 'Europe/London');
  const phone = `+447700900${String(100 + (phoneSeq++ % 800)).padStart(3, '0')}`;
  const email = `remind-${randomUUID().slice(0, 8)}@example.com`;
  await adminDb.doc(`barbershops/${target.id}/appointments/${id}`).set({
    id,
    shopId: target.id,
    barberId: target.barberIds[0],
    serviceId: target.serviceIds[0],
    customerId: 'c-sms',
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    date,
    time,
    durationMin: 30,
    pricePence: 2000,
    status: 'scheduled',
    customerName: 'Sam Taylor',
    customerPhone: phone,
    customerEmail: email,
    serviceName: 'Cut',
    barberName: 'Barber 1',
    notes: '',
    source: 'online',
    createdAt,
    confirmationSentAt: new Date(),
    reminderSentAt: null,
    thankYouSentAt: null,
    reminderChannels: channels,
    manageUntil: new Date(start.getTime() - 3 * HOUR),
  });
  return { id, start, phone, email };
}

const reminderRun = (start: Date) => jobs.reminders(new Date(start.getTime() - 5 * HOUR));

async function smsLogFor(shopId: string, appointmentId: string) {
  const snap = await adminDb.collection(`barbershops/${shopId}/smsLog`).where('appointmentId', '==', appointmentId).get();
  return snap.docs.map((d) => d.data());
}

const reminderEmails = async (to: string) => (await outboxFor(to)).filter((m) => /^Reminder/.test(String(m.subject)));

describe('the 24-hour text reminder', () => {
  it('goes once under a double run, through Twilio, with Reply C and STOP; no email for a texts-only booker', async () => {
    const b = await bookingWith(shop, { sms: true, email: false });
    await Promise.all([reminderRun(b.start), reminderRun(b.start)]);
    await reminderRun(b.start);

    const sent = twilio.messagesTo(b.phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.from).toBe(twilio.from);
    expect(sent[0]!.body).toMatch(new RegExp(`^Reminder: ${shop.name} on \\w{3} \\d{1,2} \\w{3} at `));
    expect(sent[0]!.body).toMatch(
      new RegExp(`/booking/${b.id}\\?t=[A-Za-z0-9_-]{32} Reply C to cancel\\. Reply STOP to opt out\\.$`),
    );
    expect(sent[0]!.statusCallback).toMatch(/\/api\/webhooks\/twilio\/status$/);

    const log = await smsLogFor(shop.id, b.id);
    expect(log).toEqual([
      expect.objectContaining({
        smsType: 'sms_reminder',
        status: 'queued',
        transport: 'twilio',
        providerSid: sent[0]!.sid,
        to: b.phone,
      }),
    ]);
    expect(log[0]!.fallbackEmailAt).toBeUndefined();
    // a status callback finds the entry by Twilio's sid; a reply finds the booking by the number
    expect((await adminDb.doc(`smsMessages/${sent[0]!.sid}`).get()).data()).toEqual({
      providerSid: sent[0]!.sid,
      shopId: shop.id,
      logId: log[0]!.id,
    });
    expect((await adminDb.doc(`smsThreads/${b.phone}`).get()).data()).toMatchObject({
      appointmentId: b.id,
      smsType: 'sms_reminder',
    });
    expect(await reminderEmails(b.email)).toEqual([]);
  });

  it('goes beside the email for a booker who chose both', async () => {
    const b = await bookingWith(shop, { sms: true, email: true });
    await reminderRun(b.start);
    expect(twilio.messagesTo(b.phone)).toHaveLength(1);
    expect(await reminderEmails(b.email)).toHaveLength(1);
  });

  it('sends nothing to a number that replied STOP, and the email reminder goes instead, once', async () => {
    const b = await bookingWith(shop, { sms: true, email: false });
    await adminDb.doc(`smsOptOuts/${b.phone}`).set({ phone: b.phone, optedOut: true, keyword: 'STOP', at: new Date() });
    await Promise.all([reminderRun(b.start), reminderRun(b.start)]);
    expect(twilio.messagesTo(b.phone)).toEqual([]);
    const log = await smsLogFor(shop.id, b.id);
    expect(log.map((e) => `${e.smsType}:${e.status}`)).toEqual(['sms_reminder:opted_out']);
    expect(log[0]!.fallbackEmailAt).toBeDefined();
    expect(await reminderEmails(b.email)).toHaveLength(1);
  });

  it('sends the email instead of a text Twilio refused', async () => {
    const b = await bookingWith(shop, { sms: true, email: false });
    twilio.failNext(1, { code: 21408, message: 'Permission to send an SMS has not been enabled for the region' });
    await reminderRun(b.start);
    const [entry] = await smsLogFor(shop.id, b.id);
    expect(entry).toMatchObject({
      status: 'failed',
      error: '21408: Permission to send an SMS has not been enabled for the region',
    });
    expect(entry!.fallbackEmailAt).toBeDefined();
    expect(await reminderEmails(b.email)).toHaveLength(1);
  });
});

describe("the shop's monthly allowance", () => {
  it('stops texts once used up, and the email reminder goes instead', async () => {
    const capped = await createTestShop({ barbers: 1 });
    const month = instantToZoned(new Date(), 'Europe/London').date.slice(0, 7);
    // one of the month's 300 segments left: a reminder with its manage link is two parts
    await adminDb.doc(`barbershops/${capped.id}/smsUsage/${month}`).set({ month, segments: 299, messages: 150 });
    const first = await bookingWith(capped, { sms: true, email: false });
    const second = await bookingWith(capped, { sms: true, email: false });
    await reminderRun(first.start);
    const firstLog = await smsLogFor(capped.id, first.id);
    expect(firstLog.map((e) => e.status)).toEqual(['over_allowance']);
    expect(twilio.messagesTo(first.phone)).toEqual([]);
    expect(await reminderEmails(first.email)).toHaveLength(1);
    expect(firstLog[0]!.error).toBe("The shop's monthly text allowance is used up");

    await reminderRun(second.start);
    expect((await smsLogFor(capped.id, second.id)).map((e) => e.status)).toEqual(['over_allowance']);
    expect(await reminderEmails(second.email)).toHaveLength(1);
    // nothing taken from the month by texts that did not go
    expect((await adminDb.doc(`barbershops/${capped.id}/smsUsage/${month}`).get()).data()).toMatchObject({
      segments: 299,
      messages: 150,
    });
  });

  it('counts what a text costs: its parts', async () => {
    const counted = await createTestShop({ barbers: 1 });
    const month = instantToZoned(new Date(), 'Europe/London').date.slice(0, 7);
    const b = await bookingWith(counted, { sms: true, email: false });
    await reminderRun(b.start);
    const [entry] = await smsLogFor(counted.id, b.id);
    expect(entry!.status).toBe('queued');
    expect((await adminDb.doc(`barbershops/${counted.id}/smsUsage/${month}`).get()).data()).toEqual({
      month,
      segments: entry!.segments,
      messages: 1,
    });
  });
});

describe('the 2-hour text reminder', () => {
  const twoHourRun = (start: Date) => jobs['sms-reminders-2h'](new Date(start.getTime() - HOUR));
  const daysBefore = (start: Date) => new Date(start.getTime() - 3 * 24 * HOUR);

  it('goes once, only at shops that turned it on', async () => {
    const on = await createTestShop({ barbers: 1 });
    await adminDb.doc(`barbershops/${on.id}`).update({ sms: { enabled: true, secondReminder: true } });
    const b = await bookingWith(on, { sms: true, email: true }, daysBefore(new Date(base + nextSlot * HOUR)));
    await Promise.all([twoHourRun(b.start), twoHourRun(b.start)]);
    const sent = twilio.messagesTo(b.phone);
    expect(sent.map((m) => m.body)).toEqual([expect.stringMatching(new RegExp(`^Reminder: ${on.name} today at `))]);
    expect((await smsLogFor(on.id, b.id)).map((e) => `${e.smsType}:${e.status}`)).toEqual(['sms_reminder_2h:queued']);

    const off = await createTestShop({ barbers: 1 });
    const quiet = await bookingWith(off, { sms: true, email: true }, daysBefore(new Date(base + nextSlot * HOUR)));
    await twoHourRun(quiet.start);
    expect(twilio.messagesTo(quiet.phone)).toEqual([]);
    expect(await smsLogFor(off.id, quiet.id)).toEqual([]);
  });
});
