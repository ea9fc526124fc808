// What happens to a booking's money after it was booked (issue 34): the sentences the customer
// and the owner read, what the owner may still do, and how a refund is split over the charges.
// Pure: the functions call Stripe and write the ledger; these say what it means.
import { formatPence } from '../money/format';
import type { Appointment } from '../model/types';
import type { ReportDto } from '../reports/report';
import type { WeeklyMoney } from './money';
import { hoursText } from './outcomes';
import type { AppointmentPayment, AppointmentPaymentState, FeeCharge, ProtectionDecision } from './types';

/** What a cancel or a no-show mark did with the money. */
export type MoneyAction =
  'none' | 'refunded' | 'refund_pending' | 'deposit_kept' | 'fee_charged' | 'fee_failed' | 'preauth_captured';

/** The answer's account of it (the manage cancel, the owner's no-show mark). */
export interface PaymentOutcomeDto {
  action: MoneyAction;
  /** refunded, kept or charged (0 for none) */
  amountPence: number;
  /** Stripe's code when a step failed */
  failureCode: string | null;
  message: string;
}

export interface FeeChargeDto {
  kind: FeeCharge['kind'];
  amountPence: number;
  status: FeeCharge['status'];
  failureCode: string | null;
  failureMessage: string | null;
  paymentLinkUrl: string | null;
  at: string;
}

/** `AppointmentDto.payment` for the owner's dialog (docs/payments.md "After booking"). */
export interface AppointmentPaymentDto {
  kind: AppointmentPayment['kind'];
  state: AppointmentPaymentState;
  stateLabel: string;
  decision: ProtectionDecision;
  policyText: string;
  policyVersion: number;
  acceptedAt: string;
  paidPence: number;
  refundedPence: number;
  refundablePence: number;
  fees: FeeChargeDto[];
  preauth: { amountPence: number; status: 'authorized' | 'captured' | 'released' } | null;
  dispute: { reason: string; amountPence: number; status: string; at: string } | null;
  problem: string | null;
  actions: { refund: boolean; waive: boolean; sendLink: boolean };
}

/** GET /api/barbershops/{id}/reports: the report with deposits kept, fees charged, refunds and revenue protected per week (issue 34). */
export interface ReportWithMoneyDto extends ReportDto {
  money: WeeklyMoney[];
}

/** GET /api/barbershops/{id}/customers/{customerId}/payments: one row. */
export interface CustomerPaymentDto {
  id: string;
  appointmentId: string;
  kind: 'deposit' | 'prepayment' | 'late_cancel_fee' | 'no_show_fee' | 'refund';
  amountPence: number;
  status: 'succeeded' | 'pending' | 'failed';
  createdAt: string;
  /** the visit's shop-zone date and services ('' when the booking is gone) */
  date: string;
  serviceName: string;
}

const money = formatPence;

/** The owner's sentence for Stripe's decline or error code. */
export function feeFailureText(code: string | null): string {
  switch (code) {
    case null:
      return 'The payment did not go through.';
    case 'authentication_required':
      return "The customer's bank wants them to confirm this payment themselves (Strong Customer Authentication).";
    case 'card_declined':
    case 'generic_decline':
      return 'The card was declined.';
    case 'insufficient_funds':
      return 'The card was declined: not enough funds.';
    case 'expired_card':
      return 'The card has expired.';
    case 'no_card':
      return 'There is no saved card for this booking.';
    default:
      return `Stripe refused the payment (${code}).`;
  }
}

const FEE_NAME: Record<FeeCharge['kind'], string> = { late_cancel: 'late cancellation fee', no_show: 'no-show fee' };
export const feeName = (kind: FeeCharge['kind']) => FEE_NAME[kind];

const STATE_TEXT: Record<AppointmentPaymentState, string> = {
  card_saved: 'Card saved',
  paid: 'Paid',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
  kept: 'Deposit kept',
  fee_charged: 'Fee charged',
  fee_failed: 'Fee failed',
  fee_pending: 'Payment link sent',
  waived: 'Waived',
};

/** The owner's word for a booking's money (the dialog's chip, the API's `stateLabel`): "Deposit paid", "Fee failed"... */
export function paymentStateText(p: Pick<AppointmentPayment, 'state' | 'kind'>): string {
  if (p.state === 'paid') return p.kind === 'prepay' ? 'Paid in full' : 'Deposit paid';
  return STATE_TEXT[p.state];
}

