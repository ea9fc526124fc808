// Completing a hold (docs/payments.md "Booking with payment"): the one path by which a paid
// hold becomes its booking, whoever gets there first: the customer's POST
// /api/holds/{holdId}/complete, the `payment_intent.succeeded` / `setup_intent.succeeded` webhook,
// or the expiry job finding a hold paid at the last moment. Idempotent: the hold's id is the
// appointment's, and one transaction on the hold moves it from `held` to `booked` (or `lost`) once.
import { busyEndOf } from '@barbershop/core/booking';
import type { Appointment, PaymentHold } from '@barbershop/core/model';
import { completionOf, lostHoldMessage, paymentOfHold, type Completion, type PaymentRecord } from '@barbershop/core/payments';
import { liveIntervals, normalizeIntervals, overlapsAny } from '@barbershop/core/slots';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../../app/firebase';
import { appointments, customers, holds, paymentRecords } from '../../../data/collections';
import { conflict, HttpError, isContention } from '../../../errors';
import { newManageToken } from '../../manage-token/manageToken';
import { addToDay, readBarberDay, removeFromDay } from '../../booking/busyDays';
import { stripeUnavailable } from '../stripeConnect';
import { cancelHoldIntent, readHoldIntent, refundLostHold, type IntentState } from './holdIntents';
import { matchesSecret } from './planPayment';
import { holdNotFound, loadHold, markReleased } from './holdWrites';
import { readHoldClaim } from '../../waitlist/offers/claimHold';
import { reportRwgConversion } from '../../rwg';

/** The hold's booking; `manageToken` for the customer's own call only (a webhook gets none). */
export interface CompletedHold {
  appointment: Appointment;
  manageToken: string | null;
}

const NOT_CHECKED = 'We could not check your payment just now. Please try again in a moment: you will not be charged twice.';
const NOT_PAID = 'Your payment has not gone through yet. Please finish it on the payment form.';

export const paymentRequired = (message: string) => new HttpError(402, message, undefined, 'payment_required');

/**
 * The hold's booking once its intent succeeded at Stripe (read there, never taken from the
 * request). `clientSecret`: the customer's proof (404 when it is not the hold's); absent: a
 * webhook or the job. Refusals: 402 not paid (a declined card also releases the hold), 409 the
 * time was taken meanwhile (the payment refunded at once), 502/503 Stripe unreadable.
 */
export async function completeHold(holdId: string, opts: { clientSecret?: string } = {}): Promise<CompletedHold> {
  const hold = await loadHold(holdId);
  if (opts.clientSecret !== undefined && !matchesSecret(opts.clientSecret, hold)) throw holdNotFound();
  const manage = opts.clientSecret !== undefined ? newManageToken() : null;
  if (hold.state === 'booked') return bookedAnswer(hold, manage);

  let intent: IntentState;
  try {
    intent = await readHoldIntent(hold);
  } catch (err) {
    throw stripeUnavailable(err, NOT_CHECKED);
  }
  // An intent that is not this hold's, or not its amount, is never taken as its payment.
  if (intent.holdId !== hold.id || (hold.intentKind === 'payment' && intent.amountPence !== hold.amountPence))
    throw holdNotFound();
  if (intent.progress === 'failed' && (await cancelledNow(hold)) === 'canceled') {
    await markReleased(hold.id, new Date());
    throw paymentRequired(
      `${intent.failure ?? 'The payment did not go through.'} Nothing was charged and the time was released. Please choose a time again.`,
    );
  }
  if (intent.progress === 'pending') throw paymentRequired(NOT_PAID);

  const completion = await bookPaidHoldShared(hold.id, intent.paymentMethodId);
  if (completion === 'lost') throw conflict(lostHoldMessage(hold.intentKind, await refundIfPaid(hold.id)), 'hold_lost');
  if (completion === 'book') await reportRwgConversion(hold.appointment);
  return bookedAnswer(hold, manage);
}

/**
 * The booking transaction in flight per hold in this instance: concurrent calls (the customer's
 * retries, the webhook's deliveries) share one instead of queueing on the hold's documents.
 */
const inFlight = new Map<string, Promise<Completion>>();

function bookPaidHoldShared(holdId: string, paymentMethodId: string | null): Promise<Completion> {
  let booking = inFlight.get(holdId);
  if (!booking) {
    booking = bookPaidHoldOnce(holdId, paymentMethodId).finally(() => inFlight.delete(holdId));
    inFlight.set(holdId, booking);
  }
  return booking;
}

/** Rounds of bookPaidHold a call tries while other calls hold the hold's documents. */
const CONTENDED_ROUNDS = 3;

/**
 * bookPaidHold, when many calls complete the hold at once (the customer's retries, the webhook's
 * deliveries): a call whose transaction lost to the others for good reads what the winner made
 * of the hold, and tries again while it is still held; still held after that, the customer tries
 * again (409) and Stripe delivers the event again.
 */
