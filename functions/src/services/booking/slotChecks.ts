// The checks a requested time passes before it is booked or a booking is moved to it: core's
// pure checks (core/src/booking/slotChecks.ts), their refusals thrown as HttpErrors. Shared by
// createAppointment (every source) and moveBooking (reschedule, owner and staff-change moves).
import {
  chosenBarber,
  candidateBarbersFor,
  requestedTimeOf,
  staticRefusal,
  stillTaking,
  type Checked,
  type Refusal,
  type RequestedSlot,
} from '@barbershop/core/booking';
import type { Barber, BusyInterval, Service } from '@barbershop/core/model';
import type { BlockLike } from '@barbershop/core/slots';
import { conflict, HttpError } from '../../errors';

export { BOOKED_MESSAGE, type RequestedSlot } from '@barbershop/core/booking';

const httpError = (r: Refusal) => new HttpError(r.status, r.message, r.details);

function orThrow<T>(checked: Checked<T>): T {
  if (!checked.ok) throw httpError(checked.refusal);
  return checked.value;
}

/** core's candidateBarbersFor, refusing with its HttpError. */
export const candidateBarbers = (
  activeBarbers: Barber[],
  barberId: string | null,
  services: readonly Pick<Service, 'name' | 'barberIds'>[] = [],
): Barber[] => orThrow(candidateBarbersFor(activeBarbers, barberId, services));

/** core's stillTaking, refusing with its HttpError. */
export const stillTakingBookings = <D>(read: readonly { barber: Barber | null; day: D }[], anyBarber: boolean) =>
  orThrow(stillTaking(read, anyBarber));

/** core's requestedTimeOf, refusing with its HttpError. */
export const checkRequestedTime = (req: RequestedSlot) => orThrow(requestedTimeOf(req));

/** core's staticRefusal, thrown. */
export function refuseStaticReasons(req: RequestedSlot, candidates: Barber[], anyBarber: boolean): void {
  const refusal = staticRefusal(req, candidates, anyBarber);
  if (refusal) throw httpError(refusal);
}

/** core's chosenBarber, refusing with its HttpError. */
export const chooseBarber = (
  req: RequestedSlot,
  candidates: Barber[],
  days: { intervals: readonly BusyInterval[]; blocks: readonly BlockLike[] }[],
  anyBarber: boolean,
): number => orThrow(chosenBarber(req, candidates, days, anyBarber));

/** Contention that outlasted every retry (gRPC ABORTED): someone else is booking the same barber-day. */
export function contentionRefusal(err: unknown): unknown {
  if (err instanceof HttpError) return err;
  if ((err as { code?: number }).code === 10)
    return conflict('That time is being booked by someone else right now. Please choose another time.');
  return err;
}
