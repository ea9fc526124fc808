// No page of the app is wider than its viewport (issue 32): every public page and every owner
// tab, on a phone (390x844) and a laptop (1366x768). A page that scrolls sideways puts dialogs
// off-centre and clips them on phones. The assertions are about width only, so the pages' own
// content may change freely.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api';
import { launchBrowser, PHONE, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';
import { createOwner, type TestOwner } from '../support/owners';
import { forEachOwnerPage, waitForContent } from '../support/ownerPages';
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

/** Waits for the page's content, then checks its width. */
async function expectNoOverflow(page: Page, what: string) {
  await waitForContent(page);
  const report = await widthReport(page);
  expect(
    report.width,
    `${what} is ${report.width}px wide in ${report.viewport}px: ${report.sticking.join(', ')}`,
  ).toBeLessThanOrEqual(report.viewport);
}

// The route table, read from its source, so that a page added to it is checked here too.
const ROUTES = [
  ...readFileSync(fileURLToPath(new URL('../../web/src/app/routes.tsx', import.meta.url)), 'utf8').matchAll(
    /path="([^"]+)"\s+element=\{\s*<(\w+)/g,
  ),
].map(([, path, wrapper]) => ({ path: path!, owner: wrapper === 'Owner' }));
// the owner routes forEachOwnerPage visits
const OWNER_ROUTES = ['/dashboard', '/settings', '/subscribe', '/staff/calendar/:barberId', '/onboarding'];

/** A route's path with its parameters filled from this file's shop and booking. */
function visitable(route: string): string {
  if (route === '*') return '/no-such-page/at-all';
  const path = route.replace(/:(\w+)/g, (_m, name: string) => {
    const value = {
      businessName: shop.slug,
      // the booking flow embed.js frames (docs/embed.md)
      slug: shop.slug,
      appointmentId: booking.id,
      barberId: shop.barberIds[0],
      // a waitlist link that is no longer valid: the page's own "not found" screen
      entryId: 'no-such-entry',
      offerId: 'no-such-offer',
    }[name];
    if (!value) throw new Error(`no value for :${name} in ${route}: teach no-overflow.test.ts one`);
    return value;
  });
  if (route === '/booking/:appointmentId') return `${path}?t=${booking.token}`;
  if (route === '/booking-confirmation') return `${path}?appointmentId=${booking.id}`;
  if (route === '/waitlist/:entryId' || route === '/offer/:offerId') return `${path}?token=gone`;
  return path;
}

it('reads every route of the app, and visits each owner route', () => {
  expect(ROUTES.map((r) => r.path)).toEqual(expect.arrayContaining(['/', '/:businessName', '*', '/dashboard']));
  expect(ROUTES.filter((r) => r.owner).map((r) => r.path)).toEqual(expect.arrayContaining(OWNER_ROUTES));
  expect(ROUTES.filter((r) => r.owner && !OWNER_ROUTES.includes(r.path))).toEqual([]);
});

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
    // the dialog role is on MUI's paper, the visible box
    const box = (await dialog.boundingBox())!;
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
    for (const route of ROUTES.filter((r) => !r.owner)) {
      // each page loaded afresh, as a customer arrives at it
      await page.goto(`${APP_URL}${visitable(route.path)}`);
      await page.locator('h1').first().waitFor();
      await expectNoOverflow(page, route.path);
    }
    expect(errors.map((e) => e.message)).toEqual([]);
    await context.close();
  });

  it('no owner tab is wider than the screen', async () => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = trackPageErrors(page);
    await signInTestOwner(page, owner);
    const seen: string[] = [];
    await forEachOwnerPage(page, shop.barberIds[0]!, async (what) => {
      seen.push(what);
      await expectNoOverflow(page, what);
    });
    expect(seen).toEqual(
      expect.arrayContaining(['dashboard Overview', 'dashboard Email Flow', 'settings Subscription', 'staff calendar']),
    );
    expect(errors.map((e) => e.message)).toEqual([]);
    await context.close();
    // some 16 screens, each loaded in full
  }, 300_000);
});
