// The data model of docs/architecture.md section 2, as plain objects. Firestore converters in
// functions and web map Timestamps to Date; core never imports Firebase.

import type {
  AppointmentPayment,
  HoldIntentKind,
  HoldState,
  PaymentPolicy,
  PolicyAcceptance,
  ProtectionDecision,
} from './payments';
import type { DayOfWeek } from '../time/zone';
import type { AppointmentChange, ActorStamp } from './members';
import type { MarketingConsent, WaitlistSettings } from './waitlist';
import type { ReminderChannels, ShopSmsSettings } from './sms';

/** 0 Sunday to 6 Saturday, as in the business hours entries (declared with the time helpers). */
export type { DayOfWeek };

export interface BusinessHoursEntry {
  dayOfWeek: DayOfWeek;
  /** HH:mm in the shop's zone */
  startTime: string;
  endTime: string;
  isActive: boolean;
}

export interface Barbershop {
  id: string;
  ownerId: string;
  name: string;
  slug: string;
  description: string;
  address: string;
  phone: string;
  email: string;
  heroImages: string[];
  logoImage: string;
  googleBusinessUrl: string;
  /** IANA zone, default Europe/London */
  timezone: string;
  businessHours: BusinessHoursEntry[];
  /** online bookings at most this many days ahead (1-365); absent means the default, 90 */
  bookingHorizonDays?: number;
  /** whole days the shop is closed (bank holidays, holidays), YYYY-MM-DD in its zone, sorted; absent: none */
  closedDates?: string[];
  /** customers may change a booking online until this many hours before it (1-72); null: off; absent: 24 */
  manageCutoffHours?: number | null;
  /** word prefixes of the name and town, for the listing's search (shopSearchKeys); written by functions */
  searchKeys?: string[];
  /** every verified review's rating, summed and counted (hidden comments count); written by a trigger */
  reviewStats?: ReviewStats;
  createdAt: Date;
  updatedAt: Date;
  /** the owner's deposit and fee settings (issue 34; functions only); absent: none */
  paymentPolicy?: PaymentPolicy;
  /** the shop's Stripe account can take charges now (functions only, from `account.updated`); absent: false */
  paymentsLive?: boolean;
  /** the owner lets barbers see every barber's bookings (issue 35); absent: false, each barber sees their own */
  barbersSeeAllBookings?: boolean;
  /** the waitlist's settings (issue 36); absent: DEFAULT_WAITLIST_SETTINGS */
  waitlist?: WaitlistSettings;
  /** where the shop is, for "near me" (issue 37): set by the owner; absent: not on the map */
  location?: ShopLocation;
  /** text messages (issue 38; functions only, through the API); absent: DEFAULT_SHOP_SMS_SETTINGS */
  sms?: ShopSmsSettings;
}

/** A shop's pin: WGS84 degrees, the geohash the listing's `near=` queries by, and how it was set. */
export interface ShopLocation {
  lat: number;
  lng: number;
  /** geofire-common's geohashForLocation([lat, lng]), written by functions with the pin */
  geohash: string;
  /** 'postcode': the centre of the address's postcode district; 'owner': placed or adjusted by the owner */
  source: 'postcode' | 'owner';
}

export interface ReviewStats {
  count: number;
  /** the ratings added up (1-5 each) */
  sum: number;
}

/**
 * A verified review at `barbershops/{shopId}/reviews/{appointmentId}`: written once by the
 * booker (signed in with the booking's manage link) after the visit; the shop may reply in
 * public and hide an abusive comment (its rating still counts).
 */
export interface Review {
  /** the reviewed booking's id, also the document id: one review per booking */
  appointmentId: string;
  shopId: string;
  barberId: string;
  /** 1 to 5 stars */
  rating: number;
  /** '' when none */
  comment: string;
  /** the booker's first name, as the appointment has it */
  firstName: string;
  createdAt: Date;
  /** the shop's public reply, '' when none */
  reply?: string;
  replyAt?: Date | null;
  /** the comment is not shown publicly; the rating still counts */
  commentHidden?: boolean;
}

export interface Barber {
  id: string;
  shopId: string;
  name: string;
  specialty: string;
  bio: string;
  photoUrl: string;
  isActive: boolean;
  /** Overrides the shop's hours for this barber when present. */
  weeklyHours?: BusinessHoursEntry[] | null;
  /** breaks that repeat every week (lunch 13:00-13:30 on Mon-Fri); absent: none */
  weeklyBreaks?: WeeklyBreak[];
  /** single occurrences of a weekly break taken out ('YYYY-MM-DD HH:mm': the date and the break's start) */
  skippedBreaks?: string[];
}

/** A break on one weekday of every week, in the shop's wall-clock time. */
export interface WeeklyBreak {
  dayOfWeek: DayOfWeek;
  startTime: string;
  endTime: string;
}

