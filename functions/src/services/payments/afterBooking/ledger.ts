// The booking's money as stored: `appointments/{id}.payment` and the shop's PaymentRecords
// (`barbershops/{shopId}/payments/{stripeObjectId}`). A change is applied in one transaction
// with the record it adds, and only when that record is new: the record's id is the Stripe
// object's, so a retried step, a replayed webhook or the route and the trigger settling the same
// cancel at once change the booking once.
import type { Appointment } from '@barbershop/core/model';
import { refundSources, type AppointmentPayment, type PaymentRecord } from '@barbershop/core/payments';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../../app/firebase';
import { appointments, paymentRecords } from '../../../data/collections';
import { isContention, notFound } from '../../../errors';

export type NewRecord = Pick<PaymentRecord, 'kind' | 'amountPence' | 'status' | 'stripeObjectId'>;

export interface MoneyChange {
  /** the record this change adds; when it exists already the change was applied before */
  record?: NewRecord;
  /** the payment after the change (the stored one, read in the transaction); null: nothing to change */
  payment: (p: AppointmentPayment, a: Appointment) => AppointmentPayment | null;
}

/** The appointment as stored now, once a money step changed it (gone meanwhile: 404). */
export async function reloadAppointment(a: Pick<Appointment, 'shopId' | 'id'>): Promise<Appointment> {
  const stored = (await appointments(a.shopId).doc(a.id).get()).data();
  if (!stored) throw notFound('Appointment not found');
  return stored;
}

/** Applies one money change; answers the appointment as stored afterwards and whether this call changed it. */
export async function applyMoney(
  shopId: string,
  appointmentId: string,
  change: MoneyChange,
  now = new Date(),
): Promise<{ appointment: Appointment; applied: boolean }> {
  const ref = appointments(shopId).doc(appointmentId);
  const recordRef = change.record ? paymentRecords(shopId).doc(change.record.stripeObjectId) : null;
  for (let round = 1; ; round += 1) {
    try {
      return await applyOnce(ref, recordRef, shopId, appointmentId, change, now);
    } catch (err) {
      // Many calls changing the booking at once (a burst of clicks, replayed events) and this
      // transaction lost for good. Money that moved at Stripe must be recorded: while its record
      // is not written by another call, try again; a change without one is refused (409).
      if (!isContention(err) || !recordRef) throw err;
      if ((await recordRef.get()).exists)
        return { appointment: await reloadAppointment({ shopId, id: appointmentId }), applied: false };
      if (round === CONTENDED_ROUNDS) throw err;
    }
  }
}

/** Rounds a change with a record is tried while other calls hold the booking's document. */
const CONTENDED_ROUNDS = 3;

function applyOnce(
  ref: DocumentReference<Appointment>,
  recordRef: DocumentReference<PaymentRecord> | null,
  shopId: string,
  appointmentId: string,
  change: MoneyChange,
  now: Date,
): Promise<{ appointment: Appointment; applied: boolean }> {
  return db.runTransaction(async (tx) => {
    const [snap, recordSnap] = await Promise.all([tx.get(ref), recordRef ? tx.get(recordRef) : Promise.resolve(null)]);
    const a = snap.data();
    if (!a?.payment) throw notFound('Appointment not found');
    if (recordSnap?.exists) return { appointment: a, applied: false };
    const payment = change.payment(a.payment, a);
    if (!payment) return { appointment: a, applied: false };
    const updated = { ...payment, updatedAt: now };
    tx.update(ref, { payment: updated });
    if (recordRef && change.record)
      tx.create(recordRef, {
        id: change.record.stripeObjectId,
        shopId,
        appointmentId,
        customerId: a.customerId,
        ...change.record,
        createdAt: now,
      });
    return { appointment: { ...a, payment: updated }, applied: true };
  });
}

/** The state a payment is in once money went back: all of it refunded, or part. */
export function refundedState(p: AppointmentPayment, refundedPence: number): AppointmentPayment['state'] {
  const taken = refundSources(p).reduce((sum, s) => sum + s.amountPence, 0);
  if (refundedPence >= taken) return 'refunded';
  return refundedPence > 0 ? 'partially_refunded' : p.state;
}