async function bookPaidHoldOnce(holdId: string, paymentMethodId: string | null): Promise<Completion> {
  for (let round = 1; ; round += 1) {
    try {
      return await bookPaidHold(holdId, paymentMethodId);
    } catch (err) {
      if (!isContention(err)) throw err;
      const state = (await loadHold(holdId)).state;
      if (state === 'booked') return 'already_booked';
      if (state === 'lost') return 'lost';
      if (round === CONTENDED_ROUNDS) throw conflict(NOT_CHECKED, 'hold_busy');
    }
  }
}

/**
 * A declined intent can still be paid with another card: it is cancelled before its time is
 * freed, so it can never be paid for a time no longer kept ('succeeded': paid meanwhile).
 */
async function cancelledNow(hold: PaymentHold): Promise<'canceled' | 'succeeded'> {
  try {
    return await cancelHoldIntent(hold);
  } catch (err) {
    throw stripeUnavailable(err, NOT_CHECKED);
  }
}

/** The booked hold's appointment; the customer's call adds a manage-link token of its own. */
async function bookedAnswer(hold: PaymentHold, manage: { token: string; hash: string } | null): Promise<CompletedHold> {
  const ref = appointments(hold.shopId).doc(hold.id);
  if (manage) await ref.update({ manageTokenHashes: FieldValue.arrayUnion(manage.hash) });
  const appointment = (await ref.get()).data();
  if (!appointment) throw holdNotFound();
  return { appointment, manageToken: manage?.token ?? null };
}

/**
 * The transaction: the hold as it is now, its barber-day and, for a first-time customer, their
 * record. Still held (or expired, or released) with its time free: the appointment exactly as
 * the booking would have written it, with its payment, the shop's payment record, the interval
 * a booking's (no `heldUntil`), the hold `booked`. Its time taken by someone else: `lost`.
 */
async function bookPaidHold(holdId: string, paymentMethodId: string | null): Promise<Completion> {
  return db.runTransaction(async (tx) => {
    const holdRef = holds().doc(holdId);
    const hold = (await tx.get(holdRef)).data();
    if (!hold) throw holdNotFound();
    const a = hold.appointment;
    const appointmentRef = appointments(hold.shopId).doc(hold.id);
    const key = { shopId: hold.shopId, barberId: hold.barberId, date: hold.date };
    const [day, existing, customerSnap, claim] = await Promise.all([
      readBarberDay(tx, key),
      tx.get(appointmentRef),
      hold.newCustomer ? tx.get(customers(hold.shopId).doc(hold.newCustomer.id)) : Promise.resolve(null),
      readHoldClaim(tx, hold),
    ]);
    const now = Date.now();
    const others = normalizeIntervals(liveIntervals(day.intervals, now).filter((i) => i.appointmentId !== hold.id));
    const completion = existing.exists
      ? 'already_booked'
      : completionOf(hold.state, !overlapsAny(others, a.start.getTime(), busyEndOf(a)));
    // booked by another call: nothing to write here (each caller adds its manage token after)
    if (completion === 'already_booked') return completion;
    if (completion === 'lost') {
      if (hold.state !== 'lost') {
        removeFromDay(tx, day, hold.id);
        tx.update(holdRef, { state: 'lost', updatedAt: new Date(now) });
        claim('released', now);
      }
      return completion;
    }
    const payment = paymentOfHold(hold, paymentMethodId, new Date(now));
    const appointment: Appointment = {
      ...a,
      createdAt: new Date(now),
      manageTokenHashes: [],
      payment,
    };
    tx.set(appointmentRef, appointment);
    if (hold.newCustomer && !customerSnap?.exists) tx.set(customers(hold.shopId).doc(hold.newCustomer.id), hold.newCustomer);
    addToDay(tx, day, key, { start: a.start.getTime(), end: busyEndOf(a), appointmentId: hold.id }, now);
    if (hold.intentKind === 'payment' && hold.paymentIntentId) {
      const record: PaymentRecord = {
        id: hold.paymentIntentId,
        shopId: hold.shopId,
        appointmentId: hold.id,
        customerId: a.customerId,
        kind: hold.decision.kind === 'prepay' ? 'prepayment' : 'deposit',
        amountPence: hold.amountPence,
        status: 'succeeded',
        stripeObjectId: hold.paymentIntentId,
        createdAt: new Date(now),
      };
      tx.set(paymentRecords(hold.shopId).doc(record.id), record);
    }
    tx.update(holdRef, { state: 'booked', updatedAt: new Date(now) });
    claim('booked', now);
    return completion;
  });
}

/**
 * A lost hold's payment given back at once (one refund whoever asks: its idempotency key). A card
 * saved for a lost hold was never charged. Answers whether the money is on its way back now;
 * false: Stripe did not answer, and the expiry job tries again.
 */
export async function refundIfPaid(holdId: string): Promise<boolean> {
  const hold = await loadHold(holdId);
  if (hold.intentKind !== 'payment' || hold.refundId) return true;
  try {
    const refundId = await refundLostHold(hold);
    await holds().doc(hold.id).update({ refundId, updatedAt: new Date() });
    return true;
  } catch (err) {
    console.warn(`hold ${hold.id}: refund of a lost hold failed; the expiry job tries again`, err);
    return false;
  }
}
