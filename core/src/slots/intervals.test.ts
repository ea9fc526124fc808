import { describe, expect, it } from 'vitest';
import { normalizeIntervals, overlaps, overlapsAny } from './intervals';

describe('normalizeIntervals', () => {
  it('sorts by start and merges overlapping and touching intervals', () => {
    expect(
      normalizeIntervals([
        { start: 50, end: 60 },
        { start: 10, end: 20 },
        { start: 20, end: 30 },
        { start: 25, end: 28 },
        { start: 40, end: 45 },
        { start: 44, end: 52 },
      ]),
    ).toEqual([
      { start: 10, end: 30 },
      { start: 40, end: 60 },
    ]);
  });

  it('keeps an interval that swallows the next one whole', () => {
    expect(
      normalizeIntervals([
        { start: 0, end: 100 },
        { start: 10, end: 20 },
        { start: 101, end: 102 },
      ]),
    ).toEqual([
      { start: 0, end: 100 },
      { start: 101, end: 102 },
    ]);
  });

  it('drops empty and backwards intervals, and answers plain intervals without the extra fields', () => {
    expect(
      normalizeIntervals([
        { start: 5, end: 5 },
        { start: 9, end: 3 },
      ]),
    ).toEqual([]);
    expect(normalizeIntervals([])).toEqual([]);
    expect(
      normalizeIntervals([
        { start: 7, end: 3 },
        { start: 1, end: 2, label: 'x' },
      ]),
    ).toEqual([{ start: 1, end: 2 }]);
  });

  it('leaves its input as it was', () => {
    const input = [
      { start: 20, end: 30 },
      { start: 10, end: 25 },
    ];
    expect(normalizeIntervals(input)).toEqual([{ start: 10, end: 30 }]);
    expect(input).toEqual([
      { start: 20, end: 30 },
      { start: 10, end: 25 },
    ]);
  });
});

describe('overlapsAny', () => {
  const busy = [
    { start: 10, end: 20 },
    { start: 30, end: 40 },
    { start: 50, end: 60 },
    { start: 70, end: 80 },
    { start: 90, end: 100 },
  ];

  it('finds an overlap with any interval of the list', () => {
    for (const [start, end] of [
      [15, 16],
      [5, 11],
      [19, 31],
      [55, 56],
      [95, 200],
      [0, 1000],
      [79, 80],
    ] as const) {
      expect(overlapsAny(busy, start, end), `${start}-${end}`).toBe(true);
    }
  });

  it('treats touching ends as free', () => {
    for (const [start, end] of [
      [0, 10],
      [20, 30],
      [40, 50],
      [60, 70],
      [80, 90],
      [100, 110],
    ] as const) {
      expect(overlapsAny(busy, start, end), `${start}-${end}`).toBe(false);
    }
  });

  it('answers false for an empty list and for gaps', () => {
    expect(overlapsAny([], 0, 100)).toBe(false);
    expect(overlapsAny(busy, 21, 29)).toBe(false);
    expect(overlapsAny(busy, 101, 102)).toBe(false);
  });
});

describe('overlaps', () => {
  it('is true for shared time, either way round', () => {
    expect(overlaps({ start: 0, end: 10 }, { start: 5, end: 15 })).toBe(true);
    expect(overlaps({ start: 5, end: 15 }, { start: 0, end: 10 })).toBe(true);
    expect(overlaps({ start: 0, end: 10 }, { start: 2, end: 3 })).toBe(true);
  });

  it('is false for touching or separate intervals', () => {
    expect(overlaps({ start: 0, end: 10 }, { start: 10, end: 20 })).toBe(false);
    expect(overlaps({ start: 10, end: 20 }, { start: 0, end: 10 })).toBe(false);
    expect(overlaps({ start: 0, end: 10 }, { start: 11, end: 20 })).toBe(false);
    expect(overlaps({ start: 11, end: 20 }, { start: 0, end: 10 })).toBe(false);
  });
});
