import { describe, expect, it } from 'vitest';
import { addInterval, barberDayId, holdsInterval, liveIntervals, moveInterval, removeInterval } from './busyProjection';

const at = (h: number, id: string) => ({ start: h * 3_600_000, end: (h + 1) * 3_600_000, appointmentId: id });

describe('the barber-day busy projection', () => {
  it('names a barber day by barber and date', () => {
    expect(barberDayId('b1', '2026-03-02')).toBe('b1_2026-03-02');
  });

  it('counts a hold until it expires, a booking always', () => {
    const now = 5_000;
    const booking = at(9, 'a');
    const live = { ...at(10, 'h1'), heldUntil: now + 1 };
    const expired = { ...at(11, 'h2'), heldUntil: now };
    const stored = { ...at(12, 'c'), heldUntil: null };
    expect(liveIntervals([booking, live, expired, stored], now)).toEqual([booking, live, stored]);
    expect(liveIntervals([expired], now - 1)).toEqual([expired]);
    expect(liveIntervals([], now)).toEqual([]);
  });

  it('adds an interval in start order', () => {
    expect(addInterval([at(9, 'a'), at(12, 'c')], at(10, 'b'))).toEqual([at(9, 'a'), at(10, 'b'), at(12, 'c')]);
    expect(addInterval([], at(10, 'b'))).toEqual([at(10, 'b')]);
  });

  it('adds an appointment once: adding it again replaces its interval', () => {
    const once = addInterval([at(9, 'a')], at(10, 'b'));
    expect(addInterval(once, at(10, 'b'))).toEqual(once);
    expect(addInterval(once, at(8, 'b'))).toEqual([at(8, 'b'), at(9, 'a')]);
  });

  it('does not change the list it is given', () => {
    const list = [at(12, 'c'), at(9, 'a')];
    addInterval(list, at(10, 'b'));
    removeInterval(list, 'a');
    expect(list).toEqual([at(12, 'c'), at(9, 'a')]);
  });

  it('removes only the appointment’s interval, and removing it twice changes nothing', () => {
    const list = [at(9, 'a'), at(10, 'b'), at(12, 'c')];
    const without = removeInterval(list, 'b');
    expect(without).toEqual([at(9, 'a'), at(12, 'c')]);
    expect(removeInterval(without, 'b')).toEqual(without);
    expect(holdsInterval(list, 'b')).toBe(true);
    expect(holdsInterval(without, 'b')).toBe(false);
  });

  it('moves an interval to another day: the old day loses it, the new day gains it', () => {
    const moved = moveInterval(
      { id: 'x_d1', intervals: [at(9, 'a'), at(10, 'b')] },
      { id: 'y_d1', intervals: [at(11, 'c')] },
      at(12, 'b'),
    );
    expect(moved).toEqual({ from: [at(9, 'a')], to: [at(11, 'c'), at(12, 'b')] });
  });

  it('moves an interval within one day: one list, the interval in its new place', () => {
    const day = { id: 'x_d1', intervals: [at(9, 'a'), at(10, 'b')] };
    expect(moveInterval(day, day, at(8, 'a'))).toEqual({ from: null, to: [at(8, 'a'), at(10, 'b')] });
  });

  it('leaves an old day that did not hold the interval alone', () => {
    expect(moveInterval({ id: 'x_d1', intervals: [at(9, 'a')] }, { id: 'y_d1', intervals: [] }, at(12, 'b'))).toEqual({
      from: null,
      to: [at(12, 'b')],
    });
  });
});
