import { beforeEach, describe, expect, it } from 'vitest';
import type { AppointmentStatus, BusinessHoursEntry, DayOfWeek } from '../model/types';
import { zonedToInstant } from '../time/zone';
import { buildReport, figuresOf, type ReportAppointment, type ReportInput } from './report';

const TZ = 'Europe/London';
const hours = (days: number[], startTime: string, endTime: string): BusinessHoursEntry[] =>
  [0, 1, 2, 3, 4, 5, 6].map((d) => ({ dayOfWeek: d as DayOfWeek, startTime, endTime, isActive: days.includes(d) }));
const CUT = { serviceId: 'cut', name: 'Cut', durationMin: 30, pricePence: 2000, bufferMin: 0 };
const LONG = { serviceId: 'long', name: 'Long Cut', durationMin: 45, pricePence: 3500, bufferMin: 0 };

function appt(
  barberId: string,
  date: string,
  time: string,
  status: AppointmentStatus,
  services = [CUT],
  single = false,
): ReportAppointment {
  const start = zonedToInstant(date, time, TZ);
  const durationMin = services.reduce((s, v) => s + v.durationMin, 0);
  return {
    barberId,
    barberName: `${barberId} as booked`,
    date,
    status,
    pricePence: services.reduce((s, v) => s + v.pricePence, 0),
    serviceId: services[0]!.serviceId,
    serviceName: services.map((s) => s.name).join(' + '),
    ...(single ? {} : { services }),
    start,
    end: new Date(start.getTime() + durationMin * 60_000),
  };
}

// The week of Monday 23 November 2026. The shop opens Mon-Sat 09:00-17:00 and is closed on
// Saturday the 28th. Alex has lunch 13:00-13:30 Mon-Fri and a block on Wednesday 09:00-11:00;
// Blake works Mon-Fri 10:00-16:00.
const week: ReportInput = {
  from: '2026-11-23',
  to: '2026-11-29',
  by: 'day',
  schedule: { timeZone: TZ, shopHours: hours([1, 2, 3, 4, 5, 6], '09:00', '17:00'), closedDates: ['2026-11-28'] },
  barbers: [
    {
      id: 'alex',
      name: 'Alex',
      isActive: true,
      weeklyBreaks: [1, 2, 3, 4, 5].map((d) => ({ dayOfWeek: d as DayOfWeek, startTime: '13:00', endTime: '13:30' })),
    },
    { id: 'blake', name: 'Blake', isActive: true, weeklyHours: hours([1, 2, 3, 4, 5], '10:00', '16:00') },
    { id: 'casey', name: 'Casey', isActive: false },
  ],
  services: [
    { id: 'cut', name: 'Cut' },
    { id: 'long', name: 'Long Cut' },
  ],
  blocks: [
    {
      barberId: 'alex',
      startDate: '2026-11-25',
      endDate: '2026-11-25',
      startTime: '09:00',
      endTime: '11:00',
      isAllDay: false,
      reason: 'meeting',
    },
    {
      barberId: 'blake',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      startTime: null,
      endTime: null,
      isAllDay: true,
      reason: 'vacation',
    },
  ],
  appointments: [
    appt('alex', '2026-11-23', '10:00', 'completed'),
    appt('alex', '2026-11-23', '11:00', 'scheduled', [LONG]),
    appt('alex', '2026-11-24', '10:00', 'no_show'),
    appt('alex', '2026-11-25', '12:00', 'cancelled'),
    appt('blake', '2026-11-23', '10:00', 'completed', [LONG]),
    // Cut + Long Cut, 75 minutes from 15:00: Blake stops at 16:00
    appt('blake', '2026-11-27', '15:00', 'scheduled', [CUT, LONG]),
    // the next Monday: outside the range
    appt('alex', '2026-11-30', '10:00', 'completed'),
  ],
  // the week is over: every scheduled visit has taken place
  now: new Date('2026-12-07T12:00:00Z'),
};

