// Through Hosting, against the suite's functions emulator (its triggers and the emulator-only job
// route): the waitlist's offers (issue 36, docs/waitlist.md). A cancel offers the freed time to
// the first customer waiting for it within seconds; the time is held (not listed) meanwhile; the
// claim books it; an unclaimed offer expires to the next customer, then back to the public; the
// shop offers a time by hand. Entries are written in their stored shape (the join has its own
// tests), each window one start long so that only the cancelled time fits it.
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb } from '../support/admin';
import { callApi } from '../support/api';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, futureWeekday, nextSunday, type TestShop } from '../support/shops';
import {
  addEntry,
  bookPublic,
  entryOf,
  intervalsOf,
  listedFree,
  moveOfferExpiry,
  newCustomer,
  offerDoc,
  offerLinkOf,
  waitForEmails,
} from '../support/waitlist';

let owner: TestOwner;
const date = futureWeekday(10, 3);
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);

beforeAll(async () => {
  owner = await createOwner('waitlist-owner');
  await warmUp();
}, 120_000);

/**
 * The emulator runs triggers one after another, and the suite's seed leaves a backlog of them:
 * one cancel offered through the whole pipeline first, so the tests measure a warm emulator.
 */
async function warmUp() {
  const { shop, cancel } = await bookedShop('16:00');
  const early = newCustomer('Warm');
  await addEntry(shop, early, [{ date, from: '16:00', to: '16:00' }], { createdAt: minutesAgo(1) });
  await cancel();
  expect(await waitForEmails(early.email, 'waitlist_offer', 1, 110_000)).toHaveLength(1);
}

/** A shop whose barber's `time` is booked by a customer (the manage link kept to cancel it). */
async function bookedShop(time = '10:00') {
  const shop = await createTestShop({ ownerUid: owner.uid, barbers: 1 });
  const barberId = shop.barberIds[0]!;
  const booker = newCustomer('Booker');
  const booked = await bookPublic(shop, booker, barberId, date, time);
  expect(booked.status).toBe(201);
  const cancel = () =>
    callApi('POST', `/api/appointments/${booked.body.id}/manage/cancel`, { body: { token: booked.body.manageToken } });
  return { shop, barberId, cancel };
}

const claim = (offerId: string, token: string) => callApi('POST', `/api/waitlist/offers/${offerId}/claim`, { body: { token } });
const runJob = async () => expect((await callApi('POST', '/api/dev/jobs/waitlist-offers')).status).toBe(200);

