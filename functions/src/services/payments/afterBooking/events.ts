// Connect events about a booking's money after booking: a refund made in the Stripe dashboard,
// a dispute, a payment link paid. Each change goes through the ledger, keyed by the Stripe
// object, so a replayed or concurrent delivery changes nothing more.
import type Stripe from 'stripe';
import { appointments, paymentAccounts } from '../../../data/collections';
import { platformStripe as stripe } from '../stripeConnect';
import { sendDisputeEmail } from './emails';
import { applyMoney } from './ledger';
import { applyRefund } from './operations';

export type AfterBookingOutcome = 'applied' | 'duplicate' | 'ignored';

const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The booking a PaymentIntent on a connected account paid for: its metadata, else the deposit's id on the shop's bookings. */
async function bookingOf(account: string, paymentIntentId: string): Promise<{ shopId: string; appointmentId: string } | null> {
  const pi = await stripe().paymentIntents.retrieve(paymentIntentId, {}, { stripeAccount: account });
  const shopId = pi.metadata?.shopId || (await shopOfAccount(account));
  if (!shopId) return null;
  const appointmentId = pi.metadata?.appointmentId || pi.metadata?.holdId;
  if (appointmentId) return { shopId, appointmentId };
  const snap = await appointments(shopId).where('payment.paymentIntentId', '==', paymentIntentId).limit(1).get();
  return snap.docs[0] ? { shopId, appointmentId: snap.docs[0].id } : null;
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
    const result = await applyRefund(booking.shopId, booking.appointmentId, r.id, r.amount, r.status);
    applied ||= result.applied;
  }
  return applied ? 'applied' : 'duplicate';
}

/** `charge.dispute.created`: the booking's payment is flagged and the shop is emailed, once per dispute. */
export async function onDisputeCreated(event: Stripe.Event): Promise<AfterBookingOutcome> {
  const dispute = event.data.object as Stripe.Dispute;
  const account = event.account;
  const pi = idOf(dispute.payment_intent);
  if (!account || !pi) return 'ignored';
  const booking = await bookingOf(account, pi);
  if (!booking) return 'ignored';
  const { applied } = await applyMoney(booking.shopId, booking.appointmentId, {
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
  if (applied) await sendDisputeEmail(booking.shopId, booking.appointmentId, dispute.amount, dispute.reason);
  return applied ? 'applied' : 'duplicate';
}

/** `checkout.session.completed` for a payment link: the fee is paid. */
export async function onCheckoutCompleted(event: Stripe.Event): Promise<AfterBookingOutcome> {
  const session = event.data.object as Stripe.Checkout.Session;
  const { shopId, appointmentId, feeKind } = session.metadata ?? {};
  const pi = idOf(session.payment_intent);
  if (
    !shopId ||
    !appointmentId ||
    (feeKind !== 'no_show' && feeKind !== 'late_cancel') ||
    !pi ||
    session.payment_status !== 'paid'
  )
    return 'ignored';
  const { applied } = await applyMoney(shopId, appointmentId, {
    record: {
      kind: feeKind === 'no_show' ? 'no_show_fee' : 'late_cancel_fee',
      amountPence: session.amount_total ?? 0,
      status: 'succeeded',
      stripeObjectId: pi,
    },
    payment: (p) => ({
      ...p,
      fees: p.fees.map((f) =>
        f.kind === feeKind ? { ...f, status: 'succeeded' as const, paymentIntentId: pi, failureCode: null } : f,
      ),
      state: 'fee_charged',
    }),
  });
  return applied ? 'applied' : 'duplicate';
}
