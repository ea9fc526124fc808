import { describe, expect, test } from 'vitest';
import { exportRangeSchema, MAX_EXPORT_DAYS, monthOf } from './exportRange';

const errorOf = async (value: unknown) => {
  try {
    await exportRangeSchema.validate(value);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('exportRangeSchema', () => {
  test('a range of one day, or up to a year, is fine', async () => {
    expect(await errorOf({ from: '2026-06-01', to: '2026-06-01' })).toBeNull();
    expect(await errorOf({ from: '2026-01-01', to: '2026-12-31' })).toBeNull();
    // 2028 is a leap year: 1 Jan to 31 Dec is 366 days
    expect(await errorOf({ from: '2028-01-01', to: '2028-12-31' })).toBeNull();
  });
  test('says what is wrong', async () => {
    expect(await errorOf({ from: '', to: '2026-06-01' })).toBe('Choose the first day');
    expect(await errorOf({ from: '2026-06-01' })).toBe('Choose the last day');
    expect(await errorOf({ from: '2026-06-02', to: '2026-06-01' })).toBe('The last day cannot be before the first');
    expect(await errorOf({ from: '2026-01-01', to: '2027-01-02' })).toBe(`Export at most ${MAX_EXPORT_DAYS} days at a time`);
    expect(await errorOf({ from: '2026-01-01', to: '2027-01-01' })).toBeNull();
    expect(await errorOf({ from: '2026-06-01', to: '' })).toBe('Choose the last day');
    expect(await errorOf({ from: '2026-06-01', to: '01/06/2026' })).toBe('To must be a real date');
    expect(await errorOf({ from: '2026-02-30', to: '2026-03-01' })).toBe('From must be a real date');
  });
});

describe('monthOf', () => {
  test('first to last day of the month', () => {
    expect(monthOf('2026-02-14')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    expect(monthOf('2028-02-29')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthOf('2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
