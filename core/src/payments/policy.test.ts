import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { validateInput } from '../validation/inputKeys';
import { DEFAULT_PAYMENT_POLICY, effectiveProtection, feeAmountPence, paymentPolicySchema } from './policy';
import type { PaymentPolicy } from './types';

/** What the route answers: the validated body, or every field message at once. */
async function outcome(input: unknown): Promise<unknown> {
  try {
    return await validateInput(paymentPolicySchema, input);
  } catch (err) {
    if (err instanceof ValidationError) return err.errors;
    throw err;
  }
}

const defaults = {
  mode: 'none',
  deposit: null,
  cancelWindowHours: 24,
  lateCancelFee: null,
  noShowFee: null,
  audience: 'everyone',
  flaggedMinIncidents: 2,
  waiveRegulars: false,
  regularMinVisits: 5,
  preauthorizeNoShowFee: false,
  serviceOverrides: {},
};

describe('DEFAULT_PAYMENT_POLICY', () => {
  it('asks nothing of anyone and has never been saved', () => {
    expect(DEFAULT_PAYMENT_POLICY).toEqual({ ...defaults, version: 0, updatedAt: null });
  });
});

describe('paymentPolicySchema', () => {
  it('fills what is left out from the defaults and drops the server fields', async () => {
    expect(await outcome({ mode: 'none', version: 9, updatedAt: 'x', extra: 1 })).toEqual(defaults);
  });

  it('keeps a whole policy as given', async () => {
    const policy = {
      mode: 'card',
      deposit: null,
      cancelWindowHours: 48,
      lateCancelFee: { kind: 'percent', value: 50 },
      noShowFee: { kind: 'fixed', value: 1500 },
      audience: 'flagged_customers',
      flaggedMinIncidents: 3,
      waiveRegulars: true,
      regularMinVisits: 8,
      preauthorizeNoShowFee: true,
      serviceOverrides: {
        svc_1: { mode: 'prepay', deposit: null },
        'svc-2': { mode: 'deposit', deposit: { kind: 'fixed', value: 500 } },
      },
    };
    expect(await outcome(policy)).toEqual(policy);
  });

  it('needs a mode, one of the four', async () => {
    expect(await outcome({})).toEqual(['mode is required']);
    expect(await outcome({ mode: 'all' })).toEqual(['mode must be one of none, card, deposit, prepay']);
    expect(await outcome({ mode: 1 })).toEqual(['mode must be one of none, card, deposit, prepay']);
    for (const mode of ['none', 'card', 'prepay']) expect(await outcome({ mode })).toMatchObject({ mode });
  });

  it('refuses a body that is not an object', async () => {
    expect(await outcome('card')).toEqual(['The policy must be an object']);
    expect(await outcome([])).toEqual(['The policy must be an object']);
    expect(await outcome(null)).toEqual(['The policy must be an object']);
  });

  it('needs a deposit in deposit mode and drops one in any other mode', async () => {
    expect(await outcome({ mode: 'deposit' })).toEqual(['Policy: a deposit amount is required in deposit mode']);
    expect(await outcome({ mode: 'deposit', deposit: null })).toEqual(['Policy: a deposit amount is required in deposit mode']);
    expect(await outcome({ mode: 'deposit', deposit: { kind: 'percent', value: 20 } })).toMatchObject({
      deposit: { kind: 'percent', value: 20 },
    });
    expect(await outcome({ mode: 'card', deposit: { kind: 'percent', value: 20 } })).toMatchObject({
      mode: 'card',
      deposit: null,
    });
  });

  it('takes a percentage from 1 to 100, whole', async () => {
    const deposit = (value: unknown) => outcome({ mode: 'deposit', deposit: { kind: 'percent', value } });
    expect(await deposit(1)).toMatchObject({ deposit: { value: 1 } });
    expect(await deposit(100)).toMatchObject({ deposit: { value: 100 } });
    const range = ['Deposit percentage must be a whole number from 1 to 100'];
    expect(await deposit(0)).toEqual(range);
    expect(await deposit(101)).toEqual(range);
    expect(await deposit(12.5)).toEqual(range);
    expect(await deposit('20')).toEqual(['Deposit percentage must be a number']);
  });

  it('takes a fixed amount from 30p to £1,000, whole pence', async () => {
    const fee = (value: unknown) => outcome({ mode: 'card', noShowFee: { kind: 'fixed', value } });
    expect(await fee(30)).toMatchObject({ noShowFee: { kind: 'fixed', value: 30 } });
    expect(await fee(100_000)).toMatchObject({ noShowFee: { value: 100_000 } });
    const range = ['No-show fee amount must be from £0.30 to £1,000 (30 to 100000 pence)'];
    expect(await fee(29)).toEqual(range);
    expect(await fee(100_001)).toEqual(range);
    expect(await fee(500.5)).toEqual(range);
  });

  it('names what is wrong with a broken fee', async () => {
    expect(await outcome({ mode: 'card', lateCancelFee: 'x' })).toEqual(['Late-cancel fee must be an object or null']);
    expect(await outcome({ mode: 'card', lateCancelFee: [] })).toEqual(['Late-cancel fee must be an object or null']);
    expect(await outcome({ mode: 'card', lateCancelFee: { kind: 'half', value: 5 } })).toEqual([
      'Late-cancel fee kind must be one of percent, fixed',
    ]);
    expect(await outcome({ mode: 'card', lateCancelFee: { value: 50 } })).toEqual(['Late-cancel fee kind is required']);
    expect(await outcome({ mode: 'card', lateCancelFee: { kind: 'percent' } })).toEqual(['Late-cancel fee value is required']);
    expect(await outcome({ mode: 'card', lateCancelFee: { kind: 'fixed' } })).toEqual(['Late-cancel fee value is required']);
  });

  it('refuses fees when the mode is none: there is no card to charge', async () => {
    const message = ['Late-cancel and no-show fees need a card or a deposit: choose a mode other than none, or remove the fees'];
    expect(await outcome({ mode: 'none', noShowFee: { kind: 'fixed', value: 1000 } })).toEqual(message);
    expect(await outcome({ mode: 'none', lateCancelFee: { kind: 'percent', value: 50 } })).toEqual(message);
    for (const mode of ['card', 'deposit', 'prepay']) {
      const body = {
        mode,
        deposit: { kind: 'fixed', value: 500 },
        lateCancelFee: { kind: 'percent', value: 50 },
        noShowFee: { kind: 'fixed', value: 1000 },
      };
      expect(await outcome(body)).toMatchObject({ mode, noShowFee: { value: 1000 } });
    }
  });

  it('bounds the window, the thresholds and the flags', async () => {
    const ok = { mode: 'card', cancelWindowHours: 0, flaggedMinIncidents: 1, regularMinVisits: 1 };
    expect(await outcome(ok)).toMatchObject(ok);
    const top = { mode: 'card', cancelWindowHours: 168, flaggedMinIncidents: 20, regularMinVisits: 50 };
    expect(await outcome(top)).toMatchObject(top);
    expect(
      await outcome({
        mode: 'card',
        cancelWindowHours: 169,
        flaggedMinIncidents: 0,
        regularMinVisits: 51,
        waiveRegulars: 'true',
        audience: 'all',
      }),
    ).toEqual([
      'cancelWindowHours must be a whole number from 0 to 168',
      'audience must be one of everyone, new_customers, flagged_customers',
      'flaggedMinIncidents must be a whole number from 1 to 20',
      'waiveRegulars must be true or false',
      'regularMinVisits must be a whole number from 1 to 50',
    ]);
    expect(await outcome({ mode: 'card', cancelWindowHours: -1, flaggedMinIncidents: 21, preauthorizeNoShowFee: 1 })).toEqual([
      'cancelWindowHours must be a whole number from 0 to 168',
      'flaggedMinIncidents must be a whole number from 1 to 20',
      'preauthorizeNoShowFee must be true or false',
    ]);
    for (const audience of ['new_customers', 'flagged_customers'])
      expect(await outcome({ mode: 'card', audience })).toMatchObject({ audience });
  });

  it('takes service overrides keyed by service id, at most 100', async () => {
    const hundred = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`s${i}`, { mode: 'card', deposit: null }]));
    expect(await outcome({ mode: 'none', serviceOverrides: hundred })).toMatchObject({ serviceOverrides: hundred });
    expect(await outcome({ mode: 'none', serviceOverrides: { ...hundred, s100: { mode: 'card' } } })).toEqual([
      'At most 100 service overrides',
    ]);
    expect(await outcome({ mode: 'none', serviceOverrides: { 'not an id': { mode: 'card' } } })).toEqual([
      'serviceOverrides keys must be service ids',
    ]);
    expect(await outcome({ mode: 'none', serviceOverrides: { __x__: { mode: 'card' } } })).toEqual([
      'serviceOverrides keys must be service ids',
    ]);
  });

  it('checks each override like the shop’s own mode and deposit', async () => {
    expect(
      await outcome({ mode: 'none', serviceOverrides: { s1: { mode: 'card', deposit: { kind: 'fixed', value: 500 } } } }),
    ).toMatchObject({
      serviceOverrides: { s1: { mode: 'card', deposit: null } },
    });
    expect(await outcome({ mode: 'none', serviceOverrides: { s1: { mode: 'deposit' } } })).toEqual([
      'Service override: a deposit amount is required in deposit mode',
    ]);
    expect(await outcome({ mode: 'none', serviceOverrides: { s1: {} } })).toEqual(['Service mode is required']);
    expect(await outcome({ mode: 'none', serviceOverrides: { s1: { mode: 'later' } } })).toEqual([
      'Service mode must be one of none, card, deposit, prepay',
    ]);
    expect(
      await outcome({ mode: 'none', serviceOverrides: { s1: { mode: 'deposit', deposit: { kind: 'percent', value: 0 } } } }),
    ).toEqual(['Service deposit percentage must be a whole number from 1 to 100']);
    expect(await outcome({ mode: 'none', serviceOverrides: { s1: 'card' } })).toEqual([
      'Each service override must be an object',
    ]);
    expect(await outcome({ mode: 'none', serviceOverrides: { s1: null } })).toEqual(['Each service override must be an object']);
  });

  it('refuses overrides that are not an object of overrides', async () => {
    const message = ['serviceOverrides must be an object keyed by service id'];
    expect(await outcome({ mode: 'none', serviceOverrides: [] })).toEqual(message);
    expect(await outcome({ mode: 'none', serviceOverrides: 'x' })).toEqual(message);
    expect(await outcome({ mode: 'none', serviceOverrides: null })).toEqual(message);
  });
});

