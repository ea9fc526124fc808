import { describe, expect, it } from 'vitest';
import { formatMinutes, formatShare } from './format';

describe('formatShare', () => {
  it('a percentage to one decimal place, whole ones without .0', () => {
    expect(formatShare(0.2)).toBe('20%');
    expect(formatShare(1 / 3)).toBe('33.3%');
    expect(formatShare(2 / 3)).toBe('66.7%');
    expect(formatShare(105 / 2430)).toBe('4.3%');
    expect(formatShare(0)).toBe('0%');
    expect(formatShare(1)).toBe('100%');
  });

  it('a dash when there is no share (nothing to divide by)', () => {
    expect(formatShare(null)).toBe('–');
  });
});

describe('formatMinutes', () => {
  it('hours and minutes', () => {
    expect(formatMinutes(0)).toBe('0 min');
    expect(formatMinutes(45)).toBe('45 min');
    expect(formatMinutes(60)).toBe('1 h');
    expect(formatMinutes(105)).toBe('1 h 45 min');
    expect(formatMinutes(2430)).toBe('40 h 30 min');
  });
});
