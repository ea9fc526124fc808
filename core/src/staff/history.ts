import type { ActorStamp, AppointmentAction, AppointmentChange } from '../model/members';
import { instantToZoned } from '../time/zone';
import { roleInSentence } from './roles';

/** A booking keeps its last this many changes (a document stays small however often it moves). */
export const APPOINTMENT_HISTORY_MAX = 50;

/** The history with `change` added last, the oldest dropped past the bound. */
export function withChange(history: readonly AppointmentChange[] | undefined, change: AppointmentChange): AppointmentChange[] {
  return [...(history ?? []), change].slice(-APPOINTMENT_HISTORY_MAX);
}

const VERBS: Record<AppointmentAction, string> = {
  booked: 'Booked',
  moved: 'Moved',
  cancelled: 'Cancelled',
  arrived: 'Marked arrived',
  completed: 'Marked completed',
  no_show: 'Marked no-show',
  reopened: 'Reopened',
  updated: 'Edited',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11-24' as '24 Nov'. */
function shortDate(date: string): string {
  const [, month, day] = date.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]}`;
}

function who(by: ActorStamp): string {
  if (by.role === 'system') return 'automatically';
  if (by.role === 'customer') return `by ${by.name || 'the customer'}, customer`;
  return `by ${by.name}, ${roleInSentence(by.role)}`;
}

/**
 * One line of the appointment dialog's history, in the shop's zone: "Moved by Sam, front desk,
 * 10:42" the same day as `now`, "… 24 Nov 10:42" another day.
 */
export function changeText(change: AppointmentChange, timezone: string, now: Date = new Date()): string {
  const at = instantToZoned(change.at, timezone);
  const when = at.date === instantToZoned(now, timezone).date ? at.time : `${shortDate(at.date)} ${at.time}`;
  return `${VERBS[change.action]} ${who(change.by)}, ${when}`;
}