describe('a cancelled time offered to the waitlist', () => {
  let shop: TestShop;
  let barberId: string;
  const first = newCustomer('First');
  const second = newCustomer('Second');

  it('the first customer waiting for it gets the offer email within seconds of the cancel; the time is held, not listed', async () => {
    let cancel: () => Promise<unknown>;
    ({ shop, barberId, cancel } = await bookedShop());
    await addEntry(shop, second, [{ date, from: '10:00', to: '10:00' }], { createdAt: minutesAgo(5) });
    const entry = await addEntry(shop, first, [{ date, from: '10:00', to: '10:00' }], { createdAt: minutesAgo(10) });
    expect(await listedFree(shop, barberId, date, '10:00')).toBe(false);

    await cancel();
    const [mail] = await waitForEmails(first.email, 'waitlist_offer', 1, 10_000);
    expect(mail).toBeDefined();
    const { offerId } = offerLinkOf(mail!);
    const offer = (await offerDoc(shop, offerId).get()).data()!;
    expect(offer).toMatchObject({ state: 'offered', entryId: entry.id, barberId, date, time: '10:00' });
    expect(await entryOf(shop, entry.id)).toMatchObject({ state: 'offered', offerId, offersSent: 1 });
    // held for the first customer: not listed to the public, and the second is not offered it
    expect(await listedFree(shop, barberId, date, '10:00')).toBe(false);
    expect(await waitForEmails(second.email, 'waitlist_offer', 1, 1_000)).toEqual([]);
    const someoneElse = await bookPublic(shop, newCustomer('Walkup'), barberId, date, '10:00');
    expect(someoneElse.status).toBe(409);
  });

  it('the link shows the offer; "Book this time" books it (201, the offer’s id) and the customer gets the waitlist confirmation', async () => {
    const [mail] = await waitForEmails(first.email, 'waitlist_offer');
    const { offerId, token } = offerLinkOf(mail!);
    const shown = await callApi('POST', `/api/waitlist/offers/${offerId}/lookup`, { body: { token } });
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ offerId, date, time: '10:00', state: 'offered', serviceName: 'Cut', pricePence: 2000 });
    expect(shown.body).not.toHaveProperty('tokenHash');

    const booked = await claim(offerId, token);
    expect(booked.status).toBe(201);
    expect(booked.body).toMatchObject({ id: offerId, date, time: '10:00', barberId, status: 'scheduled' });
    expect(typeof booked.body.manageToken).toBe('string');
    const appointment = (await adminDb.doc(`barbershops/${shop.id}/appointments/${offerId}`).get()).data()!;
    expect(appointment.customerEmail).toBe(first.email);
    expect(appointment.waitlistEntryId).toBeTruthy();
    expect((await offerDoc(shop, offerId).get()).data()).toMatchObject({ state: 'claimed', appointmentId: offerId });
    expect(await entryOf(shop, appointment.waitlistEntryId as string)).toMatchObject({ state: 'booked', appointmentId: offerId });
    // the hold became the booking: one interval, no expiry
    const intervals = (await intervalsOf(shop, barberId, date)).filter((i) => i.appointmentId === offerId);
    expect(intervals).toHaveLength(1);
    expect(intervals[0]!.heldUntil ?? null).toBeNull();
    expect(await waitForEmails(first.email, 'waitlist_booked')).toHaveLength(1);
  });

  it('a second claim is 409 (one booking); a wrong token 404; the second customer is never offered the booked time', async () => {
    const [mail] = await waitForEmails(first.email, 'waitlist_offer');
    const { offerId, token } = offerLinkOf(mail!);
    const again = await claim(offerId, token);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'offer_claimed',
      message: "You've already booked this time. Check your confirmation email.",
    });
    const wrong = await claim(offerId, `${token}x`);
    expect(wrong.status).toBe(404);
    expect(wrong.body.message).toBe('This offer link is not valid.');
    expect((await callApi('POST', `/api/waitlist/offers/${offerId}/lookup`, { body: { token: 42 } })).status).toBe(404);
    const scheduled = await adminDb
      .collection(`barbershops/${shop.id}/appointments`)
      .where('date', '==', date)
      .where('status', '==', 'scheduled')
      .get();
    expect(scheduled.docs.map((d) => d.get('time'))).toEqual(['10:00']);
    await runJob();
    expect(await waitForEmails(second.email, 'waitlist_offer', 1, 1_000)).toEqual([]);
  });
});

