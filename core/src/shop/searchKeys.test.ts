import { describe, expect, it } from 'vitest';
import { normaliseSearchText, postcodeOf, searchKeyOf, SEARCH_KEY_MAX_LENGTH, shopSearchKeys, townOf } from './searchKeys';

describe('normaliseSearchText', () => {
  it('keeps lowercase letters and digits, drops accents, one space between words', () => {
    expect(normaliseSearchText("  Café  Noir's No.1 ")).toBe('cafe noir s no 1');
    expect(normaliseSearchText('ÅNGSTRÖM')).toBe('angstrom');
    expect(normaliseSearchText('--')).toBe('');
  });
});

describe('townOf', () => {
  it('is the last part after the street, without its postcode', () => {
    expect(townOf('12 Redchurch Street, London E2 7DJ')).toBe('London');
    expect(townOf('48 Oldham Street, Manchester M4 1LE')).toBe('Manchester');
    expect(townOf('3 Call Lane, Leeds LS1')).toBe('Leeds');
    expect(townOf('1 Test Street, London')).toBe('London');
  });

  it('skips a postcode part and a country part', () => {
    expect(townOf('7 Thistle Street, Edinburgh, EH2 1DF, United Kingdom')).toBe('Edinburgh');
    expect(townOf('2 Bridge St, Newport, Wales')).toBe('Newport');
    expect(townOf('5 Mill Road, Flat 2, Milton Keynes MK9 2AB, UK')).toBe('Milton Keynes');
  });

  it('keeps a part that is only an outward-code-like word', () => {
    expect(townOf('1 Road, W1')).toBe('W1');
  });

  it('is empty when the address has no part after the street', () => {
    expect(townOf('1 High Street')).toBe('');
    expect(townOf('1 High Street, EH2 1DF')).toBe('');
    expect(townOf('1 High Street, , UK')).toBe('');
    expect(townOf('')).toBe('');
  });
});

describe('shopSearchKeys', () => {
  it('holds every prefix of every word-start phrase of the name and the town', () => {
    expect(shopSearchKeys('Ab Cd', '1 X Road, Ely')).toEqual(['a', 'ab', 'ab c', 'ab cd', 'c', 'cd', 'e', 'el', 'ely']);
  });

  it('cuts phrases at the longest key, and never ends a key with a space', () => {
    const keys = shopSearchKeys('Barbers of Somewhere Far', '');
    expect(keys).toContain('barbers of somewhere');
    expect(keys).not.toContain('barbers of somewhere ');
    expect(keys).toContain('somewhere far');
    expect(Math.max(...keys.map((k) => k.length))).toBe(SEARCH_KEY_MAX_LENGTH);
  });

  it('indexes the first ten words only', () => {
    const keys = shopSearchKeys('a1 a2 a3 a4 a5 a6 a7 a8 a9 a10 a11', '');
    expect(keys).toContain('a10');
    expect(keys).toContain('a10 a11');
    expect(keys).not.toContain('a11');
  });

  it('finds "bar" in "Barber Bros" and "leeds" in a Leeds address', () => {
    const keys = shopSearchKeys('Barber Bros', '3 Call Lane, Leeds LS1 6DT');
    expect(keys).toContain(searchKeyOf('bar'));
    expect(keys).toContain(searchKeyOf('Barber B'));
    expect(keys).toContain(searchKeyOf('bros'));
    expect(keys).toContain(searchKeyOf('LEEDS'));
    expect(keys).not.toContain(searchKeyOf('call'));
    expect(keys).toContain(searchKeyOf('ls1'));
  });

  it('finds a shop by its postcode district and its whole postcode, not by the street', () => {
    const keys = shopSearchKeys('Fade Room', '12 Redchurch Street, London E2 7DJ');
    expect(keys).toContain(searchKeyOf('E2'));
    expect(keys).toContain(searchKeyOf('e2 7dj'));
    expect(keys).not.toContain(searchKeyOf('E3'));
    expect(keys).not.toContain(searchKeyOf('redchurch'));
  });
});

describe('postcodeOf', () => {
  it('is the postcode ending a part after the street, uppercase', () => {
    expect(postcodeOf('12 Redchurch Street, London e2  7dj')).toBe('E2 7DJ');
    expect(postcodeOf('7 Thistle Street, Edinburgh, EH2 1DF, United Kingdom')).toBe('EH2 1DF');
    expect(postcodeOf('3 Call Lane, Leeds, LS1')).toBe('LS1');
    expect(postcodeOf('1 Road, SW1A 1AA')).toBe('SW1A 1AA');
  });

  it('is empty without a postcode after the street', () => {
    expect(postcodeOf('1 High Street, Leeds')).toBe('');
    expect(postcodeOf('E2 7DJ')).toBe('');
    expect(postcodeOf('')).toBe('');
  });
});

describe('searchKeyOf', () => {
  it('normalises and cuts to the longest stored key', () => {
    expect(searchKeyOf('  Barber   Bros! ')).toBe('barber bros');
    expect(searchKeyOf('abcdefghij klmnopqrstuvwxyz')).toBe('abcdefghij klmnopqrs');
    expect(searchKeyOf('abcdefghijklmnopqrs tuv')).toBe('abcdefghijklmnopqrs');
    expect(searchKeyOf('?!')).toBe('');
  });
});
