import { mkdirSync } from 'node:fs';
import { randomInt, randomUUID } from 'node:crypto';
import { customerIdForPhone } from '@barbershop/core/customers';
import { addDays, todayIn, zonedToInstant } from '@barbershop/core/time';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { showScheduleDay, signInTestOwner } from '../support/ownerSession';
import { outboxFor, waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// The owner's side of the waitlist (issue 36), on a desktop: the day's list in the order times
// are offered, a time offered by hand, a customer removed; the Customers tab's regulars due, one
// of whom agreed to hear from the shop and is invited to book. A shop of its own (Barber 1, Cut 30 min).
const SHOTS = 'test-results/screenshots';
const ZONE = 'Europe/London';
let browser: Browser;
let owner: TestOwner;
let shop: TestShop;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
  owner = await createOwner('waitlist-ui');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
});
afterAll(async () => {
  await browser?.close();
});

let phoneNo = randomInt(0, 500);
const nextPhone = () => `07700 900${String((phoneNo += 1)).padStart(3, '0')}`;
const emailOf = (name: string) => `${name.split(' ')[0]!.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;

async function bookOnline(date: string, time: string, customerName: string) {
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      date,
      time,
      customerName,
      customerPhone: nextPhone(),
      customerEmail: emailOf(customerName),
    },
  });
  expect(res.status, res.text).toBe(201);
}

async function joinWaitlist(date: string, customerName: string) {
  const customerEmail = emailOf(customerName);
  const res = await callApi('POST', '/api/waitlist', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      preferences: [{ date, from: '10:00', to: '10:30' }],
      customerName,
      customerPhone: nextPhone(),
      customerEmail,
    },
  });
  expect(res.status, res.text).toBe(201);
  return customerEmail;
}

/** A customer with completed visits `daysAgo` (as functions write them) and, when given, their consent to hear from the shop. */
async function regular(name: string, daysAgo: number[], consent: boolean) {
  const phone = `+447700${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
  const id = customerIdForPhone(phone);
  const email = emailOf(name);
  await adminDb.doc(`barbershops/${shop.id}/customers/${id}`).set({
    id,
    shopId: shop.id,
    name,
    phone,
    email,
    notes: '',
    createdAt: new Date(Date.now() - 400 * 86_400_000),
    marketing: { consent, at: new Date(), source: 'booking', unsubscribeKey: randomUUID().replace(/-/g, ''), invitedAt: null },
  });
  const today = todayIn(ZONE);
  await Promise.all(
    daysAgo.map(async (d) => {
      const date = addDays(today, -d);
      const appointmentId = `reg-${randomUUID().slice(0, 8)}`;
      const start = zonedToInstant(date, '10:00', ZONE);
      await adminDb.doc(`barbershops/${shop.id}/appointments/${appointmentId}`).set({
        id: appointmentId,
        shopId: shop.id,
        barberId: shop.barberIds[0],
        serviceId: shop.serviceIds[0],
        customerId: id,
        start,
        end: new Date(start.getTime() + 30 * 60_000),
        date,
        time: '10:00',
        durationMin: 30,
        pricePence: 2000,
        status: 'completed',
        // no address on the visit: its trigger emails nobody
        customerName: name,
        customerPhone: phone,
        customerEmail: '',
        serviceName: 'Cut',
        barberName: 'Barber 1',
        notes: '',
        source: 'owner',
        createdAt: new Date(),
        reminderSentAt: null,
        thankYouSentAt: null,
      });
    }),
  );
  return email;
}

describe("the owner's waitlist", () => {
  it("shows the day's waitlist in order, offers a time by hand and removes a customer", async () => {
    const date = futureWeekday(7, 3);
    // the times the two customers want are taken: they wait
    await bookOnline(date, '10:00', 'Early Bird');
    await bookOnline(date, '10:30', 'Second Bird');
    const adaEmail = await joinWaitlist(date, 'Ada Waiting');
    await joinWaitlist(date, 'Bob Waiting');

    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = trackPageErrors(page);
    await signInTestOwner(page, owner);
    await page.getByRole('tab', { name: 'Waitlist' }).click();
    await showScheduleDay(page, date);
    const list = page.getByRole('list', { name: 'Waitlist' });
    const ada = list.getByRole('listitem', { name: 'Ada Waiting' });
    const bob = list.getByRole('listitem', { name: 'Bob Waiting' });
    await ada.getByText('#1').waitFor();
    await bob.getByText('#2').waitFor();
    await ada.getByText('Waiting', { exact: true }).waitFor();
    await ada.getByText(/10:00–10:30/).waitFor();

    // 14:00 is free: held for Ada and emailed to her
    await ada.getByRole('button', { name: 'Offer this time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Offer a time to Ada Waiting' });
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Barber' }).textContent()).toContain('Barber 1');
    await dialog.getByLabel('Time', { exact: true }).fill('14:00');
    await dialog.getByRole('button', { name: 'Offer this time' }).click();
    await page.getByText('Offered 14:00 to Ada Waiting').waitFor();
    await ada.getByText('Offered', { exact: true }).waitFor();
    await ada.getByText(/14:00 with Barber 1: held until \d\d:\d\d/).waitFor();
    const [offerMail] = await waitForOutbox(adaEmail, /A time is free/);
    expect(offerMail?.emailType).toBe('waitlist_offer');
    expect(String(offerMail?.subject)).toContain('14:00');
    await page.screenshot({ path: `${SHOTS}/waitlist-owner-day.png`, fullPage: true });

    // Bob leaves the list: no place in the order, no buttons
    await bob.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog', { name: 'Remove from the waitlist' }).getByRole('button', { name: 'Remove' }).click();
    await page.getByText('Bob Waiting removed from the waitlist').waitFor();
    await bob.getByText('Left', { exact: true }).waitFor();
    expect(await bob.getByText('#2').count()).toBe(0);
    expect(await bob.getByRole('button').count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('invites a consenting regular who is due, and not one without consent', async () => {
    // every three weeks, last seen five weeks ago
    const adaEmail = await regular('Ada Regular', [35, 56, 77, 98], true);
    const bobEmail = await regular('Bob Regular', [36, 57, 78], false);

    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = trackPageErrors(page);
    await signInTestOwner(page, owner);
    await page.getByRole('tab', { name: 'Customers' }).click();
    const card = page.getByRole('region', { name: 'Regulars due' });
    const ada = card.getByRole('listitem', { name: 'Ada Regular' });
    const bob = card.getByRole('listitem', { name: 'Bob Regular' });
    await ada.getByText('Usually every 21 days', { exact: false }).waitFor();
    expect(await bob.getByRole('button', { name: 'No consent' }).isDisabled()).toBe(true);

    await ada.getByRole('button', { name: 'Invite to book' }).click();
    await page.getByText('Invitation sent to Ada Regular').waitFor();
    await ada.getByRole('button', { name: /^Invited / }).waitFor();
    expect(await ada.getByRole('button', { name: /^Invited / }).isDisabled()).toBe(true);
    const [invite] = await waitForOutbox(adaEmail, /next visit/);
    expect(invite?.emailType).toBe('invite_to_book');
    // the shop and the key only: no customer id (their phone number) in the link
    expect(String(invite?.text)).toMatch(/\/unsubscribe\?shop=[^&\s]+&key=[\w-]+$/m);
    expect((await outboxFor(bobEmail)).filter((m) => m.emailType === 'invite_to_book')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/waitlist-owner-regulars.png`, fullPage: true });
    expect(errors).toEqual([]);
  });
});
