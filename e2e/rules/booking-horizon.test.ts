// The shop's booking horizon (`bookingHorizonDays`): the owner may change it directly in
// Firestore within the bounds the API accepts, a whole number of days from MIN_ to MAX_BOOKING_HORIZON_DAYS.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, setDoc, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { MAX_BOOKING_HORIZON_DAYS, MIN_BOOKING_HORIZON_DAYS } from '@barbershop/core/booking';
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

async function ownShop() {
  const id = `${ids.shopA}-horizon-${++n}`;
  await asAdmin(env, (db) => setDoc(doc(db, `barbershops/${id}`), shopDoc(id, ids.ownerA)));
  return id;
}

describe('bookingHorizonDays on the shop document', () => {
  it.each([MIN_BOOKING_HORIZON_DAYS, 90, 120, MAX_BOOKING_HORIZON_DAYS])('lets the owner set %j', async (days) => {
    const id = await ownShop();
    await assertSucceeds(updateDoc(doc(dbAs(env, ids.ownerA), `barbershops/${id}`), { bookingHorizonDays: days }));
  });

  it.each([MIN_BOOKING_HORIZON_DAYS - 1, MAX_BOOKING_HORIZON_DAYS + 1, 12.5, '90', null, -1])('refuses %j', async (days) => {
    const id = await ownShop();
    await assertFails(updateDoc(doc(dbAs(env, ids.ownerA), `barbershops/${id}`), { bookingHorizonDays: days }));
  });

  it("refuses another owner's change", async () => {
    const id = await ownShop();
    await assertFails(updateDoc(doc(dbAs(env, ids.ownerB), `barbershops/${id}`), { bookingHorizonDays: 120 }));
  });
});
