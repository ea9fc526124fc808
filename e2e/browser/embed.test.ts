// The shop's own website (a page this test serves on another port: another origin) adds the
// embed's one script tag, and a customer books through its overlay (docs/embed.md): the page
// loads nothing of ours but embed.js until "Book now" is pressed, the overlay is a dialog that
// Escape closes, the booking made in the frame reaches the page as a `barberbook:booked` event
// with the booking's public facts only, and the rest of the site refuses to be framed there.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { APP_URL } from '../support/env';
import { createTestShop, weekdayFromToday, type TestShop } from '../support/shops';

let browser: Browser;
let shop: TestShop;
let server: Server;
let hostOrigin: string;

/** The shop's own site: its page with the embed's snippet, and a record of what it hears. */
function hostPage(slug: string, frameOther = false): string {
  return `<!doctype html>
<html lang="en-GB">
  <head><meta charset="utf-8"><title>Our barbershop</title></head>
  <body>
    <h1>Welcome to our barbershop</h1>
    <p>Walk-ins welcome, or book online:</p>
    <script src="${APP_URL}/embed.js" data-shop="${slug}" async></script>
    <script>
      window.booked = [];
      window.messages = [];
      document.addEventListener('barberbook:booked', (e) => window.booked.push(e.detail));
      window.addEventListener('message', (e) => window.messages.push(JSON.stringify(e.data)));
    </script>
    ${frameOther ? `<iframe title="The shop page" src="${APP_URL}/${slug}"></iframe>` : ''}
  </body>
</html>`;
}

beforeAll(async () => {
  browser = await launchBrowser();
  shop = await createTestShop({ barbers: 1 });
  // The shop as the frame asks for it, once before the browser does: the first request of a run
  // wakes the API's emulated function, which can outlast the page's own request on a busy machine.
  expect((await callApi('GET', `/api/barbershops/by-slug/${shop.slug}`)).status).toBe(200);
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://host');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(hostPage(shop.slug, url.pathname === '/framing-the-shop-page'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

const focusedLabel = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

describe('the embed on a shop’s own site', () => {
  it('books through the overlay, and the page receives the booking event without any secret', async () => {
    expect(new URL(hostOrigin).origin).not.toBe(new URL(APP_URL).origin);
    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    const ours: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).origin === new URL(APP_URL).origin) ours.push(new URL(req.url()).pathname);
    });
    await page.goto(`${hostOrigin}/`);
    const bookNow = page.getByRole('button', { name: 'Book now' });
    await bookNow.waitFor();
    await page.waitForLoadState('networkidle');
    // nothing of ours but the script itself until the click
    expect(ours).toEqual(['/embed.js']);
    expect(await page.locator('iframe').count()).toBe(0);

    // A message from anyone but the embed's frame is not a booking.
    await page.evaluate(() =>
      window.postMessage({ type: 'barberbook:booked', shop: 'x', date: '2030-01-01', time: '10:00', serviceIds: [] }, '*'),
    );

    // The overlay is a dialog: focus moves into it, Escape closes it and focus comes back.
    await bookNow.click();
    const dialog = page.getByRole('dialog', { name: 'Book an appointment' });
    await dialog.waitFor();
    expect(await focusedLabel(page)).toBe('Close booking');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await focusedLabel(page)).toBe('Book now');
    await bookNow.click();
    await dialog.waitFor();

    const frame = page.frameLocator('iframe[title="Book an appointment"]');
    await frame.getByRole('heading', { name: `Book at ${shop.name}` }).waitFor();
    // the booking flow alone: no site navigation inside the frame
    expect(await frame.getByRole('navigation', { name: 'Main' }).count()).toBe(0);

    const date = weekdayFromToday(22);
    await frame.getByRole('button', { name: /^Cut/ }).click();
    await frame.getByRole('button', { name: /Any Available Stylist/ }).click();
    await pickBookingDate(frame, date);
    const firstFree = frame.getByRole('group', { name: 'Available times' }).locator('button:not([disabled])').first();
    // a second request at once may start a second emulated API worker: slow on a busy machine
    await firstFree.waitFor({ timeout: 60_000 });
    const time = (await firstFree.textContent())!.trim();
    await firstFree.click();
    await frame.getByLabel('Full Name *').fill('Ada Embed');
    await frame.getByLabel('Phone Number *').fill('07700 900321');
    await frame.getByLabel('Email Address *').fill('ada.embed@example.com');
    await frame.getByLabel('I agree to the terms and conditions and privacy policy *').check();
    await frame.getByRole('button', { name: 'Confirm Booking' }).click();

    // the confirmation shows inside the frame; the host page is still the shop's own
    await frame.getByRole('heading', { name: 'Booking Confirmed!' }).waitFor({ timeout: 60_000 });
    expect(new URL(page.url()).origin).toBe(hostOrigin);
    await page.waitForFunction(() => (window as unknown as { booked: unknown[] }).booked.length > 0);
    const booked = await page.evaluate(() => (window as unknown as { booked: unknown[] }).booked);
    expect(booked).toEqual([{ shop: shop.slug, date, time, serviceIds: [shop.serviceIds[0]] }]);

    const stored = await adminDb
      .collection(`barbershops/${shop.id}/appointments`)
      .where('customerEmail', '==', 'ada.embed@example.com')
      .get();
    expect(stored.size).toBe(1);
    const appointment = stored.docs[0]!;
    expect(appointment.get('date')).toBe(date);
    expect(appointment.get('time')).toBe(time);
    // what the shop's site heard: no appointment id, manage token or customer detail
    const heard = (await page.evaluate(() => (window as unknown as { messages: string[] }).messages)).join('\n');
    expect(heard).toContain('barberbook:booked');
    for (const secret of [appointment.id, 'ada.embed@example.com', 'Ada Embed', '7700900321', 'manageToken'])
      expect(heard).not.toContain(secret);

    // the close button ends the overlay too
    await page.getByRole('button', { name: 'Close booking' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the rest of the site cannot be framed by the shop’s site', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    await page.goto(`${hostOrigin}/framing-the-shop-page`, { waitUntil: 'load' });
    // Chromium refuses the frame (frame-ancestors 'none'): it shows its error page, not ours
    const child = page.frames().find((f) => f !== page.mainFrame())!;
    expect(child.url()).not.toContain(`${APP_URL}/${shop.slug}`);
    expect(child.url()).toMatch(/^chrome-error:/);
    await page.close();
  });
});
