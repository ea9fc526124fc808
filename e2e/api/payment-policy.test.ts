// GET and PUT /api/payments/policy (docs/payments.md): the owner's shop's deposit and fee policy.
// The server validates it with core's schema, accepts only the shop's own services in the
// overrides, raises the version on every save and shows the policy on the public shop answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, type TestShop } from '../support/shops';

let owner: TestOwner;
let shop: TestShop;
let other: TestOwner;
let otherShop: TestShop;

const put = (body: unknown, token = owner.token) => callApi('PUT', '/api/payments/policy', { token, body });
const get = (token = owner.token) => callApi('GET', '/api/payments/policy', { token });
const storedPolicy = async (shopId = shop.id) => (await adminDb.doc(`barbershops/${shopId}`).get()).get('paymentPolicy');

const depositPolicy = () => ({
  mode: 'deposit',
  deposit: { kind: 'percent', value: 20 },
  cancelWindowHours: 24,
  lateCancelFee: null,
  noShowFee: { kind: 'fixed', value: 1500 },
  audience: 'flagged_customers',
  flaggedMinIncidents: 2,
  waiveRegulars: true,
  regularMinVisits: 6,
  preauthorizeNoShowFee: false,
  serviceOverrides: {},
});

beforeAll(async () => {
  [owner, other] = await Promise.all([createOwner('policy'), createOwner('policy-other')]);
  [shop, otherShop] = await Promise.all([createTestShop({ ownerUid: owner.uid }), createTestShop({ ownerUid: other.uid })]);
});

describe('the owner’s policy', () => {
  it('is "none" at version 0 until the owner sets one', async () => {
    const res = await get();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      mode: 'none',
      deposit: null,
      cancelWindowHours: 24,
      lateCancelFee: null,
      noShowFee: null,
      audience: 'everyone',
      flaggedMinIncidents: 2,
      waiveRegulars: false,
      regularMinVisits: 5,
      preauthorizeNoShowFee: false,
      serviceOverrides: {},
      version: 0,
      updatedAt: null,
    });
  });

  it('is saved whole, at the next version, and read back', async () => {
    const before = Date.now();
    const saved = await put({ ...depositPolicy(), version: 41, updatedAt: '2000-01-01T00:00:00Z' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...depositPolicy(), version: 1 });
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThanOrEqual(before - 5_000);
    const stored = await storedPolicy();
    expect(stored).toMatchObject({ ...depositPolicy(), version: 1 });
    expect(stored.updatedAt.toDate().toISOString()).toBe(saved.body.updatedAt);
    expect((await get()).body).toEqual(saved.body);

    const again = await put({ ...depositPolicy(), cancelWindowHours: 48 });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ cancelWindowHours: 48, version: 2 });
    expect(await storedPolicy()).toMatchObject({ cancelWindowHours: 48, version: 2 });
  });

  it('takes overrides for the shop’s own services', async () => {
    const [cut, long] = shop.serviceIds;
    const res = await put({
      ...depositPolicy(),
      serviceOverrides: { [cut!]: { mode: 'none', deposit: null }, [long!]: { mode: 'prepay', deposit: null } },
    });
    expect(res.status).toBe(200);
    expect((await storedPolicy()).serviceOverrides).toEqual({
      [cut!]: { mode: 'none', deposit: null },
      [long!]: { mode: 'prepay', deposit: null },
    });
  });

  it('is on the public shop answer with the live flag', async () => {
    const page = await callApi('GET', `/api/barbershops/by-slug/${shop.slug}`);
    expect(page.status).toBe(200);
    const version = (await storedPolicy()).version;
    expect(page.body.shop).toMatchObject({ paymentPolicy: { mode: 'deposit', version }, paymentsLive: false });
    await adminDb.doc(`barbershops/${shop.id}`).update({ paymentsLive: true });
    expect((await callApi('GET', `/api/barbershops/by-slug/${shop.slug}`)).body.shop.paymentsLive).toBe(true);
    const untouched = await callApi('GET', `/api/barbershops/by-slug/${otherShop.slug}`);
    expect(untouched.body.shop).toMatchObject({ paymentPolicy: { mode: 'none', version: 0 }, paymentsLive: false });
  });
});

