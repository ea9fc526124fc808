// The shop's pin (`location`) is written by functions only (PUT /api/barbershops/:id/location
// computes its geohash): the owner cannot write it, nor create a shop with one.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { asAdmin, dbAs, rulesEnv, shopDoc, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;
let n = 0;

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
});
afterAll(async () => {
  await env?.cleanup();
});

const pin = { lat: 51.5241, lng: -0.0746, geohash: 'gcpvn', source: 'owner' };

async function ownShop() {
  const id = `${ids.shopA}-location-${++n}`;
  await asAdmin(env, (db) => setDoc(doc(db, `barbershops/${id}`), shopDoc(id, ids.ownerA)));
  return id;
}

describe('location on the shop document', () => {
  it('is refused to the owner, alone or with a field the owner may change', async () => {
    const id = await ownShop();
    const ref = doc(dbAs(env, ids.ownerA), `barbershops/${id}`);
    await assertSucceeds(updateDoc(ref, { description: 'Moved' }));
    await assertFails(updateDoc(ref, { location: pin }));
    await assertFails(updateDoc(ref, { description: 'Moved again', location: pin }));
  });

  it('is refused in a new shop the owner creates', async () => {
    const id = `${ids.shopA}-location-new-${++n}`;
    await assertFails(setDoc(doc(dbAs(env, ids.ownerA), `barbershops/${id}`), { ...shopDoc(id, ids.ownerA), location: pin }));
  });
});
