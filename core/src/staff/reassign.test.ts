import { describe, expect, it } from 'vitest';
import { zonedToInstant } from '../time/zone';
import type { BusinessHoursEntry, DayOfWeek } from '../model/types';
import { choiceFor, staffChangeSchema, suggestBarbers, type MovableAppointment } from './reassign';

const HOURS: BusinessHoursEntry[] = Array.from({ length: 7 }, (_, d) => ({
  dayOfWeek: d as DayOfWeek,
  startTime: '09:00',
  endTime: '18:00',
  isActive: true,
}));
const DATE = '2026-06-02';
const now = Date.UTC(2026, 5, 1);
const at = (time: string, id = time, durationMin = 30): MovableAppointment => {
  const start = zonedToInstant(DATE, time, 'Europe/London').getTime();
  return { id, date: DATE, time, durationMin, start, end: start + durationMin * 60_000, services: [] };
};
const base = { shop: { timezone: 'Europe/London', businessHours: HOURS }, now };

describe('suggestBarbers', () => {
  it('suggests a free barber, least booked first, and null when nobody is free', () => {
    const busy = at('10:00');
    const result = suggestBarbers({
      ...base,
      appointments: [at('10:00', 'a'), at('12:00', 'b')],
      barbers: [
        { barberId: 'x', weeklyHours: null },
        { barberId: 'y', weeklyHours: null },
      ],
      dayOf: (barberId) => ({ busy: barberId === 'x' ? [busy] : [], blocks: [] }),
    });
    expect(result.get('a')).toBe('y');
    // the plan counts: y now has one booking too, so the tie goes to the first barber
    expect(result.get('b')).toBe('x');
    const none = suggestBarbers({
      ...base,
      appointments: [at('10:00', 'a')],
      barbers: [{ barberId: 'x', weeklyHours: null }],
      dayOf: () => ({ busy: [busy], blocks: [] }),
    });
    expect(none.get('a')).toBeNull();
  });

  it("counts a hold that has expired as free time, not as one of the barber's bookings", () => {
    const expiredHold = { ...at('10:00'), heldUntil: now - 1 };
    const liveHold = { ...at('10:00'), heldUntil: now + 60_000 };
    const pick = (xBusy: object[]) =>
      suggestBarbers({
        ...base,
        appointments: [at('12:00', 'a')],
        barbers: [
          { barberId: 'y', weeklyHours: null },
          { barberId: 'x', weeklyHours: null },
        ],
        dayOf: (barberId) => ({ busy: barberId === 'y' ? [at('15:00')] : (xBusy as never[]), blocks: [] }),
      }).get('a');
    // x holds nothing live: least booked, chosen over y and its one booking
    expect(pick([expiredHold])).toBe('x');
    // a live hold counts as a booking: the tie goes to the first barber
    expect(pick([liveHold])).toBe('y');
  });

  it('never suggests one barber for two overlapping appointments', () => {
    const result = suggestBarbers({
      ...base,
      appointments: [at('10:15', 'late'), at('10:00', 'early')],
      barbers: [{ barberId: 'x', weeklyHours: null }],
      dayOf: () => ({ busy: [], blocks: [] }),
    });
    expect(result.get('early')).toBe('x');
    expect(result.get('late')).toBeNull();
  });

  it('two overlapping appointments go to two free barbers', () => {
    const result = suggestBarbers({
      ...base,
      appointments: [at('10:00', 'p'), at('10:15', 'q')],
      barbers: [
        { barberId: 'x', weeklyHours: null },
        { barberId: 'y', weeklyHours: null },
      ],
      dayOf: () => ({ busy: [], blocks: [] }),
    });
    expect([...result.entries()]).toEqual([
      ['p', 'x'],
      ['q', 'y'],
    ]);
  });

  it("counts the plan per barber and date: another day's move leaves the tie to the first barber", () => {
    const other = (time: string, id: string): MovableAppointment => {
      const start = zonedToInstant('2026-06-03', time, 'Europe/London').getTime();
      return { id, date: '2026-06-03', time, durationMin: 30, start, end: start + 30 * 60_000, services: [] };
    };
    const seen: string[] = [];
    const result = suggestBarbers({
      ...base,
      appointments: [at('10:00', 'day1'), other('10:00', 'day2')],
      barbers: [
        { barberId: 'x', weeklyHours: null },
        { barberId: 'y', weeklyHours: null },
      ],
      dayOf: (barberId, date) => {
        seen.push(`${barberId} ${date}`);
        return { busy: [], blocks: [] };
      },
    });
    expect([...result.entries()]).toEqual([
      ['day1', 'x'],
      ['day2', 'x'],
    ]);
    expect(seen).toEqual(['x 2026-06-02', 'y 2026-06-02', 'x 2026-06-03', 'y 2026-06-03']);
  });

  it('a booking due in a minute can move (owners have no online lead time); one past closing or already started cannot', () => {
    const soon = suggestBarbers({
      ...base,
      now: at('10:00').start - 60_000,
      appointments: [at('10:00', 'soon'), at('17:45', 'late', 30)],
      barbers: [{ barberId: 'x', weeklyHours: null }],
      dayOf: () => ({ busy: [], blocks: [] }),
    });
    expect([...soon.entries()]).toEqual([
      ['soon', 'x'],
      ['late', null],
    ]);
    const past = suggestBarbers({
      ...base,
      now: at('10:00').start + 60_000,
      appointments: [at('10:00', 'gone')],
      barbers: [{ barberId: 'x', weeklyHours: null }],
      dayOf: () => ({ busy: [], blocks: [] }),
    });
    expect(past.get('gone')).toBeNull();
  });

  it('counts a moved booking once: an equal count after the move keeps the first barber', () => {
    const result = suggestBarbers({
      ...base,
      appointments: [at('10:00', 'p'), at('12:00', 'q')],
      barbers: [
        { barberId: 'y', weeklyHours: null },
        { barberId: 'x', weeklyHours: null },
      ],
      dayOf: (barberId) => ({ busy: barberId === 'x' ? [at('15:00')] : [], blocks: [] }),
    });
    expect([...result.entries()]).toEqual([
      ['p', 'y'],
      ['q', 'y'],
    ]);
  });

  it('suggests nothing when there is no other barber', () => {
    const result = suggestBarbers({
      ...base,
      appointments: [at('10:00', 'a')],
      barbers: [],
      dayOf: () => ({ busy: [], blocks: [] }),
    });
    expect([...result.entries()]).toEqual([['a', null]]);
  });

  it('never suggests a barber who does not perform every service of the visit', () => {
    const barbers = [
      { barberId: 'x', weeklyHours: null },
      { barberId: 'y', weeklyHours: null },
      { barberId: 'z', weeklyHours: null },
    ];
    const free = () => ({ busy: [], blocks: [] });
    // x is the least booked and first, but does not do beards
    const beard = { barberIds: ['y', 'z'] };
    const colour = { barberIds: ['z'] };
    const result = suggestBarbers({
      ...base,
      appointments: [
        { ...at('10:00', 'cut'), services: [{ barberIds: null }] },
        { ...at('11:00', 'cut+beard'), services: [{ barberIds: null }, beard] },
        { ...at('12:00', 'beard+colour'), services: [beard, colour] },
        { ...at('13:00', 'nobody'), services: [beard, { barberIds: ['x'] }] },
      ],
      barbers,
      dayOf: free,
    });
    expect([...result.entries()]).toEqual([
      ['cut', 'x'],
      ['cut+beard', 'y'],
      ['beard+colour', 'z'],
      ['nobody', null],
    ]);
  });

  it('a busy performer is not replaced by a free barber who does not perform the service', () => {
    const result = suggestBarbers({
      ...base,
      appointments: [{ ...at('10:00', 'beard'), services: [{ barberIds: ['y'] }] }],
      barbers: [
        { barberId: 'x', weeklyHours: null },
        { barberId: 'y', weeklyHours: null },
      ],
      dayOf: (barberId) => ({ busy: barberId === 'y' ? [at('10:00')] : [], blocks: [] }),
    });
    expect(result.get('beard')).toBeNull();
  });

  it("respects the candidate barber's own hours and blocks", () => {
    const offMonday = HOURS.map((h) => (h.dayOfWeek === 2 ? { ...h, isActive: false } : h));
    const result = suggestBarbers({
      ...base,
      appointments: [at('10:00', 'a')],
      barbers: [
        { barberId: 'off', weeklyHours: offMonday },
        { barberId: 'blocked', weeklyHours: null },
      ],
      dayOf: (id) => ({
        busy: [],
        blocks:
          id === 'blocked'
            ? [{ startDate: DATE, endDate: DATE, startTime: null, endTime: null, isAllDay: true, reason: 'vacation' as const }]
            : [],
      }),
    });
    expect(result.get('a')).toBeNull();
  });
});

