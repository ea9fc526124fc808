/**
 * The one table of every stored text field's kind and length limit. The API's core schemas
 * build their fields from it and firestore.rules must agree with it (a test reads the rules and
 * compares), so the two can never drift apart.
 *
 * Kinds:
 * - `line`: one line of text, no control characters (nothing that can break an email header);
 * - `multiline`: text that may hold line breaks and tabs, no other control characters;
 * - `email`: an email address; `https`: a web address starting with https://;
 * - `image`: an image reference (an https URL, or a JPG/PNG data URL);
 * - `phone`: a phone number, stored in E.164 (`+447700900123`).
 */
export type FieldKind = 'line' | 'multiline' | 'email' | 'https' | 'image' | 'phone';

export interface FieldLimit {
  kind: FieldKind;
  /** most characters (UTF-16 code units, as Firestore rules count `size()`) */
  max: number;
  /** fewest characters once trimmed; 0 for optional text */
  min: number;
}

const f = (kind: FieldKind, max: number, min = 0): FieldLimit => ({ kind, max, min });

/** Largest stored image reference: a small data URL (about 44 KB of image). */
export const IMAGE_REF_MAX = 60_000;
/** E.164 allows 15 digits after the '+'. */
export const PHONE_E164_MAX = 16;

export const FIELD_LIMITS = {
  shop: {
    name: f('line', 100, 1),
    address: f('line', 200, 1),
    phone: f('phone', PHONE_E164_MAX),
    email: f('email', 254),
    description: f('multiline', 2000),
    googleBusinessUrl: f('https', 500),
    logoImage: f('image', IMAGE_REF_MAX),
  },
  barber: {
    name: f('line', 80, 1),
    specialty: f('line', 80),
    bio: f('multiline', 1000),
    photoUrl: f('image', IMAGE_REF_MAX),
  },
  service: {
    name: f('line', 80, 1),
    description: f('multiline', 500),
  },
  customer: {
    name: f('line', 100, 1),
    phone: f('phone', PHONE_E164_MAX, 1),
    email: f('email', 254),
    notes: f('multiline', 1000),
  },
  timeBlock: {
    notes: f('multiline', 500),
  },
  user: {
    firstName: f('line', 100),
    lastName: f('line', 100),
    profileImageUrl: f('image', IMAGE_REF_MAX),
  },
  /** a verified review (the booker's manage link) and the shop's public reply */
  review: {
    comment: f('multiline', 1000),
    reply: f('multiline', 1000),
  },
  /** what a customer types when booking online */
  booking: {
    customerName: f('line', 100, 1),
    customerPhone: f('phone', PHONE_E164_MAX, 1),
    customerEmail: f('email', 254, 1),
    notes: f('multiline', 500),
  },
} as const satisfies Record<string, Record<string, FieldLimit>>;
