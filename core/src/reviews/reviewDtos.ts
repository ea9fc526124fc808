/** A verified review as the public sees it: first name and month only; no hidden comment. */
export interface PublicReviewDto {
  /** the reviewed booking's id */
  id: string;
  rating: number;
  /** null when the shop hid it (or there was none) */
  comment: string | null;
  firstName: string;
  /** YYYY-MM in the shop's zone */
  month: string;
  /** the shop's public reply, null when none */
  reply: string | null;
}

/** The home card's badge: only once a shop has RATING_BADGE_MIN_REVIEWS verified reviews. */
export interface RatingBadgeDto {
  average: number;
  count: number;
}
