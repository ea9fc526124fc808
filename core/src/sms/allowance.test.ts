import { describe, expect, it } from 'vitest';
import { allowanceLeft, usageMonth, wouldExceed } from './allowance';

describe('usageMonth', () => {
  it("counts in the shop's zone: 23:30 UTC on 31 May is June in London", () => {
    expect(usageMonth(new Date('2026-05-31T23:30:00Z'), 'Europe/London')).toBe('2026-06');
    expect(usageMonth(new Date('2026-05-31T23:30:00Z'), 'UTC')).toBe('2026-05');
    expect(usageMonth(new Date('2026-12-31T23:30:00Z'), 'Europe/London')).toBe('2026-12');
  });
});

describe('allowance', () => {
  it('allows reaching the allowance exactly, not passing it', () => {
    expect(wouldExceed(298, 2, 300)).toBe(false);
    expect(wouldExceed(299, 2, 300)).toBe(true);
    expect(wouldExceed(0, 1, 0)).toBe(true);
  });

  it('never leaves less than nothing', () => {
    expect(allowanceLeft(120, 300)).toBe(180);
    expect(allowanceLeft(305, 300)).toBe(0);
  });
});
