import type { Appointment } from '@barbershop/core/model';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../app/firebase';
import { appointments } from '../../data/collections';
import { notFound } from '../../errors';
import { findAppointment } from '../reads/appointments';
import { ownedShop } from '../reads/owned';
import { readBarberDay, removeFromDay } from './busyDays';

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
}

/**
 * The owner cancels an appointment: status 'cancelled' and its busy interval removed in one
 * transaction, so the slot can be booked again at once. Cancelling twice changes nothing.
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
  await ownedShop(uid, found.shopId);
  const apptRef = appointments(found.shopId).doc(found.id);
  return db.runTransaction(async (tx) => {
    const [apptSnap, foundDay] = await Promise.all([tx.get(apptRef), readBarberDay(tx, found)]);
    if (!apptSnap.exists) throw notFound('Appointment not found');
    // moved since it was found: its interval is on the day it holds now
    const current = apptSnap.data()!;
    const day = current.barberId === found.barberId && current.date === found.date ? foundDay : await readBarberDay(tx, current);
    if (apptSnap.get('status') === 'cancelled')
      return { appointment: { ...found, status: 'cancelled' as const }, cancelledNow: false };
    removeFromDay(tx, day, found.id);
    const changes = {
      status: 'cancelled' as const,
      cancelledAt: new Date(),
      cancelledBy: 'owner' as const,
      cancelReason: options.reason,
      cancelNotice: options.notifyCustomer,
      ...(options.noticeByCaller && options.notifyCustomer ? { cancellationSentAt: new Date() } : {}),
    };
    tx.update(apptRef as DocumentReference, changes);
    return { appointment: { ...apptSnap.data()!, ...changes }, cancelledNow: true };
  });
}
