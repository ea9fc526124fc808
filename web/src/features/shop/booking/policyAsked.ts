import type { BarbershopDto } from '@barbershop/core/api';
import type { PaymentPolicy } from '@barbershop/core/payments';

/**
 * The shop's payment policy when a booking must accept it (docs/payments.md "Routes": the shop
 * can take money now and asks for something, for every service or some), else null. No import
 * of core's rules: the shop page's first bundle stays small (the text is made in lazy chunks).
 */
export function policyAsked(shop: Pick<BarbershopDto, 'paymentsLive' | 'paymentPolicy'>): PaymentPolicy | null {
  const policy = shop.paymentPolicy;
  if (!shop.paymentsLive || !policy) return null;
  const asks = policy.mode !== 'none' || Object.values(policy.serviceOverrides ?? {}).some((o) => o.mode !== 'none');
  // core's rules and texts take the stored shape (a Date where the answer has an ISO string)
  return asks ? { ...policy, updatedAt: policy.updatedAt ? new Date(policy.updatedAt) : null } : null;
}
