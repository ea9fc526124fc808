import { describe, expect, it } from 'vitest';
import { penceToPriceInput, priceInputToPence } from './price';

describe('priceInputToPence', () => {
  it('reads pounds as numbers and decimal strings', () => {
    expect(priceInputToPence(35)).toBe(3500);
    expect(priceInputToPence('35')).toBe(3500);
    expect(priceInputToPence('35.5')).toBe(3550);
    expect(priceInputToPence('35.50')).toBe(3550);
    expect(priceInputToPence(20.99)).toBe(2099);
    expect(priceInputToPence('£12.30')).toBe(1230);
    expect(priceInputToPence(0)).toBe(0);
  });

  it('refuses negatives, more than 2 decimals and non-numbers', () => {
    expect(priceInputToPence(-1)).toBeNull();
    expect(priceInputToPence('1.234')).toBeNull();
    expect(priceInputToPence('abc')).toBeNull();
    expect(priceInputToPence('')).toBeNull();
    expect(priceInputToPence(null)).toBeNull();
    expect(priceInputToPence(Number.NaN)).toBeNull();
  });

  it('formats pence back for an input', () => {
    expect(penceToPriceInput(3500)).toBe('35.00');
    expect(penceToPriceInput(2099)).toBe('20.99');
  });
});
