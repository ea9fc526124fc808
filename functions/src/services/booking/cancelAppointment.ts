import { canManageOnline, MANAGE_CLOSED_MESSAGE } from '@barbershop/core/booking';
import type { Appointment } from '@barbershop/core/model';
import { CUSTOMER_STAMP, withChange } from '@barbershop/core/staff';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { appointments } from '../../data/collections';
import { conflict, notFound, unprocessable } from '../../errors';
import { findAppointment } from '../reads/appointments';
import { actorIn, stampOf } from '../reads/members';
import { readBarberDay, removeFromDay } from './busyDays';
import { findManagedAppointment } from './manageBooking';

const NO_SHOW_NOT_CANCELLED =
  'This visit was marked a no-show and its money settled, so it cannot be cancelled. Refund the customer instead if you wish.';

export interface OwnerCancelOptions {
  /** for the shop's eyes ('' when none) */
  reason: string;
  /** false: the customer gets no cancellation email */
  notifyCustomer: boolean;
  /**
   * true: the caller sends the cancellation email itself, at once (an erasure, before the
   * address goes): the send is claimed in the cancel's transaction, so the trigger sends none.
   */
  noticeByCaller?: boolean;
  /** false: not held back by the shop's subscription (a customer's erasure; actorIn's needsAccess) */
  needsAccess?: boolean;
}

/**
 * The shop cancels an appointment (the caller needs schedule.write in its shop): status
 * 'cancelled', its busy interval removed and the caller in its history, in one transaction, so
 * the slot can be booked again at once. Cancelling twice changes nothing.
 */
export async function cancelAppointment(
  uid: string,
  appointmentId: string,
  options: OwnerCancelOptions = { reason: '', notifyCustomer: true },
): Promise<Appointment> {
  return (await cancelForOwner(uid, appointmentId, options)).appointment;
}

/** cancelAppointment, also saying whether this call cancelled it (false: it was cancelled already). */
export async function cancelForOwner(
  uid: string,
  appointmentId: string,
  options: OwnerCancelOptions,
): Promise<{ appointment: Appointment; cancelledNow: boolean }> {
  const found = await findAppointment(appointmentId);
  const actor = await actorIn(uid, found.shopId, 'schedule.write', { needsAccess: options.needsAccess ?? true });
  const apptRef = appointments(found.shopId).doc(found.id);
  return db.runTransaction(async (tx) => {
    const [apptSnap, foundDay] = await Promise.all([tx.get(apptRef), readBarberDay(tx, found)]);
    if (!apptSnap.exists) throw notFound('Appointment not found');
    // moved since it was found: its interval is on the day it holds now
    const current = apptSnap.data()!;
    const day = current.barberId === found.barberId && current.date === found.date ? foundDay : await readBarberDay(tx, current);
    if (apptSnap.get('status') === 'cancelled')
      return { appointment: { ...found, status: 'cancelled' as const }, cancelledNow: false };
    // its no-show settled the money (a fee charged, the deposit kept): a cancel would contradict it
    if (current.status === 'no_show' && current.payment) throw conflict(NO_SHOW_NOT_CANCELLED, 'no_show_settled');
    removeFromDay(tx, day, found.id);
    const at = new Date();
    const changes = {
      status: 'cancelled' as const,
      cancelledAt: at,
      // 'owner' means "the shop" (the emails and the money read it); who in the shop is the history's
      cancelledBy: 'owner' as const,
      history: withChange(current.history, { action: 'cancelled', at, by: stampOf(actor) }),
      cancelReason: options.reason,
      cancelNotice: options.notifyCustomer,
      ...(options.noticeByCaller && options.notifyCustomer ? { cancellationSentAt: new Date() } : {}),
    };
    tx.update(apptRef as DocumentReference, changes);
    return { appointment: { ...apptSnap.data()!, ...changes }, cancelledNow: true };
  });
}

/**
 * POST /api/appointments/{id}/manage/cancel: the customer cancels through their private link
 * (while it takes changes); the slot is freed in the same transaction. Cancelling twice changes
 * nothing. The money is settled after (services/payments/afterBooking `settleCancel`).
 */
export async function cancelForCustomer(appointmentId: string, token: string, now = new Date()): Promise<Appointment> {
  return cancelAsCustomer(await findManagedAppointment(appointmentId, token), now);
}

/**
 * The customer's own cancel of a booking found for them (their private link, or "C" in reply to
 * a text reminder): the manage link's rules (scheduled, before its cut-off), status, stamp and
 * history as one write, the slot freed with it. The update trigger then settles the money and
 * sends the emails, as for every cancel.
 */
export async function cancelAsCustomer(found: Appointment, now = new Date()): Promise<Appointment> {
  if (found.status === 'cancelled') return found;
  if (!canManageOnline(found, now.getTime())) throw unprocessable(MANAGE_CLOSED_MESSAGE);
  const ref = appointments(found.shopId).doc(found.id);
  return db.runTransaction(async (tx) => {
    const [snap, day] = await Promise.all([tx.get(ref), readBarberDay(tx, found)]);
    const current = snap.data();
    if (!current) throw notFound('Appointment not found');
    if (current.status === 'cancelled') return current;
    // moved or changed since it was found: judged again as it is now
    if (!canManageOnline(current, now.getTime())) throw unprocessable(MANAGE_CLOSED_MESSAGE);
    const currentDay =
      current.barberId === found.barberId && current.date === found.date ? day : await readBarberDay(tx, current);
    removeFromDay(tx, currentDay, found.id);
    const changes = {
      status: 'cancelled' as const,
      cancelledAt: now,
      cancelledBy: 'customer' as const,
      history: withChange(current.history, { action: 'cancelled', at: now, by: CUSTOMER_STAMP }),
    };
    tx.update(ref as DocumentReference, changes);
    return { ...current, ...changes };
  });
}
