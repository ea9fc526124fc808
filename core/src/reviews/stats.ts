import type { PublicReviewDto, RatingBadgeDto } from './reviewDtos';
import type { Review, ReviewStats } from '../model/types';
import { instantToZoned } from '../time/zone';

/** The home card shows a shop's rating only once this many verified reviews back it. */
export const RATING_BADGE_MIN_REVIEWS = 3;
/** How many of the latest reviews the shop page shows with its one request. */
export const REVIEWS_ON_SHOP_PAGE = 3;

/** The average rating to one decimal (4.666… → 4.7); null before the first review. */
export function averageRating(stats: ReviewStats | undefined): number | null {
  if (!stats || stats.count <= 0) return null;
  return Math.round((stats.sum / stats.count) * 10) / 10;
}

/** The home card's badge: the average and count once RATING_BADGE_MIN_REVIEWS reviews exist, else null. */
export function ratingBadge(stats: ReviewStats | undefined): RatingBadgeDto | null {
  const average = averageRating(stats);
  if (average === null || stats!.count < RATING_BADGE_MIN_REVIEWS) return null;
  return { average, count: stats!.count };
}

/** A stored review as the public sees it: first name, the month in the shop's zone, no hidden comment. */
export function toPublicReview(r: Review, timeZone: string): PublicReviewDto {
  return {
    id: r.appointmentId,
    rating: r.rating,
    comment: r.commentHidden || !r.comment ? null : r.comment,
    firstName: r.firstName,
    month: instantToZoned(r.createdAt, timeZone).date.slice(0, 7),
    reply: r.reply ? r.reply : null,
  };
}