export interface Service {
  id: string;
  shopId: string;
  name: string;
  description: string;
  durationMin: number;
  pricePence: number;
  isActive: boolean;
  /** cleanup after the service (0-60 minutes): the barber is busy, the customer is gone; absent: 0 */
  bufferMin?: number;
  /** the barbers who perform it; null or absent: every barber */
  barberIds?: string[] | null;
  /** the owner's order (0 first) on the shop page and the dashboard; absent: after, by name */
  sortOrder?: number;
}

/** One service of a booked visit, as it was when booked (the service may change later). */
export interface AppointmentService {
  serviceId: string;
  name: string;
  durationMin: number;
  pricePence: number;
  bufferMin: number;
}

export interface Customer {
  id: string;
  shopId: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
  createdAt: Date;
  /** whether they agreed to hear from the shop (issue 36; functions only); absent: never asked, no */
  marketing?: MarketingConsent;
}

/** no_show: the customer did not come (the owner marks it); the time stays spent */
export type AppointmentStatus = 'scheduled' | 'cancelled' | 'completed' | 'no_show';
export type AppointmentSource = 'online' | 'owner';

export interface Appointment {
  id: string;
  shopId: string;
  barberId: string;
  serviceId: string;
  customerId: string;
  start: Date;
  end: Date;
  /** YYYY-MM-DD in the shop's zone */
  date: string;
  /** HH:mm in the shop's zone */
  time: string;
  /** the services' time together: what the customer is told (start to end) */
  durationMin: number;
  /** the services' prices together */
  pricePence: number;
  /** the visit's services in order, `serviceId` first; absent on bookings made before there could be several */
  services?: AppointmentService[];
  /** cleanup after the visit (the services' buffers together): the barber is busy until end + bufferMin; absent: 0 */
  bufferMin?: number;
  status: AppointmentStatus;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  /** every service's name, joined with ' + ' ('Haircut + Beard Trim') */
  serviceName: string;
  barberName: string;
  notes: string;
  source: AppointmentSource;
  createdAt: Date;
  reminderSentAt?: Date | null;
  thankYouSentAt?: Date | null;
  /** SHA-256 hex of each manage-link token (the raw token is never stored); absent: none */
  manageTokenHashes?: string[];
  /** the customer may change the booking online until then; null or absent: not online */
  manageUntil?: Date | null;
  /** the .ics SEQUENCE: raised by each reschedule; absent: 0 */
  sequence?: number;
  cancelledAt?: Date | null;
  /** who moved it last: the customer (manage link: the shop gets a notice) or the shop (any member) */
  movedBy?: 'customer' | 'owner';
  /** the booker's arrival, marked by the shop (issue 35); absent or null: not marked */
  arrivedAt?: Date | null;
  /** who did what to it, oldest first (issue 35, at most APPOINTMENT_HISTORY_MAX entries); absent: made before */
  history?: AppointmentChange[];
  /** who cancelled: 'customer' through the manage link */
  cancelledBy?: 'customer' | 'owner' | null;
  /** the owner's reason for cancelling, for the shop's eyes */
  cancelReason?: string;
  /** false when the owner chose not to email the customer about the cancellation; absent: emailed */
  cancelNotice?: boolean;
  /** booked as a walk-in, in the chair from the booking's start: no confirmation or reminder email; absent: false */
  walkIn?: boolean;
  /** the deposit, saved card and fees (issue 34; functions only); absent: no protection */
  payment?: AppointmentPayment;
  /**
   * the policy the customer accepted when it asked nothing of them (audience, regulars waived;
   * functions only); with protection the acceptance is `payment.acceptance`. Absent: no policy in force
   */
  policyAcceptance?: PolicyAcceptance;
  /**
   * which rule applied and why when it asked nothing of them (returning customer, not flagged,
   * regular waived; functions only), for the owner; with protection it is `payment.decision`
   */
  paymentDecision?: ProtectionDecision;
  /** booked by claiming a waitlist offer (issue 36): the entry; absent: not from the waitlist */
  waitlistEntryId?: string;
  /** booked from Reserve with Google: its token (functions only, docs/deploy.md); absent: not from Google */
  rwgToken?: string;
  /** how the booker chose to hear about it (issue 38, online bookings only); absent: DEFAULT_REMINDER_CHANNELS */
  reminderChannels?: ReminderChannels;
  /** the 2-hour text reminder's claim (issue 38); the 24-hour one shares `reminderSentAt` with the email */
  reminder2hSentAt?: Date | null;
}

/**
 * What the booker's manage page may read of their booking, live: its own document
 * (`barbershops/{shopId}/bookerViews/{appointmentId}`), written only by functions whenever the
 * appointment changes. No names, contact details, notes, cancel reason or token hashes: the
 * booker's identity cannot read the appointment itself.
 */
export interface BookerView {
  /** the appointment's id, also the document id */
  id: string;
  shopId: string;
  status: AppointmentStatus;
  date: string;
  time: string;
  barberId: string;
}

