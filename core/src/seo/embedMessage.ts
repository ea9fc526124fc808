/**
 * What the embedded booking flow (`/embed/{slug}`, in an iframe on the shop's own site) tells the
 * page around it, and what that page's embed.js accepts. It is posted to any origin ('*': the
 * shop's site is not known to us), so it carries only what the shop's site may see: never the
 * appointment's id, its manage token or the customer's details.
 */

/** A booking was made in the frame; also the name of the DOM event embed.js dispatches on `document`. */
export const EMBED_BOOKED = 'barberbook:booked';
/** The customer pressed Escape inside the frame: the overlay closes, as it does for Escape outside. */
export const EMBED_CLOSE = 'barberbook:close';

/** The booking's public facts: the shop's slug, its day (YYYY-MM-DD) and time (HH:mm) in the shop's zone, the services. */
export interface EmbedBooking {
  shop: string;
  date: string;
  time: string;
  serviceIds: string[];
}

/**
 * The message the frame posts for a booking. Only the listed fields are copied, so handing it a
 * whole created appointment (with its manage token) cannot leak more.
 */
export function embedBookedMessage(booking: EmbedBooking): EmbedBooking & { type: typeof EMBED_BOOKED } {
  return {
    type: EMBED_BOOKED,
    shop: booking.shop,
    date: booking.date,
    time: booking.time,
    serviceIds: [...booking.serviceIds],
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^\d{2}:\d{2}$/;

/** The booking of a received message's data, or null for anything else (another script's message, a malformed one). */
export function embedBookingOf(data: unknown): EmbedBooking | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Record<string, unknown>;
  if (m.type !== EMBED_BOOKED) return null;
  const { shop, date, time, serviceIds } = m;
  if (typeof shop !== 'string' || typeof date !== 'string' || !DATE.test(date) || typeof time !== 'string' || !TIME.test(time))
    return null;
  if (!Array.isArray(serviceIds) || !serviceIds.every((id): id is string => typeof id === 'string')) return null;
  return { shop, date, time, serviceIds: [...serviceIds] };
}
