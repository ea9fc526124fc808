import { canChangeOnline, changeAdviceText, type ChangeWindow } from '../booking/changePolicy';
import { contactShopText } from '../booking/contactShop';
import type { MemberRole } from '../model/members';
import type { WaitlistPreference } from '../model/waitlist';
import { DEFAULT_TIMEZONE, type AppointmentSource, type EmailType } from '../model/types';
import { formatPence } from '../money/format';
import { formatPhone } from '../phone/phone';
import { addDays, dayjs, todayIn, zonedToInstant } from '../time/zone';
import { escapeHtml } from './escape';
import { emailLinkUrl, headerText } from './headers';
import { buildIcs, googleCalendarUrl, type IcsMethod } from './ics';

export interface ShopFacts {
  shopName: string;
  shopAddress: string;
  shopPhone: string;
  shopEmail: string;
  googleBusinessUrl: string;
  /** the shop's public page, `{app URL}/{slug}`: every email's footer links to it */
  shopUrl?: string;
}

export interface AppointmentFacts extends ShopFacts {
  appointmentId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  /** every service's name, joined ('Haircut + Beard Trim') */
  serviceName: string;
  /** a visit of several services lists each with its time and price (absent or one: the one service) */
  services?: { name: string; durationMin: number; pricePence: number }[];
  barberName: string;
  /** shop-zone date and time; the time as read (shopTimeLabel: '01:30 BST' in the repeated hour) */
  date: string;
  time: string;
  durationMin: number;
  pricePence: number;
  start: Date;
  end: Date;
  notes: string;
  /** who made the booking: the staff notification says so */
  source?: AppointmentSource;
  /** the appointment's .ics SEQUENCE (absent: 0); the calendar UID is the appointment id */
  sequence?: number;
  /** the booker's private manage link (core's manageBookingUrl): only in the booker's own emails
   * (confirmation, reminder, moved: to change it; thank-you: to rate the visit) */
  manageUrl?: string;
  /** whether the booking can still be changed online when the email goes (bookingChangeWindow):
   * the link to change it is offered only while open; absent, with a manage link: offered */
  changeWindow?: ChangeWindow;
  /** the shop's zone, for the time the change window closes (absent: DEFAULT_TIMEZONE) */
  timezone?: string;
  /** the booking's money (issue 34, core payments' paymentEmailNote or an outcome's message); absent or '': none */
  paymentNote?: string;
  /** the cancellation and no-show policy the customer accepted at booking; absent or '': none */
  policyText?: string;
  /** the payment link email: the hosted payment page and what it asks */
  paymentLink?: { url: string; amountPence: number };
}

export interface OwnerFacts {
  /** the owner's own first name; '' when unknown (greeted "Hi there") */
  firstName: string;
  businessName: string;
  username: string;
  appUrl: string;
  /** the owner's shop page once there is a shop; the footer links to the app before that */
  shopUrl?: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  attachments?: { filename: string; content: string; type: string }[];
}

const greetingName = (o: OwnerFacts) => o.firstName.trim() || 'there';
const prettyDate = (date: string) => dayjs.utc(date).format('dddd D MMMM YYYY');

/** The one-click footer link of every email: the shop's page, or the app before a shop exists. */
interface FooterLink {
  label: string;
  url: string;
}

function footerLinkHtml(link: FooterLink | null): string {
  return link ? `<br><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>` : '';
}

/** The plain-text part: the body, then the footer line and link after a signature separator. */
function withTextFooter(text: string, footer: string, link: FooterLink | null): string {
  return `${text}\n\n-- \n${footer}${link ? `\n${link.label}: ${link.url}` : ''}`;
}

function layout(title: string, bodyHtml: string, footer: string, link: FooterLink | null = null): string {
  return `<!doctype html><html><body style="margin:0;background:#f7f5f2;font-family:Arial,Helvetica,sans-serif;color:#1a1a2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#fff;border-radius:10px;padding:24px">
<tr><td><h1 style="font-size:22px;margin:0 0 16px">${title}</h1>${bodyHtml}
<p style="color:#666;font-size:12px;margin-top:24px">${footer}${footerLinkHtml(link)}</p></td></tr></table></td></tr></table></body></html>`;
}

