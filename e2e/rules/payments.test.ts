// Payment data (issue 34) is written only by functions: no client, the shop's owner included,
// writes a shop's `paymentPolicy` or `paymentsLive`, an appointment's `payment`, the payments
// ledger, a connected account's state or a hold. The owner reads their own shop's ledger and
// account; another shop's owner reads neither. The owner's usual edits still pass.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { appointmentDoc, asAdmin, dbAs, ROLES, rulesEnv, shopDoc, uidOf, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;

const policy = {
  mode: 'deposit',
  deposit: { kind: 'percent', value: 20 },
  cancelWindowHours: 24,
  lateCancelFee: null,
  noShowFee: null,
  audience: 'everyone',
  flaggedMinIncidents: 2,
  waiveRegulars: false,
  regularMinVisits: 5,
  preauthorizeNoShowFee: false,
  serviceOverrides: {},
  version: 1,
  updatedAt: Timestamp.now(),
};

const payment = () => ({
  kind: 'deposit',
  decision: {
    kind: 'deposit',
    reason: 'everyone',
    explanation: 'Shop policy for every customer: deposit required',
    amountDuePence: 400,
  },
  acceptance: { text: 'A deposit of £4.00 is taken when you book.', version: 1, acceptedAt: Timestamp.now() },
  policy: { cancelWindowHours: 24, lateCancelFee: null, noShowFee: null, version: 1 },
  stripeAccountId: 'acct_1',
  stripeCustomerId: null,
  paymentMethodId: null,
  paidPence: 400,
  refundedPence: 0,
  paymentIntentId: 'pi_1',
  setupIntentId: null,
  state: 'paid',
  fees: [],
  preauth: null,
  updatedAt: Timestamp.now(),
});

const record = (shopId: string, id: string) => ({
  id,
  shopId,
  appointmentId: 'appt-paid',
  customerId: 'c1',
  kind: 'deposit',
  amountPence: 400,
  status: 'succeeded',
  stripeObjectId: `pi_${id}`,
  createdAt: Timestamp.now(),
});

const account = (shopId: string) => ({
  shopId,
  stripeAccountId: 'acct_1',
  detailsSubmitted: true,
  chargesEnabled: true,
  payoutsEnabled: true,
  requirementsDue: [],
  disabledReason: null,
  updatedAt: Timestamp.now(),
});

const hold = () => ({ shopId: ids.shopA, barberId: 'b1', state: 'held', expiresAt: Timestamp.fromMillis(Date.now() + 600_000) });

const owner = () => dbAs(env, ids.ownerA);
const otherOwner = () => dbAs(env, ids.ownerB);

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    const A = ids.shopA;
    await setDoc(doc(db, `barbershops/${A}`), { ...shopDoc(A, ids.ownerA), paymentPolicy: policy, paymentsLive: true });
    await setDoc(doc(db, `barbershops/${ids.shopB}`), shopDoc(ids.shopB, ids.ownerB));
    const inHours = (h: number) => Timestamp.fromMillis(Date.now() + h * 3_600_000);
    await setDoc(doc(db, `barbershops/${A}/appointments/appt-paid`), {
      ...appointmentDoc(A, 'appt-paid'),
      start: inHours(48),
      end: inHours(48.5),
      manageUntil: inHours(24),
      payment: payment(),
    });
    await setDoc(doc(db, `barbershops/${A}/appointments/appt-plain`), appointmentDoc(A, 'appt-plain'));
    await setDoc(doc(db, `barbershops/${A}/payments/r1`), record(A, 'r1'));
    await setDoc(doc(db, `paymentAccounts/${A}`), account(A));
    await setDoc(doc(db, `holds/hold-${ids.suffix}`), hold());
  });
});

afterAll(async () => {
  await env?.cleanup();
});

describe('the shop’s payment fields', () => {
  it('are public to read, with the rest of the shop', async () => {
    for (const role of ROLES) await assertSucceeds(getDoc(doc(dbAs(env, uidOf(role, ids)), `barbershops/${ids.shopA}`)));
  });

  it('no one, the owner included, sets the policy or the live flag', async () => {
    const shop = `barbershops/${ids.shopA}`;
    for (const role of ROLES) {
      const db = dbAs(env, uidOf(role, ids));
      await assertFails(updateDoc(doc(db, shop), { paymentPolicy: { ...policy, mode: 'none', deposit: null } }));
      await assertFails(updateDoc(doc(db, shop), { 'paymentPolicy.version': 99 }));
      await assertFails(updateDoc(doc(db, shop), { paymentsLive: false }));
    }
    // along with an allowed change too
    await assertFails(updateDoc(doc(owner(), shop), { description: 'New words', 'paymentPolicy.deposit.value': 1 }));
    await assertFails(updateDoc(doc(owner(), `barbershops/${ids.shopB}`), { paymentsLive: true }));
    await assertFails(updateDoc(doc(otherOwner(), `barbershops/${ids.shopB}`), { paymentsLive: true }));
  });

  it('leave the owner’s own edits of the shop as they were', async () => {
    await assertSucceeds(updateDoc(doc(owner(), `barbershops/${ids.shopA}`), { description: 'Fades, beards and deposits' }));
    await assertSucceeds(
      updateDoc(doc(owner(), `barbershops/${ids.shopA}`), { manageCutoffHours: 12, updatedAt: Timestamp.now() }),
    );
  });
});

