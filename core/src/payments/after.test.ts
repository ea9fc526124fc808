import { describe, expect, it } from 'vitest';
import {
  cancelOutcomeOf,
  feeFailureText,
  noShowCustomerText,
  paymentActions,
  paymentEmailNote,
  refundablePence,
  refundPlan,
  refundRefusal,
} from './after';
import type { AppointmentPayment, FeeCharge } from './types';

const payment = (over: Partial<AppointmentPayment> = {}): AppointmentPayment => ({
  kind: 'deposit',
  decision: { kind: 'deposit', reason: 'everyone', explanation: '', amountDuePence: 500 },
  acceptance: { text: 'policy', version: 1, acceptedAt: new Date(0) },
  policy: { cancelWindowHours: 24, lateCancelFee: null, noShowFee: null, version: 1 },
  stripeAccountId: 'acct_1',
  stripeCustomerId: 'cus_1',
  paymentMethodId: 'pm_1',
  paidPence: 500,
  refundedPence: 0,
  paymentIntentId: 'pi_deposit',
  setupIntentId: null,
  state: 'paid',
  fees: [],
  preauth: null,
  updatedAt: new Date(0),
  ...over,
});

const fee = (over: Partial<FeeCharge> = {}): FeeCharge => ({
  kind: 'no_show',
  amountPence: 1500,
  status: 'succeeded',
  paymentIntentId: 'pi_fee',
  failureCode: null,
  paymentLinkUrl: null,
  at: new Date(0),
  ...over,
});

describe('refunds', () => {
  it('may return what was taken (deposit and fees) minus what went back', () => {
    expect(refundablePence(payment())).toBe(500);
    expect(refundablePence(payment({ fees: [fee()], refundedPence: 200 }))).toBe(1800);
    expect(refundablePence(payment({ fees: [fee({ status: 'failed' })] }))).toBe(500);
    expect(refundablePence(payment({ kind: 'card', paidPence: 0, paymentIntentId: null }))).toBe(0);
  });

  it('go back through the charges oldest first, after what was refunded already', () => {
    const p = payment({ fees: [fee()], refundedPence: 300 });
    expect(refundPlan(p, 100)).toEqual([{ paymentIntentId: 'pi_deposit', amountPence: 100 }]);
    expect(refundPlan(p, 700)).toEqual([
      { paymentIntentId: 'pi_deposit', amountPence: 200 },
      { paymentIntentId: 'pi_fee', amountPence: 500 },
    ]);
  });

  it('refuses nothing left (409), more than is left (409) and amounts that are not whole pence (400)', () => {
    expect(refundRefusal(payment(), 500)).toBeNull();
    expect(refundRefusal(payment(), 501)).toEqual({ status: 409, message: 'At most £5.00 can be refunded on this booking.' });
    expect(refundRefusal(payment(), 12.5)?.status).toBe(400);
    expect(refundRefusal(payment(), 0)?.status).toBe(400);
    expect(refundRefusal(payment({ refundedPence: 500, state: 'refunded' }), 1)?.status).toBe(409);
  });
});

describe('what the owner may do', () => {
  it('offers a link and a waiver for a failed fee, a waiver for a held fee, a refund while money is left', () => {
    const failed = payment({
      kind: 'card',
      paidPence: 0,
      paymentIntentId: null,
      fees: [fee({ status: 'failed', paymentIntentId: null })],
    });
    expect(paymentActions(failed)).toEqual({ refund: false, waive: true, sendLink: true });
    const held = payment({
      kind: 'card',
      paidPence: 0,
      paymentIntentId: null,
      preauth: { paymentIntentId: 'pi_h', amountPence: 900, status: 'authorized' },
    });
    expect(paymentActions(held)).toEqual({ refund: false, waive: true, sendLink: false });
    expect(paymentActions(payment())).toEqual({ refund: true, waive: false, sendLink: false });
  });

  it("words Stripe's codes for the owner", () => {
    expect(feeFailureText('authentication_required')).toMatch(/Strong Customer Authentication/);
    expect(feeFailureText('card_declined')).toBe('The card was declined.');
    expect(feeFailureText('processing_error')).toBe('Stripe refused the payment (processing_error).');
  });
});

