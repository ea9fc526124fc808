import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_POLICY } from './policy';
import { NO_PROTECTION_TEXT, policyText, policyTextFor } from './text';
import type { PaymentPolicy } from './types';

const policy = (p: Partial<PaymentPolicy>): PaymentPolicy => ({ ...DEFAULT_PAYMENT_POLICY, ...p });

describe('policyText', () => {
  it('says nothing is needed when nothing is', () => {
    expect(NO_PROTECTION_TEXT).toBe('No deposit or card is needed to book.');
    expect(policyText(DEFAULT_PAYMENT_POLICY)).toBe(NO_PROTECTION_TEXT);
    expect(policyText(policy({ serviceOverrides: { a: { mode: 'none', deposit: null } } }))).toBe(NO_PROTECTION_TEXT);
  });

  it('states a percentage deposit, the window and what is kept', () => {
    expect(policyText(policy({ mode: 'deposit', deposit: { kind: 'percent', value: 20 } }))).toBe(
      'A deposit of 20% of the visit is taken when you book and counts towards the price of your visit. ' +
        'Cancel at least 24 hours before your visit and your deposit is refunded in full; later, your deposit is kept. ' +
        'If you do not turn up, your deposit is kept.',
    );
  });

  it('states a fixed deposit with smaller and larger fees, who it applies to and who is exempt', () => {
    const p = policy({
      mode: 'deposit',
      deposit: { kind: 'fixed', value: 500 },
      lateCancelFee: { kind: 'fixed', value: 300 },
      noShowFee: { kind: 'fixed', value: 500 },
      audience: 'flagged_customers',
      flaggedMinIncidents: 3,
      waiveRegulars: true,
      regularMinVisits: 6,
    });
    expect(policyText(p)).toBe(
      'A deposit of £5.00 is taken when you book and counts towards the price of your visit. ' +
        'This applies only to customers with 3 or more no-shows or late cancellations in the last 12 months. ' +
        'Regular customers (6 or more visits in the last 12 months and no no-shows) are exempt. ' +
        'Cancel at least 24 hours before your visit and your deposit is refunded in full; later, up to £3.00 is kept from your deposit and the rest is refunded. ' +
        'If you do not turn up, your deposit is kept. ' +
        'Fees are never more than the price of the visit.',
    );
  });

  it('compares fees of another kind than the deposit as "up to"', () => {
    const p = policy({
      mode: 'deposit',
      deposit: { kind: 'percent', value: 20 },
      noShowFee: { kind: 'percent', value: 20 },
      lateCancelFee: { kind: 'fixed', value: 3000 },
    });
    expect(policyText(p)).toContain(
      'later, up to £30.00 is kept from your deposit and the rest is refunded. If you do not turn up, your deposit is kept.',
    );
    const q = policy({ mode: 'deposit', deposit: { kind: 'percent', value: 20 }, noShowFee: { kind: 'percent', value: 19 } });
    expect(policyText(q)).toContain(
      'If you do not turn up, up to 19% of the visit is kept from your deposit and the rest is refunded.',
    );
  });

  it('states a card on file with its fees and the pre-authorisation, for new customers', () => {
    const p = policy({
      mode: 'card',
      cancelWindowHours: 1,
      lateCancelFee: { kind: 'percent', value: 50 },
      noShowFee: { kind: 'fixed', value: 1500 },
      preauthorizeNoShowFee: true,
      audience: 'new_customers',
    });
    expect(policyText(p)).toBe(
      'Your card is saved when you book; nothing is taken then. This applies to new customers only. ' +
        'Cancel at least 1 hour before your visit and nothing is charged; later, a late-cancellation fee of 50% of the visit is charged to your saved card. ' +
        'If you do not turn up, a no-show fee of £15.00 is charged to your saved card. ' +
        'For a visit within 5 days, the no-show fee is held on your card when you book and released after your visit. ' +
        'Fees are never more than the price of the visit.',
    );
  });

  it('states a card on file without fees, and no pre-authorisation without a no-show fee', () => {
    expect(policyText(policy({ mode: 'card', preauthorizeNoShowFee: true, lateCancelFee: { kind: 'percent', value: 10 } }))).toBe(
      'Your card is saved when you book; nothing is taken then. ' +
        'Cancel at least 24 hours before your visit and nothing is charged; later, a late-cancellation fee of 10% of the visit is charged to your saved card.',
    );
    expect(policyText(policy({ mode: 'card' }))).toBe(
      'Your card is saved when you book; nothing is taken then. Cancelling is free of charge.',
    );
    expect(policyText(policy({ mode: 'card', noShowFee: { kind: 'percent', value: 100 } }))).toBe(
      'Your card is saved when you book; nothing is taken then. Cancelling is free of charge. ' +
        'If you do not turn up, a no-show fee of 100% of the visit is charged to your saved card.',
    );
  });

  it('states a prepayment with no window', () => {
    expect(
      policyText(
        policy({
          mode: 'prepay',
          cancelWindowHours: 0,
          noShowFee: { kind: 'percent', value: 50 },
          lateCancelFee: { kind: 'percent', value: 100 },
        }),
      ),
    ).toBe(
      'The full price of the visit is paid when you book. ' +
        'Cancel before your visit starts and your payment is refunded in full; later, your payment is kept. ' +
        'If you do not turn up, up to 50% of the visit is kept from your payment and the rest is refunded.',
    );
  });

  it('names the services with their own terms, in name order, and says whose terms are whose', () => {
    const p = policy({
      mode: 'card',
      serviceOverrides: {
        a: { mode: 'deposit', deposit: { kind: 'fixed', value: 1000 } },
        b: { mode: 'none', deposit: null },
        gone: { mode: 'prepay', deposit: null },
      },
    });
    expect(policyText(p, { serviceNames: { a: 'Skin fade', b: 'Beard trim' } })).toBe(
      'Your card is saved when you book; nothing is taken then. ' +
        'For Beard trim, no deposit or card is needed to book. ' +
        'For Skin fade, a deposit of £10.00 is taken when you book and counts towards the price of your visit. ' +
        'With a card on file: cancelling is free of charge. ' +
        'With a deposit: cancel at least 24 hours before your visit and your deposit is refunded in full; later, your deposit is kept. If you do not turn up, your deposit is kept.',
    );
    expect(policyText(p)).toBe(
      'Your card is saved when you book; nothing is taken then. Some services have their own terms, shown when you book them. ' +
        'With a card on file: cancelling is free of charge. ' +
        'With a deposit: cancel at least 24 hours before your visit and your deposit is refunded in full; later, your deposit is kept. If you do not turn up, your deposit is kept. ' +
        'When paid in full: cancel at least 24 hours before your visit and your payment is refunded in full; later, your payment is kept. If you do not turn up, your payment is kept.',
    );
  });

  it('reads only the names’ own keys', () => {
    const p = policy({ mode: 'card', serviceOverrides: { toString: { mode: 'none' as const, deposit: null } } });
    expect(policyText(p, { serviceNames: {} })).toBe(
      'Your card is saved when you book; nothing is taken then. Cancelling is free of charge.',
    );
  });

  it('is the same for the same policy', () => {
    const p = policy({
      mode: 'deposit',
      deposit: { kind: 'percent', value: 20 },
      serviceOverrides: { z: { mode: 'card', deposit: null }, a: { mode: 'prepay', deposit: null } },
    });
    const names = { z: 'Zero fade', a: 'Afro cut' };
    expect(policyText(p, { serviceNames: names })).toBe(
      policyText({ ...p, serviceOverrides: { a: p.serviceOverrides.a!, z: p.serviceOverrides.z! } }, { serviceNames: names }),
    );
    expect(policyText(p, { serviceNames: names }).indexOf('Afro cut')).toBeLessThan(
      policyText(p, { serviceNames: names }).indexOf('Zero fade'),
    );
  });
});

