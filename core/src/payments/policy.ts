import * as yup from 'yup';
import { wholeNumber } from '../validation/builders';
import { isDocId, strictBoolean } from '../validation/fields';
import type { FeeRule, PaymentPolicy, PolicyAudience, ProtectionKind, ServicePaymentOverride } from './types';

/** A shop that never set a policy: nothing is asked of anyone. */
export const DEFAULT_PAYMENT_POLICY: PaymentPolicy = {
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
  version: 0,
  updatedAt: null,
};

/** Stripe's smallest charge in GBP, and the largest fixed amount a shop may set (£1,000). */
export const MIN_FIXED_FEE_PENCE = 30;
export const MAX_FIXED_FEE_PENCE = 100_000;
export const MAX_CANCEL_WINDOW_HOURS = 168;
export const MAX_SERVICE_OVERRIDES = 100;

const PROTECTION_KINDS: readonly ProtectionKind[] = ['none', 'card', 'deposit', 'prepay'];
const AUDIENCES: readonly PolicyAudience[] = ['everyone', 'new_customers', 'flagged_customers'];

function oneOf<T extends string>(label: string, values: readonly T[]) {
  // mixed: a wrong JSON type gets the same one message as a wrong word
  return yup.mixed<T>().oneOf(values, `${label} must be one of ${values.join(', ')}`);
}

/** A fee or deposit: `{kind: 'percent', value: 1-100}` or `{kind: 'fixed', value: pence}`; null is "none". */
function feeRule(label: string) {
  return yup
    .object({
      kind: oneOf(label + ' kind', ['percent', 'fixed'] as const).required(`${label} kind is required`),
      value: wholeNumber(`${label} value`, 1, MAX_FIXED_FEE_PENCE)
        .required(`${label} value is required`)
        .when('kind', ([kind]: unknown[], s) => {
          if (kind === 'percent') return wholeNumber(`${label} percentage`, 1, 100).required(`${label} value is required`);
          const range = `${label} amount must be from £0.30 to £1,000 (30 to 100000 pence)`;
          // an unknown kind is the kind's error alone
          return kind === 'fixed'
            ? wholeNumber(`${label} amount`, MIN_FIXED_FEE_PENCE, MAX_FIXED_FEE_PENCE, range).required(
                `${label} value is required`,
              )
            : s;
        }),
    })
    .typeError(`${label} must be an object or null`)
    .nullable()
    .default(null) as unknown as yup.ObjectSchema<FeeRule | null>;
}

/** A deposit is only meaningful in deposit mode: any other mode drops it rather than refusing the form. */
function dropDepositUnlessDepositMode(value: unknown) {
  if (value && typeof value === 'object' && !Array.isArray(value) && (value as { mode?: unknown }).mode !== 'deposit') {
    return { ...value, deposit: null };
  }
  return value;
}

const depositRequired = (label: string) =>
  [
    'deposit',
    `${label}: a deposit amount is required in deposit mode`,
    (v: { mode?: unknown; deposit?: unknown } | null | undefined) => v == null || v.mode !== 'deposit' || v.deposit != null,
  ] as const;

const overrideSchema = yup
  .object({
    mode: oneOf('Service mode', PROTECTION_KINDS).required('Service mode is required'),
    deposit: feeRule('Service deposit'),
  })
  .typeError('Each service override must be an object')
  .transform(dropDepositUnlessDepositMode)
  .test(...depositRequired('Service override')) as unknown as yup.ObjectSchema<ServicePaymentOverride>;

const serviceOverrides = yup.lazy((value: unknown) => {
  const keys = value && typeof value === 'object' && !Array.isArray(value) ? Object.keys(value) : [];
  return yup
    .object(Object.fromEntries(keys.map((k) => [k, overrideSchema.required('Each service override must be an object')])))
    .typeError('serviceOverrides must be an object keyed by service id')
    .nonNullable('serviceOverrides must be an object keyed by service id')
    .test(
      'count',
      `At most ${MAX_SERVICE_OVERRIDES} service overrides`,
      (v) => v == null || Object.keys(v).length <= MAX_SERVICE_OVERRIDES,
    )
    .test('ids', 'serviceOverrides keys must be service ids', (v) => v == null || Object.keys(v).every(isDocId))
    .default({});
}) as unknown as yup.ObjectSchema<Record<string, ServicePaymentOverride>>;

/**
 * PUT /api/payments/policy: the whole policy except `version` and `updatedAt` (the server's).
 * Fields left out take DEFAULT_PAYMENT_POLICY's values; a deposit outside deposit mode is
 * dropped; fees need a card or a payment, so they must be null when the mode is 'none'.
 */
