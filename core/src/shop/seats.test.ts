import { describe, expect, it } from 'vitest';
import { canAddBarber, DEFAULT_SEATS_TOTAL, seatsTotalOf } from './seats';

describe('seats', () => {
  it('allows adding a barber only below the seat total', () => {
    expect(canAddBarber(0, 4)).toBe(true);
    expect(canAddBarber(3, 4)).toBe(true);
    expect(canAddBarber(4, 4)).toBe(false);
    expect(canAddBarber(5, 4)).toBe(false);
  });

  it('defaults to 4 seats and never goes below', () => {
    expect(DEFAULT_SEATS_TOTAL).toBe(4);
    expect(seatsTotalOf(undefined)).toBe(4);
    expect(seatsTotalOf(null)).toBe(4);
    expect(seatsTotalOf(2)).toBe(4);
    expect(seatsTotalOf(7)).toBe(7);
  });
});