/** One charge a refund can go back through, oldest first: the booking's payment, then each fee taken. */
export interface RefundSource {
  paymentIntentId: string;
  amountPence: number;
}

export function refundSources(p: AppointmentPayment): RefundSource[] {
  const sources: RefundSource[] = [];
  if (p.paymentIntentId && p.paidPence > 0) sources.push({ paymentIntentId: p.paymentIntentId, amountPence: p.paidPence });
  for (const fee of p.fees)
    if (fee.status === 'succeeded' && fee.paymentIntentId)
      sources.push({ paymentIntentId: fee.paymentIntentId, amountPence: fee.amountPence });
  if (p.preauth?.status === 'captured')
    sources.push({ paymentIntentId: p.preauth.paymentIntentId, amountPence: p.preauth.amountPence });
  return sources;
}

/** What may still go back to the customer: everything taken minus what was refunded. */
export function refundablePence(p: AppointmentPayment): number {
  const taken = refundSources(p).reduce((sum, s) => sum + s.amountPence, 0);
  return Math.max(0, taken - p.refundedPence);
}

/**
 * How `amountPence` is refunded: the refunded total fills the charges oldest first, so the
 * next refund comes from the first charge with money left, spilling into the next.
 */
export function refundPlan(p: AppointmentPayment, amountPence: number): RefundSource[] {
  let alreadyBack = p.refundedPence;
  let wanted = amountPence;
  const plan: RefundSource[] = [];
  for (const s of refundSources(p)) {
    const used = Math.min(s.amountPence, alreadyBack);
    alreadyBack -= used;
    const part = Math.min(s.amountPence - used, wanted);
    if (part > 0) plan.push({ paymentIntentId: s.paymentIntentId, amountPence: part });
    wanted -= part;
  }
  return plan;
}

/** Why the owner's refund of `amountPence` is refused (null: it may go). */
export function refundRefusal(p: AppointmentPayment, amountPence: number): { status: 400 | 409; message: string } | null {
  const left = refundablePence(p);
  if (left === 0) return { status: 409, message: 'There is nothing left to refund on this booking.' };
  if (!Number.isInteger(amountPence) || amountPence <= 0)
    return { status: 400, message: 'The amount must be a whole number of pence above 0.' };
  if (amountPence > left) return { status: 409, message: `At most ${money(left)} can be refunded on this booking.` };
  return null;
}

/** The fee the owner can still waive or send a link for (failed, needing the customer, or link sent). */
export const openFee = (p: AppointmentPayment): FeeCharge | undefined =>
  p.fees.find((f) => f.status === 'failed' || f.status === 'requires_action' || f.status === 'link_sent');

export function paymentActions(p: AppointmentPayment): AppointmentPaymentDto['actions'] {
  const fee = openFee(p);
  return {
    refund: refundablePence(p) > 0,
    waive: fee !== undefined || p.preauth?.status === 'authorized',
    sendLink: fee !== undefined,
  };
}

const paidWord = (p: Pick<AppointmentPayment, 'kind'>) => (p.kind === 'prepay' ? 'payment' : 'deposit');

/** What the customer reads after cancelling (the manage page and the cancellation email). */
export function cancelOutcomeMessage(
  p: Pick<AppointmentPayment, 'kind' | 'policy'>,
  action: MoneyAction,
  amountPence: number,
  refundedPence = 0,
): string {
  const late = `You cancelled less than ${hoursText(p.policy.cancelWindowHours)} before the appointment`;
  switch (action) {
    case 'refunded':
      return `Your ${money(amountPence)} ${paidWord(p)} has been refunded to your card. It can take 5 to 10 working days to show.`;
    case 'refund_pending':
      return `Your ${money(amountPence)} ${paidWord(p)} will be refunded to your card; the shop has been told.`;
    case 'deposit_kept':
      return refundedPence > 0
        ? `${late}, so the shop keeps ${money(amountPence)} of your ${paidWord(p)} as a late cancellation fee, as its cancellation policy says; ${money(refundedPence)} has been refunded to your card.`
        : `${late}, so the shop keeps the ${money(amountPence)} ${paidWord(p)}, as its cancellation policy says.`;
    case 'fee_charged':
      return `${late}, so a late cancellation fee of ${money(amountPence)} was charged to your card, as the shop's cancellation policy says.`;
    case 'fee_failed':
      return `${late}. A late cancellation fee of ${money(amountPence)} is due under the shop's cancellation policy; your card could not be charged, so the shop may send you a link to pay it.`;
    default:
      return 'Nothing was charged.';
  }
}

