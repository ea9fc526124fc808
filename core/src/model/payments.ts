// The shapes of the shop's payment protection (issue 34): the policy the owner sets, what a
// booking carries once the server has taken a deposit or saved a card, and the payment ledger
// the dashboard reports from. Money is integer pence, times are Dates (Timestamps in Firestore).
// Everything here is written only by functions; the rules refuse client writes of these fields.

/** What a booking must give before it is confirmed. */
export type ProtectionKind = 'none' | 'card' | 'deposit' | 'prepay';

/** A fee or deposit: a whole percentage (1-100) of the visit's price, or a fixed amount in pence. */
export interface FeeRule {
  kind: 'percent' | 'fixed';
  /** percent: 1-100; fixed: pence (at least 30, Stripe's minimum charge in GBP) */
  value: number;
}

/** Who the policy applies to (adaptive protection). */
export type PolicyAudience = 'everyone' | 'new_customers' | 'flagged_customers';

/** A service's own protection, overriding the shop's `mode` and `deposit` for visits with it. */
export interface ServicePaymentOverride {
  mode: ProtectionKind;
  deposit: FeeRule | null;
}

/** `barbershops/{shopId}.paymentPolicy`: set through `PUT /api/payments/policy`, public (the shop page shows its text). */
export interface PaymentPolicy {
  mode: ProtectionKind;
  /** mode 'deposit': what is taken at booking */
  deposit: FeeRule | null;
  /** a cancel at least this many hours before the start is free (the deposit is refunded); 0-168 */
  cancelWindowHours: number;
  /** charged (or kept from the deposit) when the customer cancels inside the window; capped at the visit's price */
  lateCancelFee: FeeRule | null;
  /** charged (or kept from the deposit) when the owner marks a no-show; capped at the visit's price */
  noShowFee: FeeRule | null;
  audience: PolicyAudience;
  /** audience 'flagged_customers': at least this many no-shows or late cancels in the last 12 months */
  flaggedMinIncidents: number;
  /** regulars (at least `regularMinVisits` completed visits and no no-show) book without protection */
  waiveRegulars: boolean;
  regularMinVisits: number;
  /** card on file: authorise the no-show fee at booking when the visit is within the authorisation window */
  preauthorizeNoShowFee: boolean;
  /** per service id */
  serviceOverrides: Record<string, ServicePaymentOverride>;
  /** raised by every change: stored with a booking's acceptance */
  version: number;
  updatedAt: Date | null;
}

/** Why protection was or was not asked of a customer (the owner sees it per booking and customer). */
export type ProtectionReasonCode =
  'policy_none' | 'everyone' | 'new_customer' | 'returning_customer' | 'flagged_customer' | 'not_flagged' | 'regular_waived';

/** The decision for one booking: `core/src/payments` computes it from the policy and the customer's history. */
export interface ProtectionDecision {
  kind: ProtectionKind;
  reason: ProtectionReasonCode;
  /** the sentence the owner reads ("2 no-shows in the last 12 months: deposit required") */
  explanation: string;
  /** taken at booking: the deposit, or the visit's price for prepay; 0 for card and none */
  amountDuePence: number;
}

/** A customer's record in one shop over the last 12 months, counted from their appointments. */
export interface CustomerHistory {
  completedVisits: number;
  noShows: number;
  lateCancels: number;
  /** any appointment before this booking (a new customer has none) */
  anyVisit: boolean;
}

/** The text, its version and when the customer accepted it: the evidence for a dispute. */
export interface PolicyAcceptance {
  text: string;
  version: number;
  acceptedAt: Date;
}

export type AppointmentPaymentState =
  'card_saved' | 'paid' | 'refunded' | 'partially_refunded' | 'kept' | 'fee_charged' | 'fee_failed' | 'fee_pending' | 'waived';

/** A fee charged after booking (late cancel or no-show), or the attempt at it. */
export interface FeeCharge {
  kind: 'late_cancel' | 'no_show';
  amountPence: number;
  status: 'succeeded' | 'failed' | 'requires_action' | 'link_sent' | 'waived';
  paymentIntentId: string | null;
  /** Stripe's decline or error code ('authentication_required', 'card_declined') when it failed */
  failureCode: string | null;
  /** the hosted payment page emailed to the customer ("Send payment link") */
  paymentLinkUrl: string | null;
  /** when that page stops taking payment (Stripe: a day after it was made); absent: unknown */
  paymentLinkExpiresAt?: Date | null;
  at: Date;
}