describe('buildReport: a known week', () => {
  // worked out inside each test, where a mutant of the code can change it
  let report: ReturnType<typeof buildReport>;
  beforeEach(() => {
    report = buildReport(week);
  });

  it('totals: five bookings, £145.00, one no-show in five', () => {
    expect(report.totals).toEqual({ bookings: 5, revenuePence: 14500, completed: 2, noShows: 1, cancelled: 1, noShowRate: 0.2 });
    expect(report).toMatchObject({ from: '2026-11-23', to: '2026-11-29', by: 'day', timeZone: TZ });
  });

  it('a row per day with its own figures', () => {
    expect(report.periods.map((p) => [p.start, p.end, p.bookings, p.revenuePence, p.noShows, p.cancelled, p.noShowRate])).toEqual(
      [
        ['2026-11-23', '2026-11-23', 3, 9000, 0, 0, 0],
        ['2026-11-24', '2026-11-24', 1, 0, 1, 0, 1],
        ['2026-11-25', '2026-11-25', 0, 0, 0, 1, null],
        ['2026-11-26', '2026-11-26', 0, 0, 0, 0, null],
        ['2026-11-27', '2026-11-27', 1, 5500, 0, 0, 0],
        ['2026-11-28', '2026-11-28', 0, 0, 0, 0, null],
        ['2026-11-29', '2026-11-29', 0, 0, 0, 0, null],
      ],
    );
  });

  it("each barber's figures and utilisation", () => {
    expect(report.barbers).toEqual([
      {
        barberId: 'alex',
        name: 'Alex',
        bookings: 3,
        revenuePence: 5500,
        completed: 1,
        noShows: 1,
        cancelled: 1,
        noShowRate: 1 / 3,
        // 5 x 450 minutes, less the 2-hour block; Saturday is closed
        workingMinutes: 2130,
        // 30 + 45 + the no-show's 30 (the time was held)
        bookedMinutes: 105,
        utilisation: 105 / 2130,
      },
      {
        barberId: 'blake',
        name: 'Blake',
        bookings: 2,
        revenuePence: 9000,
        completed: 1,
        noShows: 0,
        cancelled: 0,
        noShowRate: 0,
        workingMinutes: 1800,
        // 45, and the 60 minutes of the 75-minute visit before 16:00
        bookedMinutes: 105,
        utilisation: 105 / 1800,
      },
    ]);
  });

  it('each service: a visit of two counts for each, at its own price as booked', () => {
    expect(report.services).toEqual([
      { serviceId: 'long', name: 'Long Cut', bookings: 3, revenuePence: 10500 },
      { serviceId: 'cut', name: 'Cut', bookings: 3, revenuePence: 4000 },
    ]);
  });

  it('by week: weeks start on Monday and are cut to the range', () => {
    const weekly = buildReport({ ...week, from: '2026-11-25', to: '2026-12-01', by: 'week' });
    expect(weekly.periods.map((p) => [p.start, p.end, p.bookings, p.revenuePence, p.cancelled])).toEqual([
      ['2026-11-25', '2026-11-29', 1, 5500, 1],
      ['2026-11-30', '2026-12-01', 1, 2000, 0],
    ]);
    expect(weekly.totals.revenuePence).toBe(7500);
    // Wednesday to Friday and Monday the 30th; Tuesday 1 December is blocked all day
    expect(weekly.barbers.find((b) => b.barberId === 'blake')?.workingMinutes).toBe(360 * 4);
  });

  it('by month: one row for November', () => {
    const monthly = buildReport({ ...week, from: '2026-11-01', to: '2026-11-30', by: 'month' });
    expect(monthly.periods).toEqual([
      {
        start: '2026-11-01',
        end: '2026-11-30',
        bookings: 6,
        revenuePence: 16500,
        completed: 3,
        noShows: 1,
        cancelled: 1,
        noShowRate: 1 / 6,
      },
    ]);
  });
});

