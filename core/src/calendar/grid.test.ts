import { describe, expect, it } from 'vitest';
import { dayjs, zonedToInstant } from '../time/zone';
import {
  appointmentFetchRange,
  blockCoversRow,
  bufferSpan,
  cellKey,
  clockTime,
  dayStats,
  earnsRevenue,
  gridRowOf,
  placeAppointments,
  placeBuffers,
  weekOf,
} from './grid';

const appt = (barberId: string, time: string, status = 'scheduled', pricePence = 2000) => ({
  barberId,
  time,
  status,
  pricePence,
});

describe('dashboard grid', () => {
  it('places appointments by the rule and stacks them in start order', () => {
    const cells = placeAppointments([
      appt('a', '10:40'),
      appt('a', '10:15'),
      appt('a', '10:50'),
      appt('b', '10:05'),
      appt('a', '11:00', 'cancelled'),
    ]);
    expect(cells.get(cellKey('a', '10:30'))?.map((x) => x.time)).toEqual(['10:15', '10:40']);
    expect(cells.get(cellKey('a', '11:00'))?.map((x) => x.time)).toEqual(['10:50']);
    expect(cells.get(cellKey('b', '10:00'))?.map((x) => x.time)).toEqual(['10:05']);
  });

  it('keeps appointments outside 09:00-19:00 on the first or last row', () => {
    expect(gridRowOf('08:00')).toBe('09:00');
    expect(gridRowOf('18:50')).toBe('19:00');
    expect(gridRowOf('19:40')).toBe('19:00');
    expect(gridRowOf('12:44')).toBe('12:30');
    expect(gridRowOf('09:00')).toBe('09:00');
    expect(gridRowOf('19:00')).toBe('19:00');
  });

  it('places every visible appointment in its cell and nothing else', () => {
    const cells = placeAppointments([
      appt('a', '09:00'),
      appt('a', '09:10'),
      appt('b', '09:00', 'cancelled'),
      appt('b', '20:15'),
    ]);
    expect([...cells.entries()].map(([key, list]) => [key, list.map((x) => x.time)])).toEqual([
      ['a|09:00', ['09:00', '09:10']],
      ['b|19:00', ['20:15']],
    ]);
    expect(placeAppointments([]).size).toBe(0);
  });

  it('marks the rows a block touches, on every day it spans', () => {
    const afternoon = {
      barberId: 'a',
      startDate: '2026-12-01',
      endDate: '2026-12-02',
      startTime: '13:15',
      endTime: '15:00',
      isAllDay: false,
    };
    expect(blockCoversRow(afternoon, '2026-12-02', '13:00')).toBe(true);
    expect(blockCoversRow(afternoon, '2026-12-02', '14:30')).toBe(true);
    expect(blockCoversRow(afternoon, '2026-12-02', '15:00')).toBe(false);
    expect(blockCoversRow(afternoon, '2026-12-02', '12:30')).toBe(false);
    expect(blockCoversRow(afternoon, '2026-12-03', '14:00')).toBe(false);
    expect(blockCoversRow({ ...afternoon, isAllDay: true, startTime: null, endTime: null }, '2026-12-01', '09:00')).toBe(true);
    expect(blockCoversRow({ ...afternoon, isAllDay: true, startTime: null, endTime: null }, '2026-11-30', '09:00')).toBe(false);
    expect(blockCoversRow(afternoon, '2026-12-01', '13:00')).toBe(true);
  });

  it('a block starting as a row ends does not cover it; one ending as a row starts does not either', () => {
    const half = {
      barberId: 'a',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      startTime: '13:30',
      endTime: '14:00',
      isAllDay: false,
    };
    expect(['13:00', '13:30', '14:00'].map((row) => blockCoversRow(half, '2026-12-01', row))).toEqual([false, true, false]);
    const short = { ...half, startTime: '13:29', endTime: '13:31' };
    expect(['13:00', '13:30', '14:00'].map((row) => blockCoversRow(short, '2026-12-01', row))).toEqual([true, true, false]);
  });

  it('a timed block without both times covers nothing', () => {
    const open = {
      barberId: 'a',
      startDate: '2026-12-01',
      endDate: '2026-12-01',
      startTime: '13:00',
      endTime: null,
      isAllDay: false,
    };
    expect(blockCoversRow(open, '2026-12-01', '13:00')).toBe(false);
    expect(blockCoversRow({ ...open, startTime: null, endTime: '14:00' }, '2026-12-01', '13:00')).toBe(false);
  });

  it('counts and sums a day without cancelled appointments', () => {
    expect(
      dayStats([
        appt('a', '09:00', 'scheduled', 3500),
        appt('a', '10:00', 'cancelled', 9900),
        appt('b', '11:00', 'completed', 2000),
      ]),
    ).toEqual({ count: 2, revenuePence: 5500 });
    expect(dayStats([])).toEqual({ count: 0, revenuePence: 0 });
  });

  it('counts a no-show as a visit that earned nothing', () => {
    expect(dayStats([appt('a', '09:00', 'no_show', 3500), appt('b', '11:00', 'scheduled', 2000)])).toEqual({
      count: 2,
      revenuePence: 2000,
    });
  });

  it('the revenue rule: everything earns but a cancelled visit and a no-show', () => {
    expect(['scheduled', 'completed', 'cancelled', 'no_show', ''].map(earnsRevenue)).toEqual([true, true, false, false, true]);
  });

  it('gives the week from Sunday, also across a clock change', () => {
    expect(weekOf('2026-10-28')).toEqual([
      '2026-10-25',
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
    ]);
    // 09:00 London is 08:00 UTC on the Saturday before and 09:00 UTC on the Sunday of the change
    const nine = (d: string) =>
      dayjs(zonedToInstant(d, '09:00', 'Europe/London'))
        .utc()
        .format('HH:mm');
    expect(nine('2026-10-24')).toBe('08:00');
    expect(nine(weekOf('2026-10-28')[0]!)).toBe('09:00');
    // and back: shown in London whatever the viewer's zone
    expect(clockTime(new Date('2026-10-24T08:00:00Z'), 'Europe/London')).toBe('09:00');
    expect(clockTime(new Date('2026-10-26T09:00:00Z'), 'Europe/London')).toBe('09:00');
    // spring forward: the week of 29 March 2026 also has seven days from Sunday
    expect(weekOf('2026-10-25')[0]).toBe('2026-10-25');
    expect(weekOf('2026-10-31')[6]).toBe('2026-10-31');
    expect(weekOf('2026-04-01')).toEqual([
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
      '2026-04-01',
      '2026-04-02',
      '2026-04-03',
      '2026-04-04',
    ]);
  });

  it('fetches from the first day of the previous month to the last day of the month after next', () => {
    expect(appointmentFetchRange('2026-11-23')).toEqual({ startDate: '2026-10-01', endDate: '2027-01-31' });
    expect(appointmentFetchRange('2026-01-15')).toEqual({ startDate: '2025-12-01', endDate: '2026-03-31' });
    expect(appointmentFetchRange('2027-12-31')).toEqual({ startDate: '2027-11-01', endDate: '2028-02-29' });
  });
});

