import { describe, expect, it } from 'vitest';
import { captureProblemMessage, captureRetryAction, checkoutSessionIdOf, linkPaymentAction } from './settle';
import type { FeeCharge } from './types';

const fee = (over: Partial<FeeCharge> = {}): FeeCharge => ({
  kind: 'no_show',
  amountPence: 1200,
  status: 'link_sent',
  paymentIntentId: 'pi_charge',
  failureCode: 'authentication_required',
  paymentLinkUrl: 'https://checkout.stripe.com/c/pay/cs_test_abc123#fidk',
  at: new Date(0),
  ...over,
});

describe('checkoutSessionIdOf', () => {
  it("reads the session's id from Stripe's page address", () => {
    expect(checkoutSessionIdOf('https://checkout.stripe.com/c/pay/cs_test_abc123#fidkdWxOYHwnPyd1blpxYHZxWjA0')).toBe(
      'cs_test_abc123',
    );
    expect(checkoutSessionIdOf('https://checkout.stripe.com/c/pay/cs_live_a1B2')).toBe('cs_live_a1B2');
  });

  it('answers null without a page or with another address', () => {
    expect(checkoutSessionIdOf(null)).toBeNull();
    expect(checkoutSessionIdOf(undefined)).toBeNull();
    expect(checkoutSessionIdOf('https://example.test/pay')).toBeNull();
  });
});

describe('linkPaymentAction', () => {
  it('records a payment of an open fee for its amount', () => {
    for (const status of ['link_sent', 'failed', 'requires_action'] as const)
      expect(linkPaymentAction({ fees: [fee({ status })] }, 'no_show', 'pi_page', 1200)).toBe('record');
  });

  it('refunds a payment of a waived fee, of a fee paid another way, or of another amount', () => {
    expect(linkPaymentAction({ fees: [fee({ status: 'waived' })] }, 'no_show', 'pi_page', 1200)).toBe('refund');
    expect(
      linkPaymentAction({ fees: [fee({ status: 'succeeded', paymentIntentId: 'pi_other' })] }, 'no_show', 'pi_page', 1200),
    ).toBe('refund');
    expect(linkPaymentAction({ fees: [fee()] }, 'no_show', 'pi_page', 1100)).toBe('refund');
  });

  it('answers duplicate for the payment already recorded, and ignore for a fee the booking does not have', () => {
    expect(
      linkPaymentAction({ fees: [fee({ status: 'succeeded', paymentIntentId: 'pi_page' })] }, 'no_show', 'pi_page', 1200),
    ).toBe('duplicate');
    expect(linkPaymentAction({ fees: [fee()] }, 'late_cancel', 'pi_page', 1200)).toBe('ignore');
    expect(linkPaymentAction({ fees: [] }, 'no_show', 'pi_page', 1200)).toBe('ignore');
  });
});

describe('captureRetryAction', () => {
  it('charges the fee instead only when the authorisation is gone', () => {
    expect(captureRetryAction('succeeded')).toBe('captured');
    expect(captureRetryAction('canceled')).toBe('lapsed');
    expect(captureRetryAction('requires_capture')).toBe('problem');
    expect(captureRetryAction(null)).toBe('problem');
  });

  it("tells the owner the amount and Stripe's code", () => {
    expect(captureProblemMessage(1500, 'api_error')).toBe(
      "Stripe did not confirm taking the £15.00 held on the customer's card (api_error). Nothing else was charged; check the payment in your Stripe dashboard.",
    );
  });
});
