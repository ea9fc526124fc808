import { randomUUID } from 'node:crypto';
import { deriveUsername, suggestUsername } from '@barbershop/core/account';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { DESKTOP, launchBrowser, trackPageErrors } from '../support/browser';
import { pickBookingDate } from '../support/calendar';
import { APP_URL } from '../support/env';
import { futureWeekday } from '../support/shops';

/** A 2×2 red PNG. */
const TINY_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('an owner registers, sets up a shop, signs out and in again, and the shop takes a booking', () => {
  it('works end to end in the browser', async () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 6);
    const businessName = `Owner Flow ${tag}`;
    // suggested from the business name (the owner may change it: owner-setup.test.ts)
    const username = suggestUsername(businessName);
    const email = `owner-flow-${tag}@test.example`;
    const password = 'browser-pass-1';

    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);

    // Register, step 1 (billing is disabled locally, so there is no card step).
    await page.goto(`${APP_URL}/register`);
    await page.getByRole('heading', { name: 'Start Your Free Trial' }).waitFor();
    await page.getByText('Unlimited appointments').waitFor();
    await page.getByLabel('Your Name').fill('Jordan Barber');
    await page.getByLabel('Business Name').fill(businessName);
    await page.getByLabel('Email Address').fill(email);
    expect(await page.getByRole('textbox', { name: 'Username' }).inputValue()).toBe(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page.waitForURL(`${APP_URL}/onboarding`);
    await page.getByText('Registration successful').waitFor();

    // Onboarding: four steps; the business name from registration is already filled in.
    await page.getByText('Step 1 of 4').waitFor();
    await page.getByText('25% complete').waitFor();
    expect(await page.getByLabel('Barbershop Name').inputValue()).toBe(businessName);
    await page.getByLabel('Address').fill('10 Test Lane, London');
    await page.getByLabel('Phone Number').fill('020 7946 0999');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Step 2 of 4').waitFor();
    expect(await page.getByRole('button', { name: /Remove barber/ }).count()).toBe(0);
    await page.getByLabel('Name').first().fill('Sam Cole');
    await page.getByLabel('Specialty').first().fill('Skin fades');
    // the barber's photo, shown in the step at once
    await page
      .getByLabel('Add photo for barber 1')
      .setInputFiles({ name: 'sam.png', mimeType: 'image/png', buffer: Buffer.from(TINY_PNG, 'base64') });
    await page.getByRole('img', { name: 'Photo of barber 1' }).waitFor();
    await page.getByRole('button', { name: 'Add Another Barber' }).click();
    expect(await page.getByRole('button', { name: /Remove barber/ }).count()).toBe(2);
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Step 3 of 4').waitFor();
    expect(await page.getByLabel('Service Name').first().inputValue()).toBe('Haircut & Style');
    expect(await page.getByLabel('Price (£)').first().inputValue()).toBe('35.00');
    await page.getByRole('button', { name: 'Next' }).click();

    await page.getByText('Step 4 of 4').waitFor();
    await page.getByText('100% complete').waitFor();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(`${APP_URL}/dashboard`);
    await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();

    // What onboarding created: one shop, the named barber only, the two default services.
    const user = await adminDb.collection('usernames').doc(username).get();
    const uid = user.get('uid') as string;
    const shops = await adminDb.collection('barbershops').where('ownerId', '==', uid).get();
    expect(shops.size).toBe(1);
    const shop = shops.docs[0]!;
    expect(shop.get('slug')).toBe(username);
    expect(shop.get('address')).toBe('10 Test Lane, London');
    expect(shop.get('phone')).toBe('+442079460999');
    const barbers = await shop.ref.collection('barbers').get();
    expect(barbers.docs.map((d) => d.get('name'))).toEqual(['Sam Cole']);
    expect(barbers.docs[0]!.get('photoUrl')).toMatch(/^data:image\/jpeg;base64,[A-Za-z0-9+/=]+$/);
    const services = await shop.ref.collection('services').get();
    expect(services.docs.map((d) => [d.get('name'), d.get('durationMin'), d.get('pricePence')]).sort()).toEqual([
      ['Beard Trim', 30, 2000],
      ['Haircut & Style', 45, 3500],
    ]);

    // A shop owner opening onboarding goes to the dashboard.
    await page.goto(`${APP_URL}/onboarding`);
    await page.waitForURL(`${APP_URL}/dashboard`);

    // Sign out through the avatar menu: it goes home, and the dashboard then asks to sign in.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(`${APP_URL}/`);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await page.goto(`${APP_URL}/dashboard`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    expect(page.url()).toBe(`${APP_URL}/dashboard`);

    // Sign in with the username.
    await page.goto(`${APP_URL}/auth`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Please enter both username and password').waitFor();
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText('Invalid username or password').waitFor();
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(`${APP_URL}/dashboard`);
    await page.getByText('Welcome to your business dashboard').waitFor();
    await page.getByRole('heading', { name: 'Business Dashboard' }).waitFor();

    // The new shop's public page takes a booking through the booking UI.
    await page.goto(`${APP_URL}/${shop.get('slug')}`);
    await page.getByRole('heading', { level: 1, name: businessName }).waitFor();
    await page.getByRole('button', { name: /Haircut & Style/ }).click();
    await page.getByRole('img', { name: 'Photo of Sam Cole' }).waitFor();
    await page.getByRole('button', { name: /Sam Cole/ }).click();
    const date = futureWeekday(14, 3);
    await pickBookingDate(page, date);
    await page.getByRole('group', { name: 'Available times' }).getByRole('button', { name: '10:00', exact: true }).click();
    await page.getByLabel('Full Name *').fill('Browser Customer');
    await page.getByLabel('Phone Number *').fill('07700 900123');
    await page.getByLabel('Email Address *').fill('customer@test.example');
    await page.getByLabel('I agree to the terms and conditions and privacy policy *').check();
    await page.getByRole('button', { name: 'Confirm Booking' }).click();
    await page.waitForURL(/\/booking-confirmation\?appointmentId=/);
    const appointmentId = new URL(page.url()).searchParams.get('appointmentId')!;
    const booked = await shop.ref.collection('appointments').doc(appointmentId).get();
    expect(booked.data()).toMatchObject({
      barberName: 'Sam Cole',
      serviceName: 'Haircut & Style',
      pricePence: 3500,
      status: 'scheduled',
      time: '10:00',
      date,
    });

    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('settings: change password and delete the account', () => {
  it('changes the password, then deletes the account and everything of it', async () => {
    const tag = randomUUID().replace(/-/g, '').slice(0, 6);
    const businessName = `Owner Settings ${tag}`;
    const username = deriveUsername(businessName);
    const password = 'settings-pass-1';
    const reg = await callApi('POST', '/api/register', {
      body: { businessName, email: `owner-settings-${tag}@test.example`, password, username },
    });
    expect(reg.status).toBe(201);

    const page = await browser.newPage({ viewport: DESKTOP });
    const errors = trackPageErrors(page);
    await page.goto(`${APP_URL}/auth`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    // No shop yet: the dashboard and settings send the owner to onboarding.
    await page.waitForURL(/\/(dashboard|onboarding)$/);
    await page.goto(`${APP_URL}/settings`);
    await page.waitForURL(`${APP_URL}/onboarding`);
    await page.getByLabel('Address').fill('5 Settings Street');
    for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('button', { name: 'Complete Setup' }).click();
    await page.waitForURL(`${APP_URL}/dashboard`);

    // Business tab: the profile saves; image storage is unavailable offline and says so.
    await page.goto(`${APP_URL}/settings`);
    await page.getByRole('tab', { name: 'Business', selected: true }).waitFor();
    await page.getByText('Max 5MB, JPG/PNG').waitFor();
    await page.getByText('Image storage is unavailable').waitFor();
    // A phone that is not a number is refused under the field; a real one reads back in national format.
    await page.getByLabel('Phone Number').fill('-----');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Enter a valid phone number').waitFor();
    await page.getByLabel('Phone Number').fill('020 1111 2222');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Business profile updated').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Phone Number').inputValue()).toBe('020 1111 2222');

    // Edit Business Hours edits the hours in place, not through the wizard.
    await page.getByRole('button', { name: 'Edit Business Hours' }).click();
    const hours = page.getByRole('dialog', { name: 'Business Hours' });
    await hours.getByText('Monday', { exact: true }).waitFor();
    await hours.getByRole('button', { name: 'Save Hours' }).click();
    await page.getByText('Business hours updated').waitFor();
    expect(page.url()).toBe(`${APP_URL}/settings`);

    // Account tab: the password rules, then a real change.
    await page.goto(`${APP_URL}/settings?tab=account`);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Please fill in all password fields').waitFor();
    await page.getByLabel('Current Password').fill(password);
    await page.getByLabel('New Password', { exact: true }).fill('settings-pass-2');
    await page.getByLabel('Confirm New Password').fill('settings-pass-3');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText("New password and confirmation don't match").waitFor();
    await page.getByLabel('Confirm New Password').fill('settings-pass-2');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByText('Password changed').waitFor();
    expect((await callApi('POST', '/api/login', { body: { username, password } })).status).toBe(401);
    expect((await callApi('POST', '/api/login', { body: { username, password: 'settings-pass-2' } })).status).toBe(200);

    // Delete Account, through its confirmation dialog, then home.
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByText('Account deleted').waitFor();
    await page.waitForURL(`${APP_URL}/`);
    expect((await adminDb.doc(`users/${reg.body.id}`).get()).exists).toBe(false);
    expect((await adminDb.collection('barbershops').where('ownerId', '==', reg.body.id).get()).size).toBe(0);
    expect((await callApi('POST', '/api/login', { body: { username, password: 'settings-pass-2' } })).status).toBe(401);

    expect(errors).toEqual([]);
    await page.close();
  });
});
