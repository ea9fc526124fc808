import { describe, expect, test } from 'vitest';
import { phoneHref } from './href';
import { formatPhone, toE164 } from './phone';

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
  test('input up to 40 characters is read, longer is refused before parsing', () => {
    expect(toE164(`  07700 900123${' '.repeat(26)}`)).toBe('+447700900123');
    expect(toE164(`  07700 900123${' '.repeat(27)}`)).toBeNull();
  });
  test('a value that is not text is refused', () => {
    expect(toE164(7700900123 as unknown as string)).toBeNull();
    expect(toE164(undefined as unknown as string)).toBeNull();
  });
  test('a number of the wrong length for its country is refused', () => {
    expect(toE164('07700 90012')).toBeNull();
    expect(toE164('+33 6 12 34 56 7')).toBeNull();
  });
  test('every Ofcom drama range, and only in the UK', () => {
    const drama: [string, string][] = [
      ['07700 900999', '+447700900999'],
      ['020 7946 0000', '+442079460000'],
      ['020 7946 0999', '+442079460999'],
      ['0113 496 0999', '+441134960999'],
      ['0118 496 0123', '+441184960123'],
      ['0121 496 0123', '+441214960123'],
      ['0131 496 0123', '+441314960123'],
      ['0141 496 0123', '+441414960123'],
      ['0151 496 0123', '+441514960123'],
      ['0161 496 0123', '+441614960123'],
      ['0191 498 0123', '+441914980123'],
      ['01632 960999', '+441632960999'],
      ['0808 157 0123', '+448081570123'],
      ['0909 879 0123', '+449098790123'],
      ['0306 999 0123', '+443069990123'],
    ];
    expect(drama.map(([typed]) => toE164(typed))).toEqual(drama.map(([, stored]) => stored));
    expect(toE164('07700 901123')).toBeNull();
    expect(toE164('0119 496 0123')).toBeNull();
    // the same digits after another country code are just an invalid number
    expect(toE164('+1 770 090 0123')).toBeNull();
    expect(toE164('+33 7700900123')).toBeNull();
  });
});

describe('formatPhone', () => {
  test('UK numbers in national format, others international', () => {
    expect(formatPhone('+447700900123')).toBe('07700 900123');
    expect(formatPhone('+442079460958')).toBe('020 7946 0958');
    expect(formatPhone('+33612345678')).toBe('+33 6 12 34 56 78');
    expect(formatPhone('+447700900999')).toBe('07700 900999');
    expect(formatPhone('07700900123')).toBe('07700 900123');
  });
  test('an unparsable legacy value is shown as it is stored', () => {
    expect(formatPhone('abc')).toBe('abc');
    expect(formatPhone('')).toBe('');
  });
  test('tel link', () => {
    expect(phoneHref('+447700900123')).toBe('tel:+447700900123');
    expect(phoneHref('+44 (0)7700 900-123')).toBe('tel:+4407700900123');
    expect(phoneHref('')).toBe('tel:');
  });
});
