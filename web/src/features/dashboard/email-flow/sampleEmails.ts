import type { BarbershopDto } from '@barbershop/core/api';
import { renderEmail, sampleAppointmentFacts, type RenderedEmail } from '@barbershop/core/email';
import { shopNameAndContactOf } from '@barbershop/core/shop';

/** The four template cards of the Email Flow tab, previewed with sample data. */
export const TEMPLATE_CARDS = [
  { type: 'booking_confirmation', title: 'Booking Confirmation', when: 'Sent when customer books' },
  { type: 'thank_you', title: 'Thank You Email', when: 'Sent after completion with review request' },
  { type: 'cancellation', title: 'Cancellation Email', when: 'Sent when an appointment is cancelled' },
  { type: 'reminder', title: 'Reminder Email', when: 'Sent 24 hours before' },
] as const;

export type TemplateType = (typeof TEMPLATE_CARDS)[number]['type'];

/** The real template (the one the functions send) rendered for this shop with a sample booking in its zone. */
export function previewEmail(type: TemplateType, shop: BarbershopDto, now = new Date()): RenderedEmail {
  const facts = sampleAppointmentFacts(
    {
      ...shopNameAndContactOf(shop),
      googleBusinessUrl: shop.googleBusinessUrl,
      timezone: shop.timezone,
    },
    now,
  );
  return renderEmail(type, facts);
}

export const EMAIL_TYPE_LABELS: Record<string, string> = {
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
};
