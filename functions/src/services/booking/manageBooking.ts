import { BOOKING_NOT_FOUND_MESSAGE, canManageOnline, MANAGE_CLOSED_MESSAGE } from '@barbershop/core/booking';
import type { Appointment, Barbershop } from '@barbershop/core/model';
import { insideCancelWindow, RESCHEDULE_IN_WINDOW_MESSAGE } from '@barbershop/core/payments';
import { CUSTOMER_STAMP, withChange } from '@barbershop/core/staff';
import { isDocId } from '@barbershop/core/validation';
import { auth, db } from '../../app/firebase';
import { allAppointments, appointments } from '../../data/collections';
import { conflict, notFound, unprocessable } from '../../errors';
import { bookingReview } from '../reviews';
import { matchesManageToken } from '../manage-token/manageToken';
import { readBarberDay, removeFromDay } from './busyDays';
import { moveBooking } from './moveBooking';
import { loadShop } from '../reads/shopData';

/** The one answer for an unknown booking and a missing, malformed or wrong token alike. */
export const bookingNotFound = () => notFound(BOOKING_NOT_FOUND_MESSAGE);

/**
 * The booking a manage link names, when its token is one of the booking's (else the same 404
 * for every reason). `token` has passed the core schema; an invalid id is answered the same way.
 */
export async function findManagedAppointment(appointmentId: string, token: string): Promise<Appointment> {
  if (!isDocId(appointmentId)) throw bookingNotFound();
  const snap = await allAppointments().where('id', '==', appointmentId).limit(1).get();
  const appointment = snap.docs[0]?.data();
  if (!appointment || !matchesManageToken(token, appointment.manageTokenHashes)) throw bookingNotFound();
  return appointment;
}

/** A custom token that signs the manage page in as the booker of this one booking (the rules' `appointmentId` claim). */
export function bookerFirebaseToken(a: Pick<Appointment, 'id' | 'shopId'>): Promise<string> {
  return auth.createCustomToken(`booking-${a.id}`, { appointmentId: a.id, shopId: a.shopId });
}

/** The booking a manage link names, its shop and its review (read together). */
export async function getManagedBooking(appointmentId: string, token: string) {
  const appointment = await findManagedAppointment(appointmentId, token);
  const [shop, review] = await Promise.all([loadShop(appointment.shopId), bookingReview(appointment.shopId, appointment.id)]);
  return { appointment, shop, review };
}

export interface RescheduleRequest {
  appointmentId: string;
  token: string;
  date: string;
  time: string;
  /** null: any available barber */
  barberId: string | null;
  now?: number;
}

/**
 * A booking with payment inside its cancellation window stays where it is: moved, its window
 * would start again and a late cancel would become a free one.
 */
function refuseMoveInWindow(a: Appointment, now: number): void {
  if (a.payment && insideCancelWindow(a.payment, a.start, new Date(now))) throw conflict(RESCHEDULE_IN_WINDOW_MESSAGE);
}

/**
 * The customer moves their booking to another time (and maybe barber), checked as a new online
 * booking would be (grid, horizon, hours, blocks, lead time, other bookings), while the link is
 * still good and before the shop's cut-off (moveBooking: one transaction, 409 on a race).
 */
export async function rescheduleAppointment(req: RescheduleRequest): Promise<{ appointment: Appointment; shop: Barbershop }> {
  const now = req.now ?? Date.now();
  const found = await findManagedAppointment(req.appointmentId, req.token);
  if (!canManageOnline(found, now)) throw unprocessable(MANAGE_CLOSED_MESSAGE);
  refuseMoveInWindow(found, now);
  const shop = await loadShop(found.shopId);
  const appointment = await moveBooking({
    shop,
    found,
    date: req.date,
    time: req.time,
    barberId: req.barberId,
    source: 'online',
    movedBy: 'customer',
    by: CUSTOMER_STAMP,
    now,
    stillMovable: (a) => {
      if (!a || !matchesManageToken(req.token, a.manageTokenHashes)) throw bookingNotFound();
      if (!canManageOnline(a, now)) throw unprocessable(MANAGE_CLOSED_MESSAGE);
      refuseMoveInWindow(a, now);
    },
  });
  return { appointment, shop };
}

/**
 * Frees a cancelled booking's busy interval (the customer cancels through the security rules,
 * which cannot touch the barber-day). Idempotent: the owner's cancel already removed it. The
 * booker's cancel through the rules has no history entry yet (a client write cannot be trusted
 * to name who made it): it gets the customer's 'cancelled' here, once, at the cancel's time.
 */
export async function releaseCancelledInterval(shopId: string, appointmentId: string): Promise<void> {
  const apptRef = appointments(shopId).doc(appointmentId);
  await db.runTransaction(async (tx) => {
    const a = (await tx.get(apptRef)).data();
    if (!a || a.status !== 'cancelled') return;
    const day = await readBarberDay(tx, a);
    removeFromDay(tx, day, appointmentId);
    if (a.cancelledBy === 'customer' && a.history?.at(-1)?.action !== 'cancelled') {
      const change = { action: 'cancelled' as const, at: a.cancelledAt ?? new Date(), by: CUSTOMER_STAMP };
      tx.update(apptRef, { history: withChange(a.history, change) });
    }
  });
}
