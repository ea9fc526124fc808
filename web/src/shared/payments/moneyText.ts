// The owner's words for an appointment's fees and times (core's after.ts has the rest).
import type { FeeCharge } from '@barbershop/core/payments';

const FEE_NAMES: Record<FeeCharge['kind'], string> = { late_cancel: 'Late-cancel fee', no_show: 'No-show fee' };
const FEE_STATUS: Record<FeeCharge['status'], string> = {
  succeeded: 'charged',
  failed: 'failed',
  requires_action: 'needs the customer to confirm',
  link_sent: 'payment link sent',
  waived: 'waived',
};

export const feeLabel = (fee: Pick<FeeCharge, 'kind' | 'status'>) => `${FEE_NAMES[fee.kind]} ${FEE_STATUS[fee.status]}`;

/** 12 Nov 2026, 14:03 in the shop's zone. */
export function moneyTime(at: Date, timeZone = 'Europe/London'): string {
  return at.toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
}