export const BLOCK_REASONS = [
  'break',
  'lunch',
  'meeting',
  'training',
  'vacation',
  'sick_leave',
  'personal',
  'unavailable',
] as const;
export type BlockReason = (typeof BLOCK_REASONS)[number];

/**
 * When a time block holds: the one declaration of its span, which the slot engine, the
 * calendars and the API all read (a block stored, answered or drawn has these fields).
 */
export interface TimeBlockSpan {
  /** YYYY-MM-DD in the shop's zone */
  startDate: string;
  endDate: string;
  /** HH:mm, null when all-day */
  startTime: string | null;
  endTime: string | null;
  isAllDay: boolean;
}

export interface TimeBlock extends TimeBlockSpan {
  id: string;
  shopId: string;
  barberId: string;
  reason: BlockReason;
  notes: string;
}

export interface BusyInterval {
  /** epoch milliseconds */
  start: number;
  end: number;
  appointmentId: string;
  /**
   * A hold, not yet a booking (issue 34: the time is kept while the customer pays; the waitlist's
   * offers later): epoch ms after which the interval no longer counts as busy. The hold's id is
   * the appointment id it becomes. Absent: a booking.
   */
  heldUntil?: number;
}

/** `holds/{holdId}` (functions only). The id is the id the appointment gets. */
export interface PaymentHold {
  id: string;
  shopId: string;
  barberId: string;
  /** the barber-day the interval is on (shop-zone date) */
  date: string;
  /** the booking as the normal booking would write it (no manage token yet): created as it is */
  appointment: Appointment;
  /** a first-time customer's record, written with the booking (not for a hold that never books) */
  newCustomer: Customer | null;
  decision: ProtectionDecision;
  acceptance: PolicyAcceptance;
  policy: AppointmentPayment['policy'];
  intentKind: HoldIntentKind;
  /** taken at booking: the decision's amount (0 for a card on file) */
  amountPence: number;
  stripeAccountId: string;
  stripeCustomerId: string;
  paymentIntentId: string | null;
  setupIntentId: string | null;
  /** SHA-256 of the intent's client secret: the customer's proof on complete and release */
  clientSecretHash: string;
  expiresAt: Date;
  /** when Firestore's TTL policy deletes the document (a month after its expiry): no customer details kept longer */
  purgeAt: Date;
  state: HoldState;
  /** a payment that succeeded for a lost hold, given back at once */
  refundId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface BarberDay {
  shopId: string;
  barberId: string;
  date: string;
  intervals: BusyInterval[];
}

export type EmailType =
  | 'welcome'
  | 'booking_confirmation'
  | 'staff_notification'
  | 'cancellation'
  | 'booking_moved'
  | 'customer_cancelled_notification'
  | 'customer_moved_notification'
  | 'reminder'
  | 'thank_you'
  | 'feature_introduction'
  | 'personal_contact'
  | 'no_show_fee'
  | 'payment_link'
  | 'payment_disputed_notification'
  | 'staff_invite'
  | 'waitlist_joined'
  | 'waitlist_offer'
  | 'waitlist_offer_expired'
  | 'waitlist_booked'
  | 'invite_to_book'
  | 'sms_reply_forwarded';

export interface EmailLogEntry {
  id: string;
  shopId: string;
  emailType: EmailType;
  recipientEmail: string;
  /** not_configured: a deployed project without a SendGrid key; the email was not sent */
  status: 'sent' | 'failed' | 'queued' | 'not_configured';
  sentAt: Date;
  appointmentId?: string | null;
  error?: string | null;
  /** the transport that sent it: 'outbox' locally, 'sendgrid' in production, 'none' without a key */
  transport?: string;
  /** the member whose action sent it (a move or cancel with a notice, a payment link); absent: automatic */
  triggeredBy?: ActorStamp | null;
}

export type SubscriptionStatus =
  'trialing' | 'active' | 'past_due' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'unpaid' | 'paused';

export interface UserBilling {
  stripeCustomerId?: string | null;
  stripeSubscriptionId?: string | null;
  subscriptionStatus?: SubscriptionStatus | null;
  trialEndsAt?: Date | null;
  currentPeriodEnd?: Date | null;
  seatsTotal?: number;
  /** Cancelled by the owner: Stripe keeps the status until the period ends, service continues. */
  cancelAtPeriodEnd?: boolean;
  /** `created` (Unix seconds) of the newest Stripe event applied, so older events never overwrite newer state. */
  stripeEventCreated?: number | null;
}

export interface UserProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  /** 'staff': an account made by accepting an invite (no shop of its own, no billing) */
  role: 'owner' | 'customer' | 'staff';
  profileImageUrl: string;
  createdAt: Date;
  /** The business name typed at registration, kept for onboarding. */
  pendingBusinessName?: string;
  billing?: UserBilling;
}

export const DEFAULT_TIMEZONE = 'Europe/London';
