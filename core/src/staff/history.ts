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
  if (by.role === 'customer') return by.name ? `by ${by.name}, customer` : 'by the customer';
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

/**
 * The booker as a history records them (online booking, the manage link): no account, and no
 * copy of their name. The booking's own customerName says who they are, and an erasure
 * anonymises that (core customers/erase.ts); a copy in the history would outlive it.
 */
export const CUSTOMER_STAMP: ActorStamp = { uid: '', name: '', role: 'customer' };

const isMemberStamp = (by: ActorStamp) => by.role !== 'customer' && by.role !== 'system';

/**
 * The member whose change sent an email (EmailLogEntry.triggeredBy): the booking's last change,
 * when it is `action` (the change the email is about) and a member of the shop made it; null when
 * the booker or a job made it, or something else changed since.
 */
export function memberWhoDid(history: readonly AppointmentChange[] | undefined, action: AppointmentAction): ActorStamp | null {
  const last = history?.at(-1);
  return last && last.action === action && isMemberStamp(last.by) ? last.by : null;
}

/** A booking's marks before a PATCH …/appointments/{id}. */
interface MarkedState {
  status: 'scheduled' | 'completed' | 'no_show' | 'cancelled';
  notes?: string;
  arrivedAt?: Date | null;
}

/**
 * The history entries a PATCH makes, in order: only what changes (the same status again, notes
 * as they were or an arrival already marked add nothing). Unmarking an arrival adds no entry.
 */
export function updateActions(
  before: MarkedState,
  input: { status?: 'scheduled' | 'completed' | 'no_show'; notes?: string; arrived?: boolean },
): AppointmentAction[] {
  const actions: AppointmentAction[] = [];
  if (input.status !== undefined && input.status !== before.status)
    actions.push(input.status === 'scheduled' ? 'reopened' : input.status);
  if (input.arrived === true && !before.arrivedAt) actions.push('arrived');
  if (input.notes !== undefined && input.notes !== (before.notes ?? '')) actions.push('updated');
  return actions;
}
