// The money steps every flow after booking is made of: refund, charge a fee on the saved card,
// capture or release the pre-authorisation. Each calls Stripe with a key of our ids, then
// applies the result through the ledger (once per Stripe object). A step Stripe refuses never
// throws to the caller: it is recorded on the booking (`problem`, or the fee 'failed' with the
// code) for the owner to see and act on.
import type { Appointment } from '@barbershop/core/model';
import { captureRetryAction, feeName, refundPlan, type AppointmentPayment, type FeeCharge } from '@barbershop/core/payments';
import { formatPence } from '@barbershop/core/money';
import { applyMoney, refundedState } from './ledger';
import type Stripe from 'stripe';
import { capturePreauth, chargeSavedCard, readIntent, refundCharge, releasePreauth, stripeCode } from './stripeMoney';

export type Paid = Appointment & { payment: AppointmentPayment };

const meta = (a: Paid, extra: Record<string, string> = {}) => ({ shopId: a.shopId, appointmentId: a.id, ...extra });

/**
 * Records a failed step the owner must see (it does not change what was taken or refunded). A
 * refund's also counts an attempt: the next try is a new request at Stripe, not its stored error.
 */
export async function recordProblem(a: Paid, step: NonNullable<AppointmentPayment['problem']>['step'], code: string) {
  await applyMoney(a.shopId, a.id, {
    payment: (p) => ({
      ...p,
      problem: { step, code, at: new Date() },
      ...(step === 'refund' ? { refundAttempts: (p.refundAttempts ?? 0) + 1 } : {}),
    }),
  });
}

/**
 * Refunds `amountPence` through the booking's charges (oldest first). Answers what went back and,
 * when Stripe refused, its code (what did go back is recorded either way). The idempotency key is
 * `<keyBase>:<amountPence>:<refund attempts>`: the same request twice makes one refund, a try
 * after a refused one (an attempt more) is a new one.
 */
export async function refund(
  a: Paid,
  amountPence: number,
  keyBase: string,
): Promise<{ refundedPence: number; failureCode: string | null }> {
  const plan = refundPlan(a.payment, amountPence);
  const key = `${keyBase}:${amountPence}:${a.payment.refundAttempts ?? 0}`;
  let refundedPence = 0;
  for (const [i, part] of plan.entries()) {
    let r;
    try {
      r = await refundCharge(a.payment, part.paymentIntentId, part.amountPence, i === 0 ? key : `${key}:${i}`, meta(a));
    } catch (err) {
      const code = stripeCode(err);
      // refunded meanwhile by another step (the shop's cancel and a Refund click at once): that
      // step records its refund; nothing is wrong for the owner to see
      if (code === 'charge_already_refunded') return { refundedPence, failureCode: null };
      console.error('refund failed', a.id, err);
      await recordProblem(a, 'refund', code);
      return { refundedPence, failureCode: code };
    }
    if (r.status === 'failed' || r.status === 'canceled') {
      await recordProblem(a, 'refund', r.failure_reason ?? r.status);
      return { refundedPence, failureCode: r.failure_reason ?? r.status };
    }
    refundedPence += r.amount;
    await applyRefund(a.shopId, a.id, r.id, r.amount, r.status === 'succeeded' ? 'succeeded' : 'pending');
  }
  return { refundedPence, failureCode: null };
}

/** A refund that went through (ours, or one made in the Stripe dashboard): counted once. */
export function applyRefund(
  shopId: string,
  appointmentId: string,
  refundId: string,
  amountPence: number,
  status: 'succeeded' | 'pending',
) {
  return applyMoney(shopId, appointmentId, {
    record: { kind: 'refund', amountPence, status, stripeObjectId: refundId },
    payment: (p) => {
      const refundedPence = p.refundedPence + amountPence;
      const state = refundedState(p, refundedPence);
      // the rest of a deposit kept as a late fee goes back: the booking's state stays 'kept'
      return {
        ...p,
        refundedPence,
        state: p.state === 'kept' && state !== 'refunded' ? 'kept' : state,
        problem: p.problem?.step === 'refund' ? null : (p.problem ?? null),
      };
    },
  });
}

/**
 * Charges a late-cancel or no-show fee off-session on the saved card, once per booking and
 * kind (`fee:<appointmentId>:<kind>`). A decline or `authentication_required` is the fee
 * 'failed' with Stripe's code, for the owner's "Send payment link"; any other Stripe error too
 * (with a `problem`): never thrown, the cancel or no-show is already saved.
 */
