// What the policy stored on the booking says a cancel or a no-show does with the money, in the
// steps this service knows (refund, keep, charge a fee, capture the pre-authorisation).
import type { AppointmentPayment, FeeRule } from '@barbershop/core/payments';

export type CancelStep =
  | { step: 'refund'; amountPence: number }
  | { step: 'keep'; amountPence: number }
  | { step: 'fee'; amountPence: number }
  | { step: 'none' };

export type NoShowStep =
  | { step: 'capture'; amountPence: number }
  | { step: 'fee'; amountPence: number }
  | { step: 'keep'; amountPence: number }
  | { step: 'none' };

const HOUR = 3_600_000;

function feePence(rule: FeeRule | null, visitPence: number): number {
  if (!rule) return 0;
  const raw = rule.kind === 'percent' ? Math.round((visitPence * rule.value) / 100) : rule.value;
  return Math.min(raw, visitPence);
}

export function cancelStep(p: AppointmentPayment, start: Date, cancelledAt: Date, visitPence: number): CancelStep {
  const paidLeft = p.paidPence - p.refundedPence;
  const inWindow = start.getTime() - cancelledAt.getTime() >= p.policy.cancelWindowHours * HOUR;
  if (inWindow) return paidLeft > 0 ? { step: 'refund', amountPence: paidLeft } : { step: 'none' };
  if (paidLeft > 0) return { step: 'keep', amountPence: paidLeft };
  const fee = feePence(p.policy.lateCancelFee, visitPence);
  return fee > 0 ? { step: 'fee', amountPence: fee } : { step: 'none' };
}

export function noShowStep(p: AppointmentPayment, visitPence: number): NoShowStep {
  if (p.preauth?.status === 'authorized') return { step: 'capture', amountPence: p.preauth.amountPence };
  const paidLeft = p.paidPence - p.refundedPence;
  if (paidLeft > 0) return { step: 'keep', amountPence: paidLeft };
  const fee = feePence(p.policy.noShowFee, visitPence);
  return fee > 0 ? { step: 'fee', amountPence: fee } : { step: 'none' };
}

/** The no-show fee a pre-authorisation holds. */
export const noShowFeePence = (p: AppointmentPayment, visitPence: number) => feePence(p.policy.noShowFee, visitPence);

export const canMarkNoShowNow = (start: Date, now: Date) => now.getTime() >= start.getTime();

/** The authorisation window: a hold is placed only for visits this close (card networks keep one about 7 days, some Visa cards 5). */
export const PREAUTH_DAYS = 5;

/** What cancelling now would do, for the manage page (before the customer cancels). */
export function cancelAdvice(p: AppointmentPayment, start: Date, now: Date, visitPence: number): { step: CancelStep; freeUntil: Date } {
  return { step: cancelStep(p, start, now, visitPence), freeUntil: new Date(start.getTime() - p.policy.cancelWindowHours * HOUR) };
}
