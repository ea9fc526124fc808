import { describe, expect, it } from 'vitest';
import { MAX_PRICE_PENCE, penceToPriceInput, priceInputToPence } from './price';

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

describe('priceInputToPence, edges', () => {
  it('takes a trailing point, a £ only in front, and surrounding spaces', () => {
    expect(priceInputToPence('12.')).toBe(1200);
    expect(priceInputToPence(' £7.05 ')).toBe(705);
    expect(priceInputToPence('0.5')).toBe(50);
    expect(priceInputToPence('007')).toBe(700);
    expect(priceInputToPence('12£')).toBeNull();
    expect(priceInputToPence('1£2')).toBeNull();
    expect(priceInputToPence('££12')).toBeNull();
  });

  it('refuses text around the amount, separators and exponents', () => {
    for (const value of ['x12', '12x', '1,000', '12.3.4', '.5', '+5', '1e3', '12 .30'])
      expect(priceInputToPence(value), value).toBeNull();
  });

  it('refuses numbers that are not a plain amount of pounds and pence', () => {
    expect(priceInputToPence(Number.POSITIVE_INFINITY)).toBeNull();
    expect(priceInputToPence(1e21)).toBeNull();
    expect(priceInputToPence(0.1 + 0.2)).toBeNull();
    expect(priceInputToPence(true)).toBeNull();
    expect(priceInputToPence(undefined)).toBeNull();
    expect(priceInputToPence({ pounds: 5 })).toBeNull();
    expect(priceInputToPence([5])).toBeNull();
    expect(priceInputToPence(Number.NEGATIVE_INFINITY)).toBeNull();
  });

  it('formats small and zero amounts with two decimals', () => {
    expect(penceToPriceInput(5)).toBe('0.05');
    expect(penceToPriceInput(0)).toBe('0.00');
    expect(penceToPriceInput(MAX_PRICE_PENCE)).toBe('1000.00');
  });
});