export async function chargeFee(a: Paid, kind: FeeCharge['kind'], amountPence: number): Promise<FeeCharge> {
  const existing = a.payment.fees.find((f) => f.kind === kind);
  if (existing) return existing;
  const description = `${feeName(kind)[0]!.toUpperCase()}${feeName(kind).slice(1)}: ${a.serviceName} on ${a.date} (${formatPence(amountPence)})`;
  const result = await chargeSavedCard(a.payment, amountPence, description, `fee:${a.id}:${kind}`, meta(a, { feeKind: kind }));
  const fee: FeeCharge = {
    kind,
    amountPence,
    status: result.ok ? 'succeeded' : result.requiresAction ? 'requires_action' : 'failed',
    paymentIntentId: result.paymentIntentId,
    failureCode: result.ok ? null : result.code,
    paymentLinkUrl: null,
    at: new Date(),
  };
  const recordKind = kind === 'late_cancel' ? 'late_cancel_fee' : 'no_show_fee';
  const { appointment } = await applyMoney(a.shopId, a.id, {
    ...(fee.paymentIntentId
      ? {
          record: {
            kind: recordKind,
            amountPence,
            status: result.ok ? 'succeeded' : 'failed',
            stripeObjectId: fee.paymentIntentId,
          },
        }
      : {}),
    payment: (p) =>
      p.fees.some((f) => f.kind === kind)
        ? null
        : {
            ...p,
            fees: [...p.fees, fee],
            state: result.ok ? 'fee_charged' : 'fee_failed',
            // Stripe itself failed (not the card): shown to the owner beside the failed fee
            ...(!result.ok && result.problem ? { problem: { step: 'fee' as const, code: result.code, at: new Date() } } : {}),
          },
  });
  return (appointment as Paid).payment.fees.find((f) => f.kind === kind) ?? fee;
}

/**
 * Keeps the deposit (no Stripe call: it was taken at booking), after the part above the fee went
 * back: also from a deposit partly refunded (by the owner before, or that part just now).
 */
export async function keepDeposit(a: Paid): Promise<void> {
  await applyMoney(a.shopId, a.id, {
    payment: (p) =>
      p.state === 'paid' || p.state === 'card_saved' || p.state === 'partially_refunded' ? { ...p, state: 'kept' } : null,
  });
}

/**
 * Takes the pre-authorised no-show fee. `ok`: taken (now or before). Otherwise `lapsed`: the
 * authorisation is gone, so the caller may charge the fee instead; not lapsed: Stripe did not
 * answer for sure and the amount may still be held (a `problem` for the owner, nothing charged).
 */
export async function capture(a: Paid): Promise<{ ok: boolean; code: string | null; lapsed: boolean }> {
  const hold = a.payment.preauth;
  if (!hold || hold.status !== 'authorized') return { ok: hold?.status === 'captured', code: null, lapsed: false };
  try {
    await recordCapture(a, await capturePreauth(a.payment, hold.paymentIntentId, `capture:${a.id}`));
    return { ok: true, code: null, lapsed: false };
  } catch (err) {
    console.error('capture failed', a.id, err);
    const code = stripeCode(err);
    // the reply may be what was lost (a timeout, a 5xx): what Stripe has decides
    const pi = await readIntent(a.payment, hold.paymentIntentId).catch(() => null);
    const action = captureRetryAction(pi?.status ?? null);
    if (action === 'captured' && pi) {
      await recordCapture(a, pi);
      return { ok: true, code: null, lapsed: false };
    }
    if (action === 'lapsed') {
      await applyMoney(a.shopId, a.id, {
        payment: (p) => ({ ...p, preauth: p.preauth ? { ...p.preauth, status: 'released' } : null }),
      });
      return { ok: false, code, lapsed: true };
    }
    await recordProblem(a, 'capture', code);
    return { ok: false, code, lapsed: false };
  }
}

/** The pre-authorisation captured: the no-show fee's record, once. */
async function recordCapture(a: Paid, pi: Stripe.PaymentIntent): Promise<void> {
  await applyMoney(a.shopId, a.id, {
    record: {
      kind: 'no_show_fee',
      amountPence: pi.amount_received || (a.payment.preauth?.amountPence ?? pi.amount),
      status: 'succeeded',
      stripeObjectId: pi.id,
    },
    payment: (p) => ({ ...p, preauth: p.preauth ? { ...p.preauth, status: 'captured' } : null, state: 'fee_charged' }),
  });
}

/** Releases the pre-authorisation (the visit happened, the booking was cancelled, or the owner waived it). */
export async function release(a: Paid): Promise<boolean> {
  const hold = a.payment.preauth;
  if (!hold || hold.status !== 'authorized') return false;
  try {
    await releasePreauth(a.payment, hold.paymentIntentId);
  } catch (err) {
    console.error('release failed', a.id, err);
    await recordProblem(a, 'release', stripeCode(err));
    return false;
  }
  const { applied } = await applyMoney(a.shopId, a.id, {
    payment: (p) => (p.preauth?.status === 'authorized' ? { ...p, preauth: { ...p.preauth, status: 'released' } } : null),
  });
  return applied;
}
