import { describe, expect, it } from 'vitest';
import {
  acceptanceRefusal,
  completionOf,
  DEFAULT_HOLD_MINUTES,
  holdErasable,
  holdMinutesFrom,
  holdRequestSchema,
  intentProgress,
  lostHoldMessage,
  paymentOfHold,
  POLICY_CHANGED_MESSAGE,
  POLICY_NOT_ACCEPTED_MESSAGE,
} from './hold';
import type { ProtectionDecision } from './types';

describe('the hold length', () => {
  it('is PAYMENT_HOLD_MINUTES when it is a whole number of minutes from 1 to 60, else ten', () => {
    expect(holdMinutesFrom('5')).toBe(5);
    expect(holdMinutesFrom('1')).toBe(1);
    expect(holdMinutesFrom('60')).toBe(60);
    for (const bad of [undefined, '', '0', '61', '2.5', 'ten', '-3']) expect(holdMinutesFrom(bad)).toBe(DEFAULT_HOLD_MINUTES);
    expect(DEFAULT_HOLD_MINUTES).toBe(10);
  });
});

describe('accepting the policy', () => {
  const policy = { version: 3 };
  it('refuses a booking without the acceptance with 400', () => {
    for (const body of [{}, { policyAccepted: false, policyVersion: 3 }, { policyAccepted: true }, { policyVersion: 3 }])
      expect(acceptanceRefusal(policy, body)).toEqual({ status: 400, message: POLICY_NOT_ACCEPTED_MESSAGE });
  });
  it('refuses an older or other version with 409, so the customer reads it again', () => {
    expect(acceptanceRefusal(policy, { policyAccepted: true, policyVersion: 2 })).toEqual({
      status: 409,
      message: POLICY_CHANGED_MESSAGE,
    });
    expect(acceptanceRefusal(policy, { policyAccepted: true, policyVersion: 4 })?.status).toBe(409);
  });
  it('takes the current version accepted', () => {
    expect(acceptanceRefusal(policy, { policyAccepted: true, policyVersion: 3 })).toBeNull();
    expect(acceptanceRefusal({ version: 0 }, { policyAccepted: true, policyVersion: 0 })).toBeNull();
  });
});

describe('an intent as completing reads it', () => {
  it('succeeded is done, canceled or declined is failed, the rest is still going', () => {
    expect(intentProgress('succeeded', false)).toBe('succeeded');
    expect(intentProgress('canceled', false)).toBe('failed');
    expect(intentProgress('requires_payment_method', true)).toBe('failed');
    expect(intentProgress('requires_payment_method', false)).toBe('pending');
    expect(intentProgress('requires_action', false)).toBe('pending');
    expect(intentProgress('processing', false)).toBe('pending');
    expect(intentProgress('requires_confirmation', true)).toBe('pending');
  });
});

describe('completing a hold whose payment succeeded', () => {
  it('books a held hold, or an expired or released one whose time is still free', () => {
    expect(completionOf('held', true)).toBe('book');
    expect(completionOf('released', true)).toBe('book');
  });
  it('loses it when someone else took the time', () => {
    expect(completionOf('held', false)).toBe('lost');
    expect(completionOf('released', false)).toBe('lost');
  });
  it('answers a booked or lost hold as before, whatever the time', () => {
    expect(completionOf('booked', false)).toBe('already_booked');
    expect(completionOf('booked', true)).toBe('already_booked');
    expect(completionOf('lost', true)).toBe('lost');
  });
});

describe('the booking’s payment from its hold', () => {
  const decision = (kind: ProtectionDecision['kind'], amountDuePence: number): ProtectionDecision => ({
    kind,
    reason: 'everyone',
    explanation: 'Shop policy for every customer: deposit required',
    amountDuePence,
  });
  const hold = {
    acceptance: { text: 'A deposit of £5.00 is taken when you book.', version: 2, acceptedAt: new Date(1000) },
    policy: { cancelWindowHours: 24, lateCancelFee: null, noShowFee: null, version: 2 },
    stripeAccountId: 'acct_1',
    stripeCustomerId: 'cus_1',
    setupIntentId: null,
  };
  const now = new Date(5000);

  it('a deposit: paid, the amount taken, nothing refunded, the evidence and ids kept', () => {
    const p = paymentOfHold(
      { ...hold, decision: decision('deposit', 500), amountPence: 500, paymentIntentId: 'pi_1' },
      'pm_1',
      now,
    );
    expect(p).toMatchObject({
      kind: 'deposit',
      state: 'paid',
      paidPence: 500,
      refundedPence: 0,
      paymentIntentId: 'pi_1',
      paymentMethodId: 'pm_1',
      stripeAccountId: 'acct_1',
      stripeCustomerId: 'cus_1',
      acceptance: hold.acceptance,
      policy: hold.policy,
      fees: [],
      preauth: null,
      updatedAt: now,
    });
  });
  it('a card on file: card saved, nothing paid', () => {
    const p = paymentOfHold(
      { ...hold, decision: decision('card', 0), amountPence: 0, paymentIntentId: null, setupIntentId: 'seti_1' },
      'pm_2',
      now,
    );
    expect(p).toMatchObject({
      kind: 'card',
      state: 'card_saved',
      paidPence: 0,
      setupIntentId: 'seti_1',
      paymentMethodId: 'pm_2',
    });
  });
  it('a prepayment: paid in full', () => {
    const p = paymentOfHold(
      { ...hold, decision: decision('prepay', 2500), amountPence: 2500, paymentIntentId: 'pi_2' },
      null,
      now,
    );
    expect(p).toMatchObject({ kind: 'prepay', state: 'paid', paidPence: 2500 });
  });
});

describe('a lost hold’s message', () => {
  it('says what happened to the money', () => {
    expect(lostHoldMessage('payment', true)).toMatch(/booked by someone else.*refunded in full/);
    expect(lostHoldMessage('payment', false)).toMatch(/will be refunded in full/);
    expect(lostHoldMessage('setup', true)).toMatch(/card was not charged/);
  });
});

describe('the hold request body', () => {
  it('needs the client secret as a string', async () => {
    await expect(holdRequestSchema.validate({ clientSecret: 'pi_1_secret_x' })).resolves.toEqual({
      clientSecret: 'pi_1_secret_x',
    });
    await expect(holdRequestSchema.validate({})).rejects.toThrow('clientSecret is required');
    await expect(holdRequestSchema.validate({ clientSecret: 12 })).rejects.toThrow();
    await expect(holdRequestSchema.validate({ clientSecret: 'x'.repeat(301) })).rejects.toThrow('clientSecret is too long');
  });
});

describe('holdErasable', () => {
  it('deletes a hold that is over and owes nothing', () => {
    expect(holdErasable({ state: 'booked', refundId: null })).toBe(true);
    expect(holdErasable({ state: 'released', refundId: null })).toBe(true);
    expect(holdErasable({ state: 'lost', refundId: 're_1' })).toBe(true);
  });

  it('keeps a hold being paid and a lost hold whose refund is still to be taken', () => {
    expect(holdErasable({ state: 'held', refundId: null })).toBe(false);
    expect(holdErasable({ state: 'lost', refundId: null })).toBe(false);
  });
});
