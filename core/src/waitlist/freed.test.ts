import { describe, expect, it } from 'vitest';
import { blockDates, freedTime } from './freed';

const NOW = 1_000_000;
const booking = { start: 100, end: 200, appointmentId: 'a' };
const hold = { start: 300, end: 400, appointmentId: 'h', heldUntil: NOW + 60_000 };

describe('freedTime', () => {
  it('a booking cancelled (its interval gone) or moved frees time', () => {
    expect(freedTime([booking, hold], [hold], NOW)).toBe(true);
    expect(freedTime([booking], [{ ...booking, start: 150, end: 250 }], NOW)).toBe(true);
  });

  it('a booking added, or a hold that became its booking at the same times, frees nothing', () => {
    expect(freedTime([booking], [booking, hold], NOW)).toBe(false);
    expect(freedTime([hold], [{ start: 300, end: 400, appointmentId: 'h' }], NOW)).toBe(false);
  });

  it('an expired hold dropped frees nothing: its time was free already', () => {
    expect(freedTime([{ ...hold, heldUntil: NOW }], [], NOW)).toBe(false);
  });
});

describe('blockDates', () => {
  it('every date of the block, at most the cap', () => {
    expect(blockDates({ startDate: '2030-02-27', endDate: '2030-03-02' }, 10)).toEqual([
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
    ]);
    expect(blockDates({ startDate: '2030-01-01', endDate: '2030-12-31' }, 3)).toHaveLength(3);
  });
});
