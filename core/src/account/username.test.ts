import { describe, expect, it } from 'vitest';
import { deriveUsername } from './username';

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
