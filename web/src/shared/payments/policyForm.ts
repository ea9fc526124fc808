// The policy form's values and the policy they stand for. Amounts are typed as the owner reads
// them (a percentage, or pounds and pence); the policy holds whole percentages and pence. The
// form is validated by converting its values and running core's `paymentPolicySchema`, so the
// form and PUT /api/payments/policy refuse the same things with the same messages.
import {
  paymentPolicySchema,
  type FeeRule,
  type PaymentPolicy,
  type PaymentPolicyInput,
  type ProtectionKind,
  type ServicePaymentOverride,
} from '@barbershop/core/payments';
import { getIn, setIn, type FormikErrors } from 'formik';
import { ValidationError } from 'yup';

/** A fee or deposit as typed: none, a percentage, or a fixed amount in pounds ("12.50"). */
export interface FeeFields {
  kind: 'none' | FeeRule['kind'];
  value: string;
}

/** A service's row: 'shop' follows the shop's policy (no override). */
export interface OverrideFields {
  mode: 'shop' | ProtectionKind;
  deposit: FeeFields;
}

export interface PolicyFormValues {
  mode: ProtectionKind;
  deposit: FeeFields;
  cancelWindowHours: string;
  lateCancelFee: FeeFields;
  noShowFee: FeeFields;
  audience: PaymentPolicy['audience'];
  flaggedMinIncidents: string;
  waiveRegulars: boolean;
  regularMinVisits: string;
  preauthorizeNoShowFee: boolean;
  serviceOverrides: Record<string, OverrideFields>;
}

const NO_FEE: FeeFields = { kind: 'none', value: '' };
const DEFAULT_DEPOSIT: FeeFields = { kind: 'percent', value: '20' };

function feeFields(rule: FeeRule | null, fallback: FeeFields = NO_FEE): FeeFields {
  if (!rule) return fallback;
  return { kind: rule.kind, value: rule.kind === 'fixed' ? (rule.value / 100).toFixed(2) : String(rule.value) };
}

/** What was typed as a rule: a percentage as typed, pounds to pence; blank or nonsense stays NaN for the schema to refuse. */
function feeRule(fields: FeeFields): FeeRule | null {
  if (fields.kind === 'none') return null;
  const typed = fields.value.trim() === '' ? Number.NaN : Number(fields.value);
  return { kind: fields.kind, value: fields.kind === 'fixed' ? Math.round(typed * 100) : typed };
}

const whole = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

export function formValuesOf(policy: PaymentPolicyInput, serviceIds: readonly string[]): PolicyFormValues {
  const overrides: Record<string, OverrideFields> = {};
  for (const id of serviceIds) {
    const own = policy.serviceOverrides[id];
    overrides[id] = own
      ? { mode: own.mode, deposit: feeFields(own.deposit, DEFAULT_DEPOSIT) }
      : { mode: 'shop', deposit: DEFAULT_DEPOSIT };
  }
  return {
    mode: policy.mode,
    deposit: feeFields(policy.deposit, DEFAULT_DEPOSIT),
    cancelWindowHours: String(policy.cancelWindowHours),
    lateCancelFee: feeFields(policy.lateCancelFee),
    noShowFee: feeFields(policy.noShowFee),
    audience: policy.audience,
    flaggedMinIncidents: String(policy.flaggedMinIncidents),
    waiveRegulars: policy.waiveRegulars,
    regularMinVisits: String(policy.regularMinVisits),
    preauthorizeNoShowFee: policy.preauthorizeNoShowFee,
    serviceOverrides: overrides,
  };
}

/**
 * The policy the values stand for, as PUT sends it. A deposit is sent only with the deposit
 * mode, and overrides only for the services that have one (a service of the shop's that was
 * deleted since keeps no override).
 */
export function policyOf(values: PolicyFormValues): PaymentPolicyInput {
  const serviceOverrides: Record<string, ServicePaymentOverride> = {};
  for (const [id, row] of Object.entries(values.serviceOverrides)) {
    if (row.mode === 'shop') continue;
    serviceOverrides[id] = { mode: row.mode, deposit: row.mode === 'deposit' ? feeRule(row.deposit) : null };
  }
  return {
    mode: values.mode,
    deposit: values.mode === 'deposit' ? feeRule(values.deposit) : null,
    cancelWindowHours: whole(values.cancelWindowHours),
    lateCancelFee: feeRule(values.lateCancelFee),
    noShowFee: feeRule(values.noShowFee),
    audience: values.audience,
    flaggedMinIncidents: whole(values.flaggedMinIncidents),
    waiveRegulars: values.waiveRegulars,
    regularMinVisits: whole(values.regularMinVisits),
    preauthorizeNoShowFee: values.preauthorizeNoShowFee,
    serviceOverrides,
  };
}

/** The key of a message about the policy as a whole (a fee with no way to take it). */
export const WHOLE_POLICY = 'policy';

/**
 * The form's messages: core's schema run on the policy the values stand for, each message at
 * its field's path; one about the whole policy under WHOLE_POLICY.
 */
export function policyFormErrors(values: PolicyFormValues): FormikErrors<PolicyFormValues> & { [WHOLE_POLICY]?: string } {
  try {
    paymentPolicySchema.validateSync(policyOf(values), { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    let errors: Record<string, unknown> = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const path = e.path ? e.path : WHOLE_POLICY;
      // a fee's value's message is the one under its field: the parent path would hide it
      if (getIn(errors, path) === undefined) errors = setIn(errors, path, e.message) as Record<string, unknown>;
    }
    return errors;
  }
}