/** What the owner reads after marking a no-show (the dialog), and the customer's email says the same in their words. */
export function noShowOutcomeMessage(
  action: MoneyAction,
  amountPence: number,
  failureCode: string | null,
  refundedPence = 0,
): string {
  switch (action) {
    case 'fee_charged':
      return `No-show fee of ${money(amountPence)} charged to the customer's card.`;
    case 'preauth_captured':
      return `No-show fee of ${money(amountPence)} taken from the amount held on the customer's card.`;
    case 'deposit_kept':
      return refundedPence > 0
        ? `${money(amountPence)} of the deposit is kept as the no-show fee; ${money(refundedPence)} was refunded to the customer.`
        : `The ${money(amountPence)} deposit is kept.`;
    case 'fee_failed':
      return `The no-show fee of ${money(amountPence)} could not be charged. ${feeFailureText(failureCode)} You can send the customer a payment link.`;
    default:
      return 'No money was taken for this booking.';
  }
}

/** The customer's no-show email: what was charged, or the link to pay. */
export function noShowCustomerText(action: MoneyAction, amountPence: number, linkSent: boolean): string {
  switch (action) {
    case 'fee_charged':
    case 'preauth_captured':
      return `As the shop's policy says, a no-show fee of ${money(amountPence)} was charged to your card.`;
    case 'deposit_kept':
      return `As the shop's policy says, the shop keeps your ${money(amountPence)} deposit.`;
    case 'fee_failed':
      return linkSent
        ? `As the shop's policy says, a no-show fee of ${money(amountPence)} is due. Your card could not be charged, so please pay it with the link below.`
        : `As the shop's policy says, a no-show fee of ${money(amountPence)} is due.`;
    default:
      return '';
  }
}

/** What a settled cancel did, read back from the booking (whoever settled it). */
export function cancelOutcomeOf(a: Pick<Appointment, 'payment' | 'status'>): PaymentOutcomeDto | null {
  const p = a.payment;
  if (!p || a.status !== 'cancelled') return null;
  // what this cancel sent back: an owner's refund made before it is not the cancel's
  const backByCancel = p.refundedPence - (p.cancelSettle?.refundedBeforePence ?? 0);
  const outcome = (action: MoneyAction, amountPence: number, failureCode: string | null = null): PaymentOutcomeDto => ({
    action,
    amountPence,
    failureCode,
    message: cancelOutcomeMessage(p, action, amountPence, action === 'deposit_kept' ? backByCancel : 0),
  });
  const fee = p.fees.find((f) => f.kind === 'late_cancel');
  if (fee)
    return fee.status === 'succeeded'
      ? outcome('fee_charged', fee.amountPence)
      : outcome('fee_failed', fee.amountPence, fee.failureCode);
  if (p.state === 'kept') return outcome('deposit_kept', p.paidPence - p.refundedPence);
  if (!p.cancelSettle?.settledAt && p.problem?.step === 'refund')
    return outcome(
      'refund_pending',
      p.cancelSettle ? p.cancelSettle.refundPence - backByCancel : Math.max(0, p.paidPence - p.refundedPence),
      p.problem.code,
    );
  if (backByCancel > 0) return outcome('refunded', backByCancel);
  return outcome('none', 0);
}

/**
 * The money paragraph of a booking's emails: at booking what was taken (or that the card is
 * saved), after a cancel what the cancel did. '' for a booking without protection.
 */
export function paymentEmailNote(a: Pick<Appointment, 'payment' | 'status'>): string {
  const p = a.payment;
  if (!p) return '';
  if (a.status === 'cancelled') return cancelOutcomeOf(a)?.message ?? '';
  if (p.kind === 'card') return 'Your card is saved for this booking. Nothing has been charged.';
  return p.kind === 'prepay' ? `Paid in full: ${money(p.paidPence)}.` : `Deposit paid: ${money(p.paidPence)}.`;
}
