// The payment emails after booking (issue 34): each names the amount and the policy accepted.
import type { ActorStamp } from '@barbershop/core/model';
import { formatPence } from '@barbershop/core/money';
import { noShowCustomerText, type PaymentOutcomeDto } from '@barbershop/core/payments';
import { sendPaymentEmail } from '../../../email/automations';

/** The customer's "missed appointment" email, once per booking, when the no-show took money. */
export async function sendNoShowEmail(shopId: string, appointmentId: string, outcome: PaymentOutcomeDto): Promise<void> {
  // a charge that failed is told by the payment link email, when the owner sends it
  if (outcome.action === 'fee_failed' || outcome.action === 'none') return;
  await sendPaymentEmail(
    'no_show_fee',
    shopId,
    appointmentId,
    { paymentNote: noShowCustomerText(outcome.action, outcome.amountPence, false) },
    { claimField: 'noShowNoticeSentAt' },
  );
}

export async function sendPaymentLinkEmail(
  shopId: string,
  appointmentId: string,
  fee: { kind: 'late_cancel' | 'no_show'; amountPence: number },
  url: string,
  /** the member who sent it (the email log's "Sent by") */
  sentBy: ActorStamp,
): Promise<void> {
  const what = fee.kind === 'no_show' ? 'no-show fee' : 'late cancellation fee';
  await sendPaymentEmail(
    'payment_link',
    shopId,
    appointmentId,
    {
      paymentNote: `A ${what} of ${formatPence(fee.amountPence)} is due under the shop's policy, which you accepted when booking. Your saved card could not be charged, so please pay it with the secure link below.`,
      paymentLink: { url, amountPence: fee.amountPence },
    },
    { triggeredBy: sentBy },
  );
}

export async function sendDisputeEmail(
  shopId: string,
  appointmentId: string,
  amountPence: number,
  reason: string,
): Promise<void> {
  await sendPaymentEmail('payment_disputed_notification', shopId, appointmentId, {
    paymentNote: `The customer's bank opened a dispute of ${formatPence(amountPence)} on a payment for this booking (reason: ${reason.replace(/_/g, ' ')}).`,
  });
}
