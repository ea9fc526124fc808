import { describe, expect, it } from 'vitest';
import {
  canMarkNoShow,
  cancelOutcome,
  insideCancelWindow,
  noShowOutcome,
  PREAUTH_WINDOW_DAYS,
  preauthEligible,
} from './outcomes';
import type { AppointmentPayment } from './types';

const at = new Date('2026-11-26T12:00:00Z');
const start = new Date('2026-11-28T12:00:00Z');
const hoursBefore = (h: number) => new Date(start.getTime() - h * 3_600_000);

type Overrides = Partial<Omit<AppointmentPayment, 'policy'>> & { policy?: Partial<AppointmentPayment['policy']> };

function payment(p: Overrides = {}): AppointmentPayment {
  const { policy, ...rest } = p;
  return {
    kind: 'deposit',
    decision: { kind: 'deposit', reason: 'everyone', explanation: '', amountDuePence: 1000 },
    acceptance: { text: '', version: 1, acceptedAt: at },
    policy: { cancelWindowHours: 24, lateCancelFee: null, noShowFee: null, version: 1, ...policy },
    stripeAccountId: 'acct_1',
    stripeCustomerId: null,
    paymentMethodId: null,
    paidPence: 1000,
    refundedPence: 0,
    paymentIntentId: 'pi_1',
    setupIntentId: null,
    state: 'paid',
    fees: [],
    preauth: null,
    updatedAt: at,
    ...rest,
  };
}
const card = (policy: Partial<AppointmentPayment['policy']> = {}, rest: Partial<Omit<AppointmentPayment, 'policy'>> = {}) =>
  payment({ kind: 'card', paidPence: 0, paymentIntentId: null, setupIntentId: 'seti_1', state: 'card_saved', policy, ...rest });

describe('cancelOutcome inside the window', () => {
  it('refunds the whole deposit at exactly the window and before', () => {
    const free = {
      action: 'refund',
      refundPence: 1000,
      feePence: 0,
      late: false,
    };
    expect(cancelOutcome(payment(), start, hoursBefore(24), 3500)).toEqual(free);
    expect(
      cancelOutcome(payment({ policy: { lateCancelFee: { kind: 'fixed', value: 500 } } }), start, hoursBefore(30), 3500),
    ).toEqual(free);
  });

  it('refunds only what is still held', () => {
    expect(
      cancelOutcome(payment({ kind: 'prepay', paidPence: 3500, refundedPence: 500 }), start, hoursBefore(48), 3500),
    ).toMatchObject({
      action: 'refund',
      refundPence: 3000,
    });
  });

  it('charges nothing on a card on file, nor when everything was refunded', () => {
    const none = { action: 'none', refundPence: 0, feePence: 0, late: false };
    expect(cancelOutcome(card({ lateCancelFee: { kind: 'fixed', value: 500 } }), start, hoursBefore(25), 3500)).toEqual(none);
    expect(cancelOutcome(payment({ refundedPence: 1000 }), start, hoursBefore(25), 3500)).toEqual(none);
  });
});

describe('cancelOutcome after the window', () => {
  it('keeps the whole deposit when there is no late-cancel fee', () => {
    expect(cancelOutcome(payment(), start, hoursBefore(23), 3500)).toEqual({
      action: 'keep',
      refundPence: 0,
      feePence: 1000,
      late: true,
    });
  });

  it('keeps the late-cancel fee from the deposit and refunds the rest', () => {
    expect(
      cancelOutcome(payment({ policy: { lateCancelFee: { kind: 'percent', value: 10 } } }), start, hoursBefore(2), 3500),
    ).toEqual({
      action: 'keep',
      refundPence: 650,
      feePence: 350,
      late: true,
    });
  });

  it('keeps no more than is held', () => {
    const p = payment({
      kind: 'prepay',
      paidPence: 3500,
      refundedPence: 1500,
      policy: { lateCancelFee: { kind: 'fixed', value: 2500 }, cancelWindowHours: 1 },
    });
    expect(cancelOutcome(p, start, hoursBefore(0.5), 3500)).toEqual({
      action: 'keep',
      refundPence: 0,
      feePence: 2000,
      late: true,
    });
  });

  it('refunds everything when the fee comes to nothing (a free visit)', () => {
    expect(
      cancelOutcome(
        payment({ paidPence: 50, policy: { lateCancelFee: { kind: 'percent', value: 10 } } }),
        start,
        hoursBefore(1),
        0,
      ),
    ).toEqual({
      action: 'refund',
      refundPence: 50,
      feePence: 0,
      late: true,
    });
  });

  it('charges the late-cancel fee on a card on file, capped at the visit', () => {
    expect(cancelOutcome(card({ lateCancelFee: { kind: 'fixed', value: 5000 } }), start, hoursBefore(3), 3500)).toEqual({
      action: 'charge_fee',
      refundPence: 0,
      feePence: 3500,
      late: true,
    });
  });

  it('charges nothing without a late-cancel fee, or without a card', () => {
    const none = {
      action: 'none',
      refundPence: 0,
      feePence: 0,
      late: true,
    };
    expect(cancelOutcome(card(), start, hoursBefore(3), 3500)).toEqual(none);
    expect(cancelOutcome(card({ lateCancelFee: { kind: 'percent', value: 50 } }), start, hoursBefore(3), 0)).toEqual(none);
    const refundedDeposit = payment({ refundedPence: 1000, policy: { lateCancelFee: { kind: 'fixed', value: 500 } } });
    expect(cancelOutcome(refundedDeposit, start, hoursBefore(3), 3500)).toEqual(none);
  });
});

