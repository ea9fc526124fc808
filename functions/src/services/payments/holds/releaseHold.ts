// Releasing a hold (docs/payments.md "Booking with payment"): the customer went back (DELETE
// /api/holds/{holdId}), their card was declined (`payment_intent.payment_failed`), or the hold
// expired (the releaseExpiredHolds job). The intent is cancelled first, so it can never be paid
// for a time that is no longer kept; when Stripe says it was paid meanwhile, the hold is
// completed instead (booked if its time is still free, else refunded).
import { holds } from '../../../data/collections';
import { conflict } from '../../../errors';
import { completeHold, refundIfPaid } from './completeHold';
import { stripeUnavailable } from '../stripeConnect';
import { cancelHoldIntent } from './holdIntents';
import { matchesSecret } from './planPayment';
import { holdNotFound, loadHold, markReleased } from './holdWrites';

const NOT_RELEASED = 'We could not cancel the payment just now. Please try again in a moment.';
const ALREADY_BOOKED =
  'Your payment went through, so the booking is confirmed. Use the link in your confirmation email to cancel it.';

/** What releasing ended in: the time freed, or the hold completed because it was paid meanwhile. */
export type ReleaseOutcome = 'released' | 'booked' | 'lost';

/**
 * Releases the hold (idempotent: a released hold answers 'released' again). `clientSecret`: the
 * customer's proof (404 when not the hold's), and a hold already booked is a 409 for them.
 */
export async function releaseHold(holdId: string, opts: { clientSecret?: string } = {}): Promise<ReleaseOutcome> {
  const hold = await loadHold(holdId);
  if (opts.clientSecret !== undefined && !matchesSecret(opts.clientSecret, hold)) throw holdNotFound();
  if (hold.state === 'booked' && opts.clientSecret !== undefined) throw conflict(ALREADY_BOOKED, 'hold_booked');
  if (hold.state !== 'held') return hold.state;
  let intent: 'canceled' | 'succeeded';
  try {
    intent = await cancelHoldIntent(hold);
  } catch (err) {
    throw stripeUnavailable(err, NOT_RELEASED);
  }
  if (intent === 'succeeded') return completePaid(holdId, opts.clientSecret !== undefined);
  const state = await markReleased(holdId, new Date());
  return state === 'held' ? 'released' : state;
}

/** A hold paid while it was being released: booked, or lost and refunded. */
async function completePaid(holdId: string, customerAsked: boolean): Promise<ReleaseOutcome> {
  try {
    await completeHold(holdId);
  } catch (err) {
    const state = (await holds().doc(holdId).get()).data()?.state;
    // the customer hears the lost hold's own answer (409: refunded)
    if (state === 'lost' && !customerAsked) return 'lost';
    throw err;
  }
  if (customerAsked) throw conflict(ALREADY_BOOKED, 'hold_booked');
  return 'booked';
}

/** At most this many holds are released per run (a minute's worth many times over). */
const EXPIRED_BATCH = 200;

/**
 * The `releaseExpiredHolds` job (every minute): each hold past its expiry still `held` is
 * released (its intent cancelled, its time freed) or, paid at the last moment, completed; each
 * lost hold whose refund Stripe did not take is refunded. Safe to run twice at once: every step
 * is idempotent. Answers how many holds it settled.
 */
export async function releaseExpiredHolds(now = new Date()): Promise<number> {
  const [expired, unrefunded] = await Promise.all([
    holds().where('state', '==', 'held').where('expiresAt', '<=', now).limit(EXPIRED_BATCH).get(),
    // a lost card-saving hold owes nothing and keeps refundId null: left out, it cannot crowd out one that does
    holds()
      .where('state', '==', 'lost')
      .where('intentKind', '==', 'payment')
      .where('refundId', '==', null)
      .limit(EXPIRED_BATCH)
      .get(),
  ]);
  let settled = 0;
  for (const doc of expired.docs) {
    try {
      await releaseHold(doc.id);
      settled += 1;
    } catch (err) {
      console.warn(`hold ${doc.id}: not released, tried again next run`, err);
    }
  }
  for (const doc of unrefunded.docs) {
    if (await refundIfPaid(doc.id)) settled += 1;
  }
  return settled;
}