describe('buildReport: who is listed', () => {
  it('an inactive barber with no bookings is left out; one with bookings stays', () => {
    expect(buildReport(week).barbers.map((b) => b.barberId)).toEqual(['alex', 'blake']);
    const withCasey = buildReport({ ...week, appointments: [appt('casey', '2026-11-24', '09:00', 'completed')] });
    expect(withCasey.barbers.map((b) => [b.barberId, b.name, b.bookings, b.workingMinutes])).toEqual([
      ['alex', 'Alex', 0, 2130],
      ['blake', 'Blake', 0, 1800],
      ['casey', 'Casey', 1, 480 * 5],
    ]);
  });

  it('a barber no longer on the staff keeps their bookings under the name booked, with no working time', () => {
    const report = buildReport({ ...week, appointments: [appt('gone', '2026-11-24', '09:00', 'completed')] });
    expect(report.barbers[2]).toEqual({
      barberId: 'gone',
      name: 'gone as booked',
      bookings: 1,
      revenuePence: 2000,
      completed: 1,
      noShows: 0,
      cancelled: 0,
      noShowRate: 0,
      workingMinutes: 0,
      bookedMinutes: 0,
      utilisation: null,
    });
  });

  it("services go by today's name; one since deleted by the name booked", () => {
    const renamed = buildReport({ ...week, services: [{ id: 'cut', name: 'Classic Cut' }] });
    expect(renamed.services.map((s) => s.name)).toEqual(['Long Cut', 'Classic Cut']);
  });

  it('a booking from before visits had several services counts as its one service', () => {
    const old = appt('alex', '2026-11-23', '10:00', 'completed', [LONG], true);
    expect(buildReport({ ...week, appointments: [old] }).services).toEqual([
      { serviceId: 'long', name: 'Long Cut', bookings: 1, revenuePence: 3500 },
    ]);
  });

  it('services earning the same are ordered by bookings, then name', () => {
    const free = { ...CUT, serviceId: 'a', name: 'Zed', pricePence: 0 };
    const free2 = { ...CUT, serviceId: 'b', name: 'Abe', pricePence: 0 };
    const report = buildReport({
      ...week,
      services: [],
      appointments: [
        appt('alex', '2026-11-23', '09:00', 'completed', [free]),
        appt('alex', '2026-11-23', '10:00', 'completed', [free2]),
        appt('alex', '2026-11-23', '11:00', 'completed', [free]),
        appt('alex', '2026-11-24', '11:00', 'completed', [CUT]),
        appt('alex', '2026-11-24', '12:00', 'completed', [{ ...CUT, serviceId: 'c', name: 'Mid' }]),
      ],
    });
    expect(report.services.map((s) => s.name)).toEqual(['Cut', 'Mid', 'Zed', 'Abe']);
  });

  it('more bookings first among services earning the same, whatever order they came in', () => {
    const free = (serviceId: string, name: string) => ({ ...CUT, serviceId, name, pricePence: 0 });
    const [c2, a1, b3] = [free('c', 'C2'), free('a', 'A1'), free('b', 'B3')];
    const at = (time: string, service: typeof CUT) => appt('alex', '2026-11-23', time, 'completed', [service]);
    const report = buildReport({
      ...week,
      services: [],
      appointments: [at('09:00', c2), at('09:30', a1), at('10:00', b3), at('10:30', c2), at('11:00', b3), at('11:30', b3)],
    });
    expect(report.services.map((s) => [s.name, s.bookings])).toEqual([
      ['B3', 3],
      ['C2', 2],
      ['A1', 1],
    ]);
  });
});

describe('buildReport: nothing booked', () => {
  it('zero figures, no no-show rate, utilisation 0 where there was work', () => {
    const empty = buildReport({ ...week, appointments: [] });
    expect(empty.totals).toEqual({ bookings: 0, revenuePence: 0, completed: 0, noShows: 0, cancelled: 0, noShowRate: null });
    expect(empty.barbers.map((b) => [b.bookedMinutes, b.utilisation])).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect(empty.services).toEqual([]);
  });

  it('no working time (the shop closed all week): utilisation null', () => {
    const closed = buildReport({ ...week, schedule: { ...week.schedule, shopHours: [] } });
    expect(closed.barbers.map((b) => [b.workingMinutes, b.utilisation])).toEqual([
      [0, null],
      [0, null],
    ]);
  });
});

