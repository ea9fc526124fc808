import { randomUUID } from 'node:crypto';
import { suggestUsername } from '@barbershop/core/account';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { APP_URL } from '../support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('owner setup without traps', () => {
  it('picks a free username when the suggested one is taken, and the wizard refuses an empty address and survives a reload', async () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 6);
    const businessName = `Setup Cuts ${tag}`;
    const suggested = suggestUsername(businessName);
    // another shop of the same name registered first, with the suggested username
    const first = await callApi('POST', '/api/register', {
      body: { businessName, username: suggested, email: `setup-first-${tag}@test.example`, password: 'setup-pass-1' },
    });
    expect(first.status).toBe(201);

    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await page.goto(`${APP_URL}/register`);
    await page.getByLabel('Your Name').fill('Sam Setup');
    await page.getByLabel('Business Name').fill(businessName);
    const username = page.getByRole('textbox', { name: 'Username' });
    expect(await username.inputValue()).toBe(suggested);
    await page.getByText(`The username ${suggested} is already taken. Please choose another.`).waitFor();
    // a suggestion is one click, and the booking link follows it
    const chosen = `${suggested}-2`;
    await page.getByRole('button', { name: chosen, exact: true }).click();
    expect(await username.inputValue()).toBe(chosen);
    await page.getByText(`${new URL(APP_URL).host}/${chosen}`).waitFor();
    await page.getByText('Available', { exact: true }).waitFor();
    await page.getByLabel('Email Address').fill(`setup-${tag}@test.example`);
    await page.getByLabel('Password').fill('setup-pass-2');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL(`${APP_URL}/onboarding`);

    // Step 1: Next with the address empty stays on the step and says why under the field.
    await page.getByText('Step 1 of 4').waitFor();
    expect(await page.getByLabel('Barbershop Name').inputValue()).toBe(businessName);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Address is required').waitFor();
    await page.getByText('Please fill in all required barbershop details.').waitFor();
    expect(await page.getByText('Step 1 of 4').isVisible()).toBe(true);
    await page.getByLabel('Address').fill('3 Reload Road, Leeds');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2, a barber typed, then a reload: the same step with the same data.
    await page.getByText('Step 2 of 4').waitFor();
    await page.getByLabel('Name').first().fill('Rae Reload');
    await page.reload();
    await page.getByText('Step 2 of 4').waitFor();
    expect(await page.getByLabel('Name').first().inputValue()).toBe('Rae Reload');
    await page.getByRole('button', { name: 'Previous' }).click();
    expect(await page.getByLabel('Address').inputValue()).toBe('3 Reload Road, Leeds');
    for (let step = 2; step <= 4; step += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(`Step ${step} of 4`).waitFor();
    }
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(`${APP_URL}/dashboard`);

    // The shop lives at the chosen username, beside the other shop of the same name.
    const uid = (await adminDb.doc(`usernames/${chosen}`).get()).get('uid') as string;
    const shops = await adminDb.collection('barbershops').where('ownerId', '==', uid).get();
    expect(shops.docs.map((d) => [d.get('name'), d.get('slug'), d.get('address')])).toEqual([
      [businessName, chosen, '3 Reload Road, Leeds'],
    ]);
    expect((await shops.docs[0]!.ref.collection('barbers').get()).docs.map((d) => d.get('name'))).toEqual(['Rae Reload']);
    expect(errors).toEqual([]);
    await page.close();
  }, 240_000);
});
