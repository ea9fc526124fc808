// A cancelled booking's money. The cancel itself is done first and never waits on Stripe; then
// this settles the money, from the booking's stored policy and the time of the cancel (so the
// manage route and the cancel trigger, whichever runs it, reach the same outcome, once).
import { cancelOutcome, cancelOutcomeOf, type AppointmentPayment, type PaymentOutcomeDto } from '@barbershop/core/payments';
import { appointments } from '../../../data/collections';
import { stripeConfigured } from '../../billing/config';
import { reloadAppointment } from './ledger';
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
  if (!stripeConfigured()) return cancelOutcomeOf(a);
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
  return cancelOutcomeOf(await reloadAppointment(a));
}
