import { describe, expect, test } from 'vitest';
import {
  ERASED_APPOINTMENT_FIELDS,
  ERASED_CUSTOMER_NAME,
  eraseCustomerSchema,
  erasedEmails,
  inChunks,
  upcomingBookings,
} from './erase';

describe('erased appointments', () => {
  test('keep nothing personal and no link to a customer or a manage token', () => {
    expect(ERASED_CUSTOMER_NAME).toBe('Erased customer');
    expect(ERASED_APPOINTMENT_FIELDS).toEqual({
      customerId: '',
      customerName: 'Erased customer',
      customerPhone: '',
      customerEmail: '',
      notes: '',
      cancelReason: '',
      manageTokenHashes: [],
      manageUntil: null,
    });
  });
});

describe('erasedEmails', () => {
  test("the record's address and every booking's, once each, blanks left out", () => {
    expect(
      erasedEmails(' ada@example.com ', [
        { customerEmail: 'ada@example.com' },
        { customerEmail: 'ada.work@example.com' },
        { customerEmail: '' },
        { customerEmail: '  ' },
      ]),
    ).toEqual(['ada@example.com', 'ada.work@example.com']);
    expect(erasedEmails('', [])).toEqual([]);
  });
});

describe('inChunks', () => {
  test('groups of the size, the last one shorter', () => {
    expect(inChunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inChunks([1, 2], 2)).toEqual([[1, 2]]);
    expect(inChunks([], 3)).toEqual([]);
    expect(inChunks([1], 1)).toEqual([[1]]);
  });
  test('a size below one or not whole is refused', () => {
    expect(() => inChunks([1], 0)).toThrow(RangeError);
    expect(() => inChunks([1], 1.5)).toThrow('chunk size must be a whole number from 1');
  });
});

describe('upcomingBookings', () => {
  const at = (iso: string, status: 'scheduled' | 'cancelled' | 'completed' = 'scheduled') => ({
    id: iso,
    status,
    start: new Date(iso),
  });
  test('only scheduled ones not started yet, soonest first', () => {
    const now = Date.parse('2026-03-04T10:00:00Z');
    const list = [
      at('2026-03-06T09:00:00Z'),
      at('2026-03-04T10:00:00Z'), // starting now: under way
      at('2026-03-05T09:00:00Z'),
      at('2026-03-05T12:00:00Z', 'cancelled'),
      at('2026-03-03T09:00:00Z'),
      at('2026-03-07T09:00:00Z', 'completed'),
    ];
    expect(upcomingBookings(list, now).map((a) => a.id)).toEqual(['2026-03-05T09:00:00Z', '2026-03-06T09:00:00Z']);
    expect(upcomingBookings([], now)).toEqual([]);
  });
});

describe('eraseCustomerSchema', () => {
  test('cancelUpcoming is optional (false) and a boolean', async () => {
    expect((await eraseCustomerSchema.validate({})).cancelUpcoming).toBeUndefined();
    expect(await eraseCustomerSchema.validate({ cancelUpcoming: true })).toEqual({ cancelUpcoming: true });
    await expect(eraseCustomerSchema.validate({ cancelUpcoming: 'yes' })).rejects.toThrow('cancelUpcoming must be true or false');
  });
});
