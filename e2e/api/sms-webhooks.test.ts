// Twilio's webhooks (issue 38, docs/sms.md): delivery status callbacks and texts to our number,
// signed as Twilio signs them (the real `twilio` library's getExpectedTwilioSignature over the
// public address Twilio was given). In-process: the webhook, the real /api and sendSms run in
// this test process with Twilio configured (the fake Twilio API receives the real SDK's
// requests), against the suite's emulators, whose triggers free a cancelled time and email.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import express from 'express';
import twilio from 'twilio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { APP_URL } from '../support/env';
import { FakeTwilio } from '../support/fake-twilio';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// The address Twilio calls (Hosting rewrites it to the function); requests arrive at this
// process's server instead, signed over this address, as Hosting forwards them.
const PUBLIC_APP_URL = 'https://book.barberbook.example';

let fake: FakeTwilio;
let server: Server;
let url: string;
let shop: TestShop;
let otherShop: TestShop;
let sendSmsLogged: typeof import('../../functions/src/sms/sendSms').sendSmsLogged;

beforeAll(async () => {
  fake = await new FakeTwilio().start();
  Object.assign(process.env, fake.env(), {
    PUBLIC_APP_URL,
    SMS_MONTHLY_ALLOWANCE: '100000',
    RATE_LIMIT_BOOKING_PER_CLIENT: '1000/10m',
    RATE_LIMIT_BOOKING_PER_SHOP: '1000/1h',
    RATE_LIMIT_BOOKING_PER_SHOP_PER_CLIENT: '1000/1h',
  });
  // imported once the environment is set
  const { handleTwilioWebhook } = await import('../../functions/src/webhooks/twilioWebhook');
  const { createApiApp } = await import('../../functions/src/api/app');
  ({ sendSmsLogged } = await import('../../functions/src/sms/sendSms'));
  const app = express();
  // Cloud Functions hands the handler the raw body (rawBody); so does this parser
  app.post('/api/webhooks/twilio/:route', express.raw({ type: '*/*' }), (req, res) => void handleTwilioWebhook(req, res));
  app.use(createApiApp());
  server = createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  [shop, otherShop] = await Promise.all([createTestShop({ barbers: 1 }), createTestShop({ barbers: 1 })]);
});

afterAll(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await fake?.close();
});

/** A form post to a webhook, signed as Twilio signs it (or with `signature` instead). */
async function twilioPost(route: 'status' | 'inbound', params: Record<string, string>, signature?: string) {
  const expected = twilio.getExpectedTwilioSignature(fake.authToken, `${PUBLIC_APP_URL}/api/webhooks/twilio/${route}`, params);
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (signature !== '') headers['x-twilio-signature'] = signature ?? expected;
  const res = await fetch(`${url}/api/webhooks/twilio/${route}`, {
    method: 'POST',
    headers,
    body: new URLSearchParams(params).toString(),
  });
  return { status: res.status, text: await res.text(), type: res.headers.get('content-type') ?? '' };
}

