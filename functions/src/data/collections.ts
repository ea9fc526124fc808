// One typed converter per collection (docs/architecture.md section 2); every service reads and writes through
// these. Timestamps become Date on read; Date becomes Timestamp on write (the SDK does that).
import {
  sanitizeBarber,
  sanitizeService,
  sanitizeShop,
  sanitizeTimeBlock,
  storedDocConverter,
  type Appointment,
  type Barber,
  type BarberDay,
  type Barbershop,
  type BookerView,
  type Customer,
  type EmailLogEntry,
  type Invite,
  type Member,
  type PaymentHold,
  type SmsInbound,
  type SmsLogEntry,
  type SmsMessageIndex,
  type SmsOptOut,
  type SmsThread,
  type SmsUsage,
  type Review,
  type Service,
  type TimeBlock,
  type UserProfile,
  type WaitlistEntry,
  type WaitlistOffer,
} from '@barbershop/core/model';
import type { PaymentAccount, PaymentRecord } from '@barbershop/core/payments';
import { Timestamp, type FirestoreDataConverter } from 'firebase-admin/firestore';
import { db } from '../app/firebase';

const isTimestamp = (v: unknown): v is Timestamp => v instanceof Timestamp;

// Shops, barbers, services and time blocks are read through their sanitizer (core
// model/sanitize.ts): a junk list item stored before the rules refused it is skipped, not a crash.
const converter = <T extends object>(sanitize?: (doc: T) => T) =>
  storedDocConverter<T>(isTimestamp, sanitize) as FirestoreDataConverter<T>;

const shopConverter = converter<Barbershop>(sanitizeShop);
const barberConverter = converter<Barber>(sanitizeBarber);
const serviceConverter = converter<Service>(sanitizeService);
const customerConverter = converter<Customer>();
const appointmentConverter = converter<Appointment>();
const timeBlockConverter = converter<TimeBlock>(sanitizeTimeBlock);
const barberDayConverter = converter<BarberDay>();
const emailLogConverter = converter<EmailLogEntry>();
const userConverter = converter<UserProfile>();
const reviewConverter = converter<Review>();
const bookerViewConverter = converter<BookerView>();
const holdConverter = converter<PaymentHold>();
const paymentRecordConverter = converter<PaymentRecord>();
const memberConverter = converter<Member>();
const inviteConverter = converter<Invite>();
const waitlistConverter = converter<WaitlistEntry>();
const waitlistOfferConverter = converter<WaitlistOffer>();

export const users = () => db.collection('users').withConverter(userConverter);
export const usernames = () => db.collection('usernames');
export const slugs = () => db.collection('slugs');
export const shops = () => db.collection('barbershops').withConverter(shopConverter);
export const barbers = (shopId: string) => shops().doc(shopId).collection('barbers').withConverter(barberConverter);
export const services = (shopId: string) => shops().doc(shopId).collection('services').withConverter(serviceConverter);
export const customers = (shopId: string) => shops().doc(shopId).collection('customers').withConverter(customerConverter);
export const appointments = (shopId: string) =>
  shops().doc(shopId).collection('appointments').withConverter(appointmentConverter);
export const timeBlocks = (shopId: string) => shops().doc(shopId).collection('timeBlocks').withConverter(timeBlockConverter);
export const barberDays = (shopId: string) => shops().doc(shopId).collection('barberDays').withConverter(barberDayConverter);
export const emailLog = (shopId: string) => shops().doc(shopId).collection('emailLog').withConverter(emailLogConverter);
/** Verified reviews, one per booking: the document id is the appointment id. */
export const reviews = (shopId: string) => shops().doc(shopId).collection('reviews').withConverter(reviewConverter);
/**
 * The booker's view of each appointment (the document id is the appointment id): all the manage
 * link's identity may read. Written only by services/booking/bookerView (a trigger on appointments).
 */
export const bookerViews = (shopId: string) => shops().doc(shopId).collection('bookerViews').withConverter(bookerViewConverter);

/** The shop's money movements (deposits, prepayments, fees, refunds): owner read, functions write (docs/payments.md). */
export const paymentRecords = (shopId: string) =>
  shops().doc(shopId).collection('payments').withConverter(paymentRecordConverter);

/** The shop's members other than its owner (issue 35; the document id is the account's uid): functions write. */
export const members = (shopId: string) => shops().doc(shopId).collection('members').withConverter(memberConverter);
/** Pending invites (functions only; the link's token is stored as its SHA-256, `tokenHash`). */
export const invites = (shopId: string) => shops().doc(shopId).collection('invites').withConverter(inviteConverter);
/** The shop's waitlist (issue 36; functions only): random ids; one live entry per customer per day joined (`waitlistKeys`, docs/waitlist.md). */
export const waitlist = (shopId: string) => shops().doc(shopId).collection('waitlist').withConverter(waitlistConverter);
/** Times held for a waitlisted customer (functions only); the id is the id the appointment gets. */
export const waitlistOffers = (shopId: string) =>
  shops().doc(shopId).collection('waitlistOffers').withConverter(waitlistOfferConverter);

