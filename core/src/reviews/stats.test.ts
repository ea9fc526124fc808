import { describe, expect, it } from 'vitest';
import type { Review } from '../model/types';
import { averageRating, RATING_BADGE_MIN_REVIEWS, ratingBadge, toPublicReview } from './stats';

describe('averageRating', () => {
  it('is the mean to one decimal, null before the first review', () => {
    expect(averageRating(undefined)).toBeNull();
    expect(averageRating({ count: 0, sum: 0 })).toBeNull();
    expect(averageRating({ count: 3, sum: 14 })).toBe(4.7);
    expect(averageRating({ count: 3, sum: 13 })).toBe(4.3);
    expect(averageRating({ count: 2, sum: 9 })).toBe(4.5);
    expect(averageRating({ count: 1, sum: 1 })).toBe(1);
  });
});

describe('ratingBadge', () => {
  it(`appears with the ${RATING_BADGE_MIN_REVIEWS}rd review, not before`, () => {
    expect(ratingBadge(undefined)).toBeNull();
    expect(ratingBadge({ count: 2, sum: 10 })).toBeNull();
    expect(ratingBadge({ count: 3, sum: 13 })).toEqual({ average: 4.3, count: 3 });
    expect(ratingBadge({ count: 40, sum: 183 })).toEqual({ average: 4.6, count: 40 });
  });
});

describe('toPublicReview', () => {
  const review: Review = {
    appointmentId: 'a1',
    shopId: 's1',
    barberId: 'b1',
    rating: 4,
    comment: 'Great fade',
    firstName: 'Ada',
    // 00:30 on 1 November in London is still 31 October in New York
    createdAt: new Date('2026-11-01T00:30:00Z'),
    reply: '',
    replyAt: null,
    commentHidden: false,
  };

  it('shows the first name, the month in the shop zone, the comment and a reply', () => {
    expect(toPublicReview(review, 'Europe/London')).toEqual({
      id: 'a1',
      rating: 4,
      comment: 'Great fade',
      firstName: 'Ada',
      month: '2026-11',
      reply: null,
    });
    expect(toPublicReview({ ...review, reply: 'Thanks Ada!' }, 'America/New_York')).toMatchObject({
      month: '2026-10',
      reply: 'Thanks Ada!',
    });
  });

  it('leaves a hidden or empty comment out, keeping the rating', () => {
    expect(toPublicReview({ ...review, commentHidden: true }, 'Europe/London')).toMatchObject({ rating: 4, comment: null });
    expect(toPublicReview({ ...review, comment: '' }, 'Europe/London')).toMatchObject({ comment: null });
  });
});
