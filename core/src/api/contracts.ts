// Shapes of the /api answers and requests, shared by functions (which produce them) and web
// (which reads them). Money is integer pence and durations are minutes everywhere; the spec's
// contract names `price` (pounds) and `duration` are also present on answers for its callers.
import type { AppointmentPaymentDto, PaymentOutcomeDto } from '../payments/after';
import type {
  Appointment,
  AppointmentService,
  AppointmentStatus,
  Barbershop,
  BusinessHoursEntry,
  EmailType,
  TimeBlock,
  UserProfile,
} from '../model/types';
import type { NotBookableReason } from '../billing/bookable';
import type { HoldIntentKind, PaymentPolicy, ProtectionDecision } from '../payments/types';
import type { PublicReviewDto, RatingBadgeDto } from '../reviews/reviewDtos';
import type { SlotDto } from '../slots/slotDto';
import type { ActorStamp, AppointmentChange, MemberRole, Role } from '../model/members';
import type { WaitlistSettings } from '../model/waitlist';
import type { ReminderChannels, ShopSmsSettings, SmsEncoding, SmsStatus, SmsType } from '../model/sms';

// Answer shapes a domain computes live beside it; the contract names them too.
export type { NotBookableReason, PublicReviewDto, RatingBadgeDto, SlotDto };

/**
 * The `code` of the customer cap's 409 (core/src/abuse/customerCap.ts): the booking page tells it
 * from a taken time (which clears the chosen time) and keeps the time, which is still free. Here,
 * not beside the cap, so that the page's first script does not take in the phone library with it.
 */
export const UPCOMING_CAP_CODE = 'upcoming_cap';

/** @public the body of every /api refusal (the web client reads its `code`) */
export interface ApiErrorBody {
  message: string;
  /** field -> message, on 400 validation failures */
  errors?: Record<string, string>;
  /** a refusal the caller acts on by name: `upcoming_cap` (UPCOMING_CAP_CODE) on a booking's 409 */
  code?: string;
}

export interface ServiceDto {
  id: string;
  shopId: string;
  /** the spec's barbershopId */
  barbershopId: string;
  name: string;
  description: string;
  durationMin: number;
  pricePence: number;
  isActive: boolean;
  /** spec alias of durationMin */
  duration: number;
  /** spec alias: pounds, e.g. 35 for 3500 pence */
  price: number;
  /** cleanup after the service, minutes (0 when none) */
  bufferMin: number;
  /** the barbers who perform it; null: every barber */
  barberIds: string[] | null;
}

export interface BarberDto {
  id: string;
  shopId: string;
  barbershopId: string;
  name: string;
  specialty: string;
  bio: string;
  photoUrl: string;
  isActive: boolean;
  weeklyHours: BusinessHoursEntry[] | null;
}

/**
 * GET /api/barbershops items and GET /api/barbershops/{id}: the stored shop (one declaration,
 * Barbershop) without its timestamps, with what the public list adds.
 */
export interface BarbershopDto extends Omit<
  Barbershop,
  | 'ownerId'
  | 'bookingHorizonDays'
  | 'manageCutoffHours'
  | 'reviewStats'
  | 'createdAt'
  | 'updatedAt'
  | 'paymentPolicy'
  | 'paymentsLive'
  | 'waitlist'
  | 'sms'
> {
  /** the waitlist's settings, defaults filled in (issue 36): the shop page offers "Join the waitlist" while enabled */
  waitlist: WaitlistSettings;
  /** the deposit and fee policy (DEFAULT_PAYMENT_POLICY when never set): the shop page shows its text (issue 34) */
  paymentPolicy?: PaymentPolicyDto;
  /** the shop's Stripe account takes charges now: with a policy other than none, booking asks for money */
  paymentsLive?: boolean;
  ownerId?: string;
  /** How many days ahead customers may book online (the shop's setting or the default 90). */
  bookingHorizonDays: number;
  /** Hours before a booking after which customers can no longer change it online; null: off (default 24). */
  manageCutoffHours: number | null;
  /** Active services' names in display order, for the home cards ("first 3, then +N more"). */
  serviceNames: string[];
  /** the verified reviews' badge; null until the shop has RATING_BADGE_MIN_REVIEWS of them */
  rating: RatingBadgeDto | null;
  /** only in the shop page (by slug): the booking and waitlist forms offer texts (issue 38; functions' sms `shopOffersTexts`) */
  textReminders?: boolean;
  /** public list and slug lookup: whether the shop can take online bookings now, and if not why */
  bookable?: boolean;
  notBookableReason?: NotBookableReason | null;
  /** only in a `near=` listing: km from the searched position (2 decimals), the page's order */
  distanceKm?: number;
  /**
   * `phone` as people read it (core phone formatPhone), so the public pages need not load the
   * phone-number library to show it; '' without a phone. Absent in an older server's answer.
   */
  phoneDisplay?: string;
}

