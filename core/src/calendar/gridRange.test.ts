import { describe, expect, it } from 'vitest';
import type { BusinessHoursEntry, DayOfWeek } from '../model/types';
import { gridRowOf } from './grid';
import { appointmentSpan, rowIndexOf, timeSpan } from './gridSpan';
import { blockSpan } from './dayBlocks';
import { dayGridRange, DEFAULT_GRID_RANGE, gridRangeCovering, rowAtMinute, rowsOf } from './gridRange';

const at = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
const week = (startTime: string, endTime: string, closed: number[] = []): BusinessHoursEntry[] =>
  Array.from({ length: 7 }, (_, d) => ({ dayOfWeek: d as DayOfWeek, startTime, endTime, isActive: !closed.includes(d) }));

const TUESDAY = '2026-03-03';
const SUNDAY = '2026-03-01';
const nothing = { appointments: [], blocks: [] };

describe('the day grid rows', () => {
  it('run from the earliest opening to the latest closing of the barbers working that day', () => {
    const range = dayGridRange(TUESDAY, {
      shopHours: week('07:00', '22:00'),
      barbers: [{ weeklyHours: week('07:00', '15:00') }, { weeklyHours: week('12:00', '22:00') }, {}],
      ...nothing,
    });
    expect(range).toEqual({ from: at('07:00'), to: at('22:00') });
    const rows = rowsOf(range);
    expect(rows[0]).toBe('07:00');
    expect(rows.at(-1)).toBe('21:30');
    expect(rows).toContain('21:00');
    expect(rows).toHaveLength(30);
  });

  it('follow the barbers, not only the shop: a barber off that day adds no hours', () => {
    const range = dayGridRange(TUESDAY, {
      shopHours: week('08:00', '21:00'),
      barbers: [{ weeklyHours: week('10:00', '16:00') }, { weeklyHours: week('06:00', '21:00', [2]) }],
      ...nothing,
    });
    expect(rowsOf(range)[0]).toBe('10:00');
    expect(rowsOf(range).at(-1)).toBe('15:30');
  });

  it('put a 21:00 booking in its own 21:00 row, not the 19:00 one', () => {
    const range = dayGridRange(TUESDAY, { shopHours: week('09:00', '22:00'), barbers: [{}], ...nothing });
    expect(gridRowOf('21:00', range)).toBe('21:00');
    expect(rowIndexOf('21:00', range)).toBe(24);
    expect(appointmentSpan('21:00', 30, range)).toEqual({ start: 24, span: 1 });
    // the default rows still end at 19:00
    expect(gridRowOf('21:00')).toBe('19:00');
  });

  it('widen to a booking, buffer or block outside the hours, whole rows only', () => {
    const range = dayGridRange(TUESDAY, {
      shopHours: week('09:00', '18:00'),
      barbers: [{}],
      appointments: [
        { time: '07:40', durationMin: 30, status: 'scheduled' },
        { time: '19:10', durationMin: 30, bufferMin: 15, status: 'scheduled' },
      ],
      blocks: [],
    });
    expect(range).toEqual({ from: at('07:30'), to: at('20:00') });
    const late = dayGridRange(TUESDAY, {
      shopHours: week('09:00', '18:00'),
      barbers: [{}],
      appointments: [],
      blocks: [{ startTime: '18:00', endTime: '20:15', isAllDay: false }],
    });
    expect(late.to).toBe(at('20:30'));
  });

  it('ignore cancelled bookings and all-day blocks', () => {
    const range = dayGridRange(TUESDAY, {
      shopHours: week('09:00', '18:00'),
      barbers: [{}],
      appointments: [{ time: '06:00', durationMin: 30, status: 'cancelled' }],
      blocks: [{ startTime: null, endTime: null, isAllDay: true }],
    });
    expect(range).toEqual({ from: at('09:00'), to: at('18:00') });
  });

  it('hold the row a booking is listed in (21:50 is in the 22:00 row)', () => {
    const range = dayGridRange(TUESDAY, {
      shopHours: week('09:00', '22:00'),
      barbers: [{}],
      appointments: [{ time: '21:50', durationMin: 10, status: 'scheduled' }],
      blocks: [],
    });
    expect(rowsOf(range).at(-1)).toBe('22:00');
    expect(gridRowOf('21:50', range)).toBe('22:00');
  });

  it('show the spec rows, 09:00 to 19:00, when nobody works and nothing is booked', () => {
    const closedSunday = dayGridRange(SUNDAY, { shopHours: week('09:00', '18:00', [0]), barbers: [{}], ...nothing });
    expect(closedSunday).toEqual(DEFAULT_GRID_RANGE);
    expect(rowsOf(closedSunday)).toHaveLength(21);
    expect(dayGridRange(TUESDAY, { shopHours: null, barbers: [], ...nothing })).toEqual(DEFAULT_GRID_RANGE);
  });

  it('share one set of rows across a week: the union of every day', () => {
    const hours = [
      ...week('10:00', '17:00').slice(0, 6),
      { dayOfWeek: 6 as const, startTime: '08:00', endTime: '20:00', isActive: true },
    ];
    const range = dayGridRange(['2026-03-06', '2026-03-07'], { shopHours: hours, barbers: [{}], ...nothing });
    expect(range).toEqual({ from: at('08:00'), to: at('20:00') });
  });

  it('stay within the day', () => {
    expect(gridRangeCovering([{ from: at('23:00'), to: at('23:00') + 90 }])).toEqual({ from: at('23:00'), to: 24 * 60 });
    expect(gridRangeCovering([{ from: 600, to: 600 }])).toEqual(DEFAULT_GRID_RANGE);
  });

  it('draw blocks and spans against the day rows', () => {
    const range = { from: at('07:00'), to: at('22:00') };
    expect(blockSpan({ isAllDay: true, startTime: null, endTime: null }, range)).toEqual({ start: 0, span: 30 });
    expect(timeSpan('20:00', '21:00', range)).toEqual({ start: 26, span: 2 });
    expect(timeSpan('20:00', '21:00')).toBeNull();
  });

  it('find the row of a minute (the grid scrolls to now), none off the grid', () => {
    const range = { from: at('07:00'), to: at('22:00') };
    expect(rowAtMinute(at('07:00'), range)).toBe(0);
    expect(rowAtMinute(at('13:44'), range)).toBe(13);
    expect(rowAtMinute(at('21:59'), range)).toBe(29);
    expect(rowAtMinute(at('22:00'), range)).toBeNull();
    expect(rowAtMinute(at('06:59'), range)).toBeNull();
  });
});
