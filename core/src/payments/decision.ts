import { formatPence } from '../money/format';
import type { AppointmentStatus } from '../model/types';
import { feeAmountPence, MIN_FIXED_FEE_PENCE, takeableProtection } from './policy';
import type { CustomerHistory, PaymentPolicy, ProtectionDecision, ProtectionKind, ProtectionReasonCode } from './types';

const HOUR_MS = 3_600_000;
/** "The last 12 months": 365 days back from now. */
export const HISTORY_DAYS = 365;

export interface HistoryAppointment {
  status: AppointmentStatus;
  start: Date;
  cancelledBy?: 'customer' | 'owner' | null;
  cancelledAt?: Date | null;
  payment?: { policy: { cancelWindowHours: number } };
}

/**
 * A customer's record in one shop. Completed visits, no-shows and late cancels count over the
 * last 12 months; `anyVisit` counts any booking ever that was not cancelled (a customer whose
 * only bookings were cancelled is still new). A late cancel is the customer's own cancel less
 * than the booking's window (the one it was booked under, else the shop's `windowHours`)
 * before its start.
 */
export function customerHistory(appointments: HistoryAppointment[], now: Date, windowHours: number): CustomerHistory {
  const since = now.getTime() - HISTORY_DAYS * 24 * HOUR_MS;
  const history: CustomerHistory = { completedVisits: 0, noShows: 0, lateCancels: 0, anyVisit: false };
  for (const a of appointments) {
    if (a.status !== 'cancelled') history.anyVisit = true;
    if (a.start.getTime() < since) continue;
    if (a.status === 'completed') history.completedVisits += 1;
    else if (a.status === 'no_show') history.noShows += 1;
    else if (a.status === 'cancelled' && a.cancelledBy === 'customer' && a.cancelledAt) {
      const window = (a.payment?.policy.cancelWindowHours ?? windowHours) * HOUR_MS;
      if (a.start.getTime() - a.cancelledAt.getTime() < window) history.lateCancels += 1;
    }
  }
  return history;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const REQUIREMENT: Record<ProtectionKind, string> = {
  none: 'no deposit or card needed',
  card: 'card on file required',
  deposit: 'deposit required',
  prepay: 'full payment at booking required',
};

function decide(kind: ProtectionKind, reason: ProtectionReasonCode, why: string, amountDuePence: number): ProtectionDecision {
  return { kind, reason, explanation: `${why}: ${REQUIREMENT[kind]}`, amountDuePence: kind === 'none' ? 0 : amountDuePence };
}

/**
 * What one booking must give, and the sentence the owner reads about why. The visit's
 * protection comes from effectiveProtection; the audience then decides whether this customer
 * is asked for it; a regular (at least `regularMinVisits` completed visits in 12 months and no
 * no-show) is waived when the shop says so. Amount due: the deposit, or the whole visit for prepay.
 */
export function protectionFor(
  policy: PaymentPolicy | undefined,
  input: { serviceIds: string[]; visitPence: number; history: CustomerHistory },
): ProtectionDecision {
  const { mode, deposit, belowMinimum } = policy
    ? takeableProtection(policy, input.serviceIds, input.visitPence)
    : { mode: 'none' as const, deposit: null, belowMinimum: null };
  // below the minimum the customer is still "asked" (audience, regulars), only for less
  if (!policy || (mode === 'none' && !belowMinimum))
    return decide('none', 'policy_none', 'The shop asks for nothing at booking', 0);
  const amount = mode === 'deposit' ? feeAmountPence(deposit, input.visitPence) : mode === 'prepay' ? input.visitPence : 0;
  const h = input.history;
  const incidents = h.noShows + h.lateCancels;
  const incidentsText = `${plural(incidents, 'no-show or late cancel', 'no-shows or late cancels')} in the last 12 months`;
  let applies: { reason: ProtectionReasonCode; why: string };
  switch (policy.audience) {
    case 'new_customers':
      if (h.anyVisit) return decide('none', 'returning_customer', 'Returning customer', 0);
      applies = { reason: 'new_customer', why: 'New customer' };
      break;
    case 'flagged_customers':
      if (incidents < policy.flaggedMinIncidents) {
        const why =
          incidents === 0
            ? 'No no-shows or late cancels in the last 12 months'
            : `${incidentsText} (fewer than ${policy.flaggedMinIncidents})`;
        return decide('none', 'not_flagged', why, 0);
      }
      applies = { reason: 'flagged_customer', why: incidentsText };
      break;
    default:
      applies = { reason: 'everyone', why: 'Shop policy for every customer' };
  }
  if (policy.waiveRegulars && h.completedVisits >= policy.regularMinVisits && h.noShows === 0) {
    return {
      kind: 'none',
      reason: 'regular_waived',
      explanation: `Regular (${plural(h.completedVisits, 'visit', 'visits')}, no no-shows): protection waived`,
      amountDuePence: 0,
    };
  }
  if (belowMinimum) {
    const asked = belowMinimum.mode === 'prepay' ? 'the payment' : 'the deposit';
    const why = `${applies.why}; ${asked} of ${formatPence(belowMinimum.pence)} is below the ${MIN_FIXED_FEE_PENCE}p card minimum`;
    return decide(mode, applies.reason, why, 0);
  }
  return decide(mode, applies.reason, applies.why, amount);
}