/** `appointments/{id}.payment`: only functions write it. Absent: the booking had no protection. */
export interface AppointmentPayment {
  kind: Exclude<ProtectionKind, 'none'>;
  decision: ProtectionDecision;
  acceptance: PolicyAcceptance;
  /** the policy as it stood at booking: what the cancel and no-show rules apply */
  policy: Pick<PaymentPolicy, 'cancelWindowHours' | 'lateCancelFee' | 'noShowFee' | 'version'>;
  /** the connected account the charges are made on (direct charges) */
  stripeAccountId: string;
  /** the customer and card on the connected account (card on file; also kept for deposits) */
  stripeCustomerId: string | null;
  paymentMethodId: string | null;
  /** taken at booking (deposit or prepayment); 0 for card on file */
  paidPence: number;
  refundedPence: number;
  paymentIntentId: string | null;
  setupIntentId: string | null;
  state: AppointmentPaymentState;
  fees: FeeCharge[];
  /** the no-show fee authorised at booking, captured on a no-show or released after the visit */
  preauth: { paymentIntentId: string; amountPence: number; status: 'authorized' | 'captured' | 'released' } | null;
  /** a dispute (chargeback) the customer's bank opened, from `charge.dispute.created`; absent: none */
  dispute?: { id: string; reason: string; amountPence: number; status: string; at: Date } | null;
  /** a money step that failed and is not settled (a refund Stripe refused, a release that failed); absent: none */
  problem?: { step: 'refund' | 'fee' | 'capture' | 'release'; code: string; at: Date } | null;
  /**
   * Raised with every refund `problem`: part of the refund's idempotency key, so a refund tried
   * again after a failure is a new request at Stripe (a double click still shares one). Absent: 0.
   */
  refundAttempts?: number;
  /**
   * A cancel's money, written once before its first step: `refundedBeforePence` had gone back
   * before the cancel (an owner's refund), `refundPence` is what the cancel sends back in all;
   * `settledAt` is set once its last step is done. Never inferred from `state`, which an owner's
   * earlier partial refund also changes. Absent: not cancelled (or cancelled before it existed).
   */
  cancelSettle?: { refundedBeforePence: number; refundPence: number; settledAt: Date | null } | null;
  updatedAt: Date;
}

/** One money movement: `barbershops/{shopId}/payments/{id}` (owner read, functions write). Reports and the customer profile read these. */
export type PaymentRecordKind = 'deposit' | 'prepayment' | 'late_cancel_fee' | 'no_show_fee' | 'refund';

export interface PaymentRecord {
  id: string;
  shopId: string;
  appointmentId: string;
  customerId: string;
  kind: PaymentRecordKind;
  /** positive; a refund's amount is what went back to the customer */
  amountPence: number;
  status: 'succeeded' | 'pending' | 'failed';
  /** the PaymentIntent or Refund id: one record per Stripe object (the idempotency key) */
  stripeObjectId: string;
  createdAt: Date;
}

/** `paymentAccounts/{shopId}` (owner read, functions write): the shop's connected account, from `account.updated`. */
export interface PaymentAccount {
  shopId: string;
  stripeAccountId: string;
  detailsSubmitted: boolean;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  /** Stripe's `requirements.currently_due` */
  requirementsDue: string[];
  disabledReason: string | null;
  /** how many accounts the shop had before this one (disconnected by the owner, then replaced); absent: 0 */
  generation?: number;
  /** the `created` time (Unix seconds) of the last Stripe event applied: an older event is ignored */
  eventCreated?: number;
  updatedAt: Date;
}

/** A hold's life (`holds/{holdId}`, model `PaymentHold`): held while the customer pays, then booked, released or lost. */
export type HoldState = 'held' | 'booked' | 'released' | 'lost';

/** What the customer confirms on Stripe: a PaymentIntent (deposit, prepay) or a SetupIntent (card on file). */
export type HoldIntentKind = 'payment' | 'setup';
