// A booking that needs a deposit, a prepayment or a saved card becomes a hold first (docs/payments.md
// "Booking with payment"). This is booking's OnlinePayments (services/booking/paymentPlan.ts):
// the decision and the intent are made before the booking's transaction, which then writes `holds/{holdId}` and the interval with `heldUntil` instead of
// the appointment. Creating the intent first means a hold never exists without one: when Stripe
// fails, nothing was written and the time was never kept; when the transaction refuses (the time
// was just taken), the intent is cancelled and its client secret was never answered.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Appointment, Customer, PaymentHold } from '@barbershop/core/model';
import { holdMinutesFrom, type PolicyAcceptance, type ProtectionDecision } from '@barbershop/core/payments';
import type { OnlinePayments, PaymentPlan, PaymentPlanRequest } from '../../booking/paymentPlan';
import { stripeUnavailable } from '../stripeConnect';
import { cancelHoldIntent, openHoldIntent, type OpenedIntent } from './holdIntents';
import { decideProtection, liveTerms, requireAcceptance, type PaymentTerms } from './paymentTerms';

/** `PAYMENT_HOLD_MINUTES` (configuration, default 10): how long the time is kept while the customer pays. */
const holdMinutes = (): number => holdMinutesFrom(process.env.PAYMENT_HOLD_MINUTES);

/** The shop's terms for online booking: what the route gives bookOnline. */
export const onlinePayments: OnlinePayments = {
  async terms(shop) {
    const terms = await liveTerms(shop);
    if (!terms) return null;
    return {
      accept(body) {
        requireAcceptance(terms, body);
        return (req) => planPayment(terms, req);
      },
    };
  },
};

export const secretHash = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('hex');

/** Whether `secret` is the hold's intent's client secret (constant time). */
export function matchesSecret(secret: string, hold: Pick<PaymentHold, 'clientSecretHash'>): boolean {
  const given = Buffer.from(secretHash(secret), 'hex');
  const stored = Buffer.from(hold.clientSecretHash ?? '', 'hex');
  return stored.length === given.length && timingSafeEqual(given, stored);
}

const NOT_STARTED =
  "We could not start the payment with the shop's payment provider. Nothing was charged and the time was not kept. Please try again in a moment.";

/**
 * The decision for this customer and visit and, when it asks for something, the customer and
 * intent on the shop's Stripe account (502/503 when Stripe fails: nothing is held).
 */
async function planPayment(terms: PaymentTerms, p: PaymentPlanRequest): Promise<PaymentPlan> {
  const { decision, acceptance } = await decideProtection(
    terms,
    p.shop.id,
    { serviceIds: p.visit.services.map((s) => s.serviceId), pricePence: p.visit.pricePence },
    { customerId: p.customerId, email: p.customer.email },
    new Date(p.now),
  );
  if (decision.kind === 'none') return { acceptance, decision, hold: null };
  let intent: OpenedIntent;
  try {
    intent = await openHoldIntent({
      holdId: p.holdId,
      shopId: p.shop.id,
      stripeAccountId: terms.stripeAccountId,
      intentKind: decision.kind === 'card' ? 'setup' : 'payment',
      amountPence: decision.amountDuePence,
      customer: p.customer,
      description: `${p.shop.name}: ${p.visit.serviceName} on ${p.date} at ${p.time}`,
    });
  } catch (err) {
    throw stripeUnavailable(err, NOT_STARTED);
  }
  const planned = { terms, decision, acceptance, intent };
  return {
    acceptance,
    decision,
    hold: {
      minutes: holdMinutes(),
      clientSecret: intent.clientSecret,
      holdOf: (appointment, newCustomer, expiresAt, now) => holdOf(planned, appointment, newCustomer, expiresAt, now),
      async cancel() {
        try {
          await cancelHoldIntent({ stripeAccountId: terms.stripeAccountId, ...intent });
        } catch (err) {
          console.warn(`hold ${p.holdId}: intent not cancelled after a refused booking`, err);
        }
      },
    },
  };
}

/** Days after its expiry a hold document (with the customer's name and contact) is deleted. */
const HOLD_PURGE_DAYS = 30;

/** The hold the booking's transaction writes in place of `appointment` (which it becomes, as it is). */
function holdOf(
  plan: { terms: PaymentTerms; decision: ProtectionDecision; acceptance: PolicyAcceptance; intent: OpenedIntent },
  appointment: Appointment,
  newCustomer: Customer | null,
  expiresAt: Date,
  now: Date,
): PaymentHold {
  const { policy } = plan.terms;
  return {
    id: appointment.id,
    shopId: appointment.shopId,
    barberId: appointment.barberId,
    date: appointment.date,
    // the manage link's token is minted when the hold becomes the booking
    appointment: { ...appointment, manageTokenHashes: [] },
    newCustomer,
    decision: plan.decision,
    acceptance: plan.acceptance,
    policy: {
      cancelWindowHours: policy.cancelWindowHours,
      lateCancelFee: policy.lateCancelFee,
      noShowFee: policy.noShowFee,
      version: policy.version,
    },
    intentKind: plan.intent.intentKind,
    amountPence: plan.intent.intentKind === 'setup' ? 0 : plan.decision.amountDuePence,
    stripeAccountId: plan.terms.stripeAccountId,
    stripeCustomerId: plan.intent.stripeCustomerId,
    paymentIntentId: plan.intent.paymentIntentId,
    setupIntentId: plan.intent.setupIntentId,
    clientSecretHash: secretHash(plan.intent.clientSecret),
    expiresAt,
    // the customer's details are not kept longer than a lost hold's refund can need (TTL policy, docs/deploy.md)
    purgeAt: new Date(expiresAt.getTime() + HOLD_PURGE_DAYS * 86_400_000),
    state: 'held',
    refundId: null,
    createdAt: now,
    updatedAt: now,
  };
}
