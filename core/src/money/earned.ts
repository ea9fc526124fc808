import type { AppointmentStatus } from '../model/types';

/**
 * Whether a booking has earned its price by `now`: the one rule of Reports' revenue and a
 * customer's total spend, so a booking counts in both or in neither. A visit earns once it has
 * taken place: marked completed (even ahead of its time), or still scheduled with its start
 * passed (nobody marked it). Upcoming bookings, no-shows and cancellations earn nothing.
 */
export function earnedBy(visit: { status: AppointmentStatus; start: Date | number }, now: Date): boolean {
  if (visit.status === 'completed') return true;
  return visit.status === 'scheduled' && Number(visit.start) <= now.getTime();
}

/** The rule in the owner's words, shown by every figure that follows it. */
export const EARNED_RULE_TEXT = 'Completed and past visits; upcoming bookings are not included';
