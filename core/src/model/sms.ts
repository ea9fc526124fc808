// Text messages (issue 38, docs/sms.md): the second channel beside email. Shared by core's
// pure SMS functions, functions (sending, webhooks, jobs) and web (the Email Flow's SMS view).

/** What a text is about. The customer's texts about one booking, the waitlist offer, and replies to inbound texts. */
export type SmsType =
  'sms_confirmation' | 'sms_reminder' | 'sms_reminder_2h' | 'sms_moved' | 'sms_cancelled' | 'sms_waitlist_offer' | 'sms_reply';

/**
 * A text's state in the shop's SMS log. The provider's callbacks move it along
 * queued → sent → delivered | undelivered | failed (never back: core sms `nextSmsStatus`); the
 * last three are decided before anything leaves: `not_configured` (no provider on this platform
 * or the shop turned texts off), `opted_out` (the number sent STOP), `over_allowance` (the shop's
 * monthly allowance is used up). Those never reach the provider.
 */
export type SmsStatus =
  'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'not_configured' | 'opted_out' | 'over_allowance';

/** GSM-7 (160 characters in one part, 153 per part of a longer text) or UCS-2 (70 / 67). */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

/** `barbershops/{shopId}/smsLog/{id}`: every text to a shop's customer (functions only). */
export interface SmsLogEntry {
  id: string;
  shopId: string;
  smsType: SmsType;
  /** E.164 */
  to: string;
  body: string;
  segments: number;
  encoding: SmsEncoding;
  status: SmsStatus;
  /** the provider's message id (Twilio's `SM…`); null: never reached the provider */
  providerSid: string | null;
  appointmentId: string | null;
  waitlistEntryId: string | null;
  /** the provider's error code or our reason; null: none */
  error: string | null;
  /** 'twilio' in production, 'outbox' on the emulators, 'none' when not sent */
  transport: 'twilio' | 'outbox' | 'none';
  createdAt: Date;
  /** when `status` last changed */
  statusAt: Date;
  /** a failed or unsent reminder went out as an email instead, at this time; absent: not */
  fallbackEmailAt?: Date | null;
}

/** `smsMessages/{providerSid}`: finds a log entry from a status callback (functions only). */
export interface SmsMessageIndex {
  providerSid: string;
  shopId: string;
  logId: string;
}

/**
 * `smsOptOuts/{e164}`: STOP and START from a number, for every shop on the platform (functions
 * only). Absent or `optedOut: false`: texts may go.
 */
export interface SmsOptOut {
  phone: string;
  optedOut: boolean;
  /** the keyword that set it ('STOP', 'START', …) */
  keyword: string;
  at: Date;
}

/**
 * `smsThreads/{e164}`: the last text the platform sent to a number, so an inbound reply ("C",
 * anything else) reaches the right shop and booking (functions only).
 */
export interface SmsThread {
  phone: string;
  shopId: string;
  appointmentId: string | null;
  smsType: SmsType;
  logId: string;
  at: Date;
}

/** What a text to our number asks for (core sms `inboundKeyword`). */
export type InboundKeyword = 'stop' | 'start' | 'help' | 'cancel_booking' | 'other';

/**
 * `smsInbound/{MessageSid}`: a text to our number, recorded before it is acted on, so a
 * delivery Twilio repeats (or a captured request replayed) is answered with nothing and changes
 * nothing (functions only). Holds no number and no text.
 */
export interface SmsInbound {
  messageSid: string;
  keyword: InboundKeyword;
  receivedAt: Date;
}

/** `barbershops/{shopId}/smsUsage/{YYYY-MM}` (the month in the shop's zone): segments sent (functions only). */
export interface SmsUsage {
  month: string;
  segments: number;
  messages: number;
}

/** How the customer chose to hear about a booking: texts and/or emails. */
export interface ReminderChannels {
  sms: boolean;
  email: boolean;
}

/** Absent on an appointment: what every booking had before texts (email only). */
export const DEFAULT_REMINDER_CHANNELS: ReminderChannels = { sms: false, email: true };

/** `Barbershop.sms` (functions only, through the API): the shop's text settings. */
export interface ShopSmsSettings {
  /** texts offered to this shop's customers (when the platform has a provider) */
  enabled: boolean;
  /** a second text reminder 2 hours before, beside the 24-hour one */
  secondReminder: boolean;
}

export const DEFAULT_SHOP_SMS_SETTINGS: ShopSmsSettings = { enabled: true, secondReminder: false };
