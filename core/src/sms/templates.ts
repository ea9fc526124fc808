import { canChangeOnline, type ChangeWindow } from '../booking/changePolicy';
import type { SmsType } from '../model/sms';
import { formatPhone } from '../phone/phone';
import { dayjs, instantToZoned } from '../time/zone';
import { gsmFriendly } from './segments';

// Texts are short: every part is billed. A confirmation for a normal shop stays within two GSM-7
// parts with its manage link (templates.test.ts holds that). Wording as the emails, shorter.

/** What a booking text says (core email's AppointmentFacts carries all of it). */
export interface SmsBookingFacts {
  shopName: string;
  customerName: string;
  /** shop-zone date (YYYY-MM-DD) and time as read */
  date: string;
  time: string;
  barberName: string;
  /** the booker's private manage link; absent: none to give */
  manageUrl?: string;
  /** whether the booking can still be changed online (bookingChangeWindow); absent, with a link: it can */
  changeWindow?: ChangeWindow;
}

/** What the waitlist offer text says (core email's WaitlistFacts carries all of it). */
export interface SmsOfferFacts {
  shopName: string;
  customerName: string;
  timezone: string;
  offer?: { date: string; time: string; barberName: string; expiresAt: Date; offerUrl: string };
}

export type SmsBookingType = Exclude<SmsType, 'sms_waitlist_offer' | 'sms_reply'>;

const shortDate = (date: string) => dayjs.utc(date).format('ddd D MMM');
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';
const hi = (name: string) => (firstName(name) ? `Hi ${firstName(name)}, ` : '');
const STOP_LINE = 'Reply STOP to opt out.';

/** The manage link is offered only while the booking can be changed online, as in the emails. */
const changeable = (f: SmsBookingFacts): f is SmsBookingFacts & { manageUrl: string } =>
  Boolean(f.manageUrl) && (!f.changeWindow || canChangeOnline(f.changeWindow));

function bookingText(type: SmsBookingType, f: SmsBookingFacts): string {
  const when = `${shortDate(f.date)} at ${f.time} with ${f.barberName}`;
  const link = changeable(f) ? ` Change or cancel: ${f.manageUrl}` : '';
  switch (type) {
    case 'sms_confirmation':
      return `${hi(f.customerName)}you're booked at ${f.shopName}: ${when}.${link} ${STOP_LINE}`;
    case 'sms_reminder':
      // the date, not "tomorrow": a booking made less than 24 hours ahead is reminded on the same day
      return `Reminder: ${f.shopName} on ${when}.${link}${changeable(f) ? ' Reply C to cancel.' : ''} ${STOP_LINE}`;
    case 'sms_reminder_2h':
      return `Reminder: ${f.shopName} today at ${f.time} with ${f.barberName}.${changeable(f) ? ' Reply C to cancel.' : ''} ${STOP_LINE}`;
    case 'sms_moved':
      return `${f.shopName}: your appointment has moved to ${when}.${link}`;
    case 'sms_cancelled':
      return `${f.shopName}: your appointment on ${shortDate(f.date)} at ${f.time} is cancelled.`;
  }
}

function offerText(f: SmsOfferFacts): string {
  if (!f.offer) throw new Error('A waitlist offer text needs the offer');
  const o = f.offer;
  const until = instantToZoned(o.expiresAt, f.timezone);
  const held = until.date === o.date ? until.time : `${until.time} ${shortDate(until.date)}`;
  return `${hi(f.customerName)}a time is free at ${f.shopName}: ${shortDate(o.date)} at ${o.time} with ${o.barberName}. Held for you until ${held}: ${o.offerUrl}`;
}

/** A text to the customer, GSM-friendly (typographic quotes and dashes in names become plain ones). */
export function renderSms(type: SmsBookingType, facts: SmsBookingFacts): string;
export function renderSms(type: 'sms_waitlist_offer', facts: SmsOfferFacts): string;
export function renderSms(type: SmsBookingType | 'sms_waitlist_offer', facts: SmsBookingFacts | SmsOfferFacts): string {
  const text = type === 'sms_waitlist_offer' ? offerText(facts as SmsOfferFacts) : bookingText(type, facts as SmsBookingFacts);
  return gsmFriendly(text);
}

// Answers to inbound texts (the webhook's TwiML replies).

export const smsHelpReply = (platformName: string): string =>
  gsmFriendly(
    `${platformName}: texts about your barbershop bookings. Reply STOP to opt out, START to opt back in. For anything else, contact your barbershop.`,
  );

export const smsStopReply = (): string => "You won't get any more texts from us. Reply START to get them again.";

export const smsStartReply = (): string => "You'll get texts about your bookings again. Reply STOP to opt out.";

/** The booking a reply cancelled or could not cancel. */
export interface SmsReplyFacts {
  shopName: string;
  date: string;
  time: string;
  /** the shop's stored phone (E.164) */
  shopPhone?: string;
}

export const smsCancelDoneReply = (f: SmsReplyFacts): string =>
  gsmFriendly(`Cancelled: your appointment at ${f.shopName} on ${shortDate(f.date)} at ${f.time}.`);

export function smsCancelRefusedReply(f: SmsReplyFacts): string {
  const call = f.shopPhone ? `call ${f.shopName} on ${formatPhone(f.shopPhone)}` : `contact ${f.shopName}`;
  return gsmFriendly(
    `Your appointment on ${shortDate(f.date)} at ${f.time} can no longer be cancelled by text. To cancel or change it, please ${call}.`,
  );
}

export const smsNoBookingReply = (): string =>
  "We couldn't find a booking to cancel from this text. Use the link in your booking email, or contact the barbershop.";
