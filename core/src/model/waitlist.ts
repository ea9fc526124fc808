// The waitlist (issue 36): customers waiting for a time that is not free, and the offers that
// refill a freed chair by themselves. Stored shapes only; the rules are core/src/waitlist.
import type { ActorStamp } from './members';

/** One time window a waitlisted customer would take: a shop-zone date and HH:mm from (inclusive) to (exclusive end of the start). */
export interface WaitlistPreference {
  /** YYYY-MM-DD in the shop's zone */
  date: string;
  /** HH:mm: the earliest start the customer would take */
  from: string;
  /** HH:mm: the latest start the customer would take (a start at `to` fits) */
  to: string;
}

/**
 * waiting: on the list, no live offer; offered: a time is held for them now (`offerId`);
 * booked: they claimed an offer (`appointmentId`); left: they left or the shop removed them;
 * ended: every preferred date passed without a booking.
 */
export type WaitlistEntryState = 'waiting' | 'offered' | 'booked' | 'left' | 'ended';

/** `barbershops/{shopId}/waitlist/{entryId}` (functions only). */
export interface WaitlistEntry {
  /** random (it is in the private link's URL); one live entry per customer per shop per day is kept by functions' `waitlistKeys` lock */
  id: string;
  shopId: string;
  /** the visit's services in order (the first is the main one), as on a booking */
  serviceIds: string[];
  /** null: any available barber */
  barberId: string | null;
  /** 1 to WAITLIST_MAX_PREFERENCES windows, sorted by date then from */
  preferences: WaitlistPreference[];
  /** the preferences' distinct dates, sorted: what the matcher queries by (array-contains-any) */
  dates: string[];
  /** the customer matched by phone in the shop (or the id a new one will get) */
  customerId: string;
  name: string;
  /** E.164 */
  phone: string;
  email: string;
  /** the customer agreed to hear from the shop (offers aside: those they asked for) */
  marketingConsent: boolean;
  /** the customer asked for offers by text too (issue 38); absent: email only */
  textOffers?: boolean;
  /** the customer had a completed visit at the shop when they joined: first in "regulars first" order */
  regular: boolean;
  state: WaitlistEntryState;
  /** SHA-256 hex of the private link's token (`/waitlist/{id}?token=`) */
  tokenHash: string;
  /** the live offer while `state` is 'offered' */
  offerId: string | null;
  /** every time offered to this customer (`offerSlotKey`): never offered to them twice */
  offeredSlots: string[];
  offersSent: number;
  offersExpired: number;
  /** the booking made from the list */
  appointmentId: string | null;
  /** who removed them (the shop) or null (they left, or still on the list) */
  removedBy: ActorStamp | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * offered: the time is held for the entry's customer until `expiresAt`; claimed: they booked it
 * (the appointment's id is the offer's id); expired: not claimed in time; withdrawn: the customer
 * left, the shop removed them, or the time could no longer be offered.
 */
export type WaitlistOfferState = 'offered' | 'claimed' | 'expired' | 'withdrawn';

/**
 * `barbershops/{shopId}/waitlistOffers/{offerId}` (functions only). The hold is the barber-day
 * interval `{start, end, appointmentId: offerId, heldUntil: expiresAt}`, the same mechanism as a
 * payment hold (docs/payments.md "Holds"): the slot engine treats it as busy until it expires, a
 * booking transaction that meets it expired drops it. The offer's id is the id the appointment gets.
 */
export interface WaitlistOffer {
  id: string;
  shopId: string;
  entryId: string;
  barberId: string;
  barberName: string;
  serviceIds: string[];
  serviceName: string;
  /** the visit's time and price as offered (the booking recomputes them from the services) */
  durationMin: number;
  pricePence: number;
  /** shop-zone date and time of the start */
  date: string;
  time: string;
  start: Date;
  /** the busy end (the visit plus its buffer): the interval held */
  busyEnd: Date;
  /** SHA-256 hex of the offer link's token (`/offer/{id}?token=`) */
  tokenHash: string;
  expiresAt: Date;
  state: WaitlistOfferState;
  /** the member who offered it by hand ("Offer this time"); null: offered automatically */
  offeredBy: ActorStamp | null;
  /** the booking it became (claimed), else null */
  appointmentId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The shop's waitlist settings (`Barbershop.waitlist`); absent: DEFAULT_WAITLIST_SETTINGS. */
export interface WaitlistSettings {
  /** customers may join the waitlist from the shop page */
  enabled: boolean;
  /** who is offered a freed time first: the first to join, or customers with a completed visit first */
  order: 'firstCome' | 'regularsFirst';
  /** how long an offered time is held for the customer (WAITLIST_HOLD_MINUTES bounds) */
  holdMinutes: number;
}

/** A customer's agreement to hear from the shop (`Customer.marketing`; functions only). */
export interface MarketingConsent {
  consent: boolean;
  /** when it was last given or withdrawn */
  at: Date;
  /** where: the booking form, the waitlist form, or the unsubscribe link */
  source: 'booking' | 'waitlist' | 'unsubscribe';
  /** the random key of the customer's unsubscribe link (`/unsubscribe?shop=&key=`): the link's only name for them */
  unsubscribeKey: string;
  /** the last "Invite to book" email, for the shop's list (and its once-a-fortnight limit) */
  invitedAt?: Date | null;
}
