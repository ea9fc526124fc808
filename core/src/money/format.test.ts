import { describe, expect, it } from 'vitest';
import { priceInputToPence } from '../shop/price';
import { formatPence } from './format';

describe('formatPence', () => {
  it('shows pounds with two decimals', () => {
    expect(formatPence(3500)).toBe('£35.00');
    expect(formatPence(3550)).toBe('£35.50');
    expect(formatPence(0)).toBe('£0.00');
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(5)).toBe('£0.05');
    expect(formatPence(-250)).toBe('-£2.50');
  });
  it('round-trips the inputs the forms accept', () => {
    expect(['35', '35.5', '35.50', 35].map((input) => formatPence(priceInputToPence(input)!))).toEqual([
      '£35.00',
      '£35.50',
      '£35.50',
      '£35.00',
    ]);
    expect(priceInputToPence('35.5')).toBe(3550);
  });
});
