import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, DEMO_SHOPS } from '../../scripts/seed/demoData';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser } from '../support/browser';
import { bookingDayLabel } from '../support/calendar';
import { futureWeekday } from '../support/shops';
import { waitForOutbox } from '../support/outbox';
import { signInOwner } from '../support/ownerSession';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("the dashboard's Email Flow", () => {
  it('shows the emails a booking sent and previews the real templates', async () => {
    const shop = DEMO_SHOPS[2]!; // Elite Barbers
    const to = `flow-${Date.now()}@example.com`;
    const date = futureWeekday(20, 5);
    const booked = await callApi('POST', '/api/appointments', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.services[0]!.id,
        barberId: '',
        date,
        time: '11:00',
        customerName: 'Flow Customer',
        customerPhone: '07700 123123',
        customerEmail: to,
      },
    });
    expect(booked.status).toBe(201);
    // waitForOutbox answers what it found by its deadline, [] included: the one confirmation must be there.
    const sent = await waitForOutbox(to, /Booking confirmed/);
    expect(sent.map((m) => [m.to, m.subject])).toEqual([
      [to, `Booking confirmed: Executive Cut at Elite Barbers on ${bookingDayLabel(date)} at 11:00`],
    ]);

    const page = await browser.newPage({ viewport: DESKTOP });
    await signInOwner(page, 'elitebarbers', DEMO_PASSWORD);
    await page.getByRole('tab', { name: 'Email Flow' }).click();
    await page.getByText('Recent Email Activity').waitFor();
    const row = page.getByRole('row', { name: new RegExp(`Booking Confirmation ${to}`) });
    await row.waitFor();
    await row.getByText('sent', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Preview' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(/Booking confirmed: Haircut & Style at Elite Barbers/).waitFor();
    const frame = page.frameLocator('iframe[title="Email preview"]');
    await frame.getByText('Sam Sample', { exact: false }).waitFor();
    await page.close();
  });
});

describe('the subscription banner', () => {
  it('is red with Trial Expired and Subscribe Now - £40/month once the trial has ended', async () => {
    const { adminDb } = await import('../support/admin');
    const shop = DEMO_SHOPS[2]!;
    await adminDb.doc(`users/${shop.ownerUid}`).update({ 'billing.trialEndsAt': new Date(Date.now() - 60_000) });
    try {
      const page = await browser.newPage({ viewport: DESKTOP });
      await signInOwner(page, 'elitebarbers', DEMO_PASSWORD);
      await page.getByText('Trial Expired').waitFor();
      await expect(page.getByRole('link', { name: 'Subscribe Now - £40/month' }).getAttribute('href')).resolves.toBe(
        '/subscribe',
      );
      await page.close();
    } finally {
      await adminDb.doc(`users/${shop.ownerUid}`).update({ 'billing.trialEndsAt': new Date(Date.now() + 7 * 86_400_000) });
    }
  });
});
