// The owner's customer records through /api: erasing one on request (UK GDPR) leaves nothing
// personal of them in Firestore and every other customer as it was; merging two records of one
// person in one transaction; both owner only.
import { customerIdForPhone } from '@barbershop/core/customers';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { waitForOutbox } from '../support/outbox';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let owner: TestOwner;
let other: TestOwner;
let shop: TestShop;
let otherShop: TestShop;
const date = futureWeekday(30, 3); // a Wednesday
let slot = 0;

interface Person {
  name: string;
  phone: string; // as typed
  e164: string;
  email: string;
}

const person = (name: string, digits: string, tag: string): Person => ({
  name,
  phone: `07911 ${digits}`,
  e164: `+447911${digits}`,
  email: `${tag}-${shop.id}@example.com`,
});

/** One online booking of `who`, each at the next free half hour of Barber 1. */
async function book(who: Person, shopId = shop.id, barberId = shop.barberIds[0]!, serviceId = shop.serviceIds[0]!) {
  const time = `${String(9 + Math.floor(slot / 2)).padStart(2, '0')}:${slot % 2 ? '30' : '00'}`;
  slot += 1;
  const res = await callApi('POST', '/api/appointments', {
    body: {
      barbershopId: shopId,
      serviceId,
      barberId,
      date,
      time,
      customerName: who.name,
      customerPhone: who.phone,
      customerEmail: who.email,
      notes: `Tell ${who.name} the door code`,
    },
  });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

const erase = (customerId: string, token: string | null = owner.token, shopId = shop.id) =>
  callApi('POST', `/api/barbershops/${shopId}/customers/${customerId}/erase`, { token });
const merge = (customerId: string, body: unknown, token: string | null = owner.token, shopId = shop.id) =>
  callApi('POST', `/api/barbershops/${shopId}/customers/${customerId}/merge`, { token, body });

/** Every document the erasure must clean, as text: the shop's own collections and the global ones. */
async function everyDocumentText(): Promise<{ path: string; text: string }[]> {
  const base = adminDb.doc(`barbershops/${shop.id}`);
  const snaps = await Promise.all([
    ...['appointments', 'customers', 'emailLog', 'reviews', 'waitlist'].map((c) => base.collection(c).get()),
    adminDb.collection('mailOutbox').get(),
    adminDb.collection('mailRetries').get(),
    adminDb.collection('customerBookingHolds').where('shopId', '==', shop.id).get(),
  ]);
  return snaps.flatMap((s) => s.docs.map((d) => ({ path: d.ref.path, text: JSON.stringify(d.data()) })));
}

const docsHolding = async (needle: string) =>
  (await everyDocumentText()).filter((d) => d.text.toLowerCase().includes(needle.toLowerCase())).map((d) => d.path);

beforeAll(async () => {
  [owner, other] = await Promise.all([createOwner('customers-owner'), createOwner('customers-other')]);
  [shop, otherShop] = await Promise.all([createTestShop({ ownerUid: owner.uid }), createTestShop({ ownerUid: other.uid })]);
});

describe('erasing a customer on request', () => {
  it('leaves no name, phone or email of theirs anywhere; the visits stay anonymised; others are untouched', async () => {
    const ada = person('Ada Erasable', '150101', 'ada-erase');
    const grace = person('Grace Keepable', '150102', 'grace-keep');
    const [a1, a2, g1] = [await book(ada), await book(ada), await book(grace)];
    // the emails the bookings sent: both customers' confirmations and the shop's notices
    await waitForOutbox(ada.email, /./, 2);
    await waitForOutbox(grace.email, /./, 1);
    const adaId = customerIdForPhone(ada.e164);
    const graceId = customerIdForPhone(grace.e164);
    // a visit the owner marked a no-show, with a reason that names them; a review; a failed email waiting
    await adminDb.doc(`barbershops/${shop.id}/appointments/${a2.id}`).update({ cancelReason: 'Ada Erasable rang 07911 150101' });
    await adminDb.doc(`barbershops/${shop.id}/reviews/${a1.id}`).set({
      appointmentId: a1.id,
      shopId: shop.id,
      barberId: shop.barberIds[0],
      rating: 5,
      comment: 'Great cut',
      firstName: 'Ada',
      createdAt: new Date(),
    });
    await adminDb
      .collection('mailRetries')
      .add({ to: ada.email, appointmentId: a1.id, shopId: shop.id, emailType: 'reminder', attempts: 1 });
    await adminDb.doc(`barbershops/${shop.id}/customers/${adaId}`).update({ notes: 'Ada Erasable prefers Tuesdays' });
    expect(await docsHolding(ada.email)).not.toEqual([]);
    const holdsBefore = (await adminDb.collection('customerBookingHolds').where('shopId', '==', shop.id).get()).docs.filter((d) =>
      JSON.stringify(d.data()).includes(a1.id),
    );
    expect(holdsBefore.length).toBeGreaterThan(0);
    const graceBefore = (await adminDb.doc(`barbershops/${shop.id}/appointments/${g1.id}`).get()).data();

    const res = await erase(adaId);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ appointments: 2, cancelled: 0 });

    for (const needle of [ada.name, 'Erasable', ada.email, ada.e164, '7911150101', '07911 150101']) {
      expect(await docsHolding(needle), needle).toEqual([]);
    }
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/${adaId}`).get()).exists).toBe(false);
    const visits = await Promise.all([a1, a2].map((a) => adminDb.doc(`barbershops/${shop.id}/appointments/${a.id}`).get()));
    for (const v of visits) {
      expect(v.data()).toMatchObject({
        customerId: '',
        customerName: 'Erased customer',
        customerPhone: '',
        customerEmail: '',
        notes: '',
        manageTokenHashes: [],
        manageUntil: null,
        // the shop's figures stay
        date,
        status: 'scheduled',
        pricePence: 2000,
        barberId: shop.barberIds[0],
      });
    }
    const review = (await adminDb.doc(`barbershops/${shop.id}/reviews/${a1.id}`).get()).data();
    expect(review).toMatchObject({ firstName: '', rating: 5 });
    for (const hold of holdsBefore) expect((await hold.ref.get()).exists).toBe(false);

    // Grace: her record, her booking and her emails as they were
    expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${g1.id}`).get()).data()).toEqual(graceBefore);
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/${graceId}`).get()).data()).toMatchObject({
      name: grace.name,
      phone: grace.e164,
      email: grace.email,
    });
    expect(await docsHolding(grace.email)).not.toEqual([]);
    // the manage link no longer opens the booking; erasing again finds nobody
    expect((await erase(adaId)).status).toBe(404);
  });

  it('deletes their payment holds that are over and keeps one being paid, and another shop’s', async () => {
    const dee = person('Dee Paying', '150105', 'dee-pay');
    await book(dee);
    const id = customerIdForPhone(dee.e164);
    // as the deposit flow writes them (functions only): the booking a hold becomes, its state
    const hold = (key: string, shopId: string, state: string, refundId: string | null) =>
      adminDb.doc(`holds/${key}-${shop.id}`).set({
        shopId,
        state,
        refundId,
        appointment: { customerName: dee.name, customerPhone: dee.e164, customerEmail: dee.email },
        expiresAt: new Date(),
      });
    await Promise.all([
      hold('booked', shop.id, 'booked', null),
      hold('released', shop.id, 'released', null),
      hold('refunded', shop.id, 'lost', 're_erasure_1'),
      hold('paying', shop.id, 'held', null),
      hold('refund-owed', shop.id, 'lost', null),
      hold('elsewhere', otherShop.id, 'booked', null),
    ]);

    expect((await erase(id)).status).toBe(200);

    const left = async (key: string) => (await adminDb.doc(`holds/${key}-${shop.id}`).get()).exists;
    for (const gone of ['booked', 'released', 'refunded']) expect(await left(gone), gone).toBe(false);
    // the expiry job still needs these to release the time or give the money back
    for (const kept of ['paying', 'refund-owed', 'elsewhere']) expect(await left(kept), kept).toBe(true);
  });

  it('takes them off the waitlist: the entry left and blanked, the time held for them withdrawn, its emails gone', async () => {
    const wes = person('Wes Waiting', '150105', 'wes');
    await book(wes);
    const id = customerIdForPhone(wes.e164);
    await adminDb.doc(`barbershops/${shop.id}`).update({ waitlist: { enabled: true, order: 'firstCome', holdMinutes: 30 } });
    const joined = await callApi('POST', '/api/waitlist', {
      body: {
        barbershopId: shop.id,
        serviceId: shop.serviceIds[0],
        barberId: shop.barberIds[1],
        preferences: [{ date: futureWeekday(40, 2), from: '10:00', to: '11:00' }],
        customerName: wes.name,
        customerPhone: wes.phone,
        customerEmail: wes.email,
      },
    });
    expect(joined.status, joined.text).toBe(201);
    // a free time in the window is held for them at once
    expect(joined.body.entry.state).toBe('offered');
    await waitForOutbox(wes.email, /^You're on the waitlist/);
    await waitForOutbox(wes.email, /^A time is free/);
    const entryPath = `barbershops/${shop.id}/waitlist/${joined.body.entry.id}`;
    const offerId = (await adminDb.doc(entryPath).get()).get('offerId') as string;

    expect((await erase(id)).status).toBe(200);

    expect((await adminDb.doc(entryPath).get()).data()).toMatchObject({
      state: 'left',
      name: '',
      phone: '',
      email: '',
      customerId: '',
    });
    expect((await adminDb.doc(`barbershops/${shop.id}/waitlistOffers/${offerId}`).get()).get('state')).toBe('withdrawn');
    expect(await docsHolding(wes.email)).toEqual([]);
    expect(await docsHolding(wes.e164)).toEqual([]);
    expect(await docsHolding('Wes Waiting')).toEqual([]);
    const locks = await adminDb
      .collection(`barbershops/${shop.id}/waitlistKeys`)
      .where('entryId', '==', joined.body.entry.id)
      .get();
    expect(locks.size).toBe(0);
  });

  it('a new booking by the same phone starts a fresh record without the erased history', async () => {
    const bea = person('Bea Twice', '150103', 'bea');
    await book(bea);
    const id = customerIdForPhone(bea.e164);
    expect((await erase(id)).status).toBe(200);
    await book(bea);
    const linked = await adminDb.collection(`barbershops/${shop.id}/appointments`).where('customerId', '==', id).get();
    expect(linked.size).toBe(1);
  });

  it('is the shop owner’s only: another owner 403, anonymous 401, another shop’s customer 404', async () => {
    const cy = person('Cy Guarded', '150104', 'cy');
    await book(cy);
    const id = customerIdForPhone(cy.e164);
    expect((await erase(id, other.token)).status).toBe(403);
    expect((await erase(id, null)).status).toBe(401);
    // the other owner's own shop does not hold this customer
    expect((await erase(id, other.token, otherShop.id)).status).toBe(404);
    expect((await erase('no-such-customer')).status).toBe(404);
    expect((await erase('bad..id%2Fx')).status).toBe(404);
    expect((await callApi('POST', `/api/barbershops/nope/customers/${id}/erase`, { token: owner.token })).status).toBe(404);
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/${id}`).get()).data()).toMatchObject({ name: cy.name });
  });
});

