import { describe, expect, it } from 'vitest';
import { pickAnyAvailable } from './anyAvailable';

describe('pickAnyAvailable', () => {
  it('never picks a busy barber, even the least booked', () => {
    expect(
      pickAnyAvailable([
        { barberId: 'a', free: false, bookedCount: 0 },
        { barberId: 'b', free: true, bookedCount: 5 },
      ]),
    ).toBe('b');
  });
  it('picks the least booked free barber, ties in the given order', () => {
    const c = [
      { barberId: 'a', free: true, bookedCount: 3 },
      { barberId: 'b', free: true, bookedCount: 1 },
      { barberId: 'c', free: true, bookedCount: 1 },
    ];
    expect(pickAnyAvailable(c)).toBe('b');
  });
  it('answers null when nobody is free', () => {
    expect(pickAnyAvailable([{ barberId: 'a', free: false, bookedCount: 0 }])).toBeNull();
    expect(pickAnyAvailable([])).toBeNull();
  });
});
