// A customer's consent to hear from the shop (`marketing`, issue 36) is written by functions only:
// given at booking or joining the waitlist, withdrawn by the unsubscribe link. The shop's own
// client may neither give it nor change or drop it, and still edits a consenting customer's notes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteField, doc, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { asAdmin, customerDoc, dbAs, rulesEnv, shopDoc, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;
let n = 0;

const consent = (given: boolean) => ({
  consent: given,
  at: Timestamp.now(),
  source: given ? 'booking' : 'unsubscribe',
  unsubscribeKey: 'k'.repeat(32),
  invitedAt: null,
});

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, (db) => setDoc(doc(db, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA)));
});
afterAll(async () => {
  await env?.cleanup();
});

const path = (id: string) => `barbershops/${ids.shopA}/customers/${id}`;
const owner = () => dbAs(env, ids.ownerA);

/** A customer of shop A as functions stored them, with `marketing` when given. */
async function storedCustomer(marketing?: ReturnType<typeof consent>) {
  const id = `cust-${ids.suffix}-${++n}`;
  await asAdmin(env, (db) => setDoc(doc(db, path(id)), { ...customerDoc(ids.shopA, id), ...(marketing ? { marketing } : {}) }));
  return id;
}

describe('customer marketing consent', () => {
  it('the owner adds a customer, but never with consent', async () => {
    const plain = `new-${ids.suffix}-${++n}`;
    await assertSucceeds(setDoc(doc(owner(), path(plain)), customerDoc(ids.shopA, plain)));
    const consenting = `new-${ids.suffix}-${++n}`;
    await assertFails(
      setDoc(doc(owner(), path(consenting)), { ...customerDoc(ids.shopA, consenting), marketing: consent(true) }),
    );
  });

  it('the owner cannot give consent for a customer who never gave it', async () => {
    const id = await storedCustomer();
    await assertFails(updateDoc(doc(owner(), path(id)), { marketing: consent(true) }));
    await assertFails(updateDoc(doc(owner(), path(id)), { 'marketing.consent': true }));
  });

  it('the owner cannot turn back on the consent a customer withdrew, nor touch its key or invite', async () => {
    const id = await storedCustomer(consent(false));
    await assertFails(updateDoc(doc(owner(), path(id)), { 'marketing.consent': true }));
    await assertFails(updateDoc(doc(owner(), path(id)), { 'marketing.unsubscribeKey': 'mine' }));
    await assertFails(updateDoc(doc(owner(), path(id)), { 'marketing.invitedAt': Timestamp.now() }));
  });

  it("the owner cannot drop a customer's consent record, by deleting it or rewriting the document", async () => {
    const id = await storedCustomer(consent(true));
    await assertFails(updateDoc(doc(owner(), path(id)), { marketing: deleteField() }));
    await assertFails(setDoc(doc(owner(), path(id)), { ...customerDoc(ids.shopA, id), notes: 'rewritten' }));
  });

  it("the owner still edits a consenting customer's name and notes (the consent carried unchanged)", async () => {
    const id = await storedCustomer(consent(true));
    await assertSucceeds(updateDoc(doc(owner(), path(id)), { notes: 'Likes a skin fade', name: 'Ada King' }));
  });

  it("another shop's owner cannot write it either", async () => {
    const id = await storedCustomer();
    await assertFails(updateDoc(doc(dbAs(env, ids.ownerB), path(id)), { marketing: consent(true) }));
  });
});
