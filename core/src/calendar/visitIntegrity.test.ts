import { describe, expect, it } from 'vitest';
import type { AppointmentStatus, TimeBlockSpan } from '../model/types';
import { bookingsUnderBlock, visitHasStarted, visitMarkRefusal } from './visitIntegrity';

// 2026-12-07 10:00 in London is 10:00 UTC (winter)
const start = new Date('2026-12-07T10:00:00Z');
const visit = { start, date: '2026-12-07', time: '10:00' };

describe('visitMarkRefusal', () => {
  it('refuses completed and no-show before the start, naming the visit', () => {
    for (const to of ['completed', 'no_show'] as const) {
      expect(visitMarkRefusal(visit, to, start.getTime() - 60_000)).toBe(
        'This visit has not started yet (2026-12-07 10:00): it can be marked completed or no-show only from its start time.',
      );
    }
  });

  it('allows them from the start time on', () => {
    expect(visitMarkRefusal(visit, 'completed', start.getTime())).toBeNull();
    expect(visitMarkRefusal(visit, 'no_show', start.getTime() + 1)).toBeNull();
  });

  it('always allows taking a mark back to scheduled', () => {
    expect(visitMarkRefusal(visit, 'scheduled', start.getTime() - 86_400_000)).toBeNull();
  });

  it('visitHasStarted is the same line', () => {
    expect(visitHasStarted(visit, start.getTime() - 1)).toBe(false);
    expect(visitHasStarted(visit, start.getTime())).toBe(true);
  });
});

describe('bookingsUnderBlock', () => {
  const booking = (id: string, date: string, from: string, to: string, status: AppointmentStatus = 'scheduled') => ({
    id,
    date,
    status,
    start: new Date(`${date}T${from}:00Z`),
    end: new Date(`${date}T${to}:00Z`),
  });
  const lunch: TimeBlockSpan = {
    startDate: '2026-12-07',
    endDate: '2026-12-08',
    startTime: '12:00',
    endTime: '13:00',
    isAllDay: false,
  };
  const zone = 'Europe/London';

  it('lists the scheduled bookings whose visit overlaps the block on each of its days, earliest first', () => {
    const bookings = [
      booking('next-day', '2026-12-08', '12:30', '13:00'),
      booking('ends-inside', '2026-12-07', '11:30', '12:15'),
      booking('before', '2026-12-07', '11:00', '12:00'),
      booking('after', '2026-12-07', '13:00', '13:30'),
      booking('cancelled', '2026-12-07', '12:00', '12:30', 'cancelled'),
      booking('completed', '2026-12-07', '12:00', '12:30', 'completed'),
      booking('outside-dates', '2026-12-09', '12:00', '12:30'),
    ];
    expect(bookingsUnderBlock(lunch, bookings, zone).map((b) => b.id)).toEqual(['ends-inside', 'next-day']);
  });

  it('an all-day block covers every booking of its days', () => {
    const day: TimeBlockSpan = { startDate: '2026-12-07', endDate: '2026-12-07', startTime: null, endTime: null, isAllDay: true };
    const bookings = [booking('early', '2026-12-07', '09:00', '09:30'), booking('late', '2026-12-07', '17:30', '18:00')];
    expect(bookingsUnderBlock(day, bookings, zone).map((b) => b.id)).toEqual(['early', 'late']);
  });

  it('reads the block in the shop zone (summer time: 12:00 London is 11:00 UTC)', () => {
    const summer: TimeBlockSpan = { ...lunch, startDate: '2026-07-01', endDate: '2026-07-01' };
    const at11utc = booking('at-noon-local', '2026-07-01', '11:00', '11:30');
    const at12utc = booking('at-one-local', '2026-07-01', '12:00', '12:30');
    expect(bookingsUnderBlock(summer, [at11utc, at12utc], zone).map((b) => b.id)).toEqual(['at-noon-local']);
  });
});