/** A text from `phone` to our number, as Twilio posts it; answers the reply's text ('' for none). */
async function textFrom(phone: string, body: string): Promise<string> {
  const res = await twilioPost('inbound', {
    MessageSid: `SM${randomUUID().replace(/-/g, '')}`,
    AccountSid: fake.accountSid,
    From: phone,
    To: fake.from,
    Body: body,
    NumMedia: '0',
  });
  expect(res.status, res.text).toBe(200);
  expect(res.type).toMatch(/xml/);
  const reply = /<Message>([\s\S]*)<\/Message>/.exec(res.text);
  return reply
    ? reply[1]!
        .replace(/&apos;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
    : '';
}

const statusOf = (sid: string, MessageStatus: string, extra: Record<string, string> = {}) =>
  twilioPost('status', { MessageSid: sid, MessageStatus, AccountSid: fake.accountSid, ...extra });

/** A phone number (E.164) no test has texted, opted out or threaded yet: the opt-outs are platform-wide. */
async function freshPhone(): Promise<string> {
  for (;;) {
    const phone = `+447700900${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}`;
    const [optOut, thread] = await Promise.all([
      adminDb.doc(`smsOptOuts/${phone}`).get(),
      adminDb.doc(`smsThreads/${phone}`).get(),
    ]);
    if (!optOut.exists && !thread.exists) return phone;
  }
}

let booked = 0;
/** A booking through the API, three weeks or more ahead (well inside the shop's 24-hour cut-off), each at a time of its own. */
async function book(s: TestShop, phone: string, reminderChannels?: { sms: boolean; email: boolean }) {
  const n = booked++;
  const date = futureWeekday(21 + 7 * Math.floor(n / 14), 3);
  const minutes = 9 * 60 + 30 * (n % 14);
  const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
  const tag = randomUUID().slice(0, 8);
  const res = await callApi('POST', '/api/appointments', {
    baseUrl: url,
    body: {
      barbershopId: s.id,
      serviceId: s.serviceIds[0],
      barberId: s.barberIds[0],
      date,
      time,
      customerName: `Sam ${tag}`,
      customerPhone: phone,
      customerEmail: `sam-${tag}@test.example`,
      ...(reminderChannels ? { reminderChannels } : {}),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id as string, date, time, email: `sam-${tag}@test.example` };
}

/** The 24-hour reminder text for a booking, sent as the reminder job sends it. */
const remind = (s: TestShop, phone: string, appointmentId: string) =>
  sendSmsLogged({
    shopId: s.id,
    to: phone,
    smsType: 'sms_reminder',
    body: `Reminder: your appointment at ${s.name}. Reply C to cancel. Reply STOP to opt out`,
    appointmentId,
  });

const logEntry = async (s: TestShop, logId: string) => (await adminDb.doc(`barbershops/${s.id}/smsLog/${logId}`).get()).data()!;
const appointment = async (s: TestShop, id: string) =>
  (await adminDb.doc(`barbershops/${s.id}/appointments/${id}`).get()).data()!;
const sidOf = async (s: TestShop, logId: string) => (await logEntry(s, logId)).providerSid as string;

async function slotAvailable(s: TestShop, date: string, time: string): Promise<boolean | undefined> {
  const res = await callApi<{ time: string; available: boolean }[]>(
    'GET',
    `/api/barbers/${s.barberIds[0]}/all-slots?date=${date}&duration=30`,
    { baseUrl: url },
  );
  expect(res.status).toBe(200);
  return res.body.find((x) => x.time === time)?.available;
}

describe('signatures', () => {
  it('a status callback or an inbound text without a valid signature is refused with 403, and nothing changes', async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    const sent = await remind(shop, phone, a.id);
    const sid = await sidOf(shop, sent.logId);
    const before = await logEntry(shop, sent.logId);

    // signed with another account's token, signed over other fields, and not signed
    const forged = twilio.getExpectedTwilioSignature('not-the-token', `${PUBLIC_APP_URL}/api/webhooks/twilio/status`, {
      MessageSid: sid,
      MessageStatus: 'failed',
      AccountSid: fake.accountSid,
    });
    const replayed = twilio.getExpectedTwilioSignature(fake.authToken, `${PUBLIC_APP_URL}/api/webhooks/twilio/status`, {
      MessageSid: sid,
      MessageStatus: 'delivered',
      AccountSid: fake.accountSid,
    });
    for (const signature of [forged, replayed, '', 'x'.repeat(28)]) {
      const res = await twilioPost(
        'status',
        { MessageSid: sid, MessageStatus: 'failed', AccountSid: fake.accountSid },
        signature,
      );
      expect(res.status).toBe(403);
      expect(res.text).toContain('Invalid Twilio signature');
    }
    expect(await logEntry(shop, sent.logId)).toEqual(before);

    const stop = await twilioPost('inbound', { From: phone, Body: 'STOP', AccountSid: fake.accountSid }, forged);
    expect(stop.status).toBe(403);
    const cancel = await twilioPost('inbound', { From: phone, Body: 'C', AccountSid: fake.accountSid }, '');
    expect(cancel.status).toBe(403);
    expect((await adminDb.doc(`smsOptOuts/${phone}`).get()).exists).toBe(false);
    expect((await appointment(shop, a.id)).status).toBe('scheduled');
    // and the number still gets texts
    expect((await remind(shop, phone, a.id)).status).toBe('queued');
  });
});

describe('status callbacks', () => {
  it('move the log entry forward once, whatever the order and however often they come', async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    const sent = await remind(shop, phone, a.id);
    const sid = await sidOf(shop, sent.logId);
    expect(fake.messagesTo(phone).at(-1)?.statusCallback).toBe(`${PUBLIC_APP_URL}/api/webhooks/twilio/status`);

    // delivered arrives before sent (Twilio does not promise the order), then both again
    expect((await statusOf(sid, 'delivered')).status).toBe(204);
    const delivered = await logEntry(shop, sent.logId);
    expect(delivered.status).toBe('delivered');
    for (const late of ['sent', 'queued', 'delivered', 'failed', 'sending'])
      expect((await statusOf(sid, late, { ErrorCode: '30003' })).status).toBe(204);
    // a final state stays as it was, its time and error too
    expect(await logEntry(shop, sent.logId)).toEqual(delivered);
  });

  it("a message that isn't ours, or a status we don't know, is answered 204 and changes nothing", async () => {
    expect((await statusOf(`SM${'0'.repeat(32)}`, 'delivered')).status).toBe(204);
    expect((await statusOf('../../barbershops', 'delivered')).status).toBe(204);
    const phone = await freshPhone();
    const a = await book(shop, phone);
    const sent = await remind(shop, phone, a.id);
    const before = await logEntry(shop, sent.logId);
    expect((await statusOf(await sidOf(shop, sent.logId), 'teleported')).status).toBe(204);
    expect(await logEntry(shop, sent.logId)).toEqual(before);
  });

  it('a failed reminder falls back to the email reminder, once, with the error recorded', async () => {
    const phone = await freshPhone();
    // a customer who chose texts only: the text was their reminder
    const a = await book(shop, phone, { sms: true, email: false });
    const sent = await remind(shop, phone, a.id);
    const sid = await sidOf(shop, sent.logId);
    expect((await statusOf(sid, 'sent')).status).toBe(204);
    expect((await statusOf(sid, 'undelivered', { ErrorCode: '30005' })).status).toBe(204);
    // Twilio repeats itself; the fallback is claimed once
    await Promise.all([statusOf(sid, 'undelivered', { ErrorCode: '30005' }), statusOf(sid, 'failed')]);
    const entry = await logEntry(shop, sent.logId);
    expect(entry).toMatchObject({ status: 'undelivered', error: '30005' });
    expect(entry.fallbackEmailAt).toBeTruthy();
    const reminders = (await outboxFor(a.email)).filter((m) => m.emailType === 'reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toMatch(/^Reminder: Cut at /);
  });

  it('a confirmation text that failed gets no reminder email (the confirmation email went anyway)', async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    const sent = await sendSmsLogged({
      shopId: shop.id,
      to: phone,
      smsType: 'sms_confirmation',
      body: 'Booked',
      appointmentId: a.id,
    });
    expect((await statusOf(await sidOf(shop, sent.logId), 'failed', { ErrorCode: '30006' })).status).toBe(204);
    expect(await logEntry(shop, sent.logId)).toMatchObject({ status: 'failed', error: '30006' });
    expect((await logEntry(shop, sent.logId)).fallbackEmailAt ?? null).toBeNull();
    expect((await outboxFor(a.email)).filter((m) => m.emailType === 'reminder')).toHaveLength(0);
  });
});

describe('STOP, START and HELP', () => {
  it('STOP from a number stops every later text, from every shop; START lets them go again', async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    const b = await book(otherShop, phone);
    expect((await remind(shop, phone, a.id)).status).toBe('queued');

    expect(await textFrom(phone, ' stop ')).toBe("You won't get any more texts from us. Reply START to get them again.");
    expect((await adminDb.doc(`smsOptOuts/${phone}`).get()).data()).toMatchObject({ phone, optedOut: true, keyword: 'STOP' });
    const texted = fake.messagesTo(phone).length;
    const fromShop = await remind(shop, phone, a.id);
    const fromOther = await remind(otherShop, phone, b.id);
    expect([fromShop.status, fromOther.status]).toEqual(['opted_out', 'opted_out']);
    expect(fake.messagesTo(phone)).toHaveLength(texted);
    expect(await logEntry(otherShop, fromOther.logId)).toMatchObject({ status: 'opted_out', providerSid: null });

    expect(await textFrom(phone, 'Start')).toBe("You'll get texts about your bookings again. Reply STOP to opt out.");
    expect((await adminDb.doc(`smsOptOuts/${phone}`).get()).data()).toMatchObject({ optedOut: false, keyword: 'START' });
    expect((await remind(otherShop, phone, b.id)).status).toBe('queued');
    expect(fake.messagesTo(phone)).toHaveLength(texted + 1);
  });

  it("Twilio's other opt-out words stop texts too; CANCEL is one of them and cancels no booking", async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    await remind(shop, phone, a.id);
    expect(await textFrom(phone, 'CANCEL')).toContain("You won't get any more texts");
    expect((await adminDb.doc(`smsOptOuts/${phone}`).get()).data()).toMatchObject({ optedOut: true, keyword: 'CANCEL' });
    expect((await appointment(shop, a.id)).status).toBe('scheduled');
  });

  it('HELP is answered with what the texts are and how to stop them', async () => {
    const reply = await textFrom(await freshPhone(), 'help');
    expect(reply).toContain('BarberBook');
    expect(reply).toContain('Reply STOP to opt out');
  });
});