describe('an erasure touches only the erasing shop', () => {
  /** Outbox and retry documents as path -> data, for one shop (or none: null) and these addresses. */
  async function mailDocs(shopId: string | null, addresses: string[]) {
    const found = new Map<string, unknown>();
    for (const name of ['mailOutbox', 'mailRetries']) {
      for (const field of ['to', 'replyTo']) {
        const snap = await adminDb.collection(name).where('shopId', '==', shopId).where(field, 'in', addresses).get();
        for (const d of snap.docs) found.set(d.ref.path, d.data());
      }
    }
    return found;
  }

  /**
   * Waits (bounded) until a shop's booking emails have landed: the triggers run after the answer,
   * one at a time in the emulator, so on a busy machine they can trail the bookings by a while.
   */
  async function waitForShopMail(shopId: string, to: string, count: number) {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const snap = await adminDb.collection('mailOutbox').where('shopId', '==', shopId).where('to', '==', to).get();
      if (snap.size >= count || Date.now() > deadline) return snap.size;
      await new Promise((r) => setTimeout(r, 300));
    }
  }

  it('another shop erasing a customer with the same address leaves this shop’s emails, and its owner’s, as they were', async () => {
    const victim = person('Vic Target', '150109', 'vic');
    const shopEmail = (await adminDb.doc(`barbershops/${shop.id}`).get()).get('email') as string;
    const otherShopEmail = (await adminDb.doc(`barbershops/${otherShop.id}`).get()).get('email') as string;
    // Shop A: a real booking (confirmation to the victim, notice to the shop replying to them), a
    // failed reminder and a failed notice to owner A waiting for a retry, an owner email of A's
    // own shop and one from before any shop existed.
    const a1 = await book(victim);
    expect(await waitForShopMail(shop.id, victim.email, 1)).toBe(1);
    expect(await waitForShopMail(shop.id, shopEmail, 1)).toBeGreaterThanOrEqual(1);
    const queued = { attempts: 1, html: '<p>x</p>', text: 'x', subject: 'Queued' };
    await Promise.all([
      adminDb
        .collection('mailRetries')
        .add({ ...queued, to: victim.email, appointmentId: a1.id, shopId: shop.id, emailType: 'reminder' }),
      adminDb.collection('mailRetries').add({
        ...queued,
        to: owner.email,
        replyTo: victim.email,
        appointmentId: a1.id,
        shopId: shop.id,
        emailType: 'staff_notification',
      }),
      adminDb.collection('mailOutbox').add({ ...queued, to: owner.email, shopId: shop.id, emailType: 'feature_introduction' }),
      adminDb.collection('mailOutbox').add({ ...queued, to: victim.email, shopId: null, emailType: 'welcome' }),
      adminDb.collection('mailRetries').add({ ...queued, to: owner.email, shopId: null, emailType: 'welcome' }),
    ]);
    const addresses = [victim.email, owner.email, shopEmail];
    const shopABefore = await mailDocs(shop.id, addresses);
    const noShopBefore = await mailDocs(null, addresses);
    expect(shopABefore.size).toBeGreaterThanOrEqual(5);
    // the two above, and the owner's real welcome email once its trigger has run
    expect(noShopBefore.size).toBeGreaterThanOrEqual(2);

    // Shop B: its owner books two customers, one with the victim's address and one with owner A's,
    // and erases both.
    const asVictim = { ...person('Vic Copy', '150110', 'vic-copy'), email: victim.email };
    const asOwnerA = { ...person('Owner Copy', '150111', 'owner-copy'), email: owner.email };
    const b1 = await book(asVictim, otherShop.id, otherShop.barberIds[0], otherShop.serviceIds[0]);
    await book(asOwnerA, otherShop.id, otherShop.barberIds[0], otherShop.serviceIds[0]);
    expect(await waitForShopMail(otherShop.id, victim.email, 1)).toBe(1);
    expect(await waitForShopMail(otherShop.id, owner.email, 1)).toBe(1);
    expect(await waitForShopMail(otherShop.id, otherShopEmail, 2)).toBe(2);
    await adminDb
      .collection('mailRetries')
      .add({ ...queued, to: victim.email, appointmentId: b1.id, shopId: otherShop.id, emailType: 'reminder' });
    expect((await mailDocs(otherShop.id, [victim.email, owner.email])).size).toBeGreaterThanOrEqual(5);

    for (const who of [asVictim, asOwnerA]) {
      const res = await erase(customerIdForPhone(who.e164), other.token, otherShop.id);
      expect(res.status).toBe(200);
    }

    // shop B's own emails to those customers, and its notices replying to them, are gone
    expect([...(await mailDocs(otherShop.id, [victim.email, owner.email])).keys()]).toEqual([]);
    // shop A's, and the emails of no shop, exactly as they were
    expect(await mailDocs(shop.id, addresses)).toEqual(shopABefore);
    // (an email of no shop still on its way may land meanwhile: none of those before is gone)
    const noShopAfter = await mailDocs(null, addresses);
    for (const [path, data] of noShopBefore) expect(noShopAfter.get(path), path).toEqual(data);
  }, 240_000);
});

