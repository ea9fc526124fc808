import { describe, expect, it } from 'vitest';
import { encodeShopCursor } from '../shop/listing';
import { messagesOf } from '../test-support/schemaErrors';
import { CURSOR_MESSAGE } from '../validation/querySchemas';
import { reviewsQuerySchema } from './queries';
import { canReviewBooking, decodeReviewCursor, encodeReviewCursor, MAX_REVIEWS_PAGE_SIZE } from './listing';

describe('review cursor', () => {
  it('round-trips the instant and the id, URL-safe', () => {
    const cursor = { createdAtMicros: 1_795_000_000_123_456, id: 'appt_1' };
    const text = encodeReviewCursor(cursor);
    expect(text).toMatch(/^[0-9a-f]+$/);
    expect(decodeReviewCursor(text)).toEqual(cursor);
    expect(decodeReviewCursor(encodeReviewCursor({ createdAtMicros: 0, id: 'a' }))).toEqual({ createdAtMicros: 0, id: 'a' });
  });

  it('is null for anything a previous page did not hand out', () => {
    expect(decodeReviewCursor('')).toBeNull();
    expect(decodeReviewCursor('xyz1')).toBeNull();
    for (const name of ['', 'abc', '-1', '1.5', '1e3', ' 12', '12345678901234567'])
      expect(decodeReviewCursor(encodeShopCursor({ name, id: 'a' })), name).toBeNull();
    expect(decodeReviewCursor(encodeShopCursor({ name: '4102444800000000', id: 'a' }))).toEqual({
      createdAtMicros: 4102444800000000,
      id: 'a',
    });
  });
});

describe('reviewsQuerySchema', () => {
  it(`takes a limit from 1 to ${MAX_REVIEWS_PAGE_SIZE} and a cursor of a previous page`, async () => {
    await expect(reviewsQuerySchema.validate({})).resolves.toEqual({});
    const cursor = encodeReviewCursor({ createdAtMicros: 5, id: 'a' });
    expect(await messagesOf(reviewsQuerySchema, { limit: '1', cursor })).toEqual([]);
    expect(await messagesOf(reviewsQuerySchema, { limit: '50', cursor: '' })).toEqual([]);
    const range = 'limit must be a whole number from 1 to 50';
    for (const limit of ['0', '51', '2.5', '-1', 'ten', '', '123456'])
      expect(await messagesOf(reviewsQuerySchema, { limit }), limit).toContain(range);
    expect(await messagesOf(reviewsQuerySchema, { limit: ['1', '2'] })).toEqual(['limit must be a single value']);
    expect(await messagesOf(reviewsQuerySchema, { cursor: 'nope' })).toEqual([CURSOR_MESSAGE]);
    expect(await messagesOf(reviewsQuerySchema, { cursor: encodeShopCursor({ name: 'Shop', id: 'a' }) })).toEqual([
      CURSOR_MESSAGE,
    ]);
  });
});

describe('canReviewBooking', () => {
  const now = Date.parse('2026-11-20T12:00:00Z');
  const ended = { status: 'scheduled' as const, end: new Date(now - 60_000) };

  it('is true once the visit ended, scheduled or completed, with no review yet', () => {
    expect(canReviewBooking(ended, false, now)).toBe(true);
    expect(canReviewBooking({ ...ended, status: 'completed' }, false, now)).toBe(true);
  });

  it('is false before the end, for a cancelled booking and once reviewed', () => {
    expect(canReviewBooking({ ...ended, end: new Date(now) }, false, now)).toBe(false);
    expect(canReviewBooking({ ...ended, end: new Date(now + 1) }, false, now)).toBe(false);
    expect(canReviewBooking({ ...ended, end: new Date(now - 1) }, false, now)).toBe(true);
    expect(canReviewBooking({ ...ended, status: 'cancelled' }, false, now)).toBe(false);
    expect(canReviewBooking(ended, true, now)).toBe(false);
  });
});
