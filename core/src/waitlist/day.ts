// The owner's waitlist of one day (issue 36): who is next for a freed time, and what the list
// brought back this week.
import * as yup from 'yup';
import type { Appointment } from '../model/types';
import type { WaitlistEntryState } from '../model/waitlist';
import { queryDate } from '../validation/querySchemas';

/** GET /api/barbershops/{id}/waitlist?date=YYYY-MM-DD */
export const waitlistDayQuerySchema = yup.object({
  date: queryDate('date').required('date is required'),
});

/** The states of the entries still in line for a freed time. */
const IN_LINE: ReadonlySet<WaitlistEntryState> = new Set(['waiting', 'offered']);

/**
 * 1-based places of the entries still in line (waiting or offered), in the order given (the
 * shop's offer order); entries that left, booked or ended have none.
 */
export function positionsOf(ordered: readonly { id: string; state: WaitlistEntryState }[]): Map<string, number> {
  const positions = new Map<string, number>();
  for (const entry of ordered) if (IN_LINE.has(entry.state)) positions.set(entry.id, positions.size + 1);
  return positions;
}

/** The chairs the waitlist refilled among `appointments`: booked from it, not cancelled since; and what they are worth. */
export function refilledOf(appointments: readonly Pick<Appointment, 'status' | 'pricePence' | 'waitlistEntryId'>[]): {
  count: number;
  revenuePence: number;
} {
  const refilled = appointments.filter((a) => a.waitlistEntryId && a.status !== 'cancelled');
  return { count: refilled.length, revenuePence: refilled.reduce((sum, a) => sum + a.pricePence, 0) };
}
