// The Terms and Privacy pages' text: a template (docs/decisions.md, "Terms and Privacy pages":
// a lawyer must review it before launch). It says only what the product does.

import type { LegalKind } from '../../shared/legal/legalPath';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
}

export const LEGAL_TITLES: Record<LegalKind, string> = {
  terms: 'Terms and Conditions',
  privacy: 'Privacy Policy',
};

/** What the shop itself agrees to with the customer: its name and its change policy filled in. */
export function shopTerms(shopName: string, changePolicy: string): LegalSection {
  return {
    heading: `Booking with ${shopName}`,
    paragraphs: [
      `Your appointment is an agreement between you and ${shopName}. BarberBook only provides the booking system.`,
      changePolicy,
      `Prices and durations are those shown when you book. You pay ${shopName} at your appointment; nothing is charged online.`,
      `If you cannot come, please cancel so that the time can be offered to someone else. ${shopName} may cancel or move a booking when it has to, and will tell you by email.`,
    ],
  };
}

export function shopPrivacy(shopName: string): LegalSection {
  return {
    heading: `${shopName} and your details`,
    paragraphs: [
      `${shopName} is responsible for the details you give when you book (the controller) and uses them to run your appointment: to confirm it, remind you, tell you of a change, and ask how it went.`,
      `${shopName} keeps a customer record of your visits and may erase it on request. Contact ${shopName} to see, correct or erase your details.`,
    ],
  };
}

export const PLATFORM_TERMS: LegalSection[] = [
  {
    heading: 'About BarberBook',
    paragraphs: [
      'BarberBook is an online booking system that barbershops use to take appointments. Each barbershop sets its own services, prices, opening hours and rules for changes.',
    ],
  },
  {
    heading: 'Booking',
    paragraphs: [
      'You can book without an account. A booking is made when the confirmation page shows and a confirmation email is sent to the address you gave. Please give details that are correct and your own.',
      'The confirmation email has a private link to your booking. Anyone with the link can see, change or cancel that booking, so do not share it.',
      'To keep times available for everyone, the number of upcoming bookings one person can hold at a shop is limited.',
    ],
  },
  {
    heading: 'Our service',
    paragraphs: [
      'We work to keep BarberBook available and correct, but we cannot promise it will always be. If something goes wrong with a booking, contact the barbershop.',
      'These terms may change; the version on this page applies to bookings made while it is shown.',
    ],
  },
];

export const PLATFORM_PRIVACY: LegalSection[] = [
  {
    heading: 'What we collect',
    paragraphs: [
      'When you book: your name, phone number, email address, any special requests, and the appointment itself. No account and no payment details are needed.',
    ],
  },
  {
    heading: 'How it is used',
    paragraphs: [
      'To make and manage your booking and to send the emails about it: the confirmation, a reminder 24 hours before, a message if the booking is changed or cancelled, and a thank-you after the visit. We do not sell your details or use them for advertising.',
    ],
  },
  {
    heading: 'Where it is kept',
    paragraphs: [
      'Bookings are stored with Google Cloud (Firebase) in London. Emails are sent through an email delivery service that processes your address only to deliver them.',
      'The site keeps small items in your browser that it needs to work (for example a booking you are still filling in). It uses no advertising cookies.',
      'When you send a booking, Google reCAPTCHA may check that it comes from a person, not a program; Google’s privacy policy applies to that check.',
    ],
  },
  {
    heading: 'Your rights',
    paragraphs: [
      'Under UK data protection law you can ask to see, correct or erase your details, and complain to the Information Commissioner’s Office (ico.org.uk).',
    ],
  },
];