/** GET and PUT /api/payments/policy, and the shop's `paymentPolicy`: the stored policy, its time as an ISO instant. */
export type PaymentPolicyDto = Omit<PaymentPolicy, 'updatedAt'> & { updatedAt: string | null };

/**
 * GET /api/barbershops/by-slug/{slug}: everything the public shop page shows, in one answer
 * (the shop, its active services and its active barbers). 404 for an unknown or hidden slug.
 */
export interface ShopPageDto {
  shop: BarbershopDto;
  services: ServiceDto[];
  barbers: BarberDto[];
  /** the verified reviews' average and count, and the latest few (REVIEWS_ON_SHOP_PAGE) */
  reviews: ShopReviewsDto;
}

/** GET /api/barbershops/{id}/reviews, and the shop page's summary: newest first. */
export interface ShopReviewsDto {
  /** one decimal; null before the first review */
  average: number | null;
  count: number;
  reviews: PublicReviewDto[];
}

/** A review as its shop's owner sees it in the dashboard (read live from Firestore). */
export interface OwnerReviewView {
  id: string;
  rating: number;
  comment: string;
  firstName: string;
  createdAt: Date;
  reply: string;
  commentHidden: boolean;
}

/**
 * GET /api/barbershops/{id}/availability?month=YYYY-MM&serviceId=&barberId=: the days of that
 * month (in the shop's zone) with at least one free time for that service, with that barber or
 * with any barber when `barberId` is absent or 'any'. Dates sort as strings.
 */
export interface MonthAvailabilityDto {
  month: string;
  serviceId: string;
  barberId: string | null;
  availableDates: string[];
}

/**
 * GET /api/barbershops/{id}/next-available?serviceId=&barberId=: the soonest free start time
 * within the booking horizon (shop's zone), with that barber or any (`barberId` null); `date` and
 * `time` are null when nothing is free up to `lastDate`, the horizon's last date.
 */
export interface NextAvailableDto {
  serviceId: string;
  barberId: string | null;
  date: string | null;
  time: string | null;
  lastDate: string;
}

/** GET /api/barbershops/{id}/slots?date=&serviceId= */
export interface ShopSlotsDto {
  date: string;
  serviceId: string;
  /** the visit's services in order (serviceId first) */
  serviceIds: string[];
  /** the services' time together (their buffers are the barber's, not the customer's) */
  durationMin: number;
  timezone: string;
  /** only the barbers who perform every chosen service */
  barbers: { barberId: string; barberName: string; slots: SlotDto[] }[];
  /** merged by time: available when any active barber who performs every service is free */
  anyAvailable: SlotDto[];
}

/**
 * POST /api/appointments. `barberId` empty, null or 'any' books any available stylist.
 * The time is `date` + `time` in the shop's zone, or else `appointmentDate` (an ISO instant).
 * `duration` and `price` are accepted for the spec's callers and ignored: the service decides.
 */
export interface CreateAppointmentRequest {
  barbershopId: string;
  serviceId: string;
  /** several services in one visit, in order (serviceId first); absent: serviceId alone */
  serviceIds?: string[];
  barberId?: string | null;
  date?: string;
  time?: string;
  appointmentDate?: string;
  duration?: number;
  price?: number | string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  notes?: string;
  /** the shop's payment policy read and accepted, and its version (when the shop takes money online) */
  policyAccepted?: boolean;
  policyVersion?: number;
  /** the customer agreed to hear from the shop (issue 36); absent or false never withdraws consent given before */
  marketingConsent?: boolean;
  /** texts and/or emails about the booking (issue 38); absent: email only. `sms` needs a shop that sends texts (else 422) */
  reminderChannels?: ReminderChannels;
  /** Reserve with Google's `rwg_token` the visit arrived with (docs/deploy.md); absent: not from Google */
  rwgToken?: string;
}

