import { toE164 } from '../phone/phone';

/** Online bookings one customer (same phone or same email) may hold ahead at one shop. */
export const DEFAULT_MAX_UPCOMING_ONLINE_BOOKINGS = 3;
export const MAX_UPCOMING_VARIABLE = 'MAX_UPCOMING_ONLINE_BOOKINGS_PER_CUSTOMER';

/** One online booking a contact holds: enough to recheck it and to drop it once it has passed. */
export interface HeldBooking {
  appointmentId: string;
  /** start instant, ms */
  start: number;
}

/**
 * The keys one customer is known by: the phone (E.164 when it parses, so `07700 900123` and
 * `+44 7700 900123` are one customer) and the email (trimmed, lower-cased). Either one shared
 * with an earlier booking makes it the same customer.
 */
export function customerContactKeys(phone: string, email: string): string[] {
  const keys: string[] = [];
  const digits = phone.replace(/\D/g, '');
  const e164 = toE164(phone) ?? (phone.trim().startsWith('+') ? `+${digits}` : digits);
  if (digits) keys.push(`phone:${e164}`);
  const mail = email.trim().toLowerCase();
  if (mail) keys.push(`email:${mail}`);
  return keys;
}

/** The held bookings still ahead at `now`, each once (a booking is held under every key). */
export function upcomingHeld(lists: readonly (readonly HeldBooking[])[], now: number): HeldBooking[] {
  const byId = new Map<string, HeldBooking>();
  for (const list of lists) for (const held of list) if (held.start > now) byId.set(held.appointmentId, held);
  return [...byId.values()].sort((a, b) => a.start - b.start);
}

export function upcomingCapMessage(max: number): string {
  return `You already have ${max} upcoming ${max === 1 ? 'booking' : 'bookings'} at this barbershop. Please cancel one or contact the shop to book more.`;
}

/** The cap from its environment variable (1 to 100), or the default; junk is an error, not a silent default. */
export function maxUpcomingFromEnv(env: Record<string, string | undefined>): number {
  const raw = env[MAX_UPCOMING_VARIABLE]?.trim();
  if (!raw) return DEFAULT_MAX_UPCOMING_ONLINE_BOOKINGS;
  const value = /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(value >= 1 && value <= 100)) throw new Error(`${MAX_UPCOMING_VARIABLE} must be a whole number from 1 to 100`);
  return value;
}
