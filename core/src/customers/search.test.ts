import { describe, expect, test } from 'vitest';
import { customerMatchesSearch, phoneMatchesSearch } from './search';
import { customerIdForPhone } from './identity';

const ada = { name: 'Ada Lovelace', phone: '+447700900123', email: 'ada@example.com' };

describe('phoneMatchesSearch', () => {
  test('one number typed three ways finds the same stored phone', () => {
    for (const typed of ['07700 900123', '07700900123', '+44 7700 900123', '+447700900123', '+44 (0)7700 900-123']) {
      expect(phoneMatchesSearch('+447700900123', typed)).toBe(true);
    }
  });
  test('part of a number matches as typed either way', () => {
    expect(phoneMatchesSearch('+447700900123', '07700 9')).toBe(true);
    expect(phoneMatchesSearch('+447700900123', '900 123')).toBe(true);
    expect(phoneMatchesSearch('+447700900123', '+44 7700')).toBe(true);
  });
  test('another number, words and an empty query do not match', () => {
    expect(phoneMatchesSearch('+447700900123', '07700 900124')).toBe(false);
    expect(phoneMatchesSearch('+447700900123', 'ada')).toBe(false);
    expect(phoneMatchesSearch('+447700900123', '')).toBe(false);
    expect(phoneMatchesSearch('', '0')).toBe(false);
  });
});

describe('customerMatchesSearch', () => {
  test('name, email or phone', () => {
    expect(customerMatchesSearch(ada, 'LOVE')).toBe(true);
    expect(customerMatchesSearch(ada, 'ada@')).toBe(true);
    expect(customerMatchesSearch(ada, '07700 900123')).toBe(true);
    expect(customerMatchesSearch(ada, '  ')).toBe(true);
    expect(customerMatchesSearch(ada, 'grace')).toBe(false);
  });
});

test('a new customer id comes from the E.164 phone', () => {
  expect(customerIdForPhone('+447700900123')).toBe('phone-p447700900123');
});