describe('merging two records of one customer', () => {
  it('moves the duplicate’s appointments with the kept details, joins the notes, deletes the duplicate', async () => {
    const kept = person('Dan Kept', '150105', 'dan');
    const dup = person('Daniel Duplicate', '150106', 'daniel');
    const [k1, d1, d2] = [await book(kept), await book(dup), await book(dup)];
    const keptId = customerIdForPhone(kept.e164);
    const dupId = customerIdForPhone(dup.e164);
    await adminDb.doc(`barbershops/${shop.id}/customers/${keptId}`).update({ notes: 'Short back and sides', email: '' });
    await adminDb.doc(`barbershops/${shop.id}/customers/${dupId}`).update({ notes: 'Allergic to wax' });

    const res = await merge(keptId, { duplicateId: dupId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: keptId, name: kept.name, email: dup.email });
    const keptDoc = (await adminDb.doc(`barbershops/${shop.id}/customers/${keptId}`).get()).data();
    expect(keptDoc).toMatchObject({
      name: kept.name,
      phone: kept.e164,
      email: dup.email,
      notes: 'Short back and sides\n\nAllergic to wax',
    });
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/${dupId}`).get()).exists).toBe(false);
    for (const a of [d1, d2]) {
      expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${a.id}`).get()).data()).toMatchObject({
        customerId: keptId,
        customerName: kept.name,
        customerPhone: kept.e164,
        customerEmail: dup.email,
      });
    }
    const all = await adminDb.collection(`barbershops/${shop.id}/appointments`).where('customerId', '==', keptId).get();
    expect(all.docs.map((d) => d.id).sort()).toEqual([k1.id, d1.id, d2.id].sort());
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const eve = person('Eve Single', '150107', 'eve');
    const fay = person('Fay Other', '150108', 'fay');
    await book(eve);
    await book(fay);
    const eveId = customerIdForPhone(eve.e164);
    const fayId = customerIdForPhone(fay.e164);
    expect((await merge(eveId, {})).status).toBe(400);
    expect((await merge(eveId, { duplicateId: 42 })).status).toBe(400);
    expect((await merge(eveId, { duplicateId: 'a/b' })).status).toBe(400);
    expect(
      (await callApi('POST', `/api/barbershops/${shop.id}/customers/${eveId}/merge`, { token: owner.token, rawBody: '{"dup' }))
        .status,
    ).toBe(400);
    expect((await merge(eveId, { duplicateId: eveId })).status).toBe(422);
    expect((await merge(eveId, { duplicateId: 'no-such-customer' })).status).toBe(404);
    expect((await merge('no-such-customer', { duplicateId: fayId })).status).toBe(404);
    expect((await merge(eveId, { duplicateId: fayId }, other.token)).status).toBe(403);
    expect((await merge(eveId, { duplicateId: fayId }, null)).status).toBe(401);
    expect((await merge(eveId, { duplicateId: fayId }, other.token, otherShop.id)).status).toBe(404);
    // notes that together would not fit
    await adminDb.doc(`barbershops/${shop.id}/customers/${eveId}`).update({ notes: 'e'.repeat(600) });
    await adminDb.doc(`barbershops/${shop.id}/customers/${fayId}`).update({ notes: 'f'.repeat(600) });
    const tooLong = await merge(eveId, { duplicateId: fayId });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body).toMatchObject({ errors: { notes: expect.stringContaining('shorten them first') } });
    expect((await adminDb.doc(`barbershops/${shop.id}/customers/${fayId}`).get()).exists).toBe(true);
    const fayVisits = await adminDb.collection(`barbershops/${shop.id}/appointments`).where('customerId', '==', fayId).get();
    expect(fayVisits.size).toBe(1);
  });
});
