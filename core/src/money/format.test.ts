import { describe, expect, it } from 'vitest';
import { priceInputToPence } from '../shop/price';
import { formatPence } from './format';

describe('formatPence', () => {
  it('shows pounds with two decimals', () => {
    expect(formatPence(3500)).toBe('£35.00');
    expect(formatPence(3550)).toBe('£35.50');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(123456)).toBe('£1,234.56');
  });
  it('round-trips the inputs the forms accept', () => {
    for (const input of ['35', '35.5', '35.50', 35]) expect(formatPence(priceInputToPence(input)!)).toMatch(/^£35\.50$|^£35\.00$/);
    expect(priceInputToPence('35.5')).toBe(3550);
  });
});
