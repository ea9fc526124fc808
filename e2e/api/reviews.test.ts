// Verified reviews (docs/api.md): the booker of a visit that happened rates it once from the
// manage link (a direct Firestore write under the rules), a trigger counts it into the shop's
// reviewStats, the listing's badge appears with the 3rd review, the shop page and
// GET /api/barbershops/{id}/reviews show them newest first; the owner replies and hides comments.
import { doc, serverTimestamp, updateDoc } from 'firebase/firestore';
import type { ShopPageDto, ShopReviewsDto } from '@barbershop/core/api';
import { instantToZoned } from '@barbershop/core/time';
import { beforeAll, describe, expect, it } from 'vitest';
import { booking, manage, rate, type Booking } from '../support/reviews';
import { adminDb } from '../support/admin';
import { callApi, nextLink } from '../support/api';
import { clientDbAs } from '../support/clientDb';
import { createOwner, type TestOwner } from '../support/owners';
import { createTestShop, type TestShop } from '../support/shops';

async function waitFor<T>(read: () => Promise<T>, done: (v: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** The shop's reviewStats once the trigger has counted `count` reviews. */
const statsWhenCounted = (shop: TestShop, count: number) =>
  waitFor(
    async () =>
      (await adminDb.doc(`barbershops/${shop.id}`).get()).get('reviewStats') as { count: number; sum: number } | undefined,
    (s) => s?.count === count,
  );

/** A review's month as the public sees it: its stored createdAt in the shop's zone. */
async function monthOf(shop: TestShop, id: string) {
  const createdAt = (await adminDb.doc(`barbershops/${shop.id}/reviews/${id}`).get()).get('createdAt').toDate() as Date;
  return instantToZoned(createdAt, 'Europe/London').date.slice(0, 7);
}

async function listed(shop: TestShop) {
  const res = await callApi<{ id: string; rating: unknown }[]>('GET', `/api/barbershops?q=${encodeURIComponent(shop.name)}`);
  expect(res.status).toBe(200);
  return res.body.find((s) => s.id === shop.id);
}

const shopPage = async (shop: TestShop) => {
  const res = await callApi<ShopPageDto>('GET', `/api/barbershops/by-slug/${shop.slug}`);
  expect(res.status).toBe(200);
  return res.body;
};

describe('rating from the manage link', () => {
  let shop: TestShop;
  beforeAll(async () => {
    shop = await createTestShop({ ownerUid: (await createOwner('rate')).uid });
  });

  it("only a past, not cancelled booking's link can rate, and once", async () => {
    const past = await booking(shop, 26, 'Ada Byron Lovelace');
    const before = await manage(past);
    expect(before.body).toMatchObject({ canReview: true, review: null });

    await rate(past, 4, 'Sharp fade.\nFriendly.');
    // a second write under the same id fails, even the same review again
    await expect(rate(past, 5, 'Changed my mind')).rejects.toThrow();
    await expect(rate(past, 4, 'Sharp fade.\nFriendly.')).rejects.toThrow();

    const after = await manage(past);
    expect(after.body.canReview).toBe(false);
    expect(after.body.review).toEqual({ rating: 4, comment: 'Sharp fade.\nFriendly.', createdAt: expect.any(String) });
    const stored = (await adminDb.doc(`barbershops/${shop.id}/reviews/${past.id}`).get()).get('createdAt').toDate() as Date;
    expect(after.body.review!.createdAt).toBe(stored.toISOString());

    // counted once (the trigger marks it), the rating kept as written
    expect(await statsWhenCounted(shop, 1)).toEqual({ count: 1, sum: 4 });
    expect((await adminDb.doc(`barbershops/${shop.id}/reviews/${past.id}`).get()).get('countedAt')).toBeTruthy();
  });

  it('a future, an unfinished or a cancelled booking cannot be rated', async () => {
    const future = await booking(shop, -48);
    expect((await manage(future)).body).toMatchObject({ canReview: false, review: null });
    await expect(rate(future, 5, '')).rejects.toThrow();

    const running = await booking(shop, 0.2);
    expect((await manage(running)).body).toMatchObject({ canReview: false, review: null });
    await expect(rate(running, 5, '')).rejects.toThrow();

    const cancelled = await booking(shop, 30, 'Ada Lovelace', { status: 'cancelled', cancelledBy: 'customer' });
    expect((await manage(cancelled)).body).toMatchObject({ canReview: false, review: null });
    await expect(rate(cancelled, 5, '')).rejects.toThrow();

    const completed = await booking(shop, 50, 'Ada Lovelace', { status: 'completed' });
    expect((await manage(completed)).body).toMatchObject({ canReview: true, review: null });
  });
});

describe("a shop's reviews in public", () => {
  let owner: TestOwner;
  let shop: TestShop;
  let ada: Booking;
  let grace: Booking;
  let alan: Booking;

  beforeAll(async () => {
    owner = await createOwner('reviews');
    shop = await createTestShop({ ownerUid: owner.uid });
    ada = await booking(shop, 72, 'Ada Lovelace');
    grace = await booking(shop, 48, 'Grace Brewster Hopper');
    alan = await booking(shop, 24, 'Alan Turing');
  });

  it('the badge waits for the 3rd review; the shop page shows the average, the count and the latest, newest first', async () => {
    expect((await listed(shop))?.rating).toBeNull();
    await rate(ada, 5, 'Best cut in town', 'Ada');
    await rate(grace, 4, 'Good, a bit of a wait', 'Grace');
    expect(await statsWhenCounted(shop, 2)).toEqual({ count: 2, sum: 9 });
    expect((await listed(shop))?.rating).toBeNull();
    expect((await shopPage(shop)).reviews).toMatchObject({ average: 4.5, count: 2 });

    await rate(alan, 4, '', 'Alan');
    expect(await statsWhenCounted(shop, 3)).toEqual({ count: 3, sum: 13 });
    expect((await listed(shop))?.rating).toEqual({ average: 4.3, count: 3 });
    const page = await shopPage(shop);
    expect(page.shop.rating).toEqual({ average: 4.3, count: 3 });
    expect(page.reviews).toEqual({
      average: 4.3,
      count: 3,
      reviews: [
        { id: alan.id, rating: 4, comment: null, firstName: 'Alan', month: await monthOf(shop, alan.id), reply: null },
        {
          id: grace.id,
          rating: 4,
          comment: 'Good, a bit of a wait',
          firstName: 'Grace',
          month: await monthOf(shop, grace.id),
          reply: null,
        },
        { id: ada.id, rating: 5, comment: 'Best cut in town', firstName: 'Ada', month: await monthOf(shop, ada.id), reply: null },
      ],
    });
    // nothing of the customer but the first name
    expect(JSON.stringify(page.reviews)).not.toMatch(/Hopper|Lovelace|Turing|reviews\.example|countedAt/);
  });

  it('pages GET /api/barbershops/{id}/reviews newest first with a Link to the next page', async () => {
    const first = await callApi<ShopReviewsDto>('GET', `/api/barbershops/${shop.id}/reviews?limit=2`);
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(first.body).toMatchObject({ average: 4.3, count: 3 });
    expect(first.body.reviews.map((r) => r.id)).toEqual([alan.id, grace.id]);
    const next = nextLink(first.headers);
    expect(next).toMatch(new RegExp(`^/api/barbershops/${shop.id}/reviews\\?limit=2&cursor=[0-9a-f]+$`));
    const second = await callApi<ShopReviewsDto>('GET', next!);
    expect(second.status).toBe(200);
    expect(second.body.reviews.map((r) => r.id)).toEqual([ada.id]);
    expect(nextLink(second.headers)).toBeNull();

    const all = await callApi<ShopReviewsDto>('GET', `/api/barbershops/${shop.id}/reviews`);
    expect(all.body.reviews.map((r) => r.id)).toEqual([alan.id, grace.id, ada.id]);
    expect(nextLink(all.headers)).toBeNull();
    // exactly a page's worth: no Link to an empty page
    const exact = await callApi<ShopReviewsDto>('GET', `/api/barbershops/${shop.id}/reviews?limit=3`);
    expect(exact.body.reviews).toHaveLength(3);
    expect(nextLink(exact.headers)).toBeNull();
  });

  it('404 for an unknown shop, 400 for a bad limit or cursor', async () => {
    const unknown = await callApi('GET', '/api/barbershops/no-such-shop-reviews/reviews');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Barbershop not found' });
    for (const q of ['limit=0', 'limit=51', 'limit=ten', 'limit=1.5', 'limit=1&limit=2', 'cursor=nope']) {
      const res = await callApi<{ message: string }>('GET', `/api/barbershops/${shop.id}/reviews?${q}`);
      expect(res.status, q).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('the owner hides a comment (the rating still counts) and replies in public', async () => {
    const client = await clientDbAs(owner);
    try {
      await updateDoc(doc(client.db, `barbershops/${shop.id}/reviews/${grace.id}`), { commentHidden: true });
      await updateDoc(doc(client.db, `barbershops/${shop.id}/reviews/${ada.id}`), {
        reply: 'Thanks Ada, see you soon!',
        replyAt: serverTimestamp(),
      });
      // the rating and the comment are the booker's
      await expect(updateDoc(doc(client.db, `barbershops/${shop.id}/reviews/${grace.id}`), { rating: 5 })).rejects.toThrow();
    } finally {
      await client.close();
    }
    const page = await shopPage(shop);
    expect(page.reviews).toMatchObject({ average: 4.3, count: 3 });
    expect(page.reviews.reviews.find((r) => r.id === grace.id)).toMatchObject({ rating: 4, comment: null, reply: null });
    expect(page.reviews.reviews.find((r) => r.id === ada.id)).toMatchObject({
      comment: 'Best cut in town',
      reply: 'Thanks Ada, see you soon!',
    });
    const listedReviews = await callApi<ShopReviewsDto>('GET', `/api/barbershops/${shop.id}/reviews`);
    expect(listedReviews.body.reviews.find((r) => r.id === grace.id)?.comment).toBeNull();
    expect(JSON.stringify(listedReviews.body)).not.toContain('a bit of a wait');
    expect((await listed(shop))?.rating).toEqual({ average: 4.3, count: 3 });
    expect((await adminDb.doc(`barbershops/${shop.id}`).get()).get('reviewStats')).toEqual({ count: 3, sum: 13 });
  });

  it("another shop's owner can neither read nor change them", async () => {
    const other = await createOwner('other');
    const client = await clientDbAs(other);
    try {
      await expect(
        updateDoc(doc(client.db, `barbershops/${shop.id}/reviews/${ada.id}`), { commentHidden: true }),
      ).rejects.toThrow();
    } finally {
      await client.close();
    }
  });
});