describe('"C" in reply to a reminder', () => {
  it("inside the shop's cut-off: cancels as the manage link does, frees the time and answers so", async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    expect(await slotAvailable(shop, a.date, a.time)).toBe(false);
    await remind(shop, phone, a.id);

    expect(await textFrom(phone, 'c')).toMatch(new RegExp(`^Cancelled: your appointment at ${shop.name} on .* at ${a.time}\\.$`));
    const cancelled = await appointment(shop, a.id);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledBy: 'customer' });
    expect(cancelled.history.at(-1)).toMatchObject({ action: 'cancelled', by: { role: 'customer' } });
    // the time can be booked again at once
    expect(await slotAvailable(shop, a.date, a.time)).toBe(true);
    // the update trigger tells the customer and the shop, as for the manage link's cancel
    expect(await waitForOutbox(a.email, /cancelled/i)).toHaveLength(1);

    // a second "C" (a retried delivery, an impatient customer) changes nothing and says the same
    const history = cancelled.history.length;
    expect(await textFrom(phone, 'C.')).toMatch(/^Cancelled: /);
    expect((await appointment(shop, a.id)).history).toHaveLength(history);
  });

  it("past the cut-off: answers with the shop's number and changes nothing", async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    // the emulator's new-booking trigger writes the booking too (its claim, a manage link): once
    // its email is out it is done, and what follows compares the booking before and after "C"
    expect(await waitForOutbox(a.email, /^Booking confirmed/)).toHaveLength(1);
    await remind(shop, phone, a.id);
    // the 2-hour reminder's case: the shop's cut-off passed since the booking was made
    await adminDb.doc(`barbershops/${shop.id}/appointments/${a.id}`).update({ manageUntil: new Date(Date.now() - 60_000) });
    const before = await appointment(shop, a.id);

    const reply = await textFrom(phone, 'C');
    expect(reply).toContain('can no longer be cancelled by text');
    expect(reply).toContain('020 7946 0000');
    expect(await appointment(shop, a.id)).toEqual(before);
    expect(await slotAvailable(shop, a.date, a.time)).toBe(false);
  });

  it('when the last text was not a reminder, or the number was never texted, nothing is cancelled', async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    await sendSmsLogged({ shopId: shop.id, to: phone, smsType: 'sms_confirmation', body: 'Booked', appointmentId: a.id });
    expect(await textFrom(phone, 'C')).toMatch(/couldn't find a booking to cancel/);
    expect((await appointment(shop, a.id)).status).toBe('scheduled');
    expect(await textFrom(await freshPhone(), 'C')).toMatch(/couldn't find a booking to cancel/);
  });
});

