import { describe, expect, it } from 'vitest';
import { datesBetween, periodEndOf, periodLabel, periodStartOf, periodsBetween } from './periods';

describe('periodStartOf and periodEndOf', () => {
  it('a day is itself', () => {
    expect(periodStartOf('2026-11-25', 'day')).toBe('2026-11-25');
    expect(periodEndOf('2026-11-25', 'day')).toBe('2026-11-25');
  });

  it('a week runs Monday to Sunday (UK)', () => {
    // 2026-11-23 is a Monday, 2026-11-29 a Sunday
    expect(periodStartOf('2026-11-23', 'week')).toBe('2026-11-23');
    expect(periodStartOf('2026-11-25', 'week')).toBe('2026-11-23');
    expect(periodStartOf('2026-11-28', 'week')).toBe('2026-11-23');
    expect(periodStartOf('2026-11-29', 'week')).toBe('2026-11-23');
    expect(periodEndOf('2026-11-23', 'week')).toBe('2026-11-29');
    expect(periodEndOf('2026-11-29', 'week')).toBe('2026-11-29');
    expect(periodStartOf('2026-11-30', 'week')).toBe('2026-11-30');
  });

  it('a week may cross a month and a year', () => {
    expect(periodStartOf('2027-01-01', 'week')).toBe('2026-12-28');
    expect(periodEndOf('2026-12-28', 'week')).toBe('2027-01-03');
  });

  it('a month runs from the 1st to its last day, leap years too', () => {
    expect(periodStartOf('2026-02-14', 'month')).toBe('2026-02-01');
    expect(periodEndOf('2026-02-14', 'month')).toBe('2026-02-28');
    expect(periodEndOf('2028-02-01', 'month')).toBe('2028-02-29');
    expect(periodEndOf('2026-12-31', 'month')).toBe('2026-12-31');
    expect(periodStartOf('2026-12-31', 'month')).toBe('2026-12-01');
  });
});

describe('periodsBetween', () => {
  it('lists each day of the range', () => {
    expect(periodsBetween('2026-11-29', '2026-12-01', 'day')).toEqual([
      { start: '2026-11-29', end: '2026-11-29' },
      { start: '2026-11-30', end: '2026-11-30' },
      { start: '2026-12-01', end: '2026-12-01' },
    ]);
  });

  it('cuts the first and last weeks to the range', () => {
    expect(periodsBetween('2026-11-25', '2026-12-09', 'week')).toEqual([
      { start: '2026-11-25', end: '2026-11-29' },
      { start: '2026-11-30', end: '2026-12-06' },
      { start: '2026-12-07', end: '2026-12-09' },
    ]);
  });

  it('a range of whole weeks gives whole weeks', () => {
    expect(periodsBetween('2026-11-23', '2026-12-06', 'week')).toEqual([
      { start: '2026-11-23', end: '2026-11-29' },
      { start: '2026-11-30', end: '2026-12-06' },
    ]);
  });

  it('months across a year end', () => {
    expect(periodsBetween('2026-12-15', '2027-02-10', 'month')).toEqual([
      { start: '2026-12-15', end: '2026-12-31' },
      { start: '2027-01-01', end: '2027-01-31' },
      { start: '2027-02-01', end: '2027-02-10' },
    ]);
  });

  it('one day is one period whatever the grouping', () => {
    for (const by of ['day', 'week', 'month'] as const) {
      expect(periodsBetween('2026-11-25', '2026-11-25', by)).toEqual([{ start: '2026-11-25', end: '2026-11-25' }]);
    }
  });

  it('an empty range has none', () => {
    expect(periodsBetween('2026-11-26', '2026-11-25', 'day')).toEqual([]);
  });
});

describe('datesBetween', () => {
  it('lists every date, both ends included, across a month end', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(datesBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(datesBetween('2026-03-03', '2026-03-02')).toEqual([]);
  });
});

describe('periodLabel', () => {
  it('names a day by weekday, date and month', () => {
    expect(periodLabel({ start: '2026-11-23', end: '2026-11-23' }, 'day')).toBe('Mon 23 Nov');
  });

  it('names a week by its first and last dates', () => {
    expect(periodLabel({ start: '2026-11-23', end: '2026-11-29' }, 'week')).toBe('23 Nov – 29 Nov');
    expect(periodLabel({ start: '2026-12-28', end: '2027-01-03' }, 'week')).toBe('28 Dec – 3 Jan');
    expect(periodLabel({ start: '2026-11-29', end: '2026-11-29' }, 'week')).toBe('Sun 29 Nov');
  });

  it('names a whole month by month and year, part of one by its dates', () => {
    expect(periodLabel({ start: '2026-11-01', end: '2026-11-30' }, 'month')).toBe('Nov 2026');
    expect(periodLabel({ start: '2026-11-02', end: '2026-11-30' }, 'month')).toBe('2 Nov – 30 Nov 2026');
    expect(periodLabel({ start: '2026-11-01', end: '2026-11-29' }, 'month')).toBe('1 Nov – 29 Nov 2026');
  });
});