describe('an offer not claimed in time', () => {
  it('expires to the second customer, then to nobody: the time is public again', async () => {
    const { shop, barberId, cancel } = await bookedShop('11:00');
    const first = newCustomer('Slow');
    const second = newCustomer('Next');
    const a = await addEntry(shop, first, [{ date, from: '11:00', to: '11:00' }], { createdAt: minutesAgo(10) });
    const b = await addEntry(shop, second, [{ date, from: '11:00', to: '11:00' }], { createdAt: minutesAgo(5) });
    await cancel();
    const [offerA] = await waitForEmails(first.email, 'waitlist_offer', 1, 15_000);
    const linkA = offerLinkOf(offerA!);

    await moveOfferExpiry(shop, linkA.offerId, Date.now() - 1000);
    await runJob();
    expect((await offerDoc(shop, linkA.offerId).get()).get('state')).toBe('expired');
    expect(await entryOf(shop, a.id)).toMatchObject({ state: 'waiting', offerId: null, offersExpired: 1 });
    expect(await waitForEmails(first.email, 'waitlist_offer_expired')).toHaveLength(1);
    const [offerB] = await waitForEmails(second.email, 'waitlist_offer');
    const linkB = offerLinkOf(offerB!);
    expect((await offerDoc(shop, linkB.offerId).get()).data()).toMatchObject({ state: 'offered', time: '11:00', barberId });
    // the first customer's link no longer books it
    const late = await claim(linkA.offerId, linkA.token);
    expect(late.status).toBe(410);
    expect(late.body).toMatchObject({
      code: 'offer_expired',
      message: 'This time is no longer held for you. It may still be free: choose a time on the shop page.',
    });
    expect(await listedFree(shop, barberId, date, '11:00')).toBe(false);

    await moveOfferExpiry(shop, linkB.offerId, Date.now() - 1000);
    await runJob();
    expect(await entryOf(shop, b.id)).toMatchObject({ state: 'waiting', offersExpired: 1, offersSent: 1 });
    expect(await entryOf(shop, a.id)).toMatchObject({ state: 'waiting', offersSent: 1 });
    expect((await intervalsOf(shop, barberId, date)).map((i) => i.appointmentId)).toEqual([]);
    expect(await listedFree(shop, barberId, date, '11:00')).toBe(true);
    // the job again: nothing more happens (no offer is sent twice)
    await runJob();
    expect(await waitForEmails(first.email, 'waitlist_offer', 2, 500)).toHaveLength(1);
    expect(await waitForEmails(second.email, 'waitlist_offer', 2, 500)).toHaveLength(1);
  });
});

describe('leaving from the offer page', () => {
  it('takes the customer off the list and offers the held time to the next one', async () => {
    const { shop, barberId, cancel } = await bookedShop('12:00');
    const leaver = newCustomer('Leaver');
    const next = newCustomer('After');
    const a = await addEntry(shop, leaver, [{ date, from: '12:00', to: '12:00' }], { createdAt: minutesAgo(10) });
    await addEntry(shop, next, [{ date, from: '12:00', to: '12:00' }], { createdAt: minutesAgo(5) });
    await cancel();
    const [mail] = await waitForEmails(leaver.email, 'waitlist_offer', 1, 15_000);
    const { offerId, token } = offerLinkOf(mail!);

    expect((await callApi('POST', `/api/waitlist/offers/${offerId}/leave`, { body: { token: 'wrong' } })).status).toBe(404);
    const left = await callApi('POST', `/api/waitlist/offers/${offerId}/leave`, { body: { token } });
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ id: a.id, state: 'left', offer: null });
    expect((await offerDoc(shop, offerId).get()).get('state')).toBe('withdrawn');
    const [nextMail] = await waitForEmails(next.email, 'waitlist_offer');
    expect((await offerDoc(shop, offerLinkOf(nextMail!).offerId).get()).data()).toMatchObject({ time: '12:00', barberId });
    // leaving twice is leaving once; the withdrawn offer no longer books
    expect((await callApi('POST', `/api/waitlist/offers/${offerId}/leave`, { body: { token } })).status).toBe(200);
    expect((await claim(offerId, token)).status).toBe(410);
  });
});

