// Owner changes straight to Firestore need access, as the /api routes do (withAccess): a running
// trial or a subscription. Without it the owner still reads and may delete, but changes nothing.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAdmin, barberDoc, blockDoc, customerDoc, dbAs, rulesEnv, serviceDoc, shopDoc, userDoc, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;
const DAY = 86_400_000;

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopA}/barbers/b1`), barberDoc(ids.shopA, 'b1'));
    await setDoc(doc(db, `barbershops/${ids.shopA}/services/s1`), serviceDoc(ids.shopA, 's1'));
  });
});
afterAll(async () => {
  await env?.cleanup();
});

async function setBilling(billing: Record<string, unknown> | null) {
  await asAdmin(env, async (db) => {
    if (billing === null) await deleteDoc(doc(db, `users/${ids.ownerA}`));
    else
      await setDoc(doc(db, `users/${ids.ownerA}`), {
        ...userDoc(ids.ownerA),
        billing: { ...userDoc(ids.ownerA).billing, ...billing },
      });
  });
}

const at = (ms: number) => Timestamp.fromMillis(Date.now() + ms);
const owner = (): Firestore => dbAs(env, ids.ownerA);
const shop = (path = '') => `barbershops/${ids.shopA}${path}`;

/** The owner's direct writes the web app makes or the rules allow, each valid. */
const changes: [string, (db: Firestore) => Promise<unknown>][] = [
  ['edit a service', (db) => updateDoc(doc(db, shop('/services/s1')), { pricePence: 2500 })],
  ['add a service', (db) => setDoc(doc(db, shop('/services/s2')), serviceDoc(ids.shopA, 's2'))],
  ["set a barber's weekly hours", (db) => updateDoc(doc(db, shop('/barbers/b1')), { weeklyHours: null, bio: 'x' })],
  ['edit the shop', (db) => updateDoc(doc(db, shop()), { description: 'New look' })],
  ['add a customer', (db) => setDoc(doc(db, shop('/customers/c1')), customerDoc(ids.shopA, 'c1'))],
  ['add a time block', (db) => setDoc(doc(db, shop('/timeBlocks/t1')), blockDoc(ids.shopA, 't1', 'b1'))],
];

describe('Firestore rules: owner changes need a trial or a subscription', () => {
  it('refuses every change once the trial has ended, and keeps reading and deleting open', async () => {
    await setBilling({ subscriptionStatus: 'trialing', trialEndsAt: at(-60_000) });
    for (const [, write] of changes) await assertFails(write(owner()));
    let price: unknown;
    await asAdmin(env, async (db) => void (price = (await getDoc(doc(db, shop('/services/s1')))).get('pricePence')));
    expect(price).toBe(2000);
    await assertSucceeds(getDoc(doc(owner(), shop('/services/s1'))));
    await assertSucceeds(deleteDoc(doc(owner(), shop('/services/s1'))));
    await asAdmin(env, (db) => setDoc(doc(db, shop('/services/s1')), serviceDoc(ids.shopA, 's1')));
  });

  it('allows every change during the trial', async () => {
    await setBilling({ subscriptionStatus: 'trialing', trialEndsAt: at(DAY) });
    for (const [, write] of changes) await assertSucceeds(write(owner()));
  });

  it.each([
    ['active', { subscriptionStatus: 'active', currentPeriodEnd: at(30 * DAY) }, true],
    ['past_due (Stripe retries the card)', { subscriptionStatus: 'past_due', currentPeriodEnd: at(-DAY) }, true],
    ['cancelled, inside the paid period', { subscriptionStatus: 'canceled', currentPeriodEnd: at(DAY) }, true],
    ['cancelled, after the paid period', { subscriptionStatus: 'canceled', currentPeriodEnd: at(-DAY) }, false],
    ['unpaid', { subscriptionStatus: 'unpaid', currentPeriodEnd: at(DAY) }, false],
    ['incomplete', { subscriptionStatus: 'incomplete', trialEndsAt: null }, false],
  ])('%s', async (_name, billing, allowed) => {
    await setBilling(billing);
    const write = updateDoc(doc(owner(), shop('/services/s1')), { pricePence: 2600 });
    if (allowed) await assertSucceeds(write);
    else await assertFails(write);
  });

  it('refuses changes from an owner without a users document', async () => {
    await setBilling(null);
    await assertFails(updateDoc(doc(owner(), shop('/services/s1')), { pricePence: 2700 }));
  });
});
