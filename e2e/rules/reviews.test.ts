// Verified reviews at barbershops/{shopId}/reviews/{appointmentId}: the booker of a booking that
// happened (ended, not cancelled) writes one, once, from the booking's own facts; the shop's
// owner reads them all and may only reply and hide the comment; nobody else reads or writes.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  type Firestore,
} from 'firebase/firestore';
import { MAX_RATING, MIN_RATING, reviewReplySchema, reviewSchema } from '@barbershop/core/reviews';
import { FIELD_LIMITS } from '@barbershop/core/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesFor } from './fieldValues';
import { appointmentDoc, asAdmin, dbAs, rulesEnv, shopDoc, type Ids } from './setup';

let env: RulesTestEnvironment;
let ids: Ids;
let n = 0;

const HOUR = 3_600_000;
const at = (ms: number) => Timestamp.fromDate(new Date(Date.now() + ms));

beforeAll(async () => {
  ({ env, ids } = await rulesEnv());
  await asAdmin(env, async (db) => {
    await setDoc(doc(db, `barbershops/${ids.shopA}`), shopDoc(ids.shopA, ids.ownerA));
    await setDoc(doc(db, `barbershops/${ids.shopB}`), shopDoc(ids.shopB, ids.ownerB));
  });
});
afterAll(async () => {
  await env?.cleanup();
});

/** An appointment of `shopId` that started `agoMs` ago (negative: in the future) and lasted 30 minutes. */
async function appointment(shopId = ids.shopA, agoMs = 24 * HOUR, extra = {}) {
  const id = `appt-${ids.suffix}-${++n}`;
  await asAdmin(env, (db) =>
    setDoc(doc(db, `barbershops/${shopId}/appointments/${id}`), {
      ...appointmentDoc(shopId, id, 'b7'),
      start: at(-agoMs),
      end: at(-agoMs + 30 * 60_000),
      customerName: 'Ada Lovelace King',
      manageTokenHashes: ['0'.repeat(64)],
      manageUntil: null,
      sequence: 0,
      ...extra,
    }),
  );
  return id;
}

function booker(appointmentId: string, shopId = ids.shopA): Firestore {
  return env.authenticatedContext(`booking-${appointmentId}`, { appointmentId, shopId }).firestore() as unknown as Firestore;
}

const reviewRef = (db: Firestore, id: string, shopId = ids.shopA) => doc(db, `barbershops/${shopId}/reviews/${id}`);

const review = (id: string, shopId = ids.shopA) => ({
  appointmentId: id,
  shopId,
  barberId: 'b7',
  rating: 5,
  comment: 'Great fade.\nBack next month.',
  firstName: 'Ada',
  createdAt: serverTimestamp(),
});

/** A written review (by its booker) of a past booking of shop A. */
async function written() {
  const id = await appointment();
  await assertSucceeds(setDoc(reviewRef(booker(id), id), review(id)));
  return id;
}

describe('the booker', () => {
  it('writes the review of their past booking once, and reads it', async () => {
    const id = await appointment();
    const db = booker(id);
    await assertSucceeds(setDoc(reviewRef(db, id), review(id)));
    await assertSucceeds(getDoc(reviewRef(db, id)));
    // a second write under the same id is an update: refused, as are a delete and any change
    await assertFails(setDoc(reviewRef(db, id), { ...review(id), rating: 1 }));
    await assertFails(updateDoc(reviewRef(db, id), { rating: 1 }));
    await assertFails(updateDoc(reviewRef(db, id), { reply: 'Thanks', replyAt: serverTimestamp() }));
    await assertFails(deleteDoc(reviewRef(db, id)));
  });

  it('writes one of a completed booking, and with no comment', async () => {
    const id = await appointment(ids.shopA, 48 * HOUR, { status: 'completed' });
    await assertSucceeds(setDoc(reviewRef(booker(id), id), { ...review(id), comment: '' }));
  });

  it("is refused another booking's review, another shop's, and a claim for another shop", async () => {
    const mine = await appointment();
    const other = await appointment();
    const otherShop = await appointment(ids.shopB);
    await assertFails(setDoc(reviewRef(booker(mine), other), review(other)));
    await assertFails(setDoc(reviewRef(booker(mine), otherShop, ids.shopB), review(otherShop, ids.shopB)));
    // the claim names this appointment but shop B: refused on either path
    await assertFails(setDoc(reviewRef(booker(mine, ids.shopB), mine), review(mine)));
    await assertFails(setDoc(reviewRef(booker(mine, ids.shopB), mine, ids.shopB), review(mine, ids.shopB)));
    // and cannot read another review
    const theirs = await written();
    await assertFails(getDoc(reviewRef(booker(mine), theirs)));
  });

  it('is refused before the visit ended, for a cancelled booking and without a booking', async () => {
    const future = await appointment(ids.shopA, -24 * HOUR);
    await assertFails(setDoc(reviewRef(booker(future), future), review(future)));
    // started 10 minutes ago, ends in 20: not yet
    const running = await appointment(ids.shopA, 10 * 60_000);
    await assertFails(setDoc(reviewRef(booker(running), running), review(running)));
    const cancelled = await appointment(ids.shopA, 24 * HOUR, { status: 'cancelled', cancelledBy: 'customer' });
    await assertFails(setDoc(reviewRef(booker(cancelled), cancelled), review(cancelled)));
    const none = `appt-${ids.suffix}-missing`;
    await assertFails(setDoc(reviewRef(booker(none), none), review(none)));
  });

  it('is refused a review that does not repeat the booking, or with bad values', async () => {
    const id = await appointment();
    const db = booker(id);
    const { createdAt: _c, ...noDate } = review(id);
    const { comment: _m, ...noComment } = review(id);
    for (const bad of [
      { ...review(id), firstName: 'Ada Lovelace' },
      { ...review(id), firstName: 'Bob' },
      { ...review(id), rating: MIN_RATING - 1 },
      { ...review(id), rating: MAX_RATING + 1 },
      { ...review(id), rating: 4.5 },
      { ...review(id), rating: '5' },
      { ...review(id), comment: 'x'.repeat(1001) },
      { ...review(id), comment: 'bad \u0007 bell' },
      { ...review(id), comment: 5 },
      { ...review(id), extra: true },
      { ...review(id), countedAt: serverTimestamp() },
      { ...review(id), commentHidden: false },
      { ...review(id), reply: '' },
      { ...review(id), barberId: 'b1' },
      { ...review(id), appointmentId: 'other' },
      { ...review(id), shopId: ids.shopB },
      { ...review(id), createdAt: at(-HOUR) },
      noDate,
      noComment,
    ])
      await assertFails(setDoc(reviewRef(db, id), bad));
    // the longest comment passes
    await assertSucceeds(setDoc(reviewRef(db, id), { ...review(id), comment: 'x'.repeat(1000) }));
  });
});

