import { describe, expect, test } from 'vitest';
import { formatPhone, phoneHref, toE164 } from './phone';

describe('toE164', () => {
  test('one UK number written three ways is one stored number', () => {
    expect(toE164('07700 900123')).toBe('+447700900123');
    expect(toE164('+44 7700 900123')).toBe('+447700900123');
    expect(toE164('+44 (0)7700 900-123')).toBe('+447700900123');
  });
  test('real mobile and landline numbers', () => {
    expect(toE164('07911 123456')).toBe('+447911123456');
    expect(toE164('020 7946 0958')).toBe('+442079460958');
    expect(toE164('+33 6 12 34 56 78')).toBe('+33612345678');
  });
  test('Ofcom drama ranges are accepted, other unallocated numbers are not', () => {
    expect(toE164('0113 496 0000')).toBe('+441134960000');
    expect(toE164('01632 960123')).toBe('+441632960123');
    expect(toE164('01632 000123')).toBeNull();
  });
  test('punctuation, short numbers and junk are refused', () => {
    for (const bad of ['-----', '', '12345', '+44', 'call me', '0'.repeat(41)]) expect(toE164(bad)).toBeNull();
  });
});

describe('formatPhone', () => {
  test('UK numbers in national format, others international', () => {
    expect(formatPhone('+447700900123')).toBe('07700 900123');
    expect(formatPhone('+442079460958')).toBe('020 7946 0958');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
  });
  test('an unparsable legacy value is shown as it is stored', () => {
    expect(formatPhone('abc')).toBe('abc');
    expect(formatPhone('')).toBe('');
  });
  test('tel link', () => {
    expect(phoneHref('+447700900123')).toBe('tel:+447700900123');
  });
});