function detailsTable(rows: [string, string][]): string {
  return `<table role="presentation" cellpadding="4" style="border-collapse:collapse">${rows
    .map(([k, v]) => `<tr><td style="color:#666">${escapeHtml(k)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`)
    .join('')}</table>`;
}

function appointmentRows(a: AppointmentFacts): [string, string][] {
  const several = (a.services?.length ?? 0) > 1;
  const serviceRows: [string, string][] = several
    ? a.services!.map((s, i) => [i === 0 ? 'Services' : '', `${s.name}: ${s.durationMin} min, ${formatPence(s.pricePence)}`])
    : [['Service', a.serviceName]];
  const total = several ? ' in total' : '';
  return [
    ['Barbershop', a.shopName],
    ...serviceRows,
    ['Barber', a.barberName],
    ['Date', prettyDate(a.date)],
    ['Time', a.time],
    ['Duration', `${a.durationMin} minutes${total}`],
    ['Price', `${formatPence(a.pricePence)}${total}`],
    ['Address', a.shopAddress],
  ];
}

// a row without a label continues the one above (a visit's second service)
const textRows = (rows: [string, string][]) => rows.map(([k, v]) => (k ? `${k}: ${v}` : `  ${v}`)).join('\n');
const shopFooterText = (s: ShopFacts) => [s.shopName, s.shopAddress, formatPhone(s.shopPhone)].filter(Boolean).join(' · ');
const shopFooter = (s: ShopFacts) => escapeHtml(shopFooterText(s));
const shopLink = (s: ShopFacts): FooterLink | null => (s.shopUrl ? { label: `Visit ${s.shopName}`, url: s.shopUrl } : null);
const ownerLink = (o: OwnerFacts): FooterLink =>
  o.shopUrl ? { label: `Your booking page: ${o.businessName}`, url: o.shopUrl } : { label: 'BarberBook', url: o.appUrl };

/** A shop email: the same footer (shop line and link to its page) in the HTML and the text part. */
function shopEmail(a: ShopFacts, subject: string, title: string, bodyHtml: string, text: string): RenderedEmail {
  return {
    subject,
    html: layout(title, bodyHtml, shopFooter(a), shopLink(a)),
    text: withTextFooter(text, shopFooterText(a), shopLink(a)),
  };
}

function ownerEmail(o: OwnerFacts, subject: string, title: string, bodyHtml: string, text: string): RenderedEmail {
  return {
    subject,
    html: layout(title, bodyHtml, 'BarberBook', ownerLink(o)),
    text: withTextFooter(text, 'BarberBook', ownerLink(o)),
  };
}

function calendarEvent(a: AppointmentFacts) {
  return {
    start: a.start,
    end: a.end,
    summary: `${a.serviceName} at ${a.shopName}`,
    location: a.shopAddress,
    description: `With ${a.barberName}. To cancel or reschedule, contact ${a.shopName} on ${formatPhone(a.shopPhone)}.`,
  };
}

const MANAGE_LINE = 'Need to change it? Reschedule or cancel online';

/**
 * What the booker is told about changing the booking (confirmation, moved, reminder): the private
 * link and until when it works while the booking can still be changed online; otherwise no link,
 * why not, and how to reach the shop.
 */
function changeParts(a: AppointmentFacts): { html: string; text: string } {
  const window = a.changeWindow;
  const zone = a.timezone || DEFAULT_TIMEZONE;
  if (a.manageUrl && (!window || canChangeOnline(window))) {
    const until = window ? changeAdviceText(window, zone) : '';
    return {
      html: `\n<p>Need to change it? <a href="${escapeHtml(a.manageUrl)}">Reschedule or cancel online</a>.${until ? ` ${escapeHtml(until)}` : ''}</p>`,
      text: `\n\n${MANAGE_LINE}: ${a.manageUrl}${until ? `\n${until}` : ''}`,
    };
  }
  const contact = contactShopText(a, 'this email');
  const advice = `${window ? changeAdviceText(window, zone) : 'To cancel or reschedule, contact the shop.'}${contact ? ` ${contact}` : ''}`;
  return { html: `\n<p>${escapeHtml(advice)}</p>`, text: `\n\n${advice}` };
}

// The thank-you: the same private link, where the booker rates their visit (a verified review).
const RATE_LINE = 'How was your visit? Rate your visit';
const rateHtml = (a: AppointmentFacts) =>
  a.manageUrl ? `\n<p>How was your visit? <a href="${escapeHtml(a.manageUrl)}">Rate your visit</a>.</p>` : '';
const rateText = (a: AppointmentFacts) => (a.manageUrl ? `\n\n${RATE_LINE}: ${a.manageUrl}` : '');

/** The booking's money and the policy accepted (issue 34): a paragraph each, escaped; none without. */
function moneyParts(a: AppointmentFacts): { html: string; text: string } {
  const parts = [a.paymentNote, a.policyText ? `Cancellation policy: ${a.policyText}` : ''].filter((x): x is string =>
    Boolean(x),
  );
  return {
    html: parts.map((x) => `\n<p>${escapeHtml(x)}</p>`).join(''),
    text: parts.map((x) => `\n\n${x}`).join(''),
  };
}

/** What a confirmation says above the details: booked online or by the shop, or from the waitlist. */
interface ConfirmationWording {
  subject: string;
  title: string;
  intro: string;
}

function confirmationEmail(a: AppointmentFacts, words: ConfirmationWording): RenderedEmail {
  const rows = appointmentRows(a);
  const gcal = googleCalendarUrl(calendarEvent(a));
  const change = changeParts(a);
  const paid = moneyParts(a);
  return {
    ...shopEmail(
      a,
      words.subject,
      words.title,
      `<p>Hi ${escapeHtml(a.customerName)},</p><p>${escapeHtml(words.intro)}</p>${detailsTable(rows)}
<p><a href="${escapeHtml(gcal)}">Add to Google Calendar</a></p>
<p>We'll send you a reminder 24 hours before. Please arrive 10 minutes early.</p>${paid.html}${change.html}`,
      `Hi ${a.customerName},\n\n${words.intro}\n\n${textRows(rows)}\n\nAdd to Google Calendar: ${gcal}\n\nWe'll send you a reminder 24 hours before. Please arrive 10 minutes early.${paid.text}${change.text}`,
    ),
    attachments: [{ filename: 'appointment.ics', type: 'text/calendar', content: appointmentIcs(a, 'PUBLISH') }],
  };
}

export function bookingConfirmation(a: AppointmentFacts): RenderedEmail {
  return confirmationEmail(a, {
    subject: `Booking confirmed: ${a.serviceName} at ${a.shopName} on ${prettyDate(a.date)} at ${a.time}`,
    title: 'Booking Confirmed!',
    intro: 'Your appointment is booked.',
  });
}

/**
 * Booked by claiming a waitlist offer (issue 36): the confirmation (details, calendar, manage
 * link), saying the time came from the waitlist and that they are off the list now.
 */
export function waitlistBooked(a: AppointmentFacts): RenderedEmail {
  return confirmationEmail(a, {
    subject: `Booked from the waitlist: ${a.serviceName} at ${a.shopName} on ${prettyDate(a.date)} at ${a.time}`,
    title: 'Booked from the waitlist!',
    intro: "You've booked the time that freed up. Your appointment is booked and you're off the waitlist.",
  });
}

/**
 * The appointment's calendar event: one UID per appointment; a move is a REQUEST with the
 * appointment's raised SEQUENCE, a cancellation a CANCEL one above it.
 */
export function appointmentIcs(a: AppointmentFacts, method: IcsMethod): string {
  const sequence = (a.sequence ?? 0) + (method === 'CANCEL' ? 1 : 0);
  return buildIcs({ uid: a.appointmentId, ...calendarEvent(a), method, sequence });
}

/** The customer moved their booking: the new time, and the calendar event moved with it. */
export function bookingMoved(a: AppointmentFacts): RenderedEmail {
  const rows = appointmentRows(a);
  const change = changeParts(a);
  return {
    ...shopEmail(
      a,
      `Appointment moved: ${a.serviceName} at ${a.shopName} on ${prettyDate(a.date)} at ${a.time}`,
      'Your appointment has moved',
      `<p>Hi ${escapeHtml(a.customerName)},</p><p>Your appointment has moved. Here are the new details.</p>${detailsTable(rows)}
<p>The attached calendar file updates the event in your calendar.</p>${change.html}`,
      `Hi ${a.customerName},\n\nYour appointment has moved. Here are the new details.\n\n${textRows(rows)}\n\nThe attached calendar file updates the event in your calendar.${change.text}`,
    ),
    attachments: [{ filename: 'appointment.ics', type: 'text/calendar', content: appointmentIcs(a, 'REQUEST') }],
  };
}

/** The booking and who made it, as the shop's notices of a customer's own change show it. */
const customerChangeRows = (a: AppointmentFacts): [string, string][] => [
  ...appointmentRows(a).slice(1, 7),
  ['Customer', a.customerName],
  ['Phone', formatPhone(a.customerPhone)],
  ['Email', a.customerEmail],
];

/** The shop hears that a customer moved their own booking online (the details are the new ones). */
export function customerMovedNotification(a: AppointmentFacts): RenderedEmail {
  const rows = customerChangeRows(a);
  return shopEmail(
    a,
    `Booking moved by the customer: ${a.customerName}, ${a.serviceName} now on ${prettyDate(a.date)} at ${a.time}`,
    'Booking moved',
    `<p>The customer moved this booking online to the time below. Their previous time is free again.</p>${detailsTable(rows)}`,
    `The customer moved this booking online to the time below. Their previous time is free again.\n\n${textRows(rows)}`,
  );
}

/** The shop hears that a customer cancelled their own booking online. */
export function customerCancelledNotification(a: AppointmentFacts): RenderedEmail {
  const rows = customerChangeRows(a);
  return shopEmail(
    a,
    `Booking cancelled by the customer: ${a.customerName}, ${a.serviceName} on ${prettyDate(a.date)} at ${a.time}`,
    'Booking cancelled',
    `<p>The customer cancelled this booking online. The time is free again.</p>${detailsTable(rows)}`,
    `The customer cancelled this booking online. The time is free again.\n\n${textRows(rows)}`,
  );
}

/** Who made the booking, as the shop's notification says it. */
export const bookedBy = (a: AppointmentFacts) =>
  a.source === 'owner' ? 'Booked by the owner from the dashboard.' : 'A customer has booked online.';

export function staffNotification(a: AppointmentFacts): RenderedEmail {
  const rows: [string, string][] = [
    ...appointmentRows(a).slice(1, 7),
    ['Customer', a.customerName],
    ['Phone', formatPhone(a.customerPhone)],
    ['Email', a.customerEmail],
    ['Notes', a.notes || '-'],
  ];
  return shopEmail(
    a,
    `New booking: ${a.customerName}, ${a.serviceName} on ${prettyDate(a.date)} at ${a.time}`,
    'New booking',
    `<p>${escapeHtml(bookedBy(a))}</p>${detailsTable(rows)}`,
    `${bookedBy(a)}\n\n${textRows(rows)}`,
  );
}

export function cancellation(a: AppointmentFacts): RenderedEmail {
  const rows = appointmentRows(a);
  const paid = moneyParts({ ...a, policyText: '' });
  return {
    ...shopEmail(
      a,
      `Appointment cancelled: ${a.serviceName} at ${a.shopName} on ${prettyDate(a.date)}`,
      'Appointment Cancelled',
      `<p>Hi ${escapeHtml(a.customerName)},</p><p>Your appointment has been cancelled.</p>${detailsTable(rows)}${paid.html}<p>To book again, visit ${escapeHtml(a.shopName)}'s booking page or call ${escapeHtml(formatPhone(a.shopPhone))}.</p>`,
      `Hi ${a.customerName},\n\nYour appointment has been cancelled.\n\n${textRows(rows)}${paid.text}\n\nTo book again, visit ${a.shopName}'s booking page or call ${formatPhone(a.shopPhone)}.`,
    ),
    // removes the event the confirmation added (same UID, a higher SEQUENCE)
    attachments: [{ filename: 'appointment.ics', type: 'text/calendar', content: appointmentIcs(a, 'CANCEL') }],
  };
}

export function reminder(a: AppointmentFacts): RenderedEmail {
  const rows = appointmentRows(a);
  const change = changeParts(a);
  return shopEmail(
    a,
    // not "tomorrow": a booking made on the day is reminded the same day
    `Reminder: ${a.serviceName} at ${a.shopName} on ${prettyDate(a.date)} at ${a.time}`,
    'See you soon',
    `<p>Hi ${escapeHtml(a.customerName)},</p><p>This is a reminder of your appointment.</p>${detailsTable(rows)}<p>Please arrive 10 minutes early.</p>${change.html}`,
    `Hi ${a.customerName},\n\nThis is a reminder of your appointment.\n\n${textRows(rows)}\n\nPlease arrive 10 minutes early.${change.text}`,
  );
}

export function thankYou(a: AppointmentFacts): RenderedEmail {
  // https only, whatever is stored: a javascript: URL must never become a link
  const reviewUrl = emailLinkUrl(a.googleBusinessUrl);
  const review = reviewUrl
    ? `<p>Enjoyed your visit? <a href="${escapeHtml(reviewUrl)}">Leave us a review on Google</a>.</p>`
    : '<p>We hope you enjoyed your visit.</p>';
  return shopEmail(
    a,
    `Thank you for visiting ${a.shopName}`,
    'Thank you!',
    `<p>Hi ${escapeHtml(a.customerName)},</p><p>Thanks for your visit to ${escapeHtml(a.shopName)} for your ${escapeHtml(a.serviceName)}.</p>${review}${rateHtml(a)}`,
    `Hi ${a.customerName},\n\nThanks for your visit to ${a.shopName} for your ${a.serviceName}.${reviewUrl ? `\nLeave us a review: ${reviewUrl}` : ''}${rateText(a)}`,
  );
}

/**
 * The welcome goes at registration, before the owner has set up a shop: it then points to the
 * set-up. When the shop already exists at sending time, it gives the booking page to share.
 */
export function welcome(o: OwnerFacts): RenderedEmail {
  const trial = 'Your 7-day free trial has started.';
  if (o.shopUrl) {
    const url = escapeHtml(o.shopUrl);
    return ownerEmail(
      o,
      'Welcome to BarberBook',
      'Welcome to BarberBook',
      `<p>Hi ${escapeHtml(greetingName(o))},</p><p>${trial} Sign in with the username <strong>${escapeHtml(o.username)}</strong>.</p><p>Your booking page: <a href="${url}">${url}</a><br>Share it with your customers so they can book online.</p><p><a href="${escapeHtml(o.appUrl)}/dashboard">Open your dashboard</a></p>`,
      `Hi ${greetingName(o)},\n\n${trial} Sign in with the username ${o.username}.\n\nYour booking page: ${o.shopUrl}\nShare it with your customers so they can book online.\n\nYour dashboard: ${o.appUrl}/dashboard`,
    );
  }
  return ownerEmail(
    o,
    'Welcome to BarberBook',
    'Welcome to BarberBook',
    `<p>Hi ${escapeHtml(greetingName(o))},</p><p>${trial} Sign in with the username <strong>${escapeHtml(o.username)}</strong> and set up your shop.</p><p><a href="${escapeHtml(o.appUrl)}/onboarding">Set up your barbershop</a></p>`,
    `Hi ${greetingName(o)},\n\n${trial} Sign in with the username ${o.username} and set up your shop: ${o.appUrl}/onboarding`,
  );
}

export function featureIntroduction(o: OwnerFacts): RenderedEmail {
  return ownerEmail(
    o,
    'Get the most from BarberBook',
    'Three things to try today',
    `<p>Hi ${escapeHtml(greetingName(o))},</p><ul><li>Share your booking page with customers</li><li>Block time for breaks and holidays</li><li>Book appointments for walk-ins from the dashboard</li></ul><p><a href="${escapeHtml(o.appUrl)}/dashboard">Open your dashboard</a></p>`,
    `Hi ${greetingName(o)},\n\nThree things to try today: share your booking page, block time for breaks, book walk-ins from the dashboard.\n${o.appUrl}/dashboard`,
  );
}

export function personalContact(o: OwnerFacts): RenderedEmail {
  return ownerEmail(
    o,
    'How is your barbershop getting on?',
    'Can we help?',
    `<p>Hi ${escapeHtml(greetingName(o))},</p><p>You've had BarberBook for a day. If you'd like a hand setting up, just reply to this email and a real person will get back to you.</p>`,
    `Hi ${greetingName(o)},\n\nYou've had BarberBook for a day. If you'd like a hand setting up, just reply to this email and a real person will get back to you.`,
  );
}

/** The customer missed the visit and the shop marked a no-show: what the policy took (issue 34). */
export function noShowFee(a: AppointmentFacts): RenderedEmail {
  const rows = appointmentRows(a);
  const paid = moneyParts(a);
  return shopEmail(
    a,
    `Missed appointment: ${a.serviceName} at ${a.shopName} on ${prettyDate(a.date)}`,
    'Missed appointment',
    `<p>Hi ${escapeHtml(a.customerName)},</p><p>The shop marked this appointment as missed.</p>${detailsTable(rows)}${paid.html}`,
    `Hi ${a.customerName},\n\nThe shop marked this appointment as missed.\n\n${textRows(rows)}${paid.text}`,
  );
}

/** "Send payment link": a fee the card could not pay, with the shop's hosted payment page. */
export function paymentLink(a: AppointmentFacts): RenderedEmail {
  const rows = appointmentRows(a);
  const paid = moneyParts(a);
  const link = a.paymentLink;
  const amount = link ? formatPence(link.amountPence) : '';
  const payHtml = link ? `\n<p><a href="${escapeHtml(link.url)}">Pay ${escapeHtml(amount)} securely</a></p>` : '';
  const payText = link ? `\n\nPay ${amount} securely: ${link.url}` : '';
  return shopEmail(
    a,
    `Payment due to ${a.shopName}: ${amount}`,
    'Payment due',
    `<p>Hi ${escapeHtml(a.customerName)},</p>${paid.html}${detailsTable(rows)}${payHtml}`,
    `Hi ${a.customerName},${paid.text}\n\n${textRows(rows)}${payText}`,
  );
}

/** The shop hears that a customer's bank opened a dispute (chargeback) on a payment for this booking. */
export function paymentDisputedNotification(a: AppointmentFacts): RenderedEmail {
  const rows = customerChangeRows(a);
  const note = a.paymentNote ?? '';
  return shopEmail(
    a,
    `Payment disputed: ${a.customerName}, ${a.serviceName} on ${prettyDate(a.date)}`,
    'Payment disputed',
    `<p>${escapeHtml(note)}</p><p>Answer it in your Stripe dashboard before the deadline Stripe gives; the policy the customer accepted is stored with the booking.</p>${detailsTable(rows)}`,
    `${note}\n\nAnswer it in your Stripe dashboard before the deadline Stripe gives; the policy the customer accepted is stored with the booking.\n\n${textRows(rows)}`,
  );
}

/** A staff invite (issue 35): who invited whom to which shop, and the single-use link. */
export interface InviteFacts {
  shopName: string;
  inviterName: string;
  role: MemberRole;
  /** the barber column a barber invite links to; null for the other roles */
  barberName: string | null;
  /** `${app URL}/join?token=…` (core staff inviteJoinUrl) */
  joinUrl: string;
  expiresAt: Date;
  /** the shop's zone, for the expiry */
  timezone: string;
  appUrl: string;
}

const INVITED_AS: Record<MemberRole, string> = { manager: 'a manager', frontDesk: 'front desk', barber: 'a barber' };

/** "a barber (Sam Cole's column)": what the invitee joins as. */
const invitedAs = (f: InviteFacts) => `${INVITED_AS[f.role]}${f.barberName ? ` (${f.barberName}'s column)` : ''}`;

export function staffInvite(f: InviteFacts): RenderedEmail {
  const until = dayjs(f.expiresAt)
    .tz(f.timezone || DEFAULT_TIMEZONE)
    .format('dddd D MMMM YYYY, HH:mm');
  const intro = `${f.inviterName} invited you to join ${f.shopName} on BarberBook as ${invitedAs(f)}.`;
  const expiry = `The link works once, until ${until}. If you were not expecting this invite, you can ignore this email.`;
  const link: FooterLink = { label: 'BarberBook', url: f.appUrl };
  return {
    subject: `${f.inviterName} invited you to join ${f.shopName}`,
    html: layout(
      `Join ${escapeHtml(f.shopName)}`,
      `<p>Hi,</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(f.joinUrl)}">Accept the invite</a></p><p>${escapeHtml(expiry)}</p>`,
      'BarberBook',
      link,
    ),
    text: withTextFooter(`Hi,\n\n${intro}\n\nAccept the invite: ${f.joinUrl}\n\n${expiry}`, 'BarberBook', link),
  };
}

/** The waitlist's emails to the customer (issue 36): joined, an offer, an offer that expired. */
export interface WaitlistFacts extends ShopFacts {
  customerName: string;
  serviceName: string;
  /** the barber asked for, or 'Any Available Stylist' */
  barberName: string;
  timezone: string;
  preferences: WaitlistPreference[];
  /**
   * the entry's private link (`/waitlist/{id}?token=`): see the entry or leave the list. Only the
   * joined email has it (the raw token exists only then); the offer page leaves the list too.
   */
  entryUrl?: string;
  /** the offer (waitlist_offer, waitlist_offer_expired) */
  offer?: {
    date: string;
    time: string;
    barberName: string;
    durationMin: number;
    pricePence: number;
    expiresAt: Date;
    /** `/offer/{id}?token=`: the page with "Book this time" */
    offerUrl: string;
  };
}

/** "Invite to book" (issue 36): to a regular overdue for their next visit, who agreed to hear from the shop. */
export interface InviteToBookFacts extends ShopFacts {
  customerName: string;
  /** the shop's booking page */
  bookUrl: string;
  /** the one-click unsubscribe page (`/unsubscribe?shop=&key=`) */
  unsubscribeUrl: string;
}

const windowText = (p: WaitlistPreference) => `${prettyDate(p.date)}, ${p.from} to ${p.to}`;

// what the waitlist's answers name a request for no barber in particular (core/waitlist contracts)
const ANY_BARBER_NAME = 'Any Available Stylist';

/** "with James", or "with any barber" for Any Available Stylist (the sentence reads either way). */
const withBarber = (name: string) => (name === ANY_BARBER_NAME ? 'with any barber' : `with ${name}`);

export function waitlistJoined(w: WaitlistFacts): RenderedEmail {
  const windows = w.preferences.map(windowText);
  const intro = `You're on the waitlist at ${w.shopName} for ${w.serviceName} ${withBarber(w.barberName)}, for these times:`;
  const next =
    "When a time in one of them frees up, we'll email you a link to book it and hold it for you for a short while. Nothing is booked until you do.";
  const link = w.entryUrl
    ? {
        html: `\n<p><a href="${escapeHtml(w.entryUrl)}">See or leave the waitlist</a></p>`,
        text: `\n\nSee or leave the waitlist: ${w.entryUrl}`,
      }
    : { html: '', text: '' };
  return shopEmail(
    w,
    `You're on the waitlist at ${w.shopName}`,
    "You're on the waitlist",
    `<p>Hi ${escapeHtml(w.customerName)},</p><p>${escapeHtml(intro)}</p><ul>${windows.map((x) => `<li>${escapeHtml(x)}</li>`).join('')}</ul>
<p>${escapeHtml(next)}</p>${link.html}`,
    `Hi ${w.customerName},\n\n${intro}\n${windows.map((x) => `- ${x}`).join('\n')}\n\n${next}${link.text}`,
  );
}

/** The offer's hold end, HH:mm in the shop's zone (a hold lasts minutes: the day is the offer's). */
function offerUntil(w: WaitlistFacts, o: WaitlistOffer): string {
  return dayjs(o.expiresAt)
    .tz(w.timezone || DEFAULT_TIMEZONE)
    .format('HH:mm');
}

type WaitlistOffer = NonNullable<WaitlistFacts['offer']>;

function offerRows(w: WaitlistFacts, o: WaitlistOffer): [string, string][] {
  return [
    ['Barbershop', w.shopName],
    ['Service', w.serviceName],
    ['Barber', o.barberName],
    ['Date', prettyDate(o.date)],
    ['Time', o.time],
    ['Duration', `${o.durationMin} minutes`],
    ['Price', formatPence(o.pricePence)],
    ['Address', w.shopAddress],
  ];
}

/** A facts object without its offer is a caller's bug: said plainly rather than as a crash in a template. */
function offerOf(w: WaitlistFacts): WaitlistOffer {
  if (!w.offer) throw new Error('A waitlist offer email needs the offer');
  return w.offer;
}

export function waitlistOffer(w: WaitlistFacts): RenderedEmail {
  const o = offerOf(w);
  const rows = offerRows(w, o);
  const held = `We're holding it for you until ${offerUntil(w, o)}. After that it goes to the next person on the waitlist.`;
  return shopEmail(
    w,
    `A time is free at ${w.shopName}: ${prettyDate(o.date)} at ${o.time}`,
    'A time just freed up',
    `<p>Hi ${escapeHtml(w.customerName)},</p><p>A time you're waiting for is free:</p>${detailsTable(rows)}
<p><strong>${escapeHtml(held)}</strong></p>
<p><a href="${escapeHtml(o.offerUrl)}">Book this time</a></p>
<p>Can't make it? Do nothing, or leave the waitlist from the same page.</p>`,
    `Hi ${w.customerName},\n\nA time you're waiting for is free:\n\n${textRows(rows)}\n\n${held}\n\nBook this time: ${o.offerUrl}\n\nCan't make it? Do nothing, or leave the waitlist from the same page.`,
  );
}

export function waitlistOfferExpired(w: WaitlistFacts): RenderedEmail {
  const o = offerOf(w);
  const what = `The time we held for you (${prettyDate(o.date)} at ${o.time}) wasn't booked in time, so it has gone to the next person. You're still on the waitlist: we'll email you if another of your times frees up.`;
  const link = w.shopUrl
    ? {
        html: `\n<p><a href="${escapeHtml(w.shopUrl)}">Choose another time</a></p>`,
        text: `\n\nChoose another time: ${w.shopUrl}`,
      }
    : { html: '', text: '' };
  return shopEmail(
    w,
    `The time we held for you at ${w.shopName} has passed`,
    'Your held time has passed',
    `<p>Hi ${escapeHtml(w.customerName)},</p><p>${escapeHtml(what)}</p>${link.html}`,
    `Hi ${w.customerName},\n\n${what}${link.text}`,
  );
}

export function inviteToBook(f: InviteToBookFacts): RenderedEmail {
  const intro = `It's been a while since your last visit to ${f.shopName}. Book your next one online whenever suits you.`;
  const optOut = "You're getting this because you agreed to hear from the shop.";
  return shopEmail(
    f,
    `Time for your next visit to ${f.shopName}?`,
    'Time for your next visit?',
    `<p>Hi ${escapeHtml(f.customerName)},</p><p>${escapeHtml(intro)}</p><p><a href="${escapeHtml(f.bookUrl)}">Book your next visit</a></p>
<p style="color:#666;font-size:12px">${escapeHtml(optOut)} <a href="${escapeHtml(f.unsubscribeUrl)}">Unsubscribe</a></p>`,
    `Hi ${f.customerName},\n\n${intro}\n\nBook your next visit: ${f.bookUrl}\n\n${optOut} Unsubscribe: ${f.unsubscribeUrl}`,
  );
}

/**
 * A customer's text the platform does not act on by itself (issue 38): anything but STOP, START,
 * HELP or "C" to a reminder, forwarded to the shop, which answers it (nobody replies by text).
 */
export interface ForwardedTextFacts extends ShopFacts {
  /** the sender, E.164 */
  fromPhone: string;
  /** what they wrote, as received */
  message: string;
  receivedAt: Date;
  timezone: string;
  /** the booking's customer, when the text the shop sent last to this number was about a booking */
  customerName?: string;
  /** that booking: its service, date and time */
  booking?: { serviceName: string; date: string; time: string };
}

/** A text longer than any that can arrive is not the shop's to read in full (Twilio's cap: 1,600). */
const MAX_FORWARDED_CHARACTERS = 1600;

export function smsReplyForwarded(f: ForwardedTextFacts): RenderedEmail {
  const number = formatPhone(f.fromPhone);
  const who = f.customerName ? `${f.customerName} (${number})` : number;
  const at = dayjs(f.receivedAt)
    .tz(f.timezone || DEFAULT_TIMEZONE)
    .format('dddd D MMMM YYYY, HH:mm');
  const message = f.message.length > MAX_FORWARDED_CHARACTERS ? `${f.message.slice(0, MAX_FORWARDED_CHARACTERS)}…` : f.message;
  const about = f.booking ? `Their booking: ${f.booking.serviceName} on ${prettyDate(f.booking.date)} at ${f.booking.time}.` : '';
  const answer = `Nobody has answered it by text. To reply, call or text ${number} yourself.`;
  return shopEmail(
    f,
    `Text from ${f.customerName || number}`,
    'A customer replied to a text',
    `<p>${escapeHtml(who)} replied to a text from ${escapeHtml(f.shopName)} on ${escapeHtml(at)}:</p>
<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #ccc;white-space:pre-wrap">${escapeHtml(message)}</blockquote>${about ? `<p>${escapeHtml(about)}</p>` : ''}<p>${escapeHtml(answer)}</p>`,
    `${who} replied to a text from ${f.shopName} on ${at}:\n\n${message}${about ? `\n\n${about}` : ''}\n\n${answer}`,
  );
}

export const WAITLIST_TEMPLATES = {
  waitlist_joined: waitlistJoined,
  waitlist_offer: waitlistOffer,
  waitlist_offer_expired: waitlistOfferExpired,
} satisfies Partial<Record<EmailType, (w: WaitlistFacts) => RenderedEmail>>;

export type WaitlistEmailType = keyof typeof WAITLIST_TEMPLATES;

export const APPOINTMENT_TEMPLATES = {
  waitlist_booked: waitlistBooked,
  booking_confirmation: bookingConfirmation,
  staff_notification: staffNotification,
  cancellation,
  booking_moved: bookingMoved,
  customer_cancelled_notification: customerCancelledNotification,
  customer_moved_notification: customerMovedNotification,
  reminder,
  thank_you: thankYou,
  no_show_fee: noShowFee,
  payment_link: paymentLink,
  payment_disputed_notification: paymentDisputedNotification,
} satisfies Partial<Record<EmailType, (a: AppointmentFacts) => RenderedEmail>>;

export const OWNER_TEMPLATES = {
  welcome,
  feature_introduction: featureIntroduction,
  personal_contact: personalContact,
} satisfies Partial<Record<EmailType, (o: OwnerFacts) => RenderedEmail>>;

export type AppointmentEmailType = keyof typeof APPOINTMENT_TEMPLATES;
export type OwnerEmailType = keyof typeof OWNER_TEMPLATES;

export function isAppointmentEmailType(type: EmailType): type is AppointmentEmailType {
  return type in APPOINTMENT_TEMPLATES;
}

/** One entry point for every email: the functions send it, the dashboard previews it. */
export function renderEmail(type: AppointmentEmailType, facts: AppointmentFacts): RenderedEmail;
export function renderEmail(type: OwnerEmailType, facts: OwnerFacts): RenderedEmail;
export function renderEmail(type: 'staff_invite', facts: InviteFacts): RenderedEmail;
export function renderEmail(type: WaitlistEmailType, facts: WaitlistFacts): RenderedEmail;
export function renderEmail(type: 'invite_to_book', facts: InviteToBookFacts): RenderedEmail;
export function renderEmail(type: 'sms_reply_forwarded', facts: ForwardedTextFacts): RenderedEmail;
export function renderEmail(
  type: EmailType,
  facts: AppointmentFacts | OwnerFacts | InviteFacts | WaitlistFacts | InviteToBookFacts | ForwardedTextFacts,
): RenderedEmail {
  const email = isAppointmentEmailType(type)
    ? APPOINTMENT_TEMPLATES[type](facts as AppointmentFacts)
    : type === 'staff_invite'
      ? staffInvite(facts as InviteFacts)
      : type === 'invite_to_book'
        ? inviteToBook(facts as InviteToBookFacts)
        : type === 'sms_reply_forwarded'
          ? smsReplyForwarded(facts as ForwardedTextFacts)
          : type in WAITLIST_TEMPLATES
            ? WAITLIST_TEMPLATES[type as WaitlistEmailType](facts as WaitlistFacts)
            : OWNER_TEMPLATES[type as OwnerEmailType](facts as OwnerFacts);
  // Subjects hold stored names (customer, shop, service): one clean line whatever they contain.
  return { ...email, subject: headerText(email.subject) };
}

/** A sample customer and booking three days from `now` at 10:00 in the shop's zone, for previews. */
export function sampleAppointmentFacts(shop: Partial<ShopFacts> & { timezone?: string }, now = new Date()): AppointmentFacts {
  const zone = shop.timezone || DEFAULT_TIMEZONE;
  const date = addDays(todayIn(zone, now), 3);
  const start = zonedToInstant(date, '10:00', zone);
  return {
    appointmentId: 'preview',
    shopName: shop.shopName ?? 'Your Barbershop',
    shopAddress: shop.shopAddress ?? '',
    shopPhone: shop.shopPhone ?? '',
    shopEmail: shop.shopEmail ?? '',
    googleBusinessUrl: shop.googleBusinessUrl ?? '',
    shopUrl: shop.shopUrl ?? '',
    customerName: 'Sam Sample',
    customerPhone: '+447700900000',
    customerEmail: 'sam@example.com',
    serviceName: 'Haircut & Style',
    barberName: 'Your barber',
    date,
    time: '10:00',
    durationMin: 45,
    pricePence: 3500,
    start,
    end: new Date(start.getTime() + 45 * 60_000),
    notes: '',
    source: 'online',
  };
}

/**
 * A sample waitlist customer and offer, for previews: a window three days from `now`, the 10:00
 * time in it offered and held for 15 minutes from `now`.
 */
export function sampleWaitlistFacts(shop: Partial<ShopFacts> & { timezone?: string }, now = new Date()): WaitlistFacts {
  const a = sampleAppointmentFacts(shop, now);
  const shopUrl = a.shopUrl ?? '';
  return {
    ...a,
    timezone: shop.timezone || DEFAULT_TIMEZONE,
    preferences: [{ date: a.date, from: '09:00', to: '12:00' }],
    entryUrl: `${shopUrl}#waitlist`,
    offer: {
      date: a.date,
      time: a.time,
      barberName: a.barberName,
      durationMin: a.durationMin,
      pricePence: a.pricePence,
      expiresAt: new Date(now.getTime() + 15 * 60_000),
      offerUrl: `${shopUrl}#offer`,
    },
  };
}

/** A sample "Invite to book", for previews: the links lead to the shop's page. */
export function sampleInviteToBookFacts(shop: Partial<ShopFacts>): InviteToBookFacts {
  const a = sampleAppointmentFacts(shop);
  const shopUrl = a.shopUrl ?? '';
  return { ...a, bookUrl: shopUrl, unsubscribeUrl: `${shopUrl}#unsubscribe` };
}
