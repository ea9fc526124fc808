import { mkdirSync } from 'node:fs';
import { instantToZoned, todayIn, zonedToInstant } from '@barbershop/core/time';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { ALL_DAY_HOURS } from '../support/bookAhead';
import { DESKTOP, launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';
import { createMember } from '../support/members';
import { showScheduleDay, signInOwner, signInTestOwner } from '../support/ownerSession';
import { waitForOutbox } from '../support/outbox';
import { createOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

// Staff accounts (issue 35), as people use them: the owner invites a barber, who joins from the
// emailed link on a phone and works their own day; the front desk moves a booking and the
// appointment's history names them. Each test has a shop of its own (Barber 1, Barber 2; Cut 30 min).
const SHOTS = 'test-results/screenshots';
const ZONE = 'Europe/London';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SHOTS, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

async function bookOnline(shop: TestShop, barberIndex: number, date: string, time: string, customerName: string) {
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[barberIndex],
      date,
      time,
      customerName,
      customerPhone: '07700 900515',
      customerEmail: `${customerName.toLowerCase().replace(/ /g, '.')}.${Date.now()}@example.com`,
    },
  });
  expect(res.status, res.text).toBe(201);
  return res.body.id as string;
}

/** Barber 1's free times today (the public slots), as HH:mm. */
async function freeTimes(shop: TestShop, date: string): Promise<string[]> {
  const res = await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${date}&serviceId=${shop.serviceIds[0]}`);
  expect(res.status, res.text).toBe(200);
  const barber = (res.body.barbers as { barberId: string; slots: { time: string; available: boolean }[] }[]).find(
    (b) => b.barberId === shop.barberIds[0],
  )!;
  return barber.slots.filter((s) => s.available).map((s) => s.time);
}

// The past visit starts 20 minutes ago and the break lies at least two hours ahead, both today.
const nowTime = instantToZoned(Date.now(), ZONE).time;
const skipTodayFlow = nowTime < '00:40' || nowTime > '20:30';

describe('a barber invited by the owner', () => {
  it.skipIf(skipTodayFlow)(
    'joins from the emailed link on a phone, sees only their own day, marks a past visit completed and adds a break the public slots respect',
    async () => {
      const owner = await createOwner('team-ui');
      const shop = await createTestShop({ ownerUid: owner.uid, hours: ALL_DAY_HOURS });
      const today = todayIn(ZONE);
      const free = await freeTimes(shop, today);
      const later = free.filter((t) => t > nowTime);
      // a visit of Barber 1's that has started: booked ahead, then its time set to 20 minutes ago
      const pastId = await bookOnline(shop, 0, today, later[0]!, 'Past Visit');
      const start = new Date(Math.floor((Date.now() - 20 * 60_000) / 60_000) * 60_000);
      await adminDb.doc(`barbershops/${shop.id}/appointments/${pastId}`).update({
        start,
        end: new Date(start.getTime() + 30 * 60_000),
        time: instantToZoned(start, ZONE).time,
      });
      await bookOnline(shop, 1, today, later[0]!, 'Other Customer');
      const inviteEmail = `bea.${Date.now()}@team.example`;

      // the owner invites Bea as Barber 1
      const ownerPage = await (await browser.newContext({ viewport: DESKTOP })).newPage();
      const ownerErrors = trackPageErrors(ownerPage);
      await signInTestOwner(ownerPage, owner);
      await ownerPage.getByRole('tab', { name: 'Staff' }).click();
      await ownerPage.getByRole('button', { name: 'Invite', exact: true }).click();
      const invite = ownerPage.getByRole('dialog', { name: 'Invite to the team' });
      await invite.getByLabel('Email').fill(inviteEmail);
      await invite.getByLabel('Barber on the schedule').click();
      await ownerPage.getByRole('option', { name: 'Barber 1' }).click();
      await invite.getByRole('button', { name: 'Send invite' }).click();
      await ownerPage.getByText('Invite sent', { exact: true }).waitFor();

      const [mail] = await waitForOutbox(inviteEmail, /invited you to join/);
      const token = /\/join\?token=([A-Za-z0-9_-]+)/.exec(String(mail!.text))?.[1];
      expect(token, String(mail!.text)).toBeDefined();

      // Bea opens the link on her phone and sets her password
      const phone = await (await browser.newContext({ viewport: PHONE })).newPage();
      const errors = trackPageErrors(phone);
      await phone.goto(`${APP_URL}/join?token=${token}`);
      await phone.getByRole('heading', { name: `Join ${shop.name} as Barber` }).waitFor();
      await phone.getByLabel('First name').fill('Bea');
      await phone.getByLabel('Last name').fill('Barber');
      await phone.getByLabel('Password').fill('bea-password-1');
      await phone.getByRole('button', { name: `Join ${shop.name}` }).click();
      await phone.waitForURL(`${APP_URL}/dashboard`);

      // her own day: her customer, not Barber 2's, and no money
      const mine = phone.getByTestId('my-booking').filter({ hasText: 'Past Visit' });
      await mine.waitFor();
      expect(await phone.getByText('Other Customer').count()).toBe(0);
      expect(await phone.getByText(/£\d/).count()).toBe(0);
      expect(await phone.getByRole('tab', { name: 'Reports' }).count()).toBe(0);
      await phone.screenshot({ path: `${SHOTS}/staff-my-day-phone.png`, fullPage: true });

      await mine.getByRole('button', { name: 'Completed' }).click();
      await phone.getByText('Marked as completed').waitFor();
      await expect
        .poll(async () => (await adminDb.doc(`barbershops/${shop.id}/appointments/${pastId}`).get()).get('status'))
        .toBe('completed');
      const history = (await adminDb.doc(`barbershops/${shop.id}/appointments/${pastId}`).get()).get('history') as {
        action: string;
        by: { name: string; role: string };
      }[];
      expect(history.at(-1)).toMatchObject({ action: 'completed', by: { name: 'Bea Barber', role: 'barber' } });

      // a break two hours or more ahead, on a time the public page offers now
      const breakStart = later.find((t) => zonedToInstant(today, t, ZONE).getTime() > Date.now() + 2 * 3_600_000)!;
      expect((await freeTimes(shop, today)).includes(breakStart)).toBe(true);
      const end = instantToZoned(zonedToInstant(today, breakStart, ZONE).getTime() + 30 * 60_000, ZONE).time;
      await phone.getByRole('button', { name: 'Add break or time off' }).click();
      const dialog = phone.getByRole('dialog', { name: 'Add break or time off' });
      // the pickers take digits typed over the whole value (all sections selected), as on the owner's phone
      for (const [label, value] of [
        ['Start time', breakStart],
        ['End time', end],
      ] as const) {
        await dialog.getByLabel(label).click();
        await phone.keyboard.press('ControlOrMeta+a');
        await phone.keyboard.type(value.replace(':', ''));
      }
      await dialog.getByLabel('Reason').click();
      await phone.getByRole('option', { name: 'Break', exact: true }).click();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await phone.getByText('Time blocked successfully').waitFor();
      await dialog.waitFor({ state: 'detached' });
      expect(await freeTimes(shop, today)).not.toContain(breakStart);
      const blocks = await adminDb.collection(`barbershops/${shop.id}/timeBlocks`).get();
      expect(blocks.docs.map((d) => d.data())).toMatchObject([{ barberId: shop.barberIds[0], startTime: breakStart }]);

      await phone.context().close();
      await ownerPage.context().close();
      expect(errors.map((e) => e.message)).toEqual([]);
      expect(ownerErrors.map((e) => e.message)).toEqual([]);
    },
  );
});

describe('the front desk', () => {
  it('moves a booking from its dialog, and the dialog’s history names them', async () => {
    const owner = await createOwner('desk-ui');
    const shop = await createTestShop({ ownerUid: owner.uid });
    const date = futureWeekday(12, 3);
    const id = await bookOnline(shop, 0, date, '11:00', 'Move Me');
    const desk = await createMember(shop.id, 'frontDesk', { name: 'Sam Desk' });

    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = trackPageErrors(page);
    await signInOwner(page, desk.email, desk.password);
    expect(await page.getByRole('tab', { name: 'Reports' }).count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Staff' }).count()).toBe(0);
    await showScheduleDay(page, date);
    await page.getByRole('button', { name: /11:00 Move Me/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Move', exact: true }).click();
    await dialog.getByLabel('New time').click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('1430');
    await dialog.getByRole('button', { name: 'Move appointment' }).click();
    await page.getByText('Appointment moved', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${id}`).get()).get('time')).toBe('14:30');

    await page.getByRole('button', { name: /14:30 Move Me/ }).click();
    const reopened = page.getByRole('dialog');
    await reopened.getByText(/^Moved by Sam Desk, front desk, \d\d:\d\d$/).waitFor();
    await reopened.getByText(/^Booked by the customer, /).waitFor();
    await page.screenshot({ path: `${SHOTS}/staff-history-desktop.png` });
    await page.context().close();
    expect(errors.map((e) => e.message)).toEqual([]);
  });
});
