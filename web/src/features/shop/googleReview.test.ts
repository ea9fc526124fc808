import { describe, expect, it } from 'vitest';
import { isGoogleReviewUrl, sampleReview } from './googleReview';

describe('Google reviews card', () => {
  it('picks the canned review by the first matching keyword in the name', () => {
    expect(sampleReview('Classic Cuts').text).toMatch(/classic barbering/);
    expect(sampleReview('Royal Fade Studio').text).toMatch(/royalty/);
    expect(sampleReview('Elite Barbers').text).toMatch(/Elite service/);
    expect(sampleReview('Joe’s Place').author).toBe('Alex T.');
  });
  it('offers Leave a Review only for Google addresses', () => {
    expect(isGoogleReviewUrl('https://g.co/kgs/abc')).toBe(true);
    expect(isGoogleReviewUrl('https://www.google.com/maps/place/x')).toBe(true);
    expect(isGoogleReviewUrl('https://example.com/reviews')).toBe(false);
  });
});