describe("the shop's owner", () => {
  const owner = () => dbAs(env, ids.ownerA);

  it('reads and lists every review of their shop, newest first', async () => {
    const id = await written();
    await assertSucceeds(getDoc(reviewRef(owner(), id)));
    await assertSucceeds(getDocs(collection(owner(), `barbershops/${ids.shopA}/reviews`)));
    await assertSucceeds(getDocs(query(collection(owner(), `barbershops/${ids.shopA}/reviews`), orderBy('createdAt', 'desc'))));
  });

  it('replies (stamped now), hides and shows the comment', async () => {
    const id = await written();
    const ref = reviewRef(owner(), id);
    await assertSucceeds(updateDoc(ref, { reply: 'Thanks Ada!\nSee you soon.', replyAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { commentHidden: true }));
    await assertSucceeds(updateDoc(ref, { commentHidden: false, reply: '', replyAt: serverTimestamp() }));
    await assertSucceeds(updateDoc(ref, { reply: 'x'.repeat(1000), replyAt: serverTimestamp() }));
  });

  it('may not change the rating, the comment or anything else, nor bad replies, nor delete', async () => {
    const id = await written();
    const ref = reviewRef(owner(), id);
    for (const bad of [
      { rating: 1 },
      { comment: 'Nice' },
      { firstName: 'Bob' },
      { createdAt: serverTimestamp() },
      { countedAt: serverTimestamp() },
      { reply: 'Thanks' },
      { reply: 'Thanks', replyAt: at(-HOUR) },
      { reply: 'x'.repeat(1001), replyAt: serverTimestamp() },
      { reply: 7, replyAt: serverTimestamp() },
      { commentHidden: 'yes' },
      { commentHidden: true, rating: 4 },
    ])
      await assertFails(updateDoc(ref, bad));
    await assertFails(deleteDoc(ref));
    await assertFails(setDoc(reviewRef(owner(), `appt-${ids.suffix}-owner`), review(`appt-${ids.suffix}-owner`)));
  });
});

describe('everybody else', () => {
  it("another shop's owner, a signed-in stranger and the signed-out may not read or write", async () => {
    const id = await written();
    for (const uid of [ids.ownerB, ids.nobody, null]) {
      const db = dbAs(env, uid);
      await assertFails(getDoc(reviewRef(db, id)));
      await assertFails(getDocs(collection(db, `barbershops/${ids.shopA}/reviews`)));
      await assertFails(updateDoc(reviewRef(db, id), { commentHidden: true }));
      await assertFails(updateDoc(reviewRef(db, id), { reply: 'Hi', replyAt: serverTimestamp() }));
      await assertFails(deleteDoc(reviewRef(db, id)));
      const fresh = await appointment();
      await assertFails(setDoc(reviewRef(db, fresh), review(fresh)));
    }
    // signed in as the booking's uid but without the claims
    const fresh = await appointment();
    await assertFails(setDoc(reviewRef(dbAs(env, `booking-${fresh}`), fresh), review(fresh)));
  });
});

// The review's text fields through the rules and through core's schemas (the manage page's and
// the dashboard's forms): both agree on every value of the limits table's cases.
describe('FIELD_LIMITS.review: the rules and the schemas agree', () => {
  for (const c of casesFor(FIELD_LIMITS.review.comment)) {
    it(`comment: ${c.allowed ? 'allows' : 'refuses'} ${c.name}`, async () => {
      const id = await appointment();
      const attempt = setDoc(reviewRef(booker(id), id), { ...review(id), comment: c.value });
      if (c.allowed) await assertSucceeds(attempt);
      else await assertFails(attempt);
      if (!c.rulesOnly) expect(await reviewSchema.isValid({ rating: 5, comment: c.value })).toBe(c.allowed);
    });
  }
  for (const c of casesFor(FIELD_LIMITS.review.reply)) {
    it(`reply: ${c.allowed ? 'allows' : 'refuses'} ${c.name}`, async () => {
      const id = await written();
      const attempt = updateDoc(reviewRef(dbAs(env, ids.ownerA), id), { reply: c.value, replyAt: serverTimestamp() });
      if (c.allowed) await assertSucceeds(attempt);
      else await assertFails(attempt);
      if (!c.rulesOnly) expect(await reviewReplySchema.isValid({ reply: c.value })).toBe(c.allowed);
    });
  }
});
