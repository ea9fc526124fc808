import { describe, expect, it } from 'vitest';
import { easterSunday, englandWalesBankHolidays, upcomingBankHolidays } from './bankHolidays';

// Checked against GOV.UK's published England and Wales lists (www.gov.uk/bank-holidays).
describe('englandWalesBankHolidays', () => {
  it('gives 2026 as published', () => {
    expect(englandWalesBankHolidays(2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day" },
      { date: '2026-04-03', name: 'Good Friday' },
      { date: '2026-04-06', name: 'Easter Monday' },
      { date: '2026-05-04', name: 'Early May bank holiday' },
      { date: '2026-05-25', name: 'Spring bank holiday' },
      { date: '2026-08-31', name: 'Summer bank holiday' },
      { date: '2026-12-25', name: 'Christmas Day' },
      { date: '2026-12-28', name: 'Boxing Day' }, // the 26th is a Saturday
    ]);
  });

  it('moves Christmas and Boxing Day on a weekend to Monday and Tuesday (2027)', () => {
    const dates = englandWalesBankHolidays(2027).map((h) => h.date);
    expect(dates).toEqual([
      '2027-01-01',
      '2027-03-26',
      '2027-03-29',
      '2027-05-03',
      '2027-05-31',
      '2027-08-30',
      '2027-12-27',
      '2027-12-28',
    ]);
  });

  it("moves New Year's Day on a Saturday to the Monday (2028 is not; 2022 was)", () => {
    expect(englandWalesBankHolidays(2022)[0]).toEqual({ date: '2022-01-03', name: "New Year's Day" });
    expect(englandWalesBankHolidays(2028)[0]?.date).toBe('2028-01-03'); // a Saturday in 2028 too
  });

  it('keeps Boxing Day on a Monday and moves a Sunday Christmas to the Tuesday (2022)', () => {
    expect(englandWalesBankHolidays(2022).slice(-2)).toEqual([
      { date: '2022-12-26', name: 'Boxing Day' },
      { date: '2022-12-27', name: 'Christmas Day' },
    ]);
  });

  it('finds Easter across the calendar', () => {
    expect(['2024', '2025', '2026', '2027', '2038'].map((y) => easterSunday(Number(y)))).toEqual([
      '2024-03-31',
      '2025-04-20',
      '2026-04-05',
      '2027-03-28',
      '2038-04-25',
    ]);
  });
});

describe('upcomingBankHolidays', () => {
  it('lists the coming year from today, across the new year', () => {
    const coming = upcomingBankHolidays('2026-11-24');
    expect(coming[0]).toEqual({ date: '2026-12-25', name: 'Christmas Day' });
    expect(coming.map((h) => h.date)).toContain('2027-08-30');
    expect(coming.every((h) => h.date >= '2026-11-24' && h.date <= '2027-11-24')).toBe(true);
    expect(upcomingBankHolidays('2026-12-25', 0)).toEqual([{ date: '2026-12-25', name: 'Christmas Day' }]);
  });
});

describe('easterSunday over many years', () => {
  // the published Western Easter dates
  const known: Record<number, string> = {
    1818: '03-22',
    1943: '04-25',
    2000: '04-23',
    2001: '04-15',
    2002: '03-31',
    2003: '04-20',
    2004: '04-11',
    2005: '03-27',
    2006: '04-16',
    2007: '04-08',
    2008: '03-23',
    2009: '04-12',
    2010: '04-04',
    2011: '04-24',
    2012: '04-08',
    2013: '03-31',
    2014: '04-20',
    2015: '04-05',
    2016: '03-27',
    2017: '04-16',
    2018: '04-01',
    2019: '04-21',
    2020: '04-12',
    2021: '04-04',
    2022: '04-17',
    2023: '04-09',
    2028: '04-16',
    2029: '04-01',
    2030: '04-21',
    2031: '04-13',
    2032: '03-28',
    2033: '04-17',
    2034: '04-09',
    2035: '03-25',
    2036: '04-13',
    2037: '04-05',
    2039: '04-10',
    2040: '04-01',
  };
  it.each(Object.entries(known))('%s', (year, monthDay) => {
    expect(easterSunday(Number(year))).toBe(`${year}-${monthDay}`);
  });

  it('looks up to three calendar years ahead', () => {
    expect(upcomingBankHolidays('2026-11-24', 800).map((h) => h.date)).toContain('2028-12-25');
    expect(upcomingBankHolidays('2026-11-24', 800).map((h) => h.date)).not.toContain('2025-12-25');
  });
});
