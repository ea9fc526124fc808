// The waitlist (issue 36) is functions' alone: no client, the shop's own team included, reads or
// writes an entry or an offer (they carry customers' contacts and link tokens' hashes; the
// dashboard reads them through /api), sets the shop's waitlist settings, or gives or withdraws a
// customer's marketing consent. The shop's usual edits of a consenting customer still pass.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  deleteDoc,
  deleteField,
  doc,
  getDoc,
  getDocs,
  query,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createMember, type TestMember } from '../support/members';
import { asAdmin, customerDoc, dbAs, ROLES, rulesEnv, shopDoc, uidOf, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;
let frontDesk: TestMember;
let manager: TestMember;

const entry = (shopId: string, id: string) => ({
  id,
  shopId,
  serviceIds: ['cut'],
  barberId: null,
  preferences: [{ date: '2030-01-08', from: '10:00', to: '12:00' }],
  dates: ['2030-01-08'],
  customerId: 'c1',
  name: 'Ada Lovelace',
  phone: '+447700900123',
  email: 'ada@example.com',
  marketingConsent: false,
  regular: false,
  state: 'waiting',
  tokenHash: 'a'.repeat(64),
  offerId: null,
  offeredSlots: [],
  offersSent: 0,
  offersExpired: 0,
  appointmentId: null,
  removedBy: null,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});

const offer = (shopId: string, id: string) => ({
  id,
  shopId,
  entryId: 'e1',
  barberId: 'b1',
  barberName: 'Sam',
  serviceIds: ['cut'],
  serviceName: 'Cut',
  durationMin: 30,
  pricePence: 2000,
  date: '2030-01-08',
  time: '10:00',
  start: Timestamp.fromMillis(Date.UTC(2030, 0, 8, 10)),
  busyEnd: Timestamp.fromMillis(Date.UTC(2030, 0, 8, 10, 30)),
  tokenHash: 'b'.repeat(64),
  expiresAt: Timestamp.fromMillis(Date.now() + 900_000),
  state: 'offered',
  offeredBy: null,
  appointmentId: null,
  createdAt: Timestamp.now(),
  updatedAt: Timestamp.now(),
});

const marketing = () => ({ consent: true, at: Timestamp.now(), source: 'booking', unsubscribeKey: 'k'.repeat(32) });

/** Every caller: signed out, the owner, another shop's owner, an account with no shop, and the shop's manager and front desk. */
const callers = (): [string, Firestore][] => [
  ...ROLES.map((role): [string, Firestore] => [role, dbAs(env, uidOf(role, ids))]),
  ['manager', dbAs(env, manager.uid)],
  ['frontDesk', dbAs(env, frontDesk.uid)],
];

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  const A = ids.shopA;
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${A}`), shopDoc(A, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopB}`), shopDoc(ids.shopB, ids.ownerB));
    await setDoc(doc(db, `barbershops/${A}/waitlist/e1`), entry(A, 'e1'));
    await setDoc(doc(db, `barbershops/${A}/waitlistOffers/o1`), offer(A, 'o1'));
    await setDoc(doc(db, `barbershops/${A}/waitlistKeys/k1`), { entryId: 'e1', createdAt: Timestamp.now() });
    await setDoc(doc(db, `barbershops/${A}/customers/consenting`), { ...customerDoc(A, 'consenting'), marketing: marketing() });
    await setDoc(doc(db, `barbershops/${A}/customers/plain`), customerDoc(A, 'plain'));
  });
  [frontDesk, manager] = await Promise.all([createMember(A, 'frontDesk'), createMember(A, 'manager')]);
});

afterAll(async () => {
  await env?.cleanup();
});

