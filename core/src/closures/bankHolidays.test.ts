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
