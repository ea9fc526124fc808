import { ONLINE_BOOKING_UNAVAILABLE, subscriptionAccess } from './access';
import type { UserBilling } from '../model/types';

/** Why a shop cannot take online bookings now (billing/bookable decides). */
export type NotBookableReason = 'no_access' | 'no_barber' | 'no_service';

export interface BookabilityFacts {
  /**
   * The owner's billing; undefined when the shop has no owner account or the account has no
   * billing fields (imported or seeded shops), which have nothing to check (docs/billing.md).
   */
  ownerBilling: UserBilling | undefined;
  activeBarbers: number;
  activeServices: number;
  now: number;
}

/** A shop takes bookings with the owner's trial or subscription running, an active barber and an active service. */
export function notBookableReason(facts: BookabilityFacts): NotBookableReason | null {
  if (facts.ownerBilling && !subscriptionAccess(facts.ownerBilling, facts.now).hasAccess) return 'no_access';
  if (facts.activeBarbers === 0) return 'no_barber';
  if (facts.activeServices === 0) return 'no_service';
  return null;
}

/** The notice at the top of the public page of a shop that cannot take bookings. */
export const NOT_BOOKABLE_MESSAGES: Record<NotBookableReason, string> = {
  no_access: ONLINE_BOOKING_UNAVAILABLE,
  no_barber: 'This barbershop has no barbers taking online bookings right now. Please contact the shop directly.',
  no_service: 'This barbershop has no services open for online booking right now. Please contact the shop directly.',
};

/** The times step when the shop (or the chosen barber) has nobody taking bookings. */
export const NO_ACTIVE_BARBER_SLOTS =
  'No barber is taking online bookings at this barbershop right now, so there are no times to show. Please contact the shop directly.';
export const CHOSEN_BARBER_UNAVAILABLE = 'This barber is no longer taking online bookings. Please choose another barber.';