describe('buildReport on a clock-change day', () => {
  it("counts the autumn Sunday's repeated hour as working and booked time", () => {
    const night = buildReport({
      ...week,
      from: '2026-10-25',
      to: '2026-10-25',
      schedule: { timeZone: TZ, shopHours: hours([0], '00:30', '03:00') },
      barbers: [{ id: 'alex', name: 'Alex', isActive: true }],
      blocks: [],
      appointments: [{ ...appt('alex', '2026-10-25', '00:30', 'completed'), end: zonedToInstant('2026-10-25', '02:30', TZ) }],
    });
    expect(night.barbers[0]).toMatchObject({ workingMinutes: 210, bookedMinutes: 180, utilisation: 180 / 210 });
  });

  it('accepts instants as numbers', () => {
    const a = appt('alex', '2026-11-23', '10:00', 'completed');
    const asNumbers = { ...a, start: (a.start as Date).getTime(), end: (a.end as Date).getTime() };
    expect(buildReport({ ...week, appointments: [asNumbers] }).barbers[0]?.bookedMinutes).toBe(30);
  });
});

describe('buildReport: the week still under way', () => {
  // Wednesday 25th at noon: Monday's scheduled Long Cut has taken place, Friday's Cut + Long Cut
  // has not; it is a booking, and its price is not revenue yet
  const midweek = { ...week, now: zonedToInstant('2026-11-25', '12:00', TZ) };

  it('revenue leaves out the upcoming booking everywhere; the bookings count it', () => {
    const report = buildReport(midweek);
    expect(report.totals).toMatchObject({ bookings: 5, revenuePence: 9000 });
    expect(report.periods.find((p) => p.start === '2026-11-27')).toMatchObject({ bookings: 1, revenuePence: 0 });
    expect(report.barbers.map((b) => [b.barberId, b.bookings, b.revenuePence])).toEqual([
      ['alex', 3, 5500],
      ['blake', 2, 3500],
    ]);
    expect(report.services).toEqual([
      { serviceId: 'long', name: 'Long Cut', bookings: 3, revenuePence: 7000 },
      { serviceId: 'cut', name: 'Cut', bookings: 3, revenuePence: 2000 },
    ]);
  });

  it('a scheduled visit earns from its start', () => {
    const atStart = buildReport({ ...week, now: zonedToInstant('2026-11-27', '15:00', TZ) });
    const before = buildReport({ ...week, now: new Date(zonedToInstant('2026-11-27', '15:00', TZ).getTime() - 1) });
    expect(atStart.totals.revenuePence - before.totals.revenuePence).toBe(5500);
  });
});

describe('figuresOf', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const past = new Date(now.getTime() - 60_000);
  const future = new Date(now.getTime() + 60_000);

  it('the revenue rule: completed and past scheduled earn; upcoming, no-shows and cancelled do not', () => {
    expect(
      figuresOf(
        [
          { status: 'scheduled', pricePence: 100, start: past },
          { status: 'scheduled', pricePence: 50000, start: future },
          { status: 'completed', pricePence: 20, start: past },
          { status: 'no_show', pricePence: 3, start: past },
          { status: 'cancelled', pricePence: 4000, start: past },
        ],
        now,
      ),
    ).toEqual({ bookings: 4, revenuePence: 120, completed: 1, noShows: 1, cancelled: 1, noShowRate: 1 / 4 });
  });

  it('no bookings: no rate, even with cancellations', () => {
    expect(figuresOf([{ status: 'cancelled', pricePence: 4000, start: past }], now)).toEqual({
      bookings: 0,
      revenuePence: 0,
      completed: 0,
      noShows: 0,
      cancelled: 1,
      noShowRate: null,
    });
    expect(figuresOf([], now).noShowRate).toBeNull();
  });
});
