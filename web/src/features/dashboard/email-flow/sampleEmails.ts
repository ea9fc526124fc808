import type { BarbershopDto } from '@barbershop/core/api';
import {
  renderEmail,
  sampleAppointmentFacts,
  sampleInviteToBookFacts,
  sampleWaitlistFacts,
  type RenderedEmail,
} from '@barbershop/core/email';
import type { EmailType } from '@barbershop/core/model';
import { shopNameAndContactOf } from '@barbershop/core/shop';

/** The template cards of the Email Flow tab, previewed with sample data. */
export const TEMPLATE_CARDS = [
  { type: 'booking_confirmation', title: 'Booking Confirmation', when: 'Sent when customer books' },
  { type: 'thank_you', title: 'Thank You Email', when: 'Sent after completion with review request' },
  { type: 'cancellation', title: 'Cancellation Email', when: 'Sent when an appointment is cancelled' },
  { type: 'reminder', title: 'Reminder Email', when: 'Sent 24 hours before' },
  // issue 36
  { type: 'waitlist_offer', title: 'Waitlist Offer', when: 'Sent when a time frees up for a customer on the waitlist' },
  { type: 'invite_to_book', title: 'Invite to Book', when: 'Sent when you invite a regular who is due' },
] as const;

export type TemplateType = (typeof TEMPLATE_CARDS)[number]['type'];

/** The real template (the one the functions send) rendered for this shop with a sample booking in its zone. */
export function previewEmail(type: TemplateType, shop: BarbershopDto, now = new Date()): RenderedEmail {
  const shopFacts = { ...shopNameAndContactOf(shop), googleBusinessUrl: shop.googleBusinessUrl, timezone: shop.timezone };
  if (type === 'waitlist_offer') return renderEmail(type, sampleWaitlistFacts(shopFacts, now));
  if (type === 'invite_to_book') return renderEmail(type, sampleInviteToBookFacts(shopFacts));
  return renderEmail(type, sampleAppointmentFacts(shopFacts, now));
}

/** Every email type as the activity table names it (a type without a label fails to compile). */
export const EMAIL_TYPE_LABELS: Record<EmailType, string> = {
  welcome: 'Welcome',
  booking_confirmation: 'Booking Confirmation',
  staff_notification: 'Staff Notification',
  cancellation: 'Cancellation',
  booking_moved: 'Booking Moved',
  customer_cancelled_notification: 'Cancelled by Customer',
  customer_moved_notification: 'Moved by Customer',
  reminder: 'Reminder',
  thank_you: 'Thank You',
  feature_introduction: 'Feature Introduction',
  personal_contact: 'Personal Contact',
  no_show_fee: 'No-show Fee',
  payment_link: 'Payment Link',
  payment_disputed_notification: 'Payment Disputed',
  staff_invite: 'Staff Invite',
  waitlist_joined: 'Waitlist Joined',
  waitlist_offer: 'Waitlist Offer',
  waitlist_offer_expired: 'Waitlist Offer Expired',
  waitlist_booked: 'Booked from Waitlist',
  invite_to_book: 'Invite to Book',
  sms_reply_forwarded: 'Text Reply Forwarded',
};
