import { describe, expect, it } from 'vitest';
import { displayDate, displayDateShort } from './displayDate';

describe('display dates', () => {
  it('writes a day in words, never as YYYY-MM-DD', () => {
    expect(displayDate('2026-11-25')).toBe('Wednesday 25 November 2026');
    expect(displayDateShort('2026-11-25')).toBe('Wed 25 Nov 2026');
  });

  it('keeps the calendar day whatever the machine zone (a day, not an instant)', () => {
    expect(displayDate('2027-03-28')).toBe('Sunday 28 March 2027');
    expect(displayDateShort('2026-01-01')).toBe('Thu 1 Jan 2026');
  });
});
