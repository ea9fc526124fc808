import type { PaymentOutcomeDto } from '@barbershop/core/payments';

/** The money outcome in a status change's answer (PATCH /api/appointments/{id}), when there was money to settle. */
export function noShowOutcomeOf(answer: { paymentOutcome?: PaymentOutcomeDto | null }): PaymentOutcomeDto | null {
  const outcome = answer.paymentOutcome;
  return outcome && outcome.action !== 'none' ? outcome : null;
}
