// GET /api/barbershops/{id}/reviews?limit=&cursor=: a shop's verified reviews, newest first, in
// pages; and whether a booking's manage link may still rate the visit.
import type { AppointmentStatus } from '../model/types';
import { decodeShopCursor, encodeShopCursor } from '../shop/listing';

export const DEFAULT_REVIEWS_PAGE_SIZE = 10;
export const MAX_REVIEWS_PAGE_SIZE = 50;

/**
 * Where a page of reviews ended: the last review's creation instant and id, the tie-break. The
 * instant is in whole microseconds, Firestore's own precision (`request.time` has them), so no
 * review of the same millisecond is skipped.
 */
export interface ReviewCursor {
  createdAtMicros: number;
  id: string;
}

// The listing's opaque encoding (hex of a JSON pair), the instant written as whole microseconds.
export function encodeReviewCursor(cursor: ReviewCursor): string {
  return encodeShopCursor({ name: String(cursor.createdAtMicros), id: cursor.id });
}

/** The cursor a previous page handed out, or null when the text is not one. */
export function decodeReviewCursor(text: string): ReviewCursor | null {
  const pair = decodeShopCursor(text);
  if (!pair || !/^\d{1,16}$/.test(pair.name)) return null;
  return { createdAtMicros: Number(pair.name), id: pair.id };
}

/**
 * Whether the booker may rate the booking now: the visit happened (it ended before `now`), it
 * was not cancelled, and no review was written yet (the same conditions firestore.rules checks).
 */
export function canReviewBooking(a: { status: AppointmentStatus; end: Date }, hasReview: boolean, now: number): boolean {
  return !hasReview && (a.status === 'scheduled' || a.status === 'completed') && a.end.getTime() < now;
}
