import { describe, expect, it } from 'vitest';
import { deriveUsername, USERNAME_MAX_LENGTH } from './username';

describe('deriveUsername', () => {
  it('lowercases and removes spaces', () => {
    expect(deriveUsername('Royal Fade Studio')).toBe('royalfadestudio');
  });
  it('drops everything but letters, digits and spaces', () => {
    expect(deriveUsername("Joe's Cuts & Co. 2")).toBe('joescutsco2');
  });
  it('cuts to 20 characters', () => {
    expect(deriveUsername('The Very Long Barbershop Name Of London')).toBe('theverylongbarbersho');
    expect(deriveUsername('The Very Long Barbershop Name Of London')).toHaveLength(20);
  });
  it('gives an empty username for a name with no letters or digits', () => {
    expect(deriveUsername('---')).toBe('');
  });
});

describe('deriveUsername, edges', () => {
  it('lowercases before dropping, so capitals are kept as letters', () => {
    expect(deriveUsername('ABC Barbers')).toBe('abcbarbers');
  });
  it('drops tabs and line breaks as well as spaces', () => {
    expect(deriveUsername('a\tb\nc d e')).toBe('abcde');
  });
  it('keeps a name of exactly 20 characters whole', () => {
    expect(USERNAME_MAX_LENGTH).toBe(20);
    expect(deriveUsername('abcdefghij0123456789')).toBe('abcdefghij0123456789');
    expect(deriveUsername('abcdefghij 0123456789x')).toBe('abcdefghij0123456789');
  });
});