describe('any other text', () => {
  it("is forwarded to the shop by email, with the customer's booking, and nobody texts back", async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    await remind(shop, phone, a.id);
    const shopEmail = (await adminDb.doc(`barbershops/${shop.id}`).get()).get('email') as string;
    const texted = fake.messagesTo(phone).length;

    expect(await textFrom(phone, 'Running 10 mins late <sorry> & thanks')).toBe('');
    const [forwarded] = await waitForOutbox(shopEmail, /^Text from Sam /);
    expect(forwarded).toMatchObject({ emailType: 'sms_reply_forwarded', shopId: shop.id, fromName: 'BarberBook' });
    expect(forwarded!.text).toContain('Running 10 mins late <sorry> & thanks');
    expect(forwarded!.html).toContain('Running 10 mins late &lt;sorry&gt; &amp; thanks');
    expect(forwarded!.text).toContain(`at ${a.time}.`);
    expect(fake.messagesTo(phone)).toHaveLength(texted);
    expect((await appointment(shop, a.id)).status).toBe('scheduled');
  });

  it('from a number no shop texted: no shop to tell, nothing sent', async () => {
    const phone = await freshPhone();
    const before = (await adminDb.collection('mailOutbox').where('emailType', '==', 'sms_reply_forwarded').get()).size;
    expect(await textFrom(phone, `Who is this? ${randomUUID()}`)).toBe('');
    const after = (await adminDb.collection('mailOutbox').where('emailType', '==', 'sms_reply_forwarded').get()).size;
    expect(after).toBe(before);
  });
});

