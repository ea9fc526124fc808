// The owner's words for an appointment's money: its state, a fee's failure, a time.
import type { AppointmentPayment, FeeCharge } from '@barbershop/core/payments';

const FEE_NAMES: Record<FeeCharge['kind'], string> = { late_cancel: 'Late-cancel fee', no_show: 'No-show fee' };
const FEE_STATUS: Record<FeeCharge['status'], string> = {
  succeeded: 'charged',
  failed: 'failed',
  requires_action: 'needs the customer to confirm',
  link_sent: 'payment link sent',
  waived: 'waived',
};

export const feeName = (kind: FeeCharge['kind']) => FEE_NAMES[kind];
export const feeLabel = (fee: Pick<FeeCharge, 'kind' | 'status'>) => `${FEE_NAMES[fee.kind]} ${FEE_STATUS[fee.status]}`;

/** Stripe's decline codes the owner meets most, in plain words; others are shown as Stripe names them. */
const FAILURES: Record<string, string> = {
  authentication_required: 'the bank wants the customer to confirm the payment',
  card_declined: 'the card was declined',
  insufficient_funds: 'the card has insufficient funds',
  expired_card: 'the card has expired',
};
export const failureReason = (code: string) => FAILURES[code] ?? code.replace(/_/g, ' ');

/** What may still go back to the customer: what was taken (deposit or prepayment, fees charged) less refunds. */
export function refundablePence(payment: Pick<AppointmentPayment, 'paidPence' | 'refundedPence' | 'fees'>): number {
  const fees = payment.fees.filter((f) => f.status === 'succeeded').reduce((sum, f) => sum + f.amountPence, 0);
  return Math.max(0, payment.paidPence + fees - payment.refundedPence);
}

/** A fee the customer still owes: the owner may waive it or send a payment link. */
export const unpaidFee = (payment: Pick<AppointmentPayment, 'fees'>) =>
  payment.fees.find((f) => f.status === 'failed' || f.status === 'requires_action' || f.status === 'link_sent');

/** 12 Nov 2026, 14:03 in the shop's zone. */
export function moneyTime(at: Date, timeZone = 'Europe/London'): string {
  return at.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
}
