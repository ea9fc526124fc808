// A time block's id is chosen by whoever writes it: the rules let an owner create blocks in
// their own shop directly in Firestore, under any id. Another shop's block with the same id must
// not get in the way of DELETE /api/time-blocks/{id}: blocks are looked up by path (the caller's
// shop), not by a collection-group query on the id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doc, setDoc } from 'firebase/firestore';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { clientDbAs } from '../support/clientDb';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';

let ownerA: TestOwner;
let ownerB: TestOwner;
let shopA: TestShop;
let shopB: TestShop;
let closeB: () => Promise<void> = async () => {};
const date = futureWeekday(20, 2);
const as = (o: TestOwner) => ({ token: o.token });

beforeAll(async () => {
  [ownerA, ownerB] = await Promise.all([createOwner('tb-id-a'), createOwner('tb-id-b')]);
  [shopA, shopB] = await Promise.all([createTestShop({ ownerUid: ownerA.uid }), createTestShop({ ownerUid: ownerB.uid })]);
  // A query over every shop's blocks meets B's first when B's shop path sorts first: make it so.
  if (shopB.id > shopA.id) [ownerA, ownerB, shopA, shopB] = [ownerB, ownerA, shopB, shopA];
});

afterAll(async () => {
  await closeB();
});

describe('DELETE /api/time-blocks/{id} with an id another shop also uses', () => {
  it("removes the caller's own block and leaves the other shop's block with that id alone", async () => {
    const made = await callApi('POST', `/api/barbers/${shopA.barberIds[0]}/time-blocks`, {
      ...as(ownerA),
      body: {
        barberId: shopA.barberIds[0],
        startDate: date,
        endDate: date,
        startTime: '12:00',
        endTime: '13:00',
        isAllDay: false,
        reason: 'lunch',
        notes: '',
      },
    });
    expect(made.status).toBe(201);
    const id: string = made.body.id;

    // Owner B copies that id for a block of their own shop, straight to Firestore.
    const client = await clientDbAs(ownerB);
    closeB = client.close;
    const theirs = {
      id,
      shopId: shopB.id,
      barberId: shopB.barberIds[0],
      startDate: date,
      endDate: date,
      startTime: '09:00',
      endTime: '10:00',
      isAllDay: false,
      reason: 'meeting',
      notes: 'Mine',
    };
    await setDoc(doc(client.db, `barbershops/${shopB.id}/timeBlocks/${id}`), theirs);

    expect((await callApi('DELETE', `/api/time-blocks/${id}`, as(ownerA))).status).toBe(204);
    expect((await adminDb.doc(`barbershops/${shopA.id}/timeBlocks/${id}`).get()).exists).toBe(false);
    expect((await adminDb.doc(`barbershops/${shopB.id}/timeBlocks/${id}`).get()).data()).toEqual(theirs);

    // B's block is B's to delete; A cannot reach it (A has no block with that id any more).
    expect((await callApi('DELETE', `/api/time-blocks/${id}`, as(ownerA))).status).toBe(404);
    expect((await callApi('DELETE', `/api/time-blocks/${id}`, as(ownerB))).status).toBe(204);
    expect((await adminDb.doc(`barbershops/${shopB.id}/timeBlocks/${id}`).get()).exists).toBe(false);
  });
});
