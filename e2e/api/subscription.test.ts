import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner } from '../support/owners';

describe('GET /api/user/subscription (billing disabled)', () => {
  it('reports the trial and the banner to show, and needs a token', async () => {
    const owner = await createOwner('sub-owner');
    const fresh = await callApi('GET', '/api/user/subscription', { token: owner.token });
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({
      hasAccess: true,
      isTrialing: true,
      daysRemaining: 7,
      banner: 'none',
      billingEnabled: false,
    });
    await adminDb.doc(`users/${owner.uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() + 30 * 3_600_000) });
    expect((await callApi('GET', '/api/user/subscription', { token: owner.token })).body).toMatchObject({
      daysRemaining: 2,
      banner: 'ending-soon',
    });
    await adminDb.doc(`users/${owner.uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() - 1000) });
    expect((await callApi('GET', '/api/user/subscription', { token: owner.token })).body).toMatchObject({
      hasAccess: false,
      trialEnded: true,
      banner: 'trial-expired',
    });
    expect((await callApi('GET', '/api/user/subscription')).status).toBe(401);
  });
});
