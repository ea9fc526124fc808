import { describe, expect, it } from 'vitest';
import { isBookingDate } from './appointmentDate';
import { REAL_DATE_PATTERN } from './zone';

// The security rules check dates with REAL_DATE_PATTERN: it must take exactly the dates the API
// takes (isBookingDate: real dates in 2000-2099), leap days included.
const re = new RegExp(`^${REAL_DATE_PATTERN}$`);
const pad = (n: number, w = 2) => String(n).padStart(w, '0');

describe('REAL_DATE_PATTERN', () => {
  it('agrees with isBookingDate on every year, month 00-13 and day 00-32 written YYYY-MM-DD', () => {
    const disagree: string[] = [];
    for (const year of [1999, ...Array.from({ length: 100 }, (_, i) => 2000 + i), 2100, 2400, 3000]) {
      for (let month = 0; month <= 13; month++) {
        for (let day = 0; day <= 32; day++) {
          const date = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
          if (re.test(date) !== isBookingDate(date)) disagree.push(date);
        }
      }
    }
    expect(disagree).toEqual([]);
  });

  it('takes leap days of leap years only', () => {
    expect(['2000-02-29', '2024-02-29', '2096-02-29'].every((d) => re.test(d))).toBe(true);
    expect(['2026-02-29', '2026-02-30', '2100-02-29', '2026-04-31'].some((d) => re.test(d))).toBe(false);
  });

  it('takes nothing but the date', () => {
    expect(['2026-1-05', ' 2026-01-05', '2026-01-05 ', '2026/01/05', '20260105'].some((d) => re.test(d))).toBe(false);
  });
});
