import type { Appointment } from '../model/types';
import { manageCutoffHoursOf, manageUntilFor } from './manage';

/** Who moved a booking: the customer's move notifies the shop; the customer is emailed either way unless told not to. */
export type MovedBy = 'customer' | 'owner';

/** Where a booking goes: its new time and barber. */
export interface MoveDestination {
  date: string;
  time: string;
  start: Date;
  end: Date;
  barberId: string;
  barberName: string;
}

export interface MoveOptions {
  movedBy: MovedBy;
  /** false: no "moved" email to the customer (the owner's choice); absent: they are emailed */
  notifyCustomer?: boolean;
  /** the shop's manage cut-off (manageCutoffHoursOf reads it) */
  shop: { manageCutoffHours?: unknown };
}

/**
 * The appointment's changes for a move, one decision for every path that moves a booking (the
 * customer's reschedule, the owner's drag or dialog, a staff change's move): the new time and
 * barber, the sequence raised (the "moved" email and the .ics update follow from it), who moved
 * it, a new manage deadline, and a new reminder only for a new time. Whether the customer is
 * told: a silent move claims its own "moved" email (`movedSentSequence`, the trigger's own
 * field), so the trigger finds it sent; not while an earlier notified move's email is still to
 * go: that one then tells the customer the time that stands, rather than nobody telling them.
 * `movedSentSequence` is the booking's as read in the move's transaction.
 */
export function moveChanges(
  a: Pick<Appointment, 'sequence' | 'start'> & { movedSentSequence?: unknown },
  to: MoveDestination,
  options: MoveOptions,
) {
  const sequence = (a.sequence ?? 0) + 1;
  const sentSequence = typeof a.movedSentSequence === 'number' ? a.movedSentSequence : 0;
  const silent = options.notifyCustomer === false && sentSequence >= (a.sequence ?? 0);
  return {
    ...to,
    sequence,
    movedBy: options.movedBy,
    ...(silent ? { movedSentSequence: sequence } : {}),
    manageUntil: manageUntilFor(to.start, manageCutoffHoursOf(options.shop)),
    ...(to.start.getTime() !== a.start.getTime() ? { reminderSentAt: null } : {}),
  };
}
