import { describe, expect, it } from 'vitest';
import { bookingChangeWindow } from './bookingChangeWindow';
import { canManageOnline, manageUntilFor } from './manage';

const HOUR = 3_600_000;
const start = new Date('2026-12-01T10:00:00Z');

describe('bookingChangeWindow', () => {
  it("is open while the link still takes changes, closed inside the booking's own cut-off", () => {
    const booking = { start, manageUntil: manageUntilFor(start, 24) };
    expect(bookingChangeWindow(booking, start.getTime() - 30 * HOUR)).toEqual({
      kind: 'open',
      until: new Date('2026-11-30T10:00:00Z'),
    });
    expect(bookingChangeWindow(booking, start.getTime() - 17 * HOUR)).toEqual({ kind: 'closed', cutoffHours: 24 });
  });

  it('uses the cut-off the booking stored, whatever its length', () => {
    const booking = { start, manageUntil: manageUntilFor(start, 3) };
    expect(bookingChangeWindow(booking, start.getTime() - 4 * HOUR).kind).toBe('open');
    expect(bookingChangeWindow(booking, start.getTime() - 2 * HOUR)).toEqual({ kind: 'closed', cutoffHours: 3 });
  });

  it('is off for a booking made while the shop had online changes off (or before it stored one)', () => {
    expect(bookingChangeWindow({ start, manageUntil: null }, start.getTime() - 48 * HOUR)).toEqual({ kind: 'off' });
    expect(bookingChangeWindow({ start }, start.getTime() - 48 * HOUR)).toEqual({ kind: 'off' });
  });

  it('agrees with the link itself at every moment around the cut-off', () => {
    const manageUntil = manageUntilFor(start, 24)!;
    for (const offset of [-2 * HOUR, -1, 0, 1, 2 * HOUR]) {
      const now = manageUntil.getTime() + offset;
      const open = bookingChangeWindow({ start, manageUntil }, now).kind === 'open';
      expect(open).toBe(canManageOnline({ status: 'scheduled', start, manageUntil }, now));
    }
  });
});
