// Every query the web client issues (docs/firestore-queries.md, web/src/lib/firestore/shopQueries.ts),
// exactly as written there. Rules are not filters: the query must be allowed as a whole for the
// role that issues it, and the same query by a stranger must be refused as a whole.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  collectionGroup,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentDoc,
  asAdmin,
  barberDoc,
  blockDoc,
  customerDoc,
  dbAs,
  emailLogDoc,
  rulesEnv,
  serviceDoc,
  shopDoc,
  userDoc,
  type Ids,
  type Role,
} from './setup';

let env: RulesTestEnvironment;
let ids: Ids;

const FROM = '2030-01-01';
const TO = '2030-01-07';

interface ClientQuery {
  name: string;
  run: (db: Firestore) => Promise<unknown>;
  /** what the owner gets back from the seeded documents, so "allowed" also means "answered" */
  ownerSees: number | 'some';
  /** barbershops, barbers and services are public: any caller may run these */
  publicRead?: boolean;
}

const sub = (db: Firestore, name: string) => collection(db, `barbershops/${ids.shopA}/${name}`);

const clientQueries: ClientQuery[] = [
  {
    name: '(1) get barbershops/{shopId}',
    run: (db) => getDoc(doc(db, `barbershops/${ids.shopA}`)),
    ownerSees: 1,
    publicRead: true,
  },
  { name: '(2) barbers, the whole collection', run: (db) => getDocs(sub(db, 'barbers')), ownerSees: 2, publicRead: true },
  { name: '(3) services, the whole collection', run: (db) => getDocs(sub(db, 'services')), ownerSees: 1, publicRead: true },
  { name: "(4) customers orderBy('name')", run: (db) => getDocs(query(sub(db, 'customers'), orderBy('name'))), ownerSees: 2 },
  {
    name: "(5) appointments where date >= a, date <= b, orderBy('date'), orderBy('time')",
    run: (db) =>
      getDocs(
        query(sub(db, 'appointments'), where('date', '>=', FROM), where('date', '<=', TO), orderBy('date'), orderBy('time')),
      ),
    ownerSees: 2,
  },
  {
    name: "(6) appointments where barberId ==, date >= a, date <= b, orderBy('date')",
    run: (db) =>
      getDocs(
        query(
          sub(db, 'appointments'),
          where('barberId', '==', 'b1'),
          where('date', '>=', FROM),
          where('date', '<=', TO),
          orderBy('date'),
        ),
      ),
    ownerSees: 1,
  },
  {
    name: "(7) timeBlocks where barberId ==, endDate >= a, orderBy('endDate')",
    run: (db) =>
      getDocs(query(sub(db, 'timeBlocks'), where('barberId', '==', 'b1'), where('endDate', '>=', FROM), orderBy('endDate'))),
    ownerSees: 1,
  },
  {
    name: "(8) timeBlocks where endDate >= a, orderBy('endDate')",
    run: (db) => getDocs(query(sub(db, 'timeBlocks'), where('endDate', '>=', FROM), orderBy('endDate'))),
    ownerSees: 2,
  },
  {
    name: "(9) emailLog orderBy('sentAt', 'desc') limit(20)",
    run: (db) => getDocs(query(sub(db, 'emailLog'), orderBy('sentAt', 'desc'), limit(20))),
    // the seeded appointments fire the functions' email triggers, which log entries of their own
    ownerSees: 'some',
  },
  { name: '(10) get users/{uid}', run: (db) => getDoc(doc(db, `users/${ids.ownerA}`)), ownerSees: 1 },
  {
    name: '(14) appointments where customerId ==',
    run: (db) => getDocs(query(sub(db, 'appointments'), where('customerId', '==', 'c1'))),
    ownerSees: 3,
  },
];

function size(result: unknown): number {
  if (result && typeof result === 'object' && 'docs' in result) return (result as { docs: unknown[] }).docs.length;
  return (result as { exists: () => boolean }).exists() ? 1 : 0;
}

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    const A = ids.shopA;
    const docs: Record<string, Record<string, unknown>> = {
      [`barbershops/${A}`]: shopDoc(A, ids.ownerA),
      [`barbershops/${ids.shopB}`]: shopDoc(ids.shopB, ids.ownerB),
      [`barbershops/${A}/barbers/b1`]: barberDoc(A, 'b1'),
      [`barbershops/${A}/barbers/b2`]: barberDoc(A, 'b2'),
      [`barbershops/${A}/services/s1`]: serviceDoc(A, 's1'),
      [`barbershops/${A}/customers/c1`]: customerDoc(A, 'c1'),
      [`barbershops/${A}/customers/c2`]: { ...customerDoc(A, 'c2'), name: 'Brian' },
      [`barbershops/${A}/appointments/a1`]: appointmentDoc(A, 'a1', 'b1'),
      [`barbershops/${A}/appointments/a2`]: { ...appointmentDoc(A, 'a2', 'b2'), date: '2030-01-03', time: '11:00' },
      [`barbershops/${A}/appointments/a-later`]: { ...appointmentDoc(A, 'a-later', 'b1'), date: '2030-02-01' },
      [`barbershops/${A}/timeBlocks/t1`]: blockDoc(A, 't1', 'b1'),
      [`barbershops/${A}/timeBlocks/t2`]: blockDoc(A, 't2', 'b2'),
      [`barbershops/${A}/timeBlocks/t-past`]: { ...blockDoc(A, 't-past', 'b1'), startDate: '2029-01-01', endDate: '2029-01-02' },
      [`barbershops/${A}/emailLog/e1`]: emailLogDoc(A, 'e1'),
      [`users/${ids.ownerA}`]: userDoc(ids.ownerA),
    };
    await Promise.all(Object.entries(docs).map(([path, data]) => setDoc(doc(db, path), data)));
  });
});

afterAll(async () => {
  await env?.cleanup();
});

const strangers: { role: Exclude<Role, 'owner'>; uid: () => string | null }[] = [
  { role: 'otherOwner', uid: () => ids.ownerB },
  { role: 'nobody', uid: () => ids.nobody },
  { role: 'anonymous', uid: () => null },
];

describe('web client queries, as the owner who issues them and as strangers', () => {
  for (const q of clientQueries) {
    it(`${q.name}: allowed for the shop's owner`, async () => {
      const result = await assertSucceeds(q.run(dbAs(env, ids.ownerA)));
      if (q.ownerSees === 'some') expect(size(result)).toBeGreaterThan(0);
      else expect(size(result)).toBe(q.ownerSees);
    });
    for (const s of strangers) {
      it(`${q.name}: ${q.publicRead ? 'also allowed' : 'denied'} for ${s.role}`, async () => {
        const attempt = q.run(dbAs(env, s.uid()));
        if (q.publicRead) await assertSucceeds(attempt);
        else await assertFails(attempt);
      });
    }
  }
});

describe('queries that try to read around the shop path', () => {
  it('a collection-group query over every shop’s customers is refused, even to an owner', async () => {
    await assertFails(getDocs(collectionGroup(dbAs(env, ids.ownerA), 'customers')));
    await assertFails(getDocs(query(collectionGroup(dbAs(env, ids.ownerB), 'customers'), where('shopId', '==', ids.shopA))));
  });

  it('a collection-group query over appointments is refused', async () => {
    await assertFails(getDocs(query(collectionGroup(dbAs(env, ids.ownerA), 'appointments'), where('shopId', '==', ids.shopA))));
  });

  it('the users collection cannot be listed, not even filtered to oneself', async () => {
    await assertFails(getDocs(query(collection(dbAs(env, ids.ownerA), 'users'), where('id', '==', ids.ownerA))));
  });
});
