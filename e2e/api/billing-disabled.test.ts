// Billing-disabled mode (no STRIPE_SECRET_KEY: the emulator suite's, and `npm start`'s): Stripe
// routes say so clearly; status and seats work from the stored fields.
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner } from '../support/owners';
import { createTestShop } from '../support/shops';

describe('billing disabled', () => {
  it('says so publicly and on every Stripe route, after authentication and validation', async () => {
    expect((await callApi('GET', '/api/billing/config')).body).toEqual({ enabled: false, publishableKey: null });
    const create = await callApi('POST', '/api/create-subscription', {
      body: { email: 'a@test.example', businessName: 'Any Cuts' },
    });
    expect(create.status).toBe(503);
    expect(create.body).toEqual({ message: 'Billing is not configured' });
    expect((await callApi('POST', '/api/create-subscription', { body: { email: 'nope' } })).status).toBe(400);

    const owner = await createOwner('nobill');
    for (const path of ['/api/subscription/create', '/api/subscription/cancel', '/api/subscription/update-payment-method']) {
      expect((await callApi('POST', path)).status).toBe(401);
      const res = await callApi('POST', path, { token: owner.token });
      expect(res.status).toBe(503);
      expect(res.body.message).toBe('Billing is not configured');
    }
    expect(
      (await callApi('POST', '/api/subscription/complete', { token: owner.token, body: { paymentIntentId: 'pi_123' } })).status,
    ).toBe(503);
    expect((await callApi('GET', '/api/user/subscription', { token: owner.token })).body).toMatchObject({
      billingEnabled: false,
      subscriptionStatus: 'trialing',
      cancelAtPeriodEnd: false,
    });
  });

  it('prices and stores seats without Stripe, never below 4 nor below the barbers in use', async () => {
    const owner = await createOwner('seats');
    const shop = await createTestShop({ ownerUid: owner.uid, barbers: 2 });
    const price = await callApi('POST', '/api/user/seats/calculate-price', { token: owner.token, body: { newSeatsTotal: 5 } });
    expect(price.status).toBe(200);
    expect(price.body).toEqual({ seatsTotal: 5, monthlyPricePence: 4699, extraSeats: 1 });
    expect(
      (await callApi('POST', '/api/user/seats/calculate-price', { token: owner.token, body: { newSeatsTotal: 'many' } })).status,
    ).toBe(400);

    const up = await callApi('POST', '/api/user/seats/update', { token: owner.token, body: { seatsTotal: 6 } });
    expect(up.status).toBe(200);
    expect(up.body).toEqual({ seatsUsed: 2, seatsTotal: 6 });
    expect((await callApi('GET', '/api/user/seats', { token: owner.token })).body).toEqual({ seatsUsed: 2, seatsTotal: 6 });

    const tooFew = await callApi('POST', '/api/user/seats/update', { token: owner.token, body: { seatsTotal: 3 } });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body.errors).toEqual({ seatsTotal: 'The plan includes at least 4 seats' });

    for (const n of [3, 4, 5]) {
      await adminDb.doc(`barbershops/${shop.id}/barbers/${shop.id}-barber-${n}`).set({
        id: `${shop.id}-barber-${n}`,
        shopId: shop.id,
        name: `Barber ${n}`,
        specialty: '',
        bio: '',
        photoUrl: '',
        isActive: true,
        weeklyHours: null,
      });
    }
    const belowUsed = await callApi('POST', '/api/user/seats/update', { token: owner.token, body: { seatsTotal: 4 } });
    expect(belowUsed.status).toBe(409);
    expect(belowUsed.body.message).toBe(
      'You cannot reduce seats below your current usage (5 seats). Please remove some staff members first.',
    );
    expect((await callApi('GET', '/api/user/seats', { token: owner.token })).body).toEqual({ seatsUsed: 5, seatsTotal: 6 });
    expect((await callApi('POST', '/api/user/seats/update', { body: { seatsTotal: 5 } })).status).toBe(401);
  });
});