describe('policyTextFor', () => {
  it('below Stripe’s 30p minimum describes the card saved instead, or nothing', () => {
    const tiny = policy({ mode: 'deposit', deposit: { kind: 'percent', value: 1 } });
    const withFee = policyTextFor({ ...tiny, noShowFee: { kind: 'fixed', value: 500 } }, ['cut'], 2000);
    expect(withFee).not.toMatch(/deposit/i);
    expect(withFee).toBe(policyTextFor(policy({ mode: 'card', noShowFee: { kind: 'fixed', value: 500 } }), ['cut'], 2000));
    expect(policyTextFor(tiny, ['cut'], 2000)).toBe(NO_PROTECTION_TEXT);
  });

  it('gives the visit’s amounts', () => {
    const p = policy({
      mode: 'deposit',
      deposit: { kind: 'percent', value: 20 },
      lateCancelFee: { kind: 'fixed', value: 300 },
      noShowFee: { kind: 'percent', value: 50 },
    });
    expect(policyTextFor(p, ['cut'], 3500)).toBe(
      'A deposit of £7.00 is taken when you book and counts towards the price of your visit. ' +
        'Cancel at least 24 hours before your visit and your deposit is refunded in full; later, £3.00 is kept from your deposit and the rest is refunded. ' +
        'If you do not turn up, your deposit is kept.',
    );
  });

  it('gives a prepayment’s price and a card’s fees in pounds', () => {
    expect(policyTextFor(policy({ mode: 'prepay', noShowFee: { kind: 'percent', value: 50 } }), [], 3500)).toBe(
      'The full price of the visit (£35.00) is paid when you book. ' +
        'Cancel at least 24 hours before your visit and your payment is refunded in full; later, your payment is kept. ' +
        'If you do not turn up, £17.50 is kept from your payment and the rest is refunded.',
    );
    expect(
      policyTextFor(
        policy({ mode: 'card', lateCancelFee: { kind: 'percent', value: 50 }, noShowFee: { kind: 'fixed', value: 5000 } }),
        ['cut'],
        3500,
      ),
    ).toBe(
      'Your card is saved when you book; nothing is taken then. ' +
        'Cancel at least 24 hours before your visit and nothing is charged; later, a late-cancellation fee of £17.50 is charged to your saved card. ' +
        'If you do not turn up, a no-show fee of £35.00 is charged to your saved card.',
    );
  });

  it('follows the visit’s services', () => {
    const p = policy({
      mode: 'card',
      serviceOverrides: {
        beard: { mode: 'none', deposit: null },
        fade: { mode: 'deposit', deposit: { kind: 'fixed', value: 1000 } },
      },
    });
    expect(policyTextFor(p, ['beard'], 1500)).toBe(NO_PROTECTION_TEXT);
    expect(policyTextFor(p, ['beard', 'fade'], 4000)).toMatch(/^A deposit of £10\.00 is taken when you book/);
    expect(policyTextFor(p, ['fade'], 4000)).toContain('later, your deposit is kept.');
  });
});