describe('an appointment’s payment', () => {
  it('no client writes it, on create or update', async () => {
    const A = ids.shopA;
    for (const role of ROLES) {
      const db = dbAs(env, uidOf(role, ids));
      await assertFails(
        setDoc(doc(db, `barbershops/${A}/appointments/new-${role}`), { ...appointmentDoc(A, `new-${role}`), payment: payment() }),
      );
      await assertFails(updateDoc(doc(db, `barbershops/${A}/appointments/appt-paid`), { 'payment.refundedPence': 400 }));
      await assertFails(updateDoc(doc(db, `barbershops/${A}/appointments/appt-plain`), { payment: payment() }));
    }
  });

  it('the booker’s own cancel cannot carry it', async () => {
    const A = ids.shopA;
    const booker = env.authenticatedContext(`booker-${ids.suffix}`, { appointmentId: 'appt-paid', shopId: A }).firestore();
    const cancel = { status: 'cancelled', cancelledBy: 'customer', cancelledAt: serverTimestamp() };
    const ref = doc(booker, `barbershops/${A}/appointments/appt-paid`);
    await assertFails(updateDoc(ref, { ...cancel, 'payment.state': 'refunded' }));
    await assertFails(updateDoc(ref, { ...cancel, payment: null }));
    // the same cancel without it is the booker's to make
    await assertSucceeds(updateDoc(ref, cancel));
  });

  it('the owner reads it with the appointment; another shop’s owner does not', async () => {
    await assertSucceeds(getDoc(doc(owner(), `barbershops/${ids.shopA}/appointments/appt-paid`)));
    await assertFails(getDoc(doc(otherOwner(), `barbershops/${ids.shopA}/appointments/appt-paid`)));
  });
});

describe('the payments ledger', () => {
  const path = () => `barbershops/${ids.shopA}/payments`;

  it('the owner reads their shop’s, one or all', async () => {
    await assertSucceeds(getDoc(doc(owner(), `${path()}/r1`)));
    await assertSucceeds(getDocs(collection(owner(), path())));
  });

  it('no one else reads it', async () => {
    for (const db of [otherOwner(), dbAs(env, null), dbAs(env, ids.nobody)]) {
      await assertFails(getDoc(doc(db, `${path()}/r1`)));
      await assertFails(getDocs(collection(db, path())));
    }
  });

  it('no client writes it, the owner included', async () => {
    for (const role of ROLES) {
      const db = dbAs(env, uidOf(role, ids));
      await assertFails(setDoc(doc(db, `${path()}/new-${role}`), record(ids.shopA, `new-${role}`)));
      await assertFails(updateDoc(doc(db, `${path()}/r1`), { amountPence: 1 }));
      await assertFails(deleteDoc(doc(db, `${path()}/r1`)));
    }
  });
});

describe('the connected account’s state', () => {
  it('its shop’s owner reads it; no one else does', async () => {
    await assertSucceeds(getDoc(doc(owner(), `paymentAccounts/${ids.shopA}`)));
    for (const db of [otherOwner(), dbAs(env, null), dbAs(env, ids.nobody)]) {
      await assertFails(getDoc(doc(db, `paymentAccounts/${ids.shopA}`)));
    }
    await assertFails(getDocs(collection(owner(), 'paymentAccounts')));
  });

  it('no client writes it', async () => {
    for (const role of ROLES) {
      const db = dbAs(env, uidOf(role, ids));
      await assertFails(setDoc(doc(db, `paymentAccounts/${ids.shopA}`), { ...account(ids.shopA), chargesEnabled: false }));
      await assertFails(updateDoc(doc(db, `paymentAccounts/${ids.shopA}`), { chargesEnabled: false }));
      await assertFails(deleteDoc(doc(db, `paymentAccounts/${ids.shopA}`)));
    }
    await assertFails(setDoc(doc(otherOwner(), `paymentAccounts/${ids.shopB}`), account(ids.shopB)));
  });
});

describe('holds', () => {
  it('no client reads or writes one', async () => {
    const path = `holds/hold-${ids.suffix}`;
    for (const role of ROLES) {
      const db = dbAs(env, uidOf(role, ids));
      await assertFails(getDoc(doc(db, path)));
      await assertFails(getDocs(collection(db, 'holds')));
      await assertFails(setDoc(doc(db, `holds/new-${role}-${ids.suffix}`), hold()));
      await assertFails(updateDoc(doc(db, path), { state: 'booked' }));
      await assertFails(deleteDoc(doc(db, path)));
    }
  });
});
