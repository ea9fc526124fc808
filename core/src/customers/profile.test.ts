import { describe, expect, test } from 'vitest';
import { customerProfile, noShowCount, noShowLabel, type ProfileVisit } from './profile';

const now = new Date('2026-06-10T12:00:00Z');

const visit = (id: string, date: string, time: string, status: ProfileVisit['status'], pricePence = 2000): ProfileVisit => ({
  id,
  date,
  time,
  // the shop is in London: June is BST (UTC+1)
  start: new Date(`${date}T${time}:00+01:00`),
  serviceName: 'Haircut',
  barberName: 'James',
  pricePence,
  status,
  customerId: 'c1',
});

describe('customerProfile', () => {
  test('lists every booking newest first and adds up only what visits that happened earned', () => {
    const profile = customerProfile(
      [
        visit('old', '2026-05-01', '10:00', 'completed', 2500),
        visit('noshow', '2026-05-20', '09:00', 'no_show', 3000),
        visit('cancelled', '2026-06-01', '11:00', 'cancelled', 4000),
        visit('unmarked', '2026-06-10', '12:30', 'scheduled', 1500),
        visit('past-unmarked', '2026-06-10', '09:30', 'scheduled', 1000),
        visit('next', '2026-06-12', '10:00', 'scheduled', 2000),
        visit('later', '2026-07-01', '10:00', 'scheduled', 2000),
      ],
      now,
    );
    expect(profile.visits.map((v) => v.id)).toEqual(['later', 'next', 'unmarked', 'past-unmarked', 'cancelled', 'noshow', 'old']);
    // 11:30 UTC has passed at 12:00 UTC; 12:30 BST is 11:30 UTC
    expect(profile.totalSpendPence).toBe(2500 + 1000 + 1500);
    expect(profile.lastVisit?.id).toBe('unmarked');
    expect(profile.nextVisit?.id).toBe('next');
    expect(profile.noShowCount).toBe(1);
  });

  test('a customer with only cancelled bookings and no-shows has spent nothing and no last visit', () => {
    const profile = customerProfile(
      [visit('a', '2026-05-01', '10:00', 'no_show'), visit('b', '2026-05-02', '10:00', 'cancelled')],
      now,
    );
    expect(profile).toMatchObject({ totalSpendPence: 0, lastVisit: null, nextVisit: null, noShowCount: 1 });
  });

  test('no bookings at all', () => {
    expect(customerProfile([], now)).toEqual({
      visits: [],
      totalSpendPence: 0,
      lastVisit: null,
      nextVisit: null,
      noShowCount: 0,
    });
  });

  test('two visits on one day are ordered by time; the input is not reordered', () => {
    const input = [visit('morning', '2026-05-01', '09:00', 'completed'), visit('afternoon', '2026-05-01', '15:00', 'completed')];
    const profile = customerProfile(input, now);
    expect(profile.visits.map((v) => v.id)).toEqual(['afternoon', 'morning']);
    expect(profile.lastVisit?.id).toBe('afternoon');
    expect(input.map((v) => v.id)).toEqual(['morning', 'afternoon']);
  });

  test('a completed mark on a future visit counts; a visit starting exactly now has happened', () => {
    const early = { ...visit('early-mark', '2026-06-20', '10:00', 'completed', 700) };
    const atNow = { ...visit('at-now', '2026-06-10', '13:00', 'scheduled', 300) };
    expect(atNow.start.getTime()).toBe(now.getTime());
    const profile = customerProfile([early, atNow], now);
    expect(profile.totalSpendPence).toBe(1000);
    expect(profile.nextVisit).toBeNull();
  });
});

describe('no-shows', () => {
  test('counts only no-shows', () => {
    expect(noShowCount([{ status: 'no_show' }, { status: 'scheduled' }, { status: 'no_show' }, { status: 'cancelled' }])).toBe(2);
    expect(noShowCount([])).toBe(0);
  });
  test('label', () => {
    expect(noShowLabel(0)).toBe('');
    expect(noShowLabel(-1)).toBe('');
    expect(noShowLabel(1)).toBe('1 no-show');
    expect(noShowLabel(2)).toBe('2 no-shows');
  });
});
