// Reports' revenue and a customer's total spend follow one rule (earnedBy): the same bookings,
// read by both at the same time, give the same money.
import { describe, expect, test } from 'vitest';
import { customerProfile, type ProfileVisit } from '../customers/profile';
import { buildReport } from '../reports/report';
import { zonedToInstant } from '../time/zone';

const TZ = 'Europe/London';
const now = zonedToInstant('2026-11-26', '12:00', TZ);

const booking = (id: string, date: string, time: string, status: ProfileVisit['status'], pricePence: number) => {
  const start = zonedToInstant(date, time, TZ);
  return {
    id,
    date,
    time,
    start,
    end: new Date(start.getTime() + 30 * 60_000),
    status,
    pricePence,
    customerId: 'c1',
    barberId: 'alex',
    barberName: 'Alex',
    serviceId: 'cut',
    serviceName: 'Cut',
  };
};

// one customer's bookings this week, of every kind, before and after now
const bookings = [
  booking('done', '2026-11-23', '10:00', 'completed', 2000),
  booking('unmarked-past', '2026-11-26', '11:30', 'scheduled', 1500),
  booking('no-show', '2026-11-24', '10:00', 'no_show', 3000),
  booking('cancelled', '2026-11-25', '10:00', 'cancelled', 4000),
  booking('later-today', '2026-11-26', '15:00', 'scheduled', 2500),
  booking('friday', '2026-11-27', '10:00', 'scheduled', 3500),
  booking('marked-early', '2026-11-28', '10:00', 'completed', 700),
];

describe('one revenue rule', () => {
  test("the week's Reports revenue is the customer's total spend", () => {
    const report = buildReport({
      from: '2026-11-23',
      to: '2026-11-29',
      by: 'day',
      schedule: { timeZone: TZ, shopHours: [], closedDates: [] },
      barbers: [],
      services: [],
      appointments: bookings,
      blocks: [],
      now,
    });
    const profile = customerProfile(bookings, now);
    expect(profile.totalSpendPence).toBe(2000 + 1500 + 700);
    expect(report.totals.revenuePence).toBe(profile.totalSpendPence);
  });
});
