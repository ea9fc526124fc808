/** What marking a no-show did with the money (the PATCH answer's `paymentOutcome`, docs/payments.md). */
export interface NoShowOutcome {
  action: 'none' | 'refunded' | 'deposit_kept' | 'fee_charged' | 'fee_failed' | 'preauth_captured';
  amountPence: number;
  failureCode: string | null;
  /** the sentence the owner reads: "No-show fee of £5.00 charged." */
  message: string;
}

/** The outcome in a status change's answer, when the booking had money to settle. */
export function noShowOutcomeOf(answer: unknown): NoShowOutcome | null {
  const outcome = (answer as { paymentOutcome?: NoShowOutcome | null } | undefined)?.paymentOutcome;
  return outcome && outcome.action !== 'none' ? outcome : null;
}
