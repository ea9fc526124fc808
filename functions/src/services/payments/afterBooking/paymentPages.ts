// The hosted payment pages of "Send payment link" (Checkout Sessions on the shop's account): a
// page is ended at Stripe before its fee is waived or the page replaced, and a page paid all the
// same (it was paid first, or an old page) is recorded as the fee's payment, or refunded at once
// when the fee is no longer owed: money never lands on the shop's account unrecorded.
import { checkoutSessionIdOf, linkPaymentAction, type FeeCharge } from '@barbershop/core/payments';
import type Stripe from 'stripe';
import { stripeUnavailable } from '../stripeConnect';
import { applyMoney, reloadAppointment } from './ledger';
import type { Paid } from './operations';
import { expireCheckoutSession, refundCharge } from './stripeMoney';
import { idOf } from '../../billing/stripeState';

const PAGE_NOT_ENDED =
  "We could not close the customer's payment page at Stripe just now, so nothing was changed. Please try again.";

/**
 * A paid page for the booking's `kind` fee: recorded as the fee's payment, or refunded (keyed by
 * the page: `link-refund:<sessionId>`) when the fee was waived or paid another way. A refund
 * Stripe refuses throws, so the webhook answers 500 and Stripe delivers the event again.
 */
export async function settlePaidPage(
  a: Paid,
  kind: FeeCharge['kind'],
  session: Pick<Stripe.Checkout.Session, 'id' | 'payment_intent' | 'amount_total'>,
): Promise<'applied' | 'duplicate' | 'ignored'> {
  const pi = idOf(session.payment_intent);
  if (!pi) return 'ignored';
  const amountPence = session.amount_total ?? 0;
  const { applied } = await applyMoney(a.shopId, a.id, {
    record: {
      kind: kind === 'no_show' ? 'no_show_fee' : 'late_cancel_fee',
      amountPence,
      status: 'succeeded',
      stripeObjectId: pi,
    },
    payment: (p) =>
      linkPaymentAction(p, kind, pi, amountPence) !== 'record'
        ? null
        : {
            ...p,
            fees: p.fees.map((f) =>
              f.kind === kind ? { ...f, status: 'succeeded' as const, paymentIntentId: pi, failureCode: null } : f,
            ),
            state: 'fee_charged',
          },
  });
  if (applied) return 'applied';
  // not recorded: already (a replay), or the fee is not owed any more
  const now = (await reloadAppointment(a)) as Paid;
  const action = linkPaymentAction(now.payment, kind, pi, amountPence);
  if (action !== 'refund') return action === 'ignore' ? 'ignored' : 'duplicate';
  await refundCharge(now.payment, pi, amountPence, `link-refund:${session.id}`, {
    shopId: a.shopId,
    appointmentId: a.id,
    feeKind: kind,
  });
  return 'applied';
}

/**
 * Ends the fee's emailed page at Stripe, before the fee is waived or the page replaced. `paid`:
 * the customer paid it first (now recorded as the fee's payment, so the caller changes nothing);
 * `ended`: no page, or it takes no payment any more. Stripe unreachable: 503/502, nothing changed.
 */
export async function endPaymentPage(a: Paid, fee: FeeCharge): Promise<'ended' | 'paid'> {
  const sessionId = checkoutSessionIdOf(fee.paymentLinkUrl);
  if (!sessionId) return 'ended';
  let session: Stripe.Checkout.Session;
  try {
    session = await expireCheckoutSession(a.payment, sessionId);
  } catch (err) {
    console.error('payment page not ended', a.id, err);
    throw stripeUnavailable(err, PAGE_NOT_ENDED);
  }
  if (session.status !== 'complete') return 'ended';
  await settlePaidPage(a, fee.kind, session);
  return 'paid';
}
