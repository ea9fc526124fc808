// What an online booking owes under the shop's payment policy (issue 34): whether the shop takes
// money online now, the acceptance the request must carry, and the decision for this customer
// from their last 12 months in the shop. Read before the booking's transaction (the history is
// advice, not a lock: a visit marked meanwhile changes the next booking's decision).
import {
  acceptanceRefusal,
  customerHistory,
  policyTextFor,
  protectionFor,
  type PaymentPolicy,
  type PolicyAcceptance,
  type ProtectionDecision,
} from '@barbershop/core/payments';
import type { Appointment, Barbershop } from '@barbershop/core/model';
import { appointments, paymentAccounts } from '../../../data/collections';
import { HttpError } from '../../../errors';
import { stripeConfigured } from '../../billing/config';

/** The shop's terms while it takes money online. */
export interface PaymentTerms {
  policy: PaymentPolicy;
  stripeAccountId: string;
}

const asksAnything = (p: PaymentPolicy) =>
  p.mode !== 'none' || Object.values(p.serviceOverrides ?? {}).some((o) => o.mode !== 'none');

/**
 * The shop's payment terms, or null when booking asks for no money: payments off on this
 * deployment (no Stripe key), the shop's account not live (`paymentsLive`, charges enabled),
 * or a policy that asks nothing of anyone.
 */
export async function liveTerms(shop: Barbershop): Promise<PaymentTerms | null> {
  const policy = shop.paymentPolicy;
  if (!stripeConfigured() || !shop.paymentsLive || !policy || !asksAnything(policy)) return null;
  const account = (await paymentAccounts().doc(shop.id).get()).data();
  if (!account?.stripeAccountId || !account.chargesEnabled) return null;
  return { policy, stripeAccountId: account.stripeAccountId };
}

/** 400 without the policy accepted, 409 when it was another version than the shop's now. */
export function requireAcceptance(terms: PaymentTerms, body: { policyAccepted?: boolean; policyVersion?: number }): void {
  const refusal = acceptanceRefusal(terms.policy, body);
  if (refusal)
    throw new HttpError(
      refusal.status,
      refusal.message,
      undefined,
      refusal.status === 409 ? 'policy_changed' : 'policy_not_accepted',
    );
}

/** At most this many of a customer's bookings are read for their history (a regular's year fits many times over). */
const HISTORY_READ_LIMIT = 300;

/**
 * The customer's bookings in the shop: by their customer record (which their phone matched) and
 * by their email, together once each.
 */
async function customerAppointments(shopId: string, customerId: string | null, email: string): Promise<Appointment[]> {
  const reads = [
    customerId ? appointments(shopId).where('customerId', '==', customerId).limit(HISTORY_READ_LIMIT).get() : null,
    email ? appointments(shopId).where('customerEmail', '==', email).limit(HISTORY_READ_LIMIT).get() : null,
  ];
  const byId = new Map<string, Appointment>();
  for (const snap of await Promise.all(reads)) for (const doc of snap?.docs ?? []) byId.set(doc.id, doc.data());
  return [...byId.values()];
}

/** The decision for one visit and the policy text the customer accepted for it. */
export async function decideProtection(
  terms: PaymentTerms,
  shopId: string,
  visit: { serviceIds: string[]; pricePence: number },
  customer: { customerId: string | null; email: string },
  now: Date,
): Promise<{ decision: ProtectionDecision; acceptance: PolicyAcceptance }> {
  const history = customerHistory(
    await customerAppointments(shopId, customer.customerId, customer.email),
    now,
    terms.policy.cancelWindowHours,
  );
  const decision = protectionFor(terms.policy, { serviceIds: visit.serviceIds, visitPence: visit.pricePence, history });
  const acceptance: PolicyAcceptance = {
    text: policyTextFor(terms.policy, visit.serviceIds, visit.pricePence),
    version: terms.policy.version,
    acceptedAt: now,
  };
  return { decision, acceptance };
}
