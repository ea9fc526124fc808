import type { ManageBookingDto } from '@barbershop/core/api';

export const CANCELLED_TEXT = 'This appointment has been cancelled.';
export const PASSED_TEXT = 'This appointment has passed.';
export const CLOSED_TEXT = 'Changes online have closed for this booking. Please call the shop to change or cancel it.';
export const CUT_OFF_MESSAGE = 'This booking can no longer be changed online. Please call the shop.';

/** What the page offers: the actions, or one of the three notices without them. */
export type BookingView = 'manage' | 'closed' | 'cancelled' | 'passed';

export function bookingViewOf(
  status: string,
  appointment: Pick<ManageBookingDto['appointment'], 'start'>,
  canManage: boolean,
  now: number = Date.now(),
): BookingView {
  if (status === 'cancelled') return 'cancelled';
  if (status !== 'scheduled' || Date.parse(appointment.start) <= now) return 'passed';
  return canManage ? 'manage' : 'closed';
}
