// Customers manage their own booking through a private link (`/booking/{id}?t={token}`):
// the pure rules of when they may, and what the link and its checks look like.
import * as yup from 'yup';
import type { Appointment, AppointmentStatus, BookerView } from '../model/types';
import { calendarDate, docId, timeOfDay } from '../validation/fields';

/** Hours before the start after which a booking can no longer be changed online (a shop setting). */
export const DEFAULT_MANAGE_CUTOFF_HOURS = 24;
export const MIN_MANAGE_CUTOFF_HOURS = 1;
export const MAX_MANAGE_CUTOFF_HOURS = 72;

export const MANAGE_CUTOFF_FIELD_MESSAGE = `Online changes cut-off must be off or a whole number of hours from ${MIN_MANAGE_CUTOFF_HOURS} to ${MAX_MANAGE_CUTOFF_HOURS}`;

/** The one answer for an unknown booking and for a missing, malformed or wrong token alike. */
export const BOOKING_NOT_FOUND_MESSAGE = 'Booking not found';

export const MANAGE_CLOSED_MESSAGE = 'This booking can no longer be changed online. Please call the shop.';

const isCutoff = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= MIN_MANAGE_CUTOFF_HOURS && (v as number) <= MAX_MANAGE_CUTOFF_HOURS;

/** A shop's cut-off in hours: null when the owner turned online changes off, the default when absent or invalid. */
export function manageCutoffHoursOf(shop: { manageCutoffHours?: unknown }): number | null {
  if (shop.manageCutoffHours === null) return null;
  return isCutoff(shop.manageCutoffHours) ? shop.manageCutoffHours : DEFAULT_MANAGE_CUTOFF_HOURS;
}

/** Until when a booking starting at `start` may be changed online: null when the shop has it off. */
export function manageUntilFor(start: Date, cutoffHours: number | null): Date | null {
  return cutoffHours === null ? null : new Date(start.getTime() - cutoffHours * 3_600_000);
}

/** Whether the customer may still cancel or move the booking online at `now`. */
export function canManageOnline(a: { status: AppointmentStatus; start: Date; manageUntil?: Date | null }, now: number): boolean {
  const until = a.manageUntil ?? null;
  return a.status === 'scheduled' && until !== null && now < until.getTime() && now < a.start.getTime();
}

/** The first word of the customer's name, all the manage page shows of them. */
export function customerFirstName(name: string): string {
  return name.trim().split(/\s/)[0]!;
}

/** The private link to a booking's manage page. */
export function manageBookingUrl(appUrl: string, appointmentId: string, token: string): string {
  return `${appUrl.replace(/\/+$/, '')}/booking/${encodeURIComponent(appointmentId)}?t=${encodeURIComponent(token)}`;
}

/** A manage token as issued: 24 random bytes in base64url (32 characters). */
export const MANAGE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/** A manage token field: its shape only; a wrong shape is answered like a wrong token. */
export function manageTokenField(label: string) {
  return yup
    .string()
    .strict()
    .typeError(`${label} must be text`)
    .matches(MANAGE_TOKEN_PATTERN, `${label} is not a booking link token`);
}

/**
 * POST /api/appointments/{id}/manage: the token travels in the body, never in an address, so no
 * request log records it.
 */
export const manageRequestSchema = yup.object({ token: manageTokenField('token').required('token is required') });

/** POST /api/appointments/{id}/reschedule. `barberId` '', null or 'any' means any available barber. */
export const rescheduleSchema = yup.object({
  token: manageTokenField('token').required('token is required'),
  date: calendarDate('date').required('date is required'),
  time: timeOfDay('time').required('time is required'),
  barberId: docId('barberId').nullable(),
});
/** @public the request body its schema accepts, for the API's typed endpoint table (core/api) */
export type RescheduleInput = yup.InferType<typeof rescheduleSchema>;

/** The booker's view of an appointment (what the manage page follows live): nothing else of it. */
export function bookerViewOf(a: Pick<Appointment, keyof BookerView>): BookerView {
  return { id: a.id, shopId: a.shopId, status: a.status, date: a.date, time: a.time, barberId: a.barberId };
}

/** Whether a stored view says exactly what `next` says, no field more or less (no write needed). */
export function isSameBookerView(stored: Record<string, unknown> | undefined, next: BookerView): boolean {
  if (stored === undefined || Object.keys(stored).length !== Object.keys(next).length) return false;
  return Object.entries(next).every(([k, v]) => stored[k] === v);
}