/** Every shop an account is a member of (`members` where id == uid), and an invite by its token's hash. */
export const allMembers = () => db.collectionGroup('members').withConverter(memberConverter);
export const allInvites = () => db.collectionGroup('invites').withConverter(inviteConverter);

/** Collection-group lookups by id alone (every document below a shop carries `id` and `shopId`). */
export const allBarbers = () => db.collectionGroup('barbers').withConverter(barberConverter);
export const allAppointments = () => db.collectionGroup('appointments').withConverter(appointmentConverter);
export const allWaitlistEntries = () => db.collectionGroup('waitlist').withConverter(waitlistConverter);
export const allWaitlistOffers = () => db.collectionGroup('waitlistOffers').withConverter(waitlistOfferConverter);

/*
 * Functions-only collections: no security rule lets a client in, and their documents are plain
 * records that one module owns (named beside each).
 */
/** services/rate-limits: one counter per limit, identity and window (docs/abuse-limits.md). */
export const rateLimitCounters = () => db.collection('rateLimits');
/** services/booking/customerHolds: the upcoming online bookings each customer contact holds. */
export const customerBookingHolds = () => db.collection('customerBookingHolds');
/** email/transport: the local outbox every email lands in without SendGrid (an erasure deletes the customer's). */
export const mailOutbox = () => db.collection('mailOutbox');
/** email/retryQueue: failed emails waiting for the retry job (an erasure deletes the customer's). */
export const mailRetries = () => db.collection('mailRetries');
/**
 * services/waitlist/entries/join: "one entry per customer per shop per day" (issue 36): the id is
 * a SHA-256 of the shop, the phone identity and the day; `{ entryId, createdAt }` names the
 * day's entry, written in the transaction that creates it. A document below the shop, so the
 * shop's deletion takes it along; never in a URL.
 */
export const waitlistKeys = (shopId: string) => shops().doc(shopId).collection('waitlistKeys');
/** services/booking/holds: the time kept while a customer pays (docs/payments.md "Booking with payment"). */
export const holds = () => db.collection('holds').withConverter(holdConverter);
/** webhooks/stripeEvents: the Stripe events already applied, so a redelivery changes nothing. */
export const stripeEvents = () => db.collection('stripeEvents');
/** services/rwg: the Reserve with Google conversions reported, one per booking (functions only). */
export const rwgConversions = () => db.collection('rwgConversions');
/** services/payments/account: each shop's connected Stripe account and its state (owner read, functions write). */
export const paymentAccounts = () => db.collection('paymentAccounts').withConverter(converter<PaymentAccount>());
/** An email-log entry by the path the retry queue stored with a failed email. */
export const emailLogEntryAt = (path: string) => db.doc(path);

export { barberDayId } from '@barbershop/core/slots';

// Text messages (issue 38, docs/sms.md): all written by functions only.
/** `barbershops/{shopId}/smsLog/{id}`: every text to the shop's customers, sent or not. */
export const smsLog = (shopId: string) => shops().doc(shopId).collection('smsLog').withConverter(converter<SmsLogEntry>());
/** `barbershops/{shopId}/smsUsage/{YYYY-MM}`: segments sent in a month of the shop's zone. */
export const smsUsage = (shopId: string) => shops().doc(shopId).collection('smsUsage').withConverter(converter<SmsUsage>());
/** `smsMessages/{providerSid}`: a status callback's way back to its log entry. */
export const smsMessages = () => db.collection('smsMessages').withConverter(converter<SmsMessageIndex>());
/** `smsOptOuts/{e164}`: STOP / START from a number, for every shop. */
export const smsOptOuts = () => db.collection('smsOptOuts').withConverter(converter<SmsOptOut>());
/** `smsThreads/{e164}`: the last text sent to a number, for its replies. */
export const smsThreads = () => db.collection('smsThreads').withConverter(converter<SmsThread>());
/** `smsInbound/{MessageSid}`: each text to our number, once (a repeated delivery is not acted on again). */
export const smsInbound = () => db.collection('smsInbound').withConverter(converter<SmsInbound>());
/** `smsOutbox`: texts on the emulators and demo projects, as mailOutbox holds their emails. */
export const smsOutbox = () => db.collection('smsOutbox');
