import { addDays, dayOfWeek } from '../time/zone';

// England and Wales bank holidays by the rules of the Banking and Financial Dealings Act 1971 and
// the Royal Proclamations that fix the May and August Mondays: computed, so nobody types them in.
// One-off holidays (a coronation, a state funeral) are proclaimed months ahead and are not
// predictable: an owner adds such a day as a closure by hand.

export interface BankHoliday {
  /** YYYY-MM-DD */
  date: string;
  name: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
const ymd = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** Easter Sunday (Gregorian), by the anonymous algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return ymd(year, month, day);
}

/** The first Monday of a month. */
function firstMonday(year: number, month: number): string {
  const first = ymd(year, month, 1);
  return addDays(first, (8 - dayOfWeek(first)) % 7);
}

/** The last Monday of a month. */
function lastMonday(year: number, month: number): string {
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const last = ymd(year, month, lastDay);
  return addDays(last, -((dayOfWeek(last) + 6) % 7));
}

/** A holiday on a Saturday or Sunday moves to the next weekday not already a holiday. */
function substitute(date: string, taken: Set<string>): string {
  let day = date;
  while (dayOfWeek(day) === 0 || dayOfWeek(day) === 6 || taken.has(day)) day = addDays(day, 1);
  return day;
}

/** The England and Wales bank holidays of a year, in date order. */
export function englandWalesBankHolidays(year: number): BankHoliday[] {
  const easter = easterSunday(year);
  const taken = new Set<string>();
  const add = (date: string, name: string) => {
    taken.add(date);
    return { date, name };
  };
  const newYear = add(substitute(ymd(year, 1, 1), taken), "New Year's Day");
  const fixed = [
    add(addDays(easter, -2), 'Good Friday'),
    add(addDays(easter, 1), 'Easter Monday'),
    add(firstMonday(year, 5), 'Early May bank holiday'),
    add(lastMonday(year, 5), 'Spring bank holiday'),
    add(lastMonday(year, 8), 'Summer bank holiday'),
  ];
  // A holiday that falls on a weekday keeps its day; a weekend one takes the next free weekday
  // (Christmas on a Sunday: Boxing Day stays Monday, Christmas moves to Tuesday, as in 2022).
  const weekday = (date: string) => dayOfWeek(date) !== 0 && dayOfWeek(date) !== 6;
  const [xmas, boxingDay] = [ymd(year, 12, 25), ymd(year, 12, 26)];
  for (const date of [xmas, boxingDay]) if (weekday(date)) taken.add(date);
  const christmas = add(weekday(xmas) ? xmas : substitute(xmas, taken), 'Christmas Day');
  const boxing = add(weekday(boxingDay) ? boxingDay : substitute(boxingDay, taken), 'Boxing Day');
  return [newYear, ...fixed, christmas, boxing].sort((x, y) => x.date.localeCompare(y.date));
}

/** The bank holidays from `today` (inclusive) for the next `days` days, in date order. */
export function upcomingBankHolidays(today: string, days = 365): BankHoliday[] {
  const until = addDays(today, days);
  const year = Number(today.slice(0, 4));
  return [year, year + 1, year + 2].flatMap(englandWalesBankHolidays).filter((h) => h.date >= today && h.date <= until);
}
