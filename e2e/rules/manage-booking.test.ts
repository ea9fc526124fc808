// The booker of one appointment (signed in with the manage link's custom token, claims
// appointmentId and shopId) may read that appointment's booker view (status, date, time, barber)
// and cancel the appointment before manageUntil without reading it, and nothing else: not the
// appointment with the shop's notes, the cancel reason, the contact details and the token
// hashes. The owner's permissions are unchanged.
import { barberDayId } from '@barbershop/core/slots';
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_MANAGE_CUTOFF_HOURS, MIN_MANAGE_CUTOFF_HOURS } from '@barbershop/core/booking';
import { appointmentDoc, asAdmin, customerDoc, dbAs, rulesEnv, shopDoc, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;
let n = 0;

const HOUR = 3_600_000;
const future = (ms: number) => Timestamp.fromDate(new Date(Date.now() + ms));

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopB}`), shopDoc(ids.shopB, ids.ownerB));
    await setDoc(doc(db, `barbershops/${ids.shopA}/customers/c1`), customerDoc(ids.shopA, 'c1'));
  });
});
afterAll(async () => {
  await env?.cleanup();
});

/**
 * A scheduled appointment of `shopId`, changeable online until `manageUntil`, with everything
 * the booker must not read, and its booker view (as the functions' trigger writes it).
 */
async function appointment(shopId = ids.shopA, manageUntil: Timestamp | null = future(24 * HOUR), extra = {}) {
  const id = `appt-${ids.suffix}-${++n}`;
  const stored = {
    ...appointmentDoc(shopId, id),
    start: future(48 * HOUR),
    end: future(48 * HOUR + 30 * 60_000),
    notes: 'Owner notes: difficult customer',
    manageTokenHashes: ['0'.repeat(64)],
    manageUntil,
    sequence: 0,
    ...extra,
  };
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${shopId}/appointments/${id}`), stored);
    await setDoc(viewRef(db, id, shopId), bookerView(stored));
  });
  return id;
}

const bookerView = (a: ReturnType<typeof appointmentDoc>) => ({
  id: a.id,
  shopId: a.shopId,
  status: a.status,
  date: a.date,
  time: a.time,
  barberId: a.barberId,
});

/** Firestore as the booker of `appointmentId` at `shopId`. */
function booker(appointmentId: string, shopId = ids.shopA): Firestore {
  return env.authenticatedContext(`booking-${appointmentId}`, { appointmentId, shopId }).firestore() as unknown as Firestore;
}

const ref = (db: Firestore, id: string, shopId = ids.shopA) => doc(db, `barbershops/${shopId}/appointments/${id}`);
const viewRef = (db: Firestore, id: string, shopId = ids.shopA) => doc(db, `barbershops/${shopId}/bookerViews/${id}`);
const cancel = { status: 'cancelled', cancelledAt: serverTimestamp(), cancelledBy: 'customer' };

