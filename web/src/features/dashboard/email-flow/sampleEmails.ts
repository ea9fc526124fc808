import { APPOINTMENT_TEMPLATES, type AppointmentFacts, type BarbershopDto, type RenderedEmail } from '@barbershop/core';

/** The four template cards of the Email Flow tab (spec section 2), previewed with sample data. */
export const TEMPLATE_CARDS = [
  { type: 'booking_confirmation', title: 'Booking Confirmation', when: 'Sent when customer books' },
  { type: 'thank_you', title: 'Thank You Email', when: 'Sent after completion with review request' },
  { type: 'cancellation', title: 'Cancellation Email', when: 'Sent when an appointment is cancelled' },
  { type: 'reminder', title: 'Reminder Email', when: 'Sent 24 hours before' },
] as const;

export type TemplateType = (typeof TEMPLATE_CARDS)[number]['type'];

/** The real template rendered for this shop with a sample customer and booking. */
export function previewEmail(type: TemplateType, shop: BarbershopDto, now = new Date()): RenderedEmail {
  const start = new Date(now.getTime() + 3 * 86_400_000);
  start.setUTCHours(10, 0, 0, 0);
  const facts: AppointmentFacts = {
    appointmentId: 'preview',
    shopName: shop.name,
    shopAddress: shop.address,
    shopPhone: shop.phone,
    shopEmail: shop.email,
    googleBusinessUrl: shop.googleBusinessUrl,
    customerName: 'Sam Sample',
    customerPhone: '07700 900000',
    customerEmail: 'sam@example.com',
    serviceName: 'Haircut & Style',
    barberName: 'Your barber',
    date: start.toISOString().slice(0, 10),
    time: '10:00',
    durationMin: 45,
    pricePence: 3500,
    start,
    end: new Date(start.getTime() + 45 * 60_000),
    notes: '',
  };
  return APPOINTMENT_TEMPLATES[type](facts);
}

export const EMAIL_TYPE_LABELS: Record<string, string> = {
  welcome: 'Welcome',
  booking_confirmation: 'Booking Confirmation',
  staff_notification: 'Staff Notification',
  cancellation: 'Cancellation',
  reminder: 'Reminder',
  thank_you: 'Thank You',
  feature_introduction: 'Feature Introduction',
  personal_contact: 'Personal Contact',
};
