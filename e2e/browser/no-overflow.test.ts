// No page of the app is wider than its viewport (issue 32): every public page and every owner
// tab, on a phone (390x844) and a laptop (1366x768). A page that scrolls sideways puts dialogs
// off-centre and clips them on phones. The assertions are about width only, so the pages' own
// content may change freely.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';
import { createOwner, type TestOwner } from '../support/owners';
import { signInTestOwner } from '../support/ownerSession';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

const LAPTOP = { width: 1366, height: 768 };
const SIZES = [
  { name: 'phone', viewport: PHONE },
  { name: 'laptop', viewport: LAPTOP },
] as const;

let browser: Browser;
let owner: TestOwner;
let shop: TestShop;
let booking: { id: string; token: string };
const date = futureWeekday(16, 2);

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createOwner('overflow-ui');
  shop = await createTestShop({ ownerUid: owner.uid });
  const booked = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      date,
      time: '10:00',
      customerName: 'Wide Check Customer',
      customerPhone: '07700 900818',
      customerEmail: `wide.${Date.now()}@example.com`,
    },
  });
  expect(booked.status).toBe(201);
  booking = { id: booked.body.id as string, token: booked.body.manageToken as string };
});
afterAll(async () => {
  await browser?.close();
});

/** The document's width against the viewport's, and what sticks out past the right edge when it is wider. */
async function widthReport(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    const sticking: string[] = [];
    // inside a box that scrolls or clips sideways (a scrollable tab bar, a table), sticking out is fine
    const clipped = (el: Element) => {
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        if (getComputedStyle(a).overflowX !== 'visible') return true;
      }
      return false;
    };
    if (width > viewport) {
      for (const el of Array.from(document.body.querySelectorAll('*'))) {
        const r = el.getBoundingClientRect();
        if (r.right > viewport + 0.5 && r.width > 0 && !clipped(el)) {
          const cls = typeof el.className === 'string' ? el.className.split(' ').slice(0, 3).join('.') : '';
          sticking.push(`${el.tagName.toLowerCase()}.${cls} right=${Math.round(r.right)}`);
        }
      }
    }
    return { viewport, width, sticking: sticking.slice(0, 8) };
  });
}

/** Waits until the page has no spinner or skeleton left, then checks its width. */
async function expectNoOverflow(page: Page, what: string) {
  // a spinner (not a determinate bar, such as the demo's progress) or a skeleton means content is still coming
  await page
    .locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 });
  const report = await widthReport(page);
  expect(
    report.width,
    `${what} is ${report.width}px wide in ${report.viewport}px: ${report.sticking.join(', ')}`,
  ).toBeLessThanOrEqual(report.viewport);
}

const PUBLIC_PAGES = () => [
  { path: '/', what: 'home' },
  { path: '/features', what: 'features' },
  { path: '/demo', what: 'demo' },
  { path: `/${shop.slug}`, what: 'shop page' },
  { path: `/booking-confirmation?appointmentId=${booking.id}`, what: 'booking confirmation' },
  { path: `/booking/${booking.id}?t=${booking.token}`, what: 'manage booking' },
  { path: '/auth', what: 'sign in' },
  { path: '/register', what: 'register' },
  { path: '/reset-password', what: 'reset password' },
  { path: '/no-such-page/at-all', what: 'not found' },
];

describe('a dialog on a phone', () => {
  it('opens centred, inside the screen, and the page stays as wide as the screen', async () => {
    const context = await browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await signInTestOwner(page, owner);
    await page.getByRole('tab', { name: 'Email Flow', exact: true }).click();
    await page.getByRole('button', { name: 'Preview' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await expectNoOverflow(page, 'the email preview');
    // its paper, not the full-screen backdrop container
    const box = (await dialog.locator('.MuiDialog-paper').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    // centred: the margins either side differ by a pixel at most
    expect(Math.abs(box.x - (PHONE.width - box.x - box.width))).toBeLessThanOrEqual(1);
    await context.close();
  });
});

describe.each(SIZES)('on a $name', ({ viewport }) => {
  it('no public page is wider than the screen', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    for (const { path, what } of PUBLIC_PAGES()) {
      await page.goto(`${APP_URL}${path}`);
      await page.locator('h1').first().waitFor();
      await expectNoOverflow(page, what);
    }
    expect(errors.map((e) => e.message)).toEqual([]);
    await context.close();
  });

  it('no owner tab is wider than the screen', async () => {
    const context: BrowserContext = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signInTestOwner(page, owner);
    const tabs = page.getByRole('tablist').first().getByRole('tab');
    const names = await tabs.allTextContents();
    expect(names.length).toBeGreaterThan(5);
    for (const name of names) {
      await page.getByRole('tab', { name, exact: true }).click();
      await expectNoOverflow(page, `dashboard ${name}`);
    }
    for (const tab of ['business', 'account', 'subscription']) {
      await page.goto(`${APP_URL}/settings?tab=${tab}`);
      await page.getByRole('heading', { name: 'Settings' }).waitFor();
      await expectNoOverflow(page, `settings ${tab}`);
    }
    await page.goto(`${APP_URL}/subscribe`);
    await page.locator('h1').first().waitFor();
    await expectNoOverflow(page, 'subscribe');
    await page.goto(`${APP_URL}/staff/calendar/${shop.barberIds[0]}`);
    await page.locator('h1').first().waitFor();
    await expectNoOverflow(page, 'staff calendar');
    // the wizard a new shop starts from
    await page.goto(`${APP_URL}/onboarding`);
    await page.locator('h1').first().waitFor();
    await expectNoOverflow(page, 'onboarding');
    expect(errors.map((e) => e.message)).toEqual([]);
    await context.close();
  });
});