describe('feeAmountPence', () => {
  it('is nothing without a rule', () => {
    expect(feeAmountPence(null, 3500)).toBe(0);
  });

  it('takes a percentage of the visit, rounded to whole pence', () => {
    expect(feeAmountPence({ kind: 'percent', value: 20 }, 3500)).toBe(700);
    expect(feeAmountPence({ kind: 'percent', value: 15 }, 1250)).toBe(188); // 187.5
    expect(feeAmountPence({ kind: 'percent', value: 33 }, 1001)).toBe(330); // 330.33
    expect(feeAmountPence({ kind: 'percent', value: 100 }, 3500)).toBe(3500);
  });

  it('takes a fixed amount, never more than the visit', () => {
    expect(feeAmountPence({ kind: 'fixed', value: 1000 }, 3500)).toBe(1000);
    expect(feeAmountPence({ kind: 'fixed', value: 3500 }, 3500)).toBe(3500);
    expect(feeAmountPence({ kind: 'fixed', value: 5000 }, 3500)).toBe(3500);
  });
});

describe('effectiveProtection', () => {
  const policy: Pick<PaymentPolicy, 'mode' | 'deposit' | 'serviceOverrides'> = {
    mode: 'card',
    deposit: { kind: 'percent', value: 20 },
    serviceOverrides: {
      colour: { mode: 'prepay', deposit: null },
      fade: { mode: 'deposit', deposit: { kind: 'fixed', value: 500 } },
      beard: { mode: 'none', deposit: null },
      design: { mode: 'deposit', deposit: { kind: 'percent', value: 50 } },
    },
  };

  it('follows the shop for services without their own terms (and for no services)', () => {
    expect(effectiveProtection(policy, ['cut'])).toEqual({ mode: 'card', deposit: null });
    expect(effectiveProtection(policy, [])).toEqual({ mode: 'card', deposit: null });
    expect(effectiveProtection({ ...policy, mode: 'deposit' }, ['cut'])).toEqual({
      mode: 'deposit',
      deposit: { kind: 'percent', value: 20 },
    });
  });

  it('uses a service’s own terms, weaker or stronger', () => {
    expect(effectiveProtection(policy, ['beard'])).toEqual({ mode: 'none', deposit: null });
    expect(effectiveProtection(policy, ['fade'])).toEqual({ mode: 'deposit', deposit: { kind: 'fixed', value: 500 } });
  });

  it('takes the strongest among the visit’s services: prepay > deposit > card > none', () => {
    expect(effectiveProtection(policy, ['beard', 'cut'])).toEqual({ mode: 'card', deposit: null });
    expect(effectiveProtection(policy, ['beard', 'cut', 'fade'])).toEqual({
      mode: 'deposit',
      deposit: { kind: 'fixed', value: 500 },
    });
    expect(effectiveProtection(policy, ['fade', 'colour', 'beard'])).toEqual({ mode: 'prepay', deposit: null });
    expect(effectiveProtection(policy, ['colour', 'fade'])).toEqual({ mode: 'prepay', deposit: null });
  });

  it('between two deposits takes the larger for the visit, else the first', () => {
    expect(effectiveProtection(policy, ['fade', 'design'], 3000)).toEqual({
      mode: 'deposit',
      deposit: { kind: 'percent', value: 50 },
    });
    expect(effectiveProtection(policy, ['design', 'fade'], 800)).toEqual({
      mode: 'deposit',
      deposit: { kind: 'fixed', value: 500 },
    });
    expect(effectiveProtection(policy, ['design', 'fade'], 1000)).toEqual({
      mode: 'deposit',
      deposit: { kind: 'percent', value: 50 },
    });
    expect(effectiveProtection(policy, ['fade', 'design'], 1000)).toEqual({
      mode: 'deposit',
      deposit: { kind: 'fixed', value: 500 },
    });
    expect(effectiveProtection(policy, ['fade', 'design'])).toEqual({ mode: 'deposit', deposit: { kind: 'fixed', value: 500 } });
  });

  it('never reads an inherited name as an override', () => {
    expect(effectiveProtection(policy, ['constructor'])).toEqual({ mode: 'card', deposit: null });
  });
});
