import { describe, expect, test } from 'vitest';
import { ERASED_APPOINTMENT_FIELDS, ERASED_CUSTOMER_NAME, erasedEmails, inChunks } from './erase';

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
