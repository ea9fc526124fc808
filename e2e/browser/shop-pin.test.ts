// The owner's pin for "Near me" (issue 37): a shop not yet on the map is pinned from its address on
// the settings page (the centre of its postcode district), and the listing's near= search then
// finds it. The shop's own postcode is in Kirkwall (Orkney), where no other test pins a shop.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allListedShops, callApi } from '../support/api';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';
import { signInTestOwner } from '../support/ownerSession';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, type TestShop } from '../support/shops';

let browser: Browser;
let owner: TestOwner;
let shop: TestShop;

beforeAll(async () => {
  browser = await launchBrowser();
  owner = await createOwner('pin');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 1, address: '12 Bridge Street, Kirkwall KW15 1HR' });
}, 120_000);
afterAll(async () => {
  await browser?.close();
});

describe("the owner's pin on the map", () => {
  it('sets the pin from the address in settings, and the shop is then listed near its postcode', async () => {
    const kirkwall = await callApi('GET', '/api/places?q=KW15');
    expect(kirkwall.status).toBe(200);
    const near = `/api/barbershops?near=${kirkwall.body.lat},${kirkwall.body.lng}&radiusKm=1`;
    expect((await allListedShops(near)).map((s) => s.id)).not.toContain(shop.id);

    const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
    const errors = trackPageErrors(page);
    await signInTestOwner(page, owner);
    await page.goto(`${APP_URL}/settings?tab=business`);
    const card = page.getByRole('region', { name: 'Location on the map' });
    await card.getByText(/not on the map yet/).waitFor({ timeout: 30_000 });
    await card.getByRole('button', { name: 'Set from address' }).click();
    await page.getByText('Location updated').waitFor();
    await card
      .getByText(`latitude ${kirkwall.body.lat}, longitude ${kirkwall.body.lng} (from your postcode)`, { exact: false })
      .waitFor();
    expect(await card.getByRole('link', { name: 'Open in OpenStreetMap' }).getAttribute('href')).toBe(
      `https://www.openstreetmap.org/?mlat=${kirkwall.body.lat}&mlon=${kirkwall.body.lng}#map=17/${kirkwall.body.lat}/${kirkwall.body.lng}`,
    );
    expect(await card.getByRole('textbox', { name: 'Latitude' }).inputValue()).toBe(String(kirkwall.body.lat));

    const listed = await allListedShops(near);
    expect(listed.map((s) => s.id)).toContain(shop.id);
    expect(listed.find((s) => s.id === shop.id)?.location).toMatchObject({ source: 'postcode' });
    expect(errors).toEqual([]);
  });
});