describe('cleanup buffers on the grid', () => {
  const visit = (barberId: string, time: string, durationMin: number, bufferMin?: number, status = 'scheduled') => ({
    barberId,
    time,
    durationMin,
    bufferMin,
    status,
  });

  it('runs from the end of the visit for its buffer minutes', () => {
    expect(bufferSpan(visit('a', '10:00', 45, 15))).toEqual({ start: '10:45', end: '11:00' });
    expect(bufferSpan(visit('a', '18:50', 30, 60))).toEqual({ start: '19:20', end: '20:20' });
  });

  it('is none without buffer minutes or once cancelled', () => {
    expect(bufferSpan(visit('a', '10:00', 45))).toBeNull();
    expect(bufferSpan(visit('a', '10:00', 45, 0))).toBeNull();
    expect(bufferSpan(visit('a', '10:00', 45, 15, 'cancelled'))).toBeNull();
  });

  it('shades every row the buffer touches, in its barber column only', () => {
    const cells = placeBuffers([
      visit('a', '10:00', 45, 15),
      visit('b', '10:00', 30, 40),
      visit('a', '12:00', 30),
      visit('b', '13:00', 30, 30, 'cancelled'),
    ]);
    expect([...cells.entries()].map(([key, list]) => [key, list.length])).toEqual([
      ['a|10:30', 1],
      ['b|10:30', 1],
      ['b|11:00', 1],
    ]);
    expect(placeBuffers([]).size).toBe(0);
  });

  it('a buffer ending as a row starts does not touch it; two in one cell both show', () => {
    const cells = placeBuffers([visit('a', '09:00', 30, 30), visit('a', '09:30', 20, 5)]);
    expect(cells.get(cellKey('a', '09:30'))?.map((x) => x.time)).toEqual(['09:00', '09:30']);
    expect(cells.has(cellKey('a', '10:00'))).toBe(false);
  });

  it('shows nothing past the last row (19:00 to 19:30)', () => {
    const cells = placeBuffers([visit('a', '19:00', 30, 30)]);
    expect(cells.size).toBe(0);
    expect([...placeBuffers([visit('a', '18:45', 30, 30)]).keys()]).toEqual(['a|19:00']);
  });
});
