// The money of a booking after it was booked (issue 34, docs/payments.md "After booking").
import type { Appointment } from '@barbershop/core/model';
import type { PaymentOutcomeDto } from '@barbershop/core/payments';
import { settleCompleted, settleNoShow } from './noShow';

export { settleCancel } from './cancel';
export { reloadAppointment } from './ledger';
export { preauthorizeNoShowFee, runNoShowPreauths } from './preauth';

/**
 * After the owner's status change: a no-show's money outcome (null: it took none); a
 * completed visit's held fee released. undefined: the change was not about a paid visit, or
 * the status did not change (a notes edit on a no-show must never charge again).
 */
export async function settleVisitMark(
  a: Appointment,
  previousStatus: Appointment['status'],
): Promise<PaymentOutcomeDto | null | undefined> {
  if (!a.payment || a.status === previousStatus) return undefined;
  if (a.status === 'no_show') return settleNoShow(a.shopId, a.id);
  if (a.status === 'completed') await settleCompleted(a.shopId, a.id);
  return undefined;
}
