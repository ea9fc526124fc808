import type { PaymentPolicyDto } from '@barbershop/core/api';
import { DEFAULT_PAYMENT_POLICY, type PaymentPolicy } from '@barbershop/core/payments';

/** The shop's stored policy as the API answers it (the default when the owner never set one). */
export function toPaymentPolicyDto(policy: PaymentPolicy | undefined): PaymentPolicyDto {
  const p = policy ?? DEFAULT_PAYMENT_POLICY;
  return { ...p, updatedAt: p.updatedAt ? p.updatedAt.toISOString() : null };
}
