// The booker's emails word changes from the booking's own change window: the private link only
// while it can be used, else why not and the shop's phone; and every link is on the origin this
// suite serves the app from (its EMULATOR_PORT_OFFSET's Hosting port), not a fixed localhost:5000.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { ALL_DAY_HOURS, bookHoursAhead } from '../support/bookAhead';
import { APP_URL } from '../support/env';
import { waitForOutbox } from '../support/outbox';
import { createOwner } from '../support/owners';
import { createTestShop, type TestShop } from '../support/shops';

let shop: TestShop;
const unique = (tag: string) => `${tag}-${randomUUID().slice(0, 8)}@example.com`;
const CONTACT = 'Call {shop} on 020 7946 0000 or reply to this email.';

beforeAll(async () => {
  const owner = await createOwner('advice-owner');
  shop = await createTestShop({ ownerUid: owner.uid, hours: ALL_DAY_HOURS });
});

describe('the confirmation email and the change policy (24-hour cut-off)', () => {
  it('17 hours ahead: no link, says it can no longer be changed online and how to reach the shop', async () => {
    const to = unique('inside');
    await bookHoursAhead(shop, 17, to);
    const [mail] = await waitForOutbox(to, /^Booking confirmed/);
    const text = String(mail!.text);
    expect(text).toContain(
      `Your appointment is less than 24 hours away, so it can no longer be changed online. To cancel or reschedule, contact the shop. ${CONTACT.replace('{shop}', shop.name)}`,
    );
    expect(text).not.toContain('/booking/');
    expect(String(mail!.html)).not.toContain('Reschedule or cancel online');
  });

  it('three days ahead: the link, which opens the booking, and until when it works', async () => {
    const to = unique('outside');
    const booked = await bookHoursAhead(shop, 72, to);
    const [mail] = await waitForOutbox(to, /^Booking confirmed/);
    const text = String(mail!.text);
    expect(text).toMatch(
      /You can cancel or reschedule online until \w{3} \d{1,2} \w{3} at \d\d:\d\d\. After that, contact the shop\./,
    );
    expect(text).not.toContain('can no longer be changed online');
    expect(text).not.toContain(CONTACT.replace('{shop}', shop.name));
    const link = /Reschedule or cancel online: (\S+)\/booking\/([^?\s]+)\?t=([A-Za-z0-9_-]{32})/.exec(text);
    expect(link?.[2]).toBe(booked.id);
    const opened = await callApi('POST', `/api/appointments/${booked.id}/manage`, { body: { token: link![3] } });
    expect(opened.status).toBe(200);
    expect(opened.body.canManage).toBe(true);
  });
});

describe('links in emails', () => {
  it('point at the origin this suite serves the app on, and the app answers there', async () => {
    const to = unique('origin');
    await bookHoursAhead(shop, 72, to);
    const [mail] = await waitForOutbox(to, /^Booking confirmed/);
    const links = [...String(mail!.text).matchAll(/https?:\/\/[^\s/]+\/(?:booking\/|test-shop-)\S*/g)].map((m) => new URL(m[0]));
    expect(links.length).toBeGreaterThanOrEqual(2); // the manage link and the footer's shop page
    const served = new URL(APP_URL);
    for (const link of links) {
      expect(link.hostname).toBe('localhost');
      expect(link.port || '80').toBe(served.port);
    }
    const page = await fetch(`http://127.0.0.1:${links[0]!.port}/${shop.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
  });

  it('the welcome email links the app on the same origin', async () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 6);
    const email = `origin-${tag}@test.example`;
    const reg = await callApi('POST', '/api/register', {
      body: { businessName: `Origin Shop ${tag}`, email, password: 'origin-pass-1' },
    });
    expect(reg.status).toBe(201);
    const [welcome] = await waitForOutbox(email, /Welcome to BarberBook/);
    expect(String(welcome!.text)).toContain(`http://localhost:${new URL(APP_URL).port}/onboarding`);
  });
});

describe('the reminder and the change policy', () => {
  it('a reminder inside the cut-off offers no link and says to contact the shop', async () => {
    const to = unique('remind-inside');
    const booked = await bookHoursAhead(shop, 20, to);
    await waitForOutbox(to, /^Booking confirmed/);
    expect((await callApi('POST', '/api/dev/jobs/reminders')).status).toBe(200);
    const [reminder] = await waitForOutbox(to, /^Reminder/);
    expect(String(reminder!.text)).toContain('so it can no longer be changed online');
    expect(String(reminder!.text)).not.toContain('/booking/');
    const stored = (await adminDb.doc(`barbershops/${shop.id}/appointments/${booked.id}`).get()).data()!;
    expect(stored.reminderSentAt).toBeTruthy();
  });
});