describe('a policy the server refuses', () => {
  const refused = async (body: unknown, field?: string) => {
    const version = (await storedPolicy())?.version;
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(expect.any(String));
    if (field) expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect((await storedPolicy())?.version).toBe(version);
    return res;
  };

  it('wrong types', async () => {
    await refused({ ...depositPolicy(), mode: 5 }, 'mode');
    await refused({ ...depositPolicy(), cancelWindowHours: '24' }, 'cancelWindowHours');
    await refused({ ...depositPolicy(), waiveRegulars: 'yes' }, 'waiveRegulars');
    await refused({ ...depositPolicy(), deposit: '20%' }, 'deposit');
    await refused({ ...depositPolicy(), serviceOverrides: [] }, 'serviceOverrides');
    await refused([depositPolicy()]);
    const text = await callApi('PUT', '/api/payments/policy', { token: owner.token, rawBody: '"deposit"' });
    expect(text.status).toBe(400);
  });

  it('a percentage of 0 or 101, a fixed amount under 30p', async () => {
    await refused({ ...depositPolicy(), deposit: { kind: 'percent', value: 0 } }, 'deposit.value');
    await refused({ ...depositPolicy(), deposit: { kind: 'percent', value: 101 } }, 'deposit.value');
    await refused({ ...depositPolicy(), noShowFee: { kind: 'fixed', value: 29 } }, 'noShowFee.value');
  });

  it('a deposit mode without a deposit, and fees with mode none', async () => {
    await refused({ ...depositPolicy(), deposit: null });
    const res = await refused({ ...depositPolicy(), mode: 'none', noShowFee: { kind: 'fixed', value: 1500 } });
    expect(res.body.message).toMatch(/fees need a card or a deposit/);
  });

  it('an override for another shop’s service, or for no service at all', async () => {
    const res = await refused({
      ...depositPolicy(),
      serviceOverrides: { [otherShop.serviceIds[0]!]: { mode: 'none', deposit: null } },
    });
    expect(res.body.errors).toEqual({ [`serviceOverrides.${otherShop.serviceIds[0]}`]: 'Not a service of this barbershop' });
    await refused({ ...depositPolicy(), serviceOverrides: { 'no-such-service': { mode: 'card', deposit: null } } });
    await refused({ ...depositPolicy(), serviceOverrides: { 'not an id': { mode: 'card', deposit: null } } });
  });
});

describe('who may read and change it', () => {
  it('another owner reads and changes only their own shop’s', async () => {
    const mine = await storedPolicy();
    expect((await get(other.token)).body).toMatchObject({ mode: 'none', version: 0 });
    const res = await put({ mode: 'card', noShowFee: { kind: 'percent', value: 50 } }, other.token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ mode: 'card', version: 1, audience: 'everyone', cancelWindowHours: 24 });
    expect(await storedPolicy(otherShop.id)).toMatchObject({ mode: 'card', version: 1 });
    expect(await storedPolicy()).toEqual(mine);
  });

  it('an owner without a shop gets 404; without a session 401', async () => {
    const shopless = await createOwner('policy-none');
    expect((await get(shopless.token)).status).toBe(404);
    expect((await put(depositPolicy(), shopless.token)).status).toBe(404);
    expect((await callApi('GET', '/api/payments/policy')).status).toBe(401);
    expect((await callApi('PUT', '/api/payments/policy', { body: depositPolicy() })).status).toBe(401);
  });

  it('an owner whose trial ended reads it but cannot change it', async () => {
    const lapsed = await createOwner('policy-lapsed');
    await createTestShop({ ownerUid: lapsed.uid });
    await adminDb.doc(`users/${lapsed.uid}`).update({ 'billing.trialEndsAt': new Date(Date.now() - 86_400_000) });
    expect((await get(lapsed.token)).status).toBe(200);
    expect((await put(depositPolicy(), lapsed.token)).status).toBe(403);
  });

  it('the shop’s own edit route does not set it', async () => {
    const mine = await storedPolicy();
    const res = await callApi('PATCH', `/api/barbershops/${shop.id}`, {
      token: owner.token,
      body: { description: 'Policy by the back door', paymentPolicy: { ...mine, mode: 'none' }, paymentsLive: false },
    });
    expect(res.status).toBe(200);
    const stored = (await adminDb.doc(`barbershops/${shop.id}`).get()).data()!;
    expect(stored.paymentPolicy).toEqual(mine);
    expect(stored.paymentsLive).toBe(true);
  });
});
