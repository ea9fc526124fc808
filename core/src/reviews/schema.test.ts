import { describe, expect, it } from 'vitest';
import { RATING_MESSAGE, reviewReplySchema, reviewSchema } from './schema';

const outcome = async (schema: typeof reviewSchema | typeof reviewReplySchema, input: unknown) => {
  try {
    return await schema.validate(input, { abortEarly: false });
  } catch (err) {
    return (err as Error).message;
  }
};

describe('reviewSchema', () => {
  it('takes 1 to 5 whole stars and an optional comment of up to 1000 characters', async () => {
    expect(await outcome(reviewSchema, { rating: 5 })).toEqual({ rating: 5, comment: '' });
    expect(await outcome(reviewSchema, { rating: 1, comment: ' Great\ncut ' })).toEqual({ rating: 1, comment: 'Great\ncut' });
    for (const rating of [0, 6, 4.5, undefined, 'x']) expect(await outcome(reviewSchema, { rating })).toBe(RATING_MESSAGE);
    expect(await outcome(reviewSchema, { rating: 5, comment: 'x'.repeat(1001) })).toBe('Comment must be at most 1000 characters');
  });
});

describe('reviewReplySchema', () => {
  it('takes a reply of up to 1000 characters, or none', async () => {
    expect(await outcome(reviewReplySchema, {})).toEqual({ reply: '' });
    expect(await outcome(reviewReplySchema, { reply: 'Thank you!' })).toEqual({ reply: 'Thank you!' });
    expect(await outcome(reviewReplySchema, { reply: 'x'.repeat(1001) })).toBe('Reply must be at most 1000 characters');
  });
});
