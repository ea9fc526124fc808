// Access gating (billing disabled, so the trial decides): without access the owner can still
// read, but changes are refused, and the public shop stops taking online bookings.
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner } from '../support/owners';
import { createTestShop, futureWeekday } from '../support/shops';

describe('access gating', () => {
  it('refuses owner changes and online bookings once the trial has ended, and allows them again with access', async () => {
    const owner = await createOwner('gated');
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
    const booking = (time: string) => ({
      barbershopId: shop.id,
      serviceId: shop.serviceIds[0],
      barberId: shop.barberIds[0],
      date: futureWeekday(10),
      time,
      customerName: 'Gate Tester',
      customerPhone: '07700 900123',
      customerEmail: 'gate@test.example',
      notes: '',
    });
    const addBarber = () =>
      callApi('POST', `/api/barbershops/${shop.id}/barbers`, {
        token: owner.token,
        body: { name: 'New Barber', specialty: 'Fades', bio: '' },
      });

    await adminDb.doc(`users/${owner.uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() - 60_000) });
    const refused = await addBarber();
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ message: 'Your trial has ended. Subscribe to continue.' });
    expect(
      (
        await callApi('POST', `/api/barbershops/${shop.id}/customers`, {
          token: owner.token,
          body: { name: 'A', phone: '07700 900001' },
        })
      ).status,
    ).toBe(403);
    expect(
      (await callApi('PATCH', `/api/barbershops/${shop.id}`, { token: owner.token, body: { description: 'x' } })).status,
    ).toBe(403);
    expect((await adminDb.collection(`barbershops/${shop.id}/barbers`).get()).size).toBe(1);

    // Reading still works: the dashboard shows, with the banner.
    expect((await callApi('GET', `/api/barbershops/${shop.id}/customers`, { token: owner.token })).status).toBe(200);
    expect((await callApi('GET', '/api/user/subscription', { token: owner.token })).body).toMatchObject({
      hasAccess: false,
      banner: 'trial-expired',
    });
    // Without a session it is still 401, not 403.
    expect((await callApi('POST', `/api/barbershops/${shop.id}/barbers`, { body: { name: 'X', specialty: 'Y' } })).status).toBe(
      401,
    );

    // The public page still shows; online booking is refused with a clear message, already at
    // the times step.
    expect((await callApi('GET', `/api/barbershops/${shop.id}/services`)).status).toBe(200);
    const slots = await callApi(
      'GET',
      `/api/barbershops/${shop.id}/slots?date=${futureWeekday(10)}&serviceId=${shop.serviceIds[0]}`,
    );
    expect(slots.status).toBe(403);
    expect(slots.body).toEqual({
      message: 'Online booking is temporarily unavailable for this barbershop. Please contact the shop directly.',
    });
    const online = await callApi('POST', '/api/appointments', { body: booking('10:00') });
    expect(online.status).toBe(403);
    expect(online.body).toEqual({
      message: 'Online booking is temporarily unavailable for this barbershop. Please contact the shop directly.',
    });
    expect((await adminDb.collection(`barbershops/${shop.id}/appointments`).get()).size).toBe(0);

    await adminDb.doc(`users/${owner.uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() + 86_400_000) });
    expect((await addBarber()).status).toBe(201);
    expect(
      (await callApi('GET', `/api/barbershops/${shop.id}/slots?date=${futureWeekday(10)}&serviceId=${shop.serviceIds[0]}`))
        .status,
    ).toBe(200);
    expect((await callApi('POST', '/api/appointments', { body: booking('11:00') })).status).toBe(201);
  });

  it('keeps a cancelled subscription working until its period ends', async () => {
    const owner = await createOwner('cancelled');
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
    await adminDb
      .doc(`users/${owner.uid}`)
      .update({ 'billing.subscriptionStatus': 'canceled', 'billing.currentPeriodEnd': new Date(Date.now() + 3 * 86_400_000) });
    expect((await callApi('GET', '/api/user/subscription', { token: owner.token })).body).toMatchObject({
      hasAccess: true,
      banner: 'none',
      subscriptionStatus: 'canceled',
    });
    const ok = await callApi('POST', `/api/barbershops/${shop.id}/services`, {
      token: owner.token,
      body: { name: 'Trim', description: '', duration: 30, price: 15 },
    });
    expect(ok.status).toBe(201);
    await adminDb.doc(`users/${owner.uid}`).update({ 'billing.currentPeriodEnd': new Date(Date.now() - 1000) });
    const refused = await callApi('POST', `/api/barbershops/${shop.id}/services`, {
      token: owner.token,
      body: { name: 'Trim 2', description: '', duration: 30, price: 15 },
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('A subscription is required. Subscribe to continue.');
  });
});
