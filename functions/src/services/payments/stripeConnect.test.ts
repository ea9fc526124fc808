import { afterEach, describe, expect, it } from 'vitest';
import { applicationFeeFor, onAccount } from './stripeConnect';

const saved = process.env.PAYMENTS_APPLICATION_FEE_PERCENT;
afterEach(() => {
  if (saved === undefined) delete process.env.PAYMENTS_APPLICATION_FEE_PERCENT;
  else process.env.PAYMENTS_APPLICATION_FEE_PERCENT = saved;
});

describe('applicationFeeFor', () => {
  it('sends no fee by default', () => {
    delete process.env.PAYMENTS_APPLICATION_FEE_PERCENT;
    expect(applicationFeeFor(2500)).toBeUndefined();
    process.env.PAYMENTS_APPLICATION_FEE_PERCENT = '0';
    expect(applicationFeeFor(2500)).toBeUndefined();
  });

  it('takes the configured percentage, rounded down to the penny', () => {
    process.env.PAYMENTS_APPLICATION_FEE_PERCENT = '1.5';
    expect(applicationFeeFor(2500)).toBe(37);
    expect(applicationFeeFor(1000)).toBe(15);
    process.env.PAYMENTS_APPLICATION_FEE_PERCENT = '10';
    expect(applicationFeeFor(2900)).toBe(290);
    // a fee that rounds down to nothing is not sent
    expect(applicationFeeFor(5)).toBeUndefined();
  });

  it('refuses a percentage that is not 0-100 as a configuration error', () => {
    process.env.PAYMENTS_APPLICATION_FEE_PERCENT = '150';
    expect(() => applicationFeeFor(1000)).toThrow(/PAYMENTS_APPLICATION_FEE_PERCENT/);
    process.env.PAYMENTS_APPLICATION_FEE_PERCENT = 'ten';
    expect(() => applicationFeeFor(1000)).toThrow(/PAYMENTS_APPLICATION_FEE_PERCENT/);
  });
});

describe('onAccount', () => {
  it('makes the call on the shop account, with the idempotency key when there is one', () => {
    expect(onAccount('acct_1')).toEqual({ stripeAccount: 'acct_1' });
    expect(onAccount('acct_1', 'hold:h1')).toEqual({ stripeAccount: 'acct_1', idempotencyKey: 'hold:h1' });
  });
});
