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
    expect(phoneMatchesSearch('+447700900123', '   ')).toBe(false);
    expect(phoneMatchesSearch('+447700900123', 'ada 1')).toBe(false);
    expect(phoneMatchesSearch('+447700900123', '+')).toBe(false);
  });
  test('a full number written another way matches only through its E.164 form', () => {
    expect(phoneMatchesSearch('+447700900123', '  +44 (0)7700 900-123  ')).toBe(true);
    expect(phoneMatchesSearch('+447700900123', '+44 (0)7700 900-124')).toBe(false);
  });
  test('a legacy phone that is not a number is found only by digits, never by words', () => {
    expect(phoneMatchesSearch('room 12b', 'room')).toBe(false);
    expect(phoneMatchesSearch('room 12b', '12b')).toBe(false);
    expect(phoneMatchesSearch('room 12b', 'm 12')).toBe(false);
    expect(phoneMatchesSearch('room 12b', '12')).toBe(true);
    expect(phoneMatchesSearch('room12b', 'm12')).toBe(false);
  });
  test('a part of the national form with its leading 0 matches, typed with punctuation', () => {
    expect(phoneMatchesSearch('+447700900123', '(077) 00.90')).toBe(true);
    expect(phoneMatchesSearch('+33612345678', '+33 6 12')).toBe(true);
    expect(phoneMatchesSearch('+33612345678', '06 12')).toBe(false);
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
  test('the text is trimmed and any case matches; a customer without email is searched by name and phone', () => {
    expect(customerMatchesSearch(ada, '  lovelace ')).toBe(true);
    expect(customerMatchesSearch(ada, ' EXAMPLE.COM ')).toBe(true);
    const grace = { name: 'Grace Hopper', phone: '+447700900456' };
    expect(customerMatchesSearch(grace, 'hopper')).toBe(true);
    expect(customerMatchesSearch(grace, '900 456')).toBe(true);
    expect(customerMatchesSearch(grace, 'example')).toBe(false);
    expect(customerMatchesSearch({ ...grace, email: '' }, '@')).toBe(false);
  });
});

test('a new customer id comes from the E.164 phone', () => {
  expect(customerIdForPhone('+447700900123')).toBe('phone-p447700900123');
  expect(customerIdForPhone('+33612345678')).toBe('phone-p33612345678');
});