describe('"Offer this time" by the shop', () => {
  it('offers a free time by hand, stamped with who offered it; a taken time is 409, another shop’s owner 404', async () => {
    const { shop, barberId } = await bookedShop('14:00');
    const customer = newCustomer('Manual');
    const entry = await addEntry(shop, customer, [{ date, from: '09:00', to: '09:30' }], {
      createdAt: minutesAgo(3),
      barberId: null,
    });
    const path = `/api/waitlist/${entry.id}/offers`;

    const taken = await callApi('POST', path, { token: owner.token, body: { barberId, date, time: '14:00' } });
    expect(taken.status).toBe(409);
    const stranger = await createOwner('waitlist-stranger');
    const other = await callApi('POST', path, { token: stranger.token, body: { barberId, date, time: '15:00' } });
    expect(other.status).toBe(404);
    const bad = await callApi('POST', path, { token: owner.token, body: { barberId, date, time: '3pm' } });
    expect(bad.status).toBe(400);
    // a day the shop is closed says so, not "doesn't do these services"
    const closed = await callApi('POST', path, { token: owner.token, body: { barberId, date: nextSunday(10), time: '11:00' } });
    expect(closed.status).toBe(409);
    expect(closed.body.message).toBe("That time isn't free for this barber and these services. Closed.");

    const offered = await callApi('POST', path, { token: owner.token, body: { barberId, date, time: '15:00' } });
    expect(offered.status).toBe(201);
    expect(offered.body).toMatchObject({ entryId: entry.id, barberId, date, time: '15:00', state: 'offered' });
    expect(offered.body.offeredBy).toMatchObject({ uid: owner.uid, role: 'owner' });
    const [mail] = await waitForEmails(customer.email, 'waitlist_offer');
    expect(offerLinkOf(mail!).offerId).toBe(offered.body.id);
    expect(await listedFree(shop, barberId, date, '15:00')).toBe(false);
    // one live offer at a time
    const twice = await callApi('POST', path, { token: owner.token, body: { barberId, date, time: '16:00' } });
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('waitlist_not_waiting');
  });
});

describe('a customer no longer waiting', () => {
  it('cannot claim the offer they still hold a link to (left or removed before it was withdrawn): 410, nothing booked', async () => {
    const { shop, barberId } = await bookedShop('14:00');
    const customer = newCustomer('Removed');
    const entry = await addEntry(shop, customer, [{ date, from: '09:00', to: '09:30' }], { createdAt: minutesAgo(3) });
    const offered = await callApi('POST', `/api/waitlist/${entry.id}/offers`, {
      token: owner.token,
      body: { barberId, date, time: '09:00' },
    });
    expect(offered.status).toBe(201);
    const { offerId, token } = offerLinkOf((await waitForEmails(customer.email, 'waitlist_offer'))[0]!);
    // the shop removed them; the offer's withdrawal has not run (or failed): the offer still says offered
    const removedBy = { uid: owner.uid, role: 'owner', name: 'Owner' };
    await adminDb.doc(`barbershops/${shop.id}/waitlist/${entry.id}`).update({ state: 'left', removedBy });
    expect((await offerDoc(shop, offerId).get()).get('state')).toBe('offered');

    const late = await claim(offerId, token);
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('offer_expired');
    expect(await entryOf(shop, entry.id)).toMatchObject({ state: 'left', removedBy });
    expect((await adminDb.doc(`barbershops/${shop.id}/appointments/${offerId}`).get()).exists).toBe(false);
  });
});

describe('an offer made close to its start', () => {
  it('is held until the start at the latest, never past it', async () => {
    const { createOffer } = await import('../../functions/src/services/waitlist/offers/createOffer');
    const { loadShop } = await import('../../functions/src/services/reads/shopData');
    const { zonedToInstant } = await import('@barbershop/core/time');
    const { shop, barberId } = await bookedShop('14:00');
    const entry = await addEntry(shop, newCustomer('Soon'), [{ date, from: '09:00', to: '09:30' }], {
      createdAt: minutesAgo(3),
    });
    const start = zonedToInstant(date, '09:00', 'Europe/London').getTime();
    // offered 10 minutes before the start, with the shop's hold of 15 minutes
    const offer = await createOffer(
      await loadShop(shop.id),
      entry,
      { barberId, date, time: '09:00', start },
      {
        now: start - 10 * 60_000,
        offeredBy: null,
      },
    );
    expect(offer.expiresAt.getTime()).toBe(start);
    expect((await offerDoc(shop, offer.id).get()).get('expiresAt').toMillis()).toBe(start);
    expect((await intervalsOf(shop, barberId, date)).find((i) => i.appointmentId === offer.id)?.heldUntil).toBe(start);
  });
});
