import { DEFAULT_TIMEZONE, type Appointment, type Customer } from '@barbershop/core/model';
import { addDays, todayIn } from '@barbershop/core/time';
import { regularsDue as dueOf, type RegularDueDto, type RegularVisit } from '@barbershop/core/waitlist';
import { db } from '../../app/firebase';
import { appointments, customers } from '../../data/collections';
import { actorIn } from '../reads/members';

/** How far back a customer's habit is read: a year of visits (and the visits booked ahead). */
const HISTORY_DAYS = 366;

/**
 * GET /api/barbershops/{id}/regulars-due (customers.read): the shop's regulars overdue for their
 * next visit (core regularsDue), most overdue first, with whether each agreed to hear from the shop.
 */
export async function regularsDue(uid: string, shopId: string, now = new Date()): Promise<RegularDueDto[]> {
  const { shop } = await actorIn(uid, shopId, 'customers.read');
  const today = todayIn(shop.timezone || DEFAULT_TIMEZONE, now);
  // one range on a single field (no composite index); the statuses are sorted out in core
  const snap = await appointments(shopId)
    .where('date', '>=', addDays(today, -HISTORY_DAYS))
    .select('customerId', 'date', 'status')
    .get();
  const visits: RegularVisit[] = snap.docs.map((d) => {
    const a = d.data() as Partial<Appointment>;
    return { customerId: a.customerId ?? '', date: a.date ?? '', status: a.status ?? 'cancelled' };
  });
  // Only the customers whose visits make them due are read (not the whole customer list): the
  // habit is judged from the visits alone first, the names and consent added after.
  const candidates = dueOf(
    [...new Set(visits.map((v) => v.customerId).filter(Boolean))].map((id) => ({ id, name: '', email: '' })),
    visits,
    today,
  ).map((d) => d.customerId);
  if (candidates.length === 0) return [];
  const docs = await db.getAll(...candidates.map((id) => customers(shopId).doc(id)));
  const found = docs.map((d) => d.data()).filter((c): c is Customer => Boolean(c));
  return dueOf(found, visits, today);
}
