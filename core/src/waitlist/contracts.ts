// The waitlist's /api answers (issue 36): docs/api.md "Waitlist".
import type { WaitlistEntryState, WaitlistOfferState, WaitlistPreference, WaitlistSettings } from '../model/waitlist';
import type { ActorStamp } from '../model/members';

/** What the customer's private link shows of their entry (POST /api/waitlist/{id}/lookup). */
export interface WaitlistEntryPublicDto {
  id: string;
  shopId: string;
  shopName: string;
  shopSlug: string;
  timezone: string;
  serviceIds: string[];
  serviceName: string;
  barberId: string | null;
  /** 'Any Available Stylist' when barberId is null */
  barberName: string;
  preferences: WaitlistPreference[];
  state: WaitlistEntryState;
  /** the live offer, while one is held for them */
  offer: { offerId: string; date: string; time: string; barberName: string; expiresAt: string } | null;
  createdAt: string;
}

/** POST /api/waitlist (201): the entry and the raw token of its private link (answered once). */
export interface JoinedWaitlistDto {
  entry: WaitlistEntryPublicDto;
  token: string;
}

/** What the offer link shows (POST /api/waitlist/offers/{id}/lookup). */
export interface WaitlistOfferPublicDto {
  offerId: string;
  shopId: string;
  shopName: string;
  shopSlug: string;
  timezone: string;
  serviceIds: string[];
  serviceName: string;
  barberId: string;
  barberName: string;
  date: string;
  time: string;
  /** ISO instant of the start */
  start: string;
  durationMin: number;
  pricePence: number;
  /** ISO instant the hold ends */
  expiresAt: string;
  state: WaitlistOfferState;
}

/** An offer as the shop sees it. */
export interface WaitlistOfferDto {
  id: string;
  entryId: string;
  barberId: string;
  barberName: string;
  date: string;
  time: string;
  expiresAt: string;
  state: WaitlistOfferState;
  offeredBy: ActorStamp | null;
  appointmentId: string | null;
  createdAt: string;
}

/** An entry as the shop sees it (GET /api/barbershops/{id}/waitlist?date=). */
export interface WaitlistEntryDto {
  id: string;
  /** 1-based place in the order the shop offers in, among the entries still waiting or offered on that date; null otherwise */
  position: number | null;
  name: string;
  phone: string;
  email: string;
  serviceIds: string[];
  serviceName: string;
  barberId: string | null;
  barberName: string;
  preferences: WaitlistPreference[];
  state: WaitlistEntryState;
  regular: boolean;
  offersSent: number;
  offersExpired: number;
  offers: WaitlistOfferDto[];
  appointmentId: string | null;
  createdAt: string;
}

export interface WaitlistDayDto {
  date: string;
  settings: WaitlistSettings;
  entries: WaitlistEntryDto[];
  /** appointments booked from the waitlist this week (Monday to Sunday, shop zone), not cancelled */
  refilled: { weekStart: string; count: number; revenuePence: number };
}

/** One regular overdue for their next visit (GET /api/barbershops/{id}/regulars-due). */
export interface RegularDueDto {
  customerId: string;
  name: string;
  email: string;
  visits: number;
  /** the usual gap between their visits, in days */
  usualGapDays: number;
  /** YYYY-MM-DD, shop zone */
  lastVisitDate: string;
  daysSinceLastVisit: number;
  /** they agreed to hear from the shop (the invite can be sent) */
  consent: boolean;
  /** ISO: the last "Invite to book" sent, or null */
  invitedAt: string | null;
}
