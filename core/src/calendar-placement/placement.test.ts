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
});
