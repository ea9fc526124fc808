// Every owner screen passes axe's WCAG 2.1 A and AA rules on a phone and on a laptop (issue 32):
// each dashboard tab, each settings tab, the subscription page, a barber's calendar and the
// new-shop wizard, with a booking and its email in the shop so the tables are drawn.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wcagViolations } from '../support/axe';
import { callApi } from '../support/api';
import { launchBrowser, PHONE } from '../support/browser';
import { waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { forEachDashboardTab, forEachOtherOwnerPage } from '../support/ownerPages';
import { signInTestOwner } from '../support/ownerSession';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

const LAPTOP = { width: 1366, height: 768 };
let browser: Browser;
let owner: TestOwner;
let shop: TestShop;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createOwner('axe-ui');
  shop = await createTestShop({ ownerUid: owner.uid });
  // a long address makes the email table wider than a phone: its scrolling region is drawn
  const customerEmail = `a.rather.long.address.for.the.table.${Date.now()}@example.com`;
  const booked = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      date: futureWeekday(15, 3),
      time: '11:00',
      customerName: 'Axe Check Customer',
      customerPhone: '07700 900919',
      customerEmail,
    },
  });
  expect(booked.status).toBe(201);
  expect(await waitForOutbox(customerEmail, /Booking confirmed/)).toHaveLength(1);
});
afterAll(async () => {
  await browser?.close();
});

/**
 * The violations still there after a moment: axe measures contrast as drawn, so a button caught
 * mid-transition (disabled until its data loads) or a toast fading in can look like one once.
 */
async function lastingViolations(page: Page): Promise<string[]> {
  let found = await wcagViolations(page);
  for (let again = 0; found.length && again < 2; again += 1) {
    await page.waitForTimeout(1000);
    found = await wcagViolations(page);
  }
  return found;
}

describe.each([
  { name: 'phone', viewport: PHONE },
  { name: 'laptop', viewport: LAPTOP },
])('on a $name', ({ viewport }) => {
  // each screen is analysed in full, some 8 per test: minutes on a busy two-core machine
  const SLOW = 480_000;

  /** The lasting violations of each screen `walk` visits, signed in on a page of this size. */
  async function violationsOf(walk: (page: Page, check: (what: string) => Promise<void>) => Promise<void>) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signInTestOwner(page, owner);
    const found: string[] = [];
    const seen: string[] = [];
    await walk(page, async (what) => {
      seen.push(what);
      for (const v of await lastingViolations(page)) found.push(`${what}: ${v}`);
    });
    await context.close();
    return { seen, found };
  }

  it(
    'every dashboard tab passes the WCAG 2.1 AA rules',
    async () => {
      const { seen, found } = await violationsOf(forEachDashboardTab);
      expect(seen).toEqual(expect.arrayContaining(['dashboard Overview', 'dashboard Email Flow', 'dashboard Reports']));
      expect(found).toEqual([]);
    },
    SLOW,
  );

  it(
    'every settings tab, the subscription page, a calendar and the wizard pass the WCAG 2.1 AA rules',
    async () => {
      const { seen, found } = await violationsOf((page, check) => forEachOtherOwnerPage(page, shop.barberIds[0]!, check));
      expect(seen).toEqual(expect.arrayContaining(['settings Subscription', 'subscribe', 'staff calendar', 'onboarding']));
      expect(found).toEqual([]);
    },
    SLOW,
  );
});
