// How a Stripe answer that came late, twice, or not at all is settled (issue 34 review): a payment
// page paid after its fee was waived or replaced, a capture whose reply was lost. Pure: the
// functions read Stripe and write the ledger; these say what the answer means.
import { formatPence } from '../money/format';
import type { AppointmentPayment, FeeCharge } from './types';

/** The Checkout Session a stored payment page is: Stripe's page address carries its id (`/c/pay/cs_...`). */
export function checkoutSessionIdOf(url: string | null | undefined): string | null {
  return /\/(cs_[A-Za-z0-9_]+)/.exec(url ?? '')?.[1] ?? null;
}

/**
 * A paid payment page for one of the booking's fees: `record` it as the fee's payment (the fee
 * still open, for its amount), `duplicate` (already recorded), `refund` it at once (the fee was
 * waived or paid another way: the money is not owed), or `ignore` (the booking has no such fee).
 */
export function linkPaymentAction(
  p: Pick<AppointmentPayment, 'fees'>,
  kind: FeeCharge['kind'],
  paymentIntentId: string,
  amountPence: number,
): 'record' | 'duplicate' | 'refund' | 'ignore' {
  const fee = p.fees.find((f) => f.kind === kind);
  if (!fee) return 'ignore';
  if (fee.status === 'succeeded') return fee.paymentIntentId === paymentIntentId ? 'duplicate' : 'refund';
  if (fee.status === 'waived') return 'refund';
  return amountPence === fee.amountPence ? 'record' : 'refund';
}

/**
 * A capture of the pre-authorisation that failed, by the PaymentIntent read afterwards: it went
 * through (the reply was lost), the authorisation is gone (lapsed or cancelled: the fee may be
 * charged instead), or it is still held or unknown (a problem for the owner; charging the fee
 * on top could take it twice).
 */
export function captureRetryAction(status: string | null): 'captured' | 'lapsed' | 'problem' {
  if (status === 'succeeded') return 'captured';
  return status === 'canceled' ? 'lapsed' : 'problem';
}

/** The owner's sentence when the capture's outcome is not known. */
export function captureProblemMessage(amountPence: number, code: string): string {
  return `Stripe did not confirm taking the ${formatPence(amountPence)} held on the customer's card (${code}). Nothing else was charged; check the payment in your Stripe dashboard.`;
}
