import { feeAmountPence } from './policy';
import type { AppointmentPayment, PaymentPolicy } from './types';

const HOUR_MS = 3_600_000;

/** "1 hour", "24 hours": the policy's windows in the customer's words. */
export const hoursText = (hours: number) => `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
/** What the shop still holds of what was taken at booking. */
const heldPence = (payment: AppointmentPayment) => Math.max(0, payment.paidPence - payment.refundedPence);

export interface CancelOutcome {
  action: 'refund' | 'keep' | 'charge_fee' | 'none';
  /** to refund now (also with 'keep', when the late-cancel fee is less than what was paid) */
  refundPence: number;
  /** kept from the payment ('keep') or to charge on the saved card ('charge_fee') */
  feePence: number;
  late: boolean;
}

/** Whether `now` is less than the booking's cancellation window before its start (a cancel would be late). */
export function insideCancelWindow(payment: Pick<AppointmentPayment, 'policy'>, start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() < payment.policy.cancelWindowHours * HOUR_MS;
}

/**
 * Moving a booking inside its window would open a new one (the window runs from the start):
 * the customer would then cancel the moved booking free of charge. Online moves stop there.
 */
export const RESCHEDULE_IN_WINDOW_MESSAGE =
  "This booking is inside the shop's cancellation window, so it can no longer be moved online. Please contact the shop.";

/**
 * A customer's cancel. At least `cancelWindowHours` before the start it is free: whatever is
 * still held is refunded. Later: from a deposit or prepayment the late-cancel fee is kept and
 * the rest refunded (no late-cancel fee: all of it is kept); with a card on file the late-cancel
 * fee is charged (none set: nothing). Fees are capped at the visit's price (`visitPence`, the
 * appointment's `pricePence`) and at what is held.
 */
export function cancelOutcome(payment: AppointmentPayment, start: Date, now: Date, visitPence: number): CancelOutcome {
  const { lateCancelFee } = payment.policy;
  const held = heldPence(payment);
  if (!insideCancelWindow(payment, start, now)) {
    return held > 0
      ? { action: 'refund', refundPence: held, feePence: 0, late: false }
      : { action: 'none', refundPence: 0, feePence: 0, late: false };
  }
  if (held > 0) {
    const kept = lateCancelFee ? Math.min(feeAmountPence(lateCancelFee, visitPence), held) : held;
    const refund = held - kept;
    if (kept === 0) return { action: 'refund', refundPence: refund, feePence: 0, late: true };
    return { action: 'keep', refundPence: refund, feePence: kept, late: true };
  }
  const fee = payment.kind === 'card' ? feeAmountPence(lateCancelFee, visitPence) : 0;
  if (fee > 0) return { action: 'charge_fee', refundPence: 0, feePence: fee, late: true };
  return { action: 'none', refundPence: 0, feePence: 0, late: true };
}

export interface NoShowOutcome {
  action: 'capture_preauth' | 'charge_fee' | 'keep_deposit' | 'none';
  /** kept from the payment, captured or charged */
  feePence: number;
  /** to refund now: what was paid beyond the no-show fee */
  refundPence: number;
}

/**
 * The owner marked a no-show. A deposit or prepayment: the no-show fee is kept from it and the
 * rest refunded (no fee set: all of it is kept). A card on file: the pre-authorisation is
 * captured when there is one, else the no-show fee is charged off-session (none set: nothing).
 */
export function noShowOutcome(payment: AppointmentPayment, visitPence: number): NoShowOutcome {
  // the no-show's money was already taken (the hold captured, or the fee charged or tried): never again
  if (payment.preauth?.status === 'captured' || payment.fees.some((f) => f.kind === 'no_show')) {
    return { action: 'none', feePence: 0, refundPence: 0 };
  }
  const held = heldPence(payment);
  const fee = feeAmountPence(payment.policy.noShowFee, visitPence);
  if (held > 0) {
    const kept = payment.policy.noShowFee ? Math.min(fee, held) : held;
    return { action: kept > 0 ? 'keep_deposit' : 'none', feePence: kept, refundPence: held - kept };
  }
  if (payment.preauth?.status === 'authorized') {
    return { action: 'capture_preauth', feePence: payment.preauth.amountPence, refundPence: 0 };
  }
  if (payment.kind === 'card' && fee > 0) return { action: 'charge_fee', feePence: fee, refundPence: 0 };
  return { action: 'none', feePence: 0, refundPence: 0 };
}

/** "Mark no-show" is offered only once the visit has started. */
export function canMarkNoShow(start: Date, now: Date): boolean {
  return now.getTime() > start.getTime();
}

/** Card authorisations lapse after about 5 days (Visa's online window is the shortest): only visits inside it are pre-authorised. */
export const PREAUTH_WINDOW_DAYS = 5;

/**
 * Whether a card-on-file booking authorises its no-show fee at booking: the shop asked for it,
 * there is a no-show fee, and the visit starts within PREAUTH_WINDOW_DAYS. The caller checks
 * the booking's protection is a card on file (a deposit already covers a no-show).
 */
export function preauthEligible(
  start: Date,
  now: Date,
  policy: Pick<PaymentPolicy, 'preauthorizeNoShowFee' | 'noShowFee'>,
): boolean {
  const ahead = start.getTime() - now.getTime();
  return policy.preauthorizeNoShowFee && policy.noShowFee !== null && ahead > 0 && ahead <= PREAUTH_WINDOW_DAYS * 24 * HOUR_MS;
}