/**
 * The stored appointment (one declaration, Appointment) with its instants as ISO strings, the
 * spec's aliases, and without the email bookkeeping.
 */
export interface AppointmentDto extends Omit<
  Appointment,
  | 'start'
  | 'end'
  | 'createdAt'
  | 'reminderSentAt'
  | 'thankYouSentAt'
  | 'manageTokenHashes'
  | 'manageUntil'
  | 'sequence'
  | 'cancelledAt'
  | 'cancelledBy'
  | 'cancelNotice'
  | 'movedBy'
  | 'services'
  | 'bufferMin'
  | 'payment'
  | 'history'
  | 'arrivedAt'
  | 'rwgToken'
> {
  barbershopId: string;
  /** who did what to it, oldest first (issue 35); each change's time an ISO instant */
  history?: AppointmentChangeDto[];
  /** ISO instant of the booker's arrival, marked by the shop; null: not marked */
  arrivedAt?: string | null;
  /** the booking's money for the owner (issue 34, docs/payments.md "After booking"); absent or null: none */
  payment?: AppointmentPaymentDto | null;
  /** the visit's services in order (one line for a one-service booking) */
  services: AppointmentService[];
  /** the barber's cleanup after the visit (0 when none) */
  bufferMin: number;
  /** ISO instants */
  start: string;
  end: string;
  /** spec alias of start */
  appointmentDate: string;
  duration: number;
  price: number;
  createdAt: string;
}

/** PATCH /api/appointments/{id}: the appointment and, after a no-show mark of a booking with payment, what it did with the money. */
export interface MarkedAppointmentDto extends AppointmentDto {
  paymentOutcome?: PaymentOutcomeDto | null;
}

/** POST /api/appointments (201): the booking and, once only, the raw token of its private manage link. */
export interface CreatedAppointmentDto extends AppointmentDto {
  manageToken: string;
}

/**
 * POST /api/appointments (202): the booking needs a deposit, a prepayment or a saved card first.
 * The time is held until `expiresAt`; the customer confirms `clientSecret` with Stripe.js on the
 * shop's connected account, then calls POST /api/holds/{holdId}/complete (docs/payments.md).
 */
export interface PaymentRequiredDto {
  status: 'payment_required';
  holdId: string;
  kind: HoldIntentKind;
  clientSecret: string;
  stripeAccountId: string;
  publishableKey: string;
  amountPence: number;
  /** ISO instant */
  expiresAt: string;
  /**
   * What is asked, never why: the reason and its sentence (a customer's no-shows, visits) stay on
   * the hold and the booking for the owner, since history is matched by a phone or email alone.
   */
  decision: Pick<ProtectionDecision, 'kind' | 'amountDuePence'>;
  policyText: string;
}

/** DELETE /api/holds/{holdId}: the time is free again and nothing was charged. */
export interface ReleasedHoldDto {
  holdId: string;
  state: 'released';
}

/** One service of a booked visit as the customer sees it: its time and price, never its buffer. */
export type AppointmentServiceDto = Pick<AppointmentService, 'name' | 'durationMin' | 'pricePence'>;

/**
 * POST /api/appointments/{id}/manage and POST /api/appointments/{id}/reschedule: what the
 * customer's manage page shows. No contact details of the customer; `canManage` says whether it
 * may still be cancelled or moved online; `firebaseToken` signs the page in to cancel it.
 */