export const paymentPolicySchema = yup
  .object({
    mode: oneOf('mode', PROTECTION_KINDS).required('mode is required'),
    deposit: feeRule('Deposit'),
    cancelWindowHours: wholeNumber('cancelWindowHours', 0, MAX_CANCEL_WINDOW_HOURS).default(
      DEFAULT_PAYMENT_POLICY.cancelWindowHours,
    ),
    lateCancelFee: feeRule('Late-cancel fee'),
    noShowFee: feeRule('No-show fee'),
    audience: oneOf('audience', AUDIENCES).default(DEFAULT_PAYMENT_POLICY.audience),
    flaggedMinIncidents: wholeNumber('flaggedMinIncidents', 1, 20).default(DEFAULT_PAYMENT_POLICY.flaggedMinIncidents),
    waiveRegulars: strictBoolean('waiveRegulars').default(false),
    regularMinVisits: wholeNumber('regularMinVisits', 1, 50).default(DEFAULT_PAYMENT_POLICY.regularMinVisits),
    preauthorizeNoShowFee: strictBoolean('preauthorizeNoShowFee').default(false),
    serviceOverrides,
  })
  .typeError('The policy must be an object')
  .nonNullable('The policy must be an object')
  .transform(dropDepositUnlessDepositMode)
  .test(...depositRequired('Policy'))
  .test(
    'fees',
    'Late-cancel and no-show fees need a card or a deposit: choose a mode other than none, or remove the fees',
    (v) => v == null || v.mode !== 'none' || (v.lateCancelFee == null && v.noShowFee == null),
  );
export type PaymentPolicyInput = Omit<PaymentPolicy, 'version' | 'updatedAt'>;

/** A fee's or deposit's pence for a visit: a percentage rounds to whole pence; never more than the visit. */
export function feeAmountPence(rule: FeeRule | null, visitPence: number): number {
  if (!rule) return 0;
  const pence = rule.kind === 'percent' ? Math.round((visitPence * rule.value) / 100) : rule.value;
  return Math.min(pence, visitPence);
}

const STRENGTH: Record<ProtectionKind, number> = { none: 0, card: 1, deposit: 2, prepay: 3 };

/**
 * The protection a visit gets from the shop's policy and its services' overrides. A service
 * without an override follows the shop. With several services the strongest protection wins
 * (prepay > deposit > card > none); among deposits, the one taking more of `visitPence`, then
 * the first in the visit's order.
 */
export function effectiveProtection(
  policy: Pick<PaymentPolicy, 'mode' | 'deposit' | 'serviceOverrides'>,
  serviceIds: string[],
  visitPence = 0,
): ServicePaymentOverride {
  const shop: ServicePaymentOverride = { mode: policy.mode, deposit: policy.mode === 'deposit' ? policy.deposit : null };
  const candidates = serviceIds.length
    ? serviceIds.map((id) => (Object.hasOwn(policy.serviceOverrides, id) ? policy.serviceOverrides[id]! : shop))
    : [shop];
  let best = candidates[0]!;
  for (const c of candidates.slice(1)) {
    const stronger = STRENGTH[c.mode] - STRENGTH[best.mode];
    if (
      stronger > 0 ||
      (stronger === 0 && c.mode === 'deposit' && feeAmountPence(c.deposit, visitPence) > feeAmountPence(best.deposit, visitPence))
    ) {
      best = c;
    }
  }
  return { mode: best.mode, deposit: best.mode === 'deposit' ? best.deposit : null };
}

/**
 * The protection a visit can actually get: a deposit or prepayment below Stripe's minimum charge
 * (30p; 0 for a free visit) cannot be taken and would stop the booking, so the card is saved
 * instead when a no-show or late-cancel fee of at least 30p could be charged for it, else nothing.
 * `belowMinimum`: what could not be taken, null when nothing fell back.
 */
export function takeableProtection(
  policy: Pick<PaymentPolicy, 'mode' | 'deposit' | 'serviceOverrides' | 'noShowFee' | 'lateCancelFee'>,
  serviceIds: string[],
  visitPence: number,
): ServicePaymentOverride & { belowMinimum: { mode: 'deposit' | 'prepay'; pence: number } | null } {
  const { mode, deposit } = effectiveProtection(policy, serviceIds, visitPence);
  if (mode !== 'deposit' && mode !== 'prepay') return { mode, deposit, belowMinimum: null };
  const taken = mode === 'deposit' ? feeAmountPence(deposit, visitPence) : visitPence;
  if (taken >= MIN_FIXED_FEE_PENCE) return { mode, deposit, belowMinimum: null };
  const fee = [policy.noShowFee, policy.lateCancelFee].some((f) => feeAmountPence(f, visitPence) >= MIN_FIXED_FEE_PENCE);
  return { mode: fee ? 'card' : 'none', deposit: null, belowMinimum: { mode, pence: taken } };
}