describe("waitlist entries, offers and the day's locks (waitlistKeys)", () => {
  it('no client reads them, one by one, as a list or across shops', async () => {
    const A = ids.shopA;
    for (const [, db] of callers()) {
      await assertFails(getDoc(doc(db, `barbershops/${A}/waitlist/e1`)));
      await assertFails(getDoc(doc(db, `barbershops/${A}/waitlistOffers/o1`)));
      await assertFails(getDocs(collection(db, `barbershops/${A}/waitlist`)));
      await assertFails(
        getDocs(query(collection(db, `barbershops/${A}/waitlist`), where('dates', 'array-contains', '2030-01-08'))),
      );
      await assertFails(getDocs(collection(db, `barbershops/${A}/waitlistOffers`)));
      await assertFails(getDocs(query(collectionGroup(db, 'waitlist'), where('id', '==', 'e1'))));
      await assertFails(getDocs(query(collectionGroup(db, 'waitlistOffers'), where('id', '==', 'o1'))));
      await assertFails(getDoc(doc(db, `barbershops/${A}/waitlistKeys/k1`)));
      await assertFails(getDocs(collection(db, `barbershops/${A}/waitlistKeys`)));
      await assertFails(getDocs(query(collectionGroup(db, 'waitlistKeys'), where('entryId', '==', 'e1'))));
    }
  });

  it('no client creates, changes or deletes them', async () => {
    const A = ids.shopA;
    for (const [name, db] of callers()) {
      await assertFails(setDoc(doc(db, `barbershops/${A}/waitlist/new-${name}`), entry(A, `new-${name}`)));
      await assertFails(setDoc(doc(db, `barbershops/${A}/waitlistOffers/new-${name}`), offer(A, `new-${name}`)));
      await assertFails(updateDoc(doc(db, `barbershops/${A}/waitlist/e1`), { state: 'left' }));
      await assertFails(updateDoc(doc(db, `barbershops/${A}/waitlistOffers/o1`), { expiresAt: Timestamp.fromMillis(0) }));
      await assertFails(deleteDoc(doc(db, `barbershops/${A}/waitlist/e1`)));
      await assertFails(deleteDoc(doc(db, `barbershops/${A}/waitlistOffers/o1`)));
      await assertFails(
        setDoc(doc(db, `barbershops/${A}/waitlistKeys/new-${name}`), { entryId: 'e1', createdAt: Timestamp.now() }),
      );
      await assertFails(updateDoc(doc(db, `barbershops/${A}/waitlistKeys/k1`), { entryId: 'mine' }));
      await assertFails(deleteDoc(doc(db, `barbershops/${A}/waitlistKeys/k1`)));
    }
  });
});

describe("the shop's waitlist settings", () => {
  it('are written through the API only, not by a client, the owner included', async () => {
    const settings = { enabled: false, order: 'regularsFirst', holdMinutes: 30 };
    for (const [, db] of callers()) {
      await assertFails(updateDoc(doc(db, `barbershops/${ids.shopA}`), { waitlist: settings }));
      await assertFails(updateDoc(doc(db, `barbershops/${ids.shopA}`), { 'waitlist.holdMinutes': 120 }));
    }
    await assertSucceeds(updateDoc(doc(dbAs(env, ids.ownerA), `barbershops/${ids.shopA}`), { description: 'Fades' }));
  });
});

describe("a customer's marketing consent", () => {
  it('no client gives, changes or withdraws it', async () => {
    const A = ids.shopA;
    for (const [name, db] of callers()) {
      await assertFails(
        setDoc(doc(db, `barbershops/${A}/customers/new-${name}`), { ...customerDoc(A, `new-${name}`), marketing: marketing() }),
      );
      await assertFails(updateDoc(doc(db, `barbershops/${A}/customers/plain`), { marketing: marketing() }));
      await assertFails(updateDoc(doc(db, `barbershops/${A}/customers/consenting`), { 'marketing.consent': false }));
      await assertFails(updateDoc(doc(db, `barbershops/${A}/customers/consenting`), { 'marketing.unsubscribeKey': 'mine' }));
      await assertFails(updateDoc(doc(db, `barbershops/${A}/customers/consenting`), { marketing: deleteField() }));
      await assertFails(
        updateDoc(doc(db, `barbershops/${A}/customers/consenting`), { notes: 'Likes a fade', 'marketing.source': 'waitlist' }),
      );
    }
  });

  it('stays on the record while the shop edits its details, and a new customer without it is still created', async () => {
    const A = ids.shopA;
    for (const db of [dbAs(env, ids.ownerA), dbAs(env, frontDesk.uid)]) {
      await assertSucceeds(updateDoc(doc(db, `barbershops/${A}/customers/consenting`), { notes: 'Likes a fade' }));
      await assertSucceeds(
        updateDoc(doc(db, `barbershops/${A}/customers/consenting`), { name: 'Ada King', email: 'ada@king.example' }),
      );
    }
    await assertSucceeds(setDoc(doc(dbAs(env, ids.ownerA), `barbershops/${A}/customers/fresh`), customerDoc(A, 'fresh')));
  });
});