export interface ManageBookingDto {
  appointment: {
    id: string;
    status: AppointmentStatus;
    date: string;
    time: string;
    durationMin: number;
    pricePence: number;
    serviceId: string;
    /** the visit's services in order (serviceId first): a reschedule looks for their time together */
    serviceIds: string[];
    serviceName: string;
    services: AppointmentServiceDto[];
    barberId: string;
    barberName: string;
    customerFirstName: string;
    /** ISO instants */
    start: string;
    end: string;
  };
  shop: { id: string; name: string; slug: string; address: string; phone: string; email: string; timezone: string };
  /** ISO instant, null when the shop does not let customers change bookings online */
  manageUntil: string | null;
  canManage: boolean;
  firebaseToken: string;
  /** the visit has happened and was not cancelled, and no review was written yet */
  canReview: boolean;
  /** the booker's review, once written */
  review: { rating: number; comment: string; createdAt: string } | null;
  /** the booking's deposit or saved card (issue 34; absent or null: none) and what a cancel now would do */
  payment?: ManagePaymentDto | null;
}

/** The manage page's money: what was paid, what came back, and the sentence about cancelling now. */
export interface ManagePaymentDto {
  kind: 'card' | 'deposit' | 'prepay';
  paidPence: number;
  refundedPence: number;
  /** "Cancel before Fri 12 Dec, 10:00 and your £7.00 deposit is refunded." ('' once cancelled) */
  cancelAdvice: string;
  /** the policy the customer accepted */
  policyText: string;
}

/** POST /api/appointments/{id}/reschedule. `barberId` '', null or 'any' means any available barber. */
export interface RescheduleRequest {
  token: string;
  date: string;
  time: string;
  barberId?: string | null;
}

/** GET /api/appointments/{id}/summary: public, no personal data. */
export interface AppointmentSummaryDto {
  id: string;
  status: AppointmentStatus;
  shopName: string;
  shopSlug: string;
  shopAddress: string;
  shopPhone: string;
  shopEmail: string;
  serviceName: string;
  /** the visit's services in order; durationMin and pricePence are their totals */
  services: AppointmentServiceDto[];
  barberName: string;
  date: string;
  time: string;
  timezone: string;
  start: string;
  durationMin: number;
  pricePence: number;
  /** ISO instant until which the private link takes changes (the booking's stored cut-off); null: never online */
  manageUntil: string | null;
}

export interface CustomerDto {
  id: string;
  shopId: string;
  barbershopId: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
  createdAt: string;
}

/** A time block holds no timestamps, so the API answers its stored shape. */
export type TimeBlockDto = TimeBlock;

export interface EmailActivityDto {
  id: string;
  emailType: EmailType;
  recipientEmail: string;
  status: string;
  sentAt: string;
  appointmentId: string | null;
  /** the member whose action sent it (issue 35); null: sent automatically */
  triggeredBy?: ActorStamp | null;
}

/** GET /api/user */
export type CurrentUserDto = Pick<
  UserProfile,
  'id' | 'firstName' | 'lastName' | 'email' | 'username' | 'role' | 'profileImageUrl' | 'pendingBusinessName'
>;

/** GET /api/user/subscription */
export interface SubscriptionStatusDto {
  hasAccess: boolean;
  isTrialing: boolean;
  isActive: boolean;
  trialEnded: boolean;
  trialEndsAt: string | null;
  subscriptionStatus: string | null;
  currentPeriodEnd: string | null;
  billingEnabled: boolean;
  /** days to the trial end, rounded up (null outside a trial) */
  daysRemaining?: number | null;
  /** which dashboard banner to show */
  banner?: 'none' | 'ending-soon' | 'trial-expired' | 'subscription-required';
  /** cancelled by the owner; service continues until currentPeriodEnd */
  cancelAtPeriodEnd?: boolean;
}

/** GET /api/billing/config (public): whether Stripe is configured, and its publishable key. */
export interface BillingConfigDto {
  enabled: boolean;
  publishableKey: string | null;
}

/** POST /api/create-subscription: the trial subscription created before registration. */
export interface CreateSubscriptionDto {
  /** the SetupIntent's client secret that saves the card */
  clientSecret: string;
  customerId: string;
  subscriptionId: string;
  /** Unix seconds */
  trialEnd: number;
}

/** POST /api/subscription/create: the first invoice's PaymentIntent to confirm on /subscribe. */
export interface SubscriptionPaymentDto {
  clientSecret: string;
  paymentIntentId: string;
}

/** POST /api/subscription/update-payment-method: a SetupIntent for the new card. */
export interface ClientSecretDto {
  clientSecret: string;
}