describe('a text Twilio delivers twice (a retry, or a signed request replayed)', () => {
  /** One text from `phone`, as Twilio posts it, with its MessageSid: post it as often as needed. */
  const inboundText = (phone: string, body: string): Record<string, string> => ({
    MessageSid: `SM${randomUUID().replace(/-/g, '')}`,
    AccountSid: fake.accountSid,
    From: phone,
    To: fake.from,
    Body: body,
    NumMedia: '0',
  });
  const EMPTY = /<Response\s*\/>\s*$/;

  it('is forwarded to the shop once: the repeat is answered with an empty response', async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    await remind(shop, phone, a.id);
    const text = inboundText(phone, `Can I bring my son too? ${randomUUID()}`);
    const forwards = async () =>
      (await adminDb.collection('mailOutbox').where('emailType', '==', 'sms_reply_forwarded').get()).docs.filter((d) =>
        String(d.get('text')).includes(text.Body!),
      );

    expect((await twilioPost('inbound', text)).status).toBe(200);
    expect(await forwards()).toHaveLength(1);
    const again = await twilioPost('inbound', text);
    expect(again.status).toBe(200);
    expect(again.text).toMatch(EMPTY);
    expect(await forwards()).toHaveLength(1);
  });

  it('"C" cancels once: the repeat gets no second "Cancelled" text and writes nothing', async () => {
    const phone = await freshPhone();
    const a = await book(shop, phone);
    await remind(shop, phone, a.id);
    const c = inboundText(phone, 'C');

    expect((await twilioPost('inbound', c)).text).toMatch(/<Message>Cancelled: /);
    const cancelled = await appointment(shop, a.id);
    expect(cancelled.status).toBe('cancelled');
    const again = await twilioPost('inbound', c);
    expect(again.status).toBe(200);
    expect(again.text).toMatch(EMPTY);
    expect(await appointment(shop, a.id)).toEqual(cancelled);
    expect(cancelled.history.filter((h: { action: string }) => h.action === 'cancelled')).toHaveLength(1);
  });

  it('a STOP posted again after START does not opt the number out again', async () => {
    const phone = await freshPhone();
    const stop = inboundText(phone, 'STOP');
    expect((await twilioPost('inbound', stop)).text).toContain("You won't get any more texts");
    expect(await textFrom(phone, 'START')).toContain("You'll get texts about your bookings again");

    const replayed = await twilioPost('inbound', stop);
    expect(replayed.status).toBe(200);
    expect(replayed.text).toMatch(EMPTY);
    expect((await adminDb.doc(`smsOptOuts/${phone}`).get()).data()).toMatchObject({ optedOut: false, keyword: 'START' });
  });

  it('a signed text without a MessageSid (or SmsSid) is refused with 400, and nothing is done', async () => {
    const phone = await freshPhone();
    const res = await twilioPost('inbound', { AccountSid: fake.accountSid, From: phone, To: fake.from, Body: 'STOP' });
    expect(res.status).toBe(400);
    expect((await adminDb.doc(`smsOptOuts/${phone}`).get()).exists).toBe(false);
    // Twilio's older field name is as good
    const { MessageSid, ...older } = inboundText(phone, 'STOP');
    expect((await twilioPost('inbound', { ...older, SmsSid: MessageSid! })).text).toContain("You won't get any more texts");
  });
});

describe('through Hosting', () => {
  it("reaches the twilioWebhook function, which says texts aren't set up where Twilio isn't (the suite's emulator)", async () => {
    const res = await fetch(`${APP_URL}/api/webhooks/twilio/status`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ MessageSid: `SM${'1'.repeat(32)}`, MessageStatus: 'delivered' }).toString(),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Text messages are not set up on this platform.' });
  });
});
