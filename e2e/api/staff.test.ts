import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';

async function ownerWithShop(): Promise<{ owner: TestOwner; shopId: string }> {
  const owner = await createOwner('staff');
  const res = await callApi('POST', '/api/barbershops', {
    token: owner.token,
    body: { name: `Staff Test ${randomUUID().slice(0, 8)}`, address: '1 Test Street' },
  });
  expect(res.status).toBe(201);
  return { owner, shopId: res.body.id };
}

const addBarber = (token: string, shopId: string, body: Record<string, unknown>) =>
  callApi('POST', `/api/barbershops/${shopId}/barbers`, { token, body });

describe('barbers', () => {
  it('adds a barber (onboarding sends photo) and reads it back by id', async () => {
    const { owner, shopId } = await ownerWithShop();
    const res = await addBarber(owner.token, shopId, {
      name: ' Sam Cole ',
      specialty: 'Fades',
      bio: 'Hi',
      photo: 'https://img.example/sam.png',
      barbershopId: 'ignored',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Sam Cole',
      specialty: 'Fades',
      bio: 'Hi',
      photoUrl: 'https://img.example/sam.png',
      isActive: true,
      shopId,
      barbershopId: shopId,
    });
    const doc = (await adminDb.doc(`barbershops/${shopId}/barbers/${res.body.id}`).get()).data()!;
    expect(doc).toMatchObject({ id: res.body.id, shopId, name: 'Sam Cole' });
    const got = await callApi('GET', `/api/barbers/${res.body.id}`, { token: owner.token });
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ id: res.body.id, name: 'Sam Cole' });
  });

  it('refuses a barber without a name', async () => {
    const { owner, shopId } = await ownerWithShop();
    for (const body of [{}, { name: '  ' }, { name: 'x'.repeat(81) }, { name: 'Ok', photo: 'javascript:1' }]) {
      expect((await addBarber(owner.token, shopId, body)).status, JSON.stringify(body)).toBe(400);
    }
    expect((await adminDb.collection(`barbershops/${shopId}/barbers`).get()).size).toBe(0);
  });

  it('stops at the seat limit with 409, reports seats, and allows more once seats are added', async () => {
    const { owner, shopId } = await ownerWithShop();
    expect((await callApi('GET', '/api/user/seats', { token: owner.token })).body).toEqual({ seatsUsed: 0, seatsTotal: 4 });
    for (let i = 1; i <= 4; i += 1) expect((await addBarber(owner.token, shopId, { name: `Barber ${i}` })).status).toBe(201);
    const fifth = await addBarber(owner.token, shopId, { name: 'Barber 5' });
    expect(fifth.status).toBe(409);
    expect(fifth.body.message).toMatch(/Seat limit reached/);
    expect((await callApi('GET', '/api/user/seats', { token: owner.token })).body).toEqual({ seatsUsed: 4, seatsTotal: 4 });
    await adminDb.doc(`users/${owner.uid}`).update({ 'billing.seatsTotal': 5 });
    expect((await addBarber(owner.token, shopId, { name: 'Barber 5' })).status).toBe(201);
    expect((await callApi('GET', '/api/user/seats', { token: owner.token })).body).toEqual({ seatsUsed: 5, seatsTotal: 5 });
  });

  it('lets exactly one of several concurrent adds take the last seat', async () => {
    const { owner, shopId } = await ownerWithShop();
    for (let i = 1; i <= 3; i += 1) await addBarber(owner.token, shopId, { name: `Barber ${i}` });
    const results = await Promise.all([1, 2, 3, 4].map((i) => addBarber(owner.token, shopId, { name: `Racer ${i}` })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(3);
    expect((await adminDb.collection(`barbershops/${shopId}/barbers`).get()).size).toBe(4);
  });

  it('updates name, specialty, bio and active flag; refuses an empty name or an empty change', async () => {
    const { owner, shopId } = await ownerWithShop();
    const { body: barber } = await addBarber(owner.token, shopId, { name: 'Old', specialty: 'Old' });
    const res = await callApi('PATCH', `/api/barbers/${barber.id}`, {
      token: owner.token,
      body: { name: 'New', specialty: 'Beards', bio: 'Bio', isActive: false, shopId: 'elsewhere' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: barber.id, name: 'New', specialty: 'Beards', bio: 'Bio', isActive: false, shopId });
    expect((await adminDb.doc(`barbershops/${shopId}/barbers/${barber.id}`).get()).data()).toMatchObject({
      name: 'New',
      isActive: false,
      shopId,
    });
    expect((await callApi('PATCH', `/api/barbers/${barber.id}`, { token: owner.token, body: { name: '' } })).status).toBe(400);
    expect((await callApi('PATCH', `/api/barbers/${barber.id}`, { token: owner.token, body: {} })).status).toBe(400);
    expect(
      (await callApi('PATCH', `/api/barbers/${barber.id}`, { token: owner.token, body: { isActive: 'maybe' } })).status,
    ).toBe(400);
  });

  it('deletes a barber with their time blocks, freeing the seat', async () => {
    const { owner, shopId } = await ownerWithShop();
    const { body: barber } = await addBarber(owner.token, shopId, { name: 'Leaving' });
    const { body: stays } = await addBarber(owner.token, shopId, { name: 'Staying' });
    await adminDb
      .doc(`barbershops/${shopId}/timeBlocks/tb-${barber.id}`)
      .set({ id: `tb-${barber.id}`, shopId, barberId: barber.id });
    await adminDb
      .doc(`barbershops/${shopId}/timeBlocks/tb-${stays.id}`)
      .set({ id: `tb-${stays.id}`, shopId, barberId: stays.id });
    expect((await callApi('DELETE', `/api/barbers/${barber.id}`, { token: owner.token })).status).toBe(204);
    expect((await adminDb.doc(`barbershops/${shopId}/barbers/${barber.id}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`barbershops/${shopId}/timeBlocks/tb-${barber.id}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`barbershops/${shopId}/timeBlocks/tb-${stays.id}`).get()).exists).toBe(true);
    expect((await callApi('GET', `/api/barbers/${barber.id}`, { token: owner.token })).status).toBe(404);
    expect((await callApi('GET', '/api/user/seats', { token: owner.token })).body.seatsUsed).toBe(1);
  });
});

describe('services', () => {
  it('turns pounds and minutes into pricePence and durationMin', async () => {
    const { owner, shopId } = await ownerWithShop();
    const a = await callApi('POST', `/api/barbershops/${shopId}/services`, {
      token: owner.token,
      body: { name: 'Haircut & Style', duration: 45, price: '35.50', barbershopId: shopId },
    });
    expect(a.status).toBe(201);
    expect(a.body).toMatchObject({
      name: 'Haircut & Style',
      durationMin: 45,
      pricePence: 3550,
      duration: 45,
      price: 35.5,
      isActive: true,
      barbershopId: shopId,
    });
    expect((await adminDb.doc(`barbershops/${shopId}/services/${a.body.id}`).get()).data()).toMatchObject({
      id: a.body.id,
      shopId,
      durationMin: 45,
      pricePence: 3550,
    });
    const b = await callApi('POST', `/api/barbershops/${shopId}/services`, {
      token: owner.token,
      body: { name: 'Beard Trim', description: 'Shape', duration: 30, price: 20 },
    });
    expect(b.status).toBe(201);
    expect(b.body).toMatchObject({ durationMin: 30, pricePence: 2000, description: 'Shape' });
    const shops = await callApi('GET', '/api/user/barbershops', { token: owner.token });
    expect(shops.body[0].serviceNames).toEqual(expect.arrayContaining(['Haircut & Style', 'Beard Trim']));
  });

  it('refuses bad services with 400 and the field at fault', async () => {
    const { owner, shopId } = await ownerWithShop();
    const DURATION = 'Duration must be a number of minutes';
    const PRICE = 'Price must be an amount in pounds, e.g. 35 or 35.50';
    const cases: [Record<string, unknown>, string, string][] = [
      [{ duration: 30, price: 10 }, 'name', 'Service name is required'],
      [{ name: 'X', price: 10 }, 'duration', 'Duration is required'],
      [{ name: 'X', duration: 2, price: 10 }, 'duration', 'Duration must be between 5 and 480 minutes'],
      [{ name: 'X', duration: 'long', price: 10 }, 'duration', DURATION],
      [{ name: 'X', duration: '30', price: 10 }, 'duration', DURATION],
      [{ name: 'X', duration: 30.5, price: 10 }, 'duration', 'Duration must be whole minutes'],
      [{ name: 'X', duration: 30 }, 'price', 'Price is required'],
      [{ name: 'X', duration: 30, price: -1 }, 'price', PRICE],
      [{ name: 'X', duration: 30, price: '12.345' }, 'price', PRICE],
      [{ name: 'X', duration: 30, price: 'free' }, 'price', PRICE],
    ];
    for (const [body, field, message] of cases) {
      const res = await callApi('POST', `/api/barbershops/${shopId}/services`, { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body, JSON.stringify(body)).toEqual({ message, errors: { [field]: message } });
    }
    expect((await adminDb.collection(`barbershops/${shopId}/services`).get()).size).toBe(0);
  });
});

describe("another owner's shop, barbers and services", () => {
  it('are 403 (or 404 when unknown) on every route, and nothing changes', async () => {
    const { owner, shopId } = await ownerWithShop();
    const { body: barber } = await addBarber(owner.token, shopId, { name: 'Mine' });
    const stranger = await createOwner('stranger');
    const SHOP = 'This barbershop belongs to another account';
    const BARBER = 'This barber belongs to another barbershop';
    const calls: [string, string, string, unknown?][] = [
      ['POST', `/api/barbershops/${shopId}/barbers`, SHOP, { name: 'Intruder' }],
      ['POST', `/api/barbershops/${shopId}/services`, SHOP, { name: 'Intruder', duration: 30, price: 1 }],
      ['GET', `/api/barbers/${barber.id}`, BARBER],
      ['PATCH', `/api/barbers/${barber.id}`, BARBER, { name: 'Hijacked' }],
      ['DELETE', `/api/barbers/${barber.id}`, BARBER],
      ['POST', '/api/barbershops/demo-classic-cuts/barbers', SHOP, { name: 'Intruder' }],
      ['PATCH', '/api/barbers/demo-cc-james', BARBER, { name: 'Hijacked' }],
      ['DELETE', '/api/barbers/demo-cc-james', BARBER],
    ];
    for (const [method, path, message, body] of calls) {
      const res = await callApi(method, path, { token: stranger.token, body });
      expect(res.status, `${method} ${path}`).toBe(403);
      expect(res.body, `${method} ${path}`).toEqual({ message });
      expect((await callApi(method, path, { body })).status, `${method} ${path} anonymous`).toBe(401);
    }
    for (const [method, path, body] of [
      ['POST', '/api/barbershops/no-such-shop/barbers', { name: 'X' }],
      ['POST', '/api/barbershops/no-such-shop/services', { name: 'X', duration: 30, price: 1 }],
      ['GET', '/api/barbers/no-such-barber'],
      ['PATCH', '/api/barbers/no-such-barber', { name: 'X' }],
      ['DELETE', '/api/barbers/no-such-barber'],
    ] as [string, string, unknown?][]) {
      expect((await callApi(method, path, { token: stranger.token, body })).status, `${method} ${path}`).toBe(404);
    }
    expect((await adminDb.collection(`barbershops/${shopId}/barbers`).get()).docs.map((d) => d.get('name'))).toEqual(['Mine']);
    expect((await adminDb.collection(`barbershops/${shopId}/services`).get()).size).toBe(0);
    expect((await adminDb.doc('barbershops/demo-classic-cuts/barbers/demo-cc-james').get()).get('name')).toBe('James Carter');
  });

  it('GET /api/user/seats needs a token and counts nothing for an owner without a shop', async () => {
    expect((await callApi('GET', '/api/user/seats')).status).toBe(401);
    const newcomer = await createOwner('staff');
    expect((await callApi('GET', '/api/user/seats', { token: newcomer.token })).body).toEqual({ seatsUsed: 0, seatsTotal: 4 });
  });
});
