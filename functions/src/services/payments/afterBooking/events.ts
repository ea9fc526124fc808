// Connect events about a booking's money after booking: a refund made in the Stripe dashboard,
// a dispute, a payment link paid. Each change goes through the ledger, keyed by the Stripe
// object, so a replayed or concurrent delivery changes nothing more.
import type { AppointmentPayment } from '@barbershop/core/payments';
import type Stripe from 'stripe';
import { appointments, paymentAccounts } from '../../../data/collections';
import { platformStripe as stripe } from '../stripeConnect';
import { sendDisputeEmail } from './emails';
import { applyMoney } from './ledger';
import { applyRefund, type Paid } from './operations';
import { settlePaidPage } from './paymentPages';
import { idOf } from '../../billing/stripeState';

export type AfterBookingOutcome = 'applied' | 'duplicate' | 'ignored';

/** Whether a PaymentIntent is one of the booking's own: its deposit, a fee's charge, or its pre-authorisation. */
const ownsIntent = (p: AppointmentPayment, paymentIntentId: string) =>
  p.paymentIntentId === paymentIntentId ||
  p.fees.some((f) => f.paymentIntentId === paymentIntentId) ||
  p.preauth?.paymentIntentId === paymentIntentId;

/**
 * The booking a PaymentIntent on a connected account paid for: its metadata, else the deposit's
 * id on the shop's bookings. Only a booking with a payment on that same account whose own
 * intent it is: metadata is written by whoever made the intent, so an event from another shop's
 * account (or about a hold that never became a booking) names nothing here.
 */
async function bookingOf(account: string, paymentIntentId: string): Promise<Paid | null> {
  // an intent Stripe does not know names nothing here; any other failure (network, rate limit)
  // throws, so the webhook answers 500 and Stripe delivers the event again
  const pi = await stripe()
    .paymentIntents.retrieve(paymentIntentId, {}, { stripeAccount: account })
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === 'resource_missing') return null;
      throw err;
    });
  if (!pi) return null;
  const shopId = pi.metadata?.shopId || (await shopOfAccount(account));
  if (!shopId) return null;
  let appointmentId = pi.metadata?.appointmentId || pi.metadata?.holdId;
  if (!appointmentId) {
    const snap = await appointments(shopId).where('payment.paymentIntentId', '==', paymentIntentId).limit(1).get();
    appointmentId = snap.docs[0]?.id;
  }
  return appointmentId ? ownBooking(shopId, appointmentId, account, (p) => ownsIntent(p, paymentIntentId)) : null;
}

/** The booking if it has a payment on `account` that `owns` the object; else null (the event is ignored). */
async function ownBooking(
  shopId: string,
  appointmentId: string,
  account: string,
  owns: (p: AppointmentPayment) => boolean,
): Promise<Paid | null> {
  const a = (await appointments(shopId).doc(appointmentId).get()).data();
  if (!a?.payment || a.payment.stripeAccountId !== account || !owns(a.payment)) return null;
  return a as Paid;
}

async function shopOfAccount(account: string): Promise<string | null> {
  const snap = await paymentAccounts().where('stripeAccountId', '==', account).limit(1).get();
  return snap.docs[0]?.id ?? null;
}

/** `charge.refunded`: every refund of the charge is counted once (ours are already). */
export async function onChargeRefunded(event: Stripe.Event): Promise<AfterBookingOutcome> {
  const charge = event.data.object as Stripe.Charge;
  const account = event.account;
  const pi = idOf(charge.payment_intent);
  if (!account || !pi) return 'ignored';
  const booking = await bookingOf(account, pi);
  if (!booking) return 'ignored';
  const refunds = await stripe().refunds.list({ payment_intent: pi, limit: 100 }, { stripeAccount: account });
  let applied = false;
  for (const r of refunds.data) {
    if (r.status !== 'succeeded' && r.status !== 'pending') continue;
    const result = await applyRefund(booking.shopId, booking.id, r.id, r.amount, r.status);
    applied ||= result.applied;
  }
  return applied ? 'applied' : 'duplicate';
}

/** `charge.dispute.created`: the booking's payment is flagged and the shop is emailed, once per dispute. */
export async function onDisputeCreated(event: Stripe.Event): Promise<AfterBookingOutcome> {
  const dispute = event.data.object as Stripe.Dispute;
  const account = event.account;
  const pi = idOf(dispute.payment_intent);
  // not a dispute as Stripe sends one: nothing to flag (a 500 would have it delivered forever)
  const shaped = typeof dispute.id === 'string' && typeof dispute.reason === 'string' && Number.isInteger(dispute.amount);
  if (!account || !pi || !shaped) return 'ignored';
  const booking = await bookingOf(account, pi);
  if (!booking) return 'ignored';
  const { applied } = await applyMoney(booking.shopId, booking.id, {
    payment: (p) =>
      p.dispute?.id === dispute.id
        ? null
        : {
            ...p,
            dispute: {
              id: dispute.id,
              reason: dispute.reason,
              amountPence: dispute.amount,
              status: dispute.status,
              at: new Date(),
            },
          },
  });
  if (applied) await sendDisputeEmail(booking.shopId, booking.id, dispute.amount, dispute.reason);
  return applied ? 'applied' : 'duplicate';
}

/**
 * `checkout.session.completed` for a payment link: any page paid on the booking's own account
 * for one of its fees (the current page, one replaced, or one paid after the fee was waived) is
 * recorded as the fee's payment, or refunded at once when the fee is not owed any more.
 */
export async function onCheckoutCompleted(event: Stripe.Event): Promise<AfterBookingOutcome> {
  const session = event.data.object as Stripe.Checkout.Session;
  const { shopId, appointmentId, feeKind } = session.metadata ?? {};
  if (
    !shopId ||
    !appointmentId ||
    (feeKind !== 'no_show' && feeKind !== 'late_cancel') ||
    !idOf(session.payment_intent) ||
    session.payment_status !== 'paid' ||
    !event.account
  )
    return 'ignored';
  const booking = await ownBooking(shopId, appointmentId, event.account, (p) => p.fees.some((f) => f.kind === feeKind));
  if (!booking) return 'ignored';
  return settlePaidPage(booking, feeKind, session);
}