describe('noShowOutcome', () => {
  it('keeps the whole deposit without a no-show fee', () => {
    expect(noShowOutcome(payment(), 3500)).toEqual({ action: 'keep_deposit', feePence: 1000, refundPence: 0 });
  });

  it('keeps the no-show fee from what is held and refunds the rest', () => {
    const p = payment({
      kind: 'prepay',
      paidPence: 3500,
      refundedPence: 500,
      policy: { noShowFee: { kind: 'percent', value: 50 } },
    });
    expect(noShowOutcome(p, 3500)).toEqual({ action: 'keep_deposit', feePence: 1750, refundPence: 1250 });
    expect(noShowOutcome(payment({ policy: { noShowFee: { kind: 'fixed', value: 2000 } } }), 3500)).toEqual({
      action: 'keep_deposit',
      feePence: 1000,
      refundPence: 0,
    });
  });

  it('refunds the deposit when the fee comes to nothing', () => {
    expect(noShowOutcome(payment({ paidPence: 40, policy: { noShowFee: { kind: 'percent', value: 50 } } }), 0)).toEqual({
      action: 'none',
      feePence: 0,
      refundPence: 40,
    });
  });

  it('captures an authorised pre-authorisation', () => {
    const preauth = { paymentIntentId: 'pi_pre', amountPence: 1500, status: 'authorized' as const };
    expect(noShowOutcome(card({ noShowFee: { kind: 'fixed', value: 2000 } }, { preauth }), 3500)).toEqual({
      action: 'capture_preauth',
      feePence: 1500,
      refundPence: 0,
    });
  });

  it('charges the no-show fee on the saved card otherwise', () => {
    const released = { paymentIntentId: 'pi_pre', amountPence: 1500, status: 'released' as const };
    expect(noShowOutcome(card({ noShowFee: { kind: 'fixed', value: 2000 } }, { preauth: released }), 3500)).toEqual({
      action: 'charge_fee',
      feePence: 2000,
      refundPence: 0,
    });
    expect(noShowOutcome(card({ noShowFee: { kind: 'percent', value: 100 } }), 3500)).toEqual({
      action: 'charge_fee',
      feePence: 3500,
      refundPence: 0,
    });
  });

  it('takes nothing again once the hold was captured or the no-show fee charged or tried', () => {
    const none = { action: 'none', feePence: 0, refundPence: 0 };
    const policy = { noShowFee: { kind: 'fixed' as const, value: 2000 } };
    const captured = { paymentIntentId: 'pi_pre', amountPence: 1500, status: 'captured' as const };
    expect(noShowOutcome(card(policy, { preauth: captured, state: 'fee_charged' }), 3500)).toEqual(none);
    for (const status of ['succeeded', 'failed'] as const) {
      const fee = {
        kind: 'no_show' as const,
        amountPence: 2000,
        status,
        paymentIntentId: 'pi_fee',
        failureCode: null,
        paymentLinkUrl: null,
        at,
      };
      expect(noShowOutcome(card(policy, { fees: [fee] }), 3500)).toEqual(none);
    }
  });

  it('does nothing without a fee, a card or anything held', () => {
    const none = { action: 'none', feePence: 0, refundPence: 0 };
    expect(noShowOutcome(card(), 3500)).toEqual(none);
    expect(noShowOutcome(card({ noShowFee: { kind: 'percent', value: 20 } }), 0)).toEqual(none);
    expect(noShowOutcome(payment({ refundedPence: 1000, policy: { noShowFee: { kind: 'fixed', value: 500 } } }), 3500)).toEqual(
      none,
    );
  });
});

describe('canMarkNoShow', () => {
  it('only once the visit has started', () => {
    expect(canMarkNoShow(start, hoursBefore(0.01))).toBe(false);
    expect(canMarkNoShow(start, start)).toBe(false);
    expect(canMarkNoShow(start, new Date(start.getTime() + 1))).toBe(true);
  });
});

describe('preauthEligible', () => {
  const policy = { preauthorizeNoShowFee: true, noShowFee: { kind: 'fixed' as const, value: 1000 } };
  const days = (d: number) => new Date(start.getTime() - d * 86_400_000);

  it('covers visits starting within the authorisation window', () => {
    expect(PREAUTH_WINDOW_DAYS).toBe(5);
    expect(preauthEligible(start, days(5), policy)).toBe(true);
    expect(preauthEligible(start, days(0.001), policy)).toBe(true);
    expect(preauthEligible(start, new Date(days(5).getTime() - 1), policy)).toBe(false);
    expect(preauthEligible(start, start, policy)).toBe(false);
  });

  it('needs the shop to ask for it and a no-show fee', () => {
    expect(preauthEligible(start, days(1), { ...policy, preauthorizeNoShowFee: false })).toBe(false);
    expect(preauthEligible(start, days(1), { ...policy, noShowFee: null })).toBe(false);
  });
});

describe('insideCancelWindow', () => {
  it('is inside once less than the booking’s window is left before the start', () => {
    const p = payment({ policy: { cancelWindowHours: 24 } });
    expect(insideCancelWindow(p, start, hoursBefore(25))).toBe(false);
    expect(insideCancelWindow(p, start, hoursBefore(24))).toBe(false);
    expect(insideCancelWindow(p, start, hoursBefore(23))).toBe(true);
    expect(insideCancelWindow(p, start, hoursBefore(-1))).toBe(true);
  });

  it('is never inside a window of 0 hours before the start', () => {
    const p = payment({ policy: { cancelWindowHours: 0 } });
    expect(insideCancelWindow(p, start, hoursBefore(0.1))).toBe(false);
  });
});
