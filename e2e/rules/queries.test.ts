import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, setDoc, Timestamp, where, type Firestore, type Query } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { HOURS, rulesEnv } from './setup';

// Every query the web client issues (docs/firestore-queries.md), exactly as written there: it is
// allowed for the role that issues it, and denied to another shop's owner (rules are not filters).
let env: RulesTestEnvironment;
let ids: Awaited<ReturnType<typeof rulesEnv>>['ids'];

const clientQueries: { name: string; run: (db: Firestore) => Promise<unknown>; publicRead?: boolean }[] = [
  { name: 'get the shop', run: (db) => getDoc(doc(db, `barbershops/${ids.shopA}`)), publicRead: true },
  { name: 'barbers', run: (db) => getDocs(collection(db, `barbershops/${ids.shopA}/barbers`)), publicRead: true },
  { name: 'services', run: (db) => getDocs(collection(db, `barbershops/${ids.shopA}/services`)), publicRead: true },
  { name: 'customers by name', run: (db) => getDocs(query(collection(db, `barbershops/${ids.shopA}/customers`), orderBy('name'))) },
  {
    name: 'appointments in a date range',
    run: (db) =>
      getDocs(
        query(collection(db, `barbershops/${ids.shopA}/appointments`), where('date', '>=', '2030-01-01'), where('date', '<=', '2030-03-31'), orderBy('date'), orderBy('time')),
      ),
  },
  {
    name: "a barber's appointments in a date range",
    run: (db) =>
      getDocs(
        query(collection(db, `barbershops/${ids.shopA}/appointments`), where('barberId', '==', 'b1'), where('date', '>=', '2030-01-01'), where('date', '<=', '2030-01-07'), orderBy('date')),
      ),
  },
  {
    name: "a barber's time blocks ending from a date",
    run: (db) => getDocs(query(collection(db, `barbershops/${ids.shopA}/timeBlocks`), where('barberId', '==', 'b1'), where('endDate', '>=', '2030-01-01'), orderBy('endDate'))),
  },
  {
    name: 'all time blocks ending from a date',
    run: (db) => getDocs(query(collection(db, `barbershops/${ids.shopA}/timeBlocks`), where('endDate', '>=', '2030-01-01'), orderBy('endDate'))),
  },
  { name: 'recent email log', run: (db) => getDocs(query(collection(db, `barbershops/${ids.shopA}/emailLog`), orderBy('sentAt', 'desc'), limit(20))) },
  { name: 'own user document', run: (db) => getDoc(doc(db, `users/${ids.ownerA}`)) },
];

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await env.withSecurityRulesDisabled(async (ctx) => {
    const admin = ctx.firestore() as unknown as Firestore;
    await setDoc(doc(admin, `barbershops/${ids.shopA}`), { id: ids.shopA, ownerId: ids.ownerA, name: 'A', slug: ids.shopA, businessHours: HOURS });
    await setDoc(doc(admin, `barbershops/${ids.shopB}`), { id: ids.shopB, ownerId: ids.ownerB, name: 'B', slug: ids.shopB, businessHours: HOURS });
    await setDoc(doc(admin, `barbershops/${ids.shopA}/customers/c1`), { id: 'c1', shopId: ids.shopA, name: 'Ada', phone: '1', email: '', notes: '', createdAt: Timestamp.now() });
    await setDoc(doc(admin, `barbershops/${ids.shopA}/appointments/a1`), { id: 'a1', shopId: ids.shopA, barberId: 'b1', date: '2030-01-02', time: '10:00', status: 'scheduled' });
    await setDoc(doc(admin, `barbershops/${ids.shopA}/emailLog/e1`), { id: 'e1', shopId: ids.shopA, sentAt: Timestamp.now(), status: 'sent' });
    await setDoc(doc(admin, `users/${ids.ownerA}`), { id: ids.ownerA, firstName: 'A' });
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('web client queries', () => {
  for (const q of clientQueries) {
    it(`${q.name}: allowed for the owner`, async () => {
      await assertSucceeds(q.run(env.authenticatedContext(ids.ownerA).firestore() as unknown as Firestore));
    });
    it(`${q.name}: ${q.publicRead ? 'public' : 'denied to another owner and to anonymous visitors'}`, async () => {
      const other = () => q.run(env.authenticatedContext(ids.ownerB).firestore() as unknown as Firestore);
      const anon = () => q.run(env.unauthenticatedContext().firestore() as unknown as Firestore);
      const check = q.publicRead ? assertSucceeds : assertFails;
      await check(other());
      await check(anon());
    });
  }

  it('a customers query without the shop path cannot read every shop', async () => {
    const other = env.authenticatedContext(ids.ownerB).firestore() as unknown as Firestore;
    const { collectionGroup } = await import('firebase/firestore');
    await assertFails(getDocs(collectionGroup(other, 'customers') as Query));
  });
});
