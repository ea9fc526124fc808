import { describe, expect, it } from 'vitest';
import { appointmentSpan, gridFirstMinute, gridLastMinute, gridSpanOf, lanesOf, rowIndexOf, timeSpan } from './gridSpan';

const at = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('grid spans (30-minute rows, 09:00 to the end of the 19:00 row)', () => {
  it('runs from 09:00 to 19:30', () => {
    expect(gridFirstMinute()).toBe(at('09:00'));
    expect(gridLastMinute()).toBe(at('19:30'));
  });

  it('draws a 75-minute visit over two and a half rows from its true start', () => {
    expect(appointmentSpan('10:00', 75)).toEqual({ start: 2, span: 2.5 });
    expect(appointmentSpan('10:10', 30)).toEqual({ start: 2 + 1 / 3, span: 1 });
    expect(appointmentSpan('09:00', 30)).toEqual({ start: 0, span: 1 });
  });

  it('clips to the grid: cut at the top before 09:00 and at the bottom after 19:30', () => {
    expect(appointmentSpan('08:30', 60)).toEqual({ start: 0, span: 1 });
    expect(appointmentSpan('19:00', 60)).toEqual({ start: 20, span: 1 });
    expect(gridSpanOf(at('08:00'), at('20:00'))).toEqual({ start: 0, span: 21 });
    expect(gridSpanOf(at('19:29'), at('19:31'))).toEqual({ start: 20 + 29 / 30, span: 1 / 30 });
  });

  it('keeps an appointment wholly off the grid visible, a row long at the nearer edge', () => {
    expect(appointmentSpan('20:10', 30)).toEqual({ start: 20, span: 1 });
    expect(appointmentSpan('19:30', 30)).toEqual({ start: 20, span: 1 });
    expect(appointmentSpan('07:00', 60)).toEqual({ start: 0, span: 1 });
    expect(appointmentSpan('08:00', 60)).toEqual({ start: 0, span: 1 });
    // nothing long at the very top is still the top row
    expect(appointmentSpan('09:00', 0)).toEqual({ start: 0, span: 1 });
  });

  it('has nothing to draw for a span off the grid or empty', () => {
    expect(timeSpan('07:00', '09:00')).toBeNull();
    expect(timeSpan('19:30', '21:00')).toBeNull();
    expect(timeSpan('12:00', '12:00')).toBeNull();
    expect(timeSpan('13:00', '14:00')).toEqual({ start: 8, span: 2 });
  });

  it('numbers the rows from 09:00', () => {
    expect(rowIndexOf('09:00')).toBe(0);
    expect(rowIndexOf('10:30')).toBe(3);
    expect(rowIndexOf('19:00')).toBe(20);
  });
});

describe('lanesOf', () => {
  const item = (id: string, start: number, span: number) => ({ id, start, span });
  const lanes = (items: ReturnType<typeof item>[]) => lanesOf(items).map((i) => [i.id, i.lane, i.lanes]);

  it('gives items that do not overlap the whole width, in start order', () => {
    expect(lanes([item('b', 3, 1), item('a', 0, 1), item('c', 1, 2)])).toEqual([
      ['a', 0, 1],
      ['c', 0, 1],
      ['b', 0, 1],
    ]);
  });

  it('puts overlapping items side by side and shares the lanes within their group only', () => {
    expect(lanes([item('a', 0, 2), item('b', 1, 2), item('c', 2.5, 1), item('d', 4, 1)])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 2],
      ['d', 0, 1],
    ]);
  });

  it('opens a third lane only when two are still busy', () => {
    expect(lanes([item('a', 0, 3), item('b', 0.5, 1), item('c', 1, 1), item('d', 1.6, 0.2)])).toEqual([
      ['a', 0, 3],
      ['b', 1, 3],
      ['c', 2, 3],
      ['d', 1, 3],
    ]);
  });

  it('starts a new group when an item begins as the last one ends, and lets a lane that just ended be used again', () => {
    expect(lanes([item('a', 0, 2), item('b', 1, 2), item('c', 3, 1)])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 0, 1],
    ]);
    expect(lanes([item('a', 0, 3), item('b', 0, 1), item('c', 1, 1)])).toEqual([
      ['a', 0, 2],
      ['b', 1, 2],
      ['c', 1, 2],
    ]);
  });

  it('is empty for no items', () => {
    expect(lanesOf([])).toEqual([]);
  });
});
