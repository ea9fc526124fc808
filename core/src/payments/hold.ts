// A hold (issue 34, docs/payments.md "Booking with payment"): the time kept while the customer
// pays a deposit or saves a card. Only functions read and write holds; this module is the pure
// part: the hold's shape, the policy acceptance a booking must carry, what completing a hold
// does in each state, and the booking's payment once the intent succeeded.
import * as yup from 'yup';
import { strictString } from '../validation/fields';
import type { AppointmentPayment, HoldState, PaymentPolicy, PolicyAcceptance, ProtectionDecision } from './types';

/** `PAYMENT_HOLD_MINUTES` unset or not a whole number from 1 to 60: ten minutes. */
export const DEFAULT_HOLD_MINUTES = 10;

export function holdMinutesFrom(value: string | undefined): number {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 && n <= 60 ? n : DEFAULT_HOLD_MINUTES;
}

const SECRET_MESSAGE = 'clientSecret is required';

/** POST /api/holds/{holdId}/complete and DELETE /api/holds/{holdId}: the intent's client secret, as Stripe.js has it. */
export const holdRequestSchema = yup.object({
  clientSecret: strictString('clientSecret').max(300, 'clientSecret is too long').required(SECRET_MESSAGE),
});

export const POLICY_NOT_ACCEPTED_MESSAGE = "Please read and accept the shop's booking policy to book.";
export const POLICY_CHANGED_MESSAGE = "The shop's booking policy has just changed. Please read it again and accept it to book.";

/**
 * The refusal of a booking that did not accept the policy in force (null: accepted). Asked only
 * when the shop takes money online and its policy asks for something.
 */
export function acceptanceRefusal(
  policy: Pick<PaymentPolicy, 'version'>,
  body: { policyAccepted?: boolean | null; policyVersion?: number | null },
): { status: 400 | 409; message: string } | null {
  if (body.policyAccepted !== true || body.policyVersion == null) return { status: 400, message: POLICY_NOT_ACCEPTED_MESSAGE };
  if (body.policyVersion !== policy.version) return { status: 409, message: POLICY_CHANGED_MESSAGE };
  return null;
}

/** An intent's status as completing reads it. */
export type IntentProgress = 'succeeded' | 'failed' | 'pending';

/**
 * A PaymentIntent's or SetupIntent's status: `succeeded` is the customer's money taken or card
 * saved; `canceled`, or back to needing a payment method after an attempt (a declined card), is
 * failed; anything else (3-D Secure under way, processing, not tried yet) is pending.
 */
export function intentProgress(status: string, lastErrorSeen: boolean): IntentProgress {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled' || (status === 'requires_payment_method' && lastErrorSeen)) return 'failed';
  return 'pending';
}

/** What completing a hold whose intent succeeded does, from the hold as the transaction reads it. */
export type Completion = 'book' | 'already_booked' | 'lost';

/**
 * `timeFree`: no other live booking or hold overlaps the hold's interval now. A hold still held
 * and not expired always finds its time free (nothing else could take it); an expired or
 * released one is booked when the time is still free and lost when someone took it meanwhile.
 */
export function completionOf(state: HoldState, timeFree: boolean): Completion {
  if (state === 'booked') return 'already_booked';
  if (state === 'lost') return 'lost';
  return timeFree ? 'book' : 'lost';
}

/** The booking's payment from its hold once the intent succeeded. */
export function paymentOfHold(
  hold: {
    decision: ProtectionDecision;
    acceptance: PolicyAcceptance;
    policy: AppointmentPayment['policy'];
    stripeAccountId: string;
    stripeCustomerId: string;
    paymentIntentId: string | null;
    setupIntentId: string | null;
    amountPence: number;
  },
  paymentMethodId: string | null,
  now: Date,
): AppointmentPayment {
  // a hold exists only for a decision that asks for something
  const kind = hold.decision.kind as AppointmentPayment['kind'];
  return {
    kind,
    decision: hold.decision,
    acceptance: hold.acceptance,
    policy: hold.policy,
    stripeAccountId: hold.stripeAccountId,
    stripeCustomerId: hold.stripeCustomerId,
    paymentMethodId,
    paidPence: kind === 'card' ? 0 : hold.amountPence,
    refundedPence: 0,
    paymentIntentId: hold.paymentIntentId,
    setupIntentId: hold.setupIntentId,
    state: kind === 'card' ? 'card_saved' : 'paid',
    fees: [],
    preauth: null,
    updatedAt: now,
  };
}

/**
 * The answer to a customer whose hold was lost: what happened to their money. `refunded` false:
 * Stripe did not answer the refund yet (the expiry job tries again).
 */
export function lostHoldMessage(intentKind: 'payment' | 'setup', refunded: boolean): string {
  const taken = 'Sorry, that time was booked by someone else while you were paying.';
  if (intentKind === 'setup') return `${taken} Your card was not charged. Please choose another time.`;
  return refunded
    ? `${taken} Your payment has been refunded in full. Please choose another time.`
    : `${taken} Your payment will be refunded in full. Please choose another time.`;
}

/**
 * Whether erasing the customer deletes the hold now: once it is over and owes nothing. A hold
 * still held (the customer is paying right now) or lost with its refund not yet taken by Stripe
 * is kept: the expiry job needs it to release the time or give the money back, and its TTL
 * (`purgeAt`) deletes it a month after it expired.
 */
export function holdErasable(hold: { state: HoldState; refundId: string | null }): boolean {
  return hold.state === 'booked' || hold.state === 'released' || (hold.state === 'lost' && hold.refundId !== null);
}
