import { earnedBy } from '../money/earned';
import type { Appointment } from '../model/types';

/** What a customer's profile reads of each of their appointments. */
export type ProfileVisit = Pick<
  Appointment,
  'id' | 'date' | 'time' | 'start' | 'serviceName' | 'barberName' | 'pricePence' | 'status' | 'customerId'
>;

export interface CustomerProfile<V extends ProfileVisit = ProfileVisit> {
  /** every booking of the customer, newest first (cancelled ones and no-shows included) */
  visits: V[];
  /** what their visits earned by now (earnedBy, the Reports' rule): upcoming bookings are not included */
  totalSpendPence: number;
  /** the latest visit that happened: the latest that earned (completed, or scheduled and started) */
  lastVisit: V | null;
  /** the next scheduled visit from now */
  nextVisit: V | null;
  noShowCount: number;
}

const newestFirst = (a: ProfileVisit, b: ProfileVisit) => b.date.localeCompare(a.date) || b.time.localeCompare(a.time);

/** The no-shows among a customer's bookings (the owner sees the count when they book again). */
export const noShowCount = (visits: readonly Pick<ProfileVisit, 'status'>[]) =>
  visits.filter((v) => v.status === 'no_show').length;

/** One customer's history from their appointments (the caller passes that customer's only). */
export function customerProfile<V extends ProfileVisit>(appointments: readonly V[], now: Date): CustomerProfile<V> {
  const visits = [...appointments].sort(newestFirst);
  const happened = visits.filter((v) => earnedBy(v, now));
  const upcoming = visits.filter((v) => v.status === 'scheduled' && v.start.getTime() > now.getTime());
  return {
    visits,
    totalSpendPence: happened.reduce((sum, v) => sum + v.pricePence, 0),
    lastVisit: happened[0] ?? null,
    nextVisit: upcoming[upcoming.length - 1] ?? null,
    noShowCount: noShowCount(visits),
  };
}

/** How the owner reads a customer's no-shows: '1 no-show', '3 no-shows'; '' for none. */
export function noShowLabel(count: number): string {
  if (count <= 0) return '';
  return count === 1 ? '1 no-show' : `${count} no-shows`;
}