describe("a cancel's outcome, read back from the booking", () => {
  const cancelled = (p: AppointmentPayment) => cancelOutcomeOf({ status: 'cancelled', payment: p });

  it('says what was refunded, kept or charged, with the amounts', () => {
    expect(cancelled(payment({ refundedPence: 500, state: 'refunded' }))).toMatchObject({ action: 'refunded', amountPence: 500 });
    expect(cancelled(payment({ state: 'kept' }))?.message).toMatch(/keeps the £5\.00 deposit/);
    expect(cancelled(payment({ state: 'kept', refundedPence: 200 }))?.message).toMatch(
      /keeps £3\.00 of your deposit.*£2\.00 has been refunded/,
    );
    const card = payment({
      kind: 'card',
      paidPence: 0,
      paymentIntentId: null,
      state: 'fee_charged',
      fees: [fee({ kind: 'late_cancel', amountPence: 1000 })],
    });
    expect(cancelled(card)).toMatchObject({ action: 'fee_charged', amountPence: 1000 });
    expect(cancelled(card)?.message).toMatch(/late cancellation fee of £10\.00 was charged/);
    expect(cancelled(payment({ problem: { step: 'refund', code: 'x', at: new Date(0) } }))?.action).toBe('refund_pending');
    expect(cancelOutcomeOf({ status: 'scheduled', payment: payment() })).toBeNull();
  });

  it("counts only what the cancel sent back, not an owner's refund made before it", () => {
    // £10 deposit, £2 goodwill refund by the owner, then the shop's cancel refunds the £8 left
    const before = { paidPence: 1000, paymentIntentId: 'pi_deposit' };
    const refundedAll = payment({
      ...before,
      refundedPence: 1000,
      state: 'refunded',
      cancelSettle: { refundedBeforePence: 200, refundPence: 800, settledAt: new Date(0) },
    });
    expect(cancelled(refundedAll)).toMatchObject({ action: 'refunded', amountPence: 800 });
    expect(cancelled(refundedAll)?.message).toContain('£8.00');
    // a late cancel after it: £3.50 kept, £4.50 sent back by the cancel
    const kept = payment({
      ...before,
      refundedPence: 650,
      state: 'kept',
      cancelSettle: { refundedBeforePence: 200, refundPence: 450, settledAt: new Date(0) },
    });
    expect(cancelled(kept)).toMatchObject({ action: 'deposit_kept', amountPence: 350 });
    expect(cancelled(kept)?.message).toMatch(/keeps £3\.50 of your deposit.*£4\.50 has been refunded/);
    // the cancel's refund refused: pending, for what the cancel still owes (not the fee it keeps)
    const refused = payment({
      ...before,
      refundedPence: 200,
      state: 'partially_refunded',
      problem: { step: 'refund', code: 'balance_insufficient', at: new Date(0) },
      cancelSettle: { refundedBeforePence: 200, refundPence: 450, settledAt: null },
    });
    expect(cancelled(refused)).toMatchObject({ action: 'refund_pending', amountPence: 450, failureCode: 'balance_insufficient' });
  });

  it('puts the money in the emails: paid at booking, the cancel afterwards, nothing without protection', () => {
    expect(paymentEmailNote({ status: 'scheduled', payment: payment() })).toBe('Deposit paid: £5.00.');
    expect(paymentEmailNote({ status: 'scheduled', payment: payment({ kind: 'card', paidPence: 0 }) })).toMatch(/card is saved/);
    expect(paymentEmailNote({ status: 'cancelled', payment: payment({ refundedPence: 500, state: 'refunded' }) })).toMatch(
      /£5\.00 deposit has been refunded/,
    );
    expect(paymentEmailNote({ status: 'scheduled' })).toBe('');
    expect(noShowCustomerText('fee_charged', 1500, false)).toMatch(/no-show fee of £15\.00 was charged/);
  });
});
