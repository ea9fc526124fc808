// A cancelled booking's money. The cancel itself is done first and never waits on Stripe; then
// this settles the money, from the booking's stored policy and the time of the cancel (so the
// manage route and the cancel trigger, whichever runs it, reach the same outcome, once).
import { canManageOnline, MANAGE_CLOSED_MESSAGE } from '@barbershop/core/booking';
import type { Appointment, Barbershop } from '@barbershop/core/model';
import { cancelOutcome, cancelOutcomeOf, type AppointmentPayment, type PaymentOutcomeDto } from '@barbershop/core/payments';
import type { DocumentReference } from 'firebase-admin/firestore';
import { db } from '../../../app/firebase';
import { appointments } from '../../../data/collections';
import { unprocessable } from '../../../errors';
import { billingEnabled } from '../../billing/config';
import { readBarberDay, removeFromDay } from '../../booking/busyDays';
import { findManagedAppointment } from '../../booking/manageBooking';
import { loadShop } from '../../reads/shopData';
import { chargeFee, keepDeposit, refund, release, type Paid } from './operations';

/** Money is settled once a step was taken, or when there is none to take. */
const settled = (p: AppointmentPayment) =>
  p.state !== 'paid' && p.state !== 'card_saved' ? true : p.fees.some((f) => f.kind === 'late_cancel');

/**
 * Settles a cancelled booking's money: the customer's cancel by the policy (refund inside the
 * window; after it keep the deposit or charge the late-cancel fee); the shop's own cancel refunds
 * everything taken (the customer did not cancel). A pre-authorisation is released. Never throws
 * for Stripe's refusals (they are recorded); does nothing with payments off.
 */
export async function settleCancel(shopId: string, appointmentId: string): Promise<PaymentOutcomeDto | null> {
  const a = (await appointments(shopId).doc(appointmentId).get()).data();
  if (!a?.payment || a.status !== 'cancelled') return null;
  if (!billingEnabled()) return cancelOutcomeOf(a);
  const paid = a as Paid;
  await release(paid);
  if (!settled(paid.payment)) {
    const p = paid.payment;
    const outcome =
      a.cancelledBy === 'customer'
        ? cancelOutcome(p, a.start, a.cancelledAt ?? new Date(), a.pricePence)
        : { action: 'refund' as const, refundPence: Math.max(0, p.paidPence - p.refundedPence), feePence: 0 };
    if (outcome.action === 'keep') await keepDeposit(paid);
    if (outcome.action === 'charge_fee') await chargeFee(paid, 'late_cancel', outcome.feePence);
    else if (outcome.refundPence > 0) await refund(paid, outcome.refundPence, `refund:${a.id}:cancel`);
  }
  return cancelOutcomeOf((await appointments(shopId).doc(appointmentId).get()).data()!);
}

/**
 * POST /api/appointments/{id}/manage/cancel: the customer cancels through their private link
 * (while it takes changes), the slot is freed in the same transaction, then the money is
 * settled. Cancelling twice changes nothing and answers the same outcome.
 */
export async function cancelByCustomer(
  appointmentId: string,
  token: string,
  now = new Date(),
): Promise<{ appointment: Appointment; shop: Barbershop; outcome: PaymentOutcomeDto | null }> {
  const found = await findManagedAppointment(appointmentId, token);
  if (found.status !== 'cancelled') {
    if (!canManageOnline(found, now.getTime())) throw unprocessable(MANAGE_CLOSED_MESSAGE);
    const ref = appointments(found.shopId).doc(found.id);
    await db.runTransaction(async (tx) => {
      const [snap, day] = await Promise.all([tx.get(ref), readBarberDay(tx, found)]);
      const current = snap.data();
      if (!current || current.status === 'cancelled') return;
      if (current.status !== 'scheduled') throw unprocessable(MANAGE_CLOSED_MESSAGE);
      const currentDay =
        current.barberId === found.barberId && current.date === found.date ? day : await readBarberDay(tx, current);
      removeFromDay(tx, currentDay, found.id);
      tx.update(ref as DocumentReference, { status: 'cancelled', cancelledAt: now, cancelledBy: 'customer' });
    });
  }
  const outcome = await settleCancel(found.shopId, found.id);
  const [appointment, shop] = await Promise.all([
    appointments(found.shopId)
      .doc(found.id)
      .get()
      .then((s) => s.data()!),
    loadShop(found.shopId),
  ]);
  return { appointment, shop, outcome };
}