/** POST /api/user/seats/calculate-price */
export interface SeatPriceDto {
  seatsTotal: number;
  monthlyPricePence: number;
  extraSeats: number;
  /** what the change costs now, for a paid (not trialing) Stripe subscription */
  proratedAmountPence?: number;
}

export interface SeatInfoDto {
  seatsUsed: number;
  seatsTotal: number;
}

/** GET /api/usernames/{username}: can it be registered now, and free alternatives when not. */
export interface UsernameAvailabilityDto {
  username: string;
  available: boolean;
  /** why not (taken), or null */
  message: string | null;
  suggestions: string[];
}

/** POST /api/register and /api/login: the user plus a custom token the client signs in with. */
export interface SessionDto extends CurrentUserDto {
  customToken: string;
}

/** GET /api/barbers/{id}/future-appointments: what deleting or deactivating the barber affects. */
export interface FutureAppointmentDto {
  id: string;
  date: string;
  time: string;
  durationMin: number;
  serviceName: string;
  customerName: string;
  /** a barber free at that time (planned together with the other suggestions), or null */
  suggestedBarberId: string | null;
  suggestedBarberName: string | null;
}

export interface FutureAppointmentsDto {
  futureAppointments: number;
  appointments: FutureAppointmentDto[];
}

/** One change of a booking's history as the API answers it: the time an ISO instant. */
export type AppointmentChangeDto = Omit<AppointmentChange, 'at'> & { at: string };

/** GET /api/user/barbershops items: a shop the account owns or is a member of, with the account's role there. */
export interface MyShopDto extends BarbershopDto {
  myRole: Role;
  /** the barber column the account is in this shop; null: not a barber here */
  myBarberId: string | null;
}

/** GET /api/barbershops/{id}/members items (the owner first, then by name). */
export interface MemberDto {
  uid: string;
  name: string;
  email: string;
  role: Role;
  barberId: string | null;
  /** ISO instant; null for the owner */
  joinedAt: string | null;
}

/** GET /api/barbershops/{id}/invites items, and what creating or resending one answers. */
export interface InviteDto {
  id: string;
  email: string;
  role: MemberRole;
  barberId: string | null;
  /** ISO instants */
  sentAt: string;
  expiresAt: string;
  invitedByName: string;
}

/** POST /api/invites/preview: what the invite page shows before the invitee joins. */
export interface InvitePreviewDto {
  shopName: string;
  role: MemberRole;
  email: string;
  /** the barber column's name for a barber invite */
  barberName: string | null;
  /** an account with the invite's email exists: the page asks to sign in rather than to set a password */
  accountExists: boolean;
  expiresAt: string;
}

/** POST /api/invites/accept: the session (as /api/login answers) and the shop joined. */
export interface AcceptedInviteDto extends SessionDto {
  shopId: string;
}

/** One text in the Email Flow's SMS view (GET /api/barbershops/{id}/sms-activity; issue 38). */
export interface SmsActivityDto {
  id: string;
  smsType: SmsType;
  /** E.164, as sent */
  to: string;
  body: string;
  segments: number;
  encoding: SmsEncoding;
  status: SmsStatus;
  createdAt: string;
  /** when the status last changed */
  statusAt: string;
  /** the provider's error code or our reason; null: none */
  error: string | null;
  appointmentId: string | null;
  /** a failed or unsent reminder went out as an email instead */
  fallbackEmail: boolean;
}

/**
 * PUT /api/barbershops/{id}/sms-settings, and the head of the SMS view: the shop's switches, whether
 * the platform can send texts at all, and this month's usage (segments, the month in the shop's zone).
 */
export interface SmsSettingsDto extends ShopSmsSettings {
  /** Twilio configured, or the emulators' outbox: false means customers get emails only */
  available: boolean;
  /** segments a shop may send per month */
  allowance: number;
  /** segments sent this month */
  used: number;
  /** 'YYYY-MM' */
  month: string;
}

/** GET /api/barbershops/{id}/sms-activity: the settings and usage, and the newest 50 texts. */
export interface SmsActivityLogDto extends SmsSettingsDto {
  messages: SmsActivityDto[];
}