describe('the booker of one appointment', () => {
  it('reads their own booker view: status, date, time and barber, nothing else', async () => {
    const id = await appointment();
    const snap = await assertSucceeds(getDoc(viewRef(booker(id), id)));
    expect(Object.keys(snap.data()!).sort()).toEqual(['barberId', 'date', 'id', 'shopId', 'status', 'time']);
  });

  it('cannot read their own appointment: no notes, cancel reason, contact details or token hashes', async () => {
    const id = await appointment(ids.shopA, future(24 * HOUR), {
      status: 'cancelled',
      cancelledBy: 'owner',
      cancelReason: 'the shop’s eyes only',
    });
    await assertFails(getDoc(ref(booker(id), id)));
    // nor the view's source by another road: a query naming it
    await assertFails(getDocs(query(collection(booker(id), `barbershops/${ids.shopA}/appointments`), where('id', '==', id))));
  });

  it("is refused another booking's view and appointment, of the same shop and of another shop, and a claim for another shop's path", async () => {
    const mine = await appointment();
    const sameShop = await appointment();
    const otherShop = await appointment(ids.shopB);
    for (const db of [booker(mine), booker(mine, ids.shopB)]) {
      await assertFails(getDoc(viewRef(db, sameShop)));
      await assertFails(getDoc(ref(db, sameShop)));
      await assertFails(getDoc(viewRef(db, otherShop, ids.shopB)));
      await assertFails(getDoc(ref(db, otherShop, ids.shopB)));
    }
    // the claim names the appointment id but another shop: refused
    await assertFails(getDoc(viewRef(booker(mine, ids.shopB), mine)));
    await assertFails(updateDoc(ref(booker(mine), sameShop), cancel));
  });

  it('cannot list appointments or views, nor read the shop’s customers', async () => {
    const id = await appointment();
    const db = booker(id);
    await assertFails(getDocs(collection(db, `barbershops/${ids.shopA}/appointments`)));
    await assertFails(getDocs(collection(db, `barbershops/${ids.shopA}/bookerViews`)));
    await assertFails(getDocs(query(collection(db, `barbershops/${ids.shopA}/bookerViews`), where('id', '==', id))));
    await assertFails(getDoc(doc(db, `barbershops/${ids.shopA}/customers/c1`)));
    await assertFails(getDoc(doc(db, `barbershops/${ids.shopA}/barberDays/${barberDayId('b1', '2030-01-02')}`)));
  });

  it('cannot write their view (only functions do): no cancel there, no create, no delete', async () => {
    const id = await appointment();
    const db = booker(id);
    await assertFails(updateDoc(viewRef(db, id), { status: 'cancelled' }));
    await assertFails(updateDoc(viewRef(db, id), { time: '11:00' }));
    await assertFails(
      setDoc(viewRef(db, id), { id, shopId: ids.shopA, status: 'scheduled', date: '2030-01-02', time: '11:00', barberId: 'b1' }),
    );
    await assertFails(deleteDoc(viewRef(db, id)));
    const unwritten = `appt-${ids.suffix}-${++n}`;
    await assertFails(setDoc(viewRef(booker(unwritten), unwritten), { id: unwritten, shopId: ids.shopA, status: 'scheduled' }));
  });

  it('cancels before manageUntil: status, cancelledAt (now) and cancelledBy customer', async () => {
    const id = await appointment();
    await assertSucceeds(updateDoc(ref(booker(id), id), cancel));
  });

  it('is refused a cancel after manageUntil, and when the shop has online changes off', async () => {
    const late = await appointment(ids.shopA, Timestamp.fromDate(new Date(Date.now() - 60_000)));
    await assertFails(updateDoc(ref(booker(late), late), cancel));
    const off = await appointment(ids.shopA, null);
    await assertFails(updateDoc(ref(booker(off), off), cancel));
    const missing = `appt-${ids.suffix}-${++n}`;
    await asAdmin(env, (db) =>
      setDoc(doc(db, `barbershops/${ids.shopA}/appointments/${missing}`), appointmentDoc(ids.shopA, missing)),
    );
    await assertFails(updateDoc(ref(booker(missing), missing), cancel));
  });

  it('is refused any other change', async () => {
    const id = await appointment();
    const db = booker(id);
    for (const change of [
      { ...cancel, time: '11:00' },
      { ...cancel, manageUntil: future(100 * HOUR) },
      { ...cancel, cancelledBy: 'owner' },
      { ...cancel, cancelledAt: future(HOUR) },
      { status: 'cancelled', cancelledAt: serverTimestamp() },
      { status: 'completed', cancelledAt: serverTimestamp(), cancelledBy: 'customer' },
      { time: '11:00' },
      { customerName: 'Someone Else' },
      { sequence: 5 },
    ])
      await assertFails(updateDoc(ref(db, id), change));
    await assertFails(setDoc(ref(db, id), { ...appointmentDoc(ids.shopA, id), status: 'cancelled' }));
    await assertFails(deleteDoc(ref(db, id)));
    await assertFails(setDoc(ref(db, `${id}-new`), appointmentDoc(ids.shopA, `${id}-new`)));
  });

  it('cannot cancel a booking that is cancelled already (nothing is sent or freed twice)', async () => {
    const id = await appointment(ids.shopA, future(24 * HOUR), { status: 'cancelled', cancelledBy: 'owner' });
    await assertFails(updateDoc(ref(booker(id), id), cancel));
  });

  it('cannot turn a cancelled booking back to scheduled', async () => {
    const id = await appointment(ids.shopA, future(24 * HOUR), { status: 'cancelled', cancelledBy: 'customer' });
    await assertFails(updateDoc(ref(booker(id), id), { status: 'scheduled' }));
    await assertFails(updateDoc(ref(booker(id), id), { status: 'scheduled', cancelledAt: null, cancelledBy: null }));
  });

  it('is refused by anyone signed in without the claim', async () => {
    const id = await appointment();
    await assertFails(getDoc(ref(dbAs(env, `booking-${id}`), id)));
    await assertFails(getDoc(viewRef(dbAs(env, `booking-${id}`), id)));
    await assertFails(updateDoc(ref(dbAs(env, `booking-${id}`), id), cancel));
    await assertFails(getDoc(ref(dbAs(env, null), id)));
    await assertFails(getDoc(viewRef(dbAs(env, null), id)));
  });
});