describe('staffChangeSchema and choiceFor', () => {
  it('takes a choice for all, per appointment over it, and nothing when absent', async () => {
    const input = await staffChangeSchema.validate({
      futureAppointments: { action: 'cancel', appointments: [{ appointmentId: 'a1', action: 'move', barberId: 'b2' }] },
    });
    expect(choiceFor(input.futureAppointments, 'a1')).toEqual({ action: 'move', barberId: 'b2' });
    expect(choiceFor(input.futureAppointments, 'a2')).toEqual({ action: 'cancel' });
    const none = await staffChangeSchema.validate({});
    expect(choiceFor(none.futureAppointments, 'a1')).toBeNull();
  });

  it('per appointment without a barber, for all without a list, and nothing when neither covers it', () => {
    const own = { appointments: [{ appointmentId: 'a1', action: 'cancel' as const }] };
    expect(choiceFor(own, 'a1')).toStrictEqual({ action: 'cancel' });
    expect(choiceFor(own, 'a2')).toBeNull();
    expect(choiceFor({ action: 'move' }, 'a1')).toStrictEqual({ action: 'move' });
    expect(choiceFor({}, 'a1')).toBeNull();
    expect(choiceFor(undefined, 'a1')).toBeNull();
  });

  it('refuses an unknown action or a bad id', async () => {
    await expect(staffChangeSchema.validate({ futureAppointments: { action: 'keep' } })).rejects.toThrow(
      'Action must be "move" or "cancel"',
    );
    await expect(
      staffChangeSchema.validate({ futureAppointments: { appointments: [{ appointmentId: 'a/b', action: 'move' }] } }),
    ).rejects.toThrow('not a valid id');
    await expect(staffChangeSchema.validate({ futureAppointments: 'cancel' })).rejects.toThrow(
      'futureAppointments must be an object',
    );
  });
});
