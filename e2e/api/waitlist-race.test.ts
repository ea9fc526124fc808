// Through Hosting, against the suite's functions emulator: no double booking when a claim, a
// public booking and the expiry job race at the end of a waitlist hold (issue 36 "Must show";
// docs/waitlist.md "Claim"). Every round gets a time of its own, offered to a customer by the
// shop, its hold made to end about now; then the three go at once, and the public booking is
// tried again until it is booked or refused because the claim booked the time. Whoever wins,
// exactly one booking holds the time.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, type TestShop } from '../support/shops';
import { addEntry, bookPublic, moveOfferExpiry, newCustomer, offerLinkOf, waitForEmails } from '../support/waitlist';

const ROUNDS = 12;
const date = futureWeekday(11, 4);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const timeOf = (round: number) => {
  const minutes = 9 * 60 + round * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

let owner: TestOwner;
let shop: TestShop;
let barberId: string;

beforeAll(async () => {
  owner = await createOwner('waitlist-race');
  shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
  barberId = shop.barberIds[0]!;
});

/** The scheduled bookings of the barber at `time`. */
async function bookingsAt(time: string) {
  const snap = await adminDb
    .collection(`barbershops/${shop.id}/appointments`)
    .where('date', '==', date)
    .where('time', '==', time)
    .get();
  return snap.docs.map((d) => d.data()).filter((a) => a.status === 'scheduled' && a.barberId === barberId);
}

describe('a claim, a public booking and the expiry job at the end of a hold', () => {
  for (let round = 0; round < ROUNDS; round++) {
    it(`round ${round + 1}: exactly one booking of the time`, async () => {
      const time = timeOf(round);
      const waiting = newCustomer(`Waiting${round}`);
      const walkup = newCustomer(`Public${round}`);
      const entry = await addEntry(shop, waiting, [{ date, from: time, to: time }], { createdAt: new Date() });
      const offered = await callApi('POST', `/api/waitlist/${entry.id}/offers`, {
        token: owner.token,
        body: { barberId, date, time },
      });
      expect(offered.status).toBe(201);
      const [mail] = await waitForEmails(waiting.email, 'waitlist_offer');
      const { offerId, token } = offerLinkOf(mail!);

      // the hold ends a little before, at, or a little after the moment the three are sent
      const fireAt = Date.now() + 600;
      await moveOfferExpiry(shop, offerId, fireAt + ((round % 4) - 1) * 150);
      await sleep(Math.max(0, fireAt - Date.now()));
      const [claim, publicFirst, job] = await Promise.all([
        callApi('POST', `/api/waitlist/offers/${offerId}/claim`, { body: { token } }),
        bookPublic(shop, walkup, barberId, date, time),
        callApi('POST', '/api/dev/jobs/waitlist-offers'),
      ]);
      expect(job.status).toBe(200);
      expect([201, 410]).toContain(claim.status);

      // the public booking again until it is booked, or refused because the claim booked the time
      let last = publicFirst;
      for (let tries = 0; last.status !== 201 && !(claim.status === 201 && last.status === 409) && tries < 40; tries++) {
        expect(last.status).toBe(409);
        await sleep(250);
        last = await bookPublic(shop, walkup, barberId, date, time);
      }
      const booked = await bookingsAt(time);
      expect(booked).toHaveLength(1);
      if (claim.status === 201) {
        expect(last.status).toBe(409);
        expect(booked[0]!.id).toBe(offerId);
        expect(booked[0]!.customerEmail).toBe(waiting.email);
      } else {
        expect(last.status).toBe(201);
        expect(booked[0]!.customerEmail).toBe(walkup.email);
        expect(claim.body.code).toBe('offer_expired');
      }
    });
  }
});
