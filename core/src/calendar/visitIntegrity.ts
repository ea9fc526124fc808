import type { Appointment, AppointmentStatus, TimeBlockSpan } from '../model/types';
import { blockIntervalOn } from '../slots/slots';

/**
 * Why a visit may not be marked `to` at `now` (null: it may). Completed and no-show say what
 * happened at the visit, so they wait for its start: a no-show marked ahead of time would count
 * against the customer before they could have come. Taking a mark back (scheduled) is always
 * allowed.
 */
export function visitMarkRefusal(
  appointment: Pick<Appointment, 'start' | 'date' | 'time'>,
  to: AppointmentStatus,
  now: number,
): string | null {
  if (to !== 'completed' && to !== 'no_show') return null;
  if (now >= appointment.start.getTime()) return null;
  return `This visit has not started yet (${appointment.date} ${appointment.time}): it can be marked completed or no-show only from its start time.`;
}

/** True when the visit has started, so it may be marked completed or a no-show. */
export const visitHasStarted = (appointment: Pick<Appointment, 'start'>, now: number) => now >= appointment.start.getTime();

/**
 * The scheduled bookings a new time block would cover, earliest first: a booking whose visit
 * (start to end, the customer's time) overlaps the block on its own date, in the shop's zone.
 */
export function bookingsUnderBlock<A extends Pick<Appointment, 'date' | 'start' | 'end' | 'status'>>(
  block: TimeBlockSpan,
  bookings: readonly A[],
  timeZone: string,
): A[] {
  return bookings
    .filter((a) => {
      if (a.status !== 'scheduled') return false;
      const blocked = blockIntervalOn(block, a.date, timeZone);
      return blocked !== null && a.start.getTime() < blocked.end && blocked.start < a.end.getTime();
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
