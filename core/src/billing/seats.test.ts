import { describe, expect, it } from 'vitest';
import { canAddBarber, DEFAULT_SEATS_TOTAL, seatLimitMessage, seatsTotalOf, seatUsage } from './seats';

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

describe('seat totals, exactly', () => {
  it('reads whole seats from finite numbers only', () => {
    expect(seatsTotalOf(7.9)).toBe(7);
    expect(seatsTotalOf(4)).toBe(4);
    expect(seatsTotalOf(5)).toBe(5);
    expect(seatsTotalOf(Number.NaN)).toBe(4);
    expect(seatsTotalOf(Number.POSITIVE_INFINITY)).toBe(4);
    expect(seatsTotalOf('9' as unknown as number)).toBe(4);
  });

  it('says how many seats are in use when the limit is reached', () => {
    expect(seatLimitMessage(6)).toBe('Seat limit reached: all 6 seats are in use. Add seats in Settings to add more staff.');
  });
});

describe('seat usage', () => {
  it('is full at exactly the seat total and over only above it', () => {
    expect(seatUsage(0, 4)).toBe('room');
    expect(seatUsage(3, 4)).toBe('room');
    expect(seatUsage(4, 4)).toBe('full');
    expect(seatUsage(5, 4)).toBe('over');
  });
});
