import * as yup from 'yup';
import type { Appointment } from '../model/types';

/** What an erased customer's appointments show instead of a name (the shop's numbers stay). */
export const ERASED_CUSTOMER_NAME = 'Erased customer';

/**
 * Written on each appointment of a customer erased on request (UK GDPR): no name, phone, email or
 * free text about them is left; no customer record links it any more (so a new booking by the
 * same phone, whose record takes the same derived id, does not inherit the history); every manage
 * link stops working. Date, time, barber, services, price and status stay for the shop's figures.
 */
export const ERASED_APPOINTMENT_FIELDS = {
  customerId: '',
  customerName: ERASED_CUSTOMER_NAME,
  customerPhone: '',
  customerEmail: '',
  notes: '',
  cancelReason: '',
  manageTokenHashes: [],
  manageUntil: null,
} as const satisfies Partial<Appointment>;

/**
 * The email addresses an erased customer's email log entries and queued emails are found by:
 * the record's and each booking's (a booking keeps the address typed when it was made).
 */
export function erasedEmails(customerEmail: string, appointments: readonly Pick<Appointment, 'customerEmail'>[]): string[] {
  const all = [customerEmail, ...appointments.map((a) => a.customerEmail)].map((e) => e.trim()).filter(Boolean);
  return [...new Set(all)];
}

/** Splits writes into groups under Firestore's 500 writes per batch, with room to spare. */
export function inChunks<T>(items: readonly T[], size: number): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError('chunk size must be a whole number from 1');
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

/**
 * The body of an erasure: `cancelUpcoming` cancels the customer's upcoming bookings first and
 * emails each its cancellation (absent or false: they stay, anonymised, and nobody is told).
 */
export const eraseCustomerSchema = yup.object({
  cancelUpcoming: yup.boolean().strict().typeError('cancelUpcoming must be true or false'),
});
/** @public the request body its schema accepts, for the API's typed endpoint table (core/api) */
export type EraseCustomerInput = yup.InferType<typeof eraseCustomerSchema>;

/** The shop's own note on a booking cancelled by an erasure (read back if an erasure is run again). */
export const ERASURE_CANCEL_REASON = 'Customer asked to be erased';

/** The bookings still to come (scheduled, not started at `now`), soonest first: what a change would strand. */
export function upcomingBookings<A extends Pick<Appointment, 'status' | 'start'>>(appointments: readonly A[], now: number): A[] {
  return appointments
    .filter((a) => a.status === 'scheduled' && a.start.getTime() > now)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
