import type { ManagePaymentDto } from '@barbershop/core/api';
import type { Appointment } from '@barbershop/core/model';
import { formatPence } from '@barbershop/core/money';
import {
  cancelOutcome,
  feeFailureText,
  paymentActions,
  paymentStateText,
  refundablePence,
  type AppointmentPaymentDto,
} from '@barbershop/core/payments';
import { displayDateShort, instantToZoned } from '@barbershop/core/time';

/** The owner's view of a booking's money (the appointment dialog's panel). */
export function toAppointmentPaymentDto(a: Appointment): AppointmentPaymentDto | null {
  const p = a.payment;
  if (!p) return null;
  return {
    kind: p.kind,
    state: p.state,
    stateLabel: paymentStateText(p),
    decision: p.decision,
    policyText: p.acceptance.text,
    policyVersion: p.acceptance.version,
    acceptedAt: p.acceptance.acceptedAt.toISOString(),
    paidPence: p.paidPence,
    refundedPence: p.refundedPence,
    refundablePence: refundablePence(p),
    fees: p.fees.map((f) => ({
      kind: f.kind,
      amountPence: f.amountPence,
      status: f.status,
      failureCode: f.failureCode,
      failureMessage: f.status === 'failed' || f.status === 'requires_action' ? feeFailureText(f.failureCode) : null,
      paymentLinkUrl: f.paymentLinkUrl,
      at: f.at.toISOString(),
    })),
    preauth: p.preauth ? { amountPence: p.preauth.amountPence, status: p.preauth.status } : null,
    dispute: p.dispute
      ? { reason: p.dispute.reason, amountPence: p.dispute.amountPence, status: p.dispute.status, at: p.dispute.at.toISOString() }
      : null,
    problem: p.problem ? problemText(p.problem.step, p.problem.code) : null,
    actions: paymentActions(p),
  };
}

function problemText(step: 'refund' | 'fee' | 'capture' | 'release', code: string): string {
  if (step === 'refund') return `A refund did not go through (${code}). Try Refund again, or refund it in your Stripe dashboard.`;
  if (step === 'release')
    return `The amount held on the card could not be released (${code}); it lapses by itself within 7 days.`;
  if (step === 'capture')
    return `Stripe did not confirm taking the amount held on the card (${code}); check the payment in your Stripe dashboard.`;
  return `A payment step did not go through (${code}).`;
}

/** The manage page's view of the money: what a cancel now would do, in the shop's zone. */
export function toManagePaymentDto(a: Appointment, timeZone: string, now = new Date()): ManagePaymentDto | null {
  const p = a.payment;
  if (!p) return null;
  return {
    kind: p.kind,
    paidPence: p.paidPence,
    refundedPence: p.refundedPence,
    cancelAdvice: a.status === 'scheduled' ? adviceText(a, timeZone, now) : '',
    policyText: p.acceptance.text,
  };
}

function adviceText(a: Appointment, timeZone: string, now: Date): string {
  const p = a.payment!;
  const outcome = cancelOutcome(p, a.start, now, a.pricePence);
  const what = p.kind === 'prepay' ? 'payment' : 'deposit';
  if (!outcome.late) {
    const { date, time } = instantToZoned(a.start.getTime() - p.policy.cancelWindowHours * 3_600_000, timeZone);
    const until = `${displayDateShort(date)}, ${time}`;
    return outcome.refundPence > 0
      ? `Cancel before ${until} and your ${formatPence(outcome.refundPence)} ${what} is refunded.`
      : `You can cancel free of charge until ${until}.`;
  }
  if (outcome.action === 'keep') return `If you cancel now, the shop keeps ${formatPence(outcome.feePence)} of your ${what}.`;
  if (outcome.action === 'charge_fee')
    return `If you cancel now, a late cancellation fee of ${formatPence(outcome.feePence)} is charged to your card.`;
  return outcome.refundPence > 0
    ? `If you cancel now, your ${formatPence(outcome.refundPence)} ${what} is refunded.`
    : 'You can cancel free of charge.';
}
