import { describe, expect, it } from 'vitest';
import { paymentAccountDto, paymentAccountOf } from './account';

const at = new Date('2026-11-26T10:00:00Z');

describe('paymentAccountOf', () => {
  it('reads a new account as nothing enabled with what Stripe still asks for', () => {
    const state = paymentAccountOf(
      'shop1',
      { id: 'acct_1', requirements: { currently_due: ['external_account'], disabled_reason: 'requirements.past_due' } },
      at,
    );
    expect(state).toEqual({
      shopId: 'shop1',
      stripeAccountId: 'acct_1',
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: ['external_account'],
      disabledReason: 'requirements.past_due',
      updatedAt: at,
    });
  });

  it('reads an onboarded account as enabled with nothing due', () => {
    const state = paymentAccountOf(
      'shop1',
      { id: 'acct_1', details_submitted: true, charges_enabled: true, payouts_enabled: true, requirements: null },
      at,
    );
    expect(state).toMatchObject({ detailsSubmitted: true, chargesEnabled: true, payoutsEnabled: true, requirementsDue: [] });
    expect(state.disabledReason).toBeNull();
  });
});

describe('paymentAccountDto', () => {
  const enabled = paymentAccountOf(
    's',
    { id: 'acct_1', details_submitted: true, charges_enabled: true, payouts_enabled: true },
    at,
  );

  it('is not connected without an account', () => {
    expect(paymentAccountDto(true, null, { mode: 'deposit' })).toEqual({
      platformEnabled: true,
      connected: false,
      detailsSubmitted: false,
      chargesEnabled: false,
      payoutsEnabled: false,
      requirementsDue: [],
      live: false,
    });
  });

  it('is live only with the keys, charges enabled and a policy that asks for something', () => {
    expect(paymentAccountDto(true, enabled, { mode: 'deposit' }).live).toBe(true);
    expect(paymentAccountDto(true, enabled, { mode: 'none' }).live).toBe(false);
    expect(paymentAccountDto(true, enabled, null).live).toBe(false);
    expect(paymentAccountDto(false, enabled, { mode: 'card' }).live).toBe(false);
    expect(paymentAccountDto(true, { ...enabled, chargesEnabled: false }, { mode: 'card' }).live).toBe(false);
  });
});
