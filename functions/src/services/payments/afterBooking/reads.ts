// The money the dashboard reads: the customer profile's payments and the Reports' weekly money,
// both from the shop's PaymentRecords.
import type { CustomerPaymentDto, WeeklyMoney } from '@barbershop/core/payments';
import { weeklyMoney } from '@barbershop/core/payments';
import { dayBounds } from '@barbershop/core/time';
import { isDocId } from '@barbershop/core/validation';
import { db } from '../../../app/firebase';
import { appointments, customers, paymentRecords } from '../../../data/collections';
import { notFound } from '../../../errors';
import { actorIn } from '../../reads/members';

/**
 * GET /api/barbershops/{id}/customers/{customerId}/payments: newest first. The shop's money, so
 * reports.read (the owner and managers, as payments.act), not customers.read: the front desk
 * sees the customer, not what they paid.
 */
export async function customerPayments(uid: string, shopId: string, customerId: string): Promise<CustomerPaymentDto[]> {
  await actorIn(uid, shopId, 'reports.read');
  // A malformed id (`a%2Fb`) is a customer that does not exist, not a Firestore path error.
  if (!isDocId(customerId) || !(await customers(shopId).doc(customerId).get()).exists) throw notFound('Customer not found');
  const records = (await paymentRecords(shopId).where('customerId', '==', customerId).get()).docs.map((d) => d.data());
  const ids = [...new Set(records.map((r) => r.appointmentId))];
  const booked = ids.length ? await db.getAll(...ids.map((id) => appointments(shopId).doc(id))) : [];
  const visits = new Map(booked.map((s) => [s.id, s.data()]));
  return records
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => ({
      id: r.id,
      appointmentId: r.appointmentId,
      kind: r.kind,
      amountPence: r.amountPence,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      date: visits.get(r.appointmentId)?.date ?? '',
      serviceName: visits.get(r.appointmentId)?.serviceName ?? '',
    }));
}

/**
 * The Reports' money per week for `from`..`to` (shop-zone dates): the records made in the range.
 * A deposit counts as kept for the bookings whose payment ended 'kept' (no-show or late cancel).
 */
export async function reportMoney(shopId: string, timeZone: string, from: string, to: string): Promise<WeeklyMoney[]> {
  const start = new Date(dayBounds(from, timeZone).start);
  const end = new Date(dayBounds(to, timeZone).end);
  const records = (await paymentRecords(shopId).where('createdAt', '>=', start).where('createdAt', '<', end).get()).docs.map(
    (d) => d.data(),
  );
  const ids = [...new Set(records.filter((r) => r.kind === 'deposit' || r.kind === 'prepayment').map((r) => r.appointmentId))];
  const booked = ids.length ? await db.getAll(...ids.map((id) => appointments(shopId).doc(id))) : [];
  const kept = new Set(booked.filter((s) => s.data()?.payment?.state === 'kept').map((s) => s.id));
  return weeklyMoney(records, timeZone, kept);
}
