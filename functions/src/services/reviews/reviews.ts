import type { ShopReviewsDto } from '@barbershop/core/api';
import type { Barbershop, Review } from '@barbershop/core/model';
import { averageRating, type ReviewCursor, toPublicReview } from '@barbershop/core/reviews';
import { FieldPath, FieldValue, Timestamp, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { reviews, shops } from '../../data/collections';

/** A stored instant in whole microseconds, Firestore's precision (the page cursor's key). */
function micros(value: unknown): number {
  if (value instanceof Timestamp) return value.seconds * 1_000_000 + Math.floor(value.nanoseconds / 1000);
  return value instanceof Date ? value.getTime() * 1000 : 0;
}

const timestampOf = (us: number) => new Timestamp(Math.floor(us / 1_000_000), (us % 1_000_000) * 1000);

/** The shop's newest reviews first (creation instant, then id); `limit + 1` read to know whether more follow. */
async function newestReviews(shopId: string, limit: number, cursor: ReviewCursor | null) {
  let query = reviews(shopId).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
  if (cursor) query = query.startAfter(timestampOf(cursor.createdAtMicros), cursor.id);
  const snap = await query.limit(limit + 1).get();
  return snap.docs;
}

export interface ReviewsPage {
  body: ShopReviewsDto;
  /** where the next page starts; null on the last page */
  next: ReviewCursor | null;
}

/**
 * GET /api/barbershops/{id}/reviews: a page of the shop's verified reviews, newest first, each as
 * the public sees it (first name, month, no hidden comment), with the shop's average and count.
 */
export async function listShopReviews(shop: Barbershop, limit: number, cursor: ReviewCursor | null): Promise<ReviewsPage> {
  const docs = await newestReviews(shop.id, limit, cursor);
  const page = docs.slice(0, limit);
  const last = page[page.length - 1];
  return {
    body: reviewsSummary(shop, page),
    next: docs.length > limit && last ? { createdAtMicros: micros(last.get('createdAt')), id: last.id } : null,
  };
}

function reviewsSummary(shop: Barbershop, docs: QueryDocumentSnapshot<Review>[]): ShopReviewsDto {
  return {
    average: averageRating(shop.reviewStats),
    count: shop.reviewStats?.count ?? 0,
    reviews: docs.map((d) => toPublicReview(d.data(), shop.timezone)),
  };
}

/** The shop page's summary: the average, the count and the latest `count` reviews (one query). */
export async function latestReviews(shop: Barbershop, count: number): Promise<ShopReviewsDto> {
  const snap = await reviews(shop.id).orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc').limit(count).get();
  return reviewsSummary(shop, snap.docs);
}

/** A booking's review, when its booker wrote one (the document id is the appointment id). */
export async function bookingReview(shopId: string, appointmentId: string): Promise<Review | null> {
  return (await reviews(shopId).doc(appointmentId).get()).data() ?? null;
}

const isRating = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 5;

/**
 * Adds a new review's rating to its shop's `reviewStats` exactly once: the review is marked
 * `countedAt` in the same transaction (a field no client may write), so a second delivery of the
 * trigger changes nothing. A hidden comment's rating counts like any other.
 */
export async function countReview(shopId: string, appointmentId: string): Promise<boolean> {
  const reviewRef = reviews(shopId).doc(appointmentId);
  const shopRef = shops().doc(shopId);
  return db.runTransaction(async (tx) => {
    const [reviewSnap, shopSnap] = await Promise.all([tx.get(reviewRef), tx.get(shopRef)]);
    const rating: unknown = reviewSnap.get('rating');
    if (!reviewSnap.exists || !shopSnap.exists || reviewSnap.get('countedAt') != null || !isRating(rating)) return false;
    tx.update(shopRef, { 'reviewStats.count': FieldValue.increment(1), 'reviewStats.sum': FieldValue.increment(rating) });
    tx.update(reviewRef, { countedAt: FieldValue.serverTimestamp() });
    return true;
  });
}
