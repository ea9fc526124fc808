// What a customer is told about changing their booking online: before they confirm (the shop's
// policy), and once booked (what applies to this booking, from its start time and `now`). One
// wording for the booking summary, the confirmation page and the emails.
import { dayjs, instantToZoned } from '../time/zone';

/** The shop's policy in one sentence, for the summary shown before Confirm Booking. */
export function changePolicyText(cutoffHours: number | null): string {
  if (cutoffHours === null) return 'This barbershop does not take changes online: to cancel or reschedule, contact the shop.';
  return `You can cancel or reschedule online up to ${hoursText(cutoffHours)} before your appointment. After that, contact the shop.`;
}

export type ChangeWindow =
  /** online changes allowed until `until` (an instant), via the private link */
  | { kind: 'open'; until: Date }
  /** the shop has online changes off */
  | { kind: 'off' }
  /** the booking is already inside the cut-off (or started) */
  | { kind: 'closed'; cutoffHours: number };

/** Whether this booking can still be changed online, and until when. */
export function changeWindowFor(start: Date, cutoffHours: number | null, now: Date | number): ChangeWindow {
  if (cutoffHours === null) return { kind: 'off' };
  const until = new Date(start.getTime() - cutoffHours * 3_600_000);
  return until.getTime() > new Date(now).getTime() ? { kind: 'open', until } : { kind: 'closed', cutoffHours };
}

/**
 * What this booking's customer is told once booked: until when the private link works, or to
 * contact the shop when it cannot be used. `timeZone` is the shop's (times are the shop's clock).
 */
export function changeAdviceText(window: ChangeWindow, timeZone: string): string {
  switch (window.kind) {
    case 'open': {
      const { date, time } = instantToZoned(window.until, timeZone);
      return `You can cancel or reschedule online until ${dayjs.utc(date).format('ddd D MMM')} at ${time}. After that, contact the shop.`;
    }
    case 'off':
      return 'To cancel or reschedule, contact the shop.';
    case 'closed':
      return `Your appointment is less than ${hoursText(window.cutoffHours)} away, so it can no longer be changed online. To cancel or reschedule, contact the shop.`;
  }
}

/** Whether the private link is worth offering for changes (it still shows the booking either way). */
export const canChangeOnline = (window: ChangeWindow): boolean => window.kind === 'open';

const hoursText = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);
