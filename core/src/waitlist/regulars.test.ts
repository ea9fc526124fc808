import { describe, expect, it } from 'vitest';
import { addDays } from '../time/zone';
import { regularsDue, usualGapDays, type RegularCustomer, type RegularVisit } from './regulars';

const TODAY = '2026-11-26';

/** Completed visits every `gap` days, the last `sinceLast` days before TODAY. */
const history = (customerId: string, count: number, gap: number, sinceLast: number): RegularVisit[] =>
  Array.from({ length: count }, (_, i) => ({
    customerId,
    date: addDays(TODAY, -sinceLast - (count - 1 - i) * gap),
    status: 'completed' as const,
  }));

const customer = (id: string, consent?: boolean, invitedAt: Date | null = null): RegularCustomer => ({
  id,
  name: `Customer ${id}`,
  email: `${id}@example.com`,
  ...(consent === undefined ? {} : { marketing: { consent, invitedAt } }),
});

describe('usualGapDays', () => {
  it('is the median gap between visit days, in any order', () => {
    expect(usualGapDays(['2026-03-22', '2026-03-01', '2026-04-12'])).toBe(21);
    // one long gap (a holiday) does not make a three-weekly customer six-weekly
    expect(usualGapDays(['2026-01-01', '2026-01-22', '2026-02-12', '2026-04-09'])).toBe(21);
  });

  it('averages the two middle gaps of an even count', () => {
    expect(usualGapDays(['2026-01-01', '2026-01-15', '2026-02-05', '2026-03-05', '2026-04-30'])).toBe(25);
  });

  it('needs three visit days; two visits on one day count once', () => {
    expect(usualGapDays([])).toBeNull();
    expect(usualGapDays(['2026-01-01', '2026-01-22'])).toBeNull();
    expect(usualGapDays(['2026-01-01', '2026-01-22', '2026-01-22'])).toBeNull();
  });
});

describe('regularsDue', () => {
  it('lists a three-weekly customer last seen five weeks ago, with their habit and consent', () => {
    const due = regularsDue([customer('ada', true)], history('ada', 4, 21, 35), TODAY);
    expect(due).toEqual([
      {
        customerId: 'ada',
        name: 'Customer ada',
        email: 'ada@example.com',
        visits: 4,
        usualGapDays: 21,
        lastVisitDate: '2026-10-22',
        daysSinceLastVisit: 35,
        consent: true,
        invitedAt: null,
      },
    ]);
  });

  it('says consent is false for a customer never asked or who unsubscribed, and keeps the last invite', () => {
    const invited = new Date('2026-11-20T09:00:00Z');
    const due = regularsDue(
      [customer('never'), customer('gone', false, invited)],
      [...history('never', 3, 21, 40), ...history('gone', 3, 21, 40)],
      TODAY,
    );
    expect(due.map((d) => [d.customerId, d.consent, d.invitedAt])).toEqual([
      ['gone', false, '2026-11-20T09:00:00.000Z'],
      ['never', false, null],
    ]);
  });

  it('leaves out a customer not yet past one and a half gaps, with a visit booked ahead, or with too few visits', () => {
    const visits = [
      // 31 days since a 21-day habit: within 1.5 gaps (31.5)
      ...history('recent', 4, 21, 31),
      ...history('booked', 4, 21, 60),
      { customerId: 'booked', date: addDays(TODAY, 3), status: 'scheduled' as const },
      ...history('twice', 2, 21, 90),
    ];
    expect(regularsDue([customer('recent'), customer('booked'), customer('twice')], visits, TODAY)).toEqual([]);
  });

  it('counts only completed visits: a cancelled or missed one is no habit, a past scheduled one is not ahead', () => {
    const visits: RegularVisit[] = [
      ...history('ada', 3, 21, 40),
      { customerId: 'ada', date: addDays(TODAY, -10), status: 'cancelled' },
      { customerId: 'ada', date: addDays(TODAY, -5), status: 'no_show' },
      { customerId: 'ada', date: addDays(TODAY, -1), status: 'scheduled' },
    ];
    expect(regularsDue([customer('ada')], visits, TODAY).map((d) => d.daysSinceLastVisit)).toEqual([40]);
  });

  it('puts the most overdue for their own habit first', () => {
    const visits = [
      // 70 days on a 35-day habit: 2x
      ...history('monthly', 3, 35, 70),
      // 45 days on a 14-day habit: over 3x
      ...history('fortnightly', 3, 14, 45),
      // 50 days on a 30-day habit: 1.67x
      ...history('slow', 3, 30, 50),
    ];
    const due = regularsDue([customer('monthly'), customer('slow'), customer('fortnightly')], visits, TODAY);
    expect(due.map((d) => d.customerId)).toEqual(['fortnightly', 'monthly', 'slow']);
  });

  it('ignores a customer unknown to the shop and a visit without a customer', () => {
    const visits = [...history('', 4, 21, 40), ...history('ghost', 4, 21, 40)];
    expect(regularsDue([customer('ada')], visits, TODAY)).toEqual([]);
  });
});
