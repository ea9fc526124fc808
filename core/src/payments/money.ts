import { periodStartOf } from '../reports/periods';
import { instantToZoned } from '../time/zone';
import type { PaymentRecord } from './types';

export interface WeeklyMoney {
  /** the week's Monday, YYYY-MM-DD in the shop's zone */
  weekStart: string;
  /** deposits and prepayments kept from no-shows and late cancels (net of their refunds) */
  depositsKept: number;
  /** late-cancel and no-show fees charged (and captured pre-authorisations) */
  feesCharged: number;
  /** money sent back to customers */
  refunds: number;
  /** depositsKept + feesCharged: income a no-show or late cancel would otherwise have cost */
  revenueProtected: number;
}

/**
 * Reports' money per week, oldest first, from the shop's succeeded payment records. Every
 * record counts in the week it happened in the shop's zone. A deposit or prepayment counts as
 * kept only for the appointments in `keptAppointmentIds` (those that ended as a no-show or late
 * cancel with money kept), net of that appointment's refunds; a deposit for a visit that took
 * place is part of the visit's price, not protected revenue.
 */
export function weeklyMoney(
  records: PaymentRecord[],
  timezone: string,
  keptAppointmentIds: ReadonlySet<string> = new Set(),
): WeeklyMoney[] {
  const succeeded = records.filter((r) => r.status === 'succeeded');
  const refundedByAppointment = new Map<string, number>();
  for (const r of succeeded) {
    if (r.kind === 'refund')
      refundedByAppointment.set(r.appointmentId, (refundedByAppointment.get(r.appointmentId) ?? 0) + r.amountPence);
  }
  const weeks = new Map<string, WeeklyMoney>();
  for (const r of succeeded) {
    const weekStart = periodStartOf(instantToZoned(r.createdAt, timezone).date, 'week');
    let week = weeks.get(weekStart);
    if (!week) {
      week = { weekStart, depositsKept: 0, feesCharged: 0, refunds: 0, revenueProtected: 0 };
      weeks.set(weekStart, week);
    }
    if (r.kind === 'refund') week.refunds += r.amountPence;
    else if (r.kind === 'late_cancel_fee' || r.kind === 'no_show_fee') week.feesCharged += r.amountPence;
    else if (keptAppointmentIds.has(r.appointmentId)) {
      // one deposit per appointment: its refunds come off it once
      const refunded = refundedByAppointment.get(r.appointmentId) ?? 0;
      refundedByAppointment.set(r.appointmentId, Math.max(0, refunded - r.amountPence));
      week.depositsKept += Math.max(0, r.amountPence - refunded);
    }
    week.revenueProtected = week.depositsKept + week.feesCharged;
  }
  return [...weeks.values()].sort((a, b) => a.weekStart.localeCompare(b.weekStart));
}
