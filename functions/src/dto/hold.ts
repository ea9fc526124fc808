import type { PaymentRequiredDto } from '@barbershop/core/api';
import type { PaymentHold } from '@barbershop/core/model';

/** POST /api/appointments (202): what the payment step needs to confirm the hold's intent on the shop's account. */
export function toPaymentRequiredDto(hold: PaymentHold, clientSecret: string, publishableKey: string): PaymentRequiredDto {
  return {
    status: 'payment_required',
    holdId: hold.id,
    kind: hold.intentKind,
    clientSecret,
    stripeAccountId: hold.stripeAccountId,
    publishableKey,
    amountPence: hold.amountPence,
    expiresAt: hold.expiresAt.toISOString(),
    decision: { kind: hold.decision.kind, amountDuePence: hold.decision.amountDuePence },
    policyText: hold.acceptance.text,
  };
}
