import { describe, expect, it } from 'vitest';
import { gridRows, placementRow } from './placement';

describe('dashboard placement rule', () => {
  it('has 21 rows from 09:00 to 19:00', () => {
    const rows = gridRows();
    expect(rows).toHaveLength(21);
    expect(rows[0]).toBe('09:00');
    expect(rows.at(-1)).toBe('19:00');
  });
  it('puts under 15 minutes on the hour, 15-44 on the half hour, 45+ on the next hour', () => {
    expect(placementRow('10:00')).toBe('10:00');
    expect(placementRow('10:14')).toBe('10:00');
    expect(placementRow('10:15')).toBe('10:30');
    expect(placementRow('10:44')).toBe('10:30');
    expect(placementRow('10:45')).toBe('11:00');
    expect(placementRow('10:59')).toBe('11:00');
  });
  it('lists every half hour of the grid, both ends included', () => {
    expect(gridRows()).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '13:30',
      '14:00',
      '14:30',
      '15:00',
      '15:30',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
    ]);
  });
  it('places the first and last minutes of a day by the same rule', () => {
    expect(placementRow('00:00')).toBe('00:00');
    expect(placementRow('00:29')).toBe('00:30');
    expect(placementRow('09:30')).toBe('09:30');
    expect(placementRow('18:45')).toBe('19:00');
    expect(placementRow('23:14')).toBe('23:00');
  });
});
