// What booking needs of payments (issue 34), as an interface: services/payments/holds
// implements it and the route passes it in, so booking never imports payments (payments builds
// on booking: its holds, cancels and refunds use the booking's transactions).
import type { Appointment, Barbershop, Customer, PaymentHold } from '@barbershop/core/model';
import type { PolicyAcceptance, ProtectionDecision } from '@barbershop/core/payments';

/** What one online booking owes, planned before its transaction (no lock is held meanwhile). */
export interface PaymentPlan {
  /** the policy the customer accepted: on the booking, or on its hold's payment */
  acceptance: PolicyAcceptance;
  /** which rule applied for this customer and why (the owner reads it) */
  decision: ProtectionDecision;
  /** null: nothing is owed; the booking is made at once */
  hold: PlannedHold | null;
}

/** A deposit, a prepayment or a card is owed: the intent exists, the hold is written in the transaction. */
export interface PlannedHold {
  /** how long the time is kept */
  minutes: number;
  /** the hold the transaction writes in place of `appointment` (which it becomes, as it is) */
  holdOf(appointment: Appointment, newCustomer: Customer | null, expiresAt: Date, now: Date): PaymentHold;
  /** answered to the customer once, for Stripe.js */
  clientSecret: string;
  /** the transaction refused (the time was just taken): the intent can never be paid */
  cancel(): Promise<void>;
}

export interface PaymentPlanRequest {
  shop: Barbershop;
  holdId: string;
  visit: { services: { serviceId: string }[]; pricePence: number; serviceName: string };
  customer: { name: string; phone: string; email: string };
  /** the customer record the phone matched (or the id a new one gets) */
  customerId: string | null;
  date: string;
  time: string;
  now: number;
}

export type PlanPayment = (req: PaymentPlanRequest) => Promise<PaymentPlan>;

/** The shop's payment terms for online booking, injected by the route. */
export interface OnlinePayments {
  /** null: the shop takes no money online now (booking as before) */
  terms(shop: Barbershop): Promise<AcceptedTerms | null>;
}

export interface AcceptedTerms {
  /** 400 without the policy accepted, 409 for another version; else what plans each booking */
  accept(body: { policyAccepted?: boolean; policyVersion?: number }): PlanPayment;
}
