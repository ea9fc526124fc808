// A cancelled booking's money. The cancel itself is done first and never waits on Stripe; then
// this settles the money, from the booking's stored policy and the time of the cancel (so the
// manage route and the cancel trigger, whichever runs it, reach the same outcome, once).
import type { Appointment } from '@barbershop/core/model';
import {
  cancelOutcome,
  cancelOutcomeOf,
  type AppointmentPayment,
  type CancelOutcome,
  type PaymentOutcomeDto,
} from '@barbershop/core/payments';
import { appointments } from '../../../data/collections';
import { stripeConfigured } from '../../billing/config';
import { applyMoney, reloadAppointment } from './ledger';
import { chargeFee, keepDeposit, refund, release, type Paid } from './operations';

/**
 * Settles a cancelled booking's money: the customer's cancel by the policy (refund inside the
 * window; after it keep the deposit or charge the late-cancel fee); the shop's own cancel refunds
 * everything taken (the customer did not cancel). A pre-authorisation is released. Never throws
 * for Stripe's refusals (they are recorded); does nothing with payments off.
 *
 * Settled is a marker (`payment.cancelSettle.settledAt`), set once every step is done, never read
 * from the state. The refund goes first and the deposit is kept after: a refund Stripe refuses (or
 * a run that dies between the steps) leaves the cancel unsettled, and the next run (the cancel
 * trigger after the manage route) works out again what is still held and finishes it.
 */
export async function settleCancel(shopId: string, appointmentId: string): Promise<PaymentOutcomeDto | null> {
  const a = (await appointments(shopId).doc(appointmentId).get()).data();
  if (!a?.payment || a.status !== 'cancelled') return null;
  if (!stripeConfigured()) return cancelOutcomeOf(a);
  await release(a as Paid);
  // what had gone back before the cancel and what the cancel sends back, kept once (the answer's amounts)
  const { appointment } = await applyMoney(shopId, appointmentId, {
    payment: (p, stored) =>
      p.cancelSettle
        ? null
        : {
            ...p,
            cancelSettle: {
              refundedBeforePence: p.refundedPence,
              refundPence: outcomeOf(stored, p).refundPence,
              settledAt: null,
            },
          },
  });
  const paid = appointment as Paid;
  if (!paid.payment.cancelSettle?.settledAt) {
    // worked out from what is still held: a run after a refused or half-done one finishes it
    const outcome = outcomeOf(paid, paid.payment);
    const back = outcome.refundPence > 0 ? await refund(paid, outcome.refundPence, `refund:${a.id}:cancel`) : null;
    if (!back?.failureCode) {
      if (outcome.action === 'keep') await keepDeposit(paid);
      if (outcome.action === 'charge_fee') await chargeFee(paid, 'late_cancel', outcome.feePence);
      await applyMoney(shopId, appointmentId, {
        payment: (p) =>
          p.cancelSettle && !p.cancelSettle.settledAt
            ? { ...p, cancelSettle: { ...p.cancelSettle, settledAt: new Date() } }
            : null,
      });
    }
  }
  return cancelOutcomeOf(await reloadAppointment(a));
}

/** The customer's cancel by the policy; the shop's own cancel: everything still held goes back. */
function outcomeOf(a: Appointment, p: AppointmentPayment): CancelOutcome {
  return a.cancelledBy === 'customer'
    ? cancelOutcome(p, a.start, a.cancelledAt ?? new Date(), a.pricePence)
    : { action: 'refund', refundPence: Math.max(0, p.paidPence - p.refundedPence), feePence: 0, late: false };
}
