// Issue 32: the owner deactivates, deletes and reorders services straight in Firestore; the rules
// take `sortOrder` (a whole number 0 to MAX_SERVICE_SORT_ORDER) and `isActive` from the shop's owner only.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc, writeBatch, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SERVICE_SORT_ORDER } from '@barbershop/core/shop';
import { asAdmin, dbAs, rulesEnv, serviceDoc, shopDoc, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA));
    for (const id of ['s1', 's2', 's3'])
      await setDoc(doc(db, `barbershops/${ids.shopA}/services/${id}`), serviceDoc(ids.shopA, id));
  });
});
afterAll(async () => {
  await env?.cleanup();
});

const owner = (): Firestore => dbAs(env, ids.ownerA);
const service = (db: Firestore, id: string) => doc(db, `barbershops/${ids.shopA}/services/${id}`);

describe('services: deactivate, reorder, delete', () => {
  it('the owner reorders in one batch and deactivates; the public reads the order', async () => {
    const db = owner();
    const batch = writeBatch(db);
    batch.update(service(db, 's1'), { sortOrder: 2 });
    batch.update(service(db, 's3'), { sortOrder: 0 });
    await assertSucceeds(batch.commit());
    await assertSucceeds(updateDoc(service(db, 's2'), { isActive: false }));
    const read = await getDoc(service(dbAs(env, null), 's3'));
    expect(read.get('sortOrder')).toBe(0);
  });

  it('refuses an order that is not a whole number from 0 to MAX_SERVICE_SORT_ORDER', async () => {
    for (const sortOrder of [-1, 1.5, MAX_SERVICE_SORT_ORDER + 1, '1', null])
      await assertFails(updateDoc(service(owner(), 's1'), { sortOrder }));
  });

  it('nobody else reorders, deactivates or deletes', async () => {
    for (const uid of [ids.ownerB, ids.nobody, null]) {
      const db = dbAs(env, uid);
      await assertFails(updateDoc(service(db, 's1'), { sortOrder: 5 }));
      await assertFails(updateDoc(service(db, 's1'), { isActive: false }));
      await assertFails(deleteDoc(service(db, 's1')));
    }
  });

  it('the owner deletes a service', async () => {
    await assertSucceeds(deleteDoc(service(owner(), 's2')));
  });
});
