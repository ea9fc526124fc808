import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';

const uniqueName = (prefix = 'Shops Test') => `${prefix} ${randomUUID().slice(0, 8)}`;

async function ownerWithShop(name = uniqueName()): Promise<{ owner: TestOwner; shop: any }> {
  const owner = await createOwner('shops');
  const res = await callApi('POST', '/api/barbershops', { token: owner.token, body: { name, address: '1 High Street, London' } });
  expect(res.status).toBe(201);
  return { owner, shop: res.body };
}

describe('POST /api/barbershops', () => {
  it('creates the shop with a unique slug and the wizard hours, and consumes the pending business name', async () => {
    const owner = await createOwner('shops');
    await adminDb.doc(`users/${owner.uid}`).update({ pendingBusinessName: 'Pending Name' });
    const name = uniqueName('Fresh  Fades');
    const res = await callApi('POST', '/api/barbershops', {
      token: owner.token,
      body: {
        name,
        address: '1 High Street',
        phone: '020 7946 0234',
        email: 'Shop@Example.com',
        description: 'Nice',
        googleBusinessUrl: 'https://g.co/kgs/x',
        ownerId: 'someone-else',
      },
    });
    expect(res.status).toBe(201);
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    expect(res.body).toMatchObject({
      name,
      slug,
      ownerId: owner.uid,
      email: 'shop@example.com',
      timezone: 'Europe/London',
      serviceNames: [],
    });
    expect(res.body.businessHours).toHaveLength(7);
    expect(res.body.businessHours.find((h: any) => h.dayOfWeek === 0)).toMatchObject({ isActive: false });
    expect((await adminDb.doc(`slugs/${slug}`).get()).get('shopId')).toBe(res.body.id);
    const doc = (await adminDb.doc(`barbershops/${res.body.id}`).get()).data()!;
    expect(doc).toMatchObject({ id: res.body.id, ownerId: owner.uid, slug });
    expect((await adminDb.doc(`users/${owner.uid}`).get()).get('pendingBusinessName')).toBeUndefined();
  });

  it('allows one shop per owner (409), also when two creations race', async () => {
    const owner = await createOwner('shops');
    const [a, b] = await Promise.all([
      callApi('POST', '/api/barbershops', { token: owner.token, body: { name: uniqueName(), address: 'A' } }),
      callApi('POST', '/api/barbershops', { token: owner.token, body: { name: uniqueName(), address: 'B' } }),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    expect((await adminDb.collection('barbershops').where('ownerId', '==', owner.uid).get()).size).toBe(1);
    const third = await callApi('POST', '/api/barbershops', { token: owner.token, body: { name: uniqueName(), address: 'C' } });
    expect(third.status).toBe(409);
    expect(third.body.message).toMatch(/already have a barbershop/);
  });

  it('refuses a name whose slug another shop holds (409), writing nothing', async () => {
    const owner = await createOwner('shops');
    const res = await callApi('POST', '/api/barbershops', { token: owner.token, body: { name: 'Classic  CUTS', address: 'x' } });
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/already exists/);
    expect((await adminDb.doc('slugs/classic-cuts').get()).get('shopId')).toBe('demo-classic-cuts');
    expect((await adminDb.collection('barbershops').where('ownerId', '==', owner.uid).get()).size).toBe(0);
  });

  it('answers bad input with 400, and no token with 401', async () => {
    const owner = await createOwner('shops');
    const cases: [Record<string, unknown>, string][] = [
      [{ address: 'x' }, 'name'],
      [{ name: uniqueName() }, 'address'],
      [{ name: '   ', address: 'x' }, 'name'],
      [{ name: '!!!', address: 'x' }, 'name'],
      [{ name: 'Dashboard', address: 'x' }, 'name'],
      [{ name: uniqueName(), address: 'x', email: 'nope' }, 'email'],
      [{ name: uniqueName(), address: 'x', googleBusinessUrl: 'javascript:alert(1)' }, 'googleBusinessUrl'],
      [
        { name: uniqueName(), address: 'x', businessHours: [{ dayOfWeek: 1, startTime: '9', endTime: '18:00', isActive: true }] },
        'businessHours',
      ],
      [{ name: 'x'.repeat(101), address: 'x' }, 'name'],
    ];
    for (const [body, field] of cases) {
      const res = await callApi('POST', '/api/barbershops', { token: owner.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(
        Object.keys(res.body.errors ?? {}).some((k) => k.startsWith(field)),
        JSON.stringify(res.body),
      ).toBe(true);
    }
    expect((await callApi('POST', '/api/barbershops', { body: { name: uniqueName(), address: 'x' } })).status).toBe(401);
    expect((await adminDb.collection('barbershops').where('ownerId', '==', owner.uid).get()).size).toBe(0);
  });
});

describe('GET /api/user/barbershops', () => {
  it("lists the owner's shop only", async () => {
    const { owner, shop } = await ownerWithShop();
    const res = await callApi('GET', '/api/user/barbershops', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body.map((s: any) => s.id)).toEqual([shop.id]);
    const newcomer = await createOwner('shops');
    expect((await callApi('GET', '/api/user/barbershops', { token: newcomer.token })).body).toEqual([]);
    expect((await callApi('GET', '/api/user/barbershops')).status).toBe(401);
  });
});

describe('PUT and PATCH /api/barbershops/{id}', () => {
  it('PUT replaces the text profile and moves the slug with a new name', async () => {
    const { owner, shop } = await ownerWithShop();
    const name = uniqueName('Renamed');
    const res = await callApi('PUT', `/api/barbershops/${shop.id}`, {
      token: owner.token,
      body: { name, address: '2 New Road', description: 'Updated' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name, address: '2 New Road', description: 'Updated', phone: '' });
    expect(res.body.slug).toBe(name.toLowerCase().replace(/\s+/g, '-'));
    expect((await adminDb.doc(`slugs/${shop.slug}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`slugs/${res.body.slug}`).get()).get('shopId')).toBe(shop.id);
    expect((await callApi('PUT', `/api/barbershops/${shop.id}`, { token: owner.token, body: { name } })).status).toBe(400);
  });

  it('PATCH changes only the fields sent, never the owner or slug directly', async () => {
    const { owner, shop } = await ownerWithShop();
    const res = await callApi('PATCH', `/api/barbershops/${shop.id}`, {
      token: owner.token,
      body: {
        phone: '07700 900000',
        logoImage: 'data:image/png;base64,iVBORw0KGgo=',
        ownerId: 'thief',
        slug: 'stolen',
        id: 'other',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: shop.id,
      name: shop.name,
      address: shop.address,
      phone: '+447700900000',
      slug: shop.slug,
      ownerId: owner.uid,
    });
    expect(res.body.logoImage).toMatch(/^data:image\/png/);
    const doc = (await adminDb.doc(`barbershops/${shop.id}`).get()).data()!;
    expect(doc.ownerId).toBe(owner.uid);
    expect(doc.slug).toBe(shop.slug);
  });

  it('PATCH refuses an empty name, an SVG logo, a taken name (409) and an empty change', async () => {
    const { owner, shop } = await ownerWithShop();
    expect((await callApi('PATCH', `/api/barbershops/${shop.id}`, { token: owner.token, body: { name: '' } })).status).toBe(400);
    expect(
      (
        await callApi('PATCH', `/api/barbershops/${shop.id}`, {
          token: owner.token,
          body: { logoImage: 'data:image/svg+xml;base64,AA' },
        })
      ).status,
    ).toBe(400);
    const taken = await callApi('PATCH', `/api/barbershops/${shop.id}`, { token: owner.token, body: { name: 'Classic Cuts' } });
    expect(taken.status).toBe(409);
    const doc = (await adminDb.doc(`barbershops/${shop.id}`).get()).data()!;
    expect(doc.name).toBe(shop.name);
    expect((await adminDb.doc(`slugs/${shop.slug}`).get()).get('shopId')).toBe(shop.id);
    expect((await adminDb.doc('slugs/classic-cuts').get()).get('shopId')).toBe('demo-classic-cuts');
  });

  it('gives another owner 403 and an unknown id 404, changing nothing', async () => {
    const { shop } = await ownerWithShop();
    const stranger = await createOwner('stranger');
    for (const method of ['PUT', 'PATCH']) {
      const res = await callApi(method, `/api/barbershops/${shop.id}`, {
        token: stranger.token,
        body: { name: uniqueName('Hijack'), address: 'x' },
      });
      expect(res.status, method).toBe(403);
      expect(
        (
          await callApi(method, '/api/barbershops/no-such-shop', {
            token: stranger.token,
            body: { name: uniqueName(), address: 'x' },
          })
        ).status,
      ).toBe(404);
      expect((await callApi(method, `/api/barbershops/${shop.id}`, { body: { name: uniqueName(), address: 'x' } })).status).toBe(
        401,
      );
    }
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('name')).toBe(shop.name);
    // The demo shop is another owner's too.
    expect(
      (await callApi('PATCH', '/api/barbershops/demo-classic-cuts', { token: stranger.token, body: { phone: '020 7946 0001' } }))
        .status,
    ).toBe(403);
  });
});
