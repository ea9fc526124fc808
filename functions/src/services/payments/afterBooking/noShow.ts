// The owner's "Mark no-show" on a booking that took a card or money: only from the start time;
// then the pre-authorised fee is captured, or the no-show fee charged off-session on the saved
// card, or the deposit kept. A refused charge is answered (200) with its reason, for the
// dialog's "Send payment link"; the mark itself stands.
import type { Appointment } from '@barbershop/core/model';
import {
  canMarkNoShow,
  captureProblemMessage,
  noShowOutcome,
  noShowOutcomeMessage,
  type FeeCharge,
  type PaymentOutcomeDto,
} from '@barbershop/core/payments';
import { conflict } from '../../../errors';
import { stripeConfigured } from '../../billing/config';
import { appointments } from '../../../data/collections';
import { reloadAppointment } from './ledger';
import { capture, chargeFee, keepDeposit, refund, release, type Paid } from './operations';
import { sendNoShowEmail } from './emails';

const NO_SHOW_TOO_EARLY =
  'This visit has not started yet: a booking with a card or deposit can be marked a no-show only from its start time.';

/** Refuses the mark before the start (409) for a booking with payment protection. */
export function assertNoShowAllowed(a: Appointment, now: Date): void {
  if (a.payment && !canMarkNoShow(a.start, now)) throw conflict(NO_SHOW_TOO_EARLY, 'no_show_too_early');
}

/** Applies the no-show's money to a booking just marked a no-show; null: it took no money. */
export async function settleNoShow(shopId: string, appointmentId: string): Promise<PaymentOutcomeDto | null> {
  const a = (await appointments(shopId).doc(appointmentId).get()).data();
  if (!a?.payment || a.status !== 'no_show' || !stripeConfigured()) return null;
  const paid = a as Paid;
  const decided = noShowOutcome(paid.payment, a.pricePence);
  const answer = (
    action: PaymentOutcomeDto['action'],
    amountPence: number,
    failureCode: string | null = null,
    refundedPence = 0,
  ) => ({
    action,
    amountPence,
    failureCode,
    message: noShowOutcomeMessage(action, amountPence, failureCode, refundedPence),
  });
  const feeAnswer = (fee: FeeCharge) =>
    fee.status === 'succeeded' ? answer('fee_charged', fee.amountPence) : answer('fee_failed', fee.amountPence, fee.failureCode);
  let outcome: PaymentOutcomeDto;
  if (decided.action === 'capture_preauth') {
    const captured = await capture(paid);
    // the hold was gone (it lapsed): the fee is charged on the card instead; Stripe unsure: nothing more
    outcome = captured.ok
      ? answer('preauth_captured', decided.feePence)
      : captured.lapsed
        ? feeAnswer(await chargeFee((await reloadAppointment(paid)) as Paid, 'no_show', decided.feePence))
        : {
            ...answer('fee_failed', decided.feePence, captured.code),
            message: captureProblemMessage(decided.feePence, captured.code ?? 'stripe_error'),
          };
  } else if (decided.action === 'charge_fee') {
    outcome = feeAnswer(await chargeFee(paid, 'no_show', decided.feePence));
  } else if (decided.action === 'keep_deposit') {
    await release(paid);
    // the part above the fee goes back first: a refund Stripe refuses is a problem the owner sees
    // (and refunds from the dialog), never hidden behind a deposit already marked kept
    const back = decided.refundPence > 0 ? await refund(paid, decided.refundPence, `refund:${a.id}:no_show`) : null;
    await keepDeposit(paid);
    outcome = answer('deposit_kept', decided.feePence, back?.failureCode ?? null, back?.refundedPence ?? 0);
  } else outcome = answer('none', 0);
  if (outcome.action !== 'none') await sendNoShowEmail(shopId, appointmentId, outcome);
  return outcome;
}

/** A visit marked completed: a no-show fee held on the card is released at once. */
export async function settleCompleted(shopId: string, appointmentId: string): Promise<void> {
  const a = (await appointments(shopId).doc(appointmentId).get()).data();
  if (a?.payment && a.status === 'completed' && stripeConfigured()) await release(a as Paid);
}