describe("a signed-in owner's permissions are unchanged", () => {
  it('the owner reads and lists their appointments, and cannot write them', async () => {
    const id = await appointment();
    const db = dbAs(env, ids.ownerA);
    await assertSucceeds(getDoc(ref(db, id)));
    await assertSucceeds(getDocs(collection(db, `barbershops/${ids.shopA}/appointments`)));
    await assertFails(updateDoc(ref(db, id), cancel));
    await assertFails(updateDoc(ref(db, id), { time: '11:00' }));
    await assertFails(deleteDoc(ref(db, id)));
  });

  it('the owner neither reads nor writes the booker views (the appointment is theirs to read)', async () => {
    const id = await appointment();
    const db = dbAs(env, ids.ownerA);
    await assertFails(getDoc(viewRef(db, id)));
    await assertFails(getDocs(collection(db, `barbershops/${ids.shopA}/bookerViews`)));
    await assertFails(updateDoc(viewRef(db, id), { status: 'cancelled' }));
    await assertFails(deleteDoc(viewRef(db, id)));
  });

  it("another shop's owner reads none of them", async () => {
    const id = await appointment();
    const db = dbAs(env, ids.ownerB);
    await assertFails(getDoc(ref(db, id)));
    await assertFails(getDocs(collection(db, `barbershops/${ids.shopA}/appointments`)));
    await assertFails(updateDoc(ref(db, id), cancel));
  });
});

describe('manageCutoffHours on the shop document', () => {
  async function ownShop() {
    const id = `${ids.shopA}-cutoff-${++n}`;
    await asAdmin(env, (db) => setDoc(doc(db, `barbershops/${id}`), shopDoc(id, ids.ownerA)));
    return id;
  }

  it.each([MIN_MANAGE_CUTOFF_HOURS, 24, MAX_MANAGE_CUTOFF_HOURS, null])('lets the owner set %j', async (hours) => {
    const id = await ownShop();
    await assertSucceeds(updateDoc(doc(dbAs(env, ids.ownerA), `barbershops/${id}`), { manageCutoffHours: hours }));
  });

  it.each([MIN_MANAGE_CUTOFF_HOURS - 1, MAX_MANAGE_CUTOFF_HOURS + 1, 1.5, '24', true])('refuses %j', async (hours) => {
    const id = await ownShop();
    await assertFails(updateDoc(doc(dbAs(env, ids.ownerA), `barbershops/${id}`), { manageCutoffHours: hours }));
  });

  it("refuses another owner's change", async () => {
    const id = await ownShop();
    await assertFails(updateDoc(doc(dbAs(env, ids.ownerB), `barbershops/${id}`), { manageCutoffHours: 12 }));
  });
});
