import { addDays, instantToZoned } from '@barbershop/core/time';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOPS, WIZARD_HOURS } from './demoData';
import { planDemoWeek } from './demoWeek';

const classic = DEMO_SHOPS[0]!;
const ZONE = 'Europe/London';
// Wednesday 15 July 2026, 11:15 in London (BST): two slots of the day are over.
const now = new Date('2026-07-15T10:15:00Z');

describe('the demo week', () => {
  const week = planDemoWeek(classic, WIZARD_HOURS, ZONE, now);

  it("books today in the shop's zone, completed before now and scheduled after", () => {
    const today = week.appointments.filter((a) => a.date === '2026-07-15');
    expect(today.length).toBeGreaterThanOrEqual(6);
    for (const a of today) expect(instantToZoned(a.start, ZONE)).toEqual({ date: '2026-07-15', time: a.time });
    expect(today.filter((a) => a.end <= now).every((a) => a.status !== 'scheduled')).toBe(true);
    expect(today.filter((a) => a.end <= now).some((a) => a.status === 'completed')).toBe(true);
    expect(today.filter((a) => a.start > now).every((a) => a.status !== 'completed')).toBe(true);
    expect(today.some((a) => a.status === 'scheduled')).toBe(true);
  });

  it('spans two days back to six ahead, skipping the closed Sunday, with some cancelled', () => {
    const dates = [...new Set(week.appointments.map((a) => a.date))].sort();
    expect(dates).toEqual([
      '2026-07-13',
      '2026-07-14',
      '2026-07-15',
      '2026-07-16',
      '2026-07-17',
      '2026-07-18',
      '2026-07-20',
      '2026-07-21',
    ]);
    expect(
      week.appointments.filter((a) => a.date < '2026-07-15').every((a) => a.status === 'completed' || a.status === 'cancelled'),
    ).toBe(true);
    expect(week.appointments.filter((a) => a.status === 'cancelled').length).toBeGreaterThanOrEqual(2);
    expect(dates.at(-1)! <= addDays('2026-07-15', 6)).toBe(true);
  });

  it("never double-books a barber, stays inside the shop's hours and leaves the blocks free", () => {
    expect(week.blocks.map((b) => `${b.startDate} ${b.startTime}-${b.endTime} ${b.reason}`)).toEqual([
      '2026-07-15 13:00-14:00 lunch',
      '2026-07-17 14:00-17:00 training',
    ]);
    for (const a of week.appointments) {
      const others = week.appointments.filter(
        (o) => o !== a && o.barberId === a.barberId && o.status !== 'cancelled' && a.status !== 'cancelled',
      );
      expect(others.some((o) => o.start < a.end && a.start < o.end)).toBe(false);
      const blocked = week.blocks.filter((b) => b.barberId === a.barberId && b.startDate === a.date);
      for (const b of blocked) expect(a.time >= b.endTime! || instantToZoned(a.end, ZONE).time <= b.startTime!).toBe(true);
      expect(instantToZoned(a.end, ZONE).time <= (a.date === '2026-07-18' ? '17:00' : '18:00')).toBe(true);
    }
  });

  it('uses the customers it writes, with Ofcom drama numbers in E.164', () => {
    const ids = new Set(week.customers.map((c) => c.id));
    expect(week.appointments.every((a) => ids.has(a.customerId))).toBe(true);
    expect(week.customers.every((c) => /^\+447700900\d{3}$/.test(c.phone))).toBe(true);
  });

  it('is the same plan when seeded again the same day', () => {
    expect(planDemoWeek(classic, WIZARD_HOURS, ZONE, new Date(now.getTime() + 60_000)).appointments.map((a) => a.id)).toEqual(
      week.appointments.map((a) => a.id),
    );
  });
});
