import { describe, expect, it } from 'vitest';
import { isGoogleReviewUrl } from './googleReview';

describe('Google reviews card', () => {
  it('offers Leave a Review only for Google addresses', () => {
    expect(isGoogleReviewUrl('https://g.co/kgs/abc')).toBe(true);
    expect(isGoogleReviewUrl('https://www.google.com/maps/place/x')).toBe(true);
    expect(isGoogleReviewUrl('https://example.com/reviews')).toBe(false);
  });
});
