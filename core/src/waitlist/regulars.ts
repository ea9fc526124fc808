// Regulars who are due (issue 36): from each customer's completed visits, the usual gap between
// them, and who is past it by half again with nothing booked ahead. The shop invites them to book.
import type { AppointmentStatus } from '../model/types';
import type { MarketingConsent } from '../model/waitlist';
import { dayjs } from '../time/zone';
import type { RegularDueDto } from './contracts';

/** Fewer completed visits than this tell no habit: one gap is a coincidence. */
export const REGULAR_MIN_VISITS = 3;

/** Overdue once the days since the last visit pass the usual gap times this. */
export const OVERDUE_FACTOR = 1.5;

const daysBetween = (from: string, to: string) => dayjs.utc(to).diff(dayjs.utc(from), 'day');

/**
 * The median gap in days between consecutive visits (YYYY-MM-DD, any order; two visits on one day
 * count once), or null with fewer than REGULAR_MIN_VISITS visit days. The median, not the mean: one
 * long holiday between visits does not make a three-weekly customer look six-weekly.
 */
export function usualGapDays(visitDates: readonly string[]): number | null {
  const days = [...new Set(visitDates)].sort();
  if (days.length < REGULAR_MIN_VISITS) return null;
  const gaps = days
    .slice(1)
    .map((d, i) => daysBetween(days[i]!, d))
    .sort((a, b) => a - b);
  const mid = Math.floor(gaps.length / 2);
  return gaps.length % 2 === 1 ? gaps[mid]! : Math.round((gaps[mid - 1]! + gaps[mid]!) / 2);
}

/** A shop's customer as the list needs it. */
export interface RegularCustomer {
  id: string;
  name: string;
  email: string;
  marketing?: Pick<MarketingConsent, 'consent' | 'invitedAt'> | null;
}

/** One of the shop's appointments (completed ones give the history, scheduled ones a visit ahead). */
export interface RegularVisit {
  customerId: string;
  /** YYYY-MM-DD, shop zone */
  date: string;
  status: AppointmentStatus;
}

/**
 * The customers overdue for their next visit on `today` (shop zone): at least REGULAR_MIN_VISITS
 * completed visits, more days since the last than OVERDUE_FACTOR times their usual gap, and no
 * scheduled visit from today on. Most overdue (relative to their own habit) first.
 */
export function regularsDue(
  customers: readonly RegularCustomer[],
  visits: readonly RegularVisit[],
  today: string,
): RegularDueDto[] {
  const done = new Map<string, string[]>();
  const ahead = new Set<string>();
  for (const v of visits) {
    if (!v.customerId) continue;
    if (v.status === 'scheduled' && v.date >= today) ahead.add(v.customerId);
    if (v.status === 'completed' && v.date <= today) done.set(v.customerId, [...(done.get(v.customerId) ?? []), v.date]);
  }
  const due: (RegularDueDto & { ratio: number })[] = [];
  for (const c of customers) {
    const dates = done.get(c.id);
    if (!dates || ahead.has(c.id)) continue;
    const gap = usualGapDays(dates);
    if (gap === null || gap <= 0) continue;
    const lastVisitDate = dates.reduce((a, b) => (a > b ? a : b));
    const daysSinceLastVisit = daysBetween(lastVisitDate, today);
    if (daysSinceLastVisit <= gap * OVERDUE_FACTOR) continue;
    const invitedAt = c.marketing?.invitedAt ?? null;
    due.push({
      customerId: c.id,
      name: c.name,
      email: c.email,
      visits: new Set(dates).size,
      usualGapDays: gap,
      lastVisitDate,
      daysSinceLastVisit,
      consent: c.marketing?.consent === true,
      invitedAt: invitedAt ? invitedAt.toISOString() : null,
      ratio: daysSinceLastVisit / gap,
    });
  }
  return due
    .sort((a, b) => b.ratio - a.ratio || b.daysSinceLastVisit - a.daysSinceLastVisit || a.name.localeCompare(b.name))
    .map(({ ratio: _ratio, ...dto }) => dto);
}
